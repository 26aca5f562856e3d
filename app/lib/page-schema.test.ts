import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { pageSchema, reservedSlugs } from "./page-schema";

interface RouteEntry {
  path?: string;
  children?: RouteEntry[];
}

function firstSegments(entries: RouteEntry[]): string[] {
  return entries.flatMap((entry) => [
    ...(entry.path ? [entry.path.split("/")[0] ?? ""] : []),
    ...firstSegments(entry.children ?? []),
  ]);
}

const form = { title: "Tentang", content: "<p>Isi</p>" };

describe("page slugs", () => {
  it("reserves the first segment of every fixed route of the app", () => {
    const fixed = firstSegments(routes as RouteEntry[])
      .map((segment) => segment.replace(/\..*$/, ""))
      .filter((segment) => segment !== "" && !segment.startsWith(":") && segment !== "*");
    expect(fixed.length).toBeGreaterThan(3);
    for (const segment of new Set(fixed)) expect(reservedSlugs).toContain(segment);
  });

  it("refuses a reserved slug with a message naming it", () => {
    const parsed = pageSchema.safeParse({ ...form, slug: "admin" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toContain('"admin"');
  });

  it("accepts a clean slug and refuses one with other characters", () => {
    expect(pageSchema.safeParse({ ...form, slug: "tentang-kami" }).success).toBe(true);
    expect(pageSchema.safeParse({ ...form, slug: "Tentang Kami" }).success).toBe(false);
    expect(pageSchema.safeParse({ ...form, slug: "a/b" }).success).toBe(false);
  });
});

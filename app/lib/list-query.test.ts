import { describe, expect, it } from "vitest";
import { listHref } from "./list-href";
import { parseListQuery } from "./list-query";

const parse = (search: string) => parseListQuery(new URLSearchParams(search));

describe("parseListQuery", () => {
  it("reads search, category and page", () => {
    expect(parse("q=kopi&category=bisnis&page=3")).toEqual({
      q: "kopi",
      category: "bisnis",
      page: 3,
    });
  });

  it.each(["abc", "-1", "0", "1.5", "99999999999"])("falls back to page 1 for page=%s", (page) => {
    expect(parse(`page=${page}`).page).toBe(1);
  });

  it("cuts a very long search and a very long category", () => {
    const query = parse(`category=${"x".repeat(500)}&q=${"a".repeat(5000)}`);
    expect(query.category).toHaveLength(60);
    expect(query.q).toHaveLength(200);
  });

  it("treats an empty category as no filter", () => {
    expect(parse("category=").category).toBeUndefined();
  });
});

describe("listHref", () => {
  it("keeps only what is set", () => {
    expect(listHref({ q: "", page: 1 })).toBe("/");
    expect(listHref({ q: "ai", category: "teknologi", page: 2 })).toBe(
      "/?q=ai&category=teknologi&page=2",
    );
  });
});

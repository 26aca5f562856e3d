import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findCategoryBySlug } from "~/.server/db/categories";
import { countPublished } from "~/.server/db/posts";
import { deletePost } from "~/.server/db/post-writes";
import { makePost } from "../support/factories";
import { loadHtml } from "../support/html";
import { startServer, type TestServer } from "../support/server";

// The home page's article count and the list's page count read counts that triggers keep in step
// with every write to posts (migration 0012); each kind of write must move them right.

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

async function shownCount(): Promise<string> {
  const $ = await loadHtml(await server.fetch("/"));
  return $("[data-testid=jumlah-artikel]").text();
}

async function countedByHand(category?: string): Promise<number> {
  const categoryId = category ? (await findCategoryBySlug(server.db, category))?.id : undefined;
  const row = await server.db
    .selectFrom("posts")
    .select((eb) => eb.fn.countAll<number | string>().as("total"))
    .where("published", "=", true)
    .$if(categoryId !== undefined, (qb) => qb.where("category_id", "=", categoryId ?? 0))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

describe("published article counts", () => {
  it("follow inserts, drafts, publishing, unpublishing, a change of category and deletes", async () => {
    expect(await shownCount()).toBe("0");
    const first = await makePost(server.db, { category: "bisnis" });
    await makePost(server.db, { category: "bisnis" });
    const draft = await makePost(server.db, { category: "teknologi", published: false });
    expect(await shownCount()).toBe("2");
    expect(await countPublished(server.db, "bisnis")).toBe(2);
    expect(await countPublished(server.db, "teknologi")).toBe(0);

    await server.db
      .updateTable("posts")
      .set({ published: true })
      .where("id", "=", draft.id)
      .execute();
    expect(await shownCount()).toBe("3");

    const teknologi = await findCategoryBySlug(server.db, "teknologi");
    await server.db
      .updateTable("posts")
      .set({ category_id: teknologi?.id ?? 0 })
      .where("id", "=", first.id)
      .execute();
    expect(await countPublished(server.db, "bisnis")).toBe(1);
    expect(await countPublished(server.db, "teknologi")).toBe(2);

    // An edit that leaves both columns as they were changes nothing.
    await server.db
      .updateTable("posts")
      .set({ title: "Judul Baru", published: true })
      .where("id", "=", first.id)
      .execute();
    expect(await countPublished(server.db, "teknologi")).toBe(2);

    await server.db
      .updateTable("posts")
      .set({ published: false })
      .where("id", "=", first.id)
      .execute();
    await deletePost(server.db, draft.id);
    expect(await shownCount()).toBe("1");
    for (const category of [undefined, "bisnis", "teknologi"])
      expect(await countPublished(server.db, category), category).toBe(
        await countedByHand(category),
      );
  });

  it("pages a category by its own count", async () => {
    for (let n = 0; n < 7; n++) await makePost(server.db, { category: "olahraga" });
    const $ = await loadHtml(await server.fetch("/kategori/olahraga?page=2"));
    expect($("article").length).toBe(1);
    expect(await countPublished(server.db, "olahraga")).toBe(7);
  });
});

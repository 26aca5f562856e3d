import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  countPending,
  createComment,
  deleteComments,
  listComments,
  setCommentStatus,
} from "~/.server/db/comments";
import { texts } from "~/.server/texts";
import { postComment, storedComments } from "../support/comments";
import { makePost } from "../support/factories";
import { loadHtml } from "../support/html";
import { startServer, type TestServer } from "../support/server";

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ env: { TRUST_PROXY: "loopback" } });
});

afterAll(() => server?.stop());

function comment(postId: number, content: string) {
  return createComment(server.db, { postId, authorName: "Ani", authorEmail: null, content });
}

describe("moderation", () => {
  it("approves, marks as spam and deletes, one or many at a time", async () => {
    const post = await makePost(server.db, { title: "Artikel Moderasi" });
    const basePending = await countPending(server.db);
    const ids = [
      await comment(post.id, "satu"),
      await comment(post.id, "dua"),
      await comment(post.id, "tiga"),
    ];
    const [one, two, three] = ids as [number, number, number];
    expect(await countPending(server.db)).toBe(basePending + 3);

    expect(await setCommentStatus(server.db, [one, two], "approved")).toBe(2);
    expect(await setCommentStatus(server.db, [three], "spam")).toBe(1);
    expect(await setCommentStatus(server.db, [], "approved")).toBe(0);
    expect(await countPending(server.db)).toBe(basePending);
    const $ = await loadHtml(await server.fetch(`/blog/${post.slug}`));
    expect(
      $(".comment-text")
        .map((_, el) => $(el).text())
        .get(),
    ).toEqual(["satu", "dua"]);

    expect(await setCommentStatus(server.db, [two], "spam")).toBe(1);
    const spam = await listComments(server.db, { status: "spam", page: 1, pageSize: 10 });
    expect(spam.comments.map((c) => c.content)).toEqual(["tiga", "dua"]);
    expect(spam.total).toBe(2);
    expect(spam.comments[0]).toMatchObject({
      status: "spam",
      authorName: "Ani",
      authorEmail: null,
      post: { id: post.id, title: "Artikel Moderasi", slug: post.slug },
    });

    expect(await deleteComments(server.db, [two, three])).toBe(2);
    expect(await deleteComments(server.db, [])).toBe(0);
    expect((await storedComments(server.db, post.id)).map((row) => row.id)).toEqual([one]);
  });

  it("lists one status, newest first, a page at a time", async () => {
    const post = await makePost(server.db);
    const ids: number[] = [];
    for (let n = 1; n <= 5; n++) ids.push(await comment(post.id, `antre ${n}`));
    await setCommentStatus(server.db, ids, "approved");
    const approved = await listComments(server.db, { status: "approved", page: 1, pageSize: 2 });
    expect(approved.total).toBeGreaterThanOrEqual(5);
    expect(approved.comments.map((c) => c.content)).toEqual(["antre 5", "antre 4"]);
    const second = await listComments(server.db, { status: "approved", page: 2, pageSize: 2 });
    expect(second.comments.map((c) => c.content)).toEqual(["antre 3", "antre 2"]);
    expect(second.comments[0]?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("refuses a status outside pending, approved and spam in the database itself", async () => {
    const post = await makePost(server.db);
    const insert = server.db
      .insertInto("comments")
      .values({
        post_id: post.id,
        author_name: "Ani",
        author_email: null,
        content: "Halo",
        // @ts-expect-error: the check constraint is the point of this test
        status: "published",
        created_at: new Date().toISOString(),
      })
      .execute();
    await expect(insert).rejects.toThrow();
    expect(await storedComments(server.db, post.id)).toEqual([]);
  });

  it("deletes an article's comments with the article", async () => {
    const post = await makePost(server.db);
    const other = await makePost(server.db);
    await comment(post.id, "ikut terhapus");
    await comment(other.id, "tetap ada");
    await server.db.deleteFrom("posts").where("id", "=", post.id).execute();
    expect(await storedComments(server.db, post.id)).toEqual([]);
    expect((await storedComments(server.db, other.id)).map((row) => row.content)).toEqual([
      "tetap ada",
    ]);
  });
});

// Runs last in this file: it takes the comments table away to see the failures through.
describe("when the comments table cannot be reached", () => {
  it("still shows the article, says comments failed to load, and refuses to save", async () => {
    const post = await makePost(server.db, { title: "Artikel Tetap Tampil" });
    await server.db.schema.alterTable("comments").renameTo("comments_hilang").execute();

    const page = await server.fetch(`/blog/${post.slug}`);
    expect(page.status).toBe(200);
    const $ = await loadHtml(page);
    expect($("h1").text()).toBe("Artikel Tetap Tampil");
    expect($("#komentar [role=alert]").text()).toBe(texts.comments.loadFailed);

    const response = await postComment(server, post.slug, { name: "Ani", content: "Halo" });
    expect(response.status).toBe(500);
    const $$ = await loadHtml(response);
    expect($$("#komentar form [role=alert]").text()).toBe(
      texts.comments.saveFailedPrefix + texts.comments.saveFailedReason,
    );
  });
});

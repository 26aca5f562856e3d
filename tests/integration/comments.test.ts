import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createComment, setCommentStatus } from "~/.server/db/comments";
import { texts } from "~/.server/texts";
import { postComment, storedComments } from "../support/comments";
import { makePost } from "../support/factories";
import { loadHtml } from "../support/html";
import { startServer, type TestServer } from "../support/server";

const t = texts.comments;
let server: TestServer;
let target: { id: number; slug: string };

beforeAll(async () => {
  server = await startServer({ env: { TRUST_PROXY: "loopback" } });
  // Bad input goes here; it must stay empty whatever is thrown at it.
  target = await makePost(server.db, { title: "Artikel Sasaran" });
});

afterAll(() => server?.stop());

async function approvedComment(postId: number, authorName: string, content: string) {
  const id = await createComment(server.db, { postId, authorName, authorEmail: null, content });
  await setCommentStatus(server.db, [id], "approved");
  return id;
}

async function countAll(): Promise<number> {
  const row = await server.db
    .selectFrom("comments")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("comments on the article page", () => {
  it("shows only approved comments, oldest first, never pending or spam", async () => {
    const post = await makePost(server.db);
    await approvedComment(post.id, "Pertama", "Komentar pertama");
    const pending = await createComment(server.db, {
      postId: post.id,
      authorName: "Menunggu",
      authorEmail: null,
      content: "Belum disetujui",
    });
    const spam = await approvedComment(post.id, "Spammer", "Beli sekarang");
    await setCommentStatus(server.db, [spam], "spam");
    await approvedComment(post.id, "Kedua", "Komentar kedua");

    const $ = await loadHtml(await server.fetch(`/blog/${post.slug}`));
    expect(
      $(".comment-author")
        .map((_, el) => $(el).text())
        .get(),
    ).toEqual(["Pertama", "Kedua"]);
    expect($(".comment-text").first().text()).toBe("Komentar pertama");
    expect($("#komentar time").first().text()).toMatch(/^\d{1,2} \p{L}+ \d{4}$/u);
    expect($("#komentar").text()).toContain(t.count(2));
    expect($("body").text()).not.toContain("Belum disetujui");
    expect($("body").text()).not.toContain("Beli sekarang");
    expect($("body").text()).not.toContain(t.empty);
    expect(pending).toBeGreaterThan(0);
  });

  it("says so when an article has no approved comment yet", async () => {
    const post = await makePost(server.db);
    const $ = await loadHtml(await server.fetch(`/blog/${post.slug}`));
    expect($("#komentar").text()).toContain(t.empty);
    expect($("#komentar form textarea[name=content]")).toHaveLength(1);
  });

  it("keeps line breaks and shows markup as text, never as HTML", async () => {
    const post = await makePost(server.db);
    const name = `<img src=x onerror="alert('nama')">`;
    const content = "Baris satu\nBaris <b>dua</b>\n<script>alert('isi')</script>";
    const response = await postComment(server, post.slug, {
      name,
      content,
      email: "sari@contoh.id",
    });
    expect(response.status).toBe(200);
    const [row] = await storedComments(server.db, post.id);
    expect(row).toMatchObject({ author_name: name, content, status: "pending" });
    await setCommentStatus(server.db, row ? [row.id] : [], "approved");

    const page = await server.fetch(`/blog/${post.slug}`);
    const html = await page.text();
    expect(html).not.toContain("<script>alert('isi')");
    expect(html).not.toContain("<img src=x");
    const $ = await loadHtml(new Response(html));
    expect($(".comment-text").text()).toBe(content);
    expect($(".comment-text").attr("class")).toContain("whitespace-pre-line");
    expect($(".comment-text b, #komentar script, #komentar img")).toHaveLength(0);
    expect($(".comment-author").text()).toBe(name);
    expect(html).not.toContain("sari@contoh.id");
  });
});

describe("posting a comment", () => {
  it("stores it trimmed and pending, answers with the success notice, shows nothing yet", async () => {
    const post = await makePost(server.db);
    const response = await postComment(server, post.slug, {
      name: "  Budi Santoso ",
      email: " budi@contoh.id ",
      content: "\n  Artikel yang bagus!  \n",
    });
    expect(response.status).toBe(200);
    const $ = await loadHtml(response);
    expect($("#komentar [role=status]").text()).toContain(t.sentTitle);
    expect($("#komentar [role=status]").text()).toContain(t.sentText);
    expect($(".comment-text")).toHaveLength(0);
    const rows = await storedComments(server.db, post.id);
    expect(rows).toMatchObject([
      {
        author_name: "Budi Santoso",
        author_email: "budi@contoh.id",
        content: "Artikel yang bagus!",
        status: "pending",
      },
    ]);
  });

  it("stores no e-mail when none is given", async () => {
    const post = await makePost(server.db);
    await postComment(server, post.slug, { name: "Ani", email: "   ", content: "Halo" });
    expect(await storedComments(server.db, post.id)).toMatchObject([{ author_email: null }]);
  });

  it("ignores a forged status or article id in the form: the comment stays pending", async () => {
    const post = await makePost(server.db);
    const draft = await makePost(server.db, { published: false });
    const response = await postComment(server, post.slug, {
      name: "Peretas",
      content: "Langsung tampil?",
      status: "approved",
      post_id: String(draft.id),
      postId: String(draft.id),
    });
    expect(response.status).toBe(200);
    expect(await storedComments(server.db, post.id)).toMatchObject([{ status: "pending" }]);
    expect(await storedComments(server.db, draft.id)).toEqual([]);
    const $ = await loadHtml(await server.fetch(`/blog/${post.slug}`));
    expect($(".comment-text")).toHaveLength(0);
  });
});

describe("bad input is refused and leaves no trace", () => {
  const long = (n: number) => "k".repeat(n);
  const cases: [string, Record<string, string>, Partial<Record<string, string>>][] = [
    [
      "empty fields",
      { name: "", content: "" },
      { name: t.nameRequired, content: t.contentRequired },
    ],
    ["missing fields", {}, { name: t.nameRequired, content: t.contentRequired }],
    [
      "whitespace-only fields",
      { name: "   \t", content: " \n\n " },
      { name: t.nameBlank, content: t.contentBlank },
    ],
    ["1,001 characters", { name: "Ani", content: long(1001) }, { content: t.contentTooLong }],
    ["100,000 characters", { name: "Ani", content: long(100_000) }, { content: t.contentTooLong }],
    ["a 101-character name", { name: long(101), content: "Halo" }, { name: t.nameTooLong(100) }],
    [
      "an e-mail without @",
      { name: "A", content: "B", email: "budi.contoh.id" },
      { email: t.emailInvalid },
    ],
    [
      "an e-mail without domain",
      { name: "A", content: "B", email: "budi@" },
      { email: t.emailInvalid },
    ],
    [
      "an e-mail with spaces",
      { name: "A", content: "B", email: "bu di@contoh.id" },
      { email: t.emailInvalid },
    ],
    [
      "markup in the e-mail",
      {
        name: "<b>A</b>",
        content: "<script>alert(1)</script>",
        email: "<script>alert(1)</script>@x.id",
      },
      { email: t.emailInvalid },
    ],
    [
      "markup in an empty-looking name",
      { name: "   ", content: "<script>alert(1)</script>", email: "" },
      { name: t.nameBlank },
    ],
  ];

  it.each(cases)(
    "refuses %s with 400 and the messages beside the fields",
    async (_, fields, expected) => {
      const response = await postComment(server, target.slug, fields);
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).not.toContain("<script>alert(1)</script>");
      const $ = await loadHtml(new Response(html));
      for (const field of ["name", "email", "content"]) {
        expect($(`#comment-${field}-error`).text()).toBe(expected[field] ?? "");
      }
      expect(await storedComments(server.db, target.id)).toEqual([]);
    },
  );

  it.each([
    ["an unknown article", "tidak-ada-artikel-ini"],
    ["a malformed slug", "..%2F..%2Fetc"],
  ])("answers a comment on %s with 404", async (_, slug) => {
    const before = await countAll();
    const response = await postComment(server, slug, { name: "Ani", content: "Halo" });
    expect(response.status).toBe(404);
    expect(await countAll()).toBe(before);
  });

  it("answers a comment on a draft with 404 and the message, storing nothing", async () => {
    const draft = await makePost(server.db, { published: false });
    const response = await server.fetch(`/blog/${draft.slug}.data`, {
      method: "POST",
      headers: { "X-Forwarded-For": "10.200.0.1" },
      body: new URLSearchParams({ intent: "comment", name: "Ani", content: "Halo" }),
    });
    expect(await response.text()).toContain(t.articleMissing);
    const page = await postComment(server, draft.slug, { name: "Ani", content: "Halo" });
    expect(page.status).toBe(404);
    expect(await storedComments(server.db, draft.id)).toEqual([]);
  });

  it("answers a filled honeypot as if all were fine, but stores nothing", async () => {
    const response = await postComment(server, target.slug, {
      name: "Bot",
      content: "Kunjungi situs kami",
      website: "https://spam.example",
    });
    expect(response.status).toBe(200);
    const $ = await loadHtml(response);
    expect($("#komentar [role=status]").text()).toContain(t.sentTitle);
    expect(await storedComments(server.db, target.id)).toEqual([]);
  });

  it("lets one address post 5 comments in a burst of 20, then answers 429", async () => {
    const post = await makePost(server.db);
    const address = "10.99.99.99";
    const statuses: number[] = [];
    let lastPage = "";
    for (let n = 1; n <= 20; n++) {
      const response = await postComment(
        server,
        post.slug,
        { name: "Ani", content: `Ke-${n}` },
        address,
      );
      statuses.push(response.status);
      lastPage = await response.text();
    }
    expect(statuses).toEqual([...Array<number>(5).fill(200), ...Array<number>(15).fill(429)]);
    expect(lastPage).toContain(t.rateLimited);
    const rows = await storedComments(server.db, post.id);
    expect(rows.map((row) => row.content)).toEqual(["Ke-1", "Ke-2", "Ke-3", "Ke-4", "Ke-5"]);
    // Another address is not affected.
    expect((await postComment(server, post.slug, { name: "Budi", content: "Halo" })).status).toBe(
      200,
    );
  });
});

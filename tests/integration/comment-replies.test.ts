import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { texts } from "~/.server/texts";
import { sessionFor } from "../support/admin";
import { postComment } from "../support/comments";
import { makePost } from "../support/factories";
import { loadHtml } from "../support/html";
import { runScript, wxrFile } from "../support/import";
import { jobsSettled } from "../support/jobs";
import { linkIn, mailServerEnv, startMailbox, type Mailbox } from "../support/mailbox";
import { makeComment, moderate } from "../support/moderation";
import { startServer, type TestServer } from "../support/server";

// Replies and their notices (docs/decisions/0033-comment-replies.md) over HTTP: a reply names an
// approved comment of the same article or is refused; threads show three levels deep; an
// imported WordPress thread keeps its shape; a reader who asked (and confirmed the address once)
// gets exactly one mail per approved reply, which a one-click POST unsubscribes and a GET does
// not; a writer who asked (Akun) hears of comments waiting on their article.

const t = texts.comments;
const site = "https://warta.test";
vi.setConfig({ testTimeout: 60_000 });

let server: TestServer;
let mailbox: Mailbox;
let admin = "";

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startServer({
    env: mailServerEnv(mailbox, site),
  });
  admin = await sessionFor(server, "admin@warta.test");
});

afterAll(async () => {
  await server?.stop();
  await mailbox?.close();
});

const local = (url: string) => {
  expect(url.startsWith(`${site}/`)).toBe(true);
  return url.slice(site.length);
};

async function approve(...ids: number[]) {
  expect((await moderate(server, admin, "approve", ids)).status).toBe(200);
  await jobsSettled(server.db);
}

async function newest(postId: number) {
  return server.db
    .selectFrom("comments")
    .select(["id", "parent_id", "status"])
    .where("post_id", "=", postId)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
}

async function count(table: "comments" | "outbox") {
  const row = await server.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("replying", () => {
  it("stores a reply to an approved comment of the same article, pending, naming its parent", async () => {
    const post = await makePost(server.db);
    const parent = await makeComment(server.db, post.id, { status: "approved" });
    const response = await postComment(server, post.slug, {
      name: "Budi",
      content: "Setuju.",
      parent: String(parent),
    });
    expect(response.status).toBe(200);
    expect(await newest(post.id)).toMatchObject({ parent_id: parent, status: "pending" });
  });

  it("refuses a reply to a missing, pending, spam or foreign comment with a 4xx in Indonesian", async () => {
    const post = await makePost(server.db);
    const other = await makePost(server.db);
    const pending = await makeComment(server.db, post.id);
    const spam = await makeComment(server.db, post.id, { status: "spam" });
    const foreign = await makeComment(server.db, other.id, { status: "approved" });
    const before = await count("comments");
    for (const [parent, status, message] of [
      [String(pending), 404, t.replyMissing],
      [String(spam), 404, t.replyMissing],
      [String(foreign), 404, t.replyMissing],
      ["999999999", 404, t.replyMissing],
      ["abc", 400, t.replyInvalid],
      ["-1", 400, t.replyInvalid],
      ["99999999999", 400, t.replyInvalid],
    ] as const) {
      const response = await postComment(server, post.slug, { name: "X", content: "Y", parent });
      expect([parent, response.status]).toEqual([parent, status]);
      const $ = await loadHtml(response);
      expect($('#komentar-form [role="alert"]').text()).toBe(message);
    }
    expect(await count("comments")).toBe(before);
  });

  it("keeps the rules of every comment: field errors, and a ticked notice needs an address", async () => {
    const post = await makePost(server.db);
    const parent = await makeComment(server.db, post.id, { status: "approved" });
    // Posted as the reply form posts without JavaScript: to the address of Balas.
    const response = await postComment(server, `${post.slug}?balas=${parent}`, {
      name: "",
      content: "Halo",
      notify: "on",
      parent: String(parent),
    });
    expect(response.status).toBe(400);
    const $ = await loadHtml(response);
    expect($("#comment-name-error").text()).toBe(t.nameRequired);
    expect($("#comment-email-error").text()).toBe(t.notifyNeedsEmail);
    // The reader's tick and reply are kept for the next try.
    expect($('#komentar-form input[name="notify"]').attr("checked")).toBeDefined();
    expect($('#komentar-form input[name="parent"]').attr("value")).toBe(String(parent));
  });

  it("Balas is a link that renders the form naming the parent, with its hidden field", async () => {
    const post = await makePost(server.db);
    const parent = await makeComment(server.db, post.id, {
      authorName: "Sari",
      status: "approved",
    });
    const page = await loadHtml(await server.fetch(`/blog/${post.slug}`));
    const balas = page(`#komentar-${parent} a[data-reply-to]`);
    expect(balas.text()).toBe(t.reply);
    expect(balas.attr("href")).toBe(`/blog/${post.slug}?balas=${parent}#komentar-form`);
    expect(page('#komentar-form input[name="parent"]').attr("value")).toBe("");
    expect(page("#komentar-form [data-reply-bar]").attr("hidden")).toBeDefined();

    const replying = await loadHtml(await server.fetch(`/blog/${post.slug}?balas=${parent}`));
    expect(replying('#komentar-form input[name="parent"]').attr("value")).toBe(String(parent));
    expect(replying("#komentar-form [data-reply-name]").text()).toBe(t.replyingTo("Sari"));
    expect(replying("#komentar-form [data-reply-bar]").attr("hidden")).toBeUndefined();
    expect(replying("#komentar-form").attr("action")).toBe(
      `/blog/${post.slug}?balas=${parent}#komentar-form`,
    );
    // Not a comment shown here: the plain form.
    const unknown = await loadHtml(await server.fetch(`/blog/${post.slug}?balas=999999`));
    expect(unknown('#komentar-form input[name="parent"]').attr("value")).toBe("");
  });

  it("shows replies under their parent, three levels deep, deeper ones 'membalas <name>'", async () => {
    const post = await makePost(server.db);
    let parent: number | null = null;
    const ids: number[] = [];
    for (let depth = 1; depth <= 5; depth += 1) {
      const id = await makeComment(server.db, post.id, {
        authorName: `Pembaca ${depth}`,
        content: `Tingkat ${depth}`,
        status: "approved",
      });
      await server.db
        .updateTable("comments")
        .set({ parent_id: parent })
        .where("id", "=", id)
        .execute();
      ids.push(id);
      parent = id;
    }
    const counted = await makeComment(server.db, post.id, { status: "approved" });
    const $ = await loadHtml(await server.fetch(`/blog/${post.slug}`));
    const levelOf = (id: number) => $(`#komentar-${id}`).parents("ol").length;
    expect(ids.map(levelOf)).toEqual([1, 2, 3, 3, 3]);
    expect(levelOf(counted)).toBe(1);
    expect($(`#komentar-${ids[2]} .comment-answers`)).toHaveLength(0);
    expect($(`#komentar-${ids[3]} .comment-answers`).text()).toBe(t.inReplyTo("Pembaca 3"));
    expect($(`#komentar-${ids[4]} .comment-answers`).text()).toBe(t.inReplyTo("Pembaca 4"));
    // Counts mean what they meant: every approved comment, replies included.
    expect($("#komentar-judul").text()).toContain(t.count(6));
  });
});

describe("moderation", () => {
  it("shows the parent's excerpt beside a reply", async () => {
    const post = await makePost(server.db);
    const parent = await makeComment(server.db, post.id, {
      authorName: "Sari",
      content: "Jalan di depan pasar rusak sejak Januari.",
      status: "approved",
    });
    await postComment(server, post.slug, {
      name: "Budi",
      content: "Benar!",
      parent: String(parent),
    });
    const reply = await newest(post.id);
    const $ = await loadHtml(await server.fetch("/admin/comments", { headers: { cookie: admin } }));
    const row = $(`li[data-comment-id="${reply.id}"]`);
    expect(row.find(".moderation-parent").text()).toBe(
      `${texts.moderation.inReplyTo("Sari")} Jalan di depan pasar rusak sejak Januari.`,
    );
  });
});

describe("reply notices", () => {
  it("confirms a new address once, sends one mail per approved reply, and stops by one click", async () => {
    const post = await makePost(server.db, { title: "Jalan Rusak" });
    const email = "sari@pembaca.test";
    expect(
      (
        await postComment(server, post.slug, {
          name: "Sari",
          email,
          content: "Kapan diperbaiki?",
          notify: "on",
        })
      ).status,
    ).toBe(200);
    const sari = (await newest(post.id)).id;

    // Double opt-in: a confirmation mail; the link's GET only asks, its POST confirms.
    const [confirmation] = await mailbox.waitFor(email);
    if (!confirmation) throw new Error("no confirmation mail");
    expect(confirmation.subject).toBe(texts.mail.replyConfirmSubject("Warta"));
    const confirmLink = local(linkIn(confirmation, `${site}/komentar/konfirmasi`));
    const ask = await loadHtml(await server.fetch(confirmLink));
    expect(ask("h1").text()).toBe(texts.commentNotices.confirmTitle);
    const notice = () =>
      server.db
        .selectFrom("comment_notices")
        .select(["confirmed_at", "stopped_at"])
        .where("comment_id", "=", sari)
        .executeTakeFirstOrThrow();
    expect((await notice()).confirmed_at).toBeNull();

    // Before the click, an approved reply mails nobody.
    await approve(sari);
    await postComment(server, post.slug, {
      name: "Budi",
      content: "Minggu depan.",
      parent: String(sari),
    });
    const early = (await newest(post.id)).id;
    const outboxBefore = await count("outbox");
    await approve(early);
    expect(await count("outbox")).toBe(outboxBefore);

    const token = ask('main form input[name="token"]').attr("value") ?? "";
    const confirmed = await server.fetch(confirmLink, {
      method: "POST",
      body: new URLSearchParams({ token }),
    });
    expect(confirmed.status).toBe(302);
    expect((await notice()).confirmed_at).not.toBeNull();

    // A reply approved now: one mail, even when approved again after going back to pending.
    await postComment(server, post.slug, {
      name: "Dewi",
      content: "Sudah ada jadwalnya.\nCek situs dinas.",
      parent: String(sari),
    });
    const reply = (await newest(post.id)).id;
    await approve(reply);
    expect((await moderate(server, admin, "pending", [reply])).status).toBe(200);
    await approve(reply);
    const mails = await mailbox.waitFor(email, 2);
    const notices = mails.filter((mail) => mail.subject !== confirmation.subject);
    expect(notices).toHaveLength(1);
    const [mail] = notices;
    if (!mail) throw new Error("no reply notice");
    expect(mail.subject).toBe(texts.mail.replySubject("Dewi", "Jalan Rusak"));
    expect(mail.text).toContain("Sudah ada jadwalnya.\nCek situs dinas.");
    expect(mail.text).toContain(`${site}/blog/${post.slug}#komentar-${reply}`);
    expect(mail.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const unsubscribe = /^<(https:\/\/[^>]+)>$/.exec(mail.header("list-unsubscribe") ?? "")?.[1];
    expect(unsubscribe).toMatch(/^https:\/\/warta\.test\/komentar\/berhenti\?token=[\w-]{32}$/);
    await jobsSettled(server.db);
    expect(await count("outbox")).toBe(outboxBefore + 1);

    // GET shows a question and changes nothing; the one-click POST, without session or form
    // token, unsubscribes.
    const path = local(unsubscribe ?? "");
    const page = await loadHtml(await server.fetch(path));
    expect(page("h1").text()).toBe(texts.commentNotices.stopTitle);
    expect((await notice()).stopped_at).toBeNull();
    const oneClick = await server.fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect((await notice()).stopped_at).not.toBeNull();

    // Stopped: the next reply mails nothing.
    await postComment(server, post.slug, {
      name: "Eko",
      content: "Terima kasih.",
      parent: String(sari),
    });
    const after = await count("outbox");
    await approve((await newest(post.id)).id);
    expect(await count("outbox")).toBe(after);
  });

  it("asks a confirmed address no second time", async () => {
    const email = "sari@pembaca.test";
    const post = await makePost(server.db);
    const received = (await mailbox.waitFor(email)).length;
    await postComment(server, post.slug, { name: "Sari", email, content: "Lagi.", notify: "on" });
    await jobsSettled(server.db);
    const id = (await newest(post.id)).id;
    const row = await server.db
      .selectFrom("comment_notices")
      .select(["confirmed_at", "confirm_token"])
      .where("comment_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.confirmed_at).not.toBeNull();
    expect(row.confirm_token).toBeNull();
    expect(
      await server.db
        .selectFrom("outbox")
        .select("id")
        .where("kind", "=", "reply-confirm")
        .where("recipient", "=", email)
        .execute(),
    ).toHaveLength(1);
    expect((await mailbox.waitFor(email, received, 200)).length).toBe(received);
  });

  it("tells a writer who asked (Akun) of a comment waiting on their article", async () => {
    const writer = await sessionFor(server, "penulis@warta.test");
    const user = await server.db
      .updateTable("user")
      .set({ role: "penulis" })
      .where("email", "=", "penulis@warta.test")
      .returning("id")
      .executeTakeFirstOrThrow();
    const saved = await server.fetch("/admin/account", {
      method: "POST",
      headers: { cookie: writer },
      body: new URLSearchParams({ intent: "notices", commentNotices: "on" }),
    });
    expect(saved.status).toBe(200);
    const post = await makePost(server.db, { title: "Pasar Malam", ownerId: user.id });
    await postComment(server, post.slug, { name: "Ani", content: "Ramai sekali." });
    const [mail] = await mailbox.waitFor("penulis@warta.test");
    expect(mail?.subject).toBe(texts.mail.writerCommentSubject("Pasar Malam"));
    expect(mail?.text).toContain("Ramai sekali.");
  });
});

describe("importing a threaded WordPress export", () => {
  it("keeps a thread ten deep as a thread", async () => {
    const comments = Array.from(
      { length: 10 },
      (_, index) => `<wp:comment>
  <wp:comment_id>${index + 1}</wp:comment_id>
  <wp:comment_author><![CDATA[Pembaca ${index + 1}]]></wp:comment_author>
  <wp:comment_author_email><![CDATA[p${index + 1}@contoh.id]]></wp:comment_author_email>
  <wp:comment_date_gmt><![CDATA[2024-01-10 0${Math.floor(index / 10)}:${String(10 + index)}:00]]></wp:comment_date_gmt>
  <wp:comment_content><![CDATA[Balasan tingkat ${index + 1}]]></wp:comment_content>
  <wp:comment_approved><![CDATA[1]]></wp:comment_approved>
  <wp:comment_type><![CDATA[comment]]></wp:comment_type>
  <wp:comment_parent>${index}</wp:comment_parent>
</wp:comment>`,
    ).join("\n");
    const file = wxrFile([{ slug: "utas-panjang", html: "<p>Isi.</p>", comments }]);
    const result = await runScript("import", [file], server.databaseUrl);
    expect(result.code).toBe(0);
    const rows = await server.db
      .selectFrom("comments")
      .innerJoin("posts", "posts.id", "comments.post_id")
      .select(["comments.id", "comments.parent_id", "comments.author_name"])
      .where("posts.slug", "=", "utas-panjang")
      .orderBy("comments.id")
      .execute();
    expect(rows).toHaveLength(10);
    for (const [index, row] of rows.entries()) {
      expect(row.parent_id).toBe(index === 0 ? null : rows[index - 1]?.id);
    }
    const $ = await loadHtml(await server.fetch("/blog/utas-panjang"));
    const levels = rows.map((row) => $(`#komentar-${row.id}`).parents("ol").length);
    expect(levels).toEqual([1, 2, 3, 3, 3, 3, 3, 3, 3, 3]);
    expect($(`#komentar-${rows[9]?.id} .comment-answers`).text()).toBe(t.inReplyTo("Pembaca 9"));
  });
});

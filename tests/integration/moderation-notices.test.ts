import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { texts } from "~/.server/texts";
import { sessionFor } from "../support/admin";
import { postComment } from "../support/comments";
import { makePost } from "../support/factories";
import { loadHtml } from "../support/html";
import { linkIn, startMailbox, type Mailbox } from "../support/mailbox";
import { startServer, type TestServer } from "../support/server";

let server: TestServer;
let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startServer({
    env: { TRUST_PROXY: "loopback", SMTP_URL: mailbox.url, MAIL_FROM: "warta@warta.test" },
  });
});

afterAll(async () => {
  await server?.stop();
  await mailbox?.close();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("moderation notices", () => {
  it("mail an opted-in admin one digest per 15 minutes, listing the waiting comments", async () => {
    const admin = await sessionFor(server, "admin@warta.test");
    const quiet = "diam@warta.test";
    await sessionFor(server, quiet);
    await server.db.updateTable("user").set({ role: "admin" }).where("email", "=", quiet).execute();

    const account = await loadHtml(
      await server.fetch("/admin/account", { headers: { cookie: admin } }),
    );
    expect(account('input[name="notices"]').is("[checked]")).toBe(false);
    const saved = await server.fetch("/admin/account", {
      method: "POST",
      headers: { cookie: admin },
      body: new URLSearchParams({ intent: "notices", notices: "on" }),
    });
    expect(saved.status).toBe(200);
    const after = await loadHtml(
      await server.fetch("/admin/account", { headers: { cookie: admin } }),
    );
    expect(after('input[name="notices"]').is("[checked]")).toBe(true);

    const post = await makePost(server.db, { title: "Artikel Diskusi" });
    await postComment(server, post.slug, {
      name: "Rina",
      content: "Komentar pertama yang menunggu.",
    });
    const [digest] = await mailbox.waitFor("admin@warta.test");
    if (!digest) throw new Error("no digest");
    expect(digest.subject).toBe(texts.mail.moderationSubject(1));
    expect(digest.text).toContain("Rina");
    expect(digest.text).toContain("Komentar pertama yang menunggu.");
    expect(digest.text).toContain(texts.mail.moderationOn("Artikel Diskusi"));
    expect(linkIn(digest, server.url)).toBe(`${server.url}/admin/comments`);

    // Within 15 minutes another comment brings no second mail.
    await postComment(server, post.slug, { name: "Sari", content: "Komentar kedua." });
    await pause(7000);
    expect(await mailbox.waitFor("admin@warta.test", 2, 0)).toHaveLength(1);
    // An admin who did not opt in gets nothing.
    expect(await mailbox.waitFor(quiet, 1, 0)).toHaveLength(0);

    // Fifteen minutes later the comments that came meanwhile go out: the first digest and the
    // comment it listed are moved 16 minutes into the past.
    const earlier = (iso: string | Date) =>
      new Date(new Date(iso).getTime() - 16 * 60 * 1000).toISOString();
    const mark = await server.db
      .selectFrom("settings")
      .select("value")
      .where("key", "=", "mail.moderation_digest_at")
      .executeTakeFirstOrThrow();
    const rina = await server.db
      .selectFrom("comments")
      .select(["id", "created_at"])
      .where("author_name", "=", "Rina")
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable("comments")
      .set({ created_at: earlier(rina.created_at) })
      .where("id", "=", rina.id)
      .execute();
    await server.db
      .updateTable("settings")
      .set({ value: earlier(mark.value) })
      .where("key", "=", "mail.moderation_digest_at")
      .execute();
    const [, second] = await mailbox.waitFor("admin@warta.test", 2);
    expect(second?.subject).toBe(texts.mail.moderationSubject(2));
    expect(second?.text).toContain("Sari");
    expect(second?.text).not.toContain("Rina");
  });
});

import { createComment } from "~/.server/db/comments";
import type { DB } from "~/.server/db/connection";
import type { CommentStatus } from "~/lib/comment-schema";
import { loadHtml } from "./html";
import type { TestServer } from "./server";

/** Stores a comment straight in the database (pending unless told), as a reader's post would. */
export async function makeComment(
  db: DB,
  postId: number,
  fields: {
    authorName?: string;
    authorEmail?: string | null;
    content?: string;
    status?: CommentStatus;
  } = {},
): Promise<number> {
  const id = await createComment(db, {
    postId,
    authorName: fields.authorName ?? "Ani",
    authorEmail: fields.authorEmail ?? null,
    content: fields.content ?? "Komentar uji",
  });
  if (fields.status && fields.status !== "pending") {
    await db.updateTable("comments").set({ status: fields.status }).where("id", "=", id).execute();
  }
  return id;
}

/**
 * Posts the moderation form of the 'Komentar' tab as a browser without JavaScript does; answers
 * the status and the message the page shows.
 */
export async function moderate(
  server: TestServer,
  cookie: string,
  intent: string | null,
  ids: readonly (number | string)[],
): Promise<{ status: number; message: string }> {
  const body = new URLSearchParams();
  if (intent !== null) body.set("intent", intent);
  for (const id of ids) body.append("ids", String(id));
  const response = await server.fetch("/admin/comments", {
    method: "POST",
    headers: { cookie },
    body,
  });
  const $ = await loadHtml(response);
  return { status: response.status, message: $("#moderation-result").text() };
}

/** The comment texts an anonymous reader sees on an article page. */
export async function publicComments(server: TestServer, slug: string): Promise<string[]> {
  const $ = await loadHtml(await server.fetch(`/blog/${slug}`));
  return $(".comment-text")
    .map((_, el) => $(el).text())
    .get();
}

/** Every comment's id and status, for checking that a refused request changed nothing. */
export function commentSnapshot(db: DB) {
  return db.selectFrom("comments").select(["id", "status"]).orderBy("id").execute();
}

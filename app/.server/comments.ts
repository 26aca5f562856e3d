import { data, type RouterContextProvider } from "react-router";
import {
  commentMaxLength,
  honeypotField,
  type CommentResult,
  type CommentValues,
} from "~/lib/comment-rules";
import { parseComment } from "~/lib/comment-schema";
import { isValidSlug } from "~/lib/slug";
import { texts } from "~/lib/texts";
import { requestInfo, services } from "./context";
import { createComment } from "./db/comments";
import { findPublishedBySlug } from "./db/posts";

/**
 * Stores a reader's comment on the published article `slug` as pending, or answers why not
 * (400 with field errors, 404, 429, 500), storing nothing.
 */
export async function submitComment(
  form: FormData,
  slug: string,
  context: Readonly<RouterContextProvider>,
) {
  const { db, logger, limits } = services(context);
  // Strangers can write here: limited per address (app/.server/rate-limit.ts).
  if (await limits.attempt("comment", requestInfo(context).clientAddress)) {
    return failure(texts.comments.rateLimited, 429);
  }
  const fields = {
    name: form.get("name") ?? undefined,
    email: form.get("email") ?? undefined,
    content: form.get("content") ?? undefined,
  };
  const parsed = parseComment(fields);
  if (!parsed.ok) {
    const result: CommentResult = { kind: "invalid", errors: parsed.errors, values: echo(fields) };
    return data(result, { status: 400 });
  }
  const post = isValidSlug(slug) ? await findPublishedBySlug(db, slug) : undefined;
  if (!post) return failure(texts.comments.articleMissing, 404);

  // A filled honeypot is a bot: it gets the same answer as a reader, so it learns nothing to
  // adapt to, and nothing is stored.
  const honeypot = form.get(honeypotField);
  if (honeypot !== null && honeypot !== "") {
    logger.info({ postId: post.id }, "comment honeypot filled; dropped");
    return sent();
  }

  const { name, email, content } = parsed.comment;
  try {
    await createComment(db, { postId: post.id, authorName: name, authorEmail: email, content });
  } catch (error) {
    logger.error({ err: error, postId: post.id }, "comment could not be saved");
    return failure(texts.comments.saveFailedPrefix + texts.comments.saveFailedReason, 500);
  }
  // A pending comment changes nothing that readers see: no trigger fires, the cache stays.
  return sent();
}

function sent() {
  const result: CommentResult = { kind: "sent" };
  return data(result, { status: 200 });
}

function failure(message: string, status: number) {
  const result: CommentResult = { kind: "error", message };
  return data(result, { status });
}

// Only strings go back into the page, cut to a size worth keeping.
function echo(fields: Record<keyof CommentValues, FormDataEntryValue | undefined>): CommentValues {
  const text = (value: FormDataEntryValue | undefined) =>
    typeof value === "string" ? value.slice(0, commentMaxLength * 2) : "";
  return { name: text(fields.name), email: text(fields.email), content: text(fields.content) };
}

import { data, type RouterContextProvider } from "react-router";
import {
  commentMaxLength,
  honeypotField,
  notifyField,
  parentField,
  wantsNotice,
  type CommentResult,
  type CommentValues,
} from "~/lib/comment-rules";
import { parseComment } from "~/lib/comment-schema";
import { isValidSlug } from "~/lib/slug";
import { texts } from "~/lib/texts";
import { submitComment as storeSubmitted } from "./commands/comments";
import { requestInfo, services } from "./context";
import { findReplyTarget } from "./db/comments";
import { findPublishedBySlug } from "./db/posts";

/**
 * Stores a reader's comment on the published article `slug` as pending, or a reply to one of its
 * approved comments (the form's `parent`), or answers why not (400 with field errors, 404, 429,
 * 500), storing nothing. The answer is the action kit's shape (app/lib/action-result.ts).
 */
export async function submitComment(
  form: FormData,
  slug: string,
  context: Readonly<RouterContextProvider>,
) {
  const svc = services(context);
  const { db, logger, limits } = svc;
  // Strangers can write here: limited per address (app/.server/rate-limit.ts).
  if (await limits.attempt("comment", requestInfo(context).clientAddress)) {
    return failure(texts.comments.rateLimited, 429);
  }
  const fields = {
    name: form.get("name") ?? undefined,
    email: form.get("email") ?? undefined,
    content: form.get("content") ?? undefined,
    notify: form.get(notifyField) ?? undefined,
  };
  const parsed = parseComment(fields);
  if (!parsed.ok) {
    const result: CommentResult = {
      ok: false,
      message: texts.comments.invalid,
      errors: parsed.errors,
      values: echo(fields),
    };
    return data(result, { status: 400 });
  }
  const post = isValidSlug(slug) ? await findPublishedBySlug(db, slug) : undefined;
  if (!post) return failure(texts.comments.articleMissing, 404);

  // A reply answers an approved comment of this same article, nothing else.
  const parent = readParent(form.get(parentField));
  if (parent === "invalid") return failure(texts.comments.replyInvalid, 400);
  if (parent !== null) {
    const target = await findReplyTarget(db, parent);
    if (target?.postId !== post.id || target.status !== "approved") {
      return failure(texts.comments.replyMissing, 404);
    }
  }

  // A filled honeypot is a bot: it gets the same answer as a reader, so it learns nothing to
  // adapt to, and nothing is stored.
  const honeypot = form.get(honeypotField);
  if (honeypot !== null && honeypot !== "") {
    logger.info({ postId: post.id }, "comment honeypot filled; dropped");
    return sent();
  }

  const { name, email, content } = parsed.comment;
  const comment = { postId: post.id, parentId: parent, authorName: name, authorEmail: email };
  try {
    await storeSubmitted(svc, { ...comment, content }, wantsNotice(fields.notify));
  } catch (error) {
    logger.error({ err: error, postId: post.id }, "comment could not be saved");
    return failure(texts.comments.saveFailedPrefix + texts.comments.saveFailedReason, 500);
  }
  // A pending comment changes nothing that readers see: no trigger fires, the cache stays.
  return sent();
}

/** The form's parent: null when absent or empty, "invalid" when not an id. */
function readParent(value: FormDataEntryValue | null): number | null | "invalid" {
  if (value === null || value === "") return null;
  if (typeof value !== "string" || !/^[1-9]\d{0,9}$/.test(value)) return "invalid";
  const id = Number(value);
  return id <= 2_147_483_647 ? id : "invalid";
}

function sent() {
  const result: CommentResult = { ok: true, message: texts.comments.sentText };
  return data(result, { status: 200 });
}

function failure(message: string, status: number) {
  const result: CommentResult = { ok: false, message };
  return data(result, { status });
}

// Only strings go back into the page, cut to a size worth keeping.
function echo(fields: Record<keyof CommentValues, FormDataEntryValue | undefined>): CommentValues {
  const text = (value: FormDataEntryValue | undefined) =>
    typeof value === "string" ? value.slice(0, commentMaxLength * 2) : "";
  return {
    name: text(fields.name),
    email: text(fields.email),
    content: text(fields.content),
    notify: wantsNotice(fields.notify),
  };
}

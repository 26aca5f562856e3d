// The server's authority over the comment form; the browser mirrors it with comment-rules.ts.
import * as z from "zod/mini";
import {
  commentEmailMaxLength,
  commentMaxLength,
  commentNameMaxLength,
  wantsNotice,
  type CommentErrors,
} from "./comment-rules";
import { validate } from "./form-errors";
import { texts } from "./texts";

export const commentStatuses = ["pending", "approved", "spam"] as const;
export type CommentStatus = (typeof commentStatuses)[number];

// Which message shows when (SPEC.md §5): a field sent empty (or not sent at all) is "wajib
// diisi"; one holding only whitespace is "tidak boleh kosong", since the reader did type
// something and needs to know it does not count. Lengths are checked after trimming, so
// surrounding spaces never push a comment over the limit. Each field reports its first problem only.
const requiredText = (required: string, blank: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .check(
      z.minLength(1, { error: required, abort: true }),
      z.trim(),
      z.minLength(1, { error: blank, abort: true }),
      z.maxLength(max, tooLong),
    );

/** The comment form, as the action checks it. */
export const commentSchema = z.object({
  name: requiredText(
    texts.comments.nameRequired,
    texts.comments.nameBlank,
    commentNameMaxLength,
    texts.comments.nameTooLong(commentNameMaxLength),
  ),
  content: requiredText(
    texts.comments.contentRequired,
    texts.comments.contentBlank,
    commentMaxLength,
    texts.comments.contentTooLong,
  ),
  // Optional: absent or blank means no address.
  email: z.pipe(
    z.optional(
      z.pipe(
        z
          .string({ error: texts.comments.emailInvalid })
          .check(z.trim(), z.maxLength(commentEmailMaxLength, texts.comments.emailInvalid)),
        z.union([z.literal(""), z.email(texts.comments.emailInvalid)]),
      ),
    ),
    z.transform((value) => (value ? value : null)),
  ),
});

export type CommentInput = z.output<typeof commentSchema>;

/**
 * Parses the form's fields; errors hold the first message of each field. A ticked notice box
 * needs an address: without one (and no other problem with it), the address is what is missing.
 */
export function parseComment(
  values: Record<string, unknown>,
): { ok: true; comment: CommentInput } | { ok: false; errors: CommentErrors } {
  const result = validate(commentSchema, values);
  const noAddress =
    wantsNotice(values.notify) &&
    (typeof values.email !== "string" || values.email.trim() === "") &&
    (result.ok || !result.errors.email);
  if (noAddress) {
    const errors = result.ok ? {} : result.errors;
    return { ok: false, errors: { ...errors, email: texts.comments.notifyNeedsEmail } };
  }
  return result.ok ? { ok: true, comment: result.data } : result;
}

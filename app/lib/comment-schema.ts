// zod/mini: the same rules as zod, a fraction of the size in the article page's browser bundle.
import * as z from "zod/mini";
import { texts } from "./texts";

export const commentMaxLength = 1000;
export const commentNameMaxLength = 100;
// RFC 5321's limit on an address's length.
const emailMaxLength = 254;

/** The hidden field that people never see and form-filling bots do. */
export const honeypotField = "website";

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

/** The comment form, checked in the browser for instant feedback and again by the action. */
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
          .check(z.trim(), z.maxLength(emailMaxLength, texts.comments.emailInvalid)),
        z.union([z.literal(""), z.email(texts.comments.emailInvalid)]),
      ),
    ),
    z.transform((value) => (value ? value : null)),
  ),
});

export type CommentInput = z.output<typeof commentSchema>;
export type CommentField = keyof z.input<typeof commentSchema>;
export type CommentErrors = Partial<Record<CommentField, string>>;

/** Parses the form's fields; errors hold the first message of each field. */
export function parseComment(
  values: Record<string, unknown>,
): { ok: true; comment: CommentInput } | { ok: false; errors: CommentErrors } {
  const result = commentSchema.safeParse(values);
  if (result.success) return { ok: true, comment: result.data };
  const errors: CommentErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (field !== "name" && field !== "content" && field !== "email") continue;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** What the comment action answers: the browser turns it into toasts or inline messages. */
export type CommentResult =
  | { kind: "sent" }
  | { kind: "invalid"; errors: CommentErrors; values: CommentValues }
  | { kind: "error"; message: string };

/** The fields as typed, sent back after a refused post so a page without JavaScript keeps them. */
export type CommentValues = Record<CommentField, string>;

export const emptyCommentValues: CommentValues = { name: "", email: "", content: "" };

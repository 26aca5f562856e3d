// The comment form's rules as plain code: the browser checks with these, so the article page
// ships no Zod. The server checks again with the Zod schema (comment-schema.ts), which is the
// authority; a unit test holds the two to the same answers.
import type { ActionResult } from "./action-result";
import type { FormErrors } from "./form-errors";
import { texts } from "./texts";

const t = texts.comments;

export const commentMaxLength = 1000;
export const commentNameMaxLength = 100;
// RFC 5321's limit on an address's length.
export const commentEmailMaxLength = 254;

/** The hidden field that people never see and form-filling bots do. */
export const honeypotField = "website";
/** The hidden field naming the comment a reply answers. */
export const parentField = "parent";
/** The checkbox "Beri tahu saya jika ada balasan". */
export const notifyField = "notify";

export type CommentField = "name" | "email" | "content";
export type CommentErrors = FormErrors<CommentField>;

/** The fields as typed, sent back after a refused post so a page without JavaScript keeps them. */
export type CommentValues = Record<CommentField, string> & { notify?: boolean };

export const emptyCommentValues: CommentValues = { name: "", email: "", content: "" };

/**
 * What the comment action answers, in the action kit's shape (app/lib/action-result.ts): sent,
 * or refused with a message; a refusal with field errors carries the values typed, so a page
 * without JavaScript keeps them. The browser turns it into toasts or inline messages.
 */
export type CommentResult = ActionResult<CommentField> & { values?: CommentValues };

// The same pattern as Zod's `z.email()`.
const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

function requiredText(
  value: unknown,
  max: number,
  messages: { required: string; blank: string; tooLong: string },
): string | undefined {
  if (typeof value !== "string" || value === "") return messages.required;
  const trimmed = value.trim();
  if (trimmed === "") return messages.blank;
  if (trimmed.length > max) return messages.tooLong;
  return undefined;
}

/** The first problem of each field, as the server's schema would report it. */
export function checkComment(
  values: Partial<Record<CommentField | "notify", unknown>>,
): CommentErrors {
  const errors: CommentErrors = {};
  const name = requiredText(values.name, commentNameMaxLength, {
    required: t.nameRequired,
    blank: t.nameBlank,
    tooLong: t.nameTooLong(commentNameMaxLength),
  });
  if (name) errors.name = name;
  const content = requiredText(values.content, commentMaxLength, {
    required: t.contentRequired,
    blank: t.contentBlank,
    tooLong: t.contentTooLong,
  });
  if (content) errors.content = content;
  if (values.email !== undefined) {
    const email = typeof values.email === "string" ? values.email.trim() : null;
    const valid =
      email !== null &&
      (email === "" || (email.length <= commentEmailMaxLength && emailPattern.test(email)));
    if (!valid) errors.email = t.emailInvalid;
  }
  if (!errors.email && wantsNotice(values.notify) && !nonBlank(values.email)) {
    errors.email = t.notifyNeedsEmail;
  }
  return errors;
}

/** Whether the form's notice box was ticked (a checkbox sends "on"). */
export function wantsNotice(value: unknown): boolean {
  return value === "on" || value === "true";
}

const nonBlank = (value: unknown) => typeof value === "string" && value.trim() !== "";

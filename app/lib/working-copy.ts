import { z } from "zod";
import { texts } from "./admin-texts";

// Autosave's working copy: the editor form's fields as typed, sent a few seconds after each
// pause to /admin/autosave, kept in the browser while offline. Shared by the editor (which
// fields to send, where to keep them) and the server (what it accepts).

export type ContentKind = "post" | "page";

/** The form fields a working copy keeps; a page's editor has the first four. */
export const workingCopyFields = [
  "title",
  "slug",
  "summary",
  "content",
  "image",
  "categoryId",
  "author",
] as const;
export type WorkingCopyField = (typeof workingCopyFields)[number];
export type WorkingCopyValues = Partial<Record<WorkingCopyField, string>>;

/** How long the editor waits after the last keystroke before sending. */
export const autosaveDelayMs = 3000;

/** The browser's storage key of a copy that could not be sent yet. */
export function pendingCopyKey(userId: string, kind: ContentKind, id: number | undefined): string {
  return `warta:autosave:${userId}:${kind}:${id ?? "new"}`;
}

const t = texts.autosave;
const text = (max: number) => z.string({ error: t.invalid }).max(max, t.tooLong).optional();

/** What /admin/autosave accepts: a target and the fields; anything else is refused with 400. */
export const workingCopySchema = z.object({
  intent: z.enum(["save", "discard"], { error: t.invalid }).default("save"),
  kind: z.enum(["post", "page"], { error: t.invalid }),
  id: z
    .string({ error: t.invalid })
    .regex(/^([1-9]\d{0,8})?$/, t.invalid)
    .optional()
    .transform((value) => (value ? Number(value) : undefined)),
  baseUpdatedAt: z.string({ error: t.invalid }).max(40, t.invalid).optional(),
  title: text(1000),
  slug: text(1000),
  summary: text(5000),
  content: text(2_000_000),
  image: text(5000),
  categoryId: text(20),
  author: text(1000),
});

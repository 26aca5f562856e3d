import { z } from "zod";
import { texts } from "./admin-texts";
import type { SeoFields } from "./seo";

// Autosave's working copy: the editor form's fields as typed, sent a few seconds after each
// pause to /admin/autosave, kept in the browser while offline. Shared by the editor (which
// fields to send, where to keep them) and the server (what it accepts).

export type ContentKind = "post" | "page";

/**
 * The form fields a working copy keeps: every field an editor types into. A page's editor has the
 * first four and the SEO section's; `noindex` is "on" or "" (a checkbox).
 */
export const workingCopyFields = [
  "title",
  "slug",
  "summary",
  "content",
  "image",
  "categoryId",
  "author",
  "tags",
  "seoTitle",
  "seoDescription",
  "socialImage",
  "canonicalUrl",
  "noindex",
] as const;
export type WorkingCopyField = (typeof workingCopyFields)[number];
export type WorkingCopyValues = Partial<Record<WorkingCopyField, string>>;

/** The SEO section's fields as its form holds them: what a working copy is compared with. */
export function seoFormFields(seo: SeoFields): WorkingCopyValues {
  return {
    seoTitle: seo.seoTitle ?? "",
    seoDescription: seo.seoDescription ?? "",
    socialImage: seo.socialImage ?? "",
    canonicalUrl: seo.canonicalUrl ?? "",
    noindex: seo.noindex ? "on" : "",
  };
}

/** The SEO section's first values: the stored ones, with what a restored copy holds over them. */
export function restoredSeo(
  copy: WorkingCopyValues | null,
  stored: SeoFields | undefined,
): SeoFields | undefined {
  if (!copy) return stored;
  const text = (name: "seoTitle" | "seoDescription" | "socialImage" | "canonicalUrl") =>
    copy[name] === undefined ? (stored?.[name] ?? null) : copy[name] || null;
  return {
    seoTitle: text("seoTitle"),
    seoDescription: text("seoDescription"),
    socialImage: text("socialImage"),
    canonicalUrl: text("canonicalUrl"),
    noindex: copy.noindex === undefined ? (stored?.noindex ?? false) : copy.noindex === "on",
  };
}

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
  tags: text(5000),
  seoTitle: text(1000),
  seoDescription: text(5000),
  socialImage: text(5000),
  canonicalUrl: text(5000),
  noindex: z.enum(["on", ""], { error: t.invalid }).optional(),
});

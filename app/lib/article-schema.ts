import { z } from "zod";
import type { FormErrors } from "./form-errors";
import { yesNoField } from "./form-boolean";
import { hasContent } from "./html-content";
import { defaultTimeZone, zonedToUtc } from "./schedule";
import { slugMaxLength, slugPattern } from "./slug";
import { seoSchemaFields } from "./seo";
import { parseTagField } from "./tags";
import { texts } from "./admin-texts";

const t = texts.editor;

/**
 * The article form, as the browser sends it: checked in the editor before submitting and again by
 * the server, which is the authority.
 */
export const articleSchema = z.object({
  title: z
    .string({ error: t.titleRequired })
    .trim()
    .min(1, t.titleRequired)
    .max(200, t.titleTooLong),
  slug: z
    .string({ error: t.slugRequired })
    .trim()
    .min(1, t.slugRequired)
    .max(slugMaxLength, t.slugInvalid)
    .regex(slugPattern, t.slugInvalid),
  categoryId: z.coerce
    .number({ error: t.categoryRequired })
    .int(t.categoryRequired)
    .positive(t.categoryRequired),
  // The author's profile id, chosen from the list; the server checks that the profile exists.
  // Left empty (or absent), the article is the writer's own.
  author: z
    .string({ error: t.authorUnknown })
    .optional()
    .transform((value) => (value ?? "").trim())
    .pipe(z.string().regex(/^([1-9]\d{0,9})?$/, t.authorUnknown))
    .transform((value) => (value === "" ? undefined : Number(value))),
  summary: z
    .string({ error: t.summaryRequired })
    .trim()
    .min(1, t.summaryRequired)
    .max(500, t.summaryTooLong),
  content: z
    .string({ error: t.contentRequired })
    .max(2_000_000, t.contentTooLong)
    .refine(hasContent, t.contentRequired),
  // Absent (a client that sends no image field) means no image, as an empty field does.
  image: z
    .string({ error: t.imageUrlInvalid })
    .optional()
    .transform((value) => value ?? "")
    .pipe(
      z
        .string()
        .trim()
        .max(2000, t.imageUrlInvalid)
        .refine(
          (value) => value === "" || value.startsWith("/media/") || URL.canParse(value),
          t.imageUrlInvalid,
        )
        .refine(
          (value) => value === "" || value.startsWith("/media/") || value.startsWith("https://"),
          t.imageUrlInvalid,
        )
        .transform((value) => (value === "" ? null : value)),
    ),
  // Checkboxes: "on" when ticked, absent when not (app/lib/form-boolean.ts). Anything else is
  // refused, not guessed at.
  published: yesNoField(texts.actions.yesNoInvalid),
  featured: yesNoField(texts.featured.invalid),
  sendNewsletter: yesNoField(texts.actions.yesNoInvalid),
  // Tandai sebagai diperbarui: this save is a meaningful update of a published article.
  markUpdated: yesNoField(texts.actions.yesNoInvalid),
  // "pemilu, ekonomi digital". A client that sends no tag field leaves the tags as they are.
  tags: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const parsed = parseTagField(value);
      if (parsed.ok) return parsed.tags;
      ctx.addIssue({ code: "custom", message: parsed.error });
      return z.NEVER;
    }),
  updatedAt: z.string({ error: t.stale }).max(40, t.stale).optional(),
  // The owning account an editor chose (Pemilik); the route asks the policy about it.
  ownerId: z
    .string({ error: texts.forbidden.reassign })
    .max(200, texts.forbidden.reassign)
    .optional(),
  // The publication date as typed in the site's zone; what it means (a schedule, a back-dated
  // publication) is decided on the server (app/.server/publishing/). Well-formed in every zone.
  publishAt: z
    .string({ error: texts.schedule.invalid })
    .trim()
    .max(40, texts.schedule.invalid)
    .optional()
    .refine(
      (value) => !value || zonedToUtc(value, defaultTimeZone) !== undefined,
      texts.schedule.invalid,
    ),
  ...seoSchemaFields,
});

export type ArticleForm = z.infer<typeof articleSchema>;
export type ArticleErrors = FormErrors<keyof ArticleForm & string>;

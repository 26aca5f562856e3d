import { z } from "zod";
import { yesNoField } from "./form-boolean";
import { hasContent } from "./html-content";
import { seoSchemaFields } from "./seo";
import { slugMaxLength, slugPattern } from "./slug";
import { texts } from "./admin-texts";

const t = texts.pages;

// Pages live at the site's root (/about), so a page may not take a first path segment that the
// app answers itself: it would never be reached. app/lib/page-schema.test.ts checks this list
// against app/routes.ts; the rest are kept free for addresses readers and tools expect.
export const reservedSlugs: readonly string[] = [
  "admin",
  "api",
  "assets",
  "blog",
  "healthz",
  "media",
  "newsletter",
  "komentar",
  "sitemap",
  "sitemaps",
  "sitemap-news",
  "tag",
  "penulis",
  "kategori",
  "rss",
  "feed",
  "robots",
  "search",
  "favicon",
  "login",
  "auth",
];

/** The page form, checked in the editor before submitting and again by the server. */
export const pageSchema = z.object({
  title: z.string().trim().min(1, t.titleRequired).max(200, t.titleTooLong),
  slug: z
    .string()
    .trim()
    .min(1, t.slugRequired)
    .max(slugMaxLength, t.slugInvalid)
    .regex(slugPattern, t.slugInvalid)
    .refine((slug) => !reservedSlugs.includes(slug), {
      error: (issue) => t.slugReserved(String(issue.input)),
    }),
  summary: z.string().trim().max(500, t.summaryTooLong).default(""),
  content: z.string().max(2_000_000, t.contentTooLong).refine(hasContent, t.contentRequired),
  published: yesNoField(texts.actions.yesNoInvalid),
  updatedAt: z.string().max(40).optional(),
  ...seoSchemaFields,
});

export type PageForm = z.infer<typeof pageSchema>;
export type PageErrors = Partial<Record<keyof PageForm | "form", string>>;

import { z } from "zod";
import { isYes, yesNoField } from "./form-boolean";
import { texts } from "./admin-texts";

// The SEO section of the article and page editors (docs/decisions/0031-article-seo.md): what
// search engines and social networks get instead of Warta's defaults. Every field empty keeps
// the defaults (title, summary, cover, the page's own address).

const t = texts.seo;

/** The longest SEO title and description the server stores. */
export const seoTitleMax = 70;
export const seoDescriptionMax = 160;

/** An article's or page's SEO fields as stored; null is "use the default". */
export interface SeoFields {
  seoTitle: string | null;
  seoDescription: string | null;
  socialImage: string | null;
  canonicalUrl: string | null;
  noindex: boolean;
}

export const emptySeo: SeoFields = {
  seoTitle: null,
  seoDescription: null,
  socialImage: null,
  canonicalUrl: null,
  noindex: false,
};

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .optional()
    .transform((value) => (value ?? "").trim())
    .pipe(z.string().max(max, message))
    .transform((value) => (value === "" ? null : value));

/** An absolute http(s) address: what a canonical URL must be. */
export function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
}

/**
 * The section's fields in a form. `seo` is the section's own hidden marker: a form without it (a
 * script, an older client) leaves the stored SEO fields as they are.
 */
export const seoSchemaFields = {
  seo: z.string().max(10).optional(),
  seoTitle: optionalText(seoTitleMax, t.titleTooLong(seoTitleMax)),
  seoDescription: optionalText(seoDescriptionMax, t.descriptionTooLong(seoDescriptionMax)),
  socialImage: optionalText(2000, t.imageInvalid).refine(
    (value) => value === null || value.startsWith("/media/") || value.startsWith("https://"),
    t.imageInvalid,
  ),
  canonicalUrl: optionalText(2000, t.canonicalInvalid).refine(
    (value) => value === null || isHttpUrl(value),
    t.canonicalInvalid,
  ),
  noindex: yesNoField(texts.actions.yesNoInvalid),
};

/** The stored SEO fields a parsed form asks for; undefined when the form has no SEO section. */
export function seoOfForm(input: {
  seo?: string;
  seoTitle: string | null;
  seoDescription: string | null;
  socialImage: string | null;
  canonicalUrl: string | null;
  noindex: boolean;
}): SeoFields | undefined {
  if (!isYes(input.seo)) return undefined;
  return {
    seoTitle: input.seoTitle,
    seoDescription: input.seoDescription,
    socialImage: input.socialImage,
    canonicalUrl: input.canonicalUrl,
    noindex: input.noindex,
  };
}

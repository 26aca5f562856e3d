import { z } from "zod";
import { slugMaxLength, slugPattern } from "./slug";
import { texts } from "./texts";

const t = texts.editor;

export const maxImageBytes = 10 * 1024 * 1024;
export const imageTypes = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"];

// Rich text is "empty" when it has neither text nor an image (Tiptap's blank is `<p></p>`).
function hasContent(html: string): boolean {
  return /<img\s/i.test(html) || html.replace(/<[^>]*>/g, "").replace(/&nbsp;|\s/g, "") !== "";
}

/**
 * The article form, as the browser sends it: checked in the editor before submitting and again by
 * the server, which is the authority.
 */
export const articleSchema = z.object({
  title: z.string().trim().min(1, t.titleRequired).max(200, t.titleTooLong),
  slug: z
    .string()
    .trim()
    .min(1, t.slugRequired)
    .max(slugMaxLength, t.slugInvalid)
    .regex(slugPattern, t.slugInvalid),
  categoryId: z.coerce
    .number({ error: t.categoryRequired })
    .int(t.categoryRequired)
    .positive(t.categoryRequired),
  author: z.string().trim().min(1, t.authorRequired).max(100, t.authorTooLong),
  summary: z.string().trim().min(1, t.summaryRequired).max(500, t.summaryTooLong),
  content: z.string().max(2_000_000, t.contentTooLong).refine(hasContent, t.contentRequired),
  image: z
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
  published: z
    .string()
    .optional()
    .transform((value) => value === "on" || value === "true"),
  updatedAt: z.string().max(40).optional(),
});

export type ArticleForm = z.infer<typeof articleSchema>;
export type ArticleErrors = Partial<Record<keyof ArticleForm | "form", string>>;

/** The first message per field, the shape the editor shows beside each field. */
export function articleErrors(error: z.ZodError): ArticleErrors {
  const errors: ArticleErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field !== "string" || field in errors) continue;
    errors[field as keyof ArticleForm] = issue.message;
  }
  return errors;
}

/** The plain form fields of a FormData (files left out), for the schema. */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") fields[key] = value;
  return fields;
}

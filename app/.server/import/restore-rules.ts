import { z } from "zod";
import { articleSchema } from "~/lib/article-schema";
import { isProfileLink, maxAuthorLinks, maxBioLength, profileSchema } from "~/lib/authors";
import { commentNameMaxLength } from "~/lib/comment-rules";
import { commentStatuses } from "~/lib/comment-schema";
import { subscribeSchema } from "~/lib/newsletter-schema";
import { isSafeMenuUrl, maxMenuLabelLength, menuNames, targetKinds } from "~/lib/menus";
import { pageSchema } from "~/lib/page-schema";
import { isHttpUrl, seoDescriptionMax, seoTitleMax } from "~/lib/seo";
import { settingSchemas } from "~/lib/settings-schema";
import { slugPattern } from "~/lib/slug";
import { toRole } from "~/lib/roles";
import { maxTagDescriptionLength, maxTagLength } from "~/lib/tags";
import { texts } from "~/.server/texts";
import { contentTextOf } from "../db/post-writes";
import { sanitizeArticleHtml } from "../sanitize";

const t = texts.restore;

// What a restore may write, row by row. A Warta export is a file like any upload: a crafted one
// must not put into the site what the editor would refuse (scripts in articles, HTML served as
// media, redirects to other sites), nor plant accounts, sessions or mail to send.

/** Tables a restore writes from the dashboard as well as from the command line. */
const contentTables = new Set([
  "categories",
  "tags",
  "post_tags",
  "author_profiles",
  "media",
  "media_items",
  "media_uses",
  "posts",
  "pages",
  "comments",
  "redirects",
  "menus",
  "menu_items",
  "subscribers",
  "newsletter_sends",
  "settings",
  "import_sources",
  "import_media",
  "published_counts",
  "revisions",
  "activity_log",
  "demo_content",
]);

/** Sign-in tables: restored only by `npm run import` into a site without accounts. */
export const accountTables = new Set(["user", "account", "twoFactor"]);

export type TableRule = "content" | "accounts" | "unknown";

export function tableRule(name: string): TableRule {
  if (contentTables.has(name)) return "content";
  if (accountTables.has(name)) return "accounts";
  return "unknown";
}

type Row = Record<string, unknown>;
type Check = (row: Row) => string | undefined;

const fieldError = (schema: z.ZodType, value: unknown): string | undefined => {
  const parsed = schema.safeParse(value);
  return parsed.success ? undefined : (parsed.error.issues[0]?.message ?? t.invalidValue);
};

const text = (max: number) => z.string().max(max);
const nullable = (schema: z.ZodType) => z.union([z.null(), schema]);
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]);
const localPath = z
  .string()
  .max(2000)
  .regex(/^\/(?![/\\])/);

const mediaHash = z.string().regex(/^[a-f0-9]{32}$/);

function checkFields(fields: Record<string, z.ZodType>): Check {
  return (row) => {
    for (const [column, schema] of Object.entries(fields)) {
      if (!(column in row)) continue;
      const problem = fieldError(schema, row[column]);
      if (problem) return `${column}: ${problem}`;
    }
    return undefined;
  };
}

// The editor's own field rules; lengths that imports may leave empty are only capped.
const article = articleSchema.shape;
const profile = profileSchema.shape;
// Akun's rule for a profile's links: a full https address.
const httpsAddress = z.string().refine(isProfileLink, t.invalidValue);
// The SEO section's rules (docs/decisions/0031-article-seo.md), for articles and pages alike.
const seoChecks = {
  seo_title: nullable(text(seoTitleMax)),
  seo_description: nullable(text(seoDescriptionMax)),
  social_image: nullable(article.image),
  canonical_url: nullable(z.string().max(2000).refine(isHttpUrl, t.invalidValue)),
  noindex: flag,
};
// A revision's SEO fields (JSON, migration 0053) by the same rules as the columns.
const revisionSeo = z.string().refine((value) => {
  try {
    const seo = JSON.parse(value) as Record<string, unknown> | null;
    if (!seo || typeof seo !== "object") return false;
    const columns = {
      seo_title: seo.seoTitle ?? null,
      seo_description: seo.seoDescription ?? null,
      social_image: seo.socialImage ?? null,
      canonical_url: seo.canonicalUrl ?? null,
      noindex: seo.noindex ?? false,
    };
    return checkFields(seoChecks)(columns) === undefined;
  } catch {
    return false;
  }
}, t.invalidValue);
const checks: Record<string, Check> = {
  posts: checkFields({
    ...seoChecks,
    title: article.title,
    slug: article.slug,
    summary: text(500),
    author: nullable(text(100)),
    content: text(2_000_000),
    image: nullable(article.image),
    published: flag,
  }),
  pages: checkFields({
    ...seoChecks,
    title: pageSchema.shape.title,
    slug: pageSchema.shape.slug,
    summary: text(500),
    content: text(2_000_000),
    published: flag,
  }),
  // A revision becomes an article's or a page's text again when restored: the same rules.
  revisions: checkFields({
    title: text(200).min(1),
    slug: z.string().regex(slugPattern),
    summary: text(500),
    author: nullable(text(100)),
    content: text(2_000_000),
    image: nullable(article.image),
    published: flag,
    saved_by: nullable(text(200)),
    seo: nullable(revisionSeo),
  }),
  categories: checkFields({ name: text(100).min(1), slug: z.string().regex(slugPattern) }),
  // Akun's own rules: a file cannot give an author a script address or a page-breaking bio.
  author_profiles: checkFields({
    // A profile may have no name yet (its bylines say "Redaksi <site>" until it has one).
    name: z.union([z.literal(""), profile.name]),
    slug: profile.slug,
    bio: text(maxBioLength),
    avatar: nullable(article.image),
    website: nullable(httpsAddress),
    links: z.string().refine((value) => {
      try {
        const links: unknown = JSON.parse(value);
        return (
          Array.isArray(links) &&
          links.length <= maxAuthorLinks &&
          links.every((link) => httpsAddress.safeParse(link).success)
        );
      } catch {
        return false;
      }
    }, t.invalidValue),
    user_id: nullable(text(200)),
  }),
  tags: checkFields({
    name: text(maxTagLength).min(1),
    slug: z.string().regex(slugPattern),
    description: text(maxTagDescriptionLength),
  }),
  comments: checkFields({
    author_name: text(commentNameMaxLength),
    author_email: nullable(text(254)),
    content: text(2_000_000),
    status: z.enum(commentStatuses),
  }),
  redirects: checkFields({ path: localPath, target: localPath }),
  // The Menu screen's own rules: a file cannot put a script address into the header.
  menus: checkFields({ name: z.enum(menuNames) }),
  menu_items: checkFields({
    menu: z.enum(menuNames),
    label: text(maxMenuLabelLength).min(1),
    kind: z.enum([...targetKinds, "column"]),
    url: nullable(z.string().refine(isSafeMenuUrl, t.invalidValue)),
  }),
  // What an old-site image became: only ever one of this site's /media/… addresses.
  import_media: checkFields({
    url: text(2000),
    local_url: nullable(
      z
        .string()
        .max(2000)
        .regex(/^\/media\//),
    ),
  }),
  // What the demo seed wrote (migration 0054): marks only, naming rows by id or hash.
  demo_content: checkFields({
    kind: z.enum(["post", "media", "tag", "profile", "category"]),
    ref: text(100).min(1),
  }),
  activity_log: checkFields({
    actor_id: nullable(text(200)),
    actor_email: text(254),
    action: text(100).min(1),
    subject: text(500),
    object_type: nullable(z.enum(["post", "user", "request", "site"])),
    object_id: nullable(text(200)),
    detail: text(1000),
    repeats: z.number().int().min(0),
  }),
  subscribers: checkFields({ email: subscribeSchema.shape.email }),
  media: checkMedia,
  // The library's descriptions (docs/decisions/0027-media-library.md): text, shown escaped.
  media_items: checkFields({
    hash: mediaHash,
    original_name: text(255),
    mime: text(100),
    size: z.number().int().min(0),
    width: z.number().int().min(1),
    height: z.number().int().min(1),
    alt: text(500),
    caption: text(1000),
    credit: text(200),
    uploaded_by: nullable(text(200)),
  }),
  media_uses: checkFields({
    hash: mediaHash,
    kind: z.enum(["post", "page"]),
    item_id: z.number().int().min(1),
  }),
  settings: checkSetting,
};

// Media is served with the type its row names: only WebP, which is all Warta ever stores.
function checkMedia(row: Row): string | undefined {
  const data = row.data;
  if (row.mime !== "image/webp") return t.mediaNotWebp;
  const webp =
    data instanceof Uint8Array &&
    Buffer.from(data.subarray(0, 4)).toString("latin1") === "RIFF" &&
    Buffer.from(data.subarray(8, 12)).toString("latin1") === "WEBP";
  return webp ? undefined : t.mediaNotWebp;
}

function checkSetting(row: Row): string | undefined {
  const key = String(row.key);
  // The generated secret signs sessions: whoever wrote the file would hold it.
  if (key === "auth_secret") return t.secretSkipped;
  if (!key.startsWith("site.")) return undefined;
  const schema = settingSchemas[key.slice(5) as keyof typeof settingSchemas] as
    z.ZodType | undefined;
  if (!schema) return t.unknownSetting;
  let value: unknown;
  try {
    value = JSON.parse(String(row.value));
  } catch {
    return t.invalidValue;
  }
  return fieldError(schema, value);
}

/**
 * A row as a save would store it: article and page HTML sanitized exactly as the editor's save
 * does; a reason instead when the row breaks a rule a save enforces.
 */
export function restoredRow(table: string, row: Row): { row: Row } | { reason: string } {
  const reason = checks[table]?.(row);
  if (reason) return { reason };
  if (table === "posts" && typeof row.content === "string") {
    // Search reads what a save derives, never what the file claims; roots are indexed after.
    const content = sanitizeArticleHtml(row.content);
    return { row: { ...row, content, content_text: contentTextOf(content), search_stems: null } };
  }
  // Accounts come back with the role the file names only when Warta knows it; anything else
  // waits for approval. Accounts are restored only into a site without any (accountTables), so
  // nobody already here changes role.
  if (table === "user" && "role" in row) return { row: { ...row, role: toRole(row.role) } };
  if ((table === "pages" || table === "revisions") && typeof row.content === "string") {
    return { row: { ...row, content: sanitizeArticleHtml(row.content) } };
  }
  return { row };
}

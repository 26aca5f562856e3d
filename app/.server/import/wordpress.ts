import { texts } from "~/lib/admin-texts";
import type { CommentStatus } from "~/lib/comment-schema";
import { commentText, isoDate, oldPath, plainTitle } from "./content";
import type {
  ImportedComment,
  ImportedImage,
  ImportedMenuItem,
  ImportItem,
  SourceReader,
} from "./types";
import { ImportFormatError } from "./types";
import { wordpressHtml, type Attachments } from "./wordpress-content";
import { child, childrenNamed, repairCdata, textOf, xmlRecords, type XmlNode } from "./xml";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

const t = texts.moving;

// WordPress eXtended RSS (Tools → Export), WXR 1.1 and 1.2, from wordpress.org and .com.
// rss > channel > (wp:author | wp:category | item)*; everything but the records is ignored.
const channelRecords = new Set([
  "item",
  "wp:author",
  "wp:category",
  "wp:tag",
  "wp:term",
  "wp:wxr_version",
  "wp:base_blog_url",
  "link",
]);

function records(path: string) {
  return xmlRecords(path, (name, depth) => depth === 3 && channelRecords.has(name));
}

const statuses: Record<string, CommentStatus | undefined> = {
  "1": "approved",
  approve: "approved",
  "0": "pending",
  hold: "pending",
  spam: "spam",
};

export function wordpressReader(originalPath: string): SourceReader {
  // The file the records are read from: the export, or its repaired copy (lenientCopy()).
  let path = originalPath;
  let repaired: string | undefined;
  const attachmentUrls = new Map<string, string>();
  const attachmentsByParent = new Map<string, string[]>();
  // WordPress's attachment title, alt text (_wp_attachment_image_alt) and caption (its excerpt).
  const descriptions = new Map<string, ImportedImage>();
  let site = "";
  const attachments: Attachments = {
    url: (id) => attachmentUrls.get(id),
    ofPost: (postId) => attachmentsByParent.get(postId) ?? [],
  };

  return {
    format: "wordpress",
    source: () => `wordpress:${site}`,
    site: () => site,
    async check() {
      try {
        return await checkFile();
      } catch (error) {
        if (!(error instanceof ImportFormatError)) throw error;
        // WordPress itself reads files with unescaped "]]>" in CDATA (its regex parser): so do we,
        // from a repaired copy; a file that is broken some other way is refused as before.
        repaired = await lenientCopy(originalPath);
        if (!repaired) throw error;
        path = repaired;
        attachmentUrls.clear();
        attachmentsByParent.clear();
        descriptions.clear();
        site = "";
        try {
          return await checkFile();
        } catch {
          throw error;
        }
      }
    },
    notes: () => (repaired ? [t.lenientXml] : []),
    describeMedia: (url) =>
      descriptions.get(url) ?? descriptions.get(url.replace(/^https:\/\//i, "http://")),
    async *items() {
      try {
        const authors = new Map<string, string>();
        // Terms by taxonomy and id: a menu item names its category or tag by term id.
        const terms = new Map<string, { slug: string; name: string }>();
        for await (const node of records(path)) {
          if (node.name === "wp:author") {
            const login = textOf(node, "wp:author_login");
            authors.set(login, textOf(node, "wp:author_display_name") || login);
          }
          if (node.name === "wp:category") {
            terms.set(`category:${textOf(node, "wp:term_id")}`, {
              slug: textOf(node, "wp:category_nicename"),
              name: textOf(node, "wp:cat_name"),
            });
          }
          if (node.name === "wp:tag") {
            terms.set(`post_tag:${textOf(node, "wp:term_id")}`, {
              slug: textOf(node, "wp:tag_slug"),
              name: textOf(node, "wp:tag_name"),
            });
          }
          if (node.name === "wp:term") {
            terms.set(`${textOf(node, "wp:term_taxonomy")}:${textOf(node, "wp:term_id")}`, {
              slug: textOf(node, "wp:term_slug"),
              name: textOf(node, "wp:term_name"),
            });
          }
          if (node.name !== "item") continue;
          if (textOf(node, "wp:post_type") === "nav_menu_item") {
            yield { type: "menuItem", item: menuItem(node, terms) };
          } else yield item(node, authors, attachments);
        }
      } finally {
        if (repaired) await rm(dirname(repaired), { recursive: true, force: true });
      }
    },
  };

  async function checkFile(): Promise<number> {
    let count = 0;
    let version = "";
    let root = "";
    for await (const node of records(path)) {
      if (!root) root = node.name;
      if (node.name === "wp:wxr_version") version = node.text.trim();
      if (node.name === "wp:base_blog_url") site = node.text.trim();
      if (node.name === "link" && !site) site = node.text.trim();
      if (node.name !== "item") continue;
      count += 1;
      if (textOf(node, "wp:post_type") !== "attachment") continue;
      const id = textOf(node, "wp:post_id");
      const url = textOf(node, "wp:attachment_url") || textOf(node, "guid");
      attachmentUrls.set(id, url);
      descriptions.set(url, attachmentDescription(node));
      const parent = textOf(node, "wp:post_parent");
      if (parent && parent !== "0") {
        attachmentsByParent.set(parent, [...(attachmentsByParent.get(parent) ?? []), id]);
      }
    }
    if (root !== "rss" || !version) throw new ImportFormatError(t.notWxr);
    return count;
  }
}

function attachmentDescription(node: XmlNode): ImportedImage {
  const alt = childrenNamed(node, "wp:postmeta").find(
    (meta) => textOf(meta, "wp:meta_key") === "_wp_attachment_image_alt",
  );
  return {
    name: plainTitle(textOf(node, "title")).slice(0, 255),
    alt: plainTitle(alt ? textOf(alt, "wp:meta_value") : "").slice(0, 500),
    caption: plainTitle(child(node, "excerpt:encoded")?.text ?? "").slice(0, 1000),
  };
}

/**
 * A repaired copy of a WXR file (repairCdata()) in a temporary folder, or undefined when repairing
 * changes nothing. The file is read whole: only files the strict reading refused come here.
 */
async function lenientCopy(path: string): Promise<string | undefined> {
  const text = await readFile(path, "utf8");
  const fixed = repairCdata(text);
  if (fixed === text) return undefined;
  const copy = join(await mkdtemp(join(tmpdir(), "warta-wxr-")), "repaired.xml");
  await writeFile(copy, fixed);
  return copy;
}

function menuItem(
  node: XmlNode,
  terms: Map<string, { slug: string; name: string }>,
): ImportedMenuItem {
  const meta = new Map(
    childrenNamed(node, "wp:postmeta").map((entry) => [
      textOf(entry, "wp:meta_key"),
      textOf(entry, "wp:meta_value"),
    ]),
  );
  const menu = childrenNamed(node, "category").find((term) => term.attrs.domain === "nav_menu");
  const parent = meta.get("_menu_item_menu_item_parent") ?? "";
  const object = meta.get("_menu_item_object") ?? "";
  const objectId = meta.get("_menu_item_object_id") ?? "";
  return {
    sourceId: textOf(node, "wp:post_id"),
    menu: menu ? { slug: menu.attrs.nicename ?? "", name: menu.text.trim() } : null,
    parentSourceId: parent && parent !== "0" ? parent : null,
    order: Number(textOf(node, "wp:menu_order")) || 0,
    title: plainTitle(child(node, "title")?.text ?? ""),
    type: meta.get("_menu_item_type") ?? "",
    object,
    objectId,
    term: terms.get(`${object}:${objectId}`) ?? null,
    url: (meta.get("_menu_item_url") ?? "").trim(),
  };
}

function item(node: XmlNode, authors: Map<string, string>, attachments: Attachments): ImportItem {
  const type = textOf(node, "wp:post_type");
  const id = textOf(node, "wp:post_id");
  const title = child(node, "title")?.text ?? "";
  const label = `${type || "item"} ${id}${title.trim() ? ` "${title.trim().slice(0, 80)}"` : ""}`;
  if (type === "attachment")
    return { type: "skipped", counts: "other", label, reason: t.attachmentKept };
  if (type !== "post" && type !== "page") {
    return { type: "skipped", counts: "other", label, reason: t.typeSkipped(type) };
  }
  const status = textOf(node, "wp:status");
  if (status === "trash" || status === "auto-draft" || status === "inherit") {
    const counts = type === "post" ? "posts" : "pages";
    return { type: "skipped", counts, label, reason: t.statusSkipped(status) };
  }
  const notes: string[] = [];
  if (status === "future") notes.push(t.futureAsDraft);
  if (status === "private" || status === "pending") notes.push(t.statusAsDraft(status));
  const password = textOf(node, "wp:post_password");
  if (password) notes.push(t.passwordAsDraft);
  if (textOf(node, "wp:is_sticky") === "1") notes.push(t.stickyIgnored);

  const created =
    isoDate(textOf(node, "wp:post_date_gmt")) ??
    isoDate(textOf(node, "pubDate")) ??
    isoDate(textOf(node, "wp:post_date")) ??
    new Date(0).toISOString();
  const terms = (domain: string) =>
    childrenNamed(node, "category")
      .filter((c) => c.attrs.domain === domain)
      .map((c) => ({ slug: c.attrs.nicename ?? "", name: c.text.trim() }));
  const categories = terms("category");
  const thumbnail = childrenNamed(node, "wp:postmeta").find(
    (meta) => textOf(meta, "wp:meta_key") === "_thumbnail_id",
  );
  const image = thumbnail ? attachments.url(textOf(thumbnail, "wp:meta_value")) : undefined;
  const converted = wordpressHtml(child(node, "content:encoded")?.text ?? "", id, attachments);
  for (const name of converted.unknownShortcodes) notes.push(t.unknownShortcode(name));

  const comments: ImportedComment[] = [];
  const skippedComments: string[] = [];
  for (const comment of childrenNamed(node, "wp:comment")) {
    const kind = textOf(comment, "wp:comment_type");
    const approved = textOf(comment, "wp:comment_approved");
    if (kind === "pingback" || kind === "trackback") {
      skippedComments.push(t.pingbackSkipped);
      continue;
    }
    if (approved === "trash" || approved === "post-trashed") {
      skippedComments.push(t.trashSkipped);
      continue;
    }
    const parent = textOf(comment, "wp:comment_parent");
    comments.push({
      sourceId: textOf(comment, "wp:comment_id"),
      parentSourceId: parent && parent !== "0" ? parent : null,
      authorName: textOf(comment, "wp:comment_author"),
      authorEmail: textOf(comment, "wp:comment_author_email") || null,
      content: commentText(child(comment, "wp:comment_content")?.text ?? ""),
      status: statuses[approved] ?? "pending",
      createdAt:
        isoDate(textOf(comment, "wp:comment_date_gmt")) ??
        isoDate(textOf(comment, "wp:comment_date")) ??
        created,
    });
  }

  const login = textOf(node, "dc:creator");
  const path = oldPath(textOf(node, "link"));
  return {
    type: "entry",
    entry: {
      kind: type,
      sourceId: id,
      title,
      slug: textOf(node, "wp:post_name"),
      html: converted.html,
      excerpt: child(node, "excerpt:encoded")?.text ?? "",
      published: status === "publish" && !password,
      createdAt: created,
      updatedAt: isoDate(textOf(node, "wp:post_modified_gmt")) ?? created,
      author: authors.get(login) ?? (login || null),
      categories,
      tags: terms("post_tag"),
      image: image ?? null,
      oldPaths: path ? [path] : [],
      comments,
      skippedComments,
      notes,
    },
  };
}

import { texts } from "~/lib/admin-texts";
import { commentText, isoDate, oldPath } from "./content";
import type { ImportItem, SourceReader } from "./types";
import { ImportFormatError } from "./types";
import { child, childrenNamed, textOf, xmlRecords, type XmlNode } from "./xml";

const t = texts.moving;

// Blogger / Blogspot "Back up content": an Atom feed of every post, page and comment. Two
// dialects exist: today's (blogger:type, blogger:status, blogger:filename, blogger:parent,
// blogger:inReplyTo) and the older one (kind#post categories, app:draft, thr:in-reply-to).
// Labels are tags; the first one also becomes the article's category.
const kindScheme = "http://schemas.google.com/g/2005#kind";
const oldLabelScheme = "http://www.blogger.com/atom/ns#";

function records(path: string) {
  return xmlRecords(path, (name, depth) => depth === 2 && (name === "entry" || name === "id"));
}

export function bloggerReader(path: string): SourceReader {
  let blogId = "";
  return {
    format: "blogger",
    source: () => `blogger:${blogId}`,
    async check() {
      let count = 0;
      let root = "";
      for await (const node of records(path)) {
        if (!root) root = node.name;
        if (node.name === "id" && !blogId) blogId = node.text.trim();
        if (node.name === "entry") count += 1;
      }
      if (root !== "feed" || !blogId.includes("blogger.com")) {
        throw new ImportFormatError(t.notBlogger);
      }
      return count;
    },
    async *items() {
      for await (const node of records(path)) {
        if (node.name === "entry") yield entry(node);
      }
    },
  };
}

function kindOf(node: XmlNode): string {
  const type = textOf(node, "blogger:type").toLowerCase();
  if (type) return type;
  const kind = childrenNamed(node, "category").find((c) => c.attrs.scheme === kindScheme);
  return kind?.attrs.term?.split("#").pop()?.toLowerCase() ?? "";
}

// "tag:blogger.com,1999:blog-1.post-2" → "2"
function shortId(id: string): string {
  return id.match(/(?:post|page)-(\d+)$/)?.[1] ?? id;
}

function entry(node: XmlNode): ImportItem {
  const kind = kindOf(node);
  const id = shortId(textOf(node, "id"));
  const title = child(node, "title")?.text ?? "";
  const label = `${kind || "entry"} ${id}${title.trim() ? ` "${title.trim().slice(0, 80)}"` : ""}`;
  const status = textOf(node, "blogger:status").toUpperCase();
  const draft =
    status === "DRAFT" || textOf(child(node, "app:control") ?? node, "app:draft") === "yes";
  const created =
    isoDate(textOf(node, "published")) ??
    isoDate(textOf(node, "blogger:created")) ??
    new Date(0).toISOString();
  const author = child(node, "author");

  if (kind === "comment") {
    if (status === "DELETED" || status === "SPAM_DELETED") {
      return { type: "skipped", counts: "comments", label, reason: t.trashSkipped };
    }
    const replyTo = child(node, "thr:in-reply-to")?.attrs.ref ?? "";
    const postId = shortId(textOf(node, "blogger:parent") || replyTo);
    const parent = textOf(node, "blogger:inReplyTo");
    return {
      type: "comment",
      postSourceId: postId,
      comment: {
        sourceId: id,
        parentSourceId: parent ? shortId(parent) : null,
        authorName: author ? textOf(author, "name") : "",
        authorEmail: author ? textOf(author, "email") || null : null,
        content: commentText(child(node, "content")?.text ?? ""),
        // Blogger's export carries published comments (and, marked, the ones held for review).
        status: status === "PENDING" ? "pending" : status === "SPAM" ? "spam" : "approved",
        createdAt: created,
      },
    };
  }
  if (kind !== "post" && kind !== "page") {
    return { type: "skipped", counts: "other", label, reason: t.typeSkipped(kind || "?") };
  }
  if (status === "DELETED" || status === "SOFT_TRASHED") {
    const counts = kind === "post" ? "posts" : "pages";
    return { type: "skipped", counts, label, reason: t.statusSkipped(status.toLowerCase()) };
  }
  const link = childrenNamed(node, "link").find((l) => l.attrs.rel === "alternate");
  const path = textOf(node, "blogger:filename") || oldPath(link?.attrs.href ?? "") || "";
  const labels = childrenNamed(node, "category")
    .filter((c) => c.attrs.scheme !== kindScheme && (c.attrs.term ?? "") !== "")
    .filter((c) => c.attrs.scheme === oldLabelScheme || c.attrs.scheme?.startsWith("tag:blogger"))
    .map((c) => ({ slug: c.attrs.term ?? "", name: c.attrs.term ?? "" }));
  // The slug is the file name of the old address: /2019/05/judul-artikel.html → judul-artikel.
  const slug =
    path
      .split("/")
      .pop()
      ?.replace(/\.html$/, "") ?? "";
  return {
    type: "entry",
    entry: {
      kind,
      sourceId: id,
      title,
      slug,
      html: child(node, "content")?.text ?? "",
      excerpt: textOf(node, "blogger:metaDescription"),
      published: !draft && (status === "" || status === "LIVE"),
      createdAt: created,
      updatedAt: isoDate(textOf(node, "updated")) ?? created,
      author: author ? textOf(author, "name") || null : null,
      categories: labels,
      tags: labels,
      // Blogger's media:thumbnail is a 72-pixel crop, no cover: the images stay in the content.
      image: null,
      oldPaths: path ? [path] : [],
      comments: [],
      skippedComments: [],
      notes: draft
        ? []
        : status && status !== "LIVE"
          ? [t.statusAsDraft(status.toLowerCase())]
          : [],
    },
  };
}

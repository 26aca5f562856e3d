import { createReadStream } from "node:fs";
import { JSONParser } from "@streamparser/json";
import { texts } from "~/lib/admin-texts";
import { isoDate } from "./content";
import type { ImportItem, SourceReader } from "./types";
import { ImportFormatError } from "./types";

const t = texts.moving;

// Ghost's JSON export (Settings → Migration → Export): { db: [{ meta, data: { posts, tags,
// posts_tags, users, posts_authors, … } }] } (very old versions: { meta, data } at the top).
// Streamed: the relations (tags, authors) are read first into small maps, then posts one at a
// time, so a large export never sits in memory whole.
const tables = ["posts", "tags", "posts_tags", "users", "posts_authors"] as const;
type Table = (typeof tables)[number];

type Row = Record<string, unknown>;

function str(value: unknown): string {
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}

function date(value: unknown): string | undefined {
  if (typeof value === "number") return new Date(value).toISOString();
  return isoDate(str(value));
}

async function* rows(path: string, wanted: readonly Table[]): AsyncGenerator<[Table, Row]> {
  const paths = wanted.flatMap((table) => [`$.db.*.data.${table}.*`, `$.data.${table}.*`]);
  const parser = new JSONParser({ paths, keepStack: false });
  const ready: [Table, Row][] = [];
  let failure: Error | undefined;
  parser.onValue = ({ value, stack }) => {
    const table = stack.at(-1)?.key;
    if (typeof table === "string" && value && typeof value === "object" && !Array.isArray(value)) {
      ready.push([table as Table, value as Row]);
    }
  };
  parser.onError = (error) => {
    failure ??= error;
  };
  for await (const chunk of createReadStream(path)) {
    if (!parser.isEnded) parser.write(chunk as Buffer);
    if (failure) throw new ImportFormatError(t.brokenJson(failure.message));
    yield* ready.splice(0);
  }
  if (!parser.isEnded) parser.end();
  if (failure) throw new ImportFormatError(t.brokenJson(failure.message));
  yield* ready.splice(0);
}

/**
 * The old site's address as `--site-url` gives it: an http(s) URL without credentials, query or
 * fragment, returned without a trailing slash (Ghost writes `__GHOST_URL__/content/…`); undefined
 * when it is not one.
 */
export function parseGhostSiteUrl(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  if (url.username || url.password || url.search || url.hash || !url.hostname) return undefined;
  return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
}

const ghostUrl = "__GHOST_URL__";

export function ghostReader(path: string, { siteUrl }: { siteUrl?: string } = {}): SourceReader {
  const tags = new Map<string, { slug: string; name: string }>();
  const postTags = new Map<string, { order: number; tag: string }[]>();
  const users = new Map<string, string>();
  const postAuthors = new Map<string, { order: number; author: string }[]>();
  let site = "";

  return {
    format: "ghost",
    source: () => `ghost:${site}`,
    async check() {
      let count = 0;
      for await (const [table, row] of rows(path, tables)) {
        if (table === "posts") {
          count += 1;
          // The first post's uuid names the site: Ghost exports carry no address of their own.
          site ||= str(row.uuid) || str(row.id);
        } else if (table === "tags") {
          tags.set(str(row.id), { slug: str(row.slug), name: str(row.name) });
        } else if (table === "users") {
          users.set(str(row.id), str(row.name));
        } else if (table === "posts_tags") {
          const list = postTags.get(str(row.post_id)) ?? [];
          list.push({ order: Number(row.sort_order ?? 0), tag: str(row.tag_id) });
          postTags.set(str(row.post_id), list);
        } else {
          const list = postAuthors.get(str(row.post_id)) ?? [];
          list.push({ order: Number(row.sort_order ?? 0), author: str(row.author_id) });
          postAuthors.set(str(row.post_id), list);
        }
      }
      if (count === 0 && tags.size === 0 && users.size === 0) {
        throw new ImportFormatError(t.notGhost);
      }
      return count;
    },
    async *items() {
      for await (const [, row] of rows(path, ["posts"])) yield post(row);
    },
  };

  function post(row: Row): ImportItem {
    const id = str(row.id);
    const title = str(row.title);
    const type = str(row.type) || (row.page === true || row.page === 1 ? "page" : "post");
    const label = `${type} ${id}${title ? ` "${title.slice(0, 80)}"` : ""}`;
    if (type !== "post" && type !== "page") {
      return { type: "skipped", counts: "other", label, reason: t.typeSkipped(type) };
    }
    const status = str(row.status);
    const notes: string[] = [];
    if (status === "scheduled") notes.push(t.futureAsDraft);
    else if (status !== "published" && status !== "draft") notes.push(t.statusAsDraft(status));
    const visibility = str(row.visibility) || "public";
    if (visibility !== "public") notes.push(t.membersAsDraft(visibility));
    const ordered = <T extends { order: number }>(list: T[] | undefined) =>
      [...(list ?? [])].sort((a, b) => a.order - b.order);
    const postTagList = ordered(postTags.get(id))
      .map((link) => tags.get(link.tag))
      .filter((tag): tag is { slug: string; name: string } => tag !== undefined)
      // Ghost's internal tags (#…) organise the site, they are not topics.
      .filter((tag) => !tag.name.startsWith("#"));
    // The primary tag (the first) becomes the category: the one of that name, or a new one.
    const categories = postTagList.slice(0, 1);
    const authorId = ordered(postAuthors.get(id))[0]?.author ?? str(row.author_id);
    const created = date(row.published_at) ?? date(row.created_at) ?? new Date(0).toISOString();
    const slug = str(row.slug);
    // Ghost 4+ writes its own address as __GHOST_URL__ in content and images.
    const resolve = (text: string) => (siteUrl ? text.replaceAll(ghostUrl, siteUrl) : text);
    const html = resolve(str(row.html));
    const image = resolve(str(row.feature_image));
    if (html.includes(ghostUrl) || image.includes(ghostUrl)) notes.push(t.ghostUrlKept);
    return {
      type: "entry",
      entry: {
        kind: type,
        sourceId: id,
        title,
        slug,
        html,
        excerpt: str(row.custom_excerpt),
        published: status === "published" && visibility === "public",
        createdAt: created,
        updatedAt: date(row.updated_at) ?? created,
        author: users.get(authorId) ?? null,
        categories,
        tags: postTagList,
        image: image || null,
        // Ghost's default permalink is /slug/.
        oldPaths: slug ? [`/${slug}/`] : [],
        comments: [],
        skippedComments: [],
        notes,
      },
    };
  }
}

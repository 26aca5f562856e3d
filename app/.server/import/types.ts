import type { CommentStatus } from "~/lib/comment-schema";
import type { ImportReport } from "~/lib/import-report";
import type { DB } from "../db/connection";
import type { ImportProgress } from "./progress";

/** A file that cannot be imported at all (unknown format, broken XML or JSON): nothing is written. */
export class ImportFormatError extends Error {}

export type EntryKind = "post" | "page";

export interface ImportedComment {
  sourceId: string;
  /** The source id of the comment this one answers, if any. */
  parentSourceId: string | null;
  authorName: string;
  authorEmail: string | null;
  /** Plain text. */
  content: string;
  status: CommentStatus;
  createdAt: string;
}

/** A post or page as a source format hands it to the writer, before any cleaning. */
export interface ImportedEntry {
  kind: EntryKind;
  sourceId: string;
  /** As the source has it: may hold markup or be empty. */
  title: string;
  /** A slug candidate, decoded; may be empty, non-Latin or absurdly long. */
  slug: string;
  /** HTML in the source's dialect, already freed of its platform's shortcodes and comments. */
  html: string;
  excerpt: string;
  published: boolean;
  createdAt: string;
  updatedAt: string;
  author: string | null;
  /** In the source's order; the first becomes the article's category, the others tags. */
  categories: { slug: string; name: string }[];
  /** The source's tags (WordPress post_tag terms, Blogger labels, Ghost tags), in its order. */
  tags: { slug: string; name: string }[];
  image: string | null;
  /** Decoded paths under which the old site served this entry. */
  oldPaths: string[];
  comments: ImportedComment[];
  /** Why comments of this entry were left out (pingbacks, trash), one reason per comment. */
  skippedComments: string[];
  /** Things worth reporting that did not stop the import (status mapped, shortcode unknown…). */
  notes: string[];
}

/** A WordPress nav_menu_item: one link of one of the old site's menus. */
export interface ImportedMenuItem {
  sourceId: string;
  /** The menu (the nav_menu term) it belongs to; null when the file does not say. */
  menu: { slug: string; name: string } | null;
  parentSourceId: string | null;
  order: number;
  /** Its own label; empty means the target's title (as WordPress shows it). */
  title: string;
  /** `_menu_item_type`: taxonomy, post_type or custom. */
  type: string;
  /** `_menu_item_object`: category, post_tag, page, post, custom… */
  object: string;
  objectId: string;
  /** A taxonomy target's slug and name, from the file's terms. */
  term: { slug: string; name: string } | null;
  url: string;
}

export type ImportItem =
  | { type: "entry"; entry: ImportedEntry }
  | { type: "menuItem"; item: ImportedMenuItem }
  /** A comment that arrives apart from its post (Blogger). */
  | { type: "comment"; postSourceId: string; comment: ImportedComment }
  /** Left out on purpose; `counts` names the tally it counts in ("other": none). */
  | {
      type: "skipped";
      counts: "posts" | "pages" | "comments" | "other";
      label: string;
      reason: string;
    };

/** One source format: read twice, first to check the whole file, then to import it. */
export interface SourceReader {
  format: "wordpress" | "blogger" | "ghost";
  /** Reads the whole file without writing: throws ImportFormatError, returns the item count. */
  check(): Promise<number>;
  /** Notes about the whole file, for the report (after check()). */
  notes?(): string[];
  /** Who the file came from, so a re-import recognises its own earlier work. */
  source(): string;
  /** The old site's address ("https://lama.contoh.id"), when the file names it. */
  site?(): string;
  items(): AsyncIterable<ImportItem>;
  /** What the old site said about an image at `url` (after check()), for the media library. */
  describeMedia?(url: string): ImportedImage | undefined;
}

/** An old site's image as the media library records it when fetched. */
export interface ImportedImage {
  name: string;
  alt: string;
  caption: string;
}

/** What the writer (./writer.ts) and the preparation before it (./prepare.ts) share in one run. */
export interface WriterContext {
  db: DB;
  /** Who the file came from (see SourceReader.source). */
  source: string;
  fetchMedia: boolean;
  report: ImportReport;
  /** Images already fetched in this run: URL → /media/… */
  fetched: Map<string, string>;
  /** The source's description of an image (SourceReader.describeMedia). */
  describeMedia?(url: string): ImportedImage | undefined;
  /** The dashboard's progress bar, when a page follows this run. */
  progress?: ImportProgress;
}

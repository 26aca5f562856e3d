import type { DB } from "./db/connection";
import { findWorkingCopy } from "./db/working-copies";
import type { TimeZone } from "~/lib/schedule";
import { seoFormFields, type ContentKind, type WorkingCopyValues } from "~/lib/working-copy";
import type { Page } from "./db/pages";
import type { Post } from "./db/post-rows";
import { getSiteSettings } from "./settings";

// Autosave's working copies (migration 0018): one per editor and article, page, or new article
// or page, never over the live text, stored by ./db/working-copies.ts. Saving for real drops it
// (revisions.ts recordSave).

export {
  discardWorkingCopy,
  findWorkingCopy,
  saveWorkingCopy,
  type WorkingCopy,
} from "./db/working-copies";

/** What the editor's loader tells the editor about autosave (app/components/admin/autosave.tsx). */
export interface AutosaveState {
  kind: ContentKind;
  id: number | null;
  userId: string;
  /** The site's time zone, in which the editor shows when it saved. */
  timeZone: TimeZone;
  /** The version the editor starts from; sent back with every copy. */
  baseUpdatedAt: string | null;
  /** A copy that differs from the stored text, offered to restore or discard. */
  offer: { savedAt: string; stale: boolean } | null;
  /** The copy's fields when the editor was opened to restore it (?salinan=pulihkan). */
  restored: WorkingCopyValues | null;
}

/**
 * The editor's autosave state for `userId` on this article or page (`live`: its stored fields and
 * version, undefined for a new one). Opening the editor with ?salinan=pulihkan starts it from the
 * working copy instead of the stored text.
 */
export async function autosaveState(
  db: DB,
  request: Request,
  userId: string,
  kind: ContentKind,
  live: { id: number; updatedAt: string; fields: WorkingCopyValues } | undefined,
): Promise<AutosaveState> {
  const [copy, { timeZone }] = await Promise.all([
    findWorkingCopy(db, userId, kind, live?.id),
    getSiteSettings(db),
  ]);
  const restoring = new URL(request.url).searchParams.get("salinan") === "pulihkan";
  const differs =
    copy !== undefined &&
    Object.entries(copy.fields).some(
      ([name, value]) => (live?.fields[name as keyof WorkingCopyValues] ?? "") !== value,
    );
  return {
    kind,
    id: live?.id ?? null,
    userId,
    timeZone,
    baseUpdatedAt: live?.updatedAt ?? null,
    offer:
      copy && differs && !restoring
        ? {
            savedAt: copy.savedAt,
            stale: live !== undefined && copy.baseUpdatedAt !== live.updatedAt,
          }
        : null,
    restored: copy && restoring ? copy.fields : null,
  };
}

/** An article's stored fields as its editor's form holds them; `tags` as the tag field shows them. */
export function postFormFields(post: Post, tags: string): WorkingCopyValues {
  return {
    ...seoFormFields(post.seo),
    tags,
    title: post.title,
    slug: post.slug,
    summary: post.summary,
    content: post.content,
    image: post.image ?? "",
    categoryId: String(post.categoryId),
    author: post.authorProfileId === null ? "" : String(post.authorProfileId),
  };
}

/** A page's stored fields as its editor's form holds them. */
export function pageFormFields(page: Page): WorkingCopyValues {
  return {
    ...seoFormFields(page.seo),
    title: page.title,
    slug: page.slug,
    summary: page.summary,
    content: page.content,
  };
}

// Pages (about, contact, …): every write of a page and its consequences, in one place. A save
// is validated and stored with its revision (./page-save.ts); a delete leaves its address
// answering 410 (../db/pages.ts); the page cache follows through the change feed (the rule:
// ../context.ts). Routes parse, authorize and render.
import type { Actor } from "../activity";
import type { Services } from "../context";
import { deletePage as removePage } from "../db/pages";
import { restoreRevision, type RestoreResult } from "../revisions";
import { savePage as storePage, type SavePageResult } from "./page-save";

/** Saves the page editor's form (a new page when `id` is undefined) as `actor`. */
export function savePage(
  { db }: Services,
  actor: Actor,
  form: FormData,
  id: number | undefined,
): Promise<SavePageResult> {
  return storePage(db, form, id, actor.id);
}

/** Deletes the page. False when there was none. */
export function deletePage({ db }: Services, id: number): Promise<boolean> {
  return removePage(db, id);
}

/** Makes a revision the page's text again (as `actor`), recorded as a new revision. */
export function restorePageRevision(
  { db }: Services,
  actor: Actor,
  id: number,
  revisionId: number,
  expectedUpdatedAt: string,
): Promise<RestoreResult> {
  return restoreRevision(db, { kind: "page", id }, revisionId, expectedUpdatedAt, actor.id);
}

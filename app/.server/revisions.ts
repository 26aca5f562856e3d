import type { DB } from "./db/connection";
import type { PublicationColumns } from "./publishing/plan";
import { findPageById, updatePage } from "./db/pages";
import { findPostById } from "./db/posts";
import { updatePost, type PostInput } from "./db/post-writes";
import {
  currentSnapshot,
  deleteRevisions,
  findRevision,
  hasRevisions,
  insertRevision,
  revisionTimes,
  type Owner,
} from "./db/revisions";
import { revisionsToPrune } from "./revision-pruning";
import { discardWorkingCopy } from "./working-copies";

// The history of articles and pages: what a save leaves behind (a revision, pruning, the
// editor's working copy cleared) and "Pulihkan versi ini". the article commands
// (commands/articles.ts) and content/page-save.ts call it around every write, so no save path can skip it.

/**
 * Before an edit is written: an article or page without history (made before revisions existed,
 * imported, or seeded) first gets its current version as a revision, so the edit can be undone.
 */
export async function keepBaseline(db: DB, owner: Owner): Promise<void> {
  if (await hasRevisions(db, owner)) return;
  const current = await currentSnapshot(db, owner);
  if (!current) return;
  await insertRevision(db, owner, current, { savedBy: null, createdAt: current.updatedAt });
}

/**
 * After a save, publish or restore: the stored version becomes a revision by `userId`, old
 * revisions are pruned, and the editor's working copy (saved now) is dropped. `wasNew` says the
 * editor started from a new, never-saved article or page.
 */
export async function recordSave(
  db: DB,
  owner: Owner,
  {
    userId,
    wasNew = false,
    restoredFrom,
  }: { userId: string; wasNew?: boolean; restoredFrom?: number },
): Promise<void> {
  await recordRevision(db, owner, { savedBy: userId, restoredFrom });
  await discardWorkingCopy(db, userId, owner.kind, wasNew ? undefined : owner.id);
}

/**
 * The stored version becomes a revision (saved by `savedBy`, or by no one: the scheduler taking
 * an article live), and old revisions are pruned.
 */
export async function recordRevision(
  db: DB,
  owner: Owner,
  meta: { savedBy: string | null; restoredFrom?: number },
): Promise<void> {
  const current = await currentSnapshot(db, owner);
  if (!current) return;
  await insertRevision(db, owner, current, meta);
  await deleteRevisions(db, revisionsToPrune(await revisionTimes(db, owner), new Date()));
}

export type RestoreResult = { ok: true } | { ok: false; status: 404 | 409 };

/**
 * Makes revision `revisionId` the current text again (title, summary, content, cover, category,
 * author; the address and the published state stay), through the same checked update as the
 * editor's save: refused as stale when someone saved since `expectedUpdatedAt`. The restored
 * version is recorded as a new revision. An article's `publication`, when given, replaces its
 * stored one (the policy took it off the schedule).
 */
export async function restoreRevision(
  db: DB,
  owner: Owner,
  revisionId: number,
  expectedUpdatedAt: string,
  userId: string,
  publication?: PublicationColumns,
): Promise<RestoreResult> {
  const revision = await findRevision(db, owner, revisionId);
  if (!revision) return { ok: false, status: 404 };
  await keepBaseline(db, owner);
  const result = owner.kind === "post" ? await restorePost() : await restorePage();
  if (result === "missing") return { ok: false, status: 404 };
  if (result === "stale") return { ok: false, status: 409 };
  await recordSave(db, owner, { userId, restoredFrom: revisionId });
  return { ok: true };

  async function restorePost() {
    const post = await findPostById(db, owner.id);
    if (!post || !revision) return "missing";
    const input: PostInput = {
      ...post,
      title: revision.title,
      summary: revision.summary,
      content: revision.content,
      image: revision.image,
      categoryId: revision.categoryId ?? post.categoryId,
      author: revision.author,
      seo: revision.seo ?? post.seo,
      ...publication,
    };
    return updatePost(db, owner.id, input, expectedUpdatedAt);
  }

  async function restorePage() {
    const page = await findPageById(db, owner.id);
    if (!page || !revision) return "missing";
    const input = {
      title: revision.title,
      slug: page.slug,
      summary: revision.summary,
      content: revision.content,
      published: page.published,
      seo: revision.seo ?? page.seo,
    };
    return updatePage(db, owner.id, input, expectedUpdatedAt);
  }
}

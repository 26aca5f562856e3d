// Tags as editors manage them in Tag: rename (name, slug, description), merge one into another,
// delete. Tag pages and the articles' tag lists follow through the change feed (the tags and
// post_tags tables' triggers; the rule: ../context.ts).
import type { Services } from "../context";
import { deleteTag, mergeTag, TagSlugTakenError, updateTag, type Tag } from "../db/tags";

export type TagSaveResult = "saved" | "missing" | "slugTaken";

/** Stores the tag's new name, slug and description; its slug must be no other tag's. */
export async function saveTag(
  { db }: Services,
  id: number,
  input: Omit<Tag, "id">,
): Promise<TagSaveResult> {
  try {
    return (await updateTag(db, id, input)) ? "saved" : "missing";
  } catch (error) {
    if (error instanceof TagSlugTakenError) return "slugTaken";
    throw error;
  }
}

/** Moves tag `id`'s articles to `into`; `id`'s address answers 301. False when either is missing. */
export function mergeTags({ db }: Services, id: number, into: number): Promise<boolean> {
  return mergeTag(db, id, into);
}

/** Deletes the tag (its articles stay); its page answers 410. False when there was none. */
export function removeTag({ db }: Services, id: number): Promise<boolean> {
  return deleteTag(db, id);
}

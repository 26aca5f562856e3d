import type { DB } from "./connection";
import { toIso } from "./values";

// What an import stored for each item of a source file (a post, a page, a comment), so that
// importing the same file again updates or skips instead of storing twice.

export type ImportedKind = "post" | "page" | "comment";

export interface ImportedItem {
  localId: number;
  /** The item as it was last imported (a hash); empty for comments, which are never updated. */
  fingerprint: string;
  /** The local row's version stamp right after that import; null for comments. */
  localUpdatedAt: string | null;
}

/** What the source's item became here, or undefined when it was never imported. */
export async function findImported(
  db: DB,
  source: string,
  kind: ImportedKind,
  sourceId: string,
): Promise<ImportedItem | undefined> {
  const row = await db
    .selectFrom("import_sources")
    .select(["local_id", "fingerprint", "local_updated_at"])
    .where("source", "=", source)
    .where("kind", "=", kind)
    .where("source_id", "=", sourceId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    localId: row.local_id,
    fingerprint: row.fingerprint,
    localUpdatedAt: row.local_updated_at && toIso(row.local_updated_at),
  };
}

/** The local ids of those of the source's items of one kind that were imported before. */
export async function findImportedIds(
  db: DB,
  source: string,
  kind: ImportedKind,
  sourceIds: readonly string[],
): Promise<Map<string, number>> {
  if (sourceIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("import_sources")
    .select(["source_id", "local_id"])
    .where("source", "=", source)
    .where("kind", "=", kind)
    .where("source_id", "in", sourceIds)
    .execute();
  return new Map(rows.map((row) => [row.source_id, row.local_id]));
}

/** Records (or, for an item imported before, updates) what a post or page became. */
export async function recordImported(
  db: DB,
  source: string,
  kind: "post" | "page",
  sourceId: string,
  item: ImportedItem,
): Promise<void> {
  const changes = { fingerprint: item.fingerprint, local_updated_at: item.localUpdatedAt };
  await db
    .insertInto("import_sources")
    .values({ source, kind, source_id: sourceId, local_id: item.localId, ...changes })
    .onConflict((oc) => oc.columns(["source", "kind", "source_id"]).doUpdateSet(changes))
    .execute();
}

/** Records what a comment became; a comment is imported once and never updated. */
export async function recordImportedComment(
  db: DB,
  source: string,
  sourceId: string,
  localId: number,
): Promise<void> {
  await db
    .insertInto("import_sources")
    .values({
      source,
      kind: "comment",
      source_id: sourceId,
      local_id: localId,
      fingerprint: "",
      local_updated_at: null,
    })
    .execute();
}

/** An old-site image tried before for this source: its /media/… URL, or null when it failed. */
export async function findImportedMedia(
  db: DB,
  source: string,
  url: string,
): Promise<{ localUrl: string | null } | undefined> {
  const row = await db
    .selectFrom("import_media")
    .select("local_url")
    .where("source", "=", source)
    .where("url", "=", url)
    .executeTakeFirst();
  return row && { localUrl: row.local_url };
}

/** Records what fetching an old-site image gave: its /media/… URL, or null for a failure. */
export async function recordImportedMedia(
  db: DB,
  source: string,
  url: string,
  localUrl: string | null,
): Promise<void> {
  await db
    .insertInto("import_media")
    .values({ source, url, local_url: localUrl })
    .onConflict((oc) => oc.columns(["source", "url"]).doUpdateSet({ local_url: localUrl }))
    .execute();
}

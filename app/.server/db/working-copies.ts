import type { ContentKind, WorkingCopyValues } from "~/lib/working-copy";
import { workingCopyFields } from "~/lib/working-copy";
import type { DB } from "./connection";
import { nowIso, toIso } from "./values";

// Autosave's working copies (migration 0018): one per editor and article, page, or new article
// or page, never over the live text. Saving for real drops it (../revisions.ts recordSave).

function slotOf(userId: string, kind: ContentKind, id: number | undefined): string {
  return `${kind}:${id ?? "new"}:${userId}`;
}

export interface WorkingCopy {
  fields: WorkingCopyValues;
  baseUpdatedAt: string | null;
  savedAt: string;
}

/** Stores what the editor typed; answers the time it was stored. */
export async function saveWorkingCopy(
  db: DB,
  userId: string,
  kind: ContentKind,
  id: number | undefined,
  copy: { fields: WorkingCopyValues; baseUpdatedAt: string | null },
): Promise<string> {
  const savedAt = nowIso();
  const values = {
    fields: JSON.stringify(copy.fields),
    base_updated_at: copy.baseUpdatedAt,
    saved_at: savedAt,
  };
  await db
    .insertInto("working_copies")
    .values({
      slot: slotOf(userId, kind, id),
      user_id: userId,
      post_id: kind === "post" ? (id ?? null) : null,
      page_id: kind === "page" ? (id ?? null) : null,
      ...values,
    })
    .onConflict((oc) => oc.column("slot").doUpdateSet(values))
    .execute();
  return savedAt;
}

export async function findWorkingCopy(
  db: DB,
  userId: string,
  kind: ContentKind,
  id: number | undefined,
): Promise<WorkingCopy | undefined> {
  const row = await db
    .selectFrom("working_copies")
    .select(["fields", "base_updated_at", "saved_at"])
    .where("slot", "=", slotOf(userId, kind, id))
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    fields: pickFields(JSON.parse(row.fields)),
    baseUpdatedAt: row.base_updated_at,
    savedAt: toIso(row.saved_at),
  };
}

export async function discardWorkingCopy(
  db: DB,
  userId: string,
  kind: ContentKind,
  id: number | undefined,
): Promise<void> {
  await db
    .deleteFrom("working_copies")
    .where("slot", "=", slotOf(userId, kind, id))
    .execute();
}

function pickFields(value: unknown): WorkingCopyValues {
  const fields: WorkingCopyValues = {};
  if (!value || typeof value !== "object") return fields;
  const record = value as Record<string, unknown>;
  for (const name of workingCopyFields) {
    const field = record[name];
    if (typeof field === "string") fields[name] = field;
  }
  return fields;
}

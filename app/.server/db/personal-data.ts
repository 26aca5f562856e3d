import { setImmediate as nextTurn } from "node:timers/promises";
import { sql } from "kysely";
import type { Actor } from "./activity";
import type { DB } from "./connection";
import { listTables, type TableInfo } from "./tables";
import { nowIso, toBool, toIso } from "./values";
import {
  erasedAuthorByline,
  erasedCommenterName,
  type HeldRow,
  type PersonalReport,
} from "~/lib/personal-data";
import type { ActivityAction } from "~/lib/activity";

// Data pribadi's queries (issue 45; docs/decisions/0032-personal-data.md). What is held about an
// address is found by reading every column of every table the database has, so a table a later
// migration adds is covered without a list to keep up to date; the screen's sections (comments,
// subscription, account, mails) are read beside it for people to read.

// Columns that are secrets of the account or of a link, never handed out in a copy.
const secretColumn = /password|token|secret|backupcodes/i;
// Rows that exist only because of the address (counters keyed by it, one-time values): deleted
// whole on erasure rather than rewritten.
const dropWhole = new Set(["rate_limits", "verification", "audience_searches", "session"]);
const erasedMark = "[dihapus]";

function likePattern(email: string): string {
  return `%${email.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function plain(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "bigint") return Number(value);
  if (value instanceof Uint8Array) return `[${value.byteLength} bytes]`;
  if (typeof value === "object") return JSON.stringify(value);
  return value as string | number | boolean;
}

interface Found {
  table: TableInfo;
  rows: Record<string, unknown>[];
}

/** Every row of every table with the address (any case) in any of its columns. */
export async function rowsHolding(db: DB, email: string): Promise<Found[]> {
  const pattern = likePattern(email.toLowerCase());
  const found: Found[] = [];
  for (const table of await listTables(db)) {
    if (table.columns.length === 0) continue;
    const conditions = table.columns.map(
      (column) => sql`lower(cast(${sql.ref(column)} as text)) like ${pattern} escape '\\'`,
    );
    const { rows } = await sql<Record<string, unknown>>`
      select * from ${sql.table(table.name)} where ${sql.join(conditions, sql` or `)}`.execute(db);
    if (rows.length > 0) found.push({ table, rows });
    // Each table is a full scan (on SQLite a synchronous one: 60 ms for 10,000 articles, 42 ms
    // for 50,000 comments); readers are answered between two tables rather than after all.
    await nextTurn();
  }
  return found;
}

function heldRow(row: Record<string, unknown>): HeldRow {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, secretColumn.test(key) ? null : plain(value)]),
  );
}

const iso = (value: string | Date | null) => (value === null ? null : toIso(value));

/** Everything held about `email` (lower-cased by the caller). */
export async function personalReport(db: DB, email: string): Promise<PersonalReport> {
  const comments = await db
    .selectFrom("comments")
    .innerJoin("posts", "posts.id", "comments.post_id")
    .select([
      "comments.id",
      "comments.post_id",
      "posts.title",
      "comments.author_name",
      "comments.content",
      "comments.status",
      "comments.created_at",
    ])
    .where(sql<boolean>`lower(comments.author_email) = ${email}`)
    .orderBy("comments.id")
    .execute();
  const subscription = await db
    .selectFrom("subscribers")
    .select(["created_at", "consent_source", "consented_at", "confirmed_at", "unsubscribed_at"])
    .where(sql<boolean>`lower(email) = ${email}`)
    .executeTakeFirst();
  const user = await db
    .selectFrom("user")
    .select(["id", "name", "role", "createdAt", "deactivated"])
    .where(sql<boolean>`lower(email) = ${email}`)
    .executeTakeFirst();
  const mails = await db
    .selectFrom("outbox")
    .select(["id", "kind", "subject", "status", "created_at"])
    .where(sql<boolean>`lower(recipient) = ${email}`)
    .orderBy("id")
    .execute();
  let account: PersonalReport["account"] = null;
  if (user) {
    const profile = await db
      .selectFrom("author_profiles")
      .select(["id", "name", "slug", "bio"])
      .where("user_id", "=", user.id)
      .executeTakeFirst();
    const articles = await db
      .selectFrom("posts")
      .select((eb) => eb.fn.countAll<number | string>().as("total"))
      .where("owner_id", "=", user.id)
      .executeTakeFirstOrThrow();
    account = {
      id: user.id,
      name: user.name,
      role: user.role,
      createdAt: toIso(user.createdAt),
      deactivated: toBool(user.deactivated),
      articles: Number(articles.total),
      authorProfile: profile ? { ...profile, id: Number(profile.id) } : null,
    };
  }
  const tables: PersonalReport["tables"] = {};
  for (const { table, rows } of await rowsHolding(db, email)) {
    tables[table.name] = rows.map(heldRow);
  }
  // The account's own rows hold its id, not the address: its sign-in methods and sessions.
  if (user) {
    for (const name of ["account", "session", "twoFactor"] as const) {
      const rows = await sql<Record<string, unknown>>`
        select * from ${sql.table(name)} where ${sql.ref("userId")} = ${user.id}`.execute(db);
      if (rows.rows.length > 0) tables[name] = rows.rows.map(heldRow);
    }
  }
  return {
    email,
    generatedAt: nowIso(),
    comments: comments.map((c) => ({
      id: Number(c.id),
      postId: Number(c.post_id),
      postTitle: c.title,
      authorName: c.author_name,
      content: c.content,
      status: c.status,
      createdAt: toIso(c.created_at),
    })),
    subscription: subscription
      ? {
          createdAt: toIso(subscription.created_at),
          consentSource: subscription.consent_source,
          consentedAt: iso(subscription.consented_at),
          confirmedAt: iso(subscription.confirmed_at),
          unsubscribedAt: iso(subscription.unsubscribed_at),
        }
      : null,
    account,
    mails: mails.map((m) => ({
      id: Number(m.id),
      kind: m.kind,
      subject: m.subject,
      status: m.status,
      createdAt: toIso(m.created_at),
    })),
    tables,
  };
}

/** The account with this address, for the erasure's checks. */
export function accountByEmail(db: DB, email: string) {
  return db
    .selectFrom("user")
    .select(["id", "role", "deactivated"])
    .where(sql<boolean>`lower(email) = ${email}`)
    .executeTakeFirst();
}

export interface ErasureChoices {
  /** Keep erased comments' text under "Pembaca" (Pengaturan), or delete them. */
  keepCommentText: boolean;
  /** The author profile an erased account's articles move to; null: "Redaksi". */
  heirProfileId: number | null;
}

/**
 * Erases `email` inside the caller's transaction: comments, subscription, mails, invitations, an
 * account's personal fields and sign-ins, and the address wherever else a row holds it. Answers
 * how many rows were changed or deleted.
 */
export async function eraseAddress(
  trx: DB,
  email: string,
  choices: ErasureChoices,
): Promise<number> {
  let changed = 0;
  const count = (result: { numUpdatedRows?: bigint; numDeletedRows?: bigint }) => {
    changed += Number(result.numUpdatedRows ?? result.numDeletedRows ?? 0n);
  };
  const user = await accountByEmail(trx, email);
  if (user) {
    const heir =
      choices.heirProfileId === null
        ? undefined
        : await trx
            .selectFrom("author_profiles")
            .select(["id", "name"])
            .where("id", "=", choices.heirProfileId)
            .executeTakeFirst();
    const profile = await trx
      .selectFrom("author_profiles")
      .select(["id", "name"])
      .where("user_id", "=", user.id)
      .executeTakeFirst();
    if (profile) {
      const byline = heir?.name ?? erasedAuthorByline;
      const posts = await trx
        .updateTable("posts")
        .set({ author_profile_id: heir ? Number(heir.id) : null, author: byline })
        .where("author_profile_id", "=", profile.id)
        .executeTakeFirst();
      count(posts);
      await trx
        .updateTable("revisions")
        .set({ author: byline })
        .where("author", "=", profile.name)
        .execute();
      count(
        await trx.deleteFrom("author_profiles").where("id", "=", profile.id).executeTakeFirst(),
      );
    }
    for (const table of ["session", "account", "twoFactor"] as const) {
      count(await trx.deleteFrom(table).where("userId", "=", user.id).executeTakeFirst());
    }
    count(
      await trx
        .updateTable("user")
        .set({
          name: "Akun terhapus",
          email: `terhapus-${user.id.toLowerCase().replace(/[^a-z0-9]/g, "")}@warta.invalid`,
          image: null,
          deactivated: true,
          moderationNotices: false,
          reviewNotices: false,
          twoFactorEnabled: false,
        })
        .where("id", "=", user.id)
        .executeTakeFirst(),
    );
    await trx
      .updateTable("activity_log")
      .set({ actor_email: "" })
      .where(sql<boolean>`lower(actor_email) = ${email}`)
      .execute();
  }
  const byAddress = sql<boolean>`lower(author_email) = ${email}`;
  // Reply notices asked for with the address go whatever happens to the comments' text.
  count(
    await trx
      .deleteFrom("comment_notices")
      .where(sql<boolean>`lower(email) = ${email}`)
      .executeTakeFirst(),
  );
  count(
    choices.keepCommentText
      ? await trx
          .updateTable("comments")
          .set({ author_name: erasedCommenterName, author_email: null })
          .where(byAddress)
          .executeTakeFirst()
      : await trx.deleteFrom("comments").where(byAddress).executeTakeFirst(),
  );
  const subscriber = await trx
    .selectFrom("subscribers")
    .select("id")
    .where(sql<boolean>`lower(email) = ${email}`)
    .executeTakeFirst();
  if (subscriber) {
    await trx.deleteFrom("newsletter_sends").where("subscriber_id", "=", subscriber.id).execute();
    count(await trx.deleteFrom("subscribers").where("id", "=", subscriber.id).executeTakeFirst());
  }
  const mails = trx
    .selectFrom("outbox")
    .select("id")
    .where(sql<boolean>`lower(recipient) = ${email}`);
  await trx.deleteFrom("outbox_attempts").where("outbox_id", "in", mails).execute();
  count(
    await trx
      .deleteFrom("outbox")
      .where(sql<boolean>`lower(recipient) = ${email}`)
      .executeTakeFirst(),
  );
  count(
    await trx
      .deleteFrom("invitations")
      .where(sql<boolean>`lower(email) = ${email}`)
      .executeTakeFirst(),
  );
  changed += await scrubEverywhere(trx, email);
  return changed;
}

// The address where no section above put it: in a mail to someone else, an event's payload, a
// counter's key, a search term. Rows kept only for the address go; others keep their text with
// the address replaced.
async function scrubEverywhere(trx: DB, email: string): Promise<number> {
  const pattern = new RegExp(email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi");
  let changed = 0;
  for (const { table, rows } of await rowsHolding(trx, email)) {
    for (const row of rows) {
      const key = table.primaryKey.length > 0 ? table.primaryKey : table.columns;
      const where = sql.join(
        key.map((column) =>
          row[column] === null
            ? sql`${sql.ref(column)} is null`
            : sql`${sql.ref(column)} = ${row[column]}`,
        ),
        sql` and `,
      );
      if (dropWhole.has(table.name) || table.primaryKey.length === 0) {
        await sql`delete from ${sql.table(table.name)} where ${where}`.execute(trx);
      } else {
        const sets = Object.entries(row).flatMap(([column, value]) =>
          typeof value === "string" && pattern.test(value)
            ? [sql`${sql.ref(column)} = ${value.replace(pattern, erasedMark)}`]
            : [],
        );
        if (sets.length === 0) continue;
        await sql`update ${sql.table(table.name)} set ${sql.join(sets)} where ${where}`.execute(
          trx,
        );
      }
      changed += 1;
    }
  }
  return changed;
}

/**
 * Records a Data pribadi request and its outcome in the activity log: the request's id and a
 * count or an outcome word, never the address asked about.
 */
export async function logPersonalDataRequest(
  db: DB,
  actor: Actor,
  action: Extract<ActivityAction, `personalData.${string}`>,
  requestId: string,
  detail: string,
): Promise<void> {
  await db
    .insertInto("activity_log")
    .values({
      actor_id: actor.id,
      actor_email: actor.email,
      action,
      subject: "",
      object_type: "request",
      object_id: requestId,
      detail,
      created_at: nowIso(),
    })
    .execute();
}

// When a subscription was last asked for: its confirmation mail, or its creation.
const asked = sql<string>`coalesce(confirm_sent_at, created_at)`;

/** Deletes subscriptions asked for before `before` and never confirmed; answers how many. */
export async function deleteUnconfirmedSubscriptions(db: DB, before: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const stale = trx
      .selectFrom("subscribers")
      .select("id")
      .where("confirmed_at", "is", null)
      .where(asked, "<", before);
    await trx.deleteFrom("newsletter_sends").where("subscriber_id", "in", stale).execute();
    const result = await trx
      .deleteFrom("subscribers")
      .where("confirmed_at", "is", null)
      .where(asked, "<", before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}

/** Removes the address of every comment written before `before`; answers how many. */
export async function clearCommenterEmails(db: DB, before: string): Promise<number> {
  // A reply notice asked for with the comment holds the same address: it ends with it.
  await db
    .deleteFrom("comment_notices")
    .where("comment_id", "in", (eb) =>
      eb.selectFrom("comments").select("id").where("created_at", "<", before),
    )
    .execute();
  const result = await db
    .updateTable("comments")
    .set({ author_email: null })
    .where("author_email", "is not", null)
    .where("created_at", "<", before)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect";

// The first account becomes the site's admin (app/.server/auth.ts). Deciding that by counting
// accounts and then inserting lets two sign-ups racing on a new site both count none: the mark
// below is set on the first account only, and its unique index (NULLs never clash) lets one row
// hold it, so the second insert fails instead of making a second admin. A site that already
// has accounts marks its oldest admin.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("user")
    .addColumn("firstAccount", isPostgres(db) ? "boolean" : "integer")
    .execute();
  await db.schema
    .createIndex("user_first_account_unique")
    .on("user")
    .column("firstAccount")
    .unique()
    .execute();
  await sql`update ${sql.table("user")} set ${sql.ref("firstAccount")} = ${true}
    where id = (select id from ${sql.table("user")} where role = 'admin'
      order by ${sql.ref("createdAt")}, id limit 1)`.execute(db);
}

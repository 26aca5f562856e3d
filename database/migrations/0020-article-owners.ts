import { sql, type Kysely } from "kysely";

// Every article has an owning account (docs/decisions/0022-roles-and-policy.md): the account
// whose role decides what it may do with it (app/lib/policy.ts). This is about permissions, not
// the byline: the name readers see is the article's author. `owner_id` carries no foreign key,
// like revisions.saved_by: an export restores into a site with other accounts, and an owner
// whose account is gone leaves an article only editors and admins may touch. Articles written
// before roles existed go to the first admin.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("posts").addColumn("owner_id", "text").execute();
  // A writer's dashboard lists their own articles first, through this index.
  await db.schema.createIndex("posts_owner_idx").on("posts").columns(["owner_id"]).execute();
  const admin = await db
    .selectFrom("user")
    .select("id")
    .where("role", "=", "admin")
    .orderBy(sql`case when "firstAccount" then 0 else 1 end`)
    .orderBy("createdAt")
    .limit(1)
    .executeTakeFirst();
  if (admin) await db.updateTable("posts").set({ owner_id: admin.id }).execute();
}

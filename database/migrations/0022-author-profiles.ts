import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect";

// Author profiles (docs/decisions/0023-author-profiles.md): the public face of whoever writes,
// at /penulis/<slug>. A profile may belong to an account (`user_id`, one profile per account) or
// stand alone (imported authors, names typed before profiles existed). `user_id` carries no
// foreign key, like revisions.saved_by: an export without accounts restores its profiles, and
// an id whose account is gone simply links nothing. Articles point at a profile through
// `posts.author_profile_id`; `posts.author` stays as the name at the last save (revisions and
// diffs read it), while readers see the profile's current name.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);

  await db.schema
    .createTable("author_profiles")
    .addColumn("id", pg ? "serial" : "integer", (col) => col.primaryKey())
    .addColumn("slug", "text", (col) => col.notNull().unique())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("bio", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("avatar", "text")
    .addColumn("website", "text")
    // JSON array of https addresses (social accounts), in the owner's order.
    .addColumn("links", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("user_id", "text", (col) => col.unique())
    .execute();

  await db.schema
    .alterTable("posts")
    .addColumn("author_profile_id", "integer", (col) =>
      col.references("author_profiles.id").onDelete("set null"),
    )
    .execute();
  // An author's page walks this index from the profile to its newest published articles.
  await db.schema
    .createIndex("posts_author_published_idx")
    .on("posts")
    .columns(["author_profile_id", "published", "published_at"])
    .execute();

  // Every account gets a profile under its name; then every name typed into an article becomes
  // a profile (an account's when the names match), and the articles point at it.
  const taken = new Set<string>();
  const byName = new Map<string, number>();
  const create = async (name: string, userId: string | null) => {
    const slug = uniqueSlug(name, taken);
    const row = await db
      .insertInto("author_profiles")
      .values({ slug, name, user_id: userId })
      .returning("id")
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    // Two accounts of one name: the older one's profile takes that name's articles.
    if (!byName.has(name.toLowerCase())) byName.set(name.toLowerCase(), id);
    return id;
  };
  const users = await db.selectFrom("user").select(["id", "name"]).orderBy("createdAt").execute();
  for (const user of users) {
    await create(
      String(user.name ?? "")
        .trim()
        .slice(0, 100) || "Penulis",
      String(user.id),
    );
  }
  const authors = await db
    .selectFrom("posts")
    .select(sql<string>`trim(author)`.as("name"))
    .where(sql<boolean>`trim(coalesce(author, '')) <> ''`)
    .distinct()
    .execute();
  for (const { name } of authors) {
    const id = byName.get(name.toLowerCase()) ?? (await create(name.slice(0, 100), null));
    await db
      .updateTable("posts")
      .set({ author_profile_id: id })
      .where(sql<boolean>`trim(author) = ${name}`)
      .execute();
  }

  const table = "author_profiles";
  if (pg) {
    await sql`create trigger ${sql.raw(`${table}_notify_change`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function warta_notify_change()`.execute(db);
    return;
  }
  const bump = sql.raw("update content_version set version = version + 1 where id = 1;");
  for (const event of ["insert", "update", "delete"]) {
    await sql`create trigger ${sql.raw(`${table}_${event}_bump_version`)}
      after ${sql.raw(event)} on ${sql.table(table)} begin ${bump} end`.execute(db);
  }
}

// The app's slug rule (app/lib/slug.ts), repeated: migrations never import the app.
function uniqueSlug(name: string, taken: Set<string>): string {
  const base =
    name
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/[^a-z0-9\s-]/g, "")
      .trim()
      .replace(/\s+/g, "-")
      .replace(/-+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 80)
      .replace(/-$/, "") || "penulis";
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

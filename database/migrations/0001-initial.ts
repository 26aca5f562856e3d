import { sql, type Kysely } from "kysely";
import { categories } from "../../app/lib/categories";
import { isPostgres } from "../dialect";

// Kysely<any> is how Kysely types migrations: they must not depend on today's schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);

  await db.schema
    .createTable("categories")
    .addColumn("id", pg ? "serial" : "integer", (col) => col.primaryKey())
    .addColumn("slug", "text", (col) => col.notNull().unique())
    .addColumn("name", "text", (col) => col.notNull())
    .execute();
  await db
    .insertInto("categories")
    .values([...categories])
    .execute();

  await db.schema
    .createTable("posts")
    .addColumn("id", pg ? "serial" : "integer", (col) => col.primaryKey())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("slug", "text", (col) => col.notNull().unique())
    .addColumn("summary", "text", (col) => col.notNull())
    .addColumn("content", "text", (col) => col.notNull())
    .addColumn("content_text", "text", (col) => col.notNull())
    .addColumn("image", "text")
    .addColumn("category_id", "integer", (col) =>
      col.notNull().references("categories.id").onDelete("restrict"),
    )
    .addColumn("author", "text")
    .addColumn("published", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("created_at", pg ? "timestamptz" : "text", (col) => col.notNull())
    .addColumn("updated_at", pg ? "timestamptz" : "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("posts_published_created_idx")
    .on("posts")
    .columns(["published", "created_at"])
    .execute();
  await db.schema
    .createIndex("posts_category_published_created_idx")
    .on("posts")
    .columns(["category_id", "published", "created_at"])
    .execute();

  if (pg) await createPostgresSearch(db);
  else await createSqliteSearch(db);

  await db.schema
    .createTable("media")
    .addColumn("hash", "text", (col) => col.notNull())
    .addColumn("width", "integer", (col) => col.notNull())
    .addColumn("height", "integer", (col) => col.notNull())
    .addColumn("mime", "text", (col) => col.notNull())
    .addColumn("data", pg ? "bytea" : "blob", (col) => col.notNull())
    .addColumn("created_at", pg ? "timestamptz" : "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("media_pk", ["hash", "width"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function createPostgresSearch(db: Kysely<any>): Promise<void> {
  // unaccent is a contrib extension: hosted servers have it, a bare server may not. Without it
  // search still works, only accents then have to match.
  const hasUnaccent = await sql<{ ok: boolean }>`
    select exists(select 1 from pg_available_extensions where name = 'unaccent') as ok`
    .execute(db)
    .then((result) => result.rows[0]?.ok === true);
  if (hasUnaccent) {
    await sql`create extension if not exists unaccent`.execute(db);
    await sql`create or replace function warta_unaccent(text) returns text
      language sql immutable parallel safe strict
      as $$ select unaccent('unaccent'::regdictionary, $1) $$`.execute(db);
  } else {
    await sql`create or replace function warta_unaccent(text) returns text
      language sql immutable parallel safe strict as $$ select $1 $$`.execute(db);
  }
  await sql`alter table posts add column search tsvector generated always as (
      setweight(to_tsvector('simple', warta_unaccent(title)), 'A') ||
      setweight(to_tsvector('simple', warta_unaccent(summary)), 'B') ||
      setweight(to_tsvector('simple', warta_unaccent(content_text)), 'C')
    ) stored`.execute(db);
  await sql`create index posts_search_idx on posts using gin (search)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function createSqliteSearch(db: Kysely<any>): Promise<void> {
  await sql`create virtual table posts_fts using fts5(
      title, summary, content_text,
      content='posts', content_rowid='id', tokenize='unicode61 remove_diacritics 2'
    )`.execute(db);
  await sql`create trigger posts_fts_insert after insert on posts begin
      insert into posts_fts(rowid, title, summary, content_text)
      values (new.id, new.title, new.summary, new.content_text);
    end`.execute(db);
  await sql`create trigger posts_fts_delete after delete on posts begin
      insert into posts_fts(posts_fts, rowid, title, summary, content_text)
      values ('delete', old.id, old.title, old.summary, old.content_text);
    end`.execute(db);
  await sql`create trigger posts_fts_update after update of title, summary, content_text on posts begin
      insert into posts_fts(posts_fts, rowid, title, summary, content_text)
      values ('delete', old.id, old.title, old.summary, old.content_text);
      insert into posts_fts(rowid, title, summary, content_text)
      values (new.id, new.title, new.summary, new.content_text);
    end`.execute(db);
}

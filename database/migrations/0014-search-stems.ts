import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect";

// Indonesian roots for search (docs/decisions/0016-indonesian-stemming.md). The app writes
// `search_stems` (tag names and the roots of affixed words) with every article; both databases
// index it beside the article's own words. NULL marks a row the app has not indexed yet: the
// rows of before this migration, filled in at the next start (app/.server/db/search-index.ts).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("posts").addColumn("search_stems", "text").execute();
  if (isPostgres(db)) await rebuildPostgresSearch(db);
  else await rebuildSqliteSearch(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function rebuildPostgresSearch(db: Kysely<any>): Promise<void> {
  await sql`alter table posts drop column search`.execute(db);
  await sql`alter table posts add column search tsvector generated always as (
      setweight(to_tsvector('simple', warta_unaccent(title)), 'A') ||
      setweight(to_tsvector('simple', warta_unaccent(summary)), 'B') ||
      setweight(to_tsvector('simple', warta_unaccent(content_text)), 'C') ||
      setweight(to_tsvector('simple', coalesce(search_stems, '')), 'D')
    ) stored`.execute(db);
  await sql`create index posts_search_idx on posts using gin (search)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function rebuildSqliteSearch(db: Kysely<any>): Promise<void> {
  for (const trigger of ["posts_fts_insert", "posts_fts_delete", "posts_fts_update"]) {
    await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
  }
  await sql`drop table posts_fts`.execute(db);
  await sql`create virtual table posts_fts using fts5(
      title, summary, content_text, search_stems,
      content='posts', content_rowid='id', tokenize='unicode61 remove_diacritics 2'
    )`.execute(db);
  await sql`create trigger posts_fts_insert after insert on posts begin
      insert into posts_fts(rowid, title, summary, content_text, search_stems)
      values (new.id, new.title, new.summary, new.content_text, coalesce(new.search_stems, ''));
    end`.execute(db);
  await sql`create trigger posts_fts_delete after delete on posts begin
      insert into posts_fts(posts_fts, rowid, title, summary, content_text, search_stems)
      values ('delete', old.id, old.title, old.summary, old.content_text,
        coalesce(old.search_stems, ''));
    end`.execute(db);
  await sql`create trigger posts_fts_update
      after update of title, summary, content_text, search_stems on posts begin
      insert into posts_fts(posts_fts, rowid, title, summary, content_text, search_stems)
      values ('delete', old.id, old.title, old.summary, old.content_text,
        coalesce(old.search_stems, ''));
      insert into posts_fts(rowid, title, summary, content_text, search_stems)
      values (new.id, new.title, new.summary, new.content_text, coalesce(new.search_stems, ''));
    end`.execute(db);
  await sql`insert into posts_fts(posts_fts) values ('rebuild')`.execute(db);
}

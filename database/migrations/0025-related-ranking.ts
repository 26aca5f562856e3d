import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect";

// An article's related articles are ranked by the tags they share with it, then its category, then
// their publication date. Those sharing a tag were read from `posts` one by one to learn their
// category and date: at 10,000 articles some 380 wide rows, 0.9 ms of a render. With both copied
// onto `post_tags` beside the published flag (migration 0019), the ranking reads one index range
// (0.3 ms; docs/PERFORMANCE.md). The same triggers keep all three copies.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const timestamp = isPostgres(db) ? "timestamptz" : "text";
  await db.schema.alterTable("post_tags").addColumn("category_id", "integer").execute();
  await db.schema.alterTable("post_tags").addColumn("published_at", timestamp).execute();
  await sql`update post_tags set
      category_id = (select category_id from posts where posts.id = post_tags.post_id),
      published_at = (select published_at from posts where posts.id = post_tags.post_id)`.execute(
    db,
  );
  await db.schema.dropIndex("post_tags_tag_published_idx").execute();
  await db.schema
    .createIndex("post_tags_tag_published_idx")
    .on("post_tags")
    .columns(["tag_id", "published", "post_id", "category_id", "published_at"])
    .execute();

  if (isPostgres(db)) {
    await sql`create or replace function warta_post_tags_published() returns trigger
      language plpgsql as $$
      begin
        select published, category_id, published_at
          into new.published, new.category_id, new.published_at
          from posts where id = new.post_id;
        new.published := coalesce(new.published, false);
        return new;
      end $$`.execute(db);
    await sql`drop trigger posts_published_to_tags on posts`.execute(db);
    await sql`create or replace function warta_posts_published_to_tags() returns trigger
      language plpgsql as $$
      begin
        update post_tags
          set published = new.published, category_id = new.category_id,
            published_at = new.published_at
          where post_id = new.id;
        return null;
      end $$`.execute(db);
    await sql`create trigger posts_published_to_tags
      after update of published, category_id, published_at on posts for each row
      when (old.published is distinct from new.published
        or old.category_id is distinct from new.category_id
        or old.published_at is distinct from new.published_at)
      execute function warta_posts_published_to_tags()`.execute(db);
    return;
  }
  await sql`drop trigger post_tags_take_published`.execute(db);
  await sql`create trigger post_tags_take_published after insert on post_tags begin
      update post_tags set (published, category_id, published_at) =
          (select published, category_id, published_at from posts where id = new.post_id)
        where post_id = new.post_id and tag_id = new.tag_id;
    end`.execute(db);
  await sql`drop trigger posts_published_to_tags`.execute(db);
  await sql`create trigger posts_published_to_tags
    after update of published, category_id, published_at on posts
    when old.published is not new.published
      or old.category_id is not new.category_id
      or old.published_at is not new.published_at
    begin
      update post_tags
        set published = new.published, category_id = new.category_id,
          published_at = new.published_at
        where post_id = new.id;
    end`.execute(db);
}

import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect";

// How many published articles each category holds, kept by triggers on `posts`. The home page
// shows the archive's size and pages through it; counting 100,000 rows took 25 ms per uncached
// page, where reading these few rows takes microseconds, at any archive size.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("published_counts")
    .addColumn("category_id", "integer", (col) => col.primaryKey())
    .addColumn("total", "integer", (col) => col.notNull())
    .execute();
  await sql`insert into published_counts (category_id, total)
    select category_id, count(*) from posts where published = ${true} group by category_id`.execute(
    db,
  );

  if (isPostgres(db)) {
    await sql`create function warta_count_published() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') and old.published then
          update published_counts set total = total - 1 where category_id = old.category_id;
        end if;
        if tg_op in ('INSERT', 'UPDATE') and new.published then
          insert into published_counts (category_id, total) values (new.category_id, 1)
            on conflict (category_id) do update set total = published_counts.total + 1;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger posts_count_published
      after insert or update of published, category_id or delete on posts
      for each row execute function warta_count_published()`.execute(db);
    return;
  }
  const add = (row: "new") =>
    sql.raw(`insert into published_counts (category_id, total) values (${row}.category_id, 1)
      on conflict (category_id) do update set total = total + 1;`);
  const remove = (row: "old") =>
    sql.raw(
      `update published_counts set total = total - 1 where category_id = ${row}.category_id;`,
    );
  await sql`create trigger posts_insert_count after insert on posts when new.published
    begin ${add("new")} end`.execute(db);
  await sql`create trigger posts_delete_count after delete on posts when old.published
    begin ${remove("old")} end`.execute(db);
  await sql`create trigger posts_update_uncount after update of published, category_id on posts
    when old.published begin ${remove("old")} end`.execute(db);
  await sql`create trigger posts_update_count after update of published, category_id on posts
    when new.published begin ${add("new")} end`.execute(db);
}

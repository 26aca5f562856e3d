import type { Kysely } from "kysely";

// What the demo seed wrote (app/.server/seed/), one row per thing: an article, a cover image, a
// tag, an author profile or a category it created or used. Pengaturan's "Hapus konten contoh"
// removes exactly these and nothing an owner made or imported (issue 43). `ref` is the row's id,
// or the image's hash for media.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("demo_content")
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("ref", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("demo_content_pk", ["kind", "ref"])
    .execute();
}

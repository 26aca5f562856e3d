import { sql } from "kysely";
import { mediaHashesIn } from "~/lib/media";
import type { DB } from "./connection";
import { deleteMediaRows, liveUse } from "./media-library";
import { deletePost } from "./post-writes";
import type { DemoContentTable } from "./schema";
import type { Trx } from "./transaction";

// What the demo seed wrote (migration 0054), marked by the seed as it writes, and its removal:
// Pengaturan's "Hapus konten contoh" (issue 43). Only marked rows go, and of those only what
// nothing else still holds: an owner's article keeps its category, tags, author and images.

export type DemoKind = DemoContentTable["kind"];

/** Marks rows the seed wrote (or, for categories, the ones its articles stand in). */
export async function markDemoContent(
  db: DB,
  kind: DemoKind,
  refs: readonly (string | number)[],
): Promise<void> {
  const unique = [...new Set(refs.map(String))];
  if (unique.length === 0) return;
  await db
    .insertInto("demo_content")
    .values(unique.map((ref) => ({ kind, ref })))
    .onConflict((oc) => oc.columns(["kind", "ref"]).doNothing())
    .execute();
}

async function marked(db: DB, kind: DemoKind): Promise<string[]> {
  const rows = await db.selectFrom("demo_content").select("ref").where("kind", "=", kind).execute();
  return rows.map((row) => row.ref);
}

/** Marks a demo article with its cover, author profile and tags. */
export async function markDemoArticle(
  db: DB,
  id: number,
  { cover, profile }: { cover: string; profile: number | null },
): Promise<void> {
  await markDemoContent(db, "post", [id]);
  await markDemoContent(db, "media", mediaHashesIn(cover));
  await markDemoContent(db, "profile", profile === null ? [] : [profile]);
  const tags = await db
    .selectFrom("post_tags")
    .select("tag_id")
    .where("post_id", "=", id)
    .execute();
  await markDemoContent(
    db,
    "tag",
    tags.map((row) => row.tag_id),
  );
}

const ids = (refs: string[]) => refs.map(Number).filter(Number.isSafeInteger);

/** Whether anything the seed wrote is still marked: Pengaturan shows the removal. */
export async function hasDemoMarks(db: DB): Promise<boolean> {
  const found = await db.selectFrom("demo_content").select("kind").limit(1).executeTakeFirst();
  return found !== undefined;
}

/** Whether any demo article is still there. */
export async function hasDemoArticles(db: DB): Promise<boolean> {
  const demo = ids(await marked(db, "post"));
  if (demo.length === 0) return false;
  const found = await db
    .selectFrom("posts")
    .select("id")
    .where("id", "in", demo)
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}

/** Whether the site holds demo articles and no other: an import offers the removal first. */
export async function holdsOnlyDemoContent(db: DB): Promise<boolean> {
  if (!(await hasDemoArticles(db))) return false;
  const other = await db
    .selectFrom("posts")
    .select("id")
    .where("id", "not in", ids(await marked(db, "post")))
    .limit(1)
    .executeTakeFirst();
  return other === undefined;
}

export interface DemoRemoval {
  articles: number;
  images: number;
  tags: number;
  authors: number;
  /** The slugs of the categories removed: the footer's links to them go too. */
  categories: string[];
}

/**
 * Deletes the demo's articles (their comments, revisions and tag links with them), then each
 * marked image, tag, author profile and category that no remaining article, page or revision
 * uses; what stays keeps its mark, so a later press takes it once it is free. One category
 * always stays: an article needs one. In the caller's transaction.
 */
export async function removeDemoContent(trx: Trx): Promise<DemoRemoval> {
  const removed: DemoRemoval = { articles: 0, images: 0, tags: 0, authors: 0, categories: [] };
  for (const id of ids(await marked(trx, "post"))) {
    if (await deletePost(trx, id)) removed.articles += 1;
  }
  await trx.deleteFrom("demo_content").where("kind", "=", "post").execute();

  for (const hash of await marked(trx, "media")) {
    if (await liveUse(trx, sql.val(hash)).executeTakeFirst()) continue;
    if (await deleteMediaRows(trx, hash)) removed.images += 1;
    await unmark(trx, "media", hash);
  }

  for (const id of ids(await marked(trx, "tag"))) {
    const used = await trx
      .selectFrom("post_tags")
      .select("post_id")
      .where("tag_id", "=", id)
      .executeTakeFirst();
    if (used) continue;
    const gone = await trx.deleteFrom("tags").where("id", "=", id).executeTakeFirst();
    removed.tags += Number(gone.numDeletedRows);
    await unmark(trx, "tag", id);
  }

  for (const id of ids(await marked(trx, "profile"))) {
    const used = await trx
      .selectFrom("posts")
      .select("id")
      .where("author_profile_id", "=", id)
      .executeTakeFirst();
    // A profile someone linked to their account is theirs now.
    const profile = await trx
      .selectFrom("author_profiles")
      .select("user_id")
      .where("id", "=", id)
      .executeTakeFirst();
    if (used || profile?.user_id) continue;
    const gone = await trx.deleteFrom("author_profiles").where("id", "=", id).executeTakeFirst();
    removed.authors += Number(gone.numDeletedRows);
    await unmark(trx, "profile", id);
  }

  const categories = await trx
    .selectFrom("categories")
    .select(["id", "slug"])
    .orderBy("position")
    .orderBy("id")
    .execute();
  const demoCategories = new Set(ids(await marked(trx, "category")));
  let remaining = categories.length;
  for (const category of categories) {
    if (!demoCategories.has(category.id) || remaining === 1) continue;
    const used =
      (await trx
        .selectFrom("posts")
        .select("id")
        .where("category_id", "=", category.id)
        .executeTakeFirst()) ??
      (await trx
        .selectFrom("revisions")
        .select("id")
        .where("category_id", "=", category.id)
        .executeTakeFirst());
    if (used) continue;
    await trx.deleteFrom("published_counts").where("category_id", "=", category.id).execute();
    await trx.deleteFrom("categories").where("id", "=", category.id).execute();
    await unmark(trx, "category", category.id);
    removed.categories.push(category.slug);
    remaining -= 1;
  }
  return removed;
}

async function unmark(trx: Trx, kind: DemoKind, ref: string | number): Promise<void> {
  await trx
    .deleteFrom("demo_content")
    .where("kind", "=", kind)
    .where("ref", "=", String(ref))
    .execute();
}

import { sql } from "kysely";
import type { DB } from "../../app/.server/db/connection";
import { listCategories } from "../../app/.server/db/categories";
import { isPostgres } from "../../app/.server/db/dialect";
import { createPost } from "../../app/.server/db/posts";
import { storeImage } from "../../app/.server/media";
import { coverSvg } from "./covers";
import { demoPosts } from "./demo-posts";

const dayMs = 24 * 60 * 60 * 1000;

/** Writes the demo articles, each with a generated cover stored as media. Returns how many. */
export async function seedDemoContent(db: DB, now = new Date()): Promise<number> {
  const { default: sharp } = await import("sharp");
  const categoryIds = new Map((await listCategories(db)).map((c) => [c.slug, c.id]));
  for (const [index, post] of demoPosts.entries()) {
    const categoryId = categoryIds.get(post.category);
    if (categoryId === undefined) throw new Error(`Kategori tidak dikenal: ${post.category}`);
    const png = await sharp(Buffer.from(coverSvg(index + 1, post.category)))
      .png()
      .toBuffer();
    await createPost(db, {
      title: post.title,
      slug: post.slug,
      summary: post.summary,
      content: post.content,
      image: await storeImage(db, png),
      categoryId,
      author: post.author,
      published: post.published,
      createdAt: new Date(now.getTime() - post.daysAgo * dayMs).toISOString(),
    });
  }
  return demoPosts.length;
}

/**
 * Seeds only a database that has no article yet, so a restart never duplicates content. On
 * PostgreSQL several instances may start at once: a transaction-scoped advisory lock lets one
 * seed while the others wait and then find the articles there.
 */
export async function seedDemoContentIfEmpty(db: DB): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${seedLockId})`.execute(trx);
    const any = await trx.selectFrom("posts").select("id").limit(1).executeTakeFirst();
    return any ? 0 : seedDemoContent(trx);
  });
}

const seedLockId = 7_305_001;

import { sql } from "kysely";
import type { DB } from "../../app/.server/db/connection";
import { listCategories } from "../../app/.server/db/categories";
import { isPostgres } from "../../app/.server/db/dialect";
import { createPage } from "../../app/.server/db/pages";
import { profileForName } from "../../app/.server/db/author-profiles";
import { createPost } from "../../app/.server/db/post-writes";
import { storeEncodedImage } from "../../app/.server/media";
import { parseTagField } from "../../app/lib/tags";
import { demoCover } from "./cover-files";
import { demoPosts } from "./demo-posts";
import { starterPages } from "./starter-pages";

const dayMs = 24 * 60 * 60 * 1000;

// A few writers introduce themselves on their author pages.
const demoBios: Record<string, string> = {
  "Rina Wulandari":
    "Jurnalis teknologi di Jakarta. Menulis tentang startup, keamanan digital, dan kebijakan internet.",
  "Andi Pratama":
    "Penulis kuliner dan perjalanan; percaya setiap kota punya satu warung yang wajib dicoba.",
  "Dewi Kartikasari":
    "Peneliti pendidikan. Menulis tentang sekolah, literasi, dan anak muda Indonesia.",
};

/**
 * Writes the demo articles, each with a generated cover stored as media, and the pages the
 * footer links to. Returns how many articles.
 */
export async function seedDemoContent(db: DB, now = new Date()): Promise<number> {
  const categoryIds = new Map((await listCategories(db)).map((c) => [c.slug, c.id]));
  for (const [index, post] of demoPosts.entries()) {
    const categoryId = categoryIds.get(post.category);
    if (categoryId === undefined) throw new Error(`Kategori tidak dikenal: ${post.category}`);
    const tags = parseTagField(post.tags);
    if (!tags.ok) throw new Error(`${post.slug}: ${tags.error}`);
    await createPost(db, {
      title: post.title,
      slug: post.slug,
      summary: post.summary,
      content: post.content,
      image: await storeEncodedImage(db, await demoCover(index, post.category)),
      categoryId,
      tags: tags.tags,
      author: post.author,
      // Each named writer gets a profile and a page at /penulis/<slug>.
      authorProfileId: post.author ? await profileForName(db, post.author) : null,
      published: post.published,
      featured: post.featured,
      createdAt: new Date(now.getTime() - post.daysAgo * dayMs).toISOString(),
    });
  }
  for (const [name, bio] of Object.entries(demoBios)) {
    await db.updateTable("author_profiles").set({ bio }).where("name", "=", name).execute();
  }
  for (const page of starterPages) {
    await createPage(db, { ...page, published: true }, now.toISOString());
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

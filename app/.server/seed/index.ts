import type { DB } from "../db/connection";
import { listCategories } from "../db/categories";
import { createPage } from "../db/pages";
import { profileForName } from "../db/author-profiles";
import { createPost } from "../db/post-writes";
import { markDemoArticle, markDemoContent } from "../db/demo-content";
import { setBioByName, whenNoArticles } from "../db/seeding";
import { storeEncodedImage } from "../media";
import { parseTagField } from "~/lib/tags";
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
  // Each row written (and each category the articles stand in) is marked for "Hapus konten
  // contoh" (db/demo-content.ts).
  await markDemoContent(db, "category", [...categoryIds.values()]);
  for (const [index, post] of demoPosts.entries()) {
    const categoryId = categoryIds.get(post.category);
    if (categoryId === undefined) throw new Error(`Kategori tidak dikenal: ${post.category}`);
    const tags = parseTagField(post.tags);
    if (!tags.ok) throw new Error(`${post.slug}: ${tags.error}`);
    const cover = await storeEncodedImage(db, await demoCover(index, post.category));
    const profile = post.author ? await profileForName(db, post.author) : null;
    const id = await createPost(db, {
      title: post.title,
      slug: post.slug,
      summary: post.summary,
      content: post.content,
      image: cover,
      categoryId,
      tags: tags.tags,
      author: post.author,
      // Each named writer gets a profile and a page at /penulis/<slug>.
      authorProfileId: profile,
      published: post.published,
      featured: post.featured,
      createdAt: new Date(now.getTime() - post.daysAgo * dayMs).toISOString(),
    });
    await markDemoArticle(db, id, { cover, profile });
  }
  for (const [name, bio] of Object.entries(demoBios)) {
    await setBioByName(db, name, bio);
  }
  for (const page of starterPages) {
    await createPage(db, { ...page, published: true }, now.toISOString());
  }
  return demoPosts.length;
}

/** Seeds only a database that has no article yet (db/seeding.ts). */
export function seedDemoContentIfEmpty(db: DB): Promise<number> {
  return whenNoArticles(db, (trx) => seedDemoContent(trx));
}

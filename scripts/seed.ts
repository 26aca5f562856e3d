// npm run db:seed: writes the demo articles and the footer's pages into the configured database
// (migrating it first).
import { openDatabase } from "~/.server/db/connection";
import { migrateToLatest } from "~/.server/db/migrate";
import { countArticles } from "~/.server/db/seeding";
import { parseEnv } from "~/.server/env";
import { seedDemoContent } from "~/.server/seed";

const env = parseEnv();
const db = openDatabase(env.DATABASE_URL);
try {
  await migrateToLatest(db);
  const existing = await countArticles(db);
  if (existing > 0) {
    console.log(`Database sudah berisi ${existing} artikel; konten demo tidak ditulis ulang.`);
  } else {
    const count = await seedDemoContent(db);
    console.log(`${count} artikel demo dan halaman awal (Tentang Kami, Kontak, …) ditulis.`);
  }
} finally {
  await db.destroy();
}

import type { DB } from "../app/.server/db/connection";
import { listCategories } from "../app/.server/db/categories";
import { createPost } from "../app/.server/db/post-writes";
import type { TagName } from "../app/lib/tags";

// Plausible Indonesian vocabulary, so that search terms have realistic selectivity.
const words = `ekonomi digital sekolah guru murid pasar harga kota desa jalan kereta listrik data
  aplikasi pemerintah kebijakan warga usaha kecil menengah produk layanan kesehatan rumah sakit
  olahraga pertandingan tim pelatih musik film budaya bahasa sejarah laut pantai hutan tanaman
  pangan beras kopi teh nelayan petani pabrik industri energi surya angin air banjir hujan cuaca
  iklim kampus riset ilmuwan internet jaringan keamanan kata sandi media sosial berita opini
  desain warna huruf tampilan pengguna lansia anak keluarga tabungan investasi saham bank kredit`
  .split(/\s+/)
  .filter(Boolean);

// One city per title: a search for a city finds about one article in forty, like a reader's topic.
const cities =
  `jakarta surabaya bandung medan semarang makassar palembang denpasar yogyakarta malang
  pontianak manado padang pekanbaru balikpapan samarinda banjarmasin jayapura kupang mataram ambon
  jambi bengkulu cirebon bogor depok bekasi tangerang solo kediri madiun jember banyuwangi serang
  cilegon sukabumi tasikmalaya garut purwokerto tegal pekalongan magelang salatiga`
    .split(/\s+/)
    .filter(Boolean);

function sentence(seed: number, length: number): string {
  const picked: string[] = [];
  for (let i = 0; i < length; i++)
    picked.push(words[(seed * 31 + i * 17 + i * i) % words.length] ?? "kata");
  const text = picked.join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1) + ".";
}

function topic(n: number): TagName {
  const word = words[n % words.length] ?? "kata";
  return { name: word.charAt(0).toUpperCase() + word.slice(1), slug: word };
}

/** Adds `count` generated published articles spread over the categories and the past years. */
export async function generateArticles(db: DB, count: number): Promise<void> {
  const categories = await listCategories(db);
  const now = Date.now();
  const batch = 500;
  for (let start = 0; start < count; start += batch) {
    await db.transaction().execute(async (trx) => {
      for (let n = start; n < Math.min(count, start + batch); n++) {
        const paragraphs = Array.from({ length: 6 }, (_, p) => `<p>${sentence(n + p, 40)}</p>`);
        await createPost(trx, {
          title: `${sentence(n, 6).slice(0, -1)} di ${cities[n % cities.length] ?? "kota"} ${n}`,
          slug: `arsip-${n}`,
          summary: sentence(n + 7, 20),
          content: paragraphs.join(""),
          image: null,
          categoryId: categories[n % categories.length]?.id ?? 1,
          author: "Redaksi",
          published: true,
          // Two topics of about a hundred: a tag page lists about one article in fifty.
          tags: [topic(n), topic(n * 7 + 3)],
          createdAt: new Date(now - (n + 100) * 3_600_000).toISOString(),
        });
      }
    });
  }
}

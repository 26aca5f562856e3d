import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { daysAgo, makePost } from "../support/factories";
import { cardTitles, loadHtml } from "../support/html";
import { startServer, type TestServer } from "../support/server";

// Indonesian search on the real server: the same roots on SQLite and PostgreSQL.
let server: TestServer;

async function titlesAt(query: string, extra = ""): Promise<string[]> {
  const response = await server.fetch(`/?q=${encodeURIComponent(query)}${extra}`);
  expect(response.status).toBe(200);
  return cardTitles(await loadHtml(response));
}

beforeAll(async () => {
  server = await startServer();
  const articles = [
    ["Warga Membaca Koran Pagi", "Kebiasaan lama yang bertahan.", "bisnis"],
    ["Cara Baca Cepat", "Tips sederhana.", "pendidikan"],
    ["Pembangunan Jalan Tol Trans Sumatra", "Proyek nasional.", "bisnis"],
    ["Bangun Pagi Itu Sehat", "Kebiasaan baik.", "sosial"],
    ["Kebijakan Fiskal Baru", "Pemerintah mengumumkan aturan.", "opini"],
    ["Pemimpin yang Bijak", "Tentang kepemimpinan.", "opini"],
    ["Perekonomian Kuartal Ketiga", "Angka terbaru.", "bisnis"],
    ["Ekonomi Digital Tumbuh", "Laporan tahunan.", "teknologi"],
    ["Berita-berita Pekan Ini", "Rangkuman.", "hiburan"],
  ] as const;
  let age = 1;
  for (const [title, summary, category] of articles) {
    await makePost(server.db, { title, summary, category, createdAt: daysAgo(age++) });
  }
  await makePost(server.db, {
    title: "Laporan Pagi",
    summary: "Ringkasan singkat.",
    content: "<p>Isi laporan tentang teknologi.</p>",
    tags: [{ name: "Kebijakan Publik", slug: "kebijakan-publik" }],
    createdAt: daysAgo(age),
  });
});

afterAll(() => server?.stop());

describe("Indonesian search", () => {
  it.each([
    ["membaca", ["Warga Membaca Koran Pagi", "Cara Baca Cepat"]],
    ["baca", ["Warga Membaca Koran Pagi", "Cara Baca Cepat"]],
    ["pembangunan", ["Pembangunan Jalan Tol Trans Sumatra", "Bangun Pagi Itu Sehat"]],
    ["bangun", ["Pembangunan Jalan Tol Trans Sumatra", "Bangun Pagi Itu Sehat"]],
    ["kebijakan", ["Kebijakan Fiskal Baru", "Pemimpin yang Bijak", "Laporan Pagi"]],
    ["bijak", ["Kebijakan Fiskal Baru", "Pemimpin yang Bijak", "Laporan Pagi"]],
    ["perekonomian", ["Perekonomian Kuartal Ketiga", "Ekonomi Digital Tumbuh"]],
    ["ekonomi", ["Perekonomian Kuartal Ketiga", "Ekonomi Digital Tumbuh"]],
    ["berita-berita", ["Berita-berita Pekan Ini"]],
    ["berita", ["Berita-berita Pekan Ini"]],
  ])("'%s' finds the word and its affixed or root forms", async (query, expected) => {
    expect((await titlesAt(query)).sort()).toEqual([...expected].sort());
  });

  it("ranks an exact match in the title first", async () => {
    expect((await titlesAt("bangun"))[0]).toBe("Bangun Pagi Itu Sehat");
    expect((await titlesAt("pembangunan"))[0]).toBe("Pembangunan Jalan Tol Trans Sumatra");
  });

  it("still matches the last word as a prefix", async () => {
    expect(await titlesAt("perekono")).toEqual(["Perekonomian Kuartal Ketiga"]);
    expect(await titlesAt("koran pag")).toEqual(["Warga Membaca Koran Pagi"]);
  });

  it("finds an article by its whole title, affixed words and all", async () => {
    await makePost(server.db, {
      title: "Peluncuran Satelit Nusantara Terjadwal",
      createdAt: daysAgo(30),
    });
    expect(await titlesAt("Peluncuran Satelit Nusantara Terjadwal")).toEqual([
      "Peluncuran Satelit Nusantara Terjadwal",
    ]);
    expect(await titlesAt("Pembangunan Jalan Tol Trans Sumatra")).toEqual([
      "Pembangunan Jalan Tol Trans Sumatra",
    ]);
  });

  it("keeps the category filter combined with stemming", async () => {
    expect(await titlesAt("ekonomi", "&category=bisnis")).toEqual(["Perekonomian Kuartal Ketiga"]);
  });

  it("finds articles by their tags", async () => {
    expect(await titlesAt("publik")).toEqual(["Laporan Pagi"]);
  });

  it("indexes at start the articles stored before stemming existed", async () => {
    const { id } = await makePost(server.db, { title: "Pemenang Lomba Foto" });
    await server.db.updateTable("posts").set({ search_stems: null }).where("id", "=", id).execute();
    expect(await titlesAt("menang")).toEqual([]);
    const again = await startServer({ databaseUrl: server.databaseUrl });
    try {
      const response = await again.fetch(`/?q=menang`);
      expect(cardTitles(await loadHtml(response))).toEqual(["Pemenang Lomba Foto"]);
    } finally {
      await again.stop();
    }
  });
});

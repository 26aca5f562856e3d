import { writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { texts } from "~/.server/texts";
import { loadHtml } from "../support/html";
import {
  fixture,
  importedPost,
  importedTags,
  redirectTarget,
  runScript,
  tableCounts,
  truncated,
} from "../support/import";
import { startServer, type TestServer } from "../support/server";

// Small exports of our own in the documented formats: Blogger's "Back up content" Atom feed (in
// today's dialect, with one entry in the older one) and Ghost's JSON export (5.x).

const t = texts.moving;
// Each step runs the real command (tsx scripts/…), a few seconds each on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(() => server?.stop());

const post = (slug: string) => importedPost(server.db, slug);
const redirect = (path: string) => redirectTarget(server.db, path);

describe("importing a Blogger backup", () => {
  const file = fixture("blogger.atom");

  it("refuses a cut-off file, writing nothing", async () => {
    const before = await tableCounts(server.db);
    const result = await runScript("import", [truncated(file)], server.databaseUrl);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Berkas XML rusak di baris");
    expect(await tableCounts(server.db)).toEqual(before);
  });

  it("imports posts, drafts, pages, labels, threaded comments and /YYYY/MM/slug.html addresses", async () => {
    const result = await runScript("import", [file], server.databaseUrl);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(t.formatNames.blogger);
    expect(result.stdout).toMatch(/Artikel\s+3\s+0\s+0\s+0\s+0/);
    expect(result.stdout).toMatch(/Komentar\s+2\s+0\s+0\s+1\s+0/);

    const soto = await post("soto-betawi-legendaris");
    expect(soto?.title).toBe("Soto Betawi Legendaris");
    expect(soto?.category).toBe("Kuliner");
    expect(soto?.author).toBe("Rina Kusuma");
    expect(soto?.summary).toBe("Soto Betawi terenak di Jakarta Pusat.");
    expect(soto?.content).toContain("<b>Betawi</b>");
    expect(soto?.content).not.toContain("script");
    // Blogger's http image host answers https too; Warta shows https images only.
    expect(soto?.content).toContain('<img src="https://1.bp.blogspot.com/-abc/s1600/soto.jpg"');
    expect(result.stdout).toContain("https://1.bp.blogspot.com/-abc/s1600/soto.jpg");
    expect(Boolean(soto?.published)).toBe(true);
    expect(Boolean((await post("draf-gudeg-jogja"))?.published)).toBe(false);
    expect((await post("pantai-pangandaran"))?.category).toBe("Wisata");
    // Labels are tags; the first one is the category too.
    expect(await importedTags(server.db, "soto-betawi-legendaris")).toEqual([
      "jakarta: Jakarta",
      "kuliner: Kuliner",
    ]);
    expect(await importedTags(server.db, "pantai-pangandaran")).toEqual(["wisata: Wisata"]);

    expect(await redirect("/2019/05/soto-betawi-legendaris.html")).toBe(
      "/blog/soto-betawi-legendaris",
    );
    expect(await redirect("/2017/08/pantai-pangandaran.html")).toBe("/blog/pantai-pangandaran");
    expect(await redirect("/p/tentang-blog-ini.html")).toBe("/tentang-blog-ini");

    const page = await loadHtml(await server.fetch("/blog/soto-betawi-legendaris"));
    const top = page("ol[aria-label] > li");
    expect(top).toHaveLength(1);
    expect(top.find(".comment-author").first().text()).toBe("Dodi");
    expect(top.find("ol li .comment-text").text()).toBe("Ayo mampir, Dodi.");
    expect(page("main").text()).not.toContain("Dihapus.");
  });

  it("changes nothing when imported again", async () => {
    const before = await tableCounts(server.db);
    const result = await runScript("import", [file], server.databaseUrl);
    expect(result.stdout).toMatch(/Artikel\s+0\s+0\s+3\s+0\s+0/);
    expect(result.stdout).toMatch(/Komentar\s+0\s+0\s+2\s+1\s+0/);
    expect(await tableCounts(server.db)).toEqual(before);
  });
});

describe("importing a Ghost export", () => {
  const file = fixture("ghost.json");

  it("refuses broken JSON with a clear message, writing nothing", async () => {
    const before = await tableCounts(server.db);
    const result = await runScript("import", [truncated(file, 0.7)], server.databaseUrl);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/Berkas JSON rusak: .*Tidak ada yang diimpor\./);
    expect(await tableCounts(server.db)).toEqual(before);
  });

  it("imports posts with their primary tag and first author, pages, and Ghost's /slug/ addresses", async () => {
    const result = await runScript("import", [file], server.databaseUrl);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Artikel\s+4\s+0\s+0\s+0\s+0/);
    expect(result.stdout).toMatch(/Halaman\s+1\s+0\s+0\s+0\s+0/);
    expect(result.stdout).toContain(t.membersAsDraft("paid"));
    expect(result.stdout).toContain("https://images.example/sampul-beras.jpg");

    const beras = await post("harga-beras-naik");
    // The internal tag (#internal) comes first in Ghost's order but is not a topic.
    expect(beras?.category).toBe("Ekonomi");
    expect(beras?.author).toBe("Maya Putri");
    expect(beras?.image).toBe("https://images.example/sampul-beras.jpg");
    expect(beras?.summary).toBe("Beras makin mahal di pasar.");
    expect(beras?.content).toContain('<img src="https://images.example/beras.jpg" alt="Beras" />');
    expect(Boolean(beras?.published)).toBe(true);
    expect((await post("draf-anggaran"))?.category).toBe("Bisnis");
    // Tags become tags; the primary one is the category: a new one (Ekonomi) or the one of that
    // name (Bisnis).
    expect(await importedTags(server.db, "harga-beras-naik")).toEqual([
      "ekonomi: Ekonomi",
      "pangan: Pangan",
    ]);
    expect(await importedTags(server.db, "draf-anggaran")).toEqual(["bisnis: Bisnis"]);
    const categories = await server.db.selectFrom("categories").select("name").execute();
    expect(categories.filter((row) => ["Ekonomi", "Bisnis"].includes(row.name))).toHaveLength(2);
    for (const slug of ["draf-anggaran", "analisis-anggota", "terjadwal"]) {
      expect([slug, Boolean((await post(slug))?.published)]).toEqual([slug, false]);
    }
    expect(await redirect("/harga-beras-naik/")).toBe("/blog/harga-beras-naik");
    expect(await redirect("/kontak/")).toBe("/kontak");
    expect((await server.fetch("/blog/harga-beras-naik")).status).toBe(200);
  });

  it("changes nothing when imported again", async () => {
    const before = await tableCounts(server.db);
    const result = await runScript("import", [file], server.databaseUrl);
    expect(result.stdout).toMatch(/Artikel\s+0\s+0\s+4\s+0\s+0/);
    expect(await tableCounts(server.db)).toEqual(before);
  });
});

describe("files that are no export", () => {
  it("refuses an unknown format and an empty file, writing nothing", async () => {
    const before = await tableCounts(server.db);
    const text = fixture("ghost.json").replace(/ghost\.json$/, "catatan.txt");
    writeFileSync(text, "Ini hanya catatan biasa.\n");
    const unknown = await runScript("import", [text], server.databaseUrl);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr.trim()).toBe(t.unknownFormat);
    writeFileSync(text, "");
    const empty = await runScript("import", [text], server.databaseUrl);
    expect(empty.stderr.trim()).toBe(t.emptyFile);
    expect(await tableCounts(server.db)).toEqual(before);
  });
});

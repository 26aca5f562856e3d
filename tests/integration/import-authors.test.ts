import { readFileSync, writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { texts } from "~/.server/texts";
import { wordpressReader } from "~/.server/import/wordpress";
import { fixture, importedPost, runScript, tableCounts } from "../support/import";
import { cardTitles, loadHtml } from "../support/html";
import { startServer, type TestServer } from "../support/server";

// Imported authors become author profiles without an account; Ghost's __GHOST_URL__ is resolved
// with --site-url; a WXR file with unescaped "]]>" in its CDATA is read as WordPress reads it.

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

async function profile(slug: string) {
  return server.db
    .selectFrom("author_profiles")
    .select(["id", "name", "user_id"])
    .where("slug", "=", slug)
    .executeTakeFirst();
}

describe("a Ghost export with authors and __GHOST_URL__", () => {
  const file = fixture("ghost-site-url.json");

  it("refuses a --site-url that is not a site's address, in Indonesian, writing nothing", async () => {
    const before = await tableCounts(server.db);
    for (const bad of ["lama.contoh.id", "ftp://lama.contoh.id", "https://lama.contoh.id/?x=1"]) {
      const result = await runScript("import", [file, "--site-url", bad], server.databaseUrl);
      expect([bad, result.code]).toEqual([bad, 2]);
      expect(result.stderr).toContain(texts.moving.badSiteUrl(bad));
    }
    expect(await tableCounts(server.db)).toEqual(before);
  });

  it("puts the old address in place of __GHOST_URL__ and makes each first author a profile", async () => {
    const result = await runScript(
      "import",
      [file, "--site-url", "https://lama.contoh.id/"],
      server.databaseUrl,
    );
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain(texts.moving.ghostUrlKept);

    const sawah = await importedPost(server.db, "sawah-di-lereng-merapi");
    expect(sawah?.image).toBe("https://lama.contoh.id/content/images/2024/05/sampul-sawah.jpg");
    expect(sawah?.content).toContain(
      'src="https://lama.contoh.id/content/images/2024/05/sawah.jpg"',
    );
    expect(sawah?.content).toContain('href="https://lama.contoh.id/panen-raya/"');
    expect(sawah?.content).not.toContain("__GHOST_URL__");

    // The first author by sort order: Siti for the first post, Joko for the second.
    const siti = await profile("siti-rahmawati");
    const joko = await profile("joko-susilo");
    expect([siti?.name, siti?.user_id]).toEqual(["Siti Rahmawati", null]);
    expect([joko?.name, joko?.user_id]).toEqual(["Joko Susilo", null]);
    const $ = await loadHtml(await server.fetch("/penulis/siti-rahmawati"));
    expect(cardTitles($)).toEqual(["Sawah di Lereng Merapi"]);
    const article = await loadHtml(await server.fetch("/blog/panen-raya"));
    expect(article('header a[href="/penulis/joko-susilo"]').text()).toBe("Joko Susilo");
  });

  it("keeps __GHOST_URL__ without --site-url and says so in the report", async () => {
    // Another site's export (other ids and slugs), so it is a new import rather than a repeat.
    const copy = fixture("ghost-site-url.json");
    writeFileSync(
      copy,
      readFileSync(copy, "utf8")
        .replaceAll("0b7c1f2e", "1c7c1f2e")
        .replaceAll("66b0", "77b0")
        .replaceAll('"slug": "sawah-di-lereng-merapi"', '"slug": "sawah-tanpa-alamat"')
        .replaceAll('"slug": "panen-raya"', '"slug": "panen-tanpa-alamat"'),
    );
    const result = await runScript("import", [copy], server.databaseUrl);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(texts.moving.ghostUrlKept);
    const sawah = await importedPost(server.db, "sawah-tanpa-alamat");
    // An address that is no address cannot be a cover; the text keeps it as it was.
    expect(sawah?.image).toBeNull();
    expect(sawah?.content).toContain('href="__GHOST_URL__/panen-raya/"');
    // The profiles of the first import are found by name, not made twice.
    const profiles = await server.db
      .selectFrom("author_profiles")
      .select("slug")
      .where("name", "in", ["Siti Rahmawati", "Joko Susilo"])
      .execute();
    expect(profiles).toHaveLength(2);
  });
});

describe("WordPress's crazy-cdata.xml", () => {
  // tests/fixtures/import/crazy-cdata.xml is phpunit/data/crazy-cdata.xml of
  // WordPress/wordpress-importer (commit 5fda048), unchanged: "]]>" unescaped inside CDATA.
  it("is read through the lenient fallback as WordPress's importer reads it", async () => {
    const result = await runScript("import", [fixture("crazy-cdata.xml")], server.databaseUrl);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(texts.moving.lenientXml);
    const hello = await importedPost(server.db, "hello-world");
    expect(hello?.title).toBe("Hello world!");
    // The HTML of the article as WordPress's parser gives it (its phpunit test expects this
    // post_content); sanitized for Warta, the CDATA marker inside it goes like any comment.
    const reader = wordpressReader(fixture("crazy-cdata.xml"));
    expect(await reader.check()).toBe(1);
    const entries = [];
    for await (const item of reader.items()) if (item.type === "entry") entries.push(item.entry);
    expect(entries.map((entry) => entry.html)).toEqual([
      "<p>Content with nested <![CDATA[ tags ]]> :)</p>",
    ]);
    const $ = await loadHtml(new Response(hello?.content ?? ""));
    expect($.root().text()).toBe("Content with nested  :)");
    expect(hello?.author).toBe("admin");
    expect((await profile("admin"))?.user_id).toBeNull();
  });

  it("is still refused when broken in another way", async () => {
    const broken = fixture("crazy-cdata.xml");
    writeFileSync(broken, readFileSync(broken, "utf8").replace("</channel>", ""));
    const before = await tableCounts(server.db);
    const result = await runScript("import", [broken], server.databaseUrl);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/Berkas XML rusak di baris \d+/);
    expect(await tableCounts(server.db)).toEqual(before);
  });
});

import { Migrator, sql } from "kysely";
import Parser from "rss-parser";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrations } from "../../database/migrations";
import { openDatabase } from "~/.server/db/connection";
import { profileForName } from "~/.server/db/author-profiles";
import { texts as adminTexts } from "~/lib/admin-texts";
import { texts } from "~/.server/texts";
import { adminServerEnv, sessionFor } from "../support/admin";
import { createTestDatabase } from "../support/database";
import { daysAgo, makePost } from "../support/factories";
import { cardTitles, loadHtml, type Page } from "../support/html";
import { startServer, type TestServer } from "../support/server";

const p = adminTexts.profile;

describe("migration 0022: typed author names become profiles", () => {
  it("makes one profile per distinct name and per account, and points the articles at them", async () => {
    const database = await createTestDatabase();
    const db = openDatabase(database.url);
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      const before = await migrator.migrateTo("0021-accounts-and-activity");
      expect(before.error).toBeUndefined();
      await db
        .insertInto("user")
        .values({
          id: "akun-sari",
          name: "Sari Dewi",
          email: "sari@contoh.id",
          emailVerified: true,
          image: null,
          createdAt: new Date().toISOString(),
          updatedAt: new Date().toISOString(),
          role: "admin",
        })
        .execute();
      const category = await db.selectFrom("categories").select("id").executeTakeFirstOrThrow();
      const authors = [
        "Sari Dewi",
        " Sari Dewi ",
        "Budi Santoso",
        "Budi Santoso",
        "Émile Zola",
        "",
      ];
      for (const [index, author] of authors.entries()) {
        // Written as that version's schema knew them: no author_profile_id yet.
        await sql`insert into posts (title, slug, summary, content, content_text, category_id,
            author, published, created_at, updated_at)
          values (${`Judul ${index}`}, ${`judul-${index}`}, 'r', '<p>x</p>', 'x', ${category.id},
            ${author || null}, ${true}, ${new Date().toISOString()}, ${new Date().toISOString()})`.execute(
          db,
        );
      }

      const after = await migrator.migrateToLatest();
      expect(after.error).toBeUndefined();

      const profiles = await db
        .selectFrom("author_profiles")
        .select(["id", "slug", "name", "user_id"])
        .orderBy("slug")
        .execute();
      expect(profiles.map((row) => [row.slug, row.name, row.user_id])).toEqual([
        ["budi-santoso", "Budi Santoso", null],
        ["emile-zola", "Émile Zola", null],
        ["sari-dewi", "Sari Dewi", "akun-sari"],
      ]);
      const bySlug = new Map(profiles.map((row) => [row.slug, Number(row.id)]));
      const posts = await db
        .selectFrom("posts")
        .select(["slug", "author_profile_id"])
        .orderBy("slug")
        .execute();
      expect(posts.map((row) => row.author_profile_id)).toEqual([
        bySlug.get("sari-dewi"),
        bySlug.get("sari-dewi"),
        bySlug.get("budi-santoso"),
        bySlug.get("budi-santoso"),
        bySlug.get("emile-zola"),
        null,
      ]);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});

describe("author profiles on a running site", () => {
  let server: TestServer;
  let cookie = "";
  let sari = 0;
  let budi = 0;

  async function page(path: string): Promise<Page> {
    const response = await server.fetch(path);
    expect(response.status, path).toBe(200);
    return loadHtml(response);
  }

  function saveProfile(fields: Record<string, string | Blob>): Promise<Response> {
    const form = new FormData();
    form.set("intent", "profile");
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    return server.fetch("/admin/account", { method: "POST", headers: { cookie }, body: form });
  }

  beforeAll(async () => {
    server = await startServer({ env: adminServerEnv });
    cookie = await sessionFor(server, "redaksi@contoh.id");
    sari = await profileForName(server.db, "Sari Dewi");
    budi = await profileForName(server.db, "Budi Santoso");
    await server.db
      .updateTable("author_profiles")
      .set({ bio: "Menulis tentang kopi dan kota.", website: "https://sari.contoh.id" })
      .where("id", "=", sari)
      .execute();
    // Seven published articles by Sari (newest first: 1 … 7), a draft, and one by Budi.
    for (let n = 1; n <= 7; n++) {
      await makePost(server.db, {
        title: `Tulisan Sari ${n}`,
        slug: `tulisan-sari-${n}`,
        author: "Sari Dewi",
        authorProfileId: sari,
        createdAt: daysAgo(n),
      });
    }
    await makePost(server.db, {
      title: "Draf Sari",
      author: "Sari Dewi",
      authorProfileId: sari,
      published: false,
    });
    await makePost(server.db, {
      title: "Tulisan Budi",
      slug: "tulisan-budi",
      author: "Budi Santoso",
      authorProfileId: budi,
      createdAt: daysAgo(0),
    });
  });
  afterAll(() => server?.stop());

  it("lists an author's published articles six at a time, with bio, canonical and feed link", async () => {
    const first = await page("/penulis/sari-dewi");
    expect(first("h1").text()).toBe("Sari Dewi");
    expect(first("body").text()).toContain("Menulis tentang kopi dan kota.");
    expect(cardTitles(first)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Tulisan Sari ${n}`));
    expect(first('link[rel="canonical"]').attr("href")).toBe(`${server.url}/penulis/sari-dewi`);
    expect(first('meta[property="og:title"]').attr("content")).toBe(
      texts.authors.pageTitle("Sari Dewi"),
    );
    // The site's own feeds are announced too; the author's are among them.
    for (const [type, href] of [
      ["application/rss+xml", "/penulis/sari-dewi/rss.xml"],
      ["application/feed+json", "/penulis/sari-dewi/feed.json"],
    ]) {
      expect(first(`link[rel="alternate"][type="${type}"][href="${href}"]`), href).toHaveLength(1);
    }

    const second = await page("/penulis/sari-dewi?page=2");
    expect(cardTitles(second)).toEqual(["Tulisan Sari 7"]);
    expect(second('link[rel="canonical"]').attr("href")).toBe(
      `${server.url}/penulis/sari-dewi?page=2`,
    );
  });

  it("describes the author as JSON-LD Person", async () => {
    const $ = await page("/penulis/sari-dewi");
    const scripts = $('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts.text())).toEqual({
      "@context": "https://schema.org",
      "@type": "Person",
      name: "Sari Dewi",
      url: `${server.url}/penulis/sari-dewi`,
      description: "Menulis tentang kopi dan kota.",
      sameAs: ["https://sari.contoh.id"],
    });
  });

  it("answers 404 for an unknown or malformed author slug", async () => {
    for (const path of [
      "/penulis/tidak-ada",
      "/penulis/Bukan%20Slug",
      "/penulis/tidak-ada/rss.xml",
    ]) {
      expect((await server.fetch(path)).status, path).toBe(404);
    }
  });

  it("links bylines on cards and articles to the author's page, and names the author in JSON-LD", async () => {
    const home = await page("/");
    const byline = home("article")
      .filter((_, el) => home(el).find("h2").text().includes("Tulisan Budi"))
      .find('a[href="/penulis/budi-santoso"]');
    expect(byline.text()).toBe("Budi Santoso");

    const article = await page("/blog/tulisan-sari-1");
    expect(article('header a[href="/penulis/sari-dewi"]').text()).toBe("Sari Dewi");
    const posting = JSON.parse(article('script[type="application/ld+json"]').last().text()) as {
      author: unknown;
    };
    expect(posting.author).toEqual({
      "@type": "Person",
      name: "Sari Dewi",
      url: `${server.url}/penulis/sari-dewi`,
    });
  });

  it("serves the author's RSS 2.0 and JSON Feed 1.1 with the author named", async () => {
    const rssResponse = await server.fetch("/penulis/sari-dewi/rss.xml");
    expect(rssResponse.status).toBe(200);
    expect(rssResponse.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const rss = await new Parser().parseString(await rssResponse.text());
    expect(rss.title).toBe(texts.authors.feedTitle(texts.site.name, "Sari Dewi"));
    expect(rss.link).toBe(`${server.url}/penulis/sari-dewi`);
    expect(rss.items.map((item) => item.title)).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((n) => `Tulisan Sari ${n}`),
    );
    for (const item of rss.items) expect(item.creator).toBe("Sari Dewi");

    const json = (await (await server.fetch("/penulis/sari-dewi/feed.json")).json()) as {
      version: string;
      feed_url: string;
      items: { title: string; authors: { name: string; url?: string }[] }[];
    };
    expect(json.version).toBe("https://jsonfeed.org/version/1.1");
    expect(json.feed_url).toBe(`${server.url}/penulis/sari-dewi/feed.json`);
    expect(json.items).toHaveLength(7);
    expect(json.items[0]?.authors).toEqual([
      { name: "Sari Dewi", url: `${server.url}/penulis/sari-dewi` },
    ]);
  });

  it("lists authors with a published article in the sitemap", async () => {
    const xml = await (await server.fetch("/sitemap.xml")).text();
    expect(xml).toContain(`<loc>${server.url}/penulis/sari-dewi</loc>`);
    expect(xml).toContain(`<loc>${server.url}/penulis/budi-santoso</loc>`);
    // The signed-up account's profile has no published article yet.
    expect(xml).not.toMatch(/\/penulis\/redaksi/);
  });

  it("gives a new article its writer's own profile, and refuses a profile that does not exist", async () => {
    const category = await server.db
      .selectFrom("categories")
      .select("id")
      .executeTakeFirstOrThrow();
    const form = (author?: string) => {
      const body = new FormData();
      for (const [key, value] of Object.entries({
        title: "Milik Sendiri",
        slug: "milik-sendiri",
        categoryId: String(category.id),
        summary: "Ringkas.",
        content: "<p>Isi.</p>",
        published: "on",
        ...(author === undefined ? {} : { author }),
      })) {
        body.set(key, value);
      }
      return body;
    };
    const refused = await server.fetch("/admin/articles/new", {
      method: "POST",
      headers: { cookie },
      body: form("424242"),
    });
    expect(refused.status).toBe(400);
    expect((await loadHtml(refused))("#author-error").text()).toBe(adminTexts.editor.authorUnknown);

    const saved = await server.fetch("/admin/articles/new", {
      method: "POST",
      headers: { cookie },
      body: form(),
    });
    expect(saved.status).toBe(302);
    const row = await server.db
      .selectFrom("posts")
      .innerJoin("author_profiles", "author_profiles.id", "posts.author_profile_id")
      .innerJoin("user", "user.id", "author_profiles.user_id")
      .select(["user.email", "posts.author"])
      .where("posts.slug", "=", "milik-sendiri")
      .executeTakeFirstOrThrow();
    expect(row.email).toBe("redaksi@contoh.id");
  });

  it("refuses bad profile input in Akun with an Indonesian 400 and changes nothing", async () => {
    const valid = { name: "Redaksi Warta", slug: "redaksi-warta", bio: "", website: "", links: "" };
    const cases: [Record<string, string>, string, string][] = [
      [{ name: "  " }, "name", p.nameRequired],
      [{ name: "x".repeat(101) }, "name", p.nameTooLong],
      [{ slug: "Bukan Slug" }, "slug", p.slugInvalid],
      [{ slug: "sari-dewi" }, "slug", p.slugTaken],
      [{ bio: "b".repeat(501) }, "bio", p.bioTooLong],
      [{ website: "javascript:alert(1)" }, "website", p.urlInvalid],
      [{ website: "http://tidak-aman.contoh.id" }, "website", p.urlInvalid],
      [
        {
          links:
            "https://a.id\nhttps://b.id\nhttps://c.id\nhttps://d.id\nhttps://e.id\nhttps://f.id",
        },
        "links",
        p.tooManyLinks(5),
      ],
      [{ links: "data:text/html,hai" }, "links", p.urlInvalid],
    ];
    const before = await server.db
      .selectFrom("author_profiles")
      .selectAll()
      .orderBy("id")
      .execute();
    for (const [fields, field, message] of cases) {
      const response = await saveProfile({ ...valid, ...fields });
      expect(response.status, JSON.stringify(fields)).toBe(400);
      const $ = await loadHtml(response);
      expect($(`#profile-${field}-error`).text(), JSON.stringify(fields)).toBe(message);
    }
    const notImage = await saveProfile({
      ...valid,
      avatarFile: new File([new TextEncoder().encode("<svg/>")], "a.svg", {
        type: "image/svg+xml",
      }),
    });
    expect(notImage.status).toBe(400);
    expect((await loadHtml(notImage))("#profile-avatar-error").text()).toBe(
      adminTexts.editor.uploadNotImage,
    );
    expect(
      await server.db.selectFrom("author_profiles").selectAll().orderBy("id").execute(),
    ).toEqual(before);
  });

  it("saves the owner's profile from Akun, avatar through the media pipeline, and shows it", async () => {
    const png = await sharp({
      create: { width: 300, height: 300, channels: 3, background: "#0f766e" },
    })
      .png()
      .toBuffer();
    const response = await saveProfile({
      name: "Redaksi Warta",
      slug: "redaksi-warta",
      bio: "Tim redaksi.",
      website: "https://warta.contoh.id",
      links: "https://x.com/warta\r\nhttps://instagram.com/warta",
      avatarFile: new File([new Uint8Array(png)], "foto.png", { type: "image/png" }),
    });
    expect(response.status).toBe(200);
    const stored = await server.db
      .selectFrom("author_profiles")
      .innerJoin("user", "user.id", "author_profiles.user_id")
      .select(["author_profiles.slug", "author_profiles.avatar", "author_profiles.links"])
      .where("user.email", "=", "redaksi@contoh.id")
      .executeTakeFirstOrThrow();
    expect(stored.slug).toBe("redaksi-warta");
    expect(stored.avatar).toMatch(/^\/media\/[a-f0-9]+\.webp$/);
    expect(JSON.parse(stored.links)).toEqual([
      "https://x.com/warta",
      "https://instagram.com/warta",
    ]);
    expect((await server.fetch(stored.avatar ?? "")).headers.get("content-type")).toBe(
      "image/webp",
    );

    const $ = await page("/penulis/redaksi-warta");
    expect($("h1").text()).toBe("Redaksi Warta");
    expect(cardTitles($)).toEqual(["Milik Sendiri"]);
    expect($(`img[src="${stored.avatar}"]`)).toHaveLength(1);
    // The byline follows the profile's current name.
    const article = await page("/blog/milik-sendiri");
    expect(article('header a[href="/penulis/redaksi-warta"]').text()).toBe("Redaksi Warta");
  });

  it("lets an admin link an imported author's profile to an account, which takes it as its own", async () => {
    const link = (fields: Record<string, string>) =>
      server.fetch("/admin/users", {
        method: "POST",
        headers: { cookie },
        body: new URLSearchParams({ intent: "linkProfile", ...fields }),
      });
    const account = await server.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", "redaksi@contoh.id")
      .executeTakeFirstOrThrow();
    const own = await server.db
      .selectFrom("author_profiles")
      .select("id")
      .where("user_id", "=", account.id)
      .executeTakeFirstOrThrow();

    const users = await loadHtml(await server.fetch("/admin/users", { headers: { cookie } }));
    expect(users(`select[name="profileId"] option[value="${budi}"]`).text()).toBe("Budi Santoso");
    expect(users(`select[name="profileId"] option[value="${own.id}"]`)).toHaveLength(0);

    for (const fields of [
      { profileId: "abc", userId: account.id },
      { profileId: String(own.id), userId: account.id },
      { profileId: "999999", userId: account.id },
    ]) {
      const refused = await link(fields);
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      expect(await refused.text()).toContain(p.profileUnknown);
    }
    expect((await link({ profileId: String(budi), userId: "tidak-ada" })).status).toBe(404);

    expect((await link({ profileId: String(budi), userId: account.id })).status).toBe(200);
    const linked = await server.db
      .selectFrom("author_profiles")
      .select(["id", "user_id"])
      .where("user_id", "=", account.id)
      .executeTakeFirstOrThrow();
    expect(linked.id).toBe(budi);
    // The account's earlier profile gave its article to the linked one and is gone.
    expect((await server.fetch("/penulis/redaksi-warta")).status).toBe(404);
    const article = await page("/blog/milik-sendiri");
    expect(article('header a[href="/penulis/budi-santoso"]').text()).toBe("Budi Santoso");
  });
});

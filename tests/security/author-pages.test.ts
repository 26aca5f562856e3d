import { Migrator } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrations } from "../../database/migrations";
import { openDatabase } from "~/.server/db/connection";
import { createTestDatabase } from "../support/database";
import { profileOfUser } from "~/.server/db/author-profiles";
import { texts as adminTexts } from "~/lib/admin-texts";
import { texts } from "~/lib/texts";
import { adminServerEnv, sessionFor } from "../support/admin";
import { makePost } from "../support/factories";
import { startServer, type TestServer } from "../support/server";

// Issue 39, item 4: a profile's page exists once it has a published article; until then it
// answers like an unknown name. Neither a slug nor a byline ever shows an address's local part.

let server: TestServer;
const admin = "pemimpin.redaksi@contoh.id";
const newcomer = "budi.santoso.rahasia@contoh.id";
const writer = "sekar.kinasih.rahasia@contoh.id";
const contributor = "kontributor.lepas@contoh.id";
let adminCookie = "";
let contributorCookie = "";
const localParts = ["budi.santoso.rahasia", "budi-santoso-rahasia", "sekar.kinasih.rahasia"];
const localSlugs = [
  "budi-santoso-rahasia",
  "budisantosorahasia",
  "sekar-kinasih-rahasia",
  "sekarkinasihrahasia",
];

async function userId(email: string): Promise<string> {
  const row = await server.db
    .selectFrom("user")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A 404 page with its requested slug and per-response nonces blanked out. */
function comparable(html: string, slug: string): string {
  return html.replaceAll(slug, "SLUG").replace(/nonce="[^"]*"/g, 'nonce=""');
}

async function notFoundLikeUnknown(slug: string): Promise<void> {
  const unknown = await server.fetch("/penulis/tidak-ada-orangnya");
  expect(unknown.status).toBe(404);
  const unknownPage = comparable(await unknown.text(), "tidak-ada-orangnya");
  const page = await server.fetch(`/penulis/${slug}`);
  expect(page.status, slug).toBe(404);
  expect(comparable(await page.text(), slug)).toBe(unknownPage);
  for (const feed of ["rss.xml", "feed.json"]) {
    expect((await server.fetch(`/penulis/${slug}/${feed}`)).status, feed).toBe(404);
  }
}

beforeAll(async () => {
  server = await startServer({ env: adminServerEnv });
  adminCookie = await sessionFor(server, admin);
  await sessionFor(server, newcomer);
  await sessionFor(server, writer);
  contributorCookie = await sessionFor(server, contributor);
});

afterAll(() => server?.stop());

describe("author pages", () => {
  it("gives a sign-up no public page, and no slug from its address", async () => {
    const profile = await profileOfUser(server.db, await userId(newcomer));
    for (const part of localSlugs) expect(profile.slug).not.toContain(part);
    expect(profile.name).not.toContain("budi");
    await notFoundLikeUnknown(profile.slug);
  });

  it("answers an approved writer without published articles like an unknown name", async () => {
    const id = await userId(writer);
    await server.db.updateTable("user").set({ role: "penulis" }).where("id", "=", id).execute();
    const profile = await profileOfUser(server.db, id);
    await makePost(server.db, {
      title: "Draf Sekar",
      published: false,
      authorProfileId: profile.id,
      author: profile.name,
      ownerId: id,
    });
    await notFoundLikeUnknown(profile.slug);
  });

  it("opens the page with the first published article, bylined by the newsroom until a name is set", async () => {
    const id = await userId(writer);
    const profile = await profileOfUser(server.db, id);
    const post = await makePost(server.db, {
      title: "Liputan Sekar",
      authorProfileId: profile.id,
      author: profile.name,
      ownerId: id,
    });
    expect((await server.fetch(`/penulis/${profile.slug}`)).status).toBe(200);
    expect((await server.fetch(`/penulis/${profile.slug}/rss.xml`)).status).toBe(200);
    const newsroom = texts.author.newsroom("Warta");
    for (const path of [
      "/",
      `/blog/${post.slug}`,
      `/penulis/${profile.slug}`,
      "/rss.xml",
      "/feed.json",
      "/sitemap.xml",
    ]) {
      const body = await (await server.fetch(path)).text();
      for (const part of [...localParts, ...localSlugs]) {
        expect(body, `${path} shows ${part}`).not.toContain(part);
      }
      if (path.startsWith("/blog/") || path === "/rss.xml") expect(body, path).toContain(newsroom);
    }
  });

  it("opens a page without articles only when an administrator says so", async () => {
    const profile = await profileOfUser(server.db, await userId(newcomer));
    const ask = (cookie: string, intent: string) =>
      server.fetch("/admin/profiles", {
        method: "POST",
        headers: { cookie },
        body: new URLSearchParams({ intent, id: String(profile.id) }),
      });
    expect((await ask(contributorCookie, "open")).status).toBe(403);
    expect((await server.fetch(`/penulis/${profile.slug}`)).status).toBe(404);
    expect((await ask(adminCookie, "open")).status).toBe(200);
    expect((await server.fetch(`/penulis/${profile.slug}`)).status).toBe(200);
    expect((await ask(adminCookie, "close")).status).toBe(200);
    await notFoundLikeUnknown(profile.slug);
  });

  it("keeps a Kontributor's changes to a public page off it until an editor approves them", async () => {
    const id = await userId(contributor);
    await server.db.updateTable("user").set({ role: "kontributor" }).where("id", "=", id).execute();
    const profile = await profileOfUser(server.db, id);
    await server.db
      .updateTable("author_profiles")
      .set({ name: "Rina Kontributor", bio: "Bio yang disetujui." })
      .where("id", "=", profile.id)
      .execute();
    await makePost(server.db, { title: "Liputan Rina", authorProfileId: profile.id, ownerId: id });
    const form = new FormData();
    for (const [key, value] of Object.entries({
      intent: "profile",
      name: "Direktur Utama",
      slug: profile.slug,
      bio: "Bio palsu yang belum ditinjau.",
      website: "",
      links: "",
    })) {
      form.set(key, value);
    }
    const saved = await server.fetch("/admin/account", {
      method: "POST",
      headers: { cookie: contributorCookie },
      body: form,
    });
    expect(saved.status).toBe(200);
    const page = async () => (await server.fetch(`/penulis/${profile.slug}`)).text();
    expect(await page()).toContain("Bio yang disetujui.");
    expect(await page()).not.toContain("Bio palsu");
    expect(await page()).not.toContain("Direktur Utama");

    const screen = await server.fetch("/admin/profiles", { headers: { cookie: adminCookie } });
    expect(await screen.text()).toContain("Bio palsu yang belum ditinjau.");
    const refused = await server.fetch("/admin/profiles", {
      method: "POST",
      headers: { cookie: contributorCookie },
      body: new URLSearchParams({ intent: "approve", id: String(profile.id) }),
    });
    expect(refused.status).toBe(403);
    expect(await page()).not.toContain("Bio palsu");

    const approved = await server.fetch("/admin/profiles", {
      method: "POST",
      headers: { cookie: adminCookie },
      body: new URLSearchParams({ intent: "approve", id: String(profile.id) }),
    });
    expect(approved.status).toBe(200);
    expect(await approved.text()).toContain(adminTexts.profileReview.approved);
    expect(await page()).toContain("Bio palsu yang belum ditinjau.");
  });
});

describe("migration 0030: names and slugs from addresses", () => {
  it("drops a name taken from the address and gives a named profile a slug from its name", async () => {
    const database = await createTestDatabase();
    const db = openDatabase(database.url);
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo("0028-related-by-date")).error).toBeUndefined();
      const now = new Date().toISOString();
      const accounts = [
        ["akun-budi", "budi.hartono@contoh.id", "budi.hartono", "budihartono"],
        ["akun-sari", "sari.w@contoh.id", "Sari Wulandari", "sariw"],
        ["akun-tono", "tono@contoh.id", "Tono Sutono", "tono-sutono"],
      ] as const;
      for (const [id, email, name, slug] of accounts) {
        await db
          .insertInto("user")
          .values({
            id,
            name,
            email,
            emailVerified: true,
            role: "penulis",
            image: null,
            createdAt: now,
            updatedAt: now,
          })
          .execute();
        await db.insertInto("author_profiles").values({ slug, name, user_id: id }).execute();
      }
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const rows = await db
        .selectFrom("author_profiles")
        .select(["user_id", "name", "slug"])
        .orderBy("user_id")
        .execute();
      expect(rows.map((row) => [row.user_id, row.name, row.slug])).toEqual([
        ["akun-budi", "", "budihartono"],
        ["akun-sari", "Sari Wulandari", "sari-wulandari"],
        ["akun-tono", "Tono Sutono", "tono-sutono"],
      ]);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});

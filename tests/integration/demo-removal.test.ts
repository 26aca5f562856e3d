import { readFileSync } from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { storeImage } from "~/.server/media";
import { demoPosts } from "~/.server/seed/demo-posts";
import { texts } from "~/.server/texts";
import { defaultSiteSettings } from "~/lib/site-settings";
import { adminServerEnv } from "../support/admin";
import { makePost } from "../support/factories";
import { fixture } from "../support/import";
import { makeNewsroom, postPairs, type Newsroom } from "../support/newsroom";
import { startServer, type TestServer } from "../support/server";
import { settingRows } from "../support/settings";

// Pengaturan's "Hapus konten contoh" (issue 43): exactly what the demo seed wrote goes (its
// articles, covers, tags, authors, the categories left empty, the demo's texts), in one command;
// an article, category or image an owner made or imported stays, and so does a demo category or
// cover one of them uses.

vi.setConfig({ testTimeout: 90_000 });

const d = texts.demoContent;
let server: TestServer;
let room: Newsroom;
const demoSlugs = demoPosts.map((post) => post.slug);

beforeAll(async () => {
  server = await startServer({ seed: true, env: adminServerEnv });
  room = await makeNewsroom(server);
});

afterAll(() => server?.stop());

const remove = (cookie: string, confirm = "yes") =>
  postPairs(
    server,
    "/admin/settings",
    [
      ["intent", "removeDemo"],
      ["confirm", confirm],
    ],
    cookie,
  );

async function slugsOfPosts(): Promise<string[]> {
  const rows = await server.db.selectFrom("posts").select("slug").orderBy("slug").execute();
  return rows.map((row) => row.slug);
}

async function hashes(): Promise<string[]> {
  const rows = await server.db.selectFrom("media_items").select("hash").execute();
  return rows.map((row) => row.hash);
}

const importPage = async () =>
  (await server.fetch("/admin/import-export", { headers: { cookie: room.cookies.admin } })).text();

describe("Hapus konten contoh", () => {
  it("is offered before an import while the site holds only the demo", async () => {
    expect((await slugsOfPosts()).sort()).toEqual([...demoSlugs].sort());
    expect(await importPage()).toContain(d.importNotice);
    const settings = await (
      await server.fetch("/admin/settings", { headers: { cookie: room.cookies.admin } })
    ).text();
    expect(settings).toContain(d.button);
  });

  it("removes the demo and keeps what an owner made or imported", async () => {
    // An import from the dashboard: its articles and categories.
    const categoriesBefore = await server.db.selectFrom("categories").select("slug").execute();
    const imported = await server.fetch("/admin/import", {
      method: "POST",
      headers: { cookie: room.cookies.admin, "content-type": "application/octet-stream" },
      body: readFileSync(fixture("ghost.json")),
    });
    expect(imported.status, server.logs.slice(-5).join("\n")).toBe(200);
    const importedSlugs = (await slugsOfPosts()).filter((slug) => !demoSlugs.includes(slug));
    expect(importedSlugs.length).toBeGreaterThan(0);
    const known = new Set(categoriesBefore.map((row) => row.slug));
    const importedCategories = (await server.db.selectFrom("categories").select("slug").execute())
      .map((row) => row.slug)
      .filter((slug) => !known.has(slug));
    // An owner's upload, and an owner's article in a demo category using a demo cover.
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: "#0f766e" },
    })
      .png()
      .toBuffer();
    const upload = await storeImage(server.db, new Uint8Array(png), {
      name: "milik-redaksi.png",
      uploadedBy: room.ids.admin,
    });
    const demoCover = await server.db
      .selectFrom("posts")
      .select("image")
      .where("slug", "=", demoSlugs[0] ?? "")
      .executeTakeFirstOrThrow();
    const ownTag = demoPosts[0]?.tags.split(",")[0]?.trim() ?? "";
    await makePost(server.db, {
      slug: "tulisan-redaksi",
      category: "olahraga",
      image: demoCover.image,
      content: `<p>Tulisan redaksi.</p><figure><img src="${upload}" alt="Foto"></figure>`,
      tags: [{ name: ownTag, slug: ownTag.toLowerCase().replace(/\s+/g, "-") }],
    });
    // The site no longer holds only the demo: the import page offers nothing.
    expect(await importPage()).not.toContain(d.importNotice);
    const mediaBefore = await hashes();

    // Not for an editor, and not without the confirmation step.
    expect((await remove(room.cookies.editor)).status).toBe(403);
    expect((await remove(room.cookies.admin, "")).status).toBe(400);
    expect((await slugsOfPosts()).filter((slug) => demoSlugs.includes(slug))).toHaveLength(
      demoSlugs.length,
    );

    const response = await remove(room.cookies.admin);
    expect(response.status, server.logs.slice(-5).join("\n")).toBe(200);
    expect(await response.text()).toContain(`Konten contoh dihapus: ${demoSlugs.length} artikel`);

    // The demo's articles are gone; the imported ones and the owner's stay.
    expect(await slugsOfPosts()).toEqual([...importedSlugs, "tulisan-redaksi"].sort());
    // Imported categories and the demo category the owner writes in stay; empty demo ones go.
    const categories = (await server.db.selectFrom("categories").select("slug").execute()).map(
      (row) => row.slug,
    );
    expect(categories).toEqual(expect.arrayContaining([...importedCategories, "olahraga"]));
    expect(categories).not.toContain("marketing");
    // Images: the owner's upload and the demo cover the owner uses stay, the other covers go.
    const media = await hashes();
    expect(media).toContain(upload.slice("/media/".length, -".webp".length));
    expect(media).toContain((demoCover.image ?? "").slice("/media/".length, -".webp".length));
    expect(media.length).toBeLessThan(mediaBefore.length);
    expect(mediaBefore.length - media.length).toBe(demoSlugs.length - 1);
    // The demo's authors go, its tags too unless an article still uses them.
    const profiles = await server.db.selectFrom("author_profiles").select("name").execute();
    expect(profiles.map((row) => row.name)).not.toContain("Rina Wulandari");
    const tags = (await server.db.selectFrom("tags").select("name").execute()).map((r) => r.name);
    expect(tags).toContain(ownTag);
    // The demo's texts in the settings go; the owner's would have stayed.
    const rows = await settingRows(server);
    expect(JSON.parse(rows["site.social"] ?? "{}")).toEqual({});
    expect(JSON.parse(rows["site.footerText"] ?? '"x"')).toBe("");
    expect(JSON.parse(rows["site.address"] ?? '"x"')).toBe("");
    expect(JSON.parse(rows["site.name"] ?? '""')).toBe(defaultSiteSettings.name);
    const groups = JSON.parse(rows["site.footerGroups"] ?? "[]") as { links: { href: string }[] }[];
    const hrefs = groups.flatMap((group) => group.links.map((link) => link.href));
    expect(hrefs).not.toContain("/kategori/teknologi");
    expect(hrefs).toContain("/about");

    // One event and one activity entry.
    const events = await server.db
      .selectFrom("events")
      .select("kind")
      .where("kind", "=", "site.demoRemoved")
      .execute();
    expect(events).toHaveLength(1);
    const activity = await server.db
      .selectFrom("activity_log")
      .select(["action", "actor_id"])
      .where("action", "=", "site.demoRemoved")
      .execute();
    expect(activity).toEqual([{ action: "site.demoRemoved", actor_id: room.ids.admin }]);
    // The public pages follow: a demo article's address no longer answers it.
    expect((await server.fetch(`/blog/${demoSlugs[1]}`)).status).toBeGreaterThanOrEqual(400);
  });

  it("is harmless when pressed again", async () => {
    const before = { posts: await slugsOfPosts(), media: await hashes() };
    const response = await remove(room.cookies.admin);
    expect(response.status, server.logs.slice(-5).join("\n")).toBe(200);
    expect(await response.text()).toContain(d.nothing);
    expect({ posts: await slugsOfPosts(), media: await hashes() }).toEqual(before);
  });
});

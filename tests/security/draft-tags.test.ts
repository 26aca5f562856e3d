import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePost } from "../support/factories";
import { startServer, type TestServer } from "../support/server";

// Issue 39, item 5: a tag is public only once it tags a published article. A tag used only on a
// draft, a scheduled or an in-review article answers like an unknown one, feeds and sitemap too.

let server: TestServer;
const hidden = [
  { name: "Rencana Merger Rahasia", slug: "rencana-merger-rahasia" },
  { name: "Investigasi Berjalan", slug: "investigasi-berjalan" },
  { name: "Menunggu Redaksi", slug: "menunggu-redaksi" },
];
const shown = { name: "Pemilu", slug: "pemilu" };

beforeAll(async () => {
  server = await startServer();
  const [draft, scheduled, review] = hidden;
  await makePost(server.db, { title: "Draf", published: false, tags: [draft ?? shown] });
  await makePost(server.db, {
    title: "Terjadwal",
    published: false,
    scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
    tags: [scheduled ?? shown],
  });
  const inReview = await makePost(server.db, {
    title: "Ditinjau",
    published: false,
    tags: [review ?? shown],
  });
  await server.db
    .updateTable("posts")
    .set({ in_review: true })
    .where("id", "=", inReview.id)
    .execute();
  await makePost(server.db, { title: "Terbit", tags: [shown] });
});

afterAll(() => server?.stop());

async function sitemapText(): Promise<string> {
  const index = await (await server.fetch("/sitemap.xml")).text();
  const children = [...index.matchAll(/<loc>[^<]*?(\/sitemaps\/[^<]+)<\/loc>/g)].map(
    (match) => match[1] ?? "",
  );
  const bodies = await Promise.all(children.map(async (path) => (await server.fetch(path)).text()));
  return [index, ...bodies].join("\n");
}

/** A 404 page with its requested slug and per-response nonces blanked out. */
function comparable(html: string, slug: string): string {
  return html.replaceAll(slug, "SLUG").replace(/nonce="[^"]*"/g, 'nonce=""');
}

describe("tags of unpublished articles", () => {
  it("answer 404 like an unknown tag, on the page, its .data and its feeds", async () => {
    const unknown = await server.fetch("/tag/tidak-ada-sama-sekali");
    expect(unknown.status).toBe(404);
    const unknownBody = comparable(await unknown.text(), "tidak-ada-sama-sekali");
    for (const tag of hidden) {
      const page = await server.fetch(`/tag/${tag.slug}`);
      expect(page.status, tag.slug).toBe(404);
      const body = await page.text();
      expect(body).not.toContain(tag.name);
      expect(comparable(body, tag.slug)).toBe(unknownBody);
      const data = await server.fetch(`/tag/${tag.slug}.data`);
      expect(await data.text()).not.toContain(tag.name);
      for (const feed of ["rss.xml", "feed.json"]) {
        const response = await server.fetch(`/tag/${tag.slug}/${feed}`);
        expect(response.status, `${tag.slug}/${feed}`).toBe(404);
        expect(await response.text()).not.toContain(tag.name);
      }
    }
  });

  it("stay out of the sitemap, while a published article's tag is public", async () => {
    expect((await server.fetch(`/tag/${shown.slug}`)).status).toBe(200);
    expect((await server.fetch(`/tag/${shown.slug}/rss.xml`)).status).toBe(200);
    const sitemap = await sitemapText();
    expect(sitemap).toContain(`/tag/${shown.slug}`);
    for (const tag of hidden) expect(sitemap).not.toContain(`/tag/${tag.slug}`);
  });
});

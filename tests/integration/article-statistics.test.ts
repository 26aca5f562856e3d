import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { texts } from "~/lib/admin-texts";
import { countsOf, quickAudienceEnv, sendBeacon } from "../support/audience";
import { makePost } from "../support/factories";
import { makeNewsroom, type Newsroom } from "../support/newsroom";
import { startServer, type TestServer } from "../support/server";

const t = texts.articleNumbers;

describe("each article's own numbers in the dashboard and the editor", () => {
  let server: TestServer;
  let room: Newsroom;
  let popular: { id: number; slug: string };
  let quiet: { id: number; slug: string };
  let others: { id: number; slug: string };

  async function page(path: string, cookie: string): Promise<string> {
    const answer = await server.fetch(path, { headers: { cookie } });
    expect(answer.status, path).toBe(200);
    return answer.text();
  }

  // The dashboard's row of the article titled `title`.
  function rowOf(html: string, title: string): string {
    const row = html.split(`data-testid="baris-artikel"`).find((part) => part.includes(title));
    if (row === undefined) throw new Error(`no row for ${title}`);
    return row;
  }

  beforeAll(async () => {
    server = await startServer({ env: quickAudienceEnv });
    room = await makeNewsroom(server);
    popular = await makePost(server.db, {
      title: "Dibaca Banyak Orang",
      ownerId: room.ids.kontributor,
    });
    quiet = await makePost(server.db, { title: "Dibaca Satu Orang", ownerId: room.ids.admin });
    others = await makePost(server.db, { title: "Belum Dibaca", ownerId: room.ids.admin });
    const referrer = "https://www.google.co.id/search?q=apa";
    await sendBeacon(server, { post: popular.id, referrer }, { address: "198.51.100.201" });
    await sendBeacon(server, { post: popular.id, referrer }, { address: "198.51.100.201" });
    await sendBeacon(server, { post: popular.id }, { address: "198.51.100.202" });
    await sendBeacon(server, { post: quiet.id }, { address: "198.51.100.203" });
    // The buffer is written every 0.2 s (quickAudienceEnv); wait for both batches.
    const want = JSON.stringify([
      { views: 3, visitors: 2 },
      { views: 1, visitors: 1 },
    ]);
    for (let tries = 0; tries < 50; tries += 1) {
      const counts = [await countsOf(server, popular.id), await countsOf(server, quiet.id)];
      if (JSON.stringify(counts) === want) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("the beacons were not counted");
  });

  afterAll(async () => {
    await server?.stop();
  });

  it("shows an editor every published article's last 30 days beside it", async () => {
    const html = await page("/admin/dashboard", room.cookies.admin);
    expect(rowOf(html, "Dibaca Banyak Orang")).toContain(t.listLine(3, 2));
    expect(rowOf(html, "Dibaca Satu Orang")).toContain(t.listLine(1, 1));
    expect(rowOf(html, "Belum Dibaca")).toContain(t.listLine(0, 0));
  });

  it("shows a Kontributor the numbers of their own articles only", async () => {
    const html = await page("/admin/dashboard", room.cookies.kontributor);
    expect(rowOf(html, "Dibaca Banyak Orang")).toContain(t.listLine(3, 2));
    // The others' published articles are listed, without their numbers.
    expect(rowOf(html, "Dibaca Satu Orang")).not.toContain(`data-testid="angka-artikel"`);
    expect(rowOf(html, "Belum Dibaca")).not.toContain(`data-testid="angka-artikel"`);
    expect(html).not.toContain(t.listLine(1, 1));
  });

  it("shows a published article's panel in its editor, with its referrers", async () => {
    const html = await page(`/admin/articles/${popular.id}/edit`, room.cookies.admin);
    expect(html).toContain(t.panelTitle);
    const panel = html.slice(html.indexOf(`id="statistik-artikel"`));
    expect(panel).toMatch(new RegExp(`${t.last(7)}</th><td[^>]*>3</td><td[^>]*>2</td>`));
    expect(panel).toMatch(new RegExp(`${t.last(30)}</th><td[^>]*>3</td><td[^>]*>2</td>`));
    expect(panel).toMatch(/google\.co\.id<\/span><span[^>]*>2<\/span>/);
    expect(panel).toContain(`href="/admin/statistics?hari=30"`);
    const unread = await page(`/admin/articles/${others.id}/edit`, room.cookies.admin);
    expect(unread).toContain(t.panelTitle);
    expect(unread).toContain(t.noReferrers);
  });

  it("shows no numbers for a draft, in the list or the editor", async () => {
    const draft = await makePost(server.db, {
      title: "Masih Draf",
      published: false,
      ownerId: room.ids.admin,
    });
    const list = await page("/admin/dashboard", room.cookies.admin);
    expect(rowOf(list, "Masih Draf")).not.toContain(`data-testid="angka-artikel"`);
    const html = await page(`/admin/articles/${draft.id}/edit`, room.cookies.admin);
    expect(html).not.toContain(t.panelTitle);
    expect(html).not.toContain(`id="statistik-artikel"`);
  });
});

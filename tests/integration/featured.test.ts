import { CompiledQuery } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { featuredQuery } from "~/.server/db/posts";
import { texts } from "~/.server/texts";
import { adminServerEnv, editArticle, sessionFor } from "../support/admin";
import { daysAgo, makePost } from "../support/factories";
import { cardTitles, loadHtml, type Page } from "../support/html";
import { startServer, type TestServer } from "../support/server";

let server: TestServer;
let cookie = "";
const ids: Record<string, number> = {};

beforeAll(async () => {
  // The page cache is on: unmarking must show at the next request all the same.
  server = await startServer({ cache: true, env: adminServerEnv });
  cookie = await sessionFor(server, "redaksi@contoh.id");
  const posts: [string, number, { featured?: boolean; published?: boolean }][] = [
    ["Pilihan Lama Sekali", 9, { featured: true }],
    ["Pilihan Lama", 7, { featured: true }],
    ["Pilihan Ketiga", 5, { featured: true }],
    ["Biasa Saja", 4, {}],
    ["Pilihan Kedua", 3, { featured: true }],
    ["Pilihan Utama", 2, { featured: true }],
    ["Pilihan Masih Draf", 1, { featured: true, published: false }],
    ["Terbaru Biasa", 0.5, {}],
  ];
  for (const [title, days, flags] of posts) {
    const { id } = await makePost(server.db, { title, createdAt: daysAgo(days), ...flags });
    ids[title] = id;
  }
});

afterAll(() => server?.stop());

/** On PostgreSQL a write behind the server's back reaches its cache by NOTIFY, a moment later. */
async function settled(): Promise<void> {
  if (!server.databaseUrl.startsWith("file:")) await new Promise((r) => setTimeout(r, 300));
}

function featured($: Page) {
  const section = $('[data-testid="pilihan-redaksi"]');
  return {
    heading: section.find("h2").first().text(),
    lead: section.find('[data-testid="berita-utama"] h3').text(),
    all: section
      .find("article h3")
      .map((_, el) => $(el).text())
      .get(),
  };
}

describe("Pilihan redaksi on the home page", () => {
  it("opens with the newest featured published article as the lead, three more after it", async () => {
    const $ = await loadHtml(await server.fetch("/"));
    const found = featured($);
    expect(found.heading).toBe(texts.featured.heading);
    expect(found.lead).toBe("Pilihan Utama");
    expect(found.all).toEqual(["Pilihan Utama", "Pilihan Kedua", "Pilihan Ketiga", "Pilihan Lama"]);
    // The latest list stays the whole archive, newest first, featured articles included.
    expect(cardTitles($).slice(0, 3)).toEqual(["Terbaru Biasa", "Pilihan Utama", "Pilihan Kedua"]);
  });

  it("is not shown on later pages, in a category or in search results", async () => {
    for (const path of ["/?page=2", "/kategori/teknologi", "/?q=pilihan"]) {
      const $ = await loadHtml(await server.fetch(path));
      expect($('[data-testid="pilihan-redaksi"]'), path).toHaveLength(0);
    }
  });

  it("drops an unmarked article at the next request, the cache notwithstanding", async () => {
    await settled();
    await server.fetch("/");
    expect((await server.fetch("/")).headers.get("x-cache")).toBe("HIT");

    const saved = await editArticle(server, cookie, ids["Pilihan Utama"] ?? 0, {
      featured: "off",
    });
    expect(saved.status).toBe(302);

    const $ = await loadHtml(await server.fetch("/"));
    expect(featured($).lead).toBe("Pilihan Kedua");
    expect(featured($).all).toEqual([
      "Pilihan Kedua",
      "Pilihan Ketiga",
      "Pilihan Lama",
      "Pilihan Lama Sekali",
    ]);
    expect(cardTitles($)).toContain("Pilihan Utama");
  });

  it("shows a newly marked article at once, and nothing when none is marked", async () => {
    const saved = await editArticle(server, cookie, ids["Terbaru Biasa"] ?? 0, { featured: "on" });
    expect(saved.status).toBe(302);
    expect(featured(await loadHtml(await server.fetch("/"))).lead).toBe("Terbaru Biasa");

    await server.db.updateTable("posts").set({ featured: false }).execute();
    await settled();
    const $ = await loadHtml(await server.fetch("/"));
    expect($('[data-testid="pilihan-redaksi"]')).toHaveLength(0);
    expect(cardTitles($)[0]).toBe("Terbaru Biasa");
  });
});

// A plan is the database's own choice: on PostgreSQL it depends on the table's statistics, on
// SQLite only on the indexes there are.
describe.skipIf(process.env.TEST_DATABASE_URL)("Pilihan redaksi in SQLite's plan", () => {
  it("is found by its own index, not by walking every published article by date", async () => {
    const { sql, parameters } = featuredQuery(server.db).compile();
    const { rows } = await server.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${sql}`, [...parameters]),
    );
    const [posts] = rows.map((row) => row.detail);
    expect(posts).toMatch(/^SEARCH posts USING (COVERING )?INDEX posts_featured_published_at_idx /);
  });
});

describe("the editor's Pilihan redaksi box", () => {
  async function stored(id: number) {
    const row = await server.db
      .selectFrom("posts")
      .select(["featured", "updated_at"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    return { featured: Boolean(row.featured), updatedAt: String(row.updated_at) };
  }

  it("shows the stored flag and saves it", async () => {
    const id = ids["Biasa Saja"] ?? 0;
    const edit = await loadHtml(
      await server.fetch(`/admin/articles/${id}/edit`, { headers: { cookie } }),
    );
    const box = edit('input[type="checkbox"][name="featured"]');
    expect(box).toHaveLength(1);
    expect(box.is("[checked]")).toBe(false);
    expect(edit("label").text()).toContain(texts.featured.label);

    expect((await editArticle(server, cookie, id, { featured: "on" })).status).toBe(302);
    expect((await stored(id)).featured).toBe(true);
    const again = await loadHtml(
      await server.fetch(`/admin/articles/${id}/edit`, { headers: { cookie } }),
    );
    expect(again('input[name="featured"]').is("[checked]")).toBe(true);
  });

  it("refuses a value a checkbox never sends, with a message, and stores nothing", async () => {
    const id = ids["Pilihan Lama"] ?? 0;
    const before = await stored(id);
    const response = await editArticle(server, cookie, id, { featured: "ya", title: "Diubah" });
    expect(response.status).toBe(400);
    const $ = await loadHtml(response);
    expect($("#featured-error").text()).toBe(texts.featured.invalid);
    expect(await stored(id)).toEqual(before);
    const title = await server.db
      .selectFrom("posts")
      .select("title")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(title.title).toBe("Pilihan Lama");
  });
});

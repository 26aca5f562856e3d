import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { texts } from "~/.server/texts";
import { daysAgo, makePost } from "../support/factories";
import { cardTitles, loadHtml } from "../support/html";
import { startServer, type TestServer } from "../support/server";

let server: TestServer;

async function titlesAt(path: string): Promise<string[]> {
  const response = await server.fetch(path);
  expect(response.status).toBe(200);
  return cardTitles(await loadHtml(response));
}

beforeAll(async () => {
  server = await startServer();
  // Eight published articles, newest first: "Berita 1" is the newest.
  for (let n = 8; n >= 1; n--) {
    await makePost(server.db, {
      title: `Berita ${n}`,
      createdAt: daysAgo(n),
      category: n % 2 ? "bisnis" : "teknologi",
    });
  }
  await makePost(server.db, {
    title: "Draf Rahasia",
    published: false,
    createdAt: daysAgo(0),
  });
  await makePost(server.db, {
    title: "Kopi Susu di Kafé Jakarta",
    summary: "Ringkasan tentang minuman populer.",
    content: "<p>Fotosintesis tidak ada hubungannya dengan <strong>kopi</strong>.</p>",
    category: "hiburan",
    createdAt: daysAgo(20),
  });
  await makePost(server.db, {
    title: "Masa Depan Kecerdasan Buatan",
    summary: "Teknologi yang mengubah cara kita bekerja.",
    category: "teknologi",
    createdAt: daysAgo(30),
  });
});

afterAll(() => server?.stop());

describe("blog list", () => {
  it("shows six published articles per page, newest first, never drafts", async () => {
    const first = await titlesAt("/");
    expect(first).toEqual(["Berita 1", "Berita 2", "Berita 3", "Berita 4", "Berita 5", "Berita 6"]);
    const second = await titlesAt("/?page=2");
    expect(second).toEqual([
      "Berita 7",
      "Berita 8",
      "Kopi Susu di Kafé Jakarta",
      "Masa Depan Kecerdasan Buatan",
    ]);
    expect([...first, ...second]).not.toContain("Draf Rahasia");
  });

  it("shows the hero counts of published articles and categories", async () => {
    const $ = await loadHtml(await server.fetch("/"));
    expect($("[data-testid=jumlah-artikel]").text()).toBe("10");
    // Categories with a published article: Bisnis, Teknologi and Hiburan.
    expect($("[data-testid=jumlah-kategori]").text()).toBe("3");
    expect($("h1").text()).toBe(texts.home.heroTitle);
  });

  it("lists a category another process adds or renames from the next page on", async () => {
    // The server keeps the category list in memory (app/.server/read-memory.ts); the test's own
    // connection is another process, heard of through the database's change triggers.
    const categoryCount = async () =>
      (await loadHtml(await server.fetch("/")))("[data-testid=jumlah-kategori]").text();
    expect(await categoryCount()).toBe("3");
    const { id } = await server.db
      .insertInto("categories")
      .values({ slug: "kuliner", name: "Kuliner" })
      .returning("id")
      .executeTakeFirstOrThrow();
    // A category shows to readers with its first published article.
    const post = await makePost(server.db, {
      title: "Soto",
      category: "kuliner",
      createdAt: daysAgo(90),
    });
    try {
      await expect.poll(categoryCount, { timeout: 2000, interval: 50 }).toBe("4");
      await server.db
        .updateTable("categories")
        .set({ name: "Kuliner Nusantara" })
        .where("id", "=", id)
        .execute();
      await expect
        .poll(async () => (await server.fetch("/")).text(), { timeout: 2000, interval: 50 })
        .toContain("Kuliner Nusantara");
    } finally {
      await server.db.deleteFrom("posts").where("id", "=", post.id).execute();
      await server.db.deleteFrom("published_counts").where("category_id", "=", id).execute();
      await server.db.deleteFrom("categories").where("id", "=", id).execute();
    }
    await expect.poll(categoryCount, { timeout: 2000, interval: 50 }).toBe("3");
  });

  it("renders the card of SPEC.md: badge, date, author, summary and the read-more link", async () => {
    const $ = await loadHtml(await server.fetch("/?q=kecerdasan"));
    const card = $("article").first();
    expect(card.find("h2").text()).toBe("Masa Depan Kecerdasan Buatan");
    expect(card.text()).toContain("Teknologi");
    expect(card.text()).toContain("Penulis Uji");
    expect(card.find("time").text()).toMatch(
      /^\d{1,2} (Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember) \d{4}$/,
    );
    expect(card.find(`a:contains("${texts.home.readMore}")`).attr("href")).toMatch(
      /^\/blog\/artikel-uji-/,
    );
  });

  it("numbers the pages only when there is more than one", async () => {
    const many = await loadHtml(await server.fetch("/"));
    expect(many(`nav[aria-label="${texts.home.pagination}"] a[aria-current=page]`).text()).toBe(
      "1",
    );
    const one = await loadHtml(await server.fetch("/kategori/hiburan"));
    expect(one(`nav[aria-label="${texts.home.pagination}"]`)).toHaveLength(0);
  });

  it("sends a category filter to the category's own page, which lists its articles", async () => {
    const moved = await server.fetch("/?category=bisnis");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/kategori/bisnis");
    expect(await titlesAt("/kategori/bisnis")).toEqual([
      "Berita 1",
      "Berita 3",
      "Berita 5",
      "Berita 7",
    ]);
    const $ = await loadHtml(await server.fetch("/kategori/teknologi"));
    expect(cardTitles($)).toEqual([
      "Berita 2",
      "Berita 4",
      "Berita 6",
      "Berita 8",
      "Masa Depan Kecerdasan Buatan",
    ]);
    // A search within a category stays on the home page, with the category chosen.
    const search = await loadHtml(await server.fetch("/?q=berita&category=teknologi"));
    expect(search("select[name=category] option[selected]").text()).toBe("Teknologi");
  });
});

describe("search", () => {
  it("finds words in the title whatever their case", async () => {
    expect(await titlesAt("/?q=KECERDASAN")).toEqual(["Masa Depan Kecerdasan Buatan"]);
  });

  it("ignores accents on both sides", async () => {
    expect(await titlesAt("/?q=kafe")).toEqual(["Kopi Susu di Kafé Jakarta"]);
    expect(await titlesAt("/?q=kafé")).toEqual(["Kopi Susu di Kafé Jakarta"]);
  });

  it("matches word prefixes", async () => {
    expect(await titlesAt("/?q=tekno")).toEqual(["Masa Depan Kecerdasan Buatan"]);
  });

  it("searches the summary and the content, not only the title", async () => {
    expect(await titlesAt("/?q=minuman")).toEqual(["Kopi Susu di Kafé Jakarta"]);
    expect(await titlesAt("/?q=fotosintesis")).toEqual(["Kopi Susu di Kafé Jakarta"]);
  });

  it("never searches drafts", async () => {
    expect(await titlesAt("/?q=rahasia")).toEqual([]);
  });

  it("combines search with the category filter", async () => {
    expect(await titlesAt("/?q=berita&category=bisnis")).toEqual([
      "Berita 1",
      "Berita 3",
      "Berita 5",
      "Berita 7",
    ]);
    expect(await titlesAt("/?q=kecerdasan&category=bisnis")).toEqual([]);
  });

  it("pages through search results", async () => {
    expect(await titlesAt("/?q=berita&page=2")).toEqual(["Berita 7", "Berita 8"]);
  });

  it("shows the empty state when nothing matches", async () => {
    const $ = await loadHtml(await server.fetch("/?q=zzzzzz"));
    expect($("h2").first().text()).toBe(texts.home.emptyTitle);
    expect($("body").text()).toContain(texts.home.emptyText);
  });
});

describe("bad input on the list", () => {
  const hostile = [
    "a".repeat(5000),
    `"kopi"`,
    `'; DROP TABLE posts; --`,
    "*",
    "kopi:susu",
    "^kopi",
    "NEAR(kopi susu)",
    "kopi AND susu OR",
    "(kopi",
    ")",
    `" OR 1=1 --`,
    "☕🇮🇩 kopi",
    "\u0000",
    "%",
    "&:*|!",
  ];

  it.each(hostile)("answers a proper page for q=%j", async (q) => {
    const response = await server.fetch(`/?q=${encodeURIComponent(q)}`);
    expect(response.status).toBe(200);
    const $ = await loadHtml(response);
    expect($("input[name=q]").length).toBe(1);
  });

  it("still finds the article when the words come wrapped in operators", async () => {
    expect(await titlesAt(`/?q=${encodeURIComponent('"kopi" (susu* -)')}`)).toEqual([
      "Kopi Susu di Kafé Jakarta",
    ]);
  });

  it.each(["abc", "-1", "0", "1e3", "2.5", ""])(
    "treats page=%j as the first page",
    async (page) => {
      expect(await titlesAt(`/?page=${page}`)).toEqual([
        "Berita 1",
        "Berita 2",
        "Berita 3",
        "Berita 4",
        "Berita 5",
        "Berita 6",
      ]);
    },
  );

  it("shows the empty state past the last page", async () => {
    const response = await server.fetch("/?page=999999");
    expect(response.status).toBe(200);
    expect(cardTitles(await loadHtml(response))).toEqual([]);
  });

  it.each(["lifestyle", "tidak-ada", "x".repeat(3000)])(
    "sends the unknown category %j to its page, which is not found",
    async (category) => {
      const response = await server.fetch(`/?category=${category}`);
      expect(response.status).toBe(301);
      const location = response.headers.get("location") ?? "";
      // The list reads no more than 60 characters of a category (app/lib/list-query.ts).
      expect(location).toBe(`/kategori/${category.slice(0, 60)}`);
      expect((await server.fetch(location)).status).toBe(404);
    },
  );

  it.each(["Teknologi", "../etc", "' or 1=1"])(
    "shows the empty state for the unknown category %j",
    async (category) => {
      const response = await server.fetch(`/?category=${encodeURIComponent(category)}`);
      expect(response.status).toBe(200);
      const $ = await loadHtml(response);
      expect(cardTitles($)).toEqual([]);
      expect($("body").text()).toContain(texts.home.emptyTitle);
    },
  );
});

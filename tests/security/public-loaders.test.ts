import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profileOfUser } from "~/.server/db/author-profiles";
import { createPage } from "~/.server/db/pages";
import { adminServerEnv, sessionFor } from "../support/admin";
import { daysAgo, makePost } from "../support/factories";
import { routePaths } from "../support/route-walk";
import { startServer, type TestServer } from "../support/server";

// Issue 39, item 3: every public route's `.data` answer carries the reader shape (what the page
// shows), never a database row. Seeded with what a reader must never see: an editor's note on an
// article sent back once and published later, a scheduled article, owners with addresses.

let server: TestServer;
let fill: Record<string, string>;
let authorSlug = "";
const note = "Catatan-rahasia-redaksi-untuk-penulis";
const emails = ["pemimpin.redaksi@contoh.id", "koresponden.daerah@contoh.id"];
const ownerIds: string[] = [];

// The keys a reader's answer may carry, per route module; every answer also carries the root's.
const card = [
  "title",
  "slug",
  "summary",
  "image",
  "author",
  "authorSlug",
  "createdAt",
  "publishedAt",
  "category",
  "name",
];
const list = ["posts", "page", "total", "pageCount"];
const site = [
  "origin",
  "site",
  "name",
  "tagline",
  "description",
  "heroTitle",
  "heroText",
  "logo",
  "logoStyle",
  "favicon",
  "address",
  "phone",
  "email",
  "social",
  "footerText",
  "footerGroups",
  "title",
  "links",
  "label",
  "href",
  // The header menu (docs/decisions/0030-menus.md): labels and addresses, never ids or kinds.
  "headerMenu",
  "children",
  "shareImage",
  "signupOpen",
  // Whether the site counts views (its Privasi page says so): the page's beacon follows it.
  "audienceCounting",
  "siteUrl",
  "timeZone",
  "facebook",
  "instagram",
  "x",
  "linkedin",
  "youtube",
];
const seo = ["seo", "seoTitle", "seoDescription", "socialImage", "canonicalUrl", "noindex"];
const allowed: Record<string, string[]> = {
  root: site,
  "routes/public-layout": [],
  "routes/home": [
    ...card,
    "query",
    "q",
    "category",
    "page",
    "featured",
    "posts",
    "pageCount",
    "articleCount",
    "categories",
    // Terpopuler's cards and the page's view beacon (a reader's own search and its count).
    "audience",
    "popular",
    "beacon",
    "search",
    "results",
  ],
  "routes/blog-post": [
    ...card,
    "post",
    "content",
    "updatedAt",
    "related",
    "tags",
    "comments",
    "authorName",
    "id",
    "preview",
    "audience",
    "popular",
    "beacon",
    // The SEO section's fields for the head (docs/decisions/0031-article-seo.md), the comment
    // being answered (?balas=).
    ...seo,
    "markedUpdatedAt",
    "replyTo",
  ],
  "routes/page": ["page", "title", "slug", "summary", "content", "updatedAt", "preview", ...seo],
  "routes/tag": [...card, ...list, "tag", "description"],
  "routes/category": [...card, ...list, "description"],
  "routes/author": [...card, ...list, "author", "bio", "avatar", "website", "links"],
  "routes/site-map": [...card, "pages", "categories", "posts", "total"],
  "routes/not-found": ["path", "gone"],
  "routes/newsletter": [],
  "routes/newsletter-unsubscribe": ["state"],
  "routes/newsletter-confirm": ["state"],
  "routes/comment-notice-confirm": ["state"],
  "routes/comment-notice-stop": ["state"],
};

/**
 * The keys of every object in a turbo-stream answer (React Router's `.data`), under the route
 * whose loader sent them. Objects are written `{"_<key's index>": <value's index>}`.
 */
function keysByRoute(body: string): Map<string, Set<string>> {
  const flat = JSON.parse(body.split("\n")[0] ?? "[]") as unknown[];
  const result = new Map<string, Set<string>>();
  const seen = new Set<number>();
  const walk = (index: number, keys: Set<string>) => {
    if (index < 0 || seen.has(index)) return;
    seen.add(index);
    const value = flat[index];
    if (Array.isArray(value)) {
      if (typeof value[0] === "string") return; // a typed value: a date, a promise…
      for (const item of value) if (typeof item === "number") walk(item, keys);
      return;
    }
    if (value === null || typeof value !== "object") return;
    for (const [key, child] of Object.entries(value)) {
      const name = String(flat[Number(key.slice(1))]);
      keys.add(name);
      if (typeof child === "number") walk(child, keys);
    }
  };
  const top = flat[0] as Record<string, number>;
  for (const [key, child] of Object.entries(top)) {
    const route = String(flat[Number(key.slice(1))]);
    const keys = new Set<string>();
    result.set(route, keys);
    const entry = flat[child] as Record<string, number> | undefined;
    for (const [entryKey, value] of Object.entries(entry ?? {})) {
      // { data: … } or { error: … }: the route's answer is under it.
      keys.add(`(${String(flat[Number(entryKey.slice(1))])})`);
      walk(value, keys);
    }
  }
  return result;
}

beforeAll(async () => {
  server = await startServer({ env: adminServerEnv });
  for (const email of emails) await sessionFor(server, email);
  const users = await server.db.selectFrom("user").select(["id", "email"]).execute();
  for (const email of emails) {
    const id = users.find((user) => user.email === email)?.id ?? "";
    ownerIds.push(id);
    await server.db
      .updateTable("user")
      .set({ name: "Dewi Lestari" })
      .where("id", "=", id)
      .execute();
  }
  const [editor = "", writer = ""] = ownerIds;
  await server.db
    .updateTable("user")
    .set({ role: "kontributor" })
    .where("id", "=", writer)
    .execute();
  const profile = await profileOfUser(server.db, writer);
  authorSlug = profile.slug;
  const tags = [{ name: "Liputan Khusus", slug: "liputan-khusus" }];
  const returned = await makePost(server.db, {
    title: "Artikel Pernah Dikembalikan",
    ownerId: writer,
    authorProfileId: profile.id,
    tags,
    publishedAt: daysAgo(2),
  });
  // Sent back with a note once, published later: the note stays on the row.
  await server.db
    .updateTable("posts")
    .set({ review_note: note })
    .where("id", "=", returned.id)
    .execute();
  await makePost(server.db, {
    title: "Artikel Terjadwal",
    ownerId: editor,
    published: false,
    scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
    tags,
  });
  await makePost(server.db, { title: "Artikel Lain", ownerId: editor, tags });
  await createPage(server.db, {
    title: "Tentang Kami",
    slug: "tentang",
    summary: "Tentang redaksi.",
    content: "<p>Redaksi kami.</p>",
    published: true,
  });
  fill = { slug: returned.slug };
});

afterAll(() => server?.stop());

function publicPaths(): string[] {
  const paths = routePaths(fill).filter(
    (path) => !path.startsWith("/admin") && !/\.(xml|json)$|^\/media|^\/sitemaps/.test(path),
  );
  const bySlug: Record<string, string> = {
    "/tag/": "liputan-khusus",
    "/kategori/": "teknologi",
    "/penulis/": authorSlug,
    "/": "tentang",
  };
  return [
    ...paths.map((path) => {
      for (const [prefix, slug] of Object.entries(bySlug)) {
        if (path === `${prefix}${fill.slug}` && prefix !== "/") return `${prefix}${slug}`;
      }
      return path;
    }),
    "/tentang",
    "/?q=artikel",
  ];
}

describe("public answers carry the reader shape", () => {
  it("sends no key outside each route's reader shape, and no address, owner or note", async () => {
    const paths = publicPaths();
    expect(paths).toContain(`/blog/${fill.slug}`);
    expect(paths).toContain("/tag/liputan-khusus");
    expect(paths).toContain("/kategori/teknologi");
    const checked: string[] = [];
    const problems: string[] = [];
    for (const path of paths) {
      const url = new URL(path, "http://x");
      const dataPath = `${url.pathname === "/" ? "/_" : url.pathname}.data${url.search}`;
      const response = await server.fetch(dataPath);
      // The page's HTML carries the same answer for hydration: it is checked too.
      const html = await (await server.fetch(path)).text();
      const body = await response.text();
      for (const secret of [...emails, ...ownerIds, note]) {
        if (html.includes(secret)) problems.push(`${path} carries ${secret}`);
      }
      for (const secret of [...emails, ...ownerIds, note, "reviewNote", "ownerId"]) {
        if (body.includes(secret)) problems.push(`${dataPath} carries ${secret}`);
      }
      if (!body.startsWith("[")) continue;
      for (const [route, keys] of keysByRoute(body)) {
        const permitted = new Set([...(allowed[route] ?? []), "(data)", "(error)"]);
        const extra = [...keys].filter((key) => !permitted.has(key));
        if (extra.length > 0) problems.push(`${dataPath}: ${route}: ${extra.join(", ")}`);
      }
      checked.push(`${dataPath} ${response.status}`);
    }
    expect(problems).toEqual([]);
    expect(checked.some((line) => line.startsWith(`/blog/${fill.slug}.data 200`))).toBe(true);
    expect(checked.some((line) => line.startsWith("/tag/liputan-khusus.data 200"))).toBe(true);
    expect(checked.some((line) => line.startsWith("/tentang.data 200"))).toBe(true);
    expect(checked.some((line) => line.startsWith("/kategori/teknologi.data 200"))).toBe(true);
    expect(checked.some((line) => line.startsWith(`/penulis/${authorSlug}.data 200`))).toBe(true);
  });
});

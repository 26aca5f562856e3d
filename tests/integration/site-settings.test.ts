import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Parser from "rss-parser";
import { texts } from "~/.server/texts";
import { adminServerEnv, sessionFor, submitCredentials } from "../support/admin";
import { makePost } from "../support/factories";
import { loadHtml, type Page } from "../support/html";
import { startServer, type TestServer } from "../support/server";
import { saveSettings, settingRows } from "../support/settings";

const t = texts.settings;

function meta($: Page, property: string): string | undefined {
  return $(`meta[property="${property}"]`).attr("content");
}

function fieldError($: Page, name: string): string {
  return $(`[id="${name}-error"]`).text();
}

describe("a site that never opened Pengaturan", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ env: adminServerEnv });
  });
  afterAll(() => server?.stop());

  it("speaks of itself with today's texts and links", async () => {
    const $ = await loadHtml(await server.fetch("/"));
    expect($("head title").text()).toBe(`${texts.site.name}: ${texts.site.tagline}`);
    expect(meta($, "og:site_name")).toBe(texts.site.name);
    expect($('meta[name="description"]').attr("content")).toBe(texts.site.description);
    expect($("header").first().text()).toContain(texts.site.name);
    expect($("h1").first().text()).toBe(texts.home.heroTitle);
    const footer = $("footer");
    expect(footer.text()).toContain(texts.footer.phone);
    expect(footer.text()).toContain(texts.footer.address);
    expect(footer.text()).toContain(
      texts.footer.copyright(new Date().getFullYear(), texts.site.name),
    );
    const hrefs = footer
      .find("a")
      .map((_, a) => $(a).attr("href"))
      .get();
    for (const href of [
      "/about",
      "/contact",
      "/careers",
      "/privacy",
      "/faq",
      "/help",
      "/sitemap",
    ]) {
      expect(hrefs).toContain(href);
    }
    expect(await settingRows(server)).toEqual({});
  });

  it("invites the admin to write the first article while the blog is empty", async () => {
    const $ = await loadHtml(await server.fetch("/"));
    const empty = $('[data-testid="blog-kosong"]');
    expect(empty.find("h2").text()).toBe(texts.home.emptyBlogTitle);
    expect(empty.find('a[href="/admin/articles/new"]').text()).toBe(texts.home.emptyBlogAction);
    expect($("main").text()).not.toContain(texts.home.emptyTitle);
  });
});

describe("Pengaturan", () => {
  let server: TestServer;
  let cookie = "";
  let slug = "";

  beforeAll(async () => {
    server = await startServer({ env: adminServerEnv, cache: true });
    cookie = await sessionFor(server, "pemilik@contoh.id");
    slug = (await makePost(server.db, { title: "Kabar Pemilik" })).slug;
  });
  afterAll(() => server?.stop());

  it("saves every field and the site speaks with the new values at the next request", async () => {
    expect((await server.fetch("/")).headers.get("x-cache")).toBe("MISS");
    expect((await server.fetch("/")).headers.get("x-cache")).toBe("HIT");

    const response = await saveSettings(server, cookie, {
      name: "Kabar Nusantara",
      tagline: "Berita dari Sabang sampai Merauke",
      description: "Situs berita Kabar Nusantara.",
      heroTitle: "Selamat Datang di Kabar Nusantara",
      heroText: "Tulisan pilihan setiap hari.",
      phone: "+62 274 123 456",
      email: "redaksi@kabar.id",
      address: "Jl. Malioboro 1, Yogyakarta",
      "social.tiktok": "https://www.tiktok.com/@kabar",
      "social.facebook": "",
      footerText: "Kabar Nusantara, sejak 2026.",
      "footerGroups.0.title": "Tentang",
      "footerGroups.0.links.0.label": "Redaksi",
      "footerGroups.0.links.0.href": "/about",
    });
    expect(response.status).toBe(200);
    expect((await loadHtml(response))('[role="status"]').text()).toContain(t.saved);

    const rows = await settingRows(server);
    expect(JSON.parse(rows["site.name"] ?? "null")).toBe("Kabar Nusantara");
    expect(JSON.parse(rows["site.phone"] ?? "null")).toBe("+62 274 123 456");
    expect(JSON.parse(rows["site.logo"] ?? "undefined")).toBeNull();

    const home = await server.fetch("/");
    expect(home.headers.get("x-cache")).toBe("MISS");
    const $ = await loadHtml(home);
    expect($("head title").text()).toBe("Kabar Nusantara: Berita dari Sabang sampai Merauke");
    expect(meta($, "og:site_name")).toBe("Kabar Nusantara");
    expect($('meta[name="description"]').attr("content")).toBe("Situs berita Kabar Nusantara.");
    expect($("header").first().text()).toContain("Kabar Nusantara");
    expect($("h1").first().text()).toBe("Selamat Datang di Kabar Nusantara");
    const footer = $("footer");
    expect(footer.text()).toContain("+62 274 123 456");
    expect(footer.find('a[href="tel:+62274123456"]')).toHaveLength(1);
    expect(footer.text()).toContain("Jl. Malioboro 1, Yogyakarta");
    expect(footer.text()).toContain("Kabar Nusantara, sejak 2026.");
    expect(footer.find('a[href="/about"]').text()).toBe("Redaksi");
    expect(footer.find('a[aria-label="TikTok"]').attr("href")).toBe(
      "https://www.tiktok.com/@kabar",
    );
    expect(footer.find('a[aria-label="Facebook"]')).toHaveLength(0);
    expect(footer.text()).toContain(
      texts.footer.copyright(new Date().getFullYear(), "Kabar Nusantara"),
    );

    const article = await loadHtml(await server.fetch(`/blog/${slug}`));
    expect(article("head title").text()).toBe("Kabar Pemilik | Kabar Nusantara");
    const posting = JSON.parse(article('script[type="application/ld+json"]').last().text()) as {
      publisher: { name: string };
    };
    expect(posting.publisher.name).toBe("Kabar Nusantara");

    const feed = await new Parser().parseString(await (await server.fetch("/rss.xml")).text());
    expect(feed.title).toBe(texts.feed.title("Kabar Nusantara"));
    expect(feed.description).toBe("Situs berita Kabar Nusantara.");
    expect(await (await server.fetch("/robots.txt")).text()).toMatch(/^# Kabar Nusantara\n/);

    const notFound = await loadHtml(await server.fetch("/tidak-ada-di-sini"));
    expect(notFound("head title").text()).toBe(`${texts.notFound.title} | Kabar Nusantara`);
  });

  it("stores an uploaded logo as media and shows it in the header", async () => {
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: "#b91c1c" },
    })
      .png()
      .toBuffer();
    const response = await saveSettings(server, cookie, {
      logoFile: new File([new Uint8Array(png)], "logo.png", { type: "image/png" }),
    });
    expect(response.status).toBe(200);
    const logo = JSON.parse((await settingRows(server))["site.logo"] ?? "null") as string;
    expect(logo).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);
    const $ = await loadHtml(await server.fetch("/"));
    expect($("header img").first().attr("src")).toBe(logo);
    expect((await server.fetch(logo)).headers.get("content-type")).toBe("image/webp");
  });

  const bad: [string, Record<string, string | Blob>, string, string][] = [
    ["a blank site name", { name: "   " }, "name", t.required(t.name)],
    ["a site name of 61 characters", { name: "n".repeat(61) }, "name", t.tooLong(t.name, 60)],
    ["a javascript: social link", { "social.x": "javascript:alert(1)" }, "social.x", t.urlInvalid],
    [
      "an ftp social link",
      { "social.youtube": "ftp://contoh.id/" },
      "social.youtube",
      t.urlInvalid,
    ],
    ["an invalid e-mail", { email: "redaksi@" }, "email", t.emailInvalid],
    ["a phone with letters", { phone: "0812-ABC" }, "phone", t.phoneInvalid],
    [
      "a footer link to another site without a scheme",
      { "footerGroups.0.links.0.href": "//jahat.id" },
      "footerGroups.0.links.0.href",
      t.hrefInvalid,
    ],
    [
      "a javascript: footer link",
      { "footerGroups.1.links.0.href": "javascript:alert(1)" },
      "footerGroups.1.links.0.href",
      t.hrefInvalid,
    ],
    [
      "a footer link without an address",
      { "footerGroups.0.links.0.href": "" },
      "footerGroups.0.links.0.href",
      t.linkIncomplete,
    ],
    [
      "a group of links without a title",
      { "footerGroups.0.title": "" },
      "footerGroups.0.title",
      t.groupTitleRequired,
    ],
    ["a logo at a data: URL", { logo: "data:image/png;base64,AAAA" }, "logo", t.imageInvalid],
    [
      "a text file as the favicon",
      { faviconFile: new File(["halo"], "ikon.txt", { type: "text/plain" }) },
      "favicon",
      texts.editor.uploadNotImage,
    ],
  ];

  it.each(bad)("refuses %s in Indonesian and stores nothing", async (_, fields, field, message) => {
    const before = await settingRows(server);
    const media = await server.db.selectFrom("media").select("hash").execute();
    const response = await saveSettings(server, cookie, {
      name: "Tidak Tersimpan",
      logoFile: new File(
        [
          new Uint8Array(
            await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
              .png()
              .toBuffer(),
          ),
        ],
        "kecil.png",
        { type: "image/png" },
      ),
      ...fields,
    });
    expect(response.status).toBe(400);
    expect(fieldError(await loadHtml(response), field)).toBe(message);
    expect(await settingRows(server)).toEqual(before);
    expect(await server.db.selectFrom("media").select("hash").execute()).toEqual(media);
  });

  it("answers a broken body with 400 and stores nothing", async () => {
    const before = await settingRows(server);
    const response = await server.fetch("/admin/settings", {
      method: "POST",
      headers: { cookie, "content-type": "multipart/form-data; boundary=x" },
      body: "--x\r\nrusak",
    });
    expect(response.status).toBe(400);
    expect(await settingRows(server)).toEqual(before);
  });

  it("closes sign-up: the form says so and the server refuses new accounts", async () => {
    expect((await saveSettings(server, cookie, { signupOpen: "" })).status).toBe(200);
    expect(JSON.parse((await settingRows(server))["site.signupOpen"] ?? "null")).toBe(false);

    const page = await loadHtml(await server.fetch("/admin/auth?mode=daftar"));
    expect(page("main").text()).toContain(t.signupClosed);
    expect(page('input[name="password"]')).toHaveLength(0);

    const answer = await submitCredentials(server, "sign-up", "penyusup@contoh.id", "rahasia-123");
    expect(answer.status).toBe(403);
    expect(answer.cookie).toBe("");
    expect(answer.html).toContain(t.signupClosedText);
    const users = await server.db
      .selectFrom("user")
      .select("email")
      .where("email", "=", "penyusup@contoh.id")
      .execute();
    expect(users).toEqual([]);

    // Signing in still works.
    const signIn = await submitCredentials(
      server,
      "sign-in",
      "pemilik@contoh.id",
      "rahasia-uji-123",
    );
    expect(signIn.status).toBe(302);

    expect((await saveSettings(server, cookie, { signupOpen: "on" })).status).toBe(200);
    const reopened = await submitCredentials(server, "sign-up", "baru@contoh.id", "rahasia-123");
    expect(reopened.status).toBe(302);
  });

  it("sees a change written by another process at the next request", async () => {
    await server.fetch("/admin/auth");
    await server.db
      .updateTable("settings")
      .set({ value: JSON.stringify("Nama Dari Luar") })
      .where("key", "=", "site.name")
      .execute();
    // The sign-in screen is never page-cached: only the settings' own memory could be stale.
    // (On PostgreSQL the news comes by NOTIFY, a moment after the write.)
    await expect
      .poll(async () => (await loadHtml(await server.fetch("/admin/auth")))("head title").text(), {
        timeout: 2000,
        interval: 50,
      })
      .toBe(`${texts.auth.signInTitle} | Nama Dari Luar`);
    const home = await loadHtml(await server.fetch("/"));
    expect(home("header").first().text()).toContain("Nama Dari Luar");
  });

  it("falls back to the default for a stored value that breaks the rules", async () => {
    await server.db
      .updateTable("settings")
      .set({ value: JSON.stringify("javascript:alert(1)") })
      .where("key", "=", "site.logo")
      .execute();
    await server.db
      .updateTable("settings")
      .set({ value: "{ bukan json" })
      .where("key", "=", "site.name")
      .execute();
    await expect
      .poll(async () => meta(await loadHtml(await server.fetch("/")), "og:site_name"), {
        timeout: 2000,
        interval: 50,
      })
      .toBe(texts.site.name);
    const $ = await loadHtml(await server.fetch("/"));
    expect($("header img").first().attr("src")).toBe("/favicon.svg");
  });
});

describe("the first account of an empty site", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ env: adminServerEnv });
  });
  afterAll(() => server?.stop());

  it("may sign up even with sign-up closed", async () => {
    await server.db
      .insertInto("settings")
      .values({ key: "site.signupOpen", value: "false" })
      .execute();
    const page = await loadHtml(await server.fetch("/admin/auth?mode=daftar"));
    expect(page('input[name="password"]')).toHaveLength(1);
    const first = await submitCredentials(server, "sign-up", "pertama@contoh.id", "rahasia-123");
    expect(first.status).toBe(302);
    const second = await submitCredentials(server, "sign-up", "kedua@contoh.id", "rahasia-123");
    expect(second.status).toBe(403);
  });
});

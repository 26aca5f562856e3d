import * as cheerio from "cheerio";
import { createElement as h, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { CommentForm } from "~/components/comment-form";
import { SharePanel } from "~/components/share-panel";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { defaultSiteSettings, type SiteSettings } from "~/lib/site-settings";
import { renderedArticleParts, renderedParts } from "./html-first-parts";

const site: SiteSettings = {
  ...defaultSiteSettings,
  name: "Kabar Jogja",
  footerText: "Kabar Nusantara, sejak 2026.",
  phone: "+62 274 123 456",
  social: { ...defaultSiteSettings.social, tiktok: "https://www.tiktok.com/@warta" },
};

/** The header and footer as a hydrating page renders them: React Router's links and forms. */
async function livePage(
  settings: SiteSettings,
  path: string,
  Component: () => ReactElement = () => h("div", null, h(SiteHeader), h(SiteFooter)),
): Promise<string> {
  const routes = [{ id: "root", path: "*", loader: () => ({ site: settings }), Component }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error("no page");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(h(StaticRouterProvider, { router, context, hydrate: false }));
}

/** What a reader gets from a part: its words, where its links go, what its forms send. */
function reading(html: string) {
  const $ = cheerio.load(html);
  return {
    text: $.root().text(),
    links: $("a")
      .map((_, link) => {
        const $link = $(link);
        return `${$link.attr("href")} ${$link.attr("aria-label") ?? ""} ${$link.attr("aria-current") ?? ""} ${$link.attr("class")}`;
      })
      .get(),
    images: $("img")
      .map((_, image) => $(image).attr("src"))
      .get(),
    buttons: $("button, [role=button]")
      .map((_, button) => `${$(button).attr("aria-label")} ${$(button).attr("data-island")}`)
      .get(),
    forms: $("form")
      .map(
        (_, form) =>
          `${$(form).attr("method")} ${$(form).attr("action")} ${$(form).attr("data-island")}`,
      )
      .get(),
    fields: $("input")
      .map((_, input) => `${$(input).attr("name")} ${$(input).attr("type")}`)
      .get(),
    labelled: $("label")
      .map((_, label) => $(`[id="${$(label).attr("for")}"]`).length)
      .get(),
  };
}

function plainPage(settings: SiteSettings, path: string): string {
  const { pathname } = new URL(path, "http://localhost");
  const { header, footer } = renderedParts(settings, new Date().getFullYear(), pathname);
  return `<div><header>${header}</header><footer>${footer}</footer></div>`;
}

describe("the header and footer of HTML-first pages", () => {
  it.each(["/", "/blog/sebuah-artikel", "/?category=teknologi"])(
    "read on %s as the hydrating ones do: words, links, menu, forms, labelled fields",
    async (path) => {
      const plain = reading(plainPage(site, path));
      expect(plain).toEqual(reading(await livePage(site, path)));
      expect(plain.text).toContain("Kabar Jogja");
      expect(plain.text).toContain("Kabar Nusantara, sejak 2026.");
      expect(
        plain.links.some((link) => link.startsWith("https://www.tiktok.com/@warta TikTok")),
      ).toBe(true);
      expect(plain.buttons).toEqual(expect.arrayContaining([expect.stringMatching(/ menu$/)]));
      expect(plain.labelled).toEqual([1, 1]);
    },
  );

  it("marks the home page's menu item only on the home page", () => {
    const current = (path: string) =>
      cheerio.load(renderedParts(site, 2026, path).header)('[aria-current="page"]').length;
    expect(current("/")).toBe(2);
    expect(current("/blog/sebuah-artikel")).toBe(0);
  });

  it("is rendered again for other settings and for a new year", () => {
    const now = renderedParts(site, 2026, "/");
    expect(renderedParts(site, 2026, "/").footer).toBe(now.footer);
    expect(renderedParts(site, 2027, "/").footer).toContain("2027");
    const renamed = { ...site, name: "Warta Jogja", footerText: "Warta Jogja, sejak 2026." };
    const parts = renderedParts(renamed, 2026, "/");
    expect(parts.footer).toContain("Warta Jogja, sejak 2026.");
    expect(parts.footer).not.toContain("Kabar Nusantara");
    expect(parts.header).toContain("Warta Jogja");
  });

  it("keeps the ids of its form apart from the page's", () => {
    const ids = cheerio
      .load(renderedParts(site, 2026, "/").footer)("[id]")
      .map((_, element) => element.attribs.id)
      .get();
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(id).toMatch(/^_bagian-/);
  });
});

describe("the comment form of HTML-first articles", () => {
  it("holds what the live form renders on the server before anyone types", async () => {
    const page = await livePage(site, "/blog/sebuah-artikel", () =>
      h(CommentForm, { action: "/blog/sebuah-artikel#komentar-form" }),
    );
    // The form's insides as React wrote them: between the end of its start tag and its end tag.
    const form = /<form id="komentar-form"[^>]*action="([^"]*)"[^>]*>(.*)<\/form>/s.exec(page);
    expect(form?.[1]).toBe("/blog/sebuah-artikel#komentar-form");
    expect(renderedArticleParts().commentForm).toBe(form?.[2]);
    expect(reading(renderedArticleParts().commentForm).fields).toEqual([
      "intent hidden",
      "parent hidden",
      "website text",
      "name text",
      "email email",
      "notify checkbox",
    ]);
  });
});

describe("the share panel of HTML-first articles", () => {
  it("holds what the live panel renders, the article's address and title on the panel", async () => {
    const url = "https://warta.example/blog/sebuah-artikel";
    const page = await livePage(site, "/blog/sebuah-artikel", () =>
      h(SharePanel, { url, title: 'Sebuah "Artikel"' }),
    );
    const panel = /<section ([^>]*)>(.*)<\/section>/s.exec(page);
    expect(renderedArticleParts().shareButtons).toBe(panel?.[2]);
    const $ = cheerio.load(page);
    expect($("section").attr("data-url")).toBe(url);
    expect($("section").attr("data-title")).toBe('Sebuah "Artikel" | Kabar Jogja');
    expect($("section").attr("data-sharer-linkedin")).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    );
    expect(
      $("button[data-network]")
        .map((_, button) => $(button).attr("data-network"))
        .get(),
    ).toEqual(["facebook", "whatsapp", "x", "linkedin"]);
    expect(renderedArticleParts().shareButtons).not.toContain("sebuah-artikel");
  });
});

import * as cheerio from "cheerio";
import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { FooterContent } from "~/components/site-footer";
import { defaultSiteSettings, type SiteSettings } from "~/lib/site-settings";
import { footerHtml } from "./html-first-footer";

const site: SiteSettings = {
  ...defaultSiteSettings,
  footerText: "Kabar Nusantara, sejak 2026.",
  phone: "+62 274 123 456",
  social: { ...defaultSiteSettings.social, tiktok: "https://www.tiktok.com/@warta" },
};

/** The footer as a hydrating page renders it: React Router's link and fetcher form. */
async function liveFooter(settings: SiteSettings, year: number): Promise<string> {
  const routes = [
    {
      id: "root",
      path: "/",
      Component: () => h("footer", null, h(FooterContent, { site: settings, year })),
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("no page");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(h(StaticRouterProvider, { router, context, hydrate: false }));
}

/** What a reader gets from a footer: its words, where its links go, what its form sends. */
function reading(html: string) {
  const $ = cheerio.load(html);
  return {
    text: $.root().text(),
    links: $("a")
      .map((_, link) => `${$(link).attr("href")} ${$(link).attr("aria-label") ?? ""}`)
      .get(),
    form: `${$("form").attr("method")} ${$("form").attr("action")} ${$("form").attr("data-island")}`,
    fields: $("input")
      .map((_, input) => `${$(input).attr("name")} ${$(input).attr("type")}`)
      .get(),
    labelled: $("label")
      .map((_, label) => $(`#${$(label).attr("for")}`).length)
      .get(),
  };
}

describe("the footer of HTML-first pages", () => {
  it("reads as the hydrating footer does: the same words, links, form and labelled fields", async () => {
    const plain = reading(`<footer>${footerHtml(site, 2026)}</footer>`);
    expect(plain).toEqual(reading(await liveFooter(site, 2026)));
    expect(plain.text).toContain("Kabar Nusantara, sejak 2026.");
    expect(plain.links).toContain("https://www.tiktok.com/@warta TikTok");
    expect(plain.labelled).toEqual([1, 1]);
  });

  it("is rendered again for other settings and for a new year", () => {
    const now = footerHtml(site, 2026);
    expect(footerHtml(site, 2026)).toBe(now);
    expect(footerHtml(site, 2027)).toContain("2027");
    const renamed = { ...site, footerText: "Warta Jogja, sejak 2026." };
    expect(footerHtml(renamed, 2026)).toContain("Warta Jogja, sejak 2026.");
    expect(footerHtml(renamed, 2026)).not.toContain("Kabar Nusantara");
  });

  it("keeps its form's ids apart from the page's", () => {
    const ids = cheerio
      .load(footerHtml(site, 2026))("[id]")
      .map((_, element) => element.attribs.id)
      .get();
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(id).toMatch(/^_kaki-/);
  });
});

import * as cheerio from "cheerio";

export type Page = cheerio.CheerioAPI;

/** Fetches a page's HTML and parses it. */
export async function loadHtml(response: Response): Promise<Page> {
  return cheerio.load(await response.text());
}

/** Titles of the article cards on a list page, in order. */
export function cardTitles($: Page): string[] {
  return $("article h2 a")
    .map((_, el) => $(el).text().trim())
    .get();
}

import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

/** Debian's Chromium, headless, with the network chatter that this machine refuses turned off. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export interface PageOptions {
  baseURL: string;
  width?: number;
  height?: number;
  colorScheme?: "light" | "dark";
}

/**
 * A new page that fails the test on any error the page itself reports: an uncaught exception or
 * a console error (a hydration mismatch, a failed fetch).
 */
export async function openPage(
  browser: Browser,
  { baseURL, width = 1280, height = 800, colorScheme = "light" }: PageOptions,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height },
    colorScheme,
    locale: "id-ID",
    timezoneId: "Asia/Jakarta",
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    // A 404 page answers with status 404 by design; Chromium reports that as a console error.
    const expected404 =
      message.text().includes("status of 404") && message.location().url === page.url();
    if (!expected404) errors.push(message.text());
  });
  return { context, page, errors };
}

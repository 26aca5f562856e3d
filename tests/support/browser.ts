import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { startServer, type TestServer } from "./server";

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
  /** False: the page as a reader without JavaScript gets it. */
  javaScript?: boolean;
  /** Another browser's user agent (headless Chromium's own is not counted as a reader). */
  userAgent?: string;
}

/**
 * A new page that fails the test on any error the page itself reports: an uncaught exception, a
 * Content-Security-Policy violation or a console error (a hydration mismatch, a failed fetch).
 */
export async function openPage(
  browser: Browser,
  {
    baseURL,
    width = 1280,
    height = 800,
    colorScheme = "light",
    javaScript = true,
    userAgent,
  }: PageOptions,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height },
    colorScheme,
    javaScriptEnabled: javaScript,
    locale: "id-ID",
    timezoneId: "Asia/Jakarta",
    ...(userAgent ? { userAgent } : {}),
  });
  // The server's Content-Security-Policy is on in every test: any script, style, image or frame
  // it blocks is an error of the page, whatever Chromium prints about it.
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"} ` +
          `at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    // A 404 (or 410) page answers with that status by design; Chromium reports it as an error.
    const expectedStatus =
      /status of (404|410)\b/.test(message.text()) && message.location().url === page.url();
    if (!expectedStatus) errors.push(message.text());
  });
  return { context, page, errors };
}

export interface BrowserSuite {
  /** Set once the suite's beforeAll ran. */
  server: TestServer;
  browser: Browser;
  /** A page on the suite's server; its errors fail the test that opened it. */
  newPage(options?: Omit<PageOptions, "baseURL">): ReturnType<typeof openPage>;
  /** Drops reported errors the test expects (a refused request, a blocked popup). */
  ignoreErrors(expected: RegExp): void;
}

/**
 * Starts a server on a fresh database and Chromium for one test file, fails any test whose page
 * reported an error, and stops both at the end. Call it before the file's own beforeAll.
 */
export function browserSuite(start: () => Promise<TestServer> = () => startServer()): BrowserSuite {
  let errors: string[] = [];
  const suite = {
    newPage: async (options: Omit<PageOptions, "baseURL"> = {}) => {
      const opened = await openPage(suite.browser, { baseURL: suite.server.url, ...options });
      errors = opened.errors;
      return opened;
    },
    ignoreErrors: (expected: RegExp) => {
      errors.splice(0, errors.length, ...errors.filter((error) => !expected.test(error)));
    },
  } as BrowserSuite;

  beforeAll(async () => {
    [suite.server, suite.browser] = await Promise.all([start(), launchBrowser()]);
  });
  afterEach(() => {
    const reported = errors;
    errors = [];
    expect(reported).toEqual([]);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}

/**
 * Waits until an island of an HTML-first page (app/islands/) is running: until then the plain
 * HTML answers (a form posts as without JavaScript), so a test of the island waits for it.
 */
export function islandReady(page: Page, name: string): Promise<void> {
  return page
    .locator(`[data-island="${name}"][data-island-ready]`)
    .first()
    .waitFor({ state: "attached" });
}

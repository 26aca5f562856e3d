import * as cheerio from "cheerio";
import type { DB } from "~/.server/db/connection";
import { createPage, type PageInput } from "~/.server/db/pages";
import type { TestServer } from "./server";

let sequence = 0;

/** Stores a page with sensible defaults (published); every field can be overridden. */
export async function makePage(
  db: DB,
  overrides: Partial<PageInput> = {},
): Promise<{ id: number; slug: string }> {
  sequence += 1;
  const slug = overrides.slug ?? `halaman-uji-${sequence}-${Date.now().toString(36)}`;
  const id = await createPage(db, {
    title: `Halaman Uji ${sequence}`,
    summary: "",
    content: `<p>Isi halaman uji nomor ${sequence}.</p>`,
    published: true,
    ...overrides,
    slug,
  });
  return { id, slug };
}

/** Posts the page editor's form for a new page, as a browser without JavaScript does. */
export function createPageThroughForm(
  server: TestServer,
  cookie: string,
  fields: Record<string, string>,
): Promise<Response> {
  return server.fetch("/admin/pages/new", {
    method: "POST",
    headers: { cookie },
    body: new URLSearchParams(fields),
  });
}

/**
 * Saves an edit of a page through its editor, starting from the version the edit page shows
 * (the fields it shows, overridden by `fields`). Answers the response (302 on success).
 */
export async function editPage(
  server: TestServer,
  cookie: string,
  id: number,
  fields: Record<string, string>,
): Promise<Response> {
  const page = cheerio.load(
    await (await server.fetch(`/admin/pages/${id}/edit`, { headers: { cookie } })).text(),
  );
  const current: Record<string, string> = {
    title: page('input[name="title"]').attr("value") ?? "",
    slug: page('input[name="slug"]').attr("value") ?? "",
    summary: page('textarea[name="summary"]').text(),
    content: page('input[name="content"]').attr("value") ?? "",
    updatedAt: page('input[name="updatedAt"]').attr("value") ?? "",
  };
  if (page('input[name="published"]').is("[checked]")) current.published = "on";
  return server.fetch(`/admin/pages/${id}/edit`, {
    method: "POST",
    headers: { cookie },
    body: new URLSearchParams({ ...current, ...fields }),
  });
}

import * as cheerio from "cheerio";
import type { TestServer } from "./server";

/** The Pengaturan form's fields as the page shows them (a ticked checkbox as "on"). */
export async function settingsFields(
  server: TestServer,
  cookie: string,
): Promise<{ values: Map<string, string | Blob>; checkboxes: Set<string> }> {
  const page = cheerio.load(
    await (await server.fetch("/admin/settings", { headers: { cookie } })).text(),
  );
  const values = new Map<string, string | Blob>();
  const checkboxes = new Set<string>();
  page("form input[name], form textarea[name]").each((_, element) => {
    const field = page(element);
    const name = field.attr("name") ?? "";
    const type = field.attr("type");
    if (type === "file") return;
    if (type === "checkbox") {
      checkboxes.add(name);
      if (field.is("[checked]")) values.set(name, "on");
      return;
    }
    values.set(name, element.tagName === "textarea" ? field.text() : (field.attr("value") ?? ""));
  });
  page("form select[name]").each((_, element) => {
    const field = page(element);
    values.set(field.attr("name") ?? "", field.find("option[selected]").attr("value") ?? "");
  });
  return { values, checkboxes };
}

/**
 * Posts the Pengaturan form as the admin's browser does: every field as the page shows it, with
 * `fields` changed (a checkbox is sent as "on", or left out when its value is "").
 */
export async function saveSettings(
  server: TestServer,
  cookie: string,
  fields: Record<string, string | Blob> = {},
): Promise<Response> {
  const { values, checkboxes } = await settingsFields(server, cookie);
  for (const [name, value] of Object.entries(fields)) {
    if (value === "" && checkboxes.has(name)) {
      values.delete(name);
    } else {
      values.set(name, value);
    }
  }
  const form = new FormData();
  for (const [name, value] of values) form.set(name, value);
  return server.fetch("/admin/settings", { method: "POST", headers: { cookie }, body: form });
}

/** The stored settings rows, key to JSON text. */
export async function settingRows(server: TestServer): Promise<Record<string, string>> {
  const rows = await server.db
    .selectFrom("settings")
    .select(["key", "value"])
    .where("key", "like", "site.%")
    .execute();
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/**
 * Records the server's own origin as the site's address, as the first account's sign-up does:
 * mail goes out only from a site that has one (app/.server/site-url.ts).
 */
export async function recordSiteAddress(server: TestServer): Promise<void> {
  await server.db
    .insertInto("settings")
    .values({ key: "site.siteUrl", value: JSON.stringify(server.url) })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: JSON.stringify(server.url) }))
    .execute();
}

import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ImportReport } from "~/lib/import-report";
import { texts } from "~/.server/texts";
import { adminServerEnv, sessionFor } from "../support/admin";
import { loadHtml } from "../support/html";
import { fixture, tableCounts, truncated } from "../support/import";
import { startServer, type TestServer } from "../support/server";

// The dashboard's "Impor & Ekspor": the upload with progress (raw body to /admin/import), the
// same upload as a form without JavaScript, and the export download.

vi.setConfig({ testTimeout: 60_000 });

const t = texts.moving;
let server: TestServer;
let cookie = "";

beforeAll(async () => {
  server = await startServer({ env: adminServerEnv });
  cookie = await sessionFor(server, "admin@contoh.id");
});

afterAll(() => server?.stop());

function upload(path: string) {
  return server.fetch("/admin/import", {
    method: "POST",
    headers: { cookie, "content-type": "application/octet-stream" },
    body: readFileSync(path),
  });
}

function uploadForm(file?: { name: string; bytes: Buffer }) {
  const form = new FormData();
  if (file) form.set("file", new File([new Uint8Array(file.bytes)], file.name));
  return server.fetch("/admin/import-export", { method: "POST", headers: { cookie }, body: form });
}

describe("the Impor & Ekspor tab", () => {
  it("shows both halves, with the tab in the admin navigation", async () => {
    const $ = await loadHtml(await server.fetch("/admin/import-export", { headers: { cookie } }));
    expect($("h1").text()).toBe(t.title);
    expect($('nav a[href="/admin/import-export"]').text()).toBe(t.tab);
    expect($('form[action="/admin/import-export"] input[type=file][name=file]')).toHaveLength(1);
    expect($('form[action="/admin/export.jsonl"] button').text()).toBe(t.exportButton);
  });

  it("refuses a broken upload with a clear message, writing nothing", async () => {
    const before = await tableCounts(server.db);
    const response = await upload(truncated(fixture("ghost.json"), 0.5));
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { ok: boolean; message: string };
    expect(answer.ok).toBe(false);
    expect(answer.message).toMatch(/^Berkas JSON rusak: /);
    const empty = await server.fetch("/admin/import", {
      method: "POST",
      headers: { cookie, "content-type": "application/octet-stream" },
      body: "",
    });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { message: string }).message).toBe(t.noFile);
    // Anything but the raw file or the form is refused before the action runs.
    const text = await server.fetch("/admin/import", {
      method: "POST",
      headers: { cookie, "content-type": "text/plain" },
      body: "<rss/>",
    });
    expect(text.status).toBe(415);
    expect(await tableCounts(server.db)).toEqual(before);
  });

  it("imports an uploaded file and answers the summary", async () => {
    const response = await upload(fixture("ghost.json"));
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { ok: true; report: ImportReport };
    expect(answer.report.format).toBe("ghost");
    expect(answer.report.posts.created).toBe(4);
    expect(answer.report.pages.created).toBe(1);
    const home = await (await server.fetch("/")).text();
    expect(home).toContain("Harga Beras Naik");
  });

  it("imports a file sent as a form without JavaScript and shows the summary", async () => {
    const file = fixture("blogger.atom");
    const response = await uploadForm({ name: "blog.atom", bytes: readFileSync(file) });
    expect(response.status).toBe(200);
    const $ = await loadHtml(response);
    const summary = $('[data-testid="import-summary"]');
    expect(summary.find("h2").text()).toBe(`${t.summaryTitle}: ${t.formatNames.blogger}`);
    const posts = summary.find("tbody tr").first().find("td");
    expect(posts.eq(0).text()).toBe("3");
    const missing = await uploadForm();
    expect(missing.status).toBe(400);
    expect((await loadHtml(missing))('[role="alert"]').text()).toBe(t.noFile);
  });

  it("downloads the whole site, never cached, with or without accounts", async () => {
    const response = await server.fetch("/admin/export.jsonl", { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="warta-ekspor-\d{4}-\d{2}-\d{2}\.jsonl"$/,
    );
    const text = await response.text();
    const lines = text.trim().split("\n");
    expect(JSON.parse(lines[0] ?? "")).toMatchObject({ format: "warta-export", users: true });
    expect(JSON.parse(lines.at(-1) ?? "")).toMatchObject({ end: true });
    expect(text).toContain("Harga Beras Naik");
    expect(text).toContain("admin@contoh.id");
    const bare = await (
      await server.fetch("/admin/export.jsonl?users=0", { headers: { cookie } })
    ).text();
    expect(bare).toContain("Harga Beras Naik");
    expect(bare).not.toContain("admin@contoh.id");
  });
});

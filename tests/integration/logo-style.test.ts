import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { texts } from "~/lib/admin-texts";
import { adminServerEnv, sessionFor } from "../support/admin";
import { loadHtml } from "../support/html";
import { startServer, type TestServer } from "../support/server";
import { saveSettings } from "../support/settings";

// A wide logo shows at its own proportions, with or without the site's name (issue 43).
let server: TestServer;
let cookie = "";
const logo = "https://cdn.contoh.id/logo-lebar.png";

async function header() {
  const $ = await loadHtml(await server.fetch("/"));
  const link = $("header a[href='/']").first();
  return { img: link.find("img"), name: link.find("span").text() };
}

beforeAll(async () => {
  server = await startServer({ env: adminServerEnv });
  cookie = await sessionFor(server, "redaksi@contoh.id");
});

afterAll(() => server?.stop());

describe("Tampilan logo", () => {
  it("keeps the square mark beside the name by default", async () => {
    expect((await saveSettings(server, cookie, { logo })).status).toBe(200);
    const { img, name } = await header();
    expect(img.attr("class")).toContain("size-8");
    expect(name).toBe(texts.site.name);
  });

  it("shows a wide logo at its own proportions, alone or with the name", async () => {
    expect((await saveSettings(server, cookie, { logo, logoStyle: "wide" })).status).toBe(200);
    let shown = await header();
    expect(shown.img.attr("src")).toBe(logo);
    expect(shown.img.attr("class")).toContain("w-auto");
    expect(shown.img.attr("width")).toBeUndefined();
    // Alone, the image names the site.
    expect(shown.img.attr("alt")).toBe(texts.site.name);
    expect(shown.name).toBe("");

    const withName = await saveSettings(server, cookie, { logo, logoStyle: "wideWithName" });
    expect(withName.status).toBe(200);
    shown = await header();
    expect(shown.img.attr("class")).toContain("w-auto");
    expect(shown.name).toBe(texts.site.name);
  });

  it("refuses a style that is not offered, changing nothing", async () => {
    const refused = await saveSettings(server, cookie, { logo, logoStyle: "raksasa" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(texts.settings.logoStyleInvalid);
    expect((await header()).name).toBe(texts.site.name);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { privacyPath } from "~/lib/privacy-page";
import { texts } from "~/lib/texts";
import { makePost } from "../support/factories";
import { loadHtml } from "../support/html";
import { startServer, type TestServer } from "../support/server";

// Issue 45: the Privasi page every site starts with, the purpose line beside each form that takes
// an address, and the consent of a subscription on record from its form to its withdrawal.

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ env: { TRUST_PROXY: "loopback" } });
});

afterAll(() => server?.stop());

describe("the Privasi page", () => {
  it("exists from the first start and says what, why, how long and whom to ask", async () => {
    const response = await server.fetch(privacyPath);
    expect(response.status).toBe(200);
    const $ = await loadHtml(response);
    expect($("h1").text()).toContain("Kebijakan Privasi");
    const text = $("main").text();
    for (const part of ["Komentar", "Buletin", "7 hari", "12 bulan", "Do Not Track", "cookie"]) {
      expect(text).toContain(part);
    }
    expect($(`main a[href="mailto:${texts.footer.email}"]`)).toHaveLength(1);
  });

  it("is linked from the footer, the newsletter forms and the comment form, each with its purpose", async () => {
    const home = await loadHtml(await server.fetch("/"));
    expect(home(`footer a[href="${privacyPath}"]`).length).toBeGreaterThanOrEqual(2);
    expect(home("footer").text()).toContain(texts.footer.newsletterPurpose);
    const page = await loadHtml(await server.fetch("/newsletter"));
    expect(page("main form").text()).toContain(texts.footer.newsletterPurpose);
    const article = await makePost(server.db);
    const $ = await loadHtml(await server.fetch(`/blog/${article.slug}`));
    const form = $("form:has(textarea[name=content])");
    expect(form.text()).toContain(texts.footer.commentPurpose);
    expect(form.find(`a[href="${privacyPath}"]`)).toHaveLength(1);
  });
});

describe("consent on record", () => {
  it("records the form and the confirmation, and the unsubscribe link withdraws it", async () => {
    const email = "setuju@contoh.id";
    const subscribed = await server.fetch("/newsletter", {
      method: "POST",
      headers: { "X-Forwarded-For": "203.0.113.80" },
      body: new URLSearchParams({ email, source: "halaman-buletin", website: "" }),
    });
    expect(subscribed.status).toBe(200);
    const row = () =>
      server.db
        .selectFrom("subscribers")
        .selectAll()
        .where("email", "=", email)
        .executeTakeFirstOrThrow();
    expect(await row()).toMatchObject({ consent_source: "halaman-buletin", consented_at: null });

    // The site has no address yet, so no mail went out: give the subscription its link's token.
    await server.db
      .updateTable("subscribers")
      .set({
        confirm_token: "tokenKonfirmasiUji_0123456789abc",
        confirm_sent_at: new Date().toISOString(),
      })
      .where("email", "=", email)
      .execute();
    const confirmed = await server.fetch("/newsletter/confirm", {
      method: "POST",
      body: new URLSearchParams({ token: "tokenKonfirmasiUji_0123456789abc" }),
    });
    expect(confirmed.status).toBe(302);
    const consented = await row();
    expect(consented.consented_at).not.toBeNull();
    expect(consented.unsubscribed_at).toBeNull();

    const withdrawn = await server.fetch("/newsletter/unsubscribe", {
      method: "POST",
      body: new URLSearchParams({ token: consented.token }),
    });
    expect(withdrawn.status).toBe(302);
    const after = await row();
    expect(after.unsubscribed_at).not.toBeNull();
    expect(after.consented_at).toEqual(consented.consented_at);
    expect(after.consent_source).toBe("halaman-buletin");
  });

  it("refuses a bad address with a 400 and the Indonesian message", async () => {
    const response = await server.fetch("/newsletter", {
      method: "POST",
      headers: { "X-Forwarded-For": "203.0.113.81" },
      body: new URLSearchParams({ email: "bukan-alamat", website: "" }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(texts.newsletter.emailInvalid);
  });
});

import { describe, expect, it } from "vitest";
import { SplicedPage } from "./spliced-page";

describe("a page with parts put into its bytes", () => {
  it("has every part at its marker, string or bytes, in any characters", () => {
    const page = new SplicedPage();
    const header = Buffer.from("<nav>Beranda · “Warta”</nav>");
    const rendered =
      `<!DOCTYPE html><header>${page.place(header)}</header>` +
      `<main><div>${page.place("<p>Kopi → teh, 😀</p>")}</div><p>Baca →</p></main>` +
      `<footer>${page.place("<p>© 2026</p>")}</footer>`;
    const expected =
      "<!DOCTYPE html><header><nav>Beranda · “Warta”</nav></header>" +
      "<main><div><p>Kopi → teh, 😀</p></div><p>Baca →</p></main><footer><p>© 2026</p></footer>";
    expect(page.bytes(rendered).equals(Buffer.from(expected))).toBe(true);
  });

  it("keeps a part's text out of React's string, and the marker out of the page", () => {
    const page = new SplicedPage();
    const marker = page.place("<p>isi artikel</p>");
    expect(marker).not.toContain("isi artikel");
    const bytes = page.bytes(`<div>${marker}</div>`).toString("utf8");
    expect(bytes).toBe("<div><p>isi artikel</p></div>");
    expect(bytes).not.toContain("\u0000");
  });

  it("leaves out a part React never rendered (a subtree that failed)", () => {
    const page = new SplicedPage();
    page.place("<p>hilang</p>");
    const kept = page.place("<p>ada</p>");
    expect(page.bytes(`<main>${kept}</main>`).toString("utf8")).toBe("<main><p>ada</p></main>");
  });

  it("is a page's own, not a view of the next page's", () => {
    const first = new SplicedPage();
    const one = first.bytes(`<p>${first.place("“satu”")}</p>`);
    const second = new SplicedPage();
    second.bytes(`<p>${second.place("dua → tiga")}</p>`);
    expect(one.toString("utf8")).toBe("<p>“satu”</p>");
  });

  it("is right for a page too long for the kept buffer", () => {
    const page = new SplicedPage();
    const content = "“panjang” ".repeat(20_000);
    const rendered = `<main>${page.place(content)}</main>${"<p>→</p>".repeat(5_000)}`;
    const expected = `<main>${content}</main>${"<p>→</p>".repeat(5_000)}`;
    expect(page.bytes(rendered).equals(Buffer.from(expected))).toBe(true);
  });

  it("takes text that only looks like a marker as text", () => {
    const page = new SplicedPage();
    const text = "<p>\u00000:</p><p>;</p>";
    expect(page.bytes(`${text}${page.place("<b>x</b>")}`).toString("utf8")).toBe(`${text}<b>x</b>`);
  });
});

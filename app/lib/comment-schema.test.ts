import { describe, expect, it } from "vitest";
import { checkComment } from "./comment-rules";
import { parseComment } from "./comment-schema";
import { texts } from "./texts";

const t = texts.comments;

describe("parseComment", () => {
  it("trims the fields and turns a blank e-mail into null", () => {
    expect(parseComment({ name: "  Sari  ", content: "\n Halo \n", email: "  " })).toEqual({
      ok: true,
      comment: { name: "Sari", content: "Halo", email: null },
    });
    expect(parseComment({ name: "Sari", content: "Halo" })).toMatchObject({
      comment: { email: null },
    });
    expect(
      parseComment({ name: "Sari", content: "Halo", email: " sari@contoh.id " }),
    ).toMatchObject({ comment: { email: "sari@contoh.id" } });
  });

  it("says 'wajib diisi' for empty or missing fields and 'tidak boleh kosong' for whitespace", () => {
    expect(parseComment({ name: "", content: "" })).toEqual({
      ok: false,
      errors: { name: t.nameRequired, content: t.contentRequired },
    });
    expect(parseComment({})).toEqual({
      ok: false,
      errors: { name: t.nameRequired, content: t.contentRequired },
    });
    expect(parseComment({ name: " \t ", content: "\n\n  " })).toEqual({
      ok: false,
      errors: { name: t.nameBlank, content: t.contentBlank },
    });
  });

  it("counts the length after trimming", () => {
    const ok = parseComment({ name: "A", content: `  ${"x".repeat(1000)}  ` });
    expect(ok.ok).toBe(true);
    expect(parseComment({ name: "A", content: "x".repeat(1001) })).toEqual({
      ok: false,
      errors: { content: t.contentTooLong },
    });
    expect(parseComment({ name: "n".repeat(101), content: "Halo" })).toEqual({
      ok: false,
      errors: { name: t.nameTooLong(100) },
    });
  });

  it.each(["bukan-email", "a@", "@b.id", "a b@c.id", "<script>@x.id", `${"a".repeat(250)}@x.id`])(
    "refuses the e-mail %s",
    (email) => {
      expect(parseComment({ name: "A", content: "B", email })).toEqual({
        ok: false,
        errors: { email: t.emailInvalid },
      });
    },
  );

  it("ignores fields it does not know, such as a forged status", () => {
    const result = parseComment({ name: "A", content: "B", status: "approved" });
    expect(result).toEqual({ ok: true, comment: { name: "A", content: "B", email: null } });
  });
});

describe("checkComment, the browser's copy of the rules", () => {
  const cases: Record<string, unknown>[] = [
    { name: "Sari", content: "Halo" },
    { name: "  Sari  ", content: "\n Halo \n", email: "  " },
    { name: "", content: "" },
    {},
    { name: " \t ", content: "\n\n  " },
    { name: "A", content: `  ${"x".repeat(1000)}  ` },
    { name: "A", content: "x".repeat(1001) },
    { name: "n".repeat(101), content: "Halo" },
    { name: "A", content: "B", email: "sari@contoh.id" },
    { name: "A", content: "B", email: " Sari.Putri+blog@contoh.co.id " },
    ...["bukan-email", "a@", "@b.id", "a b@c.id", "<script>@x.id", `${"a".repeat(250)}@x.id`].map(
      (email) => ({ name: "A", content: "B", email }),
    ),
  ];

  it.each(cases)("answers as the server's schema does for %o", (values) => {
    const server = parseComment(values);
    expect(checkComment(values)).toEqual(server.ok ? {} : server.errors);
  });
});

describe("the reply notice", () => {
  it.each([
    [{ name: "Sari", content: "Halo", notify: "on" }, { email: t.notifyNeedsEmail }],
    [{ name: "Sari", content: "Halo", notify: "on", email: "  " }, { email: t.notifyNeedsEmail }],
    [
      { name: "", content: "Halo", notify: "on" },
      { name: t.nameRequired, email: t.notifyNeedsEmail },
    ],
    [{ name: "Sari", content: "Halo", notify: "on", email: "x@" }, { email: t.emailInvalid }],
  ])("needs an address: %o", (values, errors) => {
    expect(parseComment(values)).toEqual({ ok: false, errors });
    expect(checkComment(values)).toEqual(errors);
  });

  it("is fine with an address, or unticked", () => {
    expect(
      parseComment({ name: "Sari", content: "Halo", notify: "on", email: "s@contoh.id" }).ok,
    ).toBe(true);
    expect(
      checkComment({ name: "Sari", content: "Halo", notify: "on", email: "s@contoh.id" }),
    ).toEqual({});
    expect(parseComment({ name: "Sari", content: "Halo" }).ok).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";

describe("toCsv", () => {
  it("writes a header row and one CRLF line per row", () => {
    expect(toCsv(["Email", "Tanggal"], [["a@contoh.id", "2026-01-02"]])).toBe(
      "Email,Tanggal\r\na@contoh.id,2026-01-02\r\n",
    );
  });

  it("quotes fields with commas, quotes and line breaks, doubling the quotes", () => {
    expect(toCsv(["x"], [["a,b"], ['say "hi"'], ["two\nlines"]])).toBe(
      'x\r\n"a,b"\r\n"say ""hi"""\r\n"two\nlines"\r\n',
    );
  });

  it("defuses cells a spreadsheet would run as a formula", () => {
    expect(toCsv(["x"], [["=SUM(A1)"], ["+1"], ["-2+3@x.id"], ["@cmd"]])).toBe(
      "x\r\n'=SUM(A1)\r\n'+1\r\n'-2+3@x.id\r\n'@cmd\r\n",
    );
  });

  it("writes only the header when there are no rows", () => {
    expect(toCsv(["Email"], [])).toBe("Email\r\n");
  });
});

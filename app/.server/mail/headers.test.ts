import { describe, expect, it } from "vitest";
import { headerText } from "./headers";

describe("headerText", () => {
  it("turns CR/LF injections into spaces so no header can be added", () => {
    expect(headerText("Judul\r\nBcc: korban@contoh.id")).toBe("Judul Bcc: korban@contoh.id");
    expect(headerText("a\nb\rc\u2028d\u0000e")).toBe("a b c d e");
  });

  it("cuts long values", () => {
    expect(headerText("x".repeat(500))).toHaveLength(200);
  });
});

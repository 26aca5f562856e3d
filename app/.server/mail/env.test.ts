import { describe, expect, it } from "vitest";
import { parseEnv } from "../env";

describe("mail settings in the environment", () => {
  it("accepts an SMTP URL with a sender", () => {
    const env = parseEnv({
      SMTP_URL: "smtps://u:p@mail.contoh.id:465",
      MAIL_FROM: "Warta <a@contoh.id>",
    });
    expect(env.SMTP_URL).toBe("smtps://u:p@mail.contoh.id:465");
    expect(env.MAIL_RATE_PER_MINUTE).toBe(120);
  });

  it.each([
    [{ SMTP_URL: "smtp://mail.contoh.id" }, "MAIL_FROM wajib diisi bila SMTP_URL diisi"],
    [
      { SMTP_URL: "http://mail.contoh.id", MAIL_FROM: "a@contoh.id" },
      "SMTP_URL harus diawali smtp://",
    ],
    [
      { MAIL_FROM: "Warta <a@contoh.id>\r\nBcc: b@contoh.id" },
      "MAIL_FROM harus berupa alamat email",
    ],
    [{ MAIL_RATE_PER_MINUTE: "cepat" }, "MAIL_RATE_PER_MINUTE harus berupa angka"],
  ])("refuses %o naming the variable", (source, message) => {
    expect(() => parseEnv(source)).toThrow(message);
  });
});

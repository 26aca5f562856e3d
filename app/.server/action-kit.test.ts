import { describe, expect, it } from "vitest";
import { texts } from "~/lib/admin-texts";
import { done, idParam, parseId, readFormSafely, refuseFields, unreadableForm } from "./action-kit";

const boundary = "----wartaBatas";

function post(body: string, contentType: string): Request {
  return new Request("http://127.0.0.1/admin/dashboard", {
    method: "POST",
    headers: { "content-type": contentType },
    body,
  });
}

describe("action kit", () => {
  it("reads a hostile body as no form, answered 400 in Indonesian", async () => {
    const truncated = `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\ndel`;
    const hostile = [
      post(truncated, `multipart/form-data; boundary=${boundary}`),
      post("intent=delete", "multipart/form-data"),
      post("{}", "application/json"),
    ];
    for (const request of hostile) expect(await readFormSafely(request)).toBeUndefined();
    const answer = unreadableForm();
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({
      ok: false,
      message: texts.actions.unreadableForm,
      errors: { form: texts.actions.unreadableForm },
    });
  });

  it("reads a well-formed form", async () => {
    const form = await readFormSafely(
      post("intent=delete&id=7", "application/x-www-form-urlencoded"),
    );
    expect(form?.get("id")).toBe("7");
  });

  it("takes ids by one rule: 1 to 999999999, no sign, no leading zero", () => {
    for (const good of ["1", "42", "999999999"]) expect(parseId(good)).toBe(Number(good));
    for (const bad of ["0", "007", "-1", "1e3", "1.5", " 1", "1000000000", "", undefined, 3]) {
      expect(parseId(bad)).toBeUndefined();
    }
    expect(idParam(undefined)).toBeUndefined();
    expect(() => idParam("0")).toThrow();
  });

  it("answers in one shape: ok and message, with the fields of a refusal", () => {
    expect(done("Selesai", { for: "notices" }).data).toEqual({
      ok: true,
      message: "Selesai",
      for: "notices",
    });
    const refused = refuseFields(400, { slug: "Slug sudah dipakai" }, { for: "3" });
    expect(refused.init?.status).toBe(400);
    expect(refused.data).toEqual({
      ok: false,
      message: "Slug sudah dipakai",
      errors: { slug: "Slug sudah dipakai" },
      for: "3",
    });
  });
});

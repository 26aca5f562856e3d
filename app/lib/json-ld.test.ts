import { describe, expect, it } from "vitest";
import { serializeJsonLd } from "./json-ld";

describe("serializeJsonLd", () => {
  const value = { headline: `</script><script>alert("x")</script> & 🚀 \u2028` };

  it("leaves no character that could end the script element", () => {
    const text = serializeJsonLd(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain("\\u003c/script\\u003e");
  });

  it("parses back to the same value", () => {
    expect(JSON.parse(serializeJsonLd(value))).toEqual(value);
  });
});

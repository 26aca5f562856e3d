import { describe, expect, it } from "vitest";
import { commentStatuses } from "./comment-schema";
import { intentsFor, targetOf } from "./moderation";

describe("moderation intents", () => {
  it("offers on each list only the moves that change a comment's status", () => {
    for (const status of commentStatuses) {
      const targets = intentsFor(status).map(targetOf);
      expect(targets).not.toContain(status);
      expect(targets).toContain("delete");
    }
    expect(intentsFor("pending")).toEqual(["approve", "spam", "delete"]);
  });

  it("maps each intent to the status it sets", () => {
    expect(targetOf("approve")).toBe("approved");
    expect(targetOf("spam")).toBe("spam");
    expect(targetOf("pending")).toBe("pending");
    expect(targetOf("delete")).toBe("delete");
  });
});

import { describe, expect, it } from "vitest";
import { isYes, yesNoField } from "./form-boolean";
import {
  articleState,
  canMove,
  featuredAfterSave,
  stateAfterSave,
  type ArticleState,
  type PolicyUser,
} from "./policy";

const states: ArticleState[] = ["draft", "review", "scheduled", "published"];
const user = (role: PolicyUser["role"]): PolicyUser => ({ id: role, role });
const own = (who: PolicyUser, published = false) => ({ ownerId: who.id, published });

// Every move a role may make, as "from>to", on its own article (unpublished unless it is from
// published): the table of docs/SECURITY.md.
function moves(who: PolicyUser): string[] {
  return states.flatMap((from) =>
    states
      .filter((to) => canMove(who, own(who, from === "published"), from, to))
      .map((to) => `${from}>${to}`),
  );
}

describe("publication moves", () => {
  it("lets editors, admins and a Penulis on their own article make any move", () => {
    for (const role of ["admin", "editor", "penulis"] as const) {
      expect([role, moves(user(role)).length]).toEqual([role, 16]);
    }
  });

  it("lets a Kontributor keep a draft or send it to review, and nothing more", () => {
    expect(moves(user("kontributor"))).toEqual([
      "draft>draft",
      "draft>review",
      "review>review",
      "scheduled>review",
    ]);
  });

  it("lets nobody but editors move someone else's article", () => {
    const theirs = { ownerId: "someone", published: false };
    expect(canMove(user("penulis"), theirs, "draft", "draft")).toBe(false);
    expect(canMove(user("kontributor"), theirs, "draft", "review")).toBe(false);
    expect(canMove(user("editor"), theirs, "review", "published")).toBe(true);
    expect(canMove(user("pending"), own(user("pending")), "draft", "draft")).toBe(false);
  });

  it("sends a Kontributor's change of a reviewed or scheduled article back to review", () => {
    const writer = user("kontributor");
    expect(stateAfterSave(writer, own(writer), "scheduled", "scheduled")).toBe("review");
    expect(stateAfterSave(writer, own(writer), "review", "draft")).toBe("review");
    expect(stateAfterSave(writer, own(writer), "draft", "draft")).toBe("draft");
    const penulis = user("penulis");
    expect(stateAfterSave(penulis, own(penulis), "scheduled", "scheduled")).toBe("scheduled");
  });

  it("reads the state as stored: published, then a schedule, then the review mark", () => {
    const at = "2099-01-01T00:00:00.000Z";
    expect(articleState({ published: true, scheduledAt: at, inReview: true })).toBe("published");
    expect(articleState({ published: false, scheduledAt: at, inReview: true })).toBe("scheduled");
    expect(articleState({ published: false, scheduledAt: null, inReview: true })).toBe("review");
    expect(articleState({ published: false, scheduledAt: null, inReview: false })).toBe("draft");
  });
});

describe("featured", () => {
  it("is the editors' decision; a Penulis keeps it, a Kontributor's save clears it", () => {
    expect(featuredAfterSave(user("editor"), false, true)).toBe(true);
    expect(featuredAfterSave(user("editor"), true, false)).toBe(false);
    expect(featuredAfterSave(user("penulis"), true, true)).toBe(true);
    expect(featuredAfterSave(user("penulis"), true, false)).toBeUndefined();
    expect(featuredAfterSave(user("penulis"), false, true)).toBeUndefined();
    expect(featuredAfterSave(user("kontributor"), true, true)).toBe(false);
    expect(featuredAfterSave(user("kontributor"), true, false)).toBe(false);
    expect(featuredAfterSave(user("kontributor"), false, true)).toBeUndefined();
  });
});

describe("yes/no fields", () => {
  it("accept one spelling set and refuse the rest", () => {
    const field = yesNoField("salah");
    expect(["on", "true", "1"].map((value) => field.parse(value))).toEqual([true, true, true]);
    expect(["off", "false", "0", "", undefined].map((value) => field.parse(value))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(field.safeParse("yes").success).toBe(false);
    expect(isYes("TRUE")).toBe(false);
  });
});

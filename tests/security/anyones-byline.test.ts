import { describe, expect, it, vi } from "vitest";
import { editFields } from "../support/admin";
import { makePost } from "../support/factories";
import { articleState, newArticlePairs, postPairs, newsroomSuite } from "../support/newsroom";

// Anyone's byline: a guard that read the first copy of `author` while the save stored the last
// let a Penulis publish under the administrator's name, and a Kontributor sign a draft with it.
// A form is read once now: `author` sent twice is a 400 and nothing is stored.

vi.setConfig({ testTimeout: 60_000 });

const suite = newsroomSuite();

function bylinedByAdmin() {
  return suite.server.db
    .selectFrom("posts")
    .select("id")
    .where("author_profile_id", "=", suite.room.profiles.admin)
    .execute();
}

describe("anyone's byline", () => {
  it("a Penulis sending author=<own>&author=<admin's profile> publishes nothing", async () => {
    const pairs = await newArticlePairs(suite.server, [
      ["published", "on"],
      ["author", String(suite.room.profiles.penulis)],
      ["author", String(suite.room.profiles.admin)],
    ]);
    const answer = await postPairs(
      suite.server,
      "/admin/articles/new",
      pairs,
      suite.room.cookies.penulis,
    );
    expect(answer.status).toBe(400);
    expect(await bylinedByAdmin()).toEqual([]);
    const mine = await suite.server.db
      .selectFrom("posts")
      .select("id")
      .where("owner_id", "=", suite.room.ids.penulis)
      .execute();
    expect(mine).toEqual([]);
  });

  it("a Kontributor does the same on their draft and its byline stays theirs", async () => {
    const { id } = await makePost(suite.server.db, {
      published: false,
      ownerId: suite.room.ids.kontributor,
      authorProfileId: suite.room.profiles.kontributor,
    });
    const before = await articleState(suite.server, id);
    const fields = await editFields(suite.server, suite.room.cookies.kontributor, id);
    const pairs = Object.entries({ ...fields, title: "Judul Baru" }).filter(
      ([key]) => key !== "author",
    );
    const answer = await postPairs(
      suite.server,
      `/admin/articles/${id}/edit`,
      [
        ...pairs,
        ["author", String(suite.room.profiles.kontributor)],
        ["author", String(suite.room.profiles.admin)],
      ],
      suite.room.cookies.kontributor,
    );
    expect(answer.status).toBe(400);
    expect(await articleState(suite.server, id)).toEqual(before);
    expect(await bylinedByAdmin()).toEqual([]);
  });
});

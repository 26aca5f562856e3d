import { describe, expect, it, vi } from "vitest";
import { texts } from "~/.server/texts";
import { editArticle, editFields } from "../support/admin";
import { makePost } from "../support/factories";
import { articleState, newArticlePairs, postPairs, newsroomSuite } from "../support/newsroom";

// Featured by anyone: Pilihan redaksi is an editor's decision. `featured=true` (not `on`) or the
// field sent twice let a Kontributor or Penulis set it, and a featured Kontributor draft stayed
// featured when an editor published it.

vi.setConfig({ testTimeout: 60_000 });

const suite = newsroomSuite();

function featuredRows() {
  return suite.server.db.selectFrom("posts").select("id").where("featured", "=", true).execute();
}

describe("featured by anyone", () => {
  it("featured=true from a Penulis or a Kontributor is refused and stores nothing", async () => {
    for (const role of ["penulis", "kontributor"] as const) {
      const pairs = await newArticlePairs(suite.server, [["featured", "true"]]);
      const answer = await postPairs(
        suite.server,
        "/admin/articles/new",
        pairs,
        suite.room.cookies[role],
      );
      expect([role, answer.status]).toEqual([role, 403]);
      expect(await answer.text()).toContain(texts.forbidden.feature);
    }
    expect(await featuredRows()).toEqual([]);
  });

  it("featured sent twice is a 400 and stores nothing", async () => {
    for (const role of ["penulis", "kontributor"] as const) {
      const { id } = await makePost(suite.server.db, {
        published: false,
        ownerId: suite.room.ids[role],
      });
      const before = await articleState(suite.server, id);
      const fields = Object.entries(await editFields(suite.server, suite.room.cookies[role], id));
      const answer = await postPairs(
        suite.server,
        `/admin/articles/${id}/edit`,
        [...fields, ["featured", "off"], ["featured", "on"]],
        suite.room.cookies[role],
      );
      expect([role, answer.status]).toEqual([role, 400]);
      expect(await articleState(suite.server, id)).toEqual(before);
    }
    expect(await featuredRows()).toEqual([]);
  });

  it("a Kontributor's featured=true draft never reaches readers as Pilihan redaksi", async () => {
    const { id } = await makePost(suite.server.db, {
      published: false,
      ownerId: suite.room.ids.kontributor,
    });
    const crafted = await editArticle(suite.server, suite.room.cookies.kontributor, id, {
      featured: "true",
    });
    expect(crafted.status).toBe(403);
    const published = await editArticle(suite.server, suite.room.cookies.editor, id, {
      intent: "publish",
    });
    expect(published.status).toBe(302);
    expect(await articleState(suite.server, id)).toMatchObject({
      published: true,
      featured: false,
    });
  });

  it("a featured Kontributor draft loses the flag when its writer saves it", async () => {
    const { id } = await makePost(suite.server.db, {
      published: false,
      featured: true,
      ownerId: suite.room.ids.kontributor,
    });
    const saved = await editArticle(suite.server, suite.room.cookies.kontributor, id, {
      title: "Disunting",
    });
    expect(saved.status).toBe(302);
    expect(await articleState(suite.server, id)).toMatchObject({
      title: "Disunting",
      featured: false,
    });
  });
});

import { describe, expect, it, vi } from "vitest";
import { editArticle, editFields } from "../support/admin";
import { makePost } from "../support/factories";
import { articleState, postPairs, newsroomSuite } from "../support/newsroom";

// Review bypassed by a schedule: an editor schedules a Kontributor's submitted article, then the
// Kontributor saves new text (or restores an older revision) and the schedule used to stay, so
// unreviewed text went live at the set time. Now such a change sends the article back to review
// and clears the schedule.

vi.setConfig({ testTimeout: 60_000 });

const suite = newsroomSuite();

/** A Kontributor's article with `text`, submitted, then scheduled by an editor. */
async function scheduledSubmission(text: string): Promise<number> {
  const { id } = await makePost(suite.server.db, {
    published: false,
    ownerId: suite.room.ids.kontributor,
    content: "<p>Teks pertama yang belum ditinjau.</p>",
  });
  const edited = await editArticle(suite.server, suite.room.cookies.kontributor, id, {
    content: text,
    intent: "submit",
  });
  expect(edited.status).toBe(302);
  const scheduled = await editArticle(suite.server, suite.room.cookies.editor, id, {
    intent: "schedule",
    publishAt: "2099-01-01T08:00",
  });
  expect(scheduled.status).toBe(302);
  expect(await articleState(suite.server, id)).toMatchObject({ scheduled: true, published: false });
  return id;
}

describe("review bypassed by a schedule", () => {
  it("a Kontributor's plain save of a scheduled article sends it back to review", async () => {
    const id = await scheduledSubmission("<p>Teks yang sudah ditinjau.</p>");
    const saved = await editArticle(suite.server, suite.room.cookies.kontributor, id, {
      content: "<p>Teks baru yang belum ditinjau.</p>",
    });
    expect(saved.status).toBe(302);
    expect(await articleState(suite.server, id)).toMatchObject({
      content: "<p>Teks baru yang belum ditinjau.</p>",
      published: false,
      scheduled: false,
      inReview: true,
    });
  });

  it("a Kontributor's save of an article in review keeps it in review", async () => {
    const { id } = await makePost(suite.server.db, {
      published: false,
      ownerId: suite.room.ids.kontributor,
    });
    expect(
      (await editArticle(suite.server, suite.room.cookies.kontributor, id, { intent: "submit" }))
        .status,
    ).toBe(302);
    const saved = await editArticle(suite.server, suite.room.cookies.kontributor, id, {
      title: "Diubah",
    });
    expect(saved.status).toBe(302);
    expect(await articleState(suite.server, id)).toMatchObject({ title: "Diubah", inReview: true });
  });

  it("restoring an older revision of a scheduled article sends it back to review", async () => {
    const id = await scheduledSubmission("<p>Teks yang sudah ditinjau.</p>");
    const first = await suite.server.db
      .selectFrom("revisions")
      .select("id")
      .where("post_id", "=", id)
      .where("content", "=", "<p>Teks pertama yang belum ditinjau.</p>")
      .executeTakeFirstOrThrow();
    const { updatedAt = "" } = await editFields(suite.server, suite.room.cookies.kontributor, id);
    const restored = await postPairs(
      suite.server,
      `/admin/articles/${id}/riwayat`,
      [
        ["intent", "restore"],
        ["revisionId", String(first.id)],
        ["updatedAt", updatedAt],
      ],
      suite.room.cookies.kontributor,
    );
    expect([302, 403]).toContain(restored.status);
    const after = await articleState(suite.server, id);
    // Whatever text it holds now, none of it goes live without an editor.
    expect(after).toMatchObject({ published: false, scheduled: false });
    if (restored.status === 302) expect(after.inReview).toBe(true);
  });
});

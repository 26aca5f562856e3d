import { describe, expect, it } from "vitest";
import { texts } from "~/lib/admin-texts";
import { planPublication, type PlanInput } from "./plan";

const t = texts.schedule;
const now = new Date("2026-11-25T00:00:00.000Z");
const draft = { published: false, publicationDate: null, scheduledAt: null };
const scheduled = {
  published: false,
  publicationDate: "2026-11-26T00:00:00.000Z",
  scheduledAt: "2026-11-26T00:00:00.000Z",
};
const live = { published: true, publicationDate: "2026-11-20T03:04:05.678Z", scheduledAt: null };

function plan(input: Partial<PlanInput>, current = draft as Parameters<typeof planPublication>[1]) {
  const base: PlanInput = { intent: "save", published: false, publishAt: "", newsletter: false };
  return planPublication({ ...base, ...input }, current, "Asia/Jakarta", now);
}

describe("what a save means for publication", () => {
  it("schedules a future moment, with the newsletter for later", () => {
    expect(plan({ intent: "schedule", publishAt: "2026-11-26T07:00", newsletter: true })).toEqual({
      ok: true,
      outcome: "scheduled",
      newsletterNow: false,
      columns: {
        published: false,
        publishedAt: "2026-11-26T00:00:00.000Z",
        scheduledAt: "2026-11-26T00:00:00.000Z",
        scheduleNewsletter: true,
      },
    });
  });

  it("keeps a schedule through a plain save, and drops it on Batalkan jadwal", () => {
    const kept = plan({}, scheduled);
    expect(kept.ok && kept.columns.scheduledAt).toBe(scheduled.scheduledAt);
    const dropped = plan({ intent: "unschedule" }, scheduled);
    expect(dropped.ok && dropped.columns).toEqual({
      published: false,
      publishedAt: null,
      scheduledAt: null,
      scheduleNewsletter: false,
    });
  });

  it("publishes a scheduled article now when it is published by hand", () => {
    const byHand = plan({ published: true, newsletter: true }, scheduled);
    expect(byHand.ok && byHand.columns.publishedAt).toBe(now.toISOString());
    expect(byHand.ok && byHand.newsletterNow).toBe(true);
  });

  it("back-dates to a past moment, and keeps a stored date to the second", () => {
    const back = plan({ published: true, publishAt: "2020-03-15T08:30" });
    expect(back.ok && back.columns.publishedAt).toBe("2020-03-15T01:30:00.000Z");
    const same = plan({ published: true, publishAt: "2026-11-20T10:04" }, live);
    expect(same.ok && same.columns.publishedAt).toBe(live.publicationDate);
  });

  it.each([
    [{ intent: "schedule" as const }, draft, t.required],
    [{ intent: "schedule" as const, publishAt: "2026-11-24T07:00" }, draft, t.notFuture],
    [{ intent: "schedule" as const, publishAt: "2026-11-30T07:00" }, live, t.alreadyLive],
    [{ intent: "unschedule" as const }, live, t.alreadyLive],
    [{ published: true, publishAt: "2026-11-30T07:00" }, draft, t.futureNeedsSchedule],
    [{ publishAt: "2026-11-31T07:00" }, draft, t.invalid],
  ])("refuses %j on %j", (input, current, message) => {
    expect(plan(input, current)).toEqual({ ok: false, errors: { publishAt: message } });
  });
});

import type { DB } from "~/.server/db/connection";

/**
 * Waits until the job runner has made the jobs of every event and run every job it made: what
 * a change causes (review notices, the newsletter) is then in the outbox. Events are read before
 * jobs: an event is marked dispatched in the transaction that makes its jobs, so none slips
 * between the two reads.
 */
export async function jobsSettled(db: DB): Promise<void> {
  for (let tries = 0; tries < 1000; tries += 1) {
    const undispatched = await db
      .selectFrom("events")
      .select("id")
      .where("dispatched_at", "is", null)
      .execute();
    const open = await db
      .selectFrom("jobs")
      .select("id")
      .where("status", "in", ["queued", "running"])
      .execute();
    if (open.length === 0 && undispatched.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("the job runner never settled");
}

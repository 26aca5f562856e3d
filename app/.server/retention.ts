// The retention rules of Pengaturan (docs/decisions/0032-personal-data.md): subscriptions never
// confirmed go after `unconfirmedDays`, commenters' addresses after `commenterEmailMonths` (the
// comments stay). A task of the job runner (./jobs/start.ts), every RETENTION_CHECK_SECONDS.
import type { Services } from "./context";
import { clearCommenterEmails, deleteUnconfirmedSubscriptions } from "./db/personal-data";
import type { Task } from "./jobs/runner";
import { getSiteSettings } from "./settings";

const dayMs = 24 * 60 * 60 * 1000;

/** Applies the retention rules once, as of `now`; answers what it removed. */
export async function applyRetention(
  { db }: Pick<Services, "db">,
  now: Date = new Date(),
): Promise<{ subscriptions: number; addresses: number }> {
  const site = await getSiteSettings(db);
  const subscriptionsBefore = new Date(now.getTime() - site.unconfirmedDays * dayMs);
  const addressesBefore = new Date(now);
  addressesBefore.setUTCMonth(addressesBefore.getUTCMonth() - site.commenterEmailMonths);
  const subscriptions = await deleteUnconfirmedSubscriptions(db, subscriptionsBefore.toISOString());
  const addresses = await clearCommenterEmails(db, addressesBefore.toISOString());
  return { subscriptions, addresses };
}

/** The runner's task: the rules, then a log line when anything was removed (counts only). */
export function retentionTask(services: Services): Task {
  return {
    name: "retention",
    everyMs: services.env.RETENTION_CHECK_SECONDS * 1000,
    async run() {
      const removed = await applyRetention(services);
      if (removed.subscriptions + removed.addresses > 0) {
        services.logger.info(removed, "retention applied");
      }
    },
  };
}

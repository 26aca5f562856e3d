import type { Services } from "../context";
import { mailTasks } from "../mail/worker";
import { publicationTask } from "../publishing/scheduler";
import { retentionTask } from "../retention";
import { handlers } from "./handlers";
import { handlerTask, startRunner, type Runner } from "./runner";

/** The server's one job runner: mail delivery, the moderation digest, scheduled publication, the events' handlers and the retention rules. */
export function startJobs(services: Services): Runner {
  return startRunner(services.logger, [
    publicationTask(services),
    ...mailTasks(services),
    handlerTask(services, services, handlers),
    retentionTask(services),
  ]);
}

import type { Services } from "../context";
import { mailTasks } from "../mail/worker";
import { publicationTask } from "../publishing/scheduler";
import { handlers } from "./handlers";
import { handlerTask, startRunner, type Runner } from "./runner";

/** The server's one job runner: mail delivery, the moderation digest, scheduled publication and the events' handlers. */
export function startJobs(services: Services): Runner {
  return startRunner(services.logger, [
    publicationTask(services),
    ...mailTasks(services),
    handlerTask(services, services, handlers),
  ]);
}

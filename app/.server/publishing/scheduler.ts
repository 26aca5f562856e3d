import type { Services } from "../context";
import type { Task } from "../jobs/runner";
import { publishDueArticles } from "../commands/articles";

/**
 * Scheduled publication (each due article through the publishArticle command) as a task of the job runner (app/.server/jobs/runner.ts): at start
 * (articles that came due while no instance ran go live now), then every SCHEDULE_POLL_SECONDS.
 * Every instance and worker runs it; the claim in the database lets exactly one of them take
 * each article.
 */
export function publicationTask(services: Services): Task {
  const { env, logger } = services;
  return {
    name: "publishing scheduler",
    everyMs: env.SCHEDULE_POLL_SECONDS * 1000,
    async run() {
      for (const id of await publishDueArticles(services)) {
        logger.info({ post: id }, "scheduled article published");
      }
    },
  };
}

import type { Services } from "../context";
import { publishDuePosts } from "./publishing";

export interface PublishScheduler {
  stop(): Promise<void>;
}

/**
 * Publishes scheduled articles from inside the server: once at start (articles that came due
 * while no instance ran go live now), then every SCHEDULE_POLL_SECONDS. Every instance and worker
 * runs one; the claim in the database lets exactly one of them take each article.
 */
export function startPublishScheduler(services: Services): PublishScheduler {
  const { env, logger } = services;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const loop = () => {
    if (stopped) return;
    running = publishDuePosts(services)
      .then((ids) => {
        for (const id of ids) logger.info({ post: id }, "scheduled article published");
      })
      .catch((error: unknown) => logger.error({ err: error }, "publishing scheduler tick failed"))
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, env.SCHEDULE_POLL_SECONDS * 1000);
      });
  };
  timer = setTimeout(loop, 0);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

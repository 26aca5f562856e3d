// How far a dashboard import has come, for the page's progress bar (GET /admin/import/progress).
// Kept in this process's memory, keyed by an id the page chose: the page polls the instance that
// runs the import. Behind a load balancer without sticky sessions a poll may reach another
// instance, which knows no such run; the page then shows the run without numbers until it ends.

export interface ImportProgress {
  /** Items of the file handled so far, of `total` (0 until the file has been checked). */
  done: number;
  total: number;
  mediaFetched: number;
  mediaFailed: number;
  finished: boolean;
}

const runs = new Map<string, ImportProgress>();
const kept = 60_000;
const most = 100;

export const progressIdPattern = /^[a-z0-9]{16,64}$/;

/** A new run's progress under `id` (replacing one of the same id), dropped a minute after it ends. */
export function startProgress(id: string): ImportProgress {
  // Bounded: the oldest run gives way (a Map keeps insertion order).
  if (runs.size >= most) runs.delete(runs.keys().next().value ?? "");
  const progress: ImportProgress = {
    done: 0,
    total: 0,
    mediaFetched: 0,
    mediaFailed: 0,
    finished: false,
  };
  runs.set(id, progress);
  return progress;
}

/** Marks the run ended; its last numbers stay readable for a minute. */
export function finishProgress(id: string, progress: ImportProgress): void {
  progress.finished = true;
  setTimeout(() => {
    if (runs.get(id) === progress) runs.delete(id);
  }, kept).unref();
}

export function readProgress(id: string): ImportProgress | undefined {
  return runs.get(id);
}

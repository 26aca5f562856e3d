import { performance } from "node:perf_hooks";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import type { Logger } from "~/.server/logger";

/** What the reducer reads of the process each time it looks. */
export interface IdleReading {
  /** Resident memory now, in bytes. */
  rss: number;
  /** The share of the last interval the event loop spent working (0–1). */
  busy: number;
}

export interface IdleMemoryOptions {
  /** How much the process must have grown since it last gave memory back, in bytes. */
  growth: number;
  /** Below this share of busy time an interval counts as quiet. */
  quietBelow: number;
}

export const idleMemoryDefaults: IdleMemoryOptions = { growth: 32 * 1024 * 1024, quietBelow: 0.02 };

/**
 * Decides when a quiet process gives back what a busy spell left it holding. V8 is meant to do
 * this itself (its memory reducer collects with "reduce memory" once the allocation rate falls),
 * but in Node 24 it never judges the rate low: Node allocates nothing on the embedder heap, and
 * V8 counts an embedder rate of exactly zero as the highest. Without this an uncached worker kept
 * 40–50 MB of freed heap pages after a load run until V8's watchdog, 100 s after its last
 * collection (docs/PERFORMANCE.md, "Memory at rest").
 */
export class IdleMemoryReducer {
  private floor: number;

  constructor(
    startRss: number,
    private readonly options: IdleMemoryOptions = idleMemoryDefaults,
  ) {
    this.floor = startRss;
  }

  /** True when the process is quiet and has grown enough since it last gave memory back. */
  shouldReduce({ rss, busy }: IdleReading): boolean {
    if (busy >= this.options.quietBelow) return false;
    if (rss < this.floor) this.floor = rss;
    return rss - this.floor >= this.options.growth;
  }

  /** What the process holds once it has given memory back: the next reduction's reference. */
  reduced(rss: number): void {
    this.floor = rss;
  }
}

type Collect = (options: { type: "major"; flavor: "last-resort" }) => void;

/**
 * V8's collector with the gc extension, obtained without putting `gc` on every module's global
 * object: the flag applies to contexts created after it, so a fresh context's `gc` is the only
 * one (the way Jest's leak detector gets it).
 */
function collector(): Collect {
  setFlagsFromString("--expose-gc");
  return runInNewContext("gc") as Collect;
}

/**
 * Every `intervalMs`, looks whether the last interval was quiet and the process has grown; if so,
 * runs V8's memory-reducing collection ("last resort": every page it can free goes back to the
 * system), 60–150 ms of work that only a request arriving in that moment waits for.
 */
export function releaseMemoryWhenIdle(
  logger: Logger,
  { intervalMs = 5000, ...options }: Partial<IdleMemoryOptions & { intervalMs: number }> = {},
): () => void {
  const collect = collector();
  const reducer = new IdleMemoryReducer(process.memoryUsage.rss(), {
    ...idleMemoryDefaults,
    ...options,
  });
  let last = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const busy = performance.eventLoopUtilization(now, last).utilization;
    last = now;
    const before = process.memoryUsage.rss();
    if (!reducer.shouldReduce({ rss: before, busy })) return;
    const started = performance.now();
    collect({ type: "major", flavor: "last-resort" });
    const after = process.memoryUsage.rss();
    reducer.reduced(after);
    // Measured after the collection, so that its own time does not count as the next interval's.
    last = performance.eventLoopUtilization();
    logger.info(
      {
        beforeMb: Math.round(before / 1048576),
        afterMb: Math.round(after / 1048576),
        ms: Math.round(performance.now() - started),
      },
      "memory given back after a quiet spell",
    );
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Lets at most `limit` requests render at once, in the order they came, each starting in a turn
 * of the event loop of its own. A render is mostly work on the one main thread (React, and
 * node:sqlite's synchronous queries), so more of them at once only interleave: each takes as long
 * as all of them, the slowest of 50 waits for all 50, and every one holds its rendered page and
 * its compressors in memory meanwhile. In turn, a page is answered as soon as it is done.
 *
 * A turn of its own, because libuv accepts one new connection per turn of the loop and on SQLite
 * a render runs to its end without giving the loop back: every request read in a turn was
 * rendered in that turn, a busy turn took 50–150 ms, and fifty readers connecting at once waited
 * up to 2 s before their request was even read while those already connected were answered again
 * and again (docs/PERFORMANCE.md, "New connections under load"). Now the loop accepts and reads
 * between any two renders, and whatever arrived queues behind what came before it.
 */
export class RenderQueue {
  #active = 0;
  readonly #waiting: (() => void)[] = [];
  #startScheduled = false;

  constructor(readonly limit: number) {}

  /** Requests rendering or waiting to, for logs and tests. */
  get size(): number {
    return this.#active + this.#waiting.length;
  }

  /** Waits for a turn; the answer gives the turn back, once however often it is called. */
  async acquire(): Promise<() => void> {
    const turn = new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#scheduleStart();
    await turn;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#active -= 1;
      this.#scheduleStart();
    };
  }

  #scheduleStart(): void {
    if (this.#startScheduled || this.#waiting.length === 0) return;
    this.#startScheduled = true;
    // Run in the loop's check phase, after it has polled; one queued while the check phase runs
    // waits for the next turn.
    setImmediate(this.#startNext);
  }

  readonly #startNext = () => {
    this.#startScheduled = false;
    if (this.#active >= this.limit) return;
    const next = this.#waiting.shift();
    if (!next) return;
    this.#active += 1;
    next();
    this.#scheduleStart();
  };
}

/**
 * Lets at most `limit` requests render at once; the others wait their turn in the order they
 * came. A render is mostly work on the one main thread (React, and node:sqlite's synchronous
 * queries), so more of them at once only interleave: each takes as long as all of them, the
 * slowest of 50 waits for all 50, and every one holds its rendered page and its compressors in
 * memory meanwhile. In turn, a page is answered as soon as it is done (docs/PERFORMANCE.md).
 */
export class RenderQueue {
  #active = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(readonly limit: number) {}

  /** Requests rendering or waiting to, for logs and tests. */
  get size(): number {
    return this.#active + this.#waiting.length;
  }

  /** Waits for a turn; the answer gives the turn back, once however often it is called. */
  async acquire(): Promise<() => void> {
    if (this.#active < this.limit) this.#active += 1;
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.#waiting.shift();
      // The turn passes straight to the next in line, so one arriving meanwhile cannot take it.
      if (next) next();
      else this.#active -= 1;
    };
  }
}

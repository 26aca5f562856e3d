export interface CachedPage {
  contentType: string;
  etag: string;
  body: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  storedAt: number;
}

/**
 * Rendered public responses, kept in memory and dropped as a whole on any change that can alter
 * public output. Writes call `invalidate()`; the change feed also clears it when another process
 * or instance changed the database.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  /** Bumped by every invalidation; a render that began before one must not be stored. */
  private generation = 0;

  constructor(
    /** Pages older than this are rendered again, so that time-dependent bits (the year) move on. */
    private readonly maxAgeMs = 5 * 60_000,
    private readonly maxPages = 2000,
  ) {}

  get(key: string, now = Date.now()): CachedPage | undefined {
    const page = this.pages.get(key);
    if (page && now - page.storedAt > this.maxAgeMs) {
      this.pages.delete(key);
      return undefined;
    }
    return page;
  }

  get currentGeneration(): number {
    return this.generation;
  }

  /** Stores a page rendered during `generation`; dropped if the content changed meanwhile. */
  set(key: string, page: CachedPage, generation = this.generation): void {
    if (generation !== this.generation) return;
    // Oldest first out: a crawler walking every search URL cannot grow memory without bound.
    if (this.pages.size >= this.maxPages) {
      const oldest = this.pages.keys().next();
      if (!oldest.done) this.pages.delete(oldest.value);
    }
    this.pages.set(key, page);
  }

  get size(): number {
    return this.pages.size;
  }

  invalidate(): void {
    this.generation += 1;
    this.pages.clear();
  }
}

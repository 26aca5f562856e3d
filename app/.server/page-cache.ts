import { LRUCache } from "lru-cache";

export interface CachedPage {
  contentType: string;
  etag: string;
  /** The Content-Security-Policy for this exact body: hashes of its own inline scripts. */
  contentSecurityPolicy: string;
  body: Buffer;
  gzip: Buffer;
  brotli: Buffer;
}

export interface PageCacheOptions {
  /** Memory the stored pages may take, all three encodings and keys counted. */
  maxBytes?: number;
  /** Pages older than this are rendered again, so that time-dependent bits (the year) move on. */
  maxAgeMs?: number;
}

/** Bytes one entry holds: its key and its three bodies (headers are a few hundred bytes). */
export function pageBytes(key: string, page: CachedPage): number {
  return key.length + page.body.length + page.gzip.length + page.brotli.length + 512;
}

/**
 * Rendered public responses, kept in memory up to a byte budget (least recently used out first)
 * and dropped as a whole on any change that can alter public output: the change feed calls
 * `invalidate()` when the database announces one (the rule: app/.server/context.ts).
 */
export class PageCache {
  private readonly pages: LRUCache<string, CachedPage>;
  /** Bumped by every invalidation; a render that began before one must not be stored. */
  private generation = 0;
  readonly maxEntryBytes: number;
  /** Other memories of public content, dropped with the pages (the site settings). */
  private readonly listeners: (() => void)[] = [];

  constructor({ maxBytes = 64 * 1024 * 1024, maxAgeMs = 5 * 60_000 }: PageCacheOptions = {}) {
    // One page may take an eighth of the budget: a huge article cannot push out every other page.
    this.maxEntryBytes = Math.floor(maxBytes / 8);
    this.pages = new LRUCache({
      maxSize: maxBytes,
      maxEntrySize: this.maxEntryBytes,
      sizeCalculation: (page, key) => pageBytes(key, page),
      ttl: maxAgeMs,
    });
  }

  get(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  get currentGeneration(): number {
    return this.generation;
  }

  /** Stores a page rendered during `generation`; dropped if the content changed meanwhile. */
  set(key: string, page: CachedPage, generation = this.generation): void {
    if (generation !== this.generation) return;
    this.pages.set(key, page);
  }

  get size(): number {
    return this.pages.size;
  }

  /** Bytes held now, as counted against the budget. */
  get bytes(): number {
    return this.pages.calculatedSize;
  }

  invalidate(): void {
    this.generation += 1;
    this.pages.clear();
    for (const listener of this.listeners) listener();
  }

  /** Calls `listener` at every invalidation, whatever its cause. */
  onInvalidate(listener: () => void): void {
    this.listeners.push(listener);
  }
}

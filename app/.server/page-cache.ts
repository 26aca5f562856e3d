export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Uint8Array;
  etag: string;
}

/**
 * Rendered public responses, kept in memory and dropped as a whole on any change that can alter
 * public output. Every write to articles, comments or categories calls `invalidate()`.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private readonly listeners = new Set<() => void>();

  get(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  set(key: string, page: CachedPage): void {
    this.pages.set(key, page);
  }

  get size(): number {
    return this.pages.size;
  }

  /** Drops every page here and tells listeners (other instances) to do the same. */
  invalidate(): void {
    this.clear();
    for (const listener of this.listeners) listener();
  }

  /** Drops every page here only: for a change that another instance announced. */
  clear(): void {
    this.pages.clear();
  }

  onInvalidate(listener: () => void): void {
    this.listeners.add(listener);
  }
}

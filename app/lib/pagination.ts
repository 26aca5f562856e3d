export type PageItem = number | "gap";

/** Page numbers to show: always the first and last, and two either side of the current one. */
export function pageWindow(current: number, count: number): PageItem[] {
  const pages = new Set([1, count]);
  for (let page = current - 2; page <= current + 2; page++) {
    if (page >= 1 && page <= count) pages.add(page);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const [index, page] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) items.push("gap");
    items.push(page);
  }
  return items;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

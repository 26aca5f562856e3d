import type { ListQuery } from "./list-query";

/** The home URL for a query: empty values and page 1 are left out, so URLs stay short. */
export function listHref({ q, category, page }: Partial<ListQuery>): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (category) params.set("category", category);
  if (page && page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/?${search}` : "/";
}

/** The list a search form asks for: its words trimmed, empty fields left out of the address. */
export function searchHref(form: HTMLFormElement): string {
  const fields = new FormData(form);
  return listHref({
    q: String(fields.get("q") ?? "").trim(),
    category: String(fields.get("category") ?? ""),
  });
}

import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";

/** The absolute origin computed by the root loader (SITE_URL or the request's own). */
export function useSiteOrigin(): string {
  return useRouteLoaderData<typeof rootLoader>("root")?.origin ?? "";
}

/** `url` made absolute against `origin`; undefined stays undefined. */
export function absoluteUrl(origin: string, url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, `${origin}/`).href;
  } catch {
    return undefined;
  }
}

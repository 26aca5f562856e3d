import { useRouteLoaderData } from "react-router";
import type { ReaderSite } from "~/lib/reader-shapes";
import { defaultSiteSettings } from "~/lib/site-settings";
import type { loader as rootLoader } from "~/root";

// What the root loader read, for any component: the hooks live here, not in app/lib, because
// app/lib sits below the routes and may not import the root.

/** The site's settings as the root loader read them (defaults where the root has no data). */
export function useSiteSettings(): ReaderSite {
  return useRouteLoaderData<typeof rootLoader>("root")?.site ?? defaultSiteSettings;
}

/** The absolute origin computed by the root loader (the site's canonical address). */
export function useSiteOrigin(): string {
  return useRouteLoaderData<typeof rootLoader>("root")?.origin ?? "";
}

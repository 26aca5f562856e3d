import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { defaultSiteSettings, type SiteSettings } from "./site-settings";

/** The site's settings as the root loader read them (defaults where the root has no data). */
export function useSiteSettings(): SiteSettings {
  return useRouteLoaderData<typeof rootLoader>("root")?.site ?? defaultSiteSettings;
}

// Times an editor reads (autosave, revisions), in the site's time zone.

/** The zone Warta shows times in until the site names its own. */
export const defaultTimeZone = "Asia/Jakarta";

/** "14.32": the hour and minute of `iso` in `timeZone`. */
export function formatClock(iso: string, timeZone = defaultTimeZone): string {
  return new Intl.DateTimeFormat("id-ID", { timeStyle: "short", timeZone }).format(new Date(iso));
}

/** "25 November 2026 14.32". */
export function formatDateTime(iso: string, timeZone = defaultTimeZone): string {
  return new Intl.DateTimeFormat("id-ID", { dateStyle: "long", timeStyle: "short", timeZone })
    .format(new Date(iso))
    .replace(" pukul ", " ");
}

import { defaultTimeZone, zoneAbbreviations, type TimeZone } from "./schedule";

// Times an editor reads beside autosave and revisions, in the site's time zone.

/** "14.32": the hour and minute of `iso` in `timeZone`. */
export function formatClock(iso: string, timeZone: TimeZone = defaultTimeZone): string {
  return new Intl.DateTimeFormat("id-ID", { timeStyle: "short", timeZone }).format(new Date(iso));
}

/** "25 November 2026 14.32 WIB". */
export function formatDateTime(iso: string, timeZone: TimeZone = defaultTimeZone): string {
  const text = new Intl.DateTimeFormat("id-ID", { dateStyle: "long", timeStyle: "short", timeZone })
    .format(new Date(iso))
    .replace(" pukul ", " ");
  return `${text} ${zoneAbbreviations[timeZone]}`;
}

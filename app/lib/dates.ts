import { zoneAbbreviations, type TimeZone } from "./schedule";

const longDate = new Intl.DateTimeFormat("id-ID", {
  dateStyle: "long",
  timeZone: "Asia/Jakarta",
});

// Intl's formatting is the costly part of a page's dates, and the same articles' dates recur on
// every list they appear in: each is formatted once, a few thousand kept.
const longDates = new Map<string, string>();

/** "22 November 2026": the Indonesian long form of SPEC.md §9, in Jakarta time. */
export function formatLongDate(iso: string): string {
  let formatted = longDates.get(iso);
  if (formatted === undefined) {
    if (longDates.size >= 5_000) longDates.clear();
    formatted = longDate.format(new Date(iso));
    longDates.set(iso, formatted);
  }
  return formatted;
}

const isoDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" });

/** "2026-11-22": the day of `date` in Jakarta time, for file names. */
export function formatIsoDay(date: Date): string {
  return isoDay.format(date);
}

const bylineFormats = new Map<TimeZone, Intl.DateTimeFormat>();
const bylines = new Map<string, string>();

/**
 * "28 November 2026, 14.05 WIB": when an article was published, as readers of the site's time
 * zone say it (the byline; issue 43). Formatted once per article and zone, like formatLongDate.
 */
export function formatBylineDateTime(iso: string, zone: TimeZone): string {
  const key = `${zone} ${iso}`;
  let formatted = bylines.get(key);
  if (formatted === undefined) {
    let format = bylineFormats.get(zone);
    if (!format) {
      format = new Intl.DateTimeFormat("id-ID", {
        dateStyle: "long",
        timeStyle: "short",
        timeZone: zone,
      });
      bylineFormats.set(zone, format);
    }
    if (bylines.size >= 5_000) bylines.clear();
    const parts = format.format(new Date(iso)).split(" pukul ");
    formatted = `${parts.join(", ")} ${zoneAbbreviations[zone]}`;
    bylines.set(key, formatted);
  }
  return formatted;
}

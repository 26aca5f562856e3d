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

const longDate = new Intl.DateTimeFormat("id-ID", {
  dateStyle: "long",
  timeZone: "Asia/Jakarta",
});

/** "22 November 2026": the Indonesian long form of SPEC.md §9, in Jakarta time. */
export function formatLongDate(iso: string): string {
  return longDate.format(new Date(iso));
}

const isoDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" });

/** "2026-11-22": the day of `date` in Jakarta time, for file names. */
export function formatIsoDay(date: Date): string {
  return isoDay.format(date);
}

const longDate = new Intl.DateTimeFormat("id-ID", {
  dateStyle: "long",
  timeZone: "Asia/Jakarta",
});

/** "22 November 2026": the Indonesian long form of SPEC.md §9, in Jakarta time. */
export function formatLongDate(iso: string): string {
  return longDate.format(new Date(iso));
}

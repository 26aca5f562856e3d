// Dates and times of scheduled publishing, shared by the editor and the server. Times are stored
// in UTC and typed and shown in the site's time zone (a setting): an editor in Makassar types
// 06.00 and means 06.00 WITA, whichever zone the server or the browser runs in.

export const timeZones = ["Asia/Jakarta", "Asia/Makassar", "Asia/Jayapura"] as const;
export type TimeZone = (typeof timeZones)[number];

export const defaultTimeZone: TimeZone = "Asia/Jakarta";

/** The short name Indonesians use for each zone. */
export const zoneAbbreviations: Record<TimeZone, string> = {
  "Asia/Jakarta": "WIB",
  "Asia/Makassar": "WITA",
  "Asia/Jayapura": "WIT",
};

export function isTimeZone(value: unknown): value is TimeZone {
  return typeof value === "string" && (timeZones as readonly string[]).includes(value);
}

const partsFormats = new Map<TimeZone, Intl.DateTimeFormat>();

// The wall-clock fields of an instant in a zone, through Intl so that no offset is written here.
function wallClock(zone: TimeZone, instant: Date) {
  let format = partsFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partsFormats.set(zone, format);
  }
  const parts = Object.fromEntries(
    format.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const localPattern = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The UTC instant of a wall-clock time typed in `zone` ("2026-12-01T06:00", as a datetime-local
 * input sends it), or undefined when it is not a real date and time.
 */
export function zonedToUtc(local: string, zone: TimeZone): Date | undefined {
  const match = localPattern.exec(local.trim());
  if (!match) return undefined;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((field = "0") => Number(field));
  if (year < 1970 || year > 9999 || hour > 23 || minute > 59 || second > 59) return undefined;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(asUtc);
  // 2026-02-30 rolls over into March: not a real date.
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined;
  // The zone's offset at that moment; Indonesia's zones keep one offset all year.
  const seen = wallClock(zone, check);
  const offset =
    Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second) - asUtc;
  return new Date(asUtc - offset);
}

const pad = (value: number) => String(value).padStart(2, "0");

/** "2026-12-01T06:00": an instant as a datetime-local input in `zone` shows it. */
export function utcToZonedInput(iso: string, zone: TimeZone): string {
  const t = wallClock(zone, new Date(iso));
  return `${t.year}-${pad(t.month)}-${pad(t.day)}T${pad(t.hour)}:${pad(t.minute)}`;
}

const displayFormats = new Map<TimeZone, Intl.DateTimeFormat>();

/** "Selasa, 1 Desember 2026 pukul 06.00 WIB": an instant as readers of the zone say it. */
export function formatZonedDateTime(iso: string, zone: TimeZone): string {
  let format = displayFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("id-ID", {
      timeZone: zone,
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
    });
    displayFormats.set(zone, format);
  }
  return `${format.format(new Date(iso))} ${zoneAbbreviations[zone]}`;
}

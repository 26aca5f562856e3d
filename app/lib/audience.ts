import { z } from "zod";
import type { TimeZone } from "./schedule";

// What a public page reports after it is shown (app/islands/view-beacon.ts) and the server reads
// (app/.server/audience/beacon.ts): one small JSON body, nothing about the reader.

export { beaconPath, maxBeaconBytes } from "./beacon-path";

const shortText = (max: number) => z.string().max(max).optional();

export const beaconSchema = z
  .object({
    /** The article read. */
    post: z.number().int().positive().max(2_147_483_647).optional(),
    /** A search made on the home page: its terms, and how many articles it found. */
    search: z.string().trim().min(1).max(200).optional(),
    results: z.number().int().min(0).max(1_000_000_000).optional(),
    referrer: shortText(1000),
    utmSource: shortText(200),
    utmMedium: shortText(200),
    utmCampaign: shortText(200),
  })
  .strict()
  .refine((body) => (body.post === undefined) !== (body.search === undefined), {
    message: "a beacon reports either an article or a search",
  });

export type Beacon = z.infer<typeof beaconSchema>;

const dayFormats = new Map<TimeZone, Intl.DateTimeFormat>();

/** "2026-11-28": the day `date` falls on in `timeZone`. */
export function siteDay(date: Date, timeZone: TimeZone): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone });
    dayFormats.set(timeZone, format);
  }
  return format.format(date);
}

/** "2026-11-28T09": the UTC hour of `date`, the key of the hourly counters. */
export function utcHour(date: Date): string {
  return date.toISOString().slice(0, 13);
}

/** The day `days` days before `day` ("2026-11-28", 1 → "2026-11-27"). */
export function dayBefore(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** The ranges Statistik offers, in days. */
export const statisticsRanges = [7, 30, 90] as const;
export type StatisticsRange = (typeof statisticsRanges)[number];

export function parseRange(value: string | null): StatisticsRange {
  const days = Number(value);
  return statisticsRanges.find((range) => range === days) ?? 7;
}

export type DeviceClass = "mobile" | "tablet" | "desktop";
export type SourceKind =
  "referrer" | "utm_source" | "utm_medium" | "utm_campaign" | "device" | "country";

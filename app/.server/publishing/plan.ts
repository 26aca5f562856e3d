import type { Post } from "../db/post-rows";
import type { FormErrors } from "~/lib/form-errors";
import { utcToZonedInput, zonedToUtc, type TimeZone } from "~/lib/schedule";
import { texts } from "~/lib/admin-texts";

const t = texts.schedule;

/** What a save does to an article's publication, as the posts table stores it. */
export interface PublicationColumns {
  published: boolean;
  publishedAt: string | null;
  scheduledAt: string | null;
  scheduleNewsletter: boolean;
}

export type PublicationOutcome = "published" | "draft" | "scheduled" | "unscheduled";

export type Plan =
  | {
      ok: true;
      columns: PublicationColumns;
      outcome: PublicationOutcome;
      /** Queue the newsletter with this save (published now with the box ticked). */
      newsletterNow: boolean;
    }
  | { ok: false; errors: FormErrors<"publishAt"> };

export interface PlanInput {
  /** The editor's button: Jadwalkan, Batalkan jadwal, or the save button. */
  intent: "schedule" | "unschedule" | "save";
  published: boolean;
  /** The date and time typed in the site's zone; empty when none. */
  publishAt: string;
  newsletter: boolean;
}

/**
 * Decides what a save of the editor means for the article's publication: published now (at the
 * date typed, when that is past: back-dating), a draft, scheduled for a future moment, or taken
 * off the schedule. `current` is the article as stored (undefined for a new one); nothing here
 * writes.
 */
export function planPublication(
  input: PlanInput,
  current: Pick<Post, "published" | "publicationDate" | "scheduledAt"> | undefined,
  zone: TimeZone,
  now: Date,
): Plan {
  const refuse = (message: string): Plan => ({ ok: false, errors: { publishAt: message } });
  const typed = input.publishAt.trim();
  const parsed = typed === "" ? undefined : zonedToUtc(typed, zone);
  if (typed !== "" && !parsed) return refuse(t.invalid);
  const stored = current?.publicationDate ?? null;
  // The input shows minutes: the stored date, shown and sent back unchanged, keeps its seconds.
  const at =
    parsed &&
    stored &&
    utcToZonedInput(stored, zone) === utcToZonedInput(parsed.toISOString(), zone)
      ? new Date(stored)
      : parsed;
  const future = at !== undefined && at.getTime() > now.getTime();
  const live = current?.published ?? false;
  const scheduled = !live && Boolean(current?.scheduledAt);

  if (input.intent === "schedule" || (input.intent === "save" && scheduled && !input.published)) {
    if (live) return refuse(t.alreadyLive);
    // A save of a scheduled article keeps its schedule, or moves it to the time typed.
    const when =
      at ?? (scheduled && current?.scheduledAt ? new Date(current.scheduledAt) : undefined);
    if (!when) return refuse(t.required);
    if (when.getTime() <= now.getTime()) return refuse(t.notFuture);
    const iso = when.toISOString();
    return {
      ok: true,
      columns: {
        published: false,
        publishedAt: iso,
        scheduledAt: iso,
        scheduleNewsletter: input.newsletter,
      },
      outcome: "scheduled",
      newsletterNow: false,
    };
  }
  if (input.intent === "unschedule") {
    if (live) return refuse(t.alreadyLive);
    return {
      ok: true,
      columns: {
        published: false,
        publishedAt: null,
        scheduledAt: null,
        scheduleNewsletter: false,
      },
      outcome: "unscheduled",
      newsletterNow: false,
    };
  }
  if (future) return refuse(t.futureNeedsSchedule);
  // A stored date still ahead (an article that was scheduled) is not a publication date now.
  const kept = stored && Date.parse(stored) <= now.getTime() ? stored : null;
  if (input.published) {
    return {
      ok: true,
      columns: {
        published: true,
        publishedAt: at?.toISOString() ?? kept ?? now.toISOString(),
        scheduledAt: null,
        scheduleNewsletter: false,
      },
      outcome: "published",
      newsletterNow: input.newsletter,
    };
  }
  return {
    ok: true,
    columns: {
      published: false,
      publishedAt: at?.toISOString() ?? kept,
      scheduledAt: null,
      scheduleNewsletter: false,
    },
    outcome: "draft",
    newsletterNow: false,
  };
}

import { CalendarClock, CalendarX } from "~/components/icons";
import { Field, inputClass } from "~/components/field";
import {
  formatZonedDateTime,
  utcToZonedInput,
  zoneAbbreviations,
  type TimeZone,
} from "~/lib/schedule";
import { texts } from "~/lib/admin-texts";

const t = texts.schedule;

export interface SchedulePost {
  published: boolean;
  publicationDate: string | null;
  scheduledAt: string | null;
  scheduleNewsletter: boolean;
}

/**
 * The article's publication date and its schedule, in the site's time zone. It sits after the
 * form's save button, so Enter in a field still saves rather than schedules. Its buttons send
 * `intent` with the whole form: scheduling saves the article's text too.
 */
export function ScheduleBox({
  post,
  timeZone,
  error,
}: {
  post: SchedulePost | undefined;
  timeZone: TimeZone;
  error?: string;
}) {
  const scheduledAt = post && !post.published ? post.scheduledAt : null;
  const shown = scheduledAt ?? post?.publicationDate;
  const zone = zoneAbbreviations[timeZone];
  return (
    <fieldset className="min-w-0 space-y-4 rounded-2xl border border-slate-200 p-4 sm:p-6 dark:border-slate-800">
      <legend className="px-1 text-lg font-semibold">{t.boxTitle}</legend>
      {scheduledAt && (
        <p
          className="rounded-lg bg-sky-50 p-3 text-sm text-sky-900 dark:bg-sky-950 dark:text-sky-100"
          data-testid="status-jadwal"
        >
          {t.scheduledFor(formatZonedDateTime(scheduledAt, timeZone))}
          {post?.scheduleNewsletter && ` ${t.withNewsletter}`}
        </p>
      )}
      {post?.published && post.publicationDate && (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t.publishedOn(formatZonedDateTime(post.publicationDate, timeZone))}
        </p>
      )}
      <Field
        id="publishAt"
        label={`${t.publishAt} (${zone})`}
        error={error}
        hint={t.publishAtHint(texts.schedule.zones[timeZone])}
      >
        {(props) => (
          <input
            {...props}
            name="publishAt"
            type="datetime-local"
            defaultValue={shown ? utcToZonedInput(shown, timeZone) : ""}
            className={`${inputClass(error)} sm:max-w-xs`}
          />
        )}
      </Field>
      {!post?.published && (
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            name="intent"
            value="schedule"
            className="inline-flex items-center gap-2 rounded-xl border border-brand-600 px-4 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 dark:border-brand-100 dark:text-brand-100 dark:hover:bg-slate-800"
          >
            <CalendarClock className="size-5" aria-hidden />
            {scheduledAt ? t.reschedule : t.schedule}
          </button>
          {scheduledAt && (
            <button
              type="submit"
              name="intent"
              value="unschedule"
              className="inline-flex items-center gap-2 rounded-xl border border-slate-300 px-4 py-2.5 font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
            >
              <CalendarX className="size-5" aria-hidden />
              {t.unschedule}
            </button>
          )}
        </div>
      )}
    </fieldset>
  );
}

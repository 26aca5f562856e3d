import { Form } from "react-router";
import { texts } from "~/lib/admin-texts";

const t = texts.twoFactor;

/**
 * Akun's mail notices: the comment digest (moderators only), review mail, which says "sent for
 * review" to editors and "published or returned" to writers, and a mail for each comment that
 * waits on one's own articles.
 */
export function NoticesSection({
  settings,
  moderates,
  reviews,
  busy,
}: {
  settings: { moderationNotices: boolean; reviewNotices: boolean; commentNotices: boolean };
  moderates: boolean;
  reviews: boolean;
  busy: boolean;
}) {
  return (
    <section className="mt-6 rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
      <h2 className="text-lg font-semibold">{t.noticesTitle}</h2>
      <Form method="post" className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="notices" />
        {moderates && (
          <NoticeBox
            name="notices"
            checked={settings.moderationNotices}
            label={t.moderationLabel}
            hint={t.moderationHint}
          />
        )}
        <NoticeBox
          name="reviewNotices"
          checked={settings.reviewNotices}
          label={reviews ? t.reviewEditorLabel : t.reviewWriterLabel}
        />
        <NoticeBox name="commentNotices" checked={settings.commentNotices} label={t.commentLabel} />
        <button
          type="submit"
          disabled={busy}
          className="rounded-xl border border-slate-300 px-5 py-2 font-semibold hover:bg-slate-50 disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800"
        >
          {t.saveNotices}
        </button>
      </Form>
    </section>
  );
}

function NoticeBox({
  name,
  checked,
  label,
  hint,
}: {
  name: string;
  checked: boolean;
  label: string;
  hint?: string;
}) {
  return (
    <label className="flex items-start gap-3">
      <input type="checkbox" name={name} defaultChecked={checked} className="mt-1 size-4" />
      <span>
        <span className="block font-medium">{label}</span>
        {hint && <span className="text-sm text-slate-500 dark:text-slate-400">{hint}</span>}
      </span>
    </label>
  );
}

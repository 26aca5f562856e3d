import { Form } from "react-router";
import { Field, inputClass } from "~/components/field";
import { texts } from "~/lib/admin-texts";

// The editorial review in the article editor: what the writer is told, the buttons that send
// the article for review or publish it from the queue, and Kembalikan with its note.

const t = texts.review;

/** What the writer (and the editor) needs to know about the review: waiting, or sent back. */
export function ReviewNotices({ inReview, note }: { inReview: boolean; note: string | null }) {
  return (
    <>
      {inReview && (
        <p
          className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          data-testid="menunggu-tinjauan"
        >
          {t.waitingNotice}
        </p>
      )}
      {note && (
        <section
          aria-labelledby="catatan-editor"
          className="rounded-xl border border-brand-300 bg-brand-50 px-4 py-3 dark:border-brand-700 dark:bg-slate-900"
        >
          <h2 id="catatan-editor" className="font-semibold">
            {t.noteFromEditor}
          </h2>
          <p className="mt-1 whitespace-pre-line" data-testid="catatan-editor">
            {note}
          </p>
        </section>
      )}
    </>
  );
}

/**
 * Beside the save button: Kirim untuk ditinjau for who may not publish (the article goes to the
 * editors instead), Terbitkan for an editor looking at an article in review.
 */
export function ReviewButtons({
  saving,
  submit,
  publish,
}: {
  saving: boolean;
  submit: boolean;
  publish: boolean;
}) {
  return (
    <>
      {submit && (
        <button
          type="submit"
          name="intent"
          value="submit"
          disabled={saving}
          className="rounded-xl border border-brand-600 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60 dark:text-brand-300 dark:hover:bg-slate-800"
        >
          {t.submit}
        </button>
      )}
      {publish && (
        <button
          type="submit"
          name="intent"
          value="publish"
          disabled={saving}
          className="rounded-xl bg-green-700 px-6 py-3 font-semibold text-white hover:bg-green-800 disabled:opacity-60"
        >
          {t.publish}
        </button>
      )}
    </>
  );
}

/** Kembalikan: the editor's note to the writer; the article's text is left as it is. */
export function ReturnForm({ updatedAt, error }: { updatedAt: string; error?: string }) {
  return (
    <Form
      method="post"
      className="mt-8 space-y-3 rounded-2xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 className="text-lg font-semibold">{t.returnTitle}</h2>
      <input type="hidden" name="updatedAt" value={updatedAt} />
      <Field id="reviewNote" label={t.noteLabel} error={error} hint={t.noteHint}>
        {(props) => (
          <textarea
            {...props}
            name="reviewNote"
            rows={4}
            maxLength={2000}
            required
            className={inputClass(error)}
          />
        )}
      </Field>
      <button
        type="submit"
        name="intent"
        value="return"
        className="rounded-xl border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        {t.returnButton}
      </button>
    </Form>
  );
}

import { useState } from "react";
import { useFetcher } from "react-router";
import type { ActionResult } from "~/lib/action-result";
import { texts } from "~/lib/admin-texts";
import { settingsPath } from "~/lib/site-settings";

const t = texts.demoContent;

/**
 * "Hapus konten contoh" with its confirmation step, posted to Pengaturan's action
 * (intent=removeDemo, confirm=yes) from wherever it stands: Pengaturan and the import's notice.
 * The page's data reloads after it, so the notice goes once the demo is gone.
 */
export function DemoRemoval() {
  const fetcher = useFetcher<ActionResult>();
  const [asking, setAsking] = useState(false);
  const busy = fetcher.state !== "idle";
  const answer = fetcher.data;
  return (
    <div className="mt-3">
      {!asking ? (
        <button
          type="button"
          onClick={() => setAsking(true)}
          className="rounded-xl border border-red-300 px-4 py-2 font-semibold text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950"
        >
          {t.button}
        </button>
      ) : (
        <fetcher.Form
          method="post"
          action={settingsPath}
          encType="multipart/form-data"
          onSubmit={() => setAsking(false)}
          className="rounded-xl border border-red-300 p-4 dark:border-red-800"
          aria-labelledby="demo-confirm-title"
        >
          <p id="demo-confirm-title" className="font-semibold">
            {t.confirmTitle}
          </p>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t.confirmText}</p>
          <input type="hidden" name="confirm" value="yes" />
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="submit"
              name="intent"
              value="removeDemo"
              disabled={busy}
              className="rounded-xl bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
            >
              {t.confirm}
            </button>
            <button
              type="button"
              onClick={() => setAsking(false)}
              className="rounded-xl px-4 py-2 font-semibold text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              {t.cancel}
            </button>
          </div>
        </fetcher.Form>
      )}
      {answer?.message && !busy && (
        <p
          role="status"
          className={`mt-3 text-sm ${answer.ok ? "text-green-800 dark:text-green-300" : "text-red-700 dark:text-red-300"}`}
        >
          {answer.message}
        </p>
      )}
    </div>
  );
}

import { useRef, useState } from "react";
import { formatClock } from "~/lib/clock";
import type { TimeZone } from "~/lib/schedule";
import { texts } from "~/lib/admin-texts";
import type { WorkingCopyValues } from "~/lib/working-copy";
import { forgetPendingCopy, useAutosave, type AutosaveTarget } from "./use-autosave";

const t = texts.autosave;

export interface AutosaveProps {
  state: AutosaveTarget & {
    timeZone: TimeZone;
    offer: { savedAt: string; stale: boolean } | null;
    restored: WorkingCopyValues | null;
  };
}

const buttonClass =
  "rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800";

/**
 * The editor's autosave, placed inside its form: the offer of a newer working copy (Pulihkan or
 * Buang) and the line saying when the copy was last saved.
 */
export function Autosave({ state }: AutosaveProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const [discarded, setDiscarded] = useState(false);
  const offer = discarded ? null : state.offer;
  const status = useAutosave(anchor, state, offer !== null);

  async function discard() {
    forgetPendingCopy(state);
    setDiscarded(true);
    const body = new URLSearchParams({
      intent: "discard",
      kind: state.kind,
      id: state.id === null ? "" : String(state.id),
    });
    await fetch("/admin/autosave", { method: "POST", body }).catch(() => undefined);
  }

  function restore() {
    forgetPendingCopy(state);
    const url = new URL(window.location.href);
    url.searchParams.set("salinan", "pulihkan");
    // A fresh load starts every field from the copy, the rich-text editor included.
    window.location.assign(url.toString());
  }

  const line =
    offer !== null
      ? t.waiting
      : status.state === "saving"
        ? t.saving
        : status.state === "saved"
          ? t.saved(formatClock(status.at, state.timeZone))
          : status.state === "offline"
            ? t.offline
            : status.state === "failed"
              ? status.message || t.failed
              : state.restored
                ? t.restored
                : "";

  return (
    <div ref={anchor} className="space-y-3">
      {offer && (
        <div
          role="region"
          aria-labelledby="working-copy-title"
          className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          <p id="working-copy-title" className="font-semibold">
            {t.offerTitle}
          </p>
          <p className="mt-1 text-sm">{t.offer(formatClock(offer.savedAt, state.timeZone))}</p>
          {offer.stale && <p className="mt-1 text-sm">{t.offerStale}</p>}
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" onClick={restore} className={buttonClass}>
              {t.restore}
            </button>
            <button type="button" onClick={() => void discard()} className={buttonClass}>
              {t.discard}
            </button>
          </div>
        </div>
      )}
      <p role="status" className="min-h-5 text-sm text-slate-600 dark:text-slate-400">
        {line}
      </p>
    </div>
  );
}

import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { CommentStatus } from "~/lib/comment-schema";
import { intentsFor } from "~/lib/moderation";
import { texts } from "~/lib/admin-texts";
import { useActionToast } from "~/lib/use-action-toast";
import { useHydrated } from "~/lib/use-hydrated";
import { ActionButton, confirmDelete } from "./moderation-actions";
import { ModerationRow, type ModerationItem } from "./moderation-row";

const t = texts.moderation;
const bulkFormId = "moderation-bulk";

const emptyText: Record<CommentStatus, string> = {
  pending: t.emptyPending,
  approved: t.emptyApproved,
  spam: t.emptySpam,
};

/**
 * One moderation list: the bulk bar (select all, the actions this list offers) and the comments,
 * each with its own actions. Requests go through a fetcher, answered with a toast; the rows of
 * the request under way are dimmed.
 */
export function ModerationQueue({
  status,
  comments,
}: {
  status: CommentStatus;
  comments: ModerationItem[];
}) {
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
  const busy = fetcher.state !== "idle";
  const working = new Set((busy ? (fetcher.formData?.getAll("ids") ?? []) : []).map(String));
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  // Rows that left the list (moderated, or another page) drop out of the selection by themselves.
  const selected = comments.filter((comment) => picked.has(comment.id)).map((c) => c.id);
  const hydrated = useHydrated();
  useActionToast(fetcher.data);

  const pick = (id: number, on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const pickAll = (on: boolean) => setPicked(new Set(on ? comments.map((c) => c.id) : []));

  return (
    <div className="mt-6 overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
      {comments.length > 0 && (
        <fetcher.Form
          id={bulkFormId}
          method="post"
          onSubmit={confirmDelete(t.deleteManyConfirm(selected.length))}
          className="flex flex-wrap items-center gap-x-4 gap-y-3 border-b border-slate-200 bg-slate-50 px-3 py-3 sm:px-5 dark:border-slate-800 dark:bg-slate-900"
        >
          <label className="inline-flex items-center gap-3 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
            <SelectAll
              total={comments.length}
              selected={selected.length}
              disabled={!hydrated}
              onChange={pickAll}
            />
            {t.selected(selected.length)}
          </label>
          <div className="flex flex-wrap gap-1.5 sm:gap-2">
            {intentsFor(status).map((intent) => (
              <ActionButton
                key={intent}
                intent={intent}
                disabled={busy || (hydrated && selected.length === 0)}
              />
            ))}
          </div>
        </fetcher.Form>
      )}
      {comments.length === 0 ? (
        <p className="p-8 text-center text-slate-500 dark:text-slate-400">{emptyText[status]}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label={t.title}>
          {comments.map((comment) => (
            <ModerationRow
              key={comment.id}
              comment={comment}
              status={status}
              bulkFormId={bulkFormId}
              selected={picked.has(comment.id)}
              onSelect={(on) => pick(comment.id, on)}
              Form={fetcher.Form}
              busy={busy}
              working={working.has(String(comment.id))}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function SelectAll(props: {
  total: number;
  selected: number;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const { total, selected, disabled, onChange } = props;
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = selected > 0 && selected < total;
  }, [selected, total]);
  return (
    <input
      ref={ref}
      type="checkbox"
      checked={total > 0 && selected === total}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.checked)}
      aria-label={t.selectAll}
      className="size-4 accent-brand-600"
    />
  );
}

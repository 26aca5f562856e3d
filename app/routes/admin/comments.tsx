import { useEffect, useRef, useState } from "react";
import { data, Link, redirect, useFetcher } from "react-router";
import { toast } from "sonner";
import { z } from "zod";
import { ActionButton, confirmDelete } from "~/components/admin/moderation-actions";
import { ModerationRow } from "~/components/admin/moderation-row";
import { Pagination } from "~/components/pagination";
import { requireCan } from "~/.server/auth";
import { services } from "~/.server/context";
import { countByStatuses, listComments, moderateComments } from "~/.server/db/comments";
import { commentStatuses, type CommentStatus } from "~/lib/comment-schema";
import {
  intentsFor,
  moderationIntents,
  moderationMaxIds,
  moderationPageSize,
  targetOf,
  type ModerationIntent,
} from "~/lib/moderation";
import { PageTitle } from "~/components/page-meta";
import { texts } from "~/lib/admin-texts";
import { useHydrated } from "~/lib/use-hydrated";
import type { Route } from "./+types/comments";
import { AdminLoadError } from "~/components/admin/load-error";

const t = texts.moderation;
const bulkFormId = "moderation-bulk";

// A mistyped list or page in the URL falls back to the queue's first page instead of failing.
const listQuerySchema = z.object({
  status: z.enum(commentStatuses).catch("pending"),
  page: z
    .string()
    .regex(/^\d{1,7}$/)
    .transform(Number)
    .pipe(z.number().min(1))
    .catch(1),
});

// Ids are sent as repeated `ids` fields (one per checked row). Nine digits at most keeps them
// inside PostgreSQL's integer, so an absurd id is "not found" rather than a database error.
const moderationSchema = z.object({
  intent: z.enum(moderationIntents, { error: t.unknownIntent }),
  ids: z
    .array(z.string({ error: t.invalidId }).regex(/^[1-9]\d{0,8}$/, t.invalidId), {
      error: t.noneSelected,
    })
    .min(1, t.noneSelected)
    .max(moderationMaxIds, t.tooMany(moderationMaxIds))
    .transform((ids) => [...new Set(ids.map(Number))]),
});

function listHref(status: CommentStatus, page = 1): string {
  const params = new URLSearchParams();
  if (status !== "pending") params.set("status", status);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/admin/comments?${query}` : "/admin/comments";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCan(request, context, "comments.moderate");
  const { db } = services(context);
  const params = new URL(request.url).searchParams;
  const { status, page } = listQuerySchema.parse({
    status: params.get("status") ?? undefined,
    page: params.get("page") ?? "1",
  });
  const [counts, list] = await Promise.all([
    countByStatuses(db),
    listComments(db, { status, page, pageSize: moderationPageSize }),
  ]);
  const pageCount = Math.ceil(list.total / moderationPageSize);
  // The last page emptied by moderation: show the one before it instead of nothing.
  if (page > 1 && page > pageCount) throw redirect(listHref(status, Math.max(pageCount, 1)));
  return { status, page, pageCount, counts, ...list };
}

const doneMessages: Record<ModerationIntent, (n: number) => string> = {
  approve: t.approved,
  spam: t.markedSpam,
  pending: t.movedToPending,
  delete: t.deleted,
};

export async function action({ request, context }: Route.ActionArgs) {
  await requireCan(request, context, "comments.moderate");
  const { db, cache, logger } = services(context);
  const form = await request.formData().catch(() => null);
  const parsed = moderationSchema.safeParse({
    intent: form?.get("intent") ?? undefined,
    ids: form?.getAll("ids") ?? [],
  });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? t.failed;
    return data({ ok: false, message }, { status: 400 });
  }
  const { intent, ids } = parsed.data;
  let changed: number | null;
  try {
    changed = await moderateComments(db, ids, targetOf(intent));
  } catch (error) {
    logger.error({ err: error, intent }, "comment moderation failed");
    return data({ ok: false, message: t.failed }, { status: 500 });
  }
  if (changed === null) return data({ ok: false, message: t.notFound }, { status: 404 });
  cache.invalidate();
  return data({ ok: true, message: doneMessages[intent](changed) });
}

export default function Comments({ loaderData, actionData }: Route.ComponentProps) {
  const { status, page, pageCount, counts, comments } = loaderData;
  const fetcher = useFetcher<typeof action>();
  const busy = fetcher.state !== "idle";
  const working = new Set((busy ? (fetcher.formData?.getAll("ids") ?? []) : []).map(String));
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  // Rows that left the list (moderated, or another page) drop out of the selection by themselves.
  const selected = comments.filter((comment) => picked.has(comment.id)).map((c) => c.id);
  const hydrated = useHydrated();

  useEffect(() => {
    if (!fetcher.data) return;
    if (fetcher.data.ok) toast.success(fetcher.data.message);
    else toast.error(fetcher.data.message);
  }, [fetcher.data]);

  const pick = (id: number, on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const pickAll = (on: boolean) => setPicked(new Set(on ? comments.map((c) => c.id) : []));

  return (
    <>
      <PageTitle title={t.title} />
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t.lead}</p>

      <StatusLists status={status} counts={counts} />

      {actionData && (
        <p
          id="moderation-result"
          role={actionData.ok ? "status" : "alert"}
          className={`mt-6 rounded-xl border px-4 py-3 text-sm ${
            actionData.ok
              ? "border-green-200 bg-green-50 text-green-800 dark:border-green-900/60 dark:bg-green-950/40 dark:text-green-200"
              : "border-red-200 bg-red-50 text-red-800 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-200"
          }`}
        >
          {actionData.message}
        </p>
      )}

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
      <Pagination page={page} count={pageCount} href={(target) => listHref(status, target)} />
    </>
  );
}

const emptyText: Record<CommentStatus, string> = {
  pending: t.emptyPending,
  approved: t.emptyApproved,
  spam: t.emptySpam,
};

const listLabels: Record<CommentStatus, string> = {
  pending: t.listPending,
  approved: t.listApproved,
  spam: t.listSpam,
};

function StatusLists({
  status,
  counts,
}: {
  status: CommentStatus;
  counts: Record<CommentStatus, number>;
}) {
  return (
    <nav aria-label={t.listsLabel} className="mt-6 flex gap-1.5 overflow-x-auto sm:gap-2">
      {commentStatuses.map((item) => {
        const current = item === status;
        return (
          <Link
            key={item}
            to={listHref(item)}
            aria-current={current ? "page" : undefined}
            className={`inline-flex shrink-0 items-center gap-1.5 rounded-full border px-2.5 py-2 text-sm font-medium sm:gap-2 sm:px-4 ${
              current
                ? "border-brand-600 bg-brand-600 text-white"
                : "border-slate-200 bg-white text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300 dark:hover:bg-slate-800"
            }`}
          >
            {listLabels[item]}
            <span
              className={`rounded-full px-1.5 py-0.5 text-xs font-semibold tabular-nums sm:px-2 ${
                current
                  ? "bg-white/20 text-white"
                  : "bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300"
              }`}
            >
              {counts[item]}
            </span>
          </Link>
        );
      })}
    </nav>
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminLoadError error={error} />;
}

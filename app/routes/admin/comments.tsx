import { redirect } from "react-router";
import { z } from "zod";
import { ModerationResult, StatusLists } from "~/components/admin/comments-lists";
import { ModerationQueue } from "~/components/admin/comments-queue";
import { Pagination } from "~/components/pagination";
import { requireCan } from "~/.server/auth";
import { done, idField, readFormSafely, refuse, unreadableForm } from "~/.server/action-kit";
import { services } from "~/.server/context";
import { moderate } from "~/.server/commands/comments";
import { countByStatuses, listComments } from "~/.server/db/comments";
import { commentStatuses, type CommentStatus } from "~/lib/comment-schema";
import {
  moderationIntents,
  moderationMaxIds,
  moderationPageSize,
  type ModerationIntent,
} from "~/lib/moderation";
import { PageTitle } from "~/components/page-meta";
import { texts } from "~/lib/admin-texts";
import type { Route } from "./+types/comments";
import { AdminLoadError } from "~/components/admin/load-error";

const t = texts.moderation;

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

// Ids are sent as repeated `ids` fields (one per checked row), each by the one id rule.
const moderationSchema = z.object({
  intent: z.enum(moderationIntents, { error: t.unknownIntent }),
  ids: z
    .array(idField(t.invalidId), { error: t.noneSelected })
    .min(1, t.noneSelected)
    .max(moderationMaxIds, t.tooMany(moderationMaxIds))
    .transform((ids) => [...new Set(ids)]),
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
  const { logger } = services(context);
  const form = await readFormSafely(request, { multi: ["ids"] });
  if (!form) return unreadableForm();
  const parsed = moderationSchema.safeParse({
    intent: form.get("intent") ?? undefined,
    ids: form.getAll("ids"),
  });
  if (!parsed.success) return refuse(400, parsed.error.issues[0]?.message ?? t.failed);
  const { intent, ids } = parsed.data;
  let changed: number | null;
  try {
    changed = await moderate(services(context), ids, intent);
  } catch (error) {
    logger.error({ err: error, intent }, "comment moderation failed");
    return refuse(500, t.failed);
  }
  if (changed === null) return refuse(404, t.notFound);
  return done(doneMessages[intent](changed));
}

export default function Comments({ loaderData, actionData }: Route.ComponentProps) {
  const { status, page, pageCount, counts, comments } = loaderData;
  return (
    <>
      <PageTitle title={t.title} />
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t.lead}</p>
      <StatusLists status={status} counts={counts} href={listHref} />
      {actionData && <ModerationResult result={actionData} />}
      <ModerationQueue status={status} comments={comments} />
      <Pagination page={page} count={pageCount} href={(target) => listHref(status, target)} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminLoadError error={error} />;
}

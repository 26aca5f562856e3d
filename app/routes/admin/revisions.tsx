import { ArrowLeft } from "~/components/icons";
import { data, Link, redirect } from "react-router";
import { z } from "zod";
import { useFlashToast } from "~/components/admin/flash-toast";
import { AdminLoadError } from "~/components/admin/load-error";
import { RevisionDiff } from "~/components/admin/revision-diff";
import { RevisionList } from "~/components/admin/revision-history";
import { PageTitle } from "~/components/page-meta";
import { requireCan, type SessionUser } from "~/.server/auth";
import { requireArticle } from "~/.server/policy";
import type { DB } from "~/.server/db/connection";
import {
  idField,
  idParam,
  parseId,
  readFormSafely,
  refuse,
  unreadableForm,
} from "~/.server/action-kit";
import { services } from "~/.server/context";
import { listCategories } from "~/.server/db/categories";
import {
  currentSnapshot,
  findRevision,
  listRevisions,
  previousRevisionId,
  type Owner,
} from "~/.server/db/revisions";
import { setFlash, takeFlash } from "~/.server/flash";
import { notFound } from "~/.server/http";
import { restoreRevision as restoreArticleRevision } from "~/.server/commands/articles";
import { restorePageRevision } from "~/.server/content/pages";
import { getSiteSettings } from "~/.server/settings";
import { texts } from "~/lib/admin-texts";
import { formFields } from "~/lib/form-errors";
import { useActionToast } from "~/lib/use-action-toast";
import type { Route } from "./+types/revisions";

const t = texts.revisions;
const pageSize = 20;

const restoreSchema = z.object({
  intent: z.literal("restore"),
  revisionId: idField(),
  updatedAt: z.string().max(40),
});

// One module for an article's (/admin/articles/:id/riwayat) and a page's history.
function ownerOf(request: Request, params: { id?: string }): Owner {
  const id = idParam(params.id) ?? notFound();
  const kind = new URL(request.url).pathname.startsWith("/admin/pages/") ? "page" : "post";
  return { kind, id };
}

/** The editor's path of an article or a page; Riwayat is under it. */
function editorPath({ kind, id }: Owner): string {
  return kind === "post" ? `/admin/articles/${id}` : `/admin/pages/${id}`;
}

// An article's history is its editors' (app/lib/policy.ts: article.edit); a page's, editors'.
async function requireHistory(
  request: Request,
  context: Route.LoaderArgs["context"],
  db: DB,
  owner: Owner,
): Promise<SessionUser> {
  if (owner.kind === "page") return requireCan(request, context, "pages.manage");
  return (await requireArticle(request, context, db, owner.id, "article.edit")).user;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db } = services(context);
  const owner = ownerOf(request, params);
  await requireHistory(request, context, db, owner);
  const current = await currentSnapshot(db, owner);
  if (!current) notFound();
  const query = new URL(request.url).searchParams;
  const page = Math.min(parseId(query.get("halaman")) ?? 1, 100_000);
  const { revisions, total } = await listRevisions(db, owner, { page, pageSize });
  const newestId =
    page === 1
      ? revisions[0]?.id
      : (await listRevisions(db, owner, { page: 1, pageSize: 1 })).revisions[0]?.id;

  // Two chosen revisions, or by default the newest against the one before it.
  const toId = parseId(query.get("ke")) ?? newestId;
  let comparison = null;
  const newer = toId === undefined ? undefined : await findRevision(db, owner, toId);
  if (newer) {
    const fromId = parseId(query.get("dari")) ?? (await previousRevisionId(db, owner, newer));
    const older = fromId === undefined ? undefined : await findRevision(db, owner, fromId);
    if (older && older.id !== newer.id) {
      const [a, b] =
        Date.parse(older.createdAt) <= Date.parse(newer.createdAt)
          ? [older, newer]
          : [newer, older];
      const categories = new Map((await listCategories(db)).map((c) => [c.id, c.name]));
      const name = (id: number | null) => (id === null ? "" : (categories.get(id) ?? ""));
      // The word differ is loaded by the first comparison, not by every process at start.
      const { compareSnapshots } = await import("~/.server/revision-diff");
      comparison = { olderId: a.id, newerId: b.id, fields: compareSnapshots(a, b, name) };
    }
  }
  const [{ flash, headers }, { timeZone }] = await Promise.all([
    takeFlash(request),
    getSiteSettings(db),
  ]);
  return data(
    {
      timeZone,
      kind: owner.kind,
      id: owner.id,
      title: current.title,
      updatedAt: current.updatedAt,
      revisions,
      total,
      page,
      pageCount: Math.max(1, Math.ceil(total / pageSize)),
      newestId: newestId ?? null,
      comparison,
      flash,
    },
    { headers },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const app = services(context);
  const owner = ownerOf(request, params);
  const editor = await requireHistory(request, context, app.db, owner);
  const form = await readFormSafely(request);
  if (!form) return unreadableForm();
  const parsed = restoreSchema.safeParse(formFields(form));
  if (!parsed.success) return refuse(400, t.notFound);
  const { revisionId: chosen, updatedAt } = parsed.data;
  const restore = owner.kind === "post" ? restoreArticleRevision : restorePageRevision;
  const result = await restore(app, editor, owner.id, chosen, updatedAt);
  if (!result.ok) {
    return refuse(result.status, result.status === 409 ? t.stale : t.notFound);
  }
  return redirect(`${editorPath(owner)}/riwayat`, {
    headers: { "Set-Cookie": await setFlash("revisionRestored") },
  });
}

export default function Revisions({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, id, title, comparison } = loaderData;
  useFlashToast(loaderData.flash, loaderData);
  useActionToast(actionData, { retry: true });

  return (
    <>
      <PageTitle title={t.pageTitle} />
      <Link
        to={`${editorPath({ kind, id })}/edit`}
        className="inline-flex items-center gap-2 text-sm font-medium text-slate-600 hover:text-brand-700 dark:text-slate-300 dark:hover:text-white"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {kind === "post" ? t.backToArticle : t.backToPage}
      </Link>
      <h1 className="mt-4 text-2xl font-bold break-words">{t.title(title)}</h1>
      <p className="mt-1 max-w-2xl text-sm text-slate-600 dark:text-slate-400">{t.lead}</p>
      <p className="mt-1 max-w-2xl text-sm text-slate-600 dark:text-slate-400">{t.rule}</p>
      {comparison && <RevisionDiff {...comparison} />}
      <RevisionList {...loaderData} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminLoadError error={error} />;
}

import { Form, useNavigation } from "react-router";
import { z } from "zod";
import { PageTitle } from "~/components/page-meta";
import { requireCan } from "~/.server/auth";
import { done, idField, readFormSafely, refuse, unreadableForm } from "~/.server/action-kit";
import { services } from "~/.server/context";
import {
  approvePendingChanges,
  AuthorSlugTakenError,
  listPendingProfiles,
  setPendingChanges,
  findProfileById,
  listProfilesWithoutArticles,
  setProfilePublic,
} from "~/.server/db/author-profiles";
import { can } from "~/lib/policy";
import { texts } from "~/lib/admin-texts";
import { formFields, validate } from "~/lib/form-errors";
import { useActionToast } from "~/lib/use-action-toast";
import type { Route } from "./+types/profiles";

const t = texts.profileReview;

const decisionSchema = z.object({
  intent: z.enum(["approve", "reject", "open", "close"]),
  id: idField(t.unknown),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const editor = await requireCan(request, context, "review.decide");
  const { db } = services(context);
  const pending = await listPendingProfiles(db);
  return {
    // Opening a page before its first article is an administrator's choice.
    closed: can(editor, "users.manage") ? await listProfilesWithoutArticles(db) : [],
    pending: pending.map(({ profile, changes }) => ({
      id: profile.id,
      current: { name: profile.name, slug: profile.slug, bio: profile.bio },
      proposed: {
        name: changes.name,
        slug: changes.slug,
        bio: changes.bio,
        website: changes.website,
        links: changes.links,
        newAvatar: changes.avatar !== undefined,
      },
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const editor = await requireCan(request, context, "review.decide");
  const { db } = services(context);
  const form = await readFormSafely(request);
  if (!form) return unreadableForm();
  const parsed = validate(decisionSchema, formFields(form));
  if (!parsed.ok) return refuse(400, parsed.errors.form ?? t.unknown);
  const { intent, id } = parsed.data;
  if (!(await findProfileById(db, id))) return refuse(404, t.unknown);
  if (intent === "open" || intent === "close") {
    if (!can(editor, "users.manage")) return refuse(403, texts.forbidden.general);
    await setProfilePublic(db, id, intent === "open");
    return done(intent === "open" ? t.opened : t.closed);
  }
  if (intent === "reject") {
    await setPendingChanges(db, id, null);
    return done(t.rejected);
  }
  try {
    if (!(await approvePendingChanges(db, id))) return refuse(404, t.unknown);
  } catch (error) {
    if (error instanceof AuthorSlugTakenError) return refuse(400, texts.profile.slugTaken);
    throw error;
  }
  return done(t.approved);
}

export default function ProfileReviews({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  useActionToast(actionData);
  return (
    <section className="mx-auto max-w-4xl space-y-6">
      <PageTitle title={t.title} />
      <header>
        <h1 className="text-2xl font-bold">{t.title}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t.lead}</p>
      </header>
      {loaderData.pending.length === 0 && <p>{t.empty}</p>}
      <ul className="space-y-4">
        {loaderData.pending.map((entry) => (
          <li
            key={entry.id}
            className="rounded-xl border border-slate-200 p-4 dark:border-slate-700"
            data-profile-id={entry.id}
          >
            <dl className="grid gap-4 sm:grid-cols-2">
              <div>
                <dt className="font-semibold">{t.current}</dt>
                <dd>{entry.current.name || t.noDisplayName}</dd>
                <dd className="text-sm text-slate-600 dark:text-slate-300">
                  /{entry.current.slug}
                </dd>
                <dd className="mt-2 text-sm whitespace-pre-line">{entry.current.bio}</dd>
              </div>
              <div>
                <dt className="font-semibold">{t.proposed}</dt>
                <dd>{entry.proposed.name}</dd>
                <dd className="text-sm text-slate-600 dark:text-slate-300">
                  /{entry.proposed.slug}
                </dd>
                <dd className="mt-2 text-sm whitespace-pre-line">{entry.proposed.bio}</dd>
                {entry.proposed.website && <dd className="text-sm">{entry.proposed.website}</dd>}
                {entry.proposed.links.map((link) => (
                  <dd key={link} className="text-sm">
                    {link}
                  </dd>
                ))}
                {entry.proposed.newAvatar && <dd className="text-sm">{texts.profile.avatar}</dd>}
              </div>
            </dl>
            <Form method="post" className="mt-4 flex gap-3">
              <input type="hidden" name="id" value={entry.id} />
              <button
                type="submit"
                name="intent"
                value="approve"
                disabled={busy}
                className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
              >
                {t.approve}
              </button>
              <button
                type="submit"
                name="intent"
                value="reject"
                disabled={busy}
                className="rounded-lg border border-slate-300 px-4 py-2 font-semibold dark:border-slate-600"
              >
                {t.reject}
              </button>
            </Form>
          </li>
        ))}
      </ul>
      {loaderData.closed.length > 0 && (
        <section aria-labelledby="halaman-tertutup" className="space-y-3">
          <h2 id="halaman-tertutup" className="text-xl font-bold">
            {t.openTitle}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t.openLead}</p>
          <ul className="divide-y divide-slate-200 dark:divide-slate-700">
            {loaderData.closed.map((profile) => (
              <li key={profile.id} className="flex items-center justify-between gap-4 py-2">
                <span>
                  {profile.name || t.noDisplayName}{" "}
                  <span className="text-sm text-slate-600 dark:text-slate-300">
                    /{profile.slug}
                  </span>
                </span>
                <Form method="post">
                  <input type="hidden" name="id" value={profile.id} />
                  <button
                    type="submit"
                    name="intent"
                    value={profile.open ? "close" : "open"}
                    disabled={busy}
                    className="rounded-lg border border-slate-300 px-3 py-1 text-sm font-semibold dark:border-slate-600"
                  >
                    {profile.open ? t.close : t.open}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}

import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import { AdminLoadError } from "~/components/admin/load-error";
import { PersonalReportView } from "~/components/admin/personal-report";
import { PageTitle } from "~/components/page-meta";
import { requireCan } from "~/.server/auth";
import { done, readFormSafely, refuse, unreadableForm } from "~/.server/action-kit";
import {
  erasePersonalData,
  logRefusedRequest,
  readPersonalData,
  requestedAddress,
} from "~/.server/commands/personal-data";
import { services } from "~/.server/context";
import { listAuthorChoices } from "~/.server/db/author-profiles";
import { getSiteSettings } from "~/.server/settings";
import type { ActionResult } from "~/lib/action-result";
import { texts } from "~/lib/admin-texts";
import { formFields } from "~/lib/form-errors";
import { heldRowCount, type PersonalReport } from "~/lib/personal-data";
import { useActionToast } from "~/lib/use-action-toast";
import type { Route } from "./+types/personal-data";

const t = texts.personalData;

const intentSchema = z.enum(["search", "erase"]);
// The author an erased account's articles move to: an author profile's id, or "" for Redaksi.
const heirSchema = z.union([
  z.literal(""),
  z
    .string()
    .regex(/^[1-9]\d{0,8}$/)
    .transform(Number),
]);

type Answer = ActionResult<"email" | "confirm" | "heir"> & { report?: PersonalReport };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCan(request, context, "personalData.manage");
  const { db } = services(context);
  const [site, authors] = await Promise.all([getSiteSettings(db), listAuthorChoices(db)]);
  return {
    keepCommentText: site.keepCommentText,
    authors: authors.map(({ id, name }) => ({ id, name })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireCan(request, context, "personalData.manage");
  const svc = services(context);
  const actor = { id: user.id, email: user.email };
  const form = await readFormSafely(request);
  if (!form) return unreadableForm();
  const fields = formFields(form);
  const intent = intentSchema.safeParse(fields.intent);
  if (!intent.success) return refuse(400, texts.actions.unreadableForm);
  const kind = intent.data;
  const email = await requestedAddress(svc, actor, kind, fields.email);
  if (!email.ok) return refuse(400, email.message, { errors: { email: email.message } });
  if (kind === "erase") return erase(svc, actor, email.email, fields);
  const { report } = await readPersonalData(svc, actor, email.email, kind);
  const rows = heldRowCount(report);
  return data<Answer>({
    ok: true,
    message: rows === 0 ? t.nothing(report.email) : t.found(rows),
    report,
  });
}

async function erase(
  svc: ReturnType<typeof services>,
  actor: { id: string; email: string },
  email: string,
  fields: Record<string, string>,
) {
  if (fields.confirm !== "yes") {
    await logRefusedRequest(svc, actor, "erase", "konfirmasi");
    return refuse(400, t.confirmRequired, { errors: { confirm: t.confirmRequired } });
  }
  const heir = heirSchema.safeParse(fields.heir ?? "");
  const authors = heir.success ? await listAuthorChoices(svc.db) : [];
  const heirProfileId = heir.success && heir.data !== "" ? heir.data : null;
  if (!heir.success || (heirProfileId !== null && !authors.some((a) => a.id === heirProfileId))) {
    await logRefusedRequest(svc, actor, "erase", "penulis");
    return refuse(400, t.heirInvalid, { errors: { heir: t.heirInvalid } });
  }
  const { keepCommentText } = await getSiteSettings(svc.db);
  const outcome = await erasePersonalData(svc, actor, email, { keepCommentText, heirProfileId });
  if (outcome.ok) return done(t.erased(outcome.changed));
  if (outcome.reason === "failed") return refuse(500, t.failed);
  return refuse(409, outcome.reason === "ownAccount" ? t.ownAccount : t.lastAdmin);
}

export default function PersonalData({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as Answer | undefined;
  useActionToast(answer);
  const navigation = useNavigation();
  const searching = navigation.formData?.get("intent") === "search";
  const emailError = answer && !answer.ok ? answer.errors?.email : undefined;
  return (
    <>
      <PageTitle title={t.title} />
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">{t.lead}</p>
      <Form method="post" className="mt-6 flex max-w-xl flex-col gap-2 sm:flex-row sm:items-end">
        <input type="hidden" name="intent" value="search" />
        <label className="flex-1 text-sm font-medium">
          {t.emailLabel}
          <input
            type="email"
            name="email"
            required
            autoComplete="off"
            defaultValue={answer?.report?.email ?? ""}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? "email-error" : undefined}
            className="mt-1 block w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 dark:border-slate-700 dark:bg-slate-900"
          />
        </label>
        <button
          type="submit"
          disabled={searching}
          className="rounded-xl bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {searching ? t.searching : t.search}
        </button>
      </Form>
      {emailError && (
        <p id="email-error" role="alert" className="mt-2 text-sm text-red-600 dark:text-red-400">
          {emailError}
        </p>
      )}
      {answer?.report && (
        <PersonalReportView
          report={answer.report}
          authors={loaderData.authors}
          keepCommentText={loaderData.keepCommentText}
          answer={answer}
        />
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminLoadError error={error} />;
}

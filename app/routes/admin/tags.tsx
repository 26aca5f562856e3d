import { GitMerge, Trash2 } from "~/components/icons";
import { data, Form, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { useFlashToast } from "~/components/admin/flash-toast";
import { AdminLoadError } from "~/components/admin/load-error";
import {
  NameSlugDescription,
  saveButtonClass,
  TaxonomySummary,
} from "~/components/admin/taxonomy-fields";
import { RemoveForm } from "~/components/admin/remove-form";
import { Field, FormAlert, inputClass } from "~/components/field";
import { PageTitle } from "~/components/page-meta";
import { requireCan } from "~/.server/auth";
import { idField, readFormSafely, refuseFields, unreadableForm } from "~/.server/action-kit";
import { services } from "~/.server/context";
import { mergeTags, removeTag, saveTag } from "~/.server/content/tags";
import { listTagsForAdmin, type AdminTag } from "~/.server/db/tags";
import { setFlash, takeFlash, type FlashKind } from "~/.server/flash";
import { errorsOf } from "~/lib/action-result";
import { useActionToast } from "~/lib/use-action-toast";
import { formFields, validate, type FormErrors } from "~/lib/form-errors";
import { slugMaxLength, slugPattern } from "~/lib/slug";
import { cleanTagName, maxTagDescriptionLength, maxTagLength, tagPath } from "~/lib/tags";
import { texts } from "~/lib/texts";
import type { Route } from "./+types/tags";

const t = texts.tags;

const id = idField(t.badRequest);

const saveSchema = z.object({
  id,
  name: z
    .string({ error: t.nameRequired })
    .transform(cleanTagName)
    .pipe(z.string().min(1, t.nameRequired).max(maxTagLength, t.tooLong(maxTagLength))),
  slug: z
    .string({ error: t.slugInvalid })
    .trim()
    .max(slugMaxLength, t.slugInvalid)
    .regex(slugPattern, t.slugInvalid),
  description: z
    .string()
    .optional()
    .transform((value) => (value ?? "").trim())
    .pipe(z.string().max(maxTagDescriptionLength, t.descriptionTooLong(maxTagDescriptionLength))),
});

const mergeSchema = z.object({
  id,
  into: idField(t.mergeTargetRequired),
});

type TagErrors = FormErrors<"name" | "slug" | "description" | "into">;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCan(request, context, "tags.manage");
  const tags = await listTagsForAdmin(services(context).db);
  const { flash, headers } = await takeFlash(request);
  return data({ tags, flash }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireCan(request, context, "tags.manage");
  const app = services(context);
  const form = await readFormSafely(request);
  if (!form) return unreadableForm();
  const fields = formFields(form);
  // The answer belongs to the tag's row.
  const refused = (status: 400 | 404, errors: TagErrors) =>
    refuseFields(status, errors, { for: fields.id ?? "" });
  const done = async (flash: FlashKind) => {
    return redirect("/admin/tags", { headers: { "Set-Cookie": await setFlash(flash) } });
  };

  if (fields.intent === "save") {
    const parsed = validate(saveSchema, fields);
    if (!parsed.ok) return refused(400, parsed.errors);
    const { id: tagId, ...input } = parsed.data;
    const saved = await saveTag(app, tagId, input);
    if (saved === "missing") return refused(404, { form: t.notFound });
    if (saved === "slugTaken") return refused(400, { slug: t.slugTaken });
    return done("tagSaved");
  }
  if (fields.intent === "merge") {
    const parsed = validate(mergeSchema, fields);
    if (!parsed.ok) return refused(400, { into: parsed.errors.into ?? t.badRequest });
    if (parsed.data.id === parsed.data.into) return refused(400, { into: t.mergeSelf });
    if (!(await mergeTags(app, parsed.data.id, parsed.data.into))) {
      return refused(404, { form: t.notFound });
    }
    return done("tagMerged");
  }
  if (fields.intent === "remove") {
    const parsed = id.safeParse(fields.id);
    if (!parsed.success) return refused(400, { form: t.badRequest });
    if (!(await removeTag(app, parsed.data))) return refused(404, { form: t.notFound });
    return done("tagDeleted");
  }
  return refused(400, { form: t.badRequest });
}

export default function Tags({ loaderData, actionData }: Route.ComponentProps) {
  const { tags, flash } = loaderData;
  useFlashToast(flash, loaderData);
  // A field's problem shows beside it; only the form's own problem is a toast.
  useActionToast(errorsOf(actionData)?.form ? actionData : undefined, { retry: true });

  return (
    <>
      <PageTitle title={t.title} />
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <p className="mt-1 max-w-2xl text-sm text-slate-600 dark:text-slate-400">{t.lead}</p>
      {tags.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-slate-200 p-8 text-center text-slate-600 dark:border-slate-800 dark:text-slate-400">
          {t.empty}
        </p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {tags.map((tag) => (
            <TagRow
              key={tag.id}
              tag={tag}
              others={tags.filter((other) => other.id !== tag.id)}
              errors={errorsOf(actionData, String(tag.id)) ?? {}}
            />
          ))}
        </ul>
      )}
    </>
  );
}

function TagRow({ tag, others, errors }: { tag: AdminTag; others: AdminTag[]; errors: TagErrors }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("id") === String(tag.id);
  const field = (name: string) => `tag-${tag.id}-${name}`;
  return (
    <li className="p-4">
      <details className="group" open={Object.keys(errors).length > 0 ? true : undefined}>
        <TaxonomySummary name={tag.name} path={tagPath(tag.slug)} count={t.count(tag.articles)} />
        <div className="mt-4 grid gap-6 lg:grid-cols-[2fr_1fr]">
          <Form method="post" className="space-y-3">
            <FormAlert message={errors.form} />
            <input type="hidden" name="id" value={tag.id} />
            <NameSlugDescription
              prefix={`tag-${tag.id}`}
              values={tag}
              errors={errors}
              labels={t}
              nameMaxLength={maxTagLength}
            />
            <button
              type="submit"
              name="intent"
              value="save"
              disabled={busy}
              className={saveButtonClass}
            >
              {t.save}
            </button>
          </Form>
          <div className="space-y-4">
            {others.length > 0 && (
              <Form
                method="post"
                className="space-y-2"
                onSubmit={(event) => {
                  if (!window.confirm(t.mergeConfirm)) event.preventDefault();
                }}
              >
                <input type="hidden" name="id" value={tag.id} />
                <Field id={field("into")} label={t.mergeInto} error={errors.into}>
                  {(props) => (
                    <select
                      {...props}
                      name="into"
                      defaultValue=""
                      className={inputClass(errors.into)}
                    >
                      <option value="">{t.mergePlaceholder}</option>
                      {others.map((other) => (
                        <option key={other.id} value={other.id}>
                          {other.name}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <button
                  type="submit"
                  name="intent"
                  value="merge"
                  disabled={busy}
                  className="inline-flex items-center gap-1 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-100 disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800"
                >
                  <GitMerge className="size-4" aria-hidden />
                  {t.merge}
                </button>
              </Form>
            )}
            <RemoveForm
              id={tag.id}
              confirm={t.deleteConfirm}
              label={t.removeLabel(tag.name)}
              icon={<Trash2 className="size-4" aria-hidden />}
            >
              {t.remove}
            </RemoveForm>
          </div>
        </div>
      </details>
    </li>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminLoadError error={error} />;
}

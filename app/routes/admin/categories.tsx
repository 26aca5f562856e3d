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
import { Field, FormAlert, inputClass } from "~/components/field";
import { PageTitle } from "~/components/page-meta";
import { requireCan } from "~/.server/auth";
import { idField, readFormSafely, refuseFields, unreadableForm } from "~/.server/action-kit";
import { services } from "~/.server/context";
import {
  createCategory,
  CategorySlugTakenError,
  listCategoriesForAdmin,
  moveCategory,
  removeCategory,
  updateCategory,
  type AdminCategory,
} from "~/.server/db/categories";
import { setFlash, takeFlash, type FlashKind } from "~/.server/flash";
import { errorsOf } from "~/lib/action-result";
import { useActionToast } from "~/lib/use-action-toast";
import { formFields, validate, type FormErrors } from "~/lib/form-errors";
import { slugify, slugMaxLength, slugPattern } from "~/lib/slug";
import {
  categoryPath,
  maxCategoryDescriptionLength,
  maxCategoryNameLength,
} from "~/lib/categories";
import { texts } from "~/lib/admin-texts";
import type { Route } from "./+types/categories";

const t = texts.categories;

const id = idField(t.badRequest);

const detailsSchema = z
  .object({
    name: z
      .string({ error: t.nameRequired })
      .transform((name) => name.replace(/\s+/g, " ").trim())
      .pipe(
        z
          .string()
          .min(1, t.nameRequired)
          .max(maxCategoryNameLength, t.nameTooLong(maxCategoryNameLength)),
      ),
    slug: z
      .string()
      .optional()
      .transform((slug) => (slug ?? "").trim()),
    description: z
      .string()
      .optional()
      .transform((value) => (value ?? "").trim())
      .pipe(
        z
          .string()
          .max(maxCategoryDescriptionLength, t.descriptionTooLong(maxCategoryDescriptionLength)),
      ),
  })
  // An empty slug is made from the name.
  .transform((input) => ({ ...input, slug: input.slug || slugify(input.name) }))
  .pipe(
    z.object({
      name: z.string(),
      slug: z.string().max(slugMaxLength, t.slugInvalid).regex(slugPattern, t.slugInvalid),
      description: z.string(),
    }),
  );

const targetSchema = z.object({ id, into: idField(t.targetRequired) });
const moveSchema = z.object({ id, direction: z.enum(["up", "down"], { error: t.badRequest }) });

type CategoryErrors = FormErrors<"name" | "slug" | "description" | "into">;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCan(request, context, "categories.manage");
  const categories = await listCategoriesForAdmin(services(context).db);
  const { flash, headers } = await takeFlash(request);
  return data({ categories, flash }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireCan(request, context, "categories.manage");
  const { db } = services(context);
  const form = await readFormSafely(request);
  if (!form) return unreadableForm();
  const fields = formFields(form);
  // The answer belongs to the category's row ("new" for the form that creates one).
  const refused = (status: 400 | 404, errors: CategoryErrors) =>
    refuseFields(status, errors, { for: fields.id ?? "new" });
  const done = async (flash?: FlashKind) =>
    redirect("/admin/categories", {
      headers: flash ? { "Set-Cookie": await setFlash(flash) } : {},
    });

  switch (fields.intent) {
    case "create": {
      const parsed = validate(detailsSchema, fields);
      if (!parsed.ok) return refused(400, parsed.errors);
      try {
        await createCategory(db, parsed.data);
      } catch (error) {
        if (error instanceof CategorySlugTakenError) return refused(400, { slug: t.slugTaken });
        throw error;
      }
      return done("categoryCreated");
    }
    case "save": {
      const categoryId = id.safeParse(fields.id);
      const parsed = validate(detailsSchema, fields);
      if (!categoryId.success) return refused(400, { form: t.badRequest });
      if (!parsed.ok) return refused(400, parsed.errors);
      try {
        if (!(await updateCategory(db, categoryId.data, parsed.data))) {
          return refused(404, { form: t.notFound });
        }
      } catch (error) {
        if (error instanceof CategorySlugTakenError) return refused(400, { slug: t.slugTaken });
        throw error;
      }
      return done("categorySaved");
    }
    case "move": {
      const parsed = validate(moveSchema, fields);
      if (!parsed.ok) return refused(400, { form: t.badRequest });
      await moveCategory(db, parsed.data.id, parsed.data.direction === "up" ? -1 : 1);
      return done();
    }
    case "merge":
    case "remove": {
      const parsed = validate(targetSchema, fields);
      if (!parsed.ok) return refused(400, { into: parsed.errors.into ?? t.badRequest });
      if (parsed.data.id === parsed.data.into) return refused(400, { into: t.targetSelf });
      const merge = fields.intent === "merge";
      const result = await removeCategory(db, parsed.data.id, parsed.data.into, { gone: !merge });
      if (result === "last") return refused(400, { form: t.lastOne });
      if (result === "missing") return refused(404, { form: t.notFound });
      return done(merge ? "categoryMerged" : "categoryDeleted");
    }
    default:
      return refused(400, { form: t.badRequest });
  }
}

export default function Categories({ loaderData, actionData }: Route.ComponentProps) {
  const { categories, flash } = loaderData;
  useFlashToast(flash, loaderData);
  // A field's problem shows beside it; only the form's own problem is a toast.
  useActionToast(errorsOf(actionData)?.form ? actionData : undefined, { retry: true });

  return (
    <>
      <PageTitle title={t.title} />
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <p className="mt-1 max-w-2xl text-sm text-slate-600 dark:text-slate-400">{t.lead}</p>
      <ul className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {categories.map((category, index) => (
          <CategoryRow
            key={category.id}
            category={category}
            first={index === 0}
            last={index === categories.length - 1}
            others={categories.filter((other) => other.id !== category.id)}
            errors={errorsOf(actionData, String(category.id)) ?? {}}
          />
        ))}
      </ul>
      <section className="mt-8 max-w-2xl rounded-2xl border border-slate-200 p-4 dark:border-slate-800">
        <h2 className="font-semibold">{t.create}</h2>
        <DetailsForm prefix="category-new" errors={errorsOf(actionData, "new") ?? {}} />
      </section>
    </>
  );
}

function DetailsForm({
  prefix,
  category,
  errors,
  busy,
}: {
  prefix: string;
  category?: AdminCategory;
  errors: CategoryErrors;
  busy?: boolean;
}) {
  return (
    <Form method="post" className="mt-3 space-y-3">
      <FormAlert message={errors.form} />
      {category && <input type="hidden" name="id" value={category.id} />}
      <NameSlugDescription
        prefix={prefix}
        values={category}
        errors={errors}
        labels={{ ...t, slugHint: category ? undefined : t.slugHint }}
        nameMaxLength={maxCategoryNameLength}
      />
      <button
        type="submit"
        name="intent"
        value={category ? "save" : "create"}
        disabled={busy}
        className={saveButtonClass}
      >
        {category ? t.save : t.add}
      </button>
    </Form>
  );
}

const smallButton =
  "inline-flex items-center gap-1 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-100 disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800";

function CategoryRow({
  category,
  first,
  last,
  others,
  errors,
}: {
  category: AdminCategory;
  first: boolean;
  last: boolean;
  others: AdminCategory[];
  errors: CategoryErrors;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" && navigation.formData?.get("id") === String(category.id);
  return (
    <li className="p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Form method="post" className="flex gap-1">
          <input type="hidden" name="id" value={category.id} />
          <input type="hidden" name="intent" value="move" />
          <button
            type="submit"
            name="direction"
            value="up"
            disabled={first || busy}
            aria-label={t.upLabel(category.name)}
            className={smallButton}
          >
            {t.up}
          </button>
          <button
            type="submit"
            name="direction"
            value="down"
            disabled={last || busy}
            aria-label={t.downLabel(category.name)}
            className={smallButton}
          >
            {t.down}
          </button>
        </Form>
        <details
          className="group min-w-0 flex-1"
          open={Object.keys(errors).length > 0 ? true : undefined}
        >
          <TaxonomySummary
            name={category.name}
            path={categoryPath(category.slug)}
            count={t.count(category.articles)}
          />
          <div className="mt-4 grid gap-6 lg:grid-cols-[2fr_1fr]">
            <DetailsForm
              prefix={`category-${category.id}`}
              category={category}
              errors={errors}
              busy={busy}
            />
            <div className="space-y-4">
              {others.length === 0 ? (
                <p className="text-sm text-slate-600 dark:text-slate-400">{t.onlyOne}</p>
              ) : (
                <TargetForm category={category} others={others} error={errors.into} busy={busy} />
              )}
            </div>
          </div>
        </details>
      </div>
    </li>
  );
}

/** Merging and deleting both move the articles to a category the editor picks. */
function TargetForm({
  category,
  others,
  error,
  busy,
}: {
  category: AdminCategory;
  others: AdminCategory[];
  error?: string;
  busy: boolean;
}) {
  return (
    <Form
      method="post"
      className="space-y-2"
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        const message = submitter?.value === "remove" ? t.deleteConfirm : t.mergeConfirm;
        if (!window.confirm(message)) event.preventDefault();
      }}
    >
      <input type="hidden" name="id" value={category.id} />
      <Field id={`category-${category.id}-into`} label={t.moveTo} error={error}>
        {(props) => (
          <select {...props} name="into" defaultValue="" className={inputClass(error)}>
            <option value="">{t.targetPlaceholder}</option>
            {others.map((other) => (
              <option key={other.id} value={other.id}>
                {other.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="intent" value="merge" disabled={busy} className={smallButton}>
          <GitMerge className="size-4" aria-hidden />
          {t.merge}
        </button>
        <button
          type="submit"
          name="intent"
          value="remove"
          disabled={busy}
          aria-label={t.removeLabel(category.name)}
          className="inline-flex items-center gap-1 rounded-lg border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60 dark:border-red-800 dark:text-red-400 dark:hover:bg-red-950"
        >
          <Trash2 className="size-4" aria-hidden />
          {t.remove}
        </button>
      </div>
    </Form>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminLoadError error={error} />;
}

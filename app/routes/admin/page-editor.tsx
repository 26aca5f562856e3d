import { ExternalLink } from "~/components/icons";
import { redirect } from "react-router";
import { PublishedBox, useEditorForm } from "~/components/admin/editor-fields";
import {
  EditorForm,
  EditorTopBar,
  outlineButtonClass,
  SaveButton,
  SummaryContentFields,
  TitleSlugFields,
  useEditorText,
  useSaving,
} from "~/components/admin/editor-form";
import { RevisionsLink } from "~/components/admin/revision-history";
import { SeoSection } from "~/components/admin/seo-section";
import { requireCan } from "~/.server/auth";
import { idParam, readFormSafely, refuse, unreadableForm } from "~/.server/action-kit";
import { services } from "~/.server/context";
import { findPageById } from "~/.server/db/pages";
import { setFlash } from "~/.server/flash";
import { notFound } from "~/.server/http";
import { savePage } from "~/.server/content/pages";
import { autosaveState, pageFormFields } from "~/.server/working-copies";
import { errorsOf } from "~/lib/action-result";
import { formFields, validate } from "~/lib/form-errors";
import { pageSchema, type PageErrors } from "~/lib/page-schema";
import { texts } from "~/lib/admin-texts";
import { restoredSeo } from "~/lib/working-copy";
import type { Route } from "./+types/page-editor";

const t = texts.pages;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const editor = await requireCan(request, context, "pages.manage");
  const { db } = services(context);
  const id = idParam(params.id);
  const page = id === undefined ? undefined : await findPageById(db, id);
  if (id !== undefined && !page) notFound();
  const live = page && { id: page.id, updatedAt: page.updatedAt, fields: pageFormFields(page) };
  return { page, autosave: await autosaveState(db, request, editor.id, "page", live) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const editor = await requireCan(request, context, "pages.manage");
  const id = idParam(params.id);
  const form = await readFormSafely(request);
  if (!form) return unreadableForm();
  const result = await savePage(services(context), editor, form, id);
  if (!result.ok) return refuse(result.status, t.saveFailed, { errors: result.errors });
  const flash = await setFlash(result.published ? "pagePublished" : "pageDraft");
  return redirect("/admin/pages", { headers: { "Set-Cookie": flash } });
}

// The browser's check before sending: the same schema as the server's.
function checkPage(form: FormData): PageErrors {
  const parsed = validate(pageSchema, formFields(form));
  return parsed.ok ? {} : parsed.errors;
}

export default function PageEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  // Opened to restore a working copy: the fields start from it instead of the stored text.
  const restored = loaderData.autosave.restored;
  const editing = page !== undefined;
  const saving = useSaving();
  const text = useEditorText(restored, page);
  const form = useEditorForm(checkPage, errorsOf(actionData), t.saveFailed);
  const heading = editing ? t.editTitle : t.newTitle;

  return (
    <>
      <EditorTopBar heading={heading} back={{ to: "/admin/pages", label: t.back }}>
        {page && <RevisionsLink path={`/admin/pages/${page.id}/riwayat`} />}
        {page && (
          <a href={`/${page.slug}`} className={outlineButtonClass}>
            <ExternalLink className="size-4" aria-hidden />
            {page.published ? texts.publicLinks.viewOnSite : texts.publicLinks.preview}
          </a>
        )}
      </EditorTopBar>

      <EditorForm
        heading={heading}
        form={form}
        updatedAt={page?.updatedAt}
        autosave={loaderData.autosave}
      >
        <TitleSlugFields text={text} labels={{ ...t, title: t.titleLabel }} errors={form.errors} />
        <SummaryContentFields text={text} form={form} summaryRows={2} labels={t} />
        <SeoSection
          seo={restoredSeo(restored, page?.seo)}
          defaults={{ title: text.title, image: "", path: `/${text.slug}` }}
          summary={text.summary}
          errors={form.errors}
        />
        <PublishedBox
          label={t.published}
          hint={t.publishedHint}
          defaultChecked={page?.published ?? false}
        />
        <SaveButton saving={saving} editing={editing} labels={t} />
      </EditorForm>
    </>
  );
}

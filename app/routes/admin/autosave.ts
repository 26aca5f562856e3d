import { repeatedFieldMessage } from "~/.server/action-kit";
import { requireCan } from "~/.server/auth";
import { articleSubject, authorizeArticle } from "~/.server/policy";
import { services } from "~/.server/context";
import { currentSnapshot } from "~/.server/db/revisions";
import { discardWorkingCopy, saveWorkingCopy } from "~/.server/working-copies";
import { formFields, validate } from "~/lib/form-errors";
import { texts } from "~/lib/admin-texts";
import { workingCopyFields, workingCopySchema, type WorkingCopyValues } from "~/lib/working-copy";
import type { Route } from "./+types/autosave";

const t = texts.autosave;

// The editor's autosave: POST the form's fields with `kind` (post or page) and `id` (none for a
// new one); answers `{ savedAt }`, or `{ error }` with 400, 404 or 429. `intent=discard` drops the
// copy. Only the editor's own working copy is written, never the article or page itself.
export async function action({ request, context }: Route.ActionArgs) {
  const editor = await requireCan(request, context, "article.create");
  const { db, limits } = services(context);
  const wait = await limits.attempt("autosave", editor.id);
  if (wait) {
    return Response.json(
      { error: t.rateLimited },
      { status: 429, headers: { "Retry-After": String(wait) } },
    );
  }
  const form = await request.formData().catch(() => null);
  if (!form) return Response.json({ error: t.invalid }, { status: 400 });
  const repeated = repeatedFieldMessage(form);
  if (repeated) return Response.json({ error: repeated }, { status: 400 });
  const parsed = validate(workingCopySchema, formFields(form));
  if (!parsed.ok) {
    const message = Object.values(parsed.errors)[0] ?? t.invalid;
    return Response.json({ error: message }, { status: 400 });
  }
  const { intent, kind, id, baseUpdatedAt } = parsed.data;
  // A working copy is only ever of something this account may edit.
  if (kind === "page") await requireCan(request, context, "pages.manage");
  if (id !== undefined && !(await currentSnapshot(db, { kind, id }))) {
    return Response.json({ error: t.notFound }, { status: 404 });
  }
  if (kind === "post" && id !== undefined) {
    const subject = await articleSubject(db, id);
    if (subject) authorizeArticle(editor, "article.edit", subject);
  }
  if (intent === "discard") {
    await discardWorkingCopy(db, editor.id, kind, id);
    return Response.json({ discarded: true });
  }
  const fields: WorkingCopyValues = {};
  for (const name of workingCopyFields) {
    const value = parsed.data[name];
    if (value !== undefined) fields[name] = value;
  }
  if (Object.keys(fields).length === 0) return Response.json({ error: t.invalid }, { status: 400 });
  const savedAt = await saveWorkingCopy(db, editor.id, kind, id, {
    fields,
    baseUpdatedAt: baseUpdatedAt ?? null,
  });
  return Response.json({ savedAt });
}

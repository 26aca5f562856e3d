import { requireStaff } from "~/.server/auth";
import { can } from "~/lib/policy";
import { services } from "~/.server/context";
import { checkUpload, readForm, storeUpload, UploadError } from "~/.server/uploads";
import { texts } from "~/.server/texts";
import type { Route } from "./+types/upload";

// The editor's inline images: POST a file as `file`, get back `{ url }` (its /media/… address)
// or `{ error }` with 400, 403 (a role that may not upload), 413 or 429.
export async function action({ request, context }: Route.ActionArgs) {
  const editor = await requireStaff(request, context);
  // Said in the answer the editor shows, so a refused role never reads "broken image".
  if (!can(editor, "media.upload")) {
    return Response.json({ error: texts.forbidden.upload }, { status: 403 });
  }
  const wait = await services(context).limits.attempt("upload", editor.id);
  if (wait) {
    return Response.json(
      { error: texts.operations.uploadsRateLimited },
      { status: 429, headers: { "Retry-After": String(wait) } },
    );
  }
  const form = await readForm(request, { answerRepeated: true });
  if (form instanceof UploadError)
    return Response.json({ error: form.message }, { status: form.status });
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) {
    return Response.json({ error: texts.editor.uploadNotImage }, { status: 400 });
  }
  try {
    await checkUpload(file);
    return Response.json({
      url: await storeUpload(services(context).db, file, { uploadedBy: editor.id }),
    });
  } catch (error) {
    if (error instanceof UploadError) {
      return Response.json({ error: error.message }, { status: error.status });
    }
    throw error;
  }
}

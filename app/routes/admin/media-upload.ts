import { requireCan } from "~/.server/auth";
import { services } from "~/.server/context";
import { MediaRefusal, uploadToLibrary } from "~/.server/media-library";
import { readForm, UploadError } from "~/.server/uploads";
import { texts } from "~/.server/texts";
import type { Route } from "./+types/media-upload";

// The library's uploads, one file a request (the screen sends several side by side, each with
// its own progress bar): POST `file`, get back `{ url }` or `{ error }` with its status.
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireCan(request, context, "media.library");
  const { db, limits } = services(context);
  const wait = await limits.attempt("upload", user.id);
  if (wait) {
    return Response.json(
      { error: texts.operations.uploadsRateLimited },
      { status: 429, headers: { "Retry-After": String(wait) } },
    );
  }
  const form = await readForm(request, { maxFiles: 1 });
  if (form instanceof UploadError) {
    return Response.json({ error: form.message }, { status: form.status });
  }
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) {
    return Response.json({ error: texts.editor.uploadNotImage }, { status: 400 });
  }
  try {
    return Response.json({ url: await uploadToLibrary(db, user, file) });
  } catch (error) {
    if (error instanceof UploadError || error instanceof MediaRefusal) {
      return Response.json({ error: error.message }, { status: error.status });
    }
    throw error;
  }
}

import { requireCan } from "~/.server/auth";
import { services } from "~/.server/context";
import { finishProgress, progressIdPattern, startProgress } from "~/.server/import/progress";
import { importUpload, type UploadAnswer } from "~/.server/import/upload";
import type { Route } from "./+types/import-upload";

// The dashboard's upload with a progress bar: the browser POSTs the export file as the raw body
// (so it can report upload progress) and gets `{ ok, report }` or `{ ok: false, message }`.
export async function action({ request, context }: Route.ActionArgs) {
  await requireCan(request, context, "moving.manage", { page: false });
  const query = new URL(request.url).searchParams;
  const fetchMedia = query.get("fetchMedia") === "1";
  // The page's id for this run, to follow it at /admin/import/progress; none, no numbers kept.
  const id = query.get("progress") ?? "";
  const progress = progressIdPattern.test(id) ? startProgress(id) : undefined;
  let answer: UploadAnswer;
  try {
    answer = await importUpload(services(context), request.body, { fetchMedia, progress });
  } finally {
    if (progress) finishProgress(id, progress);
  }
  return Response.json(answer, {
    status: answer.ok ? 200 : answer.status,
    headers: { "Cache-Control": "no-store" },
  });
}

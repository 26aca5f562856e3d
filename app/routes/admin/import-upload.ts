import { requireCan } from "~/.server/auth";
import { services } from "~/.server/context";
import { importUpload } from "~/.server/import/upload";
import type { Route } from "./+types/import-upload";

// The dashboard's upload with a progress bar: the browser POSTs the export file as the raw body
// (so it can report upload progress) and gets `{ ok, report }` or `{ ok: false, message }`.
export async function action({ request, context }: Route.ActionArgs) {
  await requireCan(request, context, "moving.manage", { page: false });
  const fetchMedia = new URL(request.url).searchParams.get("fetchMedia") === "1";
  const answer = await importUpload(services(context), request.body, { fetchMedia });
  return Response.json(answer, {
    status: answer.ok ? 200 : answer.status,
    headers: { "Cache-Control": "no-store" },
  });
}

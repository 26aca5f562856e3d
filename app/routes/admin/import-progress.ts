import { requireCan } from "~/.server/auth";
import { progressIdPattern, readProgress } from "~/.server/import/progress";
import { texts } from "~/lib/admin-texts";
import type { Route } from "./+types/import-progress";

// How far the dashboard's import has come (app/.server/import/progress.ts): the import tab polls
// it every second while its upload runs. 404 when this instance runs no import of that id.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCan(request, context, "moving.manage", { page: false });
  const id = new URL(request.url).searchParams.get("id") ?? "";
  const progress = progressIdPattern.test(id) ? readProgress(id) : undefined;
  const headers = { "Cache-Control": "no-store" };
  if (!progress) {
    return Response.json({ message: texts.moving.progressUnknown }, { status: 404, headers });
  }
  return Response.json(progress, { headers });
}

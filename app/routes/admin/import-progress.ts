import { requireCan } from "~/.server/auth";
import { progressIdPattern, readProgress } from "~/.server/import/progress";
import { texts } from "~/lib/admin-texts";
import type { Route } from "./+types/import-progress";

// How far the dashboard's import has come (app/.server/import/progress.ts): the import tab polls
// it every second while its upload runs. null when this instance runs no import of that id
// (none asked, ended over a minute ago, or running on another instance).
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCan(request, context, "moving.manage", { page: false });
  const id = new URL(request.url).searchParams.get("id");
  const headers = { "Cache-Control": "no-store" };
  if (id !== null && !progressIdPattern.test(id)) {
    return Response.json({ message: texts.moving.progressIdInvalid }, { status: 400, headers });
  }
  return Response.json((id && readProgress(id)) ?? null, { headers });
}

import { statisticsRows, statisticsScope } from "~/.server/audience/statistics";
import { requireCan } from "~/.server/auth";
import { services } from "~/.server/context";
import { getSiteSettings } from "~/.server/settings";
import { parseRange } from "~/lib/audience";
import { toCsv } from "~/lib/csv";
import { can } from "~/lib/policy";
import { texts } from "~/lib/admin-texts";
import type { Route } from "./+types/statistics-csv";

// Statistik as a download: each article's views and visitors per day of the range, the same
// scope as the screen (below Editor, one's own articles only).
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireCan(request, context, "statistics.view", { page: false });
  const { db } = services(context);
  const range = parseRange(new URL(request.url).searchParams.get("hari"));
  const site = await getSiteSettings(db);
  const scope = statisticsScope(
    range,
    site.timeZone,
    can(user, "article.viewAll") ? undefined : user.id,
  );
  const rows = await statisticsRows(db, scope);
  const csv = toCsv(
    texts.statistics.csvHeader,
    rows.map((row) => [row.day, row.title, row.slug, String(row.views), String(row.visitors)]),
  );
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="statistik-${scope.from}-${scope.to}.csv"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

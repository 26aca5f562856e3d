import { requireCan } from "~/.server/auth";
import { services } from "~/.server/context";
import { exportSubscribersCsv } from "~/.server/db/subscribers";
import { formatIsoDay } from "~/lib/dates";
import type { Route } from "./+types/subscribers-csv";

// The subscriber list as a download. Addresses are private: the answer is never stored by a
// browser or a proxy on the way (the page cache skips /admin already).
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCan(request, context, "subscribers.manage", { page: false });
  const csv = await exportSubscribersCsv(services(context).db);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="pelanggan-warta-${formatIsoDay(new Date())}.csv"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

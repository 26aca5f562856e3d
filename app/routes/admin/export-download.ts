import { once } from "node:events";
import { PassThrough, Readable } from "node:stream";
import { requireCan } from "~/.server/auth";
import { services } from "~/.server/context";
import { exportSite } from "~/.server/export";
import { formatIsoDay } from "~/lib/dates";
import type { Route } from "./+types/export-download";

// The whole site as a download (app/.server/export.ts), streamed as it is read. It holds password
// hashes and subscribers' addresses: never stored on the way (no-store).
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCan(request, context, "moving.manage", { page: false });
  const { env, logger } = services(context);
  const users = new URL(request.url).searchParams.get("users") !== "0";
  const body = new PassThrough();
  // A download the browser abandons closes the stream: the next write fails, which ends the
  // export's read transaction instead of leaving it open forever.
  exportSite(env.DATABASE_URL, { users }, async (chunk) => {
    if (body.destroyed) throw new Error("export download cancelled");
    if (!body.write(chunk)) await Promise.race([once(body, "drain"), once(body, "close")]);
  }).then(
    () => body.end(),
    (error: unknown) => {
      if (body.destroyed) return;
      logger.error({ err: error }, "export failed");
      body.destroy(error instanceof Error ? error : new Error(String(error)));
    },
  );
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": "application/x-ndjson; charset=utf-8",
      "Content-Disposition": `attachment; filename="warta-ekspor-${formatIsoDay(new Date())}.jsonl"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

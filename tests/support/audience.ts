import { sql } from "kysely";
import { isPostgres } from "~/.server/db/dialect";
import { beaconPath } from "~/lib/beacon-path";
import type { TestServer } from "./server";

/** A browser's user agent, marked so that a test can look for it in the database. */
export const readerAgent =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 UjiPembaca/7.7";

/** Env for a server whose audience buffer and Terpopuler turn quickly. */
export const quickAudienceEnv = {
  TRUST_PROXY: "loopback",
  AUDIENCE_FLUSH_SECONDS: "0.2",
  POPULAR_REFRESH_SECONDS: "0.5",
};

/** Sends a beacon as a browser at `address` would (the server trusts loopback's X-Forwarded-For). */
export function sendBeacon(
  server: TestServer,
  body: unknown,
  options: { address?: string; agent?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  return server.fetch(beaconPath, {
    method: "POST",
    headers: {
      "content-type": "text/plain;charset=UTF-8",
      "user-agent": options.agent ?? readerAgent,
      "x-forwarded-for": options.address ?? "198.51.100.1",
      ...options.headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export interface DailyCount {
  views: number;
  visitors: number;
}

/** An article's counters summed over every day stored (post 0: the whole site). */
export async function countsOf(server: TestServer, postId: number): Promise<DailyCount> {
  const rows = await server.db
    .selectFrom("audience_daily")
    .select(["views", "visitors"])
    .where("post_id", "=", postId)
    .execute();
  return rows.reduce<DailyCount>(
    (sum, row) => ({
      views: sum.views + Number(row.views),
      visitors: sum.visitors + Number(row.visitors),
    }),
    { views: 0, visitors: 0 },
  );
}

/** Every row of every table of the server's database, as JSON text. */
export async function everyTableAsText(server: TestServer): Promise<Record<string, string>> {
  const { db } = server;
  const names = isPostgres(db)
    ? await sql<{ name: string }>`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(db)
    : await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db);
  const out: Record<string, string> = {};
  for (const { name } of names.rows) {
    const rows = await sql`select * from ${sql.table(name)}`.execute(db);
    out[name] = JSON.stringify(rows.rows, (_, value: unknown) =>
      value instanceof Uint8Array ? Buffer.from(value).toString("latin1") : value,
    );
  }
  return out;
}

import type { RouteConfigEntry } from "@react-router/dev/routes";
import { sql } from "kysely";
import routes from "~/routes";
import type { TestServer } from "./server";

/** Every URL pattern of app/routes.ts, with its parameters filled by real rows. */
export function routePaths(fill: Record<string, string>): string[] {
  return [...new Set(patterns(routes, fill))];
}

function patterns(
  entries: RouteConfigEntry[],
  fill: Record<string, string>,
  prefix = "",
): string[] {
  return entries
    .flatMap((entry) => {
      const path = entry.index ? prefix : entry.path ? `${prefix}/${entry.path}` : prefix;
      const own = entry.index || entry.path ? [path || "/"] : [];
      return [...own, ...patterns(entry.children ?? [], fill, path)];
    })
    .map((path) => path.replace(/:(\w+)|\*/g, (_, name?: string) => fill[name ?? "*"] ?? "x"));
}

/** Rows in every table but the rate limits, for "nothing was written" checks. */
export async function rowCounts(server: TestServer): Promise<Record<string, number>> {
  const tables = server.databaseUrl.startsWith("file:")
    ? await sql<{
        name: string;
      }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(
        server.db,
      )
    : await sql<{
        name: string;
      }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(
        server.db,
      );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    // Refused attempts are counted on purpose (probing costs the same as posting): not content.
    if (name === "rate_limits") continue;
    const { rows } = await sql<{
      n: number | string;
    }>`select count(*) as n from ${sql.table(name)}`.execute(server.db);
    counts[name] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}

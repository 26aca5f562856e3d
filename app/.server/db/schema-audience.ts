import type { ColumnType } from "kysely";

// The audience tables (migration 0038). Counters are bigint on PostgreSQL, which pg hands back as
// text: app/.server/db/audience.ts turns them into numbers.
type Count = ColumnType<number | string, number | undefined, number>;

export interface AudienceSecretsTable {
  day: string;
  secret: string;
}

export interface AudienceSeenTable {
  day: string;
  key: string;
}

export interface AudienceDailyTable {
  post_id: number;
  day: string;
  views: Count;
  visitors: Count;
}

export interface AudienceHourlyTable {
  post_id: number;
  hour: string;
  views: Count;
  visitors: Count;
}

export interface AudienceSourcesTable {
  day: string;
  post_id: number;
  kind: string;
  value: string;
  views: Count;
}

export interface AudienceSearchesTable {
  day: string;
  term: string;
  searches: Count;
  empty: Count;
}

export interface PopularArticlesTable {
  position: number;
  post_id: number;
}

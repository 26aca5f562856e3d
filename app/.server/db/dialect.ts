import { stemWord } from "../search/stems";
import { sql, type QueryExecutor, type RawBuilder } from "kysely";
import { isPostgres } from "../../../database/dialect";

export { isPostgres };

/** Any Kysely instance, whatever its schema type. */
type AnyDb = { getExecutor(): QueryExecutor };

// The one place where SQLite and PostgreSQL differ. Queries elsewhere stay dialect-free.

/**
 * Turns free text into search terms: accents folded, lowercased, letters and digits only.
 * Everything else (quotes, operators, SQL) is dropped, so no input can break the query syntax.
 */
export function searchTerms(text: string): string[] {
  const words =
    text
      .slice(0, 500)
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, 8).map((word) => word.slice(0, 40));
}

/**
 * A derived table `(post_id, rank)` of the articles matching every term as a prefix, lower rank
 * first. Joined onto `posts`, it keeps search, filters and paging in one query on both dialects.
 */
export function postMatches(db: AnyDb, terms: string[]): RawBuilder<PostMatch> {
  // Only the newest `searchWindow` matches are ranked: a word found in most of a large archive
  // would otherwise make every search score the whole archive.
  // Each term matches as a prefix of any word, or by its Indonesian root (search_stems holds the
  // roots of the article's affixed words), so "membaca" finds "baca" and "baca" finds "membaca".
  const roots = terms.map(stemWord);
  if (isPostgres(db)) {
    const query = terms
      .map((term, i) => (roots[i] === term ? `${term}:*` : `(${term}:* | ${roots[i]})`))
      .join(" & ");
    return sql<PostMatch>`(select id as post_id, -ts_rank(search, q) as rank
      from (select id, search from posts, to_tsquery('simple', warta_unaccent(${query})) q
            where search @@ q order by id desc limit ${searchWindow}) newest,
        to_tsquery('simple', warta_unaccent(${query})) q)`;
  }
  const query = terms
    .map((term, i) => (roots[i] === term ? `"${term}"*` : `("${term}"* OR "${roots[i]}")`))
    // FTS5 allows an implicit AND only between phrases, not beside a parenthesized group.
    .join(" AND ");
  return sql<PostMatch>`(select rowid as post_id, bm25(posts_fts, 10.0, 4.0, 1.0, 1.0) as rank
    from posts_fts where posts_fts match ${query} order by rowid desc limit ${searchWindow})`;
}

/** How many of the newest matching articles a search ranks and pages through. */
export const searchWindow = 500;

export interface PostMatch {
  post_id: number;
  rank: number;
}

/** True for a unique-constraint error from either database (PostgreSQL 23505, SQLite UNIQUE). */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: unknown }).code;
  return code === "23505" || /UNIQUE constraint failed/i.test(error.message);
}

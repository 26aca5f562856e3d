import type { DB } from "~/.server/db/connection";
import { newAddress } from "./addresses";

/**
 * Posts the comment form as a browser without JavaScript does, from `address` (the server must
 * trust the loopback proxy: TRUST_PROXY=loopback).
 */
export function postComment(
  server: { fetch(path: string, init?: RequestInit): Promise<Response> },
  slug: string,
  fields: Record<string, string>,
  address = newAddress(),
): Promise<Response> {
  return server.fetch(`/blog/${slug}`, {
    method: "POST",
    headers: { "X-Forwarded-For": address },
    body: new URLSearchParams({ intent: "comment", website: "", ...fields }),
  });
}

/** Every stored comment of one article, in insertion order, straight from the database. */
export function storedComments(db: DB, postId: number) {
  return db
    .selectFrom("comments")
    .selectAll()
    .where("post_id", "=", postId)
    .orderBy("id")
    .execute();
}

import type { DB } from "~/.server/db/connection";

let addressSequence = 0;

/** A client address of its own, so that one test's posts never count against another's limit. */
export function freshAddress(): string {
  addressSequence += 1;
  return `10.${Math.floor(addressSequence / 250)}.${addressSequence % 250}.7`;
}

/**
 * Posts the comment form as a browser without JavaScript does, from `address` (the server must
 * trust the loopback proxy: TRUST_PROXY=loopback).
 */
export function postComment(
  server: { fetch(path: string, init?: RequestInit): Promise<Response> },
  slug: string,
  fields: Record<string, string>,
  address = freshAddress(),
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

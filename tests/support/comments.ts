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

/** Stores a comment straight in the database (approved unless told), as a reader's or an import's. */
export async function insertComment(
  db: DB,
  fields: {
    postId: number;
    name: string;
    email: string | null;
    content: string;
    status?: "pending" | "approved" | "spam";
    createdAt?: string;
  },
): Promise<void> {
  await db
    .insertInto("comments")
    .values({
      post_id: fields.postId,
      author_name: fields.name,
      author_email: fields.email,
      content: fields.content,
      status: fields.status ?? "approved",
      created_at: fields.createdAt ?? new Date().toISOString(),
      parent_id: null,
    })
    .execute();
}

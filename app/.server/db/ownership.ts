import type { ArticleSubject } from "~/lib/policy";
import type { DB } from "./connection";
import { toBool } from "./values";

// What the policy (app/.server/policy.ts) reads to decide: an article's owner and state, and
// whether an account named as a new owner exists.

/** What the policy needs of one article, or undefined when there is none. */
export async function articleSubject(db: DB, id: number): Promise<ArticleSubject | undefined> {
  const row = await db
    .selectFrom("posts")
    .select(["owner_id", "published"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row && { ownerId: row.owner_id, published: toBool(row.published) };
}

/** Account `id`'s id when it exists. */
export async function existingAccount(db: DB, id: string): Promise<string | undefined> {
  const row = await db.selectFrom("user").select("id").where("id", "=", id).executeTakeFirst();
  return row?.id;
}

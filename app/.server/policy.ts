// The server's side of the policy (app/lib/policy.ts decides): loading what a rule needs to know
// about an article, and refusing with 403 when the answer is no.
import type { RouterContextProvider } from "react-router";
import { can, type ArticleAction, type ArticleSubject } from "~/lib/policy";
import { texts } from "~/lib/admin-texts";
import { forbidden, requireStaff, type SessionUser } from "./auth";
import type { DB } from "./db/connection";
import { notFound } from "./http";

import { articleSubject } from "./db/ownership";

export { articleSubject };

const refusal: Record<ArticleAction, string> = {
  "article.view": texts.forbidden.articleView,
  "article.edit": texts.forbidden.article,
  "article.publish": texts.forbidden.publish,
  "article.delete": texts.forbidden.delete,
};

/** Throws 403 with the reason unless `user` may `action` the article. */
export function authorizeArticle(
  user: SessionUser,
  action: ArticleAction,
  subject: ArticleSubject,
): void {
  if (!can(user, action, subject)) forbidden(refusal[action]);
}

/**
 * The signed-in account and the article `id`, when the account may `action` it: 404 for an
 * article that does not exist, 403 for one it may not touch.
 */
export async function requireArticle(
  request: Request,
  context: Readonly<RouterContextProvider>,
  db: DB,
  id: number,
  action: ArticleAction,
): Promise<{ user: SessionUser; subject: ArticleSubject }> {
  const user = await requireStaff(request, context);
  const subject = await articleSubject(db, id);
  if (!subject) notFound();
  authorizeArticle(user, action, subject);
  return { user, subject };
}

import type { RouterContextProvider } from "react-router";
import { can, type ArticleSubject } from "~/lib/policy";
import { getUser } from "./auth";

/** A draft shown to its admin: never stored by the page cache, a proxy or the browser's cache. */
export const previewHeaders: HeadersInit = { "Cache-Control": "private, no-store" };

/**
 * Whether this request may see drafts at their public address: an editor or an admin (who may
 * open every draft, app/lib/policy.ts). Asked
 * only after the published lookup missed, so readers' pages never pay for a session check.
 */
export async function canPreview(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<boolean> {
  const user = await getUser(request, context);
  return can(user, "article.viewAll");
}

/**
 * The unpublished article `post` when this request's account may open it (app/lib/policy.ts:
 * editors and admins every one, a writer their own draft or scheduled article), else undefined.
 * Asked only after the published lookup missed.
 */
export async function previewFor<T extends ArticleSubject>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  post: T | undefined,
): Promise<T | undefined> {
  if (!post) return undefined;
  const user = await getUser(request, context);
  return can(user, "article.view", post) ? post : undefined;
}

// The one answer to "may this user do this to this thing" (in the spirit of Outline's policies).
// Every admin loader and action asks it on the server (requireCan in app/.server/auth.ts); the
// dashboard asks the same function only to hide menus and buttons. A rule changes here and
// nowhere else. The roles are in app/lib/roles.ts; the table is in README.md.
import { atLeast, type Role } from "./roles";

export interface PolicyUser {
  id: string;
  role: Role;
}

/** What the rules need to know about an article. */
export interface ArticleSubject {
  ownerId: string | null;
  published: boolean;
}

/** Actions without a subject: whole screens and features. */
export type Ability =
  | "dashboard.enter"
  | "account.manage"
  | "article.create"
  | "article.viewAll"
  | "article.reassign"
  | "article.feature"
  | "review.decide"
  | "media.upload"
  | "pages.manage"
  | "tags.manage"
  | "categories.manage"
  | "comments.moderate"
  | "scheduled.view"
  | "users.manage"
  | "settings.manage"
  | "moving.manage"
  | "subscribers.manage"
  | "outbox.manage";

/** Actions on one article. */
export type ArticleAction = "article.view" | "article.edit" | "article.publish" | "article.delete";

// The least role for each ability. Pending accounts have none of them.
const leastRole: Record<Ability, Exclude<Role, "pending">> = {
  "dashboard.enter": "kontributor",
  "account.manage": "kontributor",
  "article.create": "kontributor",
  "article.viewAll": "editor",
  "article.reassign": "editor",
  "article.feature": "editor",
  "review.decide": "editor",
  "media.upload": "penulis",
  "pages.manage": "editor",
  "tags.manage": "editor",
  "categories.manage": "editor",
  "comments.moderate": "editor",
  "scheduled.view": "editor",
  "users.manage": "admin",
  "settings.manage": "admin",
  "moving.manage": "admin",
  "subscribers.manage": "admin",
  "outbox.manage": "admin",
};

export function can(user: PolicyUser | null, action: Ability): boolean;
export function can(
  user: PolicyUser | null,
  action: ArticleAction,
  subject: ArticleSubject,
): boolean;
export function can(
  user: PolicyUser | null,
  action: Ability | ArticleAction,
  subject?: ArticleSubject,
): boolean {
  if (!user || user.role === "pending") return false;
  if (!subject) return action in leastRole && atLeast(user.role, leastRole[action as Ability]);
  // Editors and admins may do anything to any article.
  if (atLeast(user.role, "editor")) return true;
  const own = subject.ownerId !== null && subject.ownerId === user.id;
  switch (action as ArticleAction) {
    // Anyone on the team reads what is public; a draft only its owner (and editors).
    case "article.view":
      return own || subject.published;
    // A Penulis keeps their own articles, published or not; a Kontributor only until published.
    case "article.edit":
    case "article.delete":
      return own && (user.role === "penulis" || !subject.published);
    // Publishing, unpublishing and scheduling: a Penulis their own, a Kontributor never.
    case "article.publish":
      return own && user.role === "penulis";
    default:
      return false;
  }
}

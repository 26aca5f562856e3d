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
  | "media.library"
  | "media.manage"
  | "pages.manage"
  | "tags.manage"
  | "categories.manage"
  | "menus.manage"
  | "comments.moderate"
  | "scheduled.view"
  | "users.manage"
  | "settings.manage"
  | "moving.manage"
  | "subscribers.manage"
  | "outbox.manage"
  | "personalData.manage"
  | "statistics.view";

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
  "media.library": "kontributor",
  "media.manage": "editor",
  "pages.manage": "editor",
  "tags.manage": "editor",
  "categories.manage": "editor",
  // WordPress gives menus to Administrators only (edit_theme_options); a newsroom's editors
  // arrange the sections they run, so Menu is Editor and up, like Kategori (decision 0030).
  "menus.manage": "editor",
  "comments.moderate": "editor",
  "scheduled.view": "editor",
  "users.manage": "admin",
  "settings.manage": "admin",
  "moving.manage": "admin",
  "subscribers.manage": "admin",
  "outbox.manage": "admin",
  // Data pribadi: everything held about one address, its copy and its erasure (issue 45).
  "personalData.manage": "admin",
  // Everyone on the team; below Editor, the numbers of their own articles only.
  "statistics.view": "kontributor",
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

/** Where an article stands in its publication. */
export type ArticleState = "draft" | "review" | "scheduled" | "published";

/** The state of an article as stored: published wins, then a schedule, then the review mark. */
export function articleState(article: {
  published: boolean;
  scheduledAt: string | null;
  inReview: boolean;
}): ArticleState {
  if (article.published) return "published";
  if (article.scheduledAt) return "scheduled";
  return article.inReview ? "review" : "draft";
}

/**
 * Whether `user` may move an article from `from` to `to` (a save that keeps the state is a move
 * too). Whoever may publish it (editors and admins; a Penulis their own) may make any move; a
 * Kontributor, on their own unpublished article, keeps a draft a draft or sends it to review, and
 * an article in review or scheduled goes (back) to review: never to scheduled or published.
 * The table is in docs/SECURITY.md.
 */
export function canMove(
  user: PolicyUser | null,
  subject: ArticleSubject,
  from: ArticleState,
  to: ArticleState,
): boolean {
  if (!can(user, "article.edit", subject)) return false;
  if (can(user, "article.publish", subject)) return true;
  if (to === "published" || to === "scheduled") return false;
  return from === "draft" || to === "review";
}

/**
 * The state a save by `user` leaves the article in when it asks for `wanted`: one who may not
 * publish it and changes an article in review or on the schedule sends it (back) to review, since
 * the editor's decision was about the text the editor read. Whether the move is allowed is
 * `canMove`'s answer.
 */
export function stateAfterSave(
  user: PolicyUser | null,
  subject: ArticleSubject,
  from: ArticleState,
  wanted: ArticleState,
): ArticleState {
  if (can(user, "article.publish", subject)) return wanted;
  if (from === "review" || from === "scheduled") return "review";
  return wanted;
}

/**
 * Whether the featured flag (Pilihan redaksi) `wanted` may be stored by `user` on an article that
 * has `stored`, and what is stored: editors decide; a Penulis keeps the editors' decision (a
 * change is refused: undefined); a Kontributor's save clears it, and asking to turn it on is
 * refused.
 */
export function featuredAfterSave(
  user: PolicyUser | null,
  stored: boolean,
  wanted: boolean,
): boolean | undefined {
  if (can(user, "article.feature")) return wanted;
  if (wanted && !stored) return undefined;
  if (user?.role === "kontributor") return false;
  return wanted === stored ? stored : undefined;
}

// The media library (docs/decisions/0027-media-library.md). Everyone on the team may open it and
// upload into it ("media.library"; a Kontributor within a daily limit); bulk deletion is for
// editors ("media.manage"). What one may do to one image:
export type MediaAction = "media.use" | "media.describe" | "media.delete";

/** What the rules need to know about an image: who uploaded it (null: an import or the demo). */
export interface MediaSubject {
  uploadedBy: string | null;
}

export function canMedia(user: PolicyUser | null, action: MediaAction, subject: MediaSubject) {
  if (!user || user.role === "pending") return false;
  // Editors and admins describe, replace and delete any image.
  if (atLeast(user.role, "editor")) return true;
  const own = subject.uploadedBy !== null && subject.uploadedBy === user.id;
  switch (action) {
    // A Penulis puts any image in their articles; a Kontributor only their own uploads.
    case "media.use":
      return own || user.role === "penulis";
    // Everyone describes what they uploaded.
    case "media.describe":
      return own;
    default:
      return false;
  }
}

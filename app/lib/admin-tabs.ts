import { personalDataPath } from "./personal-data";
import { settingsPath } from "./site-settings";
import { texts } from "./admin-texts";
import type { Ability } from "./policy";

// The dashboard's tabs, in order. A feature with its own admin screen adds one line here and one
// child route under the admin layout in app/routes.ts. `badge` names a count the layout's loader
// provides; the tab shows it when it is above zero. `ability` is what the screen's loader asks
// the policy (app/lib/policy.ts): a role that may not never sees the tab.
export const adminTabs: readonly {
  to: string;
  label: string;
  ability: Ability;
  badge?: "pendingComments" | "inReview";
}[] = [
  {
    to: "/admin/dashboard",
    label: texts.admin.tabArticles,
    ability: "dashboard.enter",
    badge: "inReview",
  },
  { to: "/admin/scheduled", label: texts.schedule.tab, ability: "scheduled.view" },
  { to: "/admin/media", label: texts.media.tab, ability: "media.library" },
  { to: "/admin/statistics", label: texts.statistics.tab, ability: "statistics.view" },
  { to: "/admin/pages", label: texts.pages.tab, ability: "pages.manage" },
  { to: "/admin/tags", label: texts.tags.tab, ability: "tags.manage" },
  { to: "/admin/profiles", label: texts.profileReview.tab, ability: "review.decide" },
  { to: "/admin/categories", label: texts.categories.tab, ability: "categories.manage" },
  { to: "/admin/menus", label: texts.menus.tab, ability: "menus.manage" },
  { to: "/admin/users", label: texts.admin.tabUsers, ability: "users.manage" },
  {
    to: "/admin/comments",
    label: texts.moderation.tab,
    ability: "comments.moderate",
    badge: "pendingComments",
  },
  { to: "/admin/subscribers", label: texts.subscribers.tab, ability: "subscribers.manage" },
  { to: "/admin/import-export", label: texts.moving.tab, ability: "moving.manage" },
  { to: settingsPath, label: texts.settings.tab, ability: "settings.manage" },
  { to: "/admin/outbox", label: texts.outbox.tab, ability: "outbox.manage" },
  { to: personalDataPath, label: texts.personalData.tab, ability: "personalData.manage" },
  { to: "/admin/account", label: texts.twoFactor.tab, ability: "account.manage" },
];

import { settingsPath } from "./site-settings";
import { texts } from "./admin-texts";

// The dashboard's tabs, in order. A feature with its own admin screen adds one line here and one
// child route under the admin layout in app/routes.ts. `badge` names a count the layout's loader
// provides; the tab shows it when it is above zero.
export const adminTabs: readonly { to: string; label: string; badge?: "pendingComments" }[] = [
  { to: "/admin/dashboard", label: texts.admin.tabArticles },
  { to: "/admin/scheduled", label: texts.schedule.tab },
  { to: "/admin/pages", label: texts.pages.tab },
  { to: "/admin/tags", label: texts.tags.tab },
  { to: "/admin/users", label: texts.admin.tabUsers },
  { to: "/admin/comments", label: texts.moderation.tab, badge: "pendingComments" },
  { to: "/admin/subscribers", label: texts.subscribers.tab },
  { to: "/admin/import-export", label: texts.moving.tab },
  { to: settingsPath, label: texts.settings.tab },
  { to: "/admin/outbox", label: texts.outbox.tab },
  { to: "/admin/account", label: texts.twoFactor.tab },
];

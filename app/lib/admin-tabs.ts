import { texts } from "./texts";

// The dashboard's tabs, in order. A feature with its own admin screen adds one line here and one
// child route under the admin layout in app/routes.ts.
export const adminTabs = [
  { to: "/admin/dashboard", label: texts.admin.tabArticles },
  { to: "/admin/users", label: texts.admin.tabUsers },
];

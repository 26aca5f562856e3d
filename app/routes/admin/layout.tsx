import { isRouteErrorResponse, Link, NavLink, Outlet } from "react-router";
import { AdminLoadError } from "~/components/admin/load-error";
import { LogoutButton } from "~/components/admin/logout-button";
import { Logo } from "~/components/logo";
import { ThemeToggle } from "~/components/theme-toggle";
import { requireStaff } from "~/.server/auth";
import { can } from "~/lib/policy";
import { roleLabels } from "~/lib/roles";
import { services } from "~/.server/context";
import { countPending } from "~/.server/db/comments";
import { countInReview } from "~/.server/review";
import { adminTabs } from "~/lib/admin-tabs";
import { PageTitle } from "~/components/page-meta";
import { texts } from "~/lib/admin-texts";
import type { Route } from "./+types/layout";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, context);
  const moderates = can(user, "comments.moderate");
  const { db } = services(context);
  const pendingComments = moderates ? await countPending(db) : 0;
  // Perlu ditinjau: editors and admins see how many articles wait for them.
  const inReview = can(user, "review.decide") ? await countInReview(db) : 0;
  // Only the tabs this role may open (each screen's loader checks again).
  const tabs = adminTabs.filter((tab) => can(user, tab.ability)).map((tab) => tab.to);
  return {
    email: user.email,
    role: roleLabels[user.role],
    tabs,
    badges: { pendingComments, inReview },
  };
}

function tabClass({ isActive }: { isActive: boolean }) {
  return [
    "border-b-2 px-2.5 py-3 text-sm font-medium whitespace-nowrap sm:px-4",
    isActive
      ? "border-brand-600 text-brand-700 dark:border-brand-500 dark:text-white"
      : "border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white",
  ].join(" ");
}

function AdminHeader({ email }: { email?: string }) {
  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4">
        <div className="flex items-center gap-4">
          <Logo />
          <span className="hidden text-sm font-semibold text-slate-500 sm:inline dark:text-slate-400">
            {texts.admin.title}
          </span>
        </div>
        <div className="flex items-center gap-2">
          {email && (
            <p className="hidden text-sm text-slate-600 md:block dark:text-slate-300">
              {texts.admin.welcome(email)}
            </p>
          )}
          <ThemeToggle />
          <LogoutButton />
        </div>
      </div>
      {email && (
        <p className="mx-auto max-w-6xl px-4 pb-2 text-sm text-slate-600 md:hidden dark:text-slate-300">
          {texts.admin.welcome(email)}
        </p>
      )}
    </header>
  );
}

function TabBadge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <span
      className="ml-2 inline-flex min-w-5 items-center justify-center rounded-full bg-brand-600 px-1.5 py-0.5 text-xs leading-none font-semibold text-white tabular-nums"
      data-testid="tab-badge"
    >
      <span aria-hidden>{count > 99 ? "99+" : count}</span>
      <span className="sr-only">{`, ${label}`}</span>
    </span>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <meta name="robots" content="noindex" />
      <AdminHeader email={loaderData.email} />
      <nav
        aria-label={texts.admin.tabsLabel}
        className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950"
      >
        <div className="mx-auto flex max-w-6xl flex-wrap px-4">
          {adminTabs
            .filter((tab) => loaderData.tabs.includes(tab.to))
            .map((tab) => (
              <NavLink key={tab.to} to={tab.to} className={tabClass}>
                {tab.label}
                {tab.badge && (
                  <TabBadge
                    count={loaderData.badges[tab.badge]}
                    label={
                      tab.badge === "inReview"
                        ? texts.review.queueBadge(loaderData.badges.inReview)
                        : texts.moderation.badge(loaderData.badges.pendingComments)
                    }
                  />
                )}
              </NavLink>
            ))}
        </div>
      </nav>
      <main id="konten" className="mx-auto max-w-6xl px-4 py-8">
        <Outlet />
      </main>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const refusal =
    isRouteErrorResponse(error) && typeof error.data === "object" && error.data !== null
      ? (error.data as { reason?: string; message?: string })
      : undefined;
  if (status === 403 && refusal?.reason === "forbidden") {
    return (
      <>
        <PageTitle title={texts.forbidden.title} />
        <AdminHeader />
        <main id="konten" className="mx-auto max-w-xl px-4 py-24 text-center" data-status={403}>
          <h1 className="text-2xl font-bold">{texts.forbidden.title}</h1>
          <p className="mt-3 text-slate-600 dark:text-slate-400">
            {refusal.message ?? texts.forbidden.general}
          </p>
          <Link
            to="/admin/dashboard"
            reloadDocument
            className="mt-8 inline-block font-medium text-brand-700 underline dark:text-brand-300"
          >
            {texts.editor.back}
          </Link>
        </main>
      </>
    );
  }
  if (status === 403) {
    return (
      <>
        <PageTitle title={texts.auth.pending} />
        <AdminHeader />
        <main id="konten" className="mx-auto max-w-xl px-4 py-24 text-center" data-status={403}>
          <h1 className="text-2xl font-bold">{texts.auth.pending}</h1>
          <p className="mt-3 text-slate-600 dark:text-slate-400">{texts.auth.pendingHint}</p>
        </main>
      </>
    );
  }
  const signIn = status === 401;
  if (!signIn && status !== 404) {
    return (
      <>
        <PageTitle title={texts.admin.errorTitle} />
        <AdminHeader />
        <main id="konten" className="mx-auto max-w-2xl px-4 py-16" data-status={status}>
          <h1 className="mb-6 text-2xl font-bold">{texts.admin.errorTitle}</h1>
          <AdminLoadError error={error} />
          <p className="mt-6 text-center">
            <Link
              to="/admin/dashboard"
              reloadDocument
              className="font-medium text-brand-700 underline dark:text-brand-300"
            >
              {texts.editor.back}
            </Link>
          </p>
        </main>
      </>
    );
  }
  const message = signIn ? texts.auth.sessionEnded : texts.notFound.text;
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center" data-status={status}>
      <PageTitle title={texts.admin.title} />
      <p className="text-lg">{message}</p>
      <Link
        to={signIn ? "/admin/auth" : "/admin/dashboard"}
        reloadDocument
        className="mt-8 inline-block rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
      >
        {signIn ? texts.auth.signInAgain : texts.editor.back}
      </Link>
    </main>
  );
}

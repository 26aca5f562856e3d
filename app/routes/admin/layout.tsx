import { isRouteErrorResponse, Link, NavLink, Outlet } from "react-router";
import { LogoutButton } from "~/components/admin/logout-button";
import { Logo } from "~/components/logo";
import { ThemeToggle } from "~/components/theme-toggle";
import { requireAdmin } from "~/.server/auth";
import { services } from "~/.server/context";
import { countPending } from "~/.server/db/comments";
import { adminTabs } from "~/lib/admin-tabs";
import { texts } from "~/lib/texts";
import type { Route } from "./+types/layout";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context);
  const pendingComments = await countPending(services(context).db);
  return { email: user.email, badges: { pendingComments } };
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

function TabBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      className="ml-2 inline-flex min-w-5 items-center justify-center rounded-full bg-brand-600 px-1.5 py-0.5 text-xs leading-none font-semibold text-white tabular-nums"
      data-testid="tab-badge"
    >
      <span aria-hidden>{count > 99 ? "99+" : count}</span>
      <span className="sr-only">{`, ${texts.moderation.badge(count)}`}</span>
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
        <div className="mx-auto flex max-w-6xl overflow-x-auto px-4">
          {adminTabs.map((tab) => (
            <NavLink key={tab.to} to={tab.to} className={tabClass}>
              {tab.label}
              {tab.badge && <TabBadge count={loaderData.badges[tab.badge]} />}
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
  if (status === 403) {
    return (
      <>
        <title>{`${texts.auth.pending} | ${texts.site.name}`}</title>
        <AdminHeader />
        <main id="konten" className="mx-auto max-w-xl px-4 py-24 text-center" data-status={403}>
          <h1 className="text-2xl font-bold">{texts.auth.pending}</h1>
          <p className="mt-3 text-slate-600 dark:text-slate-400">{texts.auth.pendingHint}</p>
        </main>
      </>
    );
  }
  const signIn = status === 401;
  const message = signIn
    ? texts.auth.sessionEnded
    : status === 404
      ? texts.notFound.text
      : texts.errors.unexpected;
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center" data-status={status}>
      <title>{`${texts.admin.title} | ${texts.site.name}`}</title>
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

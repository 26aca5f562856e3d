import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { services } from "~/.server/context";
import { readerSite } from "~/.server/reader-shapes";
import { getSiteMenus } from "~/.server/menus";
import { getSiteSettings } from "~/.server/settings";
import { siteOrigin } from "~/.server/site-url";
import type { Route } from "./+types/root";
import { FeedLinks } from "./components/feed-links";
import { HtmlFirstScripts, useHtmlFirst } from "./components/html-first";
import { ThemedToaster } from "./components/themed-toaster";
import { listFeedPaths } from "./lib/feed-paths";
import { defaultLogo, defaultSiteSettings, pageTitle, settingsPath } from "./lib/site-settings";
import { texts } from "./lib/texts";
import { useNonce } from "./lib/nonce";
import { themeScript } from "./lib/theme";
import "./app.css";

// The absolute origin for canonical URLs and share tags (useSiteOrigin()), and what the site says
// about itself (useSiteSettings()).
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env, db } = services(context);
  return {
    origin: await siteOrigin({ env, db }, request),
    site: readerSite(await getSiteSettings(db), await getSiteMenus(db)),
  };
}

// Neither changes while a reader browses: the root loader runs again only after the admin saved
// the settings, so the dashboard's own header shows the new name at once.
export function shouldRevalidate({ formAction }: ShouldRevalidateFunctionArgs) {
  return formAction === settingsPath;
}

// Zod probes for `new Function` on its first parse, which the CSP (no 'unsafe-eval') reports as a
// violation even though Zod catches it; its documented `jitless` setting skips the probe. Set
// before any module loads, so that no route's chunk has to import Zod's config for it.
const zodWithoutEval = "globalThis.__zod_globalConfig={jitless:true}";

export function Layout({ children }: { children: React.ReactNode }) {
  // Inline scripts run under the Content-Security-Policy only with the response's nonce.
  const nonce = useNonce();
  const site = useRouteLoaderData<typeof loader>("root")?.site ?? defaultSiteSettings;
  // Public pages are sent as HTML with a few islands and never hydrate the app; the dashboard
  // (and the pages whose pieces have no island yet) are the full React app
  // (docs/decisions/0021-html-first-public-pages.md).
  const htmlFirst = useHtmlFirst();
  return (
    <html lang="id" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e3a8a" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeScript }} />
        {!htmlFirst && (
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: zodWithoutEval }} />
        )}
        {site.favicon ? (
          <link rel="icon" href={site.favicon} />
        ) : (
          <link rel="icon" href={defaultLogo} type="image/svg+xml" />
        )}
        <FeedLinks title={texts.feed.title(site.name)} paths={listFeedPaths()} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        {children}
        {htmlFirst ? (
          <HtmlFirstScripts nonce={nonce} />
        ) : (
          <>
            <ThemedToaster />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

// The last resort: something failed outside every route's own error screen. It says what
// happened in Indonesian and what to do next; the technical message is shown only as a detail.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const site = useRouteLoaderData<typeof loader>("root")?.site ?? defaultSiteSettings;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="mx-auto max-w-2xl px-4 py-24" data-status={status}>
      <title>{pageTitle(site, texts.errors.title)}</title>
      <h1 className="text-2xl font-bold">{texts.errors.title}</h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{texts.errors.whatNext}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a
          href=""
          className="rounded-xl bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
        >
          {texts.errors.reload}
        </a>
        <Link
          to="/"
          reloadDocument
          className="rounded-xl border border-slate-300 px-5 py-3 font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
        >
          {texts.notFound.home}
        </Link>
      </div>
      <p className="mt-8 text-sm text-slate-600 dark:text-slate-400">{texts.errors.detail}</p>
      <pre className="mt-2 overflow-x-auto rounded-lg bg-slate-100 p-4 text-sm whitespace-pre-wrap dark:bg-slate-900">
        {`${texts.errors.unexpected} ${detail}`}
      </pre>
    </main>
  );
}

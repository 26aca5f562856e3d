import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import { services } from "~/.server/context";
import { siteOrigin } from "~/.server/site-url";
import type { Route } from "./+types/root";
import { ThemedToaster } from "./components/themed-toaster";
import { texts } from "./lib/texts";
import { themeScript } from "./lib/theme";
import "./app.css";

// The absolute origin for canonical URLs and share tags, read by useSiteOrigin().
export function loader({ request, context }: Route.LoaderArgs) {
  return { origin: siteOrigin(services(context).env, request) };
}

// The origin does not change while a reader browses, so the root loader never runs again.
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="id" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e3a8a" />
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="alternate" type="application/rss+xml" title={texts.feed.title} href="/rss.xml" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        {children}
        <ThemedToaster />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="mx-auto max-w-2xl px-4 py-24">
      <title>{`${texts.errors.unexpected} | ${texts.site.name}`}</title>
      <h1 className="text-2xl font-bold text-red-700 dark:text-red-400">
        {texts.errors.unexpected}
      </h1>
      <pre className="mt-4 overflow-x-auto rounded-lg bg-slate-100 p-4 text-sm whitespace-pre-wrap dark:bg-slate-900">
        {message}
      </pre>
    </main>
  );
}

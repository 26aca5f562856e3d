import { createElement, type ComponentType, type ReactNode } from "react";
import {
  createStaticRouter,
  StaticRouterProvider,
  UNSAFE_FrameworkContext as FrameworkContext,
  type EntryContext,
  type RouteObject,
} from "react-router";

type RouteModule = NonNullable<EntryContext["routeModules"][string]>;

/**
 * React Router's `<ServerRouter>` for a page that never hydrates: the same providers and the same
 * rendered routes, but built from the matched routes alone. `<ServerRouter>` turns every route of
 * the app (the dashboard's forty included) into route objects twice on every request, so that the
 * browser can take over; a public page only renders its own three or four (docs/PERFORMANCE.md).
 * `undefined` when a matched route renders differently before hydration (a `clientLoader`), which
 * only `<ServerRouter>` knows how to do.
 */
export function htmlFirstRouter(context: EntryContext, nonce: string): ReactNode | undefined {
  const { staticHandlerContext: handlerContext, routeModules } = context;
  let routes: RouteObject[] = [];
  for (const { route } of handlerContext.matches.toReversed()) {
    const routeModule = routeModules[route.id];
    const manifestRoute = context.manifest.routes[route.id];
    if (!routeModule || !manifestRoute || routeModule.clientLoader) return undefined;
    const matched: RouteObject = {
      ...renderedBy(route.id, routeModule),
      id: route.id,
      path: manifestRoute.path,
      index: manifestRoute.index,
      caseSensitive: manifestRoute.caseSensitive,
      handle: routeModule.handle,
      // The static router only asks whether a route has data; the loaders already ran.
      loader: manifestRoute.hasLoader ? () => null : undefined,
    } as RouteObject;
    if (routes.length > 0) matched.children = routes;
    routes = [matched];
  }
  const router = createStaticRouter(routes, handlerContext, { future: context.future });
  return (
    <FrameworkContext
      value={{
        manifest: context.manifest,
        routeModules,
        criticalCss: context.criticalCss,
        serverHandoffString: context.serverHandoffString,
        future: context.future,
        ssr: context.ssr,
        isSpaMode: context.isSpaMode,
        routeDiscovery: context.routeDiscovery,
        nonce,
        serializeError: context.serializeError,
        renderMeta: context.renderMeta,
      }}
    >
      <StaticRouterProvider router={router} context={handlerContext} hydrate={false} />
    </FrameworkContext>
  );
}

// As React Router renders a route module on the server: the root's `Layout` around its component
// and around its error boundary.
function renderedBy(id: string, routeModule: RouteModule) {
  const Component = routeModule.default as ComponentType | undefined;
  const ErrorBoundary = routeModule.ErrorBoundary as ComponentType | undefined;
  const Layout =
    id === "root" ? (routeModule.Layout as ComponentType<{ children: ReactNode }>) : undefined;
  if (!Layout) return { Component, ErrorBoundary };
  return {
    element: Component ? createElement(Layout, null, createElement(Component)) : undefined,
    errorElement: ErrorBoundary
      ? createElement(Layout, null, createElement(ErrorBoundary))
      : undefined,
  };
}

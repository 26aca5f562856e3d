import { createElement as h, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  data,
  isRouteErrorResponse,
  Link,
  Outlet,
  ServerRouter,
  useLoaderData,
  useMatches,
  useParams,
  useRouteError,
  useRouteLoaderData,
  type EntryContext,
  type RouteObject,
  type StaticHandlerContext,
} from "react-router";
import { describe, expect, it } from "vitest";
import { htmlFirstRouter } from "./html-first-router";

// A small app shaped like Warta's: a root with a Layout and an error boundary, the public layout,
// a page with data, links and params, and a dashboard route that a public page does not match.
function RootLayout({ children }: { children: ReactNode }) {
  const site = useRouteLoaderData<{ site: string }>("root")?.site;
  return h("html", null, h("body", null, h("p", null, site), children));
}

function RootError() {
  const error = useRouteError();
  return h("h1", null, isRouteErrorResponse(error) ? error.status : "?");
}

function Post() {
  const { title } = useLoaderData<{ title: string }>();
  const handles = useMatches().map((match) => JSON.stringify(match.handle));
  return h(
    "article",
    null,
    h("h2", null, title, " ", useParams().slug),
    h(Link, { to: "/tag/berita" }, "Berita"),
    h(Link, { to: "..", relative: "path" }, "Naik"),
    h("pre", null, handles.join(",")),
  );
}

const modules = {
  root: { Layout: RootLayout, default: () => h(Outlet), ErrorBoundary: RootError },
  public: { default: () => h("main", null, h(Outlet)), handle: { htmlFirst: true } },
  post: { default: Post } as Record<string, unknown>,
  dashboard: { default: () => h("h1", null, "Dasbor") },
};

const loaders: Record<string, RouteObject["loader"]> = {
  root: () => ({ site: "Warta" }),
  post: ({ params }) => {
    if (params.slug === "hilang") throw data(null, { status: 404 });
    return { title: `Judul ${params.slug}` };
  },
};

interface Node {
  id: string;
  path?: string;
  children?: Node[];
}

const tree: Node[] = [
  {
    id: "root",
    path: "",
    children: [
      { id: "dashboard", path: "admin/dashboard" },
      { id: "public", children: [{ id: "post", path: "blog/:slug" }] },
    ],
  },
];

function handlerRoutes(nodes: Node[]): RouteObject[] {
  return nodes.map(({ id, path, children }) => ({
    id,
    path,
    loader: loaders[id],
    hasErrorBoundary: id === "root",
    children: children && handlerRoutes(children),
  })) as RouteObject[];
}

function manifestRoutes(nodes: Node[], parentId?: string): [string, object][] {
  return nodes.flatMap(({ id, path, children }) => [
    [id, { id, parentId, path, hasLoader: id in loaders, hasAction: false, module: `/${id}.js` }],
    ...manifestRoutes(children ?? [], id),
  ]);
}

async function entryContext(path: string): Promise<EntryContext> {
  const handler = createStaticHandler(handlerRoutes(tree));
  const context = await handler.query(new Request(`http://warta.test${path}`));
  return {
    manifest: {
      routes: Object.fromEntries(manifestRoutes(tree)),
      entry: { module: "/entry.js", imports: [] },
      url: "/m.js",
      version: "1",
    },
    routeModules: modules as unknown as EntryContext["routeModules"],
    staticHandlerContext: context as StaticHandlerContext,
    serverHandoffString: "{}",
    renderMeta: {},
    future: {},
    ssr: true,
    isSpaMode: false,
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
    serializeError: (error: Error) => ({ message: error.message }),
  } as unknown as EntryContext;
}

// React Router's own server renderer, given no hydration data to stream: what a reader must see.
async function bothRenders(path: string): Promise<[string, string]> {
  const expected = renderToString(
    h(ServerRouter, { context: await entryContext(path), url: `http://warta.test${path}` }),
  );
  const router = htmlFirstRouter(await entryContext(path), "");
  if (!router) throw new Error(`${path}: no HTML-first render`);
  return [renderToString(router), expected];
}

describe("htmlFirstRouter", () => {
  it("renders a page as React Router's server renderer does, from the matched routes alone", async () => {
    const [html, expected] = await bothRenders("/blog/halo");
    expect(html).toBe(expected);
    expect(html).toContain("<h2>Judul halo<!-- --> <!-- -->halo</h2>");
    expect(html).toContain('href="/tag/berita"');
    expect(html).toContain('href="/blog"');
    expect(html).toContain("<p>Warta</p>");
    expect(html).toContain("<pre>,{&quot;htmlFirst&quot;:true},</pre>");
  });

  it("renders a loader's error in the root's boundary, inside its Layout, as React Router does", async () => {
    const [html, expected] = await bothRenders("/blog/hilang");
    expect(html).toBe(expected);
    expect(html).toContain("<h1>404</h1>");
    expect(html).toContain("<body><p>Warta</p>");
  });

  it("leaves a page with a client loader to React Router", async () => {
    const post = modules.post;
    modules.post = { ...post, clientLoader: () => null };
    try {
      expect(htmlFirstRouter(await entryContext("/blog/halo"), "")).toBeUndefined();
    } finally {
      modules.post = post;
    }
  });
});

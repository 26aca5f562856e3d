import { createRequestHandler, type EntryContext, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";

// patches/react-router+8.4.0.patch: React Router encodes the loader data for the browser's
// hydration before it calls the document entry, which an HTML-first page then never sends. Patched,
// it is encoded when the entry reads it (React Router's <ServerRouter> does; app/html-first-router
// does not). A release of React Router that the patch no longer fits fails `npm install`; one that
// takes the patch without effect fails here.
function handlerReading(readsHandoff: boolean) {
  let encoded = 0;
  const build = {
    entry: {
      module: {
        default: (_request: Request, status: number, headers: Headers, context: EntryContext) => {
          const stream = readsHandoff ? context.serverHandoffStream : undefined;
          return new Response(stream ? "handoff" : "page", { status, headers });
        },
      },
    },
    routes: {
      root: {
        id: "root",
        path: "",
        module: {
          default: () => null,
          // Reading the property is what encoding it does.
          loader: () => ({
            get title() {
              encoded++;
              return "Judul";
            },
          }),
        },
      },
    },
    assets: {
      routes: { root: { id: "root", path: "", hasLoader: true, module: "/root.js" } },
      entry: { module: "/entry.js", imports: [] },
      url: "/manifest.js",
      version: "1",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
  const handle = createRequestHandler(build, "production");
  return { handle, encoded: () => encoded };
}

describe("React Router's loader data for hydration", () => {
  it("is not encoded for a document that does not read it", async () => {
    const { handle, encoded } = handlerReading(false);
    const response = await handle(new Request("http://warta.test/"));
    expect(await response.text()).toBe("page");
    expect(encoded()).toBe(0);
  });

  it("is encoded, once, for a document that reads it", async () => {
    const { handle, encoded } = handlerReading(true);
    const response = await handle(new Request("http://warta.test/"));
    expect(await response.text()).toBe("handoff");
    expect(encoded()).toBe(1);
  });
});

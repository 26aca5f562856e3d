import { Writable } from "node:stream";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { requestInfo, services } from "./.server/context";
import { documentRender, unrequestedRender } from "./.server/document-render";
import { SplicedPage } from "./.server/spliced-page";
import { isHtmlFirst } from "./components/html-first";
import { RenderedParts } from "./components/rendered-parts";
import { htmlFirstParts } from "./html-first-parts";
import { htmlFirstRouter } from "./html-first-router";
import { NonceContext } from "./lib/nonce";

export const streamTimeout = 5_000;

// React Router's default entry, but the whole document is rendered before it is sent, with the
// CSP nonce on every inline script and a note to the page cache when a part failed to render
// (such a page must never be stored). Warta's loaders defer nothing, so streaming would send the
// same bytes no sooner; one buffer is one compression call and one socket write instead of one
// per two-kilobyte chunk, and the server takes that buffer without a web stream in between
// (docs/PERFORMANCE.md).
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const requested = documentRender(loadContext);
  const handOver = requested !== unrequestedRender;
  const render = handOver ? requested : { ...unrequestedRender };
  const finish = (body: Buffer<ArrayBuffer>): Response => {
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    const init = { headers: responseHeaders, status: render.failed ? 500 : responseStatusCode };
    if (!handOver) return new Response(body, init);
    // The server takes the buffer as it is (server/router-handler.ts).
    const response = new Response(null, init);
    render.document = { response, body };
    return response;
  };
  // A public page never hydrates: no Suspense boundary, none of React Router's streamed data, so
  // React's string renderer makes the same document without a stream's chunking and encoding
  // (docs/PERFORMANCE.md). A boundary that failed would show as React's client-render marker.
  const { matches } = routerContext.staticHandlerContext;
  const htmlFirst = isHtmlFirst(
    matches.map(({ route }) => routerContext.routeModules[route.id]?.handle),
  )
    ? htmlFirstRouter(routerContext, render.nonce)
    : undefined;
  if (htmlFirst) {
    // The stream writes the doctype itself before an <html> root; the string renderer does not.
    // The failure marker is looked for in React's own string: the placed parts are not React's.
    const page = new SplicedPage();
    const parts = { ...htmlFirstParts(routerContext), place: page.place };
    const rendered = `<!DOCTYPE html>${renderToString(
      <NonceContext value={render.nonce}>
        <RenderedParts value={parts}>{htmlFirst}</RenderedParts>
      </NonceContext>,
    )}`;
    const body = page.bytes(rendered);
    if (rendered.includes(clientRenderMarker)) render.failed = true;
    return finish(body);
  }

  const app = (
    <NonceContext value={render.nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={render.nonce} />
    </NonceContext>
  );

  return new Promise<Response>((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let shellRendered = false;
    // Abort after `streamTimeout`, leaving time to flush the rejected boundaries.
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const document = new Writable({
      write(chunk: Uint8Array, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        resolve(finish(Buffer.concat(chunks)));
        callback();
      },
    });

    const { pipe, abort } = renderToPipeableStream(app, {
      nonce: render.nonce,
      onShellReady() {
        shellRendered = true;
      },
      onAllReady() {
        pipe(document);
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        render.failed = true;
        // Errors while rendering the shell reject and are logged by React Router; one inside a
        // Suspense boundary is rendered as its fallback and would otherwise go unseen. Through
        // the logger, so that its URL is redacted like every other line.
        if (!shellRendered) return;
        services(loadContext).logger.error(
          { err: error, id: requestInfo(loadContext).requestId, url: request.url },
          "render failed",
        );
      },
    });
  });
}

// What React writes where a Suspense boundary's content failed on the server: `<!--$!-->`.
const clientRenderMarker = "<!--$!";

import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { LRUCache } from "lru-cache";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { maxImageBytes } from "~/lib/image-rules";
import { maxImportBytes } from "~/lib/import-report";
import { texts } from "~/.server/texts";

// Client mistakes answered before React Router sees them, each with a short Indonesian page:
// a method the route has no handler for (405), a path that is not valid percent-encoding (400),
// a form posted as something other than a form (415), a broken form body (400), too much (413),
// a state-changing request sent by another site's page (403, server/origin-check.ts).

// Routes that stream uploads through readForm (app/.server/uploads.ts), which refuses a broken or
// oversized multipart body itself as it arrives; every other form is small and read here whole.
const imageUploadLimit = maxImageBytes * 2 + 4 * 1024 * 1024;
// An export file imported from the dashboard: multipart from the form, or the raw file from the
// progress-bar upload (app/.server/import/upload.ts counts and refuses it as it streams).
const importLimit = maxImportBytes + 1024 * 1024;
const uploadLimits = new Map([
  ["routes/admin/upload", imageUploadLimit],
  ["article-new", imageUploadLimit],
  ["article-edit", imageUploadLimit],
  ["routes/admin/import-export", importLimit],
  ["routes/admin/import-upload", importLimit],
]);
const rawUploadRoutes = new Set(["routes/admin/import-upload"]);
const formLimit = 256 * 1024;

type Problem = "badUrl" | "method" | "mediaType" | "badBody" | "tooLarge" | "foreignOrigin";
const statusOf: Record<Problem, number> = {
  badUrl: 400,
  foreignOrigin: 403,
  method: 405,
  mediaType: 415,
  badBody: 400,
  tooLarge: 413,
};

export interface RouteMethods {
  readonly routeId: string;
  readonly allow: readonly string[];
}

/** The methods each URL answers, read from the build's routes: GET with a loader or a page, POST with an action. */
export function routeMethods(build: ServerBuild): (pathname: string) => RouteMethods {
  const nodes = new Map<string, RouteObject>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const { id, path, caseSensitive } = route;
    nodes.set(id, route.index ? { id, path, index: true } : { id, path, caseSensitive });
  }
  const roots: RouteObject[] = [];
  for (const route of Object.values(build.routes)) {
    const node = route && nodes.get(route.id);
    if (!route || !node) continue;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    if (!parent) roots.push(node);
    else if (!parent.index) (parent.children ??= []).push(node);
  }
  // matchRoutes flattens and ranks the whole route tree on every call, which cost more than the
  // rest of the front together (docs/PERFORMANCE.md); the answer for a path never changes.
  const known = new LRUCache<string, RouteMethods>({ max: 2000 });
  return (pathname) => {
    const cached = known.get(pathname);
    if (cached) return cached;
    const matches = matchRoutes(roots, routerPath(pathname)) ?? [];
    const leaf = matches[matches.length - 1]?.route.id ?? "root";
    const module = build.routes[leaf]?.module;
    const allow: string[] = [];
    if (module?.loader || module?.default) allow.push("GET", "HEAD");
    if (module?.action) allow.push("POST");
    allow.push("OPTIONS");
    const methods: RouteMethods = { routeId: leaf, allow };
    known.set(pathname, methods);
    return methods;
  };
}

// Client-side navigations and fetchers ask for `/path.data` (and `/_root.data` for `/`).
function routerPath(pathname: string): string {
  if (!pathname.endsWith(".data")) return pathname;
  const path = pathname.slice(0, -".data".length);
  return path === "/_root" ? "/" : path;
}

/** A path whose percent-encoding does not decode to UTF-8 answers 400 before any router sees it. */
export function refuseBadUrl(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? "/";
  const mark = url.indexOf("?");
  try {
    decodeURIComponent(mark === -1 ? url : url.slice(0, mark));
    return false;
  } catch {
    sendProblem(res, "badUrl");
    return true;
  }
}

/**
 * Answers methods the route does not support (405 with Allow; TRACE, TRACK and the like never
 * are) and OPTIONS (204 with Allow). True when the request was answered.
 */
export function refuseMethod(
  req: IncomingMessage,
  res: ServerResponse,
  methods: RouteMethods,
): boolean {
  const method = req.method ?? "GET";
  res.setHeader("Allow", methods.allow.join(", "));
  if (method === "OPTIONS") {
    res.statusCode = 204;
    res.end();
    return true;
  }
  if (methods.allow.includes(method)) return false;
  sendProblem(res, "method");
  return true;
}

/**
 * Checks a POST body before its action runs: a form type, within the route's limit, and, for the
 * small forms, whole and decodable. Answers the body it read (undefined for streamed uploads), or
 * "answered" after sending the problem page.
 */
export async function readFormBody(
  req: IncomingMessage,
  res: ServerResponse,
  methods: RouteMethods,
): Promise<Buffer | undefined | "answered"> {
  const contentType = req.headers["content-type"] ?? "";
  if (!contentType) return emptyForm(req, res);
  const mediaType = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  const multipart = mediaType === "multipart/form-data";
  const raw = mediaType === "application/octet-stream" && rawUploadRoutes.has(methods.routeId);
  if (!multipart && !raw && mediaType !== "application/x-www-form-urlencoded") {
    return answer(res, "mediaType");
  }
  if (multipart && !/;\s*boundary=/i.test(contentType)) return answer(res, "badBody");
  const uploadLimit = uploadLimits.get(methods.routeId);
  const upload = uploadLimit !== undefined;
  const limit = uploadLimit ?? formLimit;
  if (Number(req.headers["content-length"] ?? 0) > limit) return answer(res, "tooLarge");
  // A client that asked first (Expect: 100-continue, as curl does for large bodies) sends its
  // body only now, after the checks above: a refused upload never crosses the network.
  if (req.headers.expect?.toLowerCase() === "100-continue") res.writeContinue();
  if (upload) return undefined;
  const body = await readLimited(req, limit);
  if (!body) return answer(res, "tooLarge");
  const valid = multipart ? await multipartParses(body, contentType) : urlencodedDecodes(body);
  return valid ? body : answer(res, "badBody");
}

// A POST with no body and no type (a bare `fetch(url, { method: "POST" })`) is an empty form,
// so that an action reading it sees no fields instead of failing to parse. With a body, the
// type is required.
async function emptyForm(req: IncomingMessage, res: ServerResponse): Promise<Buffer | "answered"> {
  const body = await readLimited(req, formLimit);
  if (body?.length !== 0) return answer(res, "mediaType");
  req.headers["content-type"] = "application/x-www-form-urlencoded";
  return body;
}

function answer(res: ServerResponse, problem: Problem): "answered" {
  // The rest of a refused body is not read: close the connection instead of draining it.
  res.setHeader("Connection", "close");
  sendProblem(res, problem);
  return "answered";
}

function readLimited(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  // Sent without a body (server/listen.ts): it will never emit 'end'.
  if (req.readableEnded) return Promise.resolve(Buffer.alloc(0));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      req.off("data", onData);
      req.pause();
      resolve(undefined);
    };
    req.on("data", onData);
    req.once("end", () => resolve(Buffer.concat(chunks)));
    req.once("error", reject);
  });
}

function urlencodedDecodes(body: Buffer): boolean {
  try {
    for (const part of body.toString("latin1").split("&")) {
      decodeURIComponent(part.replaceAll("+", " "));
    }
    // Percent-escapes decode above; raw bytes must be UTF-8 too.
    new TextDecoder("utf-8", { fatal: true }).decode(body);
    return true;
  } catch {
    return false;
  }
}

async function multipartParses(body: Buffer, contentType: string): Promise<boolean> {
  try {
    await new Response(new Uint8Array(body), {
      headers: { "Content-Type": contentType },
    }).formData();
    return true;
  } catch {
    return false;
  }
}

/**
 * Node's parser refuses methods it does not know (TRACK, …) before any handler runs; those answer
 * 405 like TRACE does. Other parse errors keep Node's own answers (431 for oversized headers,
 * 400 otherwise).
 */
export function clientErrorHandler(
  methods: (pathname: string) => RouteMethods | Promise<RouteMethods>,
): (error: Error & { code?: string; rawPacket?: Buffer }, socket: Duplex) => void {
  return (error, socket) => {
    if (!socket.writable) return void socket.destroy();
    if (error.code === "HPE_HEADER_OVERFLOW") {
      return void socket.end(
        "HTTP/1.1 431 Request Header Fields Too Large\r\nConnection: close\r\n\r\n",
      );
    }
    const requestLine = /^[A-Z-]+ (\/\S*) HTTP/.exec(error.rawPacket?.toString("latin1") ?? "");
    if (error.code !== "HPE_INVALID_METHOD" || !requestLine?.[1]) {
      return void socket.end("HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n");
    }
    const pathname = requestLine[1].split("?")[0] ?? "/";
    void Promise.resolve(methods(pathname)).then(({ allow }) => {
      const html = problemPage("method");
      socket.end(
        `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${allow.join(", ")}\r\n` +
          `Content-Type: text/html; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(html)}\r\n` +
          `Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${html}`,
      );
    });
  };
}

/** A short Indonesian page for a refused request, no script, no style: fits any policy. */
export function sendProblem(res: ServerResponse, problem: Problem): void {
  const html = problemPage(problem);
  res.statusCode = statusOf[problem];
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "private, no-store");
  res.setHeader("Content-Length", Buffer.byteLength(html));
  res.end(res.req.method === "HEAD" ? undefined : html);
}

function problemPage(problem: Problem): string {
  const t = texts.requests;
  const title = t[`${problem}Title`];
  return (
    `<!doctype html><html lang="id"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${title} | ${texts.site.name}</title></head>` +
    `<body><main><h1>${title}</h1><p>${t[`${problem}Text`]}</p>` +
    `<p><a href="/">${t.backHome}</a></p></main></body></html>`
  );
}

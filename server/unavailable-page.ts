import { texts } from "~/.server/texts";

const t = texts.operations;

// Static on purpose: it is served while the database is out of reach, so it needs nothing that
// the database or React Router would render.
const page = `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t.unavailableTitle} | ${texts.site.name}</title>
</head>
<body>
<main>
<h1>${t.unavailableTitle}</h1>
<p>${t.unavailableText}</p>
</main>
</body>
</html>
`;

/** Seconds a client is asked to wait before trying again. */
export const retryAfterSeconds = 5;

export function unavailableResponse(): Response {
  return new Response(page, {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Retry-After": String(retryAfterSeconds),
      "Cache-Control": "no-store",
    },
  });
}

export const unavailableHtml = page;

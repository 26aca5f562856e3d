// Pure HTTP negotiation for cached pages: which encoding to send, whether an ETag still matches.

export type Encoding = "br" | "gzip" | "identity";

/**
 * The best of the `available` encodings the client accepts, by RFC 9110 q-values: `q=0` refuses a
 * coding, `*` stands for codings not named, and brotli wins a tie because it is smaller (browsers
 * list gzip first: "gzip, deflate, br"). Identity is the fallback.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: readonly Encoding[] = ["br", "gzip"],
): Encoding {
  if (!acceptEncoding) return "identity";
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((param) => /^\s*q\s*=(.*)$/.exec(param)?.[1]).find((v) => v !== undefined);
    // A q-value that is not a number refuses the coding rather than preferring it.
    const weight = q === undefined ? 1 : /^\s*[\d.]+\s*$/.test(q) ? Number(q) : 0;
    weights.set(name.trim(), Number.isFinite(weight) ? Math.min(Math.max(weight, 0), 1) : 0);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get("*") ?? 0;
  const br = available.includes("br") ? weightOf("br") : 0;
  const gzip = available.includes("gzip") ? weightOf("gzip") : 0;
  if (br > 0 && br >= gzip) return "br";
  if (gzip > 0) return "gzip";
  return "identity";
}

// Clients send a handful of distinct Accept-Encoding headers; a page should not parse them again.
const chosenEncodings = new Map<string, Encoding>();

/** chooseEncoding between br and gzip, remembered for the last hundred headers seen. */
export function encodingFor(acceptEncoding = ""): Encoding {
  let encoding = chosenEncodings.get(acceptEncoding);
  if (encoding) return encoding;
  encoding = chooseEncoding(acceptEncoding);
  if (chosenEncodings.size >= 100) chosenEncodings.clear();
  chosenEncodings.set(acceptEncoding, encoding);
  return encoding;
}

/**
 * Whether `If-None-Match` names this ETag: `*`, or any entry of the list under the weak comparison
 * RFC 9110 asks for with GET and HEAD (`W/"x"` matches `"x"`).
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((candidate) => {
    const tag = candidate.trim();
    return tag === "*" || tag.replace(/^W\//, "") === opaque;
  });
}

// Query parameters that ad and mail trackers append and that no page reads.
const trackingNames =
  "utm_[^=&]*|fbclid|gclid|gbraid|wbraid|dclid|msclkid|mc_cid|mc_eid|igshid|_ga|_gl";
const trackingParameter = new RegExp(`^(?:${trackingNames})(?:=|$)`, "i");

// Where a parameter that would be dropped could start: a tracking one, or an empty one (`?&`,
// `&&`, a trailing `&` or `?`). A query with none of these is kept as it is, without splitting it.
const droppable = new RegExp(`[?&](?:$|&|(?:${trackingNames})(?:[=&]|$))`, "i");

/** The URL without tracking parameters, so a shared link's clicks share one cached page. */
export function withoutTrackingParameters(url: string): string {
  const mark = url.indexOf("?");
  if (mark === -1 || !droppable.test(url.slice(mark))) return url;
  const kept = url
    .slice(mark + 1)
    .split("&")
    .filter((part) => part !== "" && !trackingParameter.test(part));
  return kept.length ? `${url.slice(0, mark)}?${kept.join("&")}` : url.slice(0, mark);
}

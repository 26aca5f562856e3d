import { routerPathname } from "./router-path";

// Links that carry a secret in their query: a reset link, an invitation, a newsletter or reply
// notice confirmation or unsubscribe link, and anything addressed to better-auth (its callbacks carry
// tokens and codes).
const tokenRoutes = [
  "/admin/reset-password",
  "/admin/undangan",
  "/newsletter/confirm",
  "/newsletter/unsubscribe",
  "/komentar/konfirmasi",
  "/komentar/berhenti",
];
const tokenPrefixes = ["/api/auth/"];
// A parameter with one of these words in its name (`token`, `reset_token`, `apiKey`,
// `X-Amz-Signature`) is a secret on any path; `author` or `keyword` are not.
const secretWords = new Set(
  "token code key apikey pass passwd password pwd secret signature sig otp auth session credential credentials hash nonce jwt ticket".split(
    " ",
  ),
);
const hidden = "[disembunyikan]";

/**
 * A URL (request target or absolute) safe to log: on a token route every query value is hidden,
 * elsewhere every parameter named like a secret. Names stay, so a log still tells what was asked.
 */
export function redactUrl(url: string): string {
  const mark = url.indexOf("?");
  if (mark === -1) return url;
  const hash = url.indexOf("#", mark);
  const query = url.slice(mark + 1, hash === -1 ? undefined : hash);
  const path = routerPathname(url.slice(0, mark));
  const everything =
    tokenRoutes.includes(path) || tokenPrefixes.some((prefix) => `${path}/`.startsWith(prefix));
  const pairs = query.split("&");
  if (!everything && !pairs.some((pair) => isSecretParameter(pair))) {
    return hash === -1 ? url : url.slice(0, hash);
  }
  const redacted = pairs
    .map((pair) => {
      if (!everything && !isSecretParameter(pair)) return pair;
      const equals = pair.indexOf("=");
      return `${equals === -1 ? pair : pair.slice(0, equals)}=${hidden}`;
    })
    .join("&");
  return `${url.slice(0, mark)}?${redacted}`;
}

/**
 * Free text (an error's message or stack, a library's log line) with every URL-like word that has
 * a query passed through redactUrl. One pass over the words: linear in the text's length.
 */
export function redactText(text: string): string {
  if (!text.includes("?")) return text;
  return text.replace(/[^\s"'`<>()[\]{},]+/g, (word) =>
    word.includes("?") && word.includes("=") ? redactUrl(word) : word,
  );
}

/**
 * Strings anywhere in a logged value (a serialized error, a field) redacted, a few levels deep.
 * What holds nothing to hide is returned as it is, not copied: every request line passes here.
 */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return redactText(value);
  if (depth > 4 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) {
    const items = value.map((item) => redactValue(item, depth + 1));
    return items.every((item, index) => item === value[index]) ? value : items;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  let copy: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value)) {
    const safe = redactValue(item, depth + 1);
    if (safe !== item) (copy ??= { ...value })[key] = safe;
  }
  return copy ?? value;
}

// Parameter names seen in request lines, by whether they are secret: a site's few names (`page`,
// `category`, `q`) are asked about on every request with a query. Cleared when full, so a stranger
// sending made-up names costs a recomputation, never memory.
const secretByName = new Map<string, boolean>();
const namesRemembered = 1000;

function isSecretParameter(pair: string): boolean {
  const equals = pair.indexOf("=");
  const name = equals === -1 ? pair : pair.slice(0, equals);
  let secret = secretByName.get(name);
  if (secret === undefined) {
    secret = isSecretName(safeDecode(name));
    if (secretByName.size >= namesRemembered) secretByName.clear();
    secretByName.set(name, secret);
  }
  return secret;
}

function isSecretName(name: string): boolean {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/);
  return words.some((word) => secretWords.has(word));
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll("+", " "));
  } catch {
    return text;
  }
}

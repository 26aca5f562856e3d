import { isIP } from "node:net";

/** What Express's `trust proxy` setting takes: trust nothing/everything, a hop count, or a list. */
export type TrustProxy = boolean | number | string[];

export const trustProxyForms =
  "jumlah proxy (mis. 1), true, false, loopback, linklocal, uniquelocal, atau alamat/CIDR dipisah koma";

const namedRanges = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * Reads TRUST_PROXY into the type Express expects. The string "1" must become the number 1:
 * Express reads a string as an address, so "1" would trust no proxy at all. Undefined for a value
 * Express would not understand, so the start can stop instead of trusting the wrong hop.
 */
export function parseTrustProxy(value: string): TrustProxy | undefined {
  const text = value.trim().toLowerCase();
  if (text === "true") return true;
  if (text === "false") return false;
  if (/^\d{1,3}$/.test(text)) return Number(text);
  const items = text.split(",").map((item) => item.trim());
  return items.every(isTrustedItem) ? items : undefined;
}

function isTrustedItem(item: string): boolean {
  if (namedRanges.has(item)) return true;
  const [address = "", bits, ...rest] = item.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

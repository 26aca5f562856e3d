import { isIPv4, isIPv6 } from "node:net";

// Which IP addresses Warta may fetch from: public unicast only. The ranges are IANA's special-
// purpose registries (RFC 6890 and successors); IPv6 forms that carry an IPv4 address (mapped,
// compatible, NAT64, 6to4) are judged by the address they carry.

export type AddressKind =
  "loopback" | "private" | "linkLocal" | "sharedAddress" | "multicast" | "unspecified" | "reserved";

type Range4 = [base: number, bits: number, kind: AddressKind];

const ipv4Ranges: Range4[] = [
  [ipv4("0.0.0.0"), 8, "unspecified"],
  [ipv4("10.0.0.0"), 8, "private"],
  [ipv4("100.64.0.0"), 10, "sharedAddress"],
  [ipv4("127.0.0.0"), 8, "loopback"],
  [ipv4("169.254.0.0"), 16, "linkLocal"],
  [ipv4("172.16.0.0"), 12, "private"],
  [ipv4("192.0.0.0"), 24, "reserved"],
  [ipv4("192.0.2.0"), 24, "reserved"],
  [ipv4("192.88.99.0"), 24, "reserved"],
  [ipv4("192.168.0.0"), 16, "private"],
  [ipv4("198.18.0.0"), 15, "reserved"],
  [ipv4("198.51.100.0"), 24, "reserved"],
  [ipv4("203.0.113.0"), 24, "reserved"],
  [ipv4("224.0.0.0"), 4, "multicast"],
  // 240/4 is reserved for future use and holds the broadcast address 255.255.255.255.
  [ipv4("240.0.0.0"), 4, "reserved"],
];

function ipv4(text: string): number {
  return text.split(".").reduce((value, part) => value * 256 + Number(part), 0);
}

function kindOf4(value: number): AddressKind | null {
  for (const [base, bits, kind] of ipv4Ranges) {
    const size = 2 ** (32 - bits);
    if (value >= base && value < base + size) return kind;
  }
  return null;
}

/** The eight 16-bit groups of an IPv6 address (zone and embedded dotted IPv4 understood). */
function groups6(text: string): number[] {
  let address = text.split("%")[0] ?? "";
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  if (dotted) {
    const value = ipv4(dotted);
    address = `${address.slice(0, -dotted.length)}${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`;
  }
  const [head = "", tail] = address.split("::");
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((g) => parseInt(g, 16)));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

function kindOf6(g: number[]): AddressKind | null {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, h = 0, i = 0] = g;
  const embedded = (high: number, low: number) => kindOf4(high * 65536 + low) ?? null;
  const zeroTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeroTo(7) && i === 0) return "unspecified";
  if (zeroTo(7) && i === 1) return "loopback";
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (the old "compatible" form) reach the IPv4 address.
  if (zeroTo(5) && f === 0xffff) return embedded(h, i);
  if (zeroTo(6)) return embedded(h, i) ?? "reserved";
  // 64:ff9b::/96 (NAT64) reaches the IPv4 address it carries; 64:ff9b:1::/48 is local use.
  if (a === 0x64 && b === 0xff9b && c === 0 && d === 0 && e === 0 && f === 0) return embedded(h, i);
  if (a === 0x64 && b === 0xff9b && c === 1) return "private";
  // 2002::/16 (6to4) carries an IPv4 address in its next 32 bits.
  if (a === 0x2002) return embedded(b, c);
  if (a === 0x100 && b === 0 && c === 0 && d === 0) return "reserved";
  // Teredo (2001::/32) hides an IPv4 address; documentation (2001:db8::/32) reaches nobody.
  if (a === 0x2001 && (b === 0 || b === 0xdb8)) return "reserved";
  if ((a & 0xfe00) === 0xfc00) return "private";
  if ((a & 0xffc0) === 0xfe80) return "linkLocal";
  if ((a & 0xffc0) === 0xfec0) return "private";
  if ((a & 0xff00) === 0xff00) return "multicast";
  return null;
}

/** Why Warta must not connect to this IP address, or null when it is public unicast. */
export function forbiddenKind(address: string): AddressKind | null {
  if (isIPv4(address)) return kindOf4(ipv4(address));
  if (isIPv6(address)) return kindOf6(groups6(address));
  return "reserved";
}

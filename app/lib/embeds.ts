// Embeds of other sites' players and posts, stored as provider + id (docs/decisions/0025-block-set.md):
// `<figure data-embed="youtube" data-id="dQw4w9WgXcQ"><a href="…">…</a></figure>`. The reader
// page shows the link until the reader asks for the player; its address is built here from the
// provider and the id alone, never from stored markup. Shared by the sanitizer, the importers,
// the editor and the reader page's island, so it imports nothing.

export type EmbedProvider =
  | "youtube"
  | "vimeo"
  | "x"
  | "instagram"
  | "tiktok"
  | "facebook"
  | "spotify"
  | "soundcloud"
  | "googlemaps";

export interface Embed {
  provider: EmbedProvider;
  id: string;
}

/** What the player shows, for its button's name ("Muat video YouTube"). */
export type EmbedKind = "video" | "post" | "audio" | "map";

interface Provider {
  name: string;
  kind: EmbedKind;
  /** The player's origin: the CSP's frame-src names exactly these. */
  origin: string;
  /** The id of a URL on this provider's hosts, or undefined. */
  parse(url: URL): string | undefined;
  /** Whether a stored id is one this provider's parser gives. */
  valid(id: string): boolean;
  player(id: string): string;
  /** The aspect ratio of the player's box (width / height). */
  ratio: string;
}

const youtubeId = /^[\w-]{11}$/;
const digits = /^\d{1,20}$/;
const instagramId = /^(?:p|reel|tv)\/[\w-]{4,40}$/;
const spotifyId = /^(?:track|album|playlist|episode|show|artist)\/[A-Za-z0-9]{10,40}$/;
const mapsId = /^(?:pb|q)=[^\s"<>]{1,2000}$/;

const hostIs = (url: URL, ...hosts: string[]) =>
  hosts.includes(url.hostname.toLowerCase().replace(/^(?:www|m|mobile)\./, ""));

const segments = (url: URL) => url.pathname.split("/").filter((part) => part !== "");

function youtube(url: URL): string | undefined {
  if (hostIs(url, "youtu.be")) return segments(url)[0];
  if (!hostIs(url, "youtube.com", "youtube-nocookie.com", "music.youtube.com")) return undefined;
  const [first, second] = segments(url);
  if (first === "watch") return url.searchParams.get("v") ?? undefined;
  if (first === "shorts" || first === "embed" || first === "live" || first === "v") return second;
  return undefined;
}

function vimeo(url: URL): string | undefined {
  if (!hostIs(url, "vimeo.com", "player.vimeo.com")) return undefined;
  return segments(url).find((part) => digits.test(part));
}

function x(url: URL): string | undefined {
  if (!hostIs(url, "x.com", "twitter.com")) return undefined;
  const parts = segments(url);
  const at = parts.indexOf("status");
  return at > 0 ? parts[at + 1] : undefined;
}

function instagram(url: URL): string | undefined {
  if (!hostIs(url, "instagram.com")) return undefined;
  const [kind, code] = segments(url);
  return kind && code ? `${kind === "reels" ? "reel" : kind}/${code}` : undefined;
}

function tiktok(url: URL): string | undefined {
  if (!hostIs(url, "tiktok.com")) return undefined;
  const parts = segments(url);
  const at = parts.indexOf("video");
  return at >= 0 ? parts[at + 1] : undefined;
}

// Facebook's plugins take the post's own address: the id is that address, on www.facebook.com.
function facebook(url: URL): string | undefined {
  if (!hostIs(url, "facebook.com")) return undefined;
  const parts = segments(url);
  const post = /^(?:posts|videos|photos|reel|permalink\.php|watch|story\.php)$/;
  if (!parts.some((part) => post.test(part))) return undefined;
  const kept = new URLSearchParams();
  for (const name of ["v", "story_fbid", "id", "fbid"]) {
    const value = url.searchParams.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.size > 0 ? `?${kept}` : "";
  return `https://www.facebook.com/${parts.join("/")}${query}`;
}

function spotify(url: URL): string | undefined {
  if (!hostIs(url, "open.spotify.com")) return undefined;
  const parts = segments(url).filter((part) => !/^intl-/.test(part) && part !== "embed");
  return parts.length >= 2 ? `${parts[0]}/${parts[1]}` : undefined;
}

function soundcloud(url: URL): string | undefined {
  if (!hostIs(url, "soundcloud.com")) return undefined;
  const parts = segments(url);
  return parts.length >= 2 ? `https://soundcloud.com/${parts.join("/")}` : undefined;
}

function googlemaps(url: URL): string | undefined {
  const host = url.hostname.toLowerCase();
  if (!/^(?:www\.|maps\.)?google\.(?:com|co\.id)$/.test(host)) return undefined;
  const parts = segments(url);
  if (host.startsWith("maps.") ? false : parts[0] !== "maps") return undefined;
  const pb = url.searchParams.get("pb");
  if (parts[1] === "embed" && pb) return `pb=${pb}`;
  const query = url.searchParams.get("q");
  if (query) return `q=${encodeURIComponent(query)}`;
  if (parts[1] === "place" && parts[2]) {
    return `q=${encodeURIComponent(decoded(parts[2]).replace(/\+/g, " "))}`;
  }
  const at = parts.find((part) => part.startsWith("@"));
  const point = at?.slice(1).split(",").slice(0, 2).join(",");
  return point && /^-?\d+(?:\.\d+)?,-?\d+(?:\.\d+)?$/.test(point) ? `q=${point}` : undefined;
}

function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

// A URL-shaped id (Facebook, SoundCloud) is valid when parsing it gives it back.
const sameUrl = (parse: (url: URL) => string | undefined) => (id: string) => {
  const url = safeUrl(id);
  return url !== undefined && parse(url) === id;
};

export const providers: Record<EmbedProvider, Provider> = {
  youtube: {
    name: "YouTube",
    kind: "video",
    origin: "https://www.youtube-nocookie.com",
    parse: youtube,
    valid: (id) => youtubeId.test(id),
    player: (id) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`,
    ratio: "16 / 9",
  },
  vimeo: {
    name: "Vimeo",
    kind: "video",
    origin: "https://player.vimeo.com",
    parse: vimeo,
    valid: (id) => digits.test(id),
    player: (id) => `https://player.vimeo.com/video/${id}?dnt=1&autoplay=1`,
    ratio: "16 / 9",
  },
  x: {
    name: "X",
    kind: "post",
    origin: "https://platform.twitter.com",
    parse: x,
    valid: (id) => digits.test(id),
    player: (id) => `https://platform.twitter.com/embed/Tweet.html?id=${id}&dnt=true`,
    ratio: "4 / 5",
  },
  instagram: {
    name: "Instagram",
    kind: "post",
    origin: "https://www.instagram.com",
    parse: instagram,
    valid: (id) => instagramId.test(id),
    player: (id) => `https://www.instagram.com/${id}/embed/`,
    ratio: "4 / 5",
  },
  tiktok: {
    name: "TikTok",
    kind: "video",
    origin: "https://www.tiktok.com",
    parse: tiktok,
    valid: (id) => digits.test(id),
    player: (id) => `https://www.tiktok.com/embed/v2/${id}`,
    ratio: "9 / 16",
  },
  facebook: {
    name: "Facebook",
    kind: "post",
    origin: "https://www.facebook.com",
    parse: facebook,
    valid: sameUrl(facebook),
    player: (id) =>
      `https://www.facebook.com/plugins/${/\/(?:videos|watch|reel)\b/.test(id) ? "video" : "post"}.php?href=${encodeURIComponent(id)}`,
    ratio: "4 / 5",
  },
  spotify: {
    name: "Spotify",
    kind: "audio",
    origin: "https://open.spotify.com",
    parse: spotify,
    valid: (id) => spotifyId.test(id),
    player: (id) => `https://open.spotify.com/embed/${id}`,
    ratio: "16 / 9",
  },
  soundcloud: {
    name: "SoundCloud",
    kind: "audio",
    origin: "https://w.soundcloud.com",
    parse: soundcloud,
    valid: sameUrl(soundcloud),
    player: (id) => `https://w.soundcloud.com/player/?url=${encodeURIComponent(id)}`,
    ratio: "16 / 9",
  },
  googlemaps: {
    name: "Google Maps",
    kind: "map",
    origin: "https://www.google.com",
    parse: googlemaps,
    valid: (id) => mapsId.test(id),
    player: (id) =>
      id.startsWith("pb=")
        ? `https://www.google.com/maps/embed?${id}`
        : `https://www.google.com/maps?${id}&output=embed`,
    ratio: "4 / 3",
  },
};

const order = Object.keys(providers) as EmbedProvider[];

function safeUrl(text: string): URL | undefined {
  if (!/^https?:\/\//i.test(text)) return undefined;
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/** The provider and id of a supported link, or undefined for any other text. */
export function parseEmbedUrl(text: string): Embed | undefined {
  const url = safeUrl(text.trim());
  if (!url) return undefined;
  for (const provider of order) {
    const id = providers[provider].parse(url);
    if (id !== undefined && providers[provider].valid(id)) return { provider, id };
  }
  return undefined;
}

export function isEmbedProvider(name: string): name is EmbedProvider {
  return Object.hasOwn(providers, name);
}

/** Whether a stored provider and id make a player address (the sanitizer keeps only these). */
export function isValidEmbed(provider: string, id: string): provider is EmbedProvider {
  return isEmbedProvider(provider) && providers[provider].valid(id);
}

/** The player's address for a stored embed, or undefined when provider or id is not valid. */
export function embedPlayerUrl(provider: string, id: string): string | undefined {
  return isValidEmbed(provider, id) ? providers[provider].player(id) : undefined;
}

/** The origins the reader page may frame: the CSP's frame-src. */
export const embedOrigins: string[] = order.map((provider) => providers[provider].origin);

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/**
 * The stored markup of an embed: a figure naming provider and id around a link to the original,
 * with an optional caption (HTML, sanitized later like the rest of the article).
 */
export function embedHtml(embed: Embed, href: string, captionHtml = ""): string {
  const link = `<a href="${escapeHtml(href)}">${escapeHtml(href)}</a>`;
  const caption = captionHtml.trim() ? `<figcaption>${captionHtml.trim()}</figcaption>` : "";
  return `<figure data-embed="${embed.provider}" data-id="${escapeHtml(embed.id)}">${link}${caption}</figure>`;
}

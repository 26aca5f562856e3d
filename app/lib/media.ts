// Uploaded images live at /media/<hash>.webp (the largest width) and /media/<hash>-<w>.webp.
export const mediaWidths = [480, 960, 1600] as const;

const mediaUrl = /^\/media\/([a-f0-9]{32})\.webp$/;

/** A srcset for Warta's own media; undefined for outside URLs, which have only one size. */
export function mediaSrcSet(url: string | null | undefined): string | undefined {
  const hash = url ? mediaUrl.exec(url)?.[1] : undefined;
  if (!hash) return undefined;
  return mediaWidths.map((width) => `/media/${hash}-${width}.webp ${width}w`).join(", ");
}

const mediaReference = /\/media\/([a-f0-9]{32})(?:-\d{2,4})?\.webp/g;

/** The hashes of Warta's own media an article's HTML or cover URL points at, each once. */
export function mediaHashesIn(...texts: (string | null | undefined)[]): string[] {
  const hashes = new Set<string>();
  for (const text of texts) {
    for (const [, hash = ""] of (text ?? "").matchAll(mediaReference)) hashes.add(hash);
  }
  return [...hashes];
}

/** The crops made for search engines (docs/decisions/0031-article-seo.md): /media/<hash>-16x9.webp. */
export const mediaCrops = { "16x9": [16, 9], "4x3": [4, 3], "1x1": [1, 1] } as const;
export type MediaCrop = keyof typeof mediaCrops;

/**
 * An image's 16:9, 4:3 and 1:1 crops for structured data when it is Warta's own; an outside
 * image has only itself.
 */
export function mediaCropUrls(url: string): string[] {
  const hash = mediaUrl.exec(url)?.[1];
  if (!hash) return [url];
  return Object.keys(mediaCrops).map((crop) => `/media/${hash}-${crop}.webp`);
}

/** The URL an image of the library is inserted with (the largest width; srcset adds the rest). */
export function mediaUrlOf(hash: string): string {
  return `/media/${hash}.webp`;
}

/** An image's description in the media library, the defaults of every article it goes in. */
export interface MediaDescription {
  alt: string;
  caption: string;
  credit: string;
}

/** An article (`post`) or page that uses an image. */
export interface MediaUse {
  kind: "post" | "page";
  id: number;
  title: string;
}

/** One image of the media library as its screens show it. */
export interface MediaItem extends MediaDescription {
  hash: string;
  url: string;
  originalName: string;
  size: number;
  width: number;
  height: number;
  uploadedBy: string | null;
  uploaderName: string | null;
  createdAt: string;
  uses: MediaUse[];
}

/** How many images of the HTML have no alt text (the editor warns before publishing). */
export function imagesWithoutAlt(html: string): number {
  let count = 0;
  let from = 0;
  // One pass with indexOf: a regular expression over "<img" without ">" would backtrack.
  for (let open = html.indexOf("<img", from); open !== -1; open = html.indexOf("<img", from)) {
    const close = html.indexOf(">", open);
    if (close === -1) break;
    const alt = /\salt="([^"]*)"/.exec(html.slice(open, close))?.[1] ?? "";
    if (alt.trim() === "") count++;
    from = close + 1;
  }
  return count;
}

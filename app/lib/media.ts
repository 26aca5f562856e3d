// Uploaded images live at /media/<hash>.webp (the largest width) and /media/<hash>-<w>.webp.
export const mediaWidths = [480, 960, 1600] as const;

const mediaUrl = /^\/media\/([a-f0-9]{32})\.webp$/;

/** A srcset for Warta's own media; undefined for outside URLs, which have only one size. */
export function mediaSrcSet(url: string | null | undefined): string | undefined {
  const hash = url ? mediaUrl.exec(url)?.[1] : undefined;
  if (!hash) return undefined;
  return mediaWidths.map((width) => `/media/${hash}-${width}.webp ${width}w`).join(", ");
}

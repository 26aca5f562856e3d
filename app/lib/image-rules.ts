// What Warta accepts as an image, wherever one arrives (editor uploads, pasted data URLs, covers,
// settings' logos, imported media). The browser checks type and size before sending; the
// server checks all three, reading the pixel count from the header before decoding anything.

export const imageTypes = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"];

export const maxImageBytes = 10 * 1024 * 1024;

// A few hundred KB of PNG can declare 16000 × 16000 pixels, about 1 GB once decoded. 50
// megapixels holds any camera's photo (8000 × 6000 is 48).
export const maxImagePixels = 50_000_000;
export const maxImageMegapixels = maxImagePixels / 1_000_000;

/**
 * Which rule an image of this type and byte size breaks before anything is decoded: "type",
 * "size", or null when it passes. The browser and the server both ask it.
 */
export function brokenImageRule(type: string, size: number): "type" | "size" | null {
  if (!imageTypes.includes(type)) return "type";
  if (size > maxImageBytes) return "size";
  return null;
}

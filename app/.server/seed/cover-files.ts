// The demo covers are rasterised and encoded once, by `npm run build`, into build/demo-covers:
// drawing fifteen 1600×900 SVGs and encoding three WebP widths each held a first start 8–10 s.
// A start then only reads the files; without a build (a fresh clone running tsx) it draws them.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { encodeImage, type EncodedImage } from "../media";
import { coverSvg } from "./covers";
import { demoPosts } from "./demo-posts";

const defaultDir = "build/demo-covers";

interface ManifestEntry {
  category: string;
  hash: string;
  variants: { width: number; height: number }[];
}

/** Draws and encodes every demo cover into `dir`: WebP files and a manifest.json. */
export async function writeDemoCovers(dir = defaultDir): Promise<void> {
  await mkdir(dir, { recursive: true });
  const manifest: ManifestEntry[] = [];
  for (const [index, post] of demoPosts.entries()) {
    const image = await drawCover(index, post.category);
    for (const variant of image.variants)
      await writeFile(join(dir, `${image.hash}-${variant.width}.webp`), variant.data);
    manifest.push({
      category: post.category,
      hash: image.hash,
      variants: image.variants.map(({ width, height }) => ({ width, height })),
    });
  }
  await writeFile(join(dir, "manifest.json"), JSON.stringify(manifest));
}

/** The cover of the demo article at `index`: from the build when it is there, else drawn now. */
export async function demoCover(
  index: number,
  category: string,
  dir = defaultDir,
): Promise<EncodedImage> {
  const entry = (await readManifest(dir))?.[index];
  if (!entry || entry.category !== category) return drawCover(index, category);
  const variants = await Promise.all(
    entry.variants.map(async ({ width, height }) => ({
      width,
      height,
      data: new Uint8Array(await readFile(join(dir, `${entry.hash}-${width}.webp`))),
    })),
  );
  return { hash: entry.hash, variants };
}

async function readManifest(dir: string): Promise<ManifestEntry[] | undefined> {
  try {
    return JSON.parse(await readFile(join(dir, "manifest.json"), "utf8")) as ManifestEntry[];
  } catch {
    return undefined;
  }
}

async function drawCover(index: number, category: string): Promise<EncodedImage> {
  const { default: sharp } = await import("sharp");
  const png = await sharp(Buffer.from(coverSvg(index + 1, category)))
    .png()
    .toBuffer();
  return encodeImage(png);
}

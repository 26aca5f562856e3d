import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { adminServerEnv, sessionFor } from "../support/admin";
import { startServer, type TestServer } from "../support/server";

// Journalists' phones put the place, the camera's serial number and the owner's name in every
// photo. None of it may reach a reader: the stored variants carry pixels only.

let server: TestServer;
let cookie = "";

beforeAll(async () => {
  server = await startServer({ env: adminServerEnv });
  cookie = await sessionFor(server, "redaksi@contoh.id");
});

afterAll(() => server?.stop());

async function phonePhoto(): Promise<Buffer> {
  // 1200 × 600 as stored, orientation 6: the phone was held upright, readers see 600 × 1200.
  const photo = await sharp({
    create: { width: 1200, height: 600, channels: 3, background: "#3b82f6" },
  })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: {
        Make: "Contoh",
        Model: "Ponsel X",
        Artist: "Budi Santoso",
        Copyright: "Budi Santoso",
      },
      IFD2: { BodySerialNumber: "SN-123456789" },
      IFD3: {
        GPSLatitudeRef: "S",
        GPSLatitude: "6/1 10/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "106/1 49/1 0/1",
      },
    })
    .toBuffer();
  const metadata = await sharp(photo).metadata();
  // The test's own premise: the upload does carry the location and the orientation.
  expect(metadata.exif?.toString("latin1")).toContain("SN-123456789");
  expect(metadata.orientation).toBe(6);
  return photo;
}

it("stores no EXIF, XMP or IPTC in any variant and turns the orientation into pixels", async () => {
  const body = new FormData();
  body.set(
    "file",
    new File([new Uint8Array(await phonePhoto())], "dari-ponsel.jpg", { type: "image/jpeg" }),
  );
  const response = await server.fetch("/admin/media/upload", {
    method: "POST",
    headers: { cookie },
    body,
  });
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as { url: string };
  const hash = url.slice("/media/".length, -".webp".length);
  const widths = [480, 600];
  for (const path of [url, ...widths.map((width) => `/media/${hash}-${width}.webp`)]) {
    const served = await server.fetch(path);
    expect(served.status, path).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.includes("SN-123456789"), path).toBe(false);
    expect(bytes.includes("Budi Santoso"), path).toBe(false);
    const metadata = await sharp(bytes).metadata();
    expect(metadata.exif, path).toBeUndefined();
    expect(metadata.xmp, path).toBeUndefined();
    expect(metadata.iptc, path).toBeUndefined();
    expect(metadata.orientation ?? 1, path).toBe(1);
    expect(metadata.height, path).toBeGreaterThan(metadata.width ?? 0);
  }
  const item = await server.db
    .selectFrom("media_items")
    .select(["width", "height"])
    .where("hash", "=", hash)
    .executeTakeFirstOrThrow();
  expect(item).toEqual({ width: 600, height: 1200 });
});

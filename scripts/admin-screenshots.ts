// Screenshots of the dashboard's screens at 1280 px, to see that a refactoring changed nothing a
// person sees (issue 40: "screenshots of the admin screens match before and after").
//
//   npx tsx scripts/admin-screenshots.ts <outdir> [--root <checkout>]   (port 4791, or SHOTS_PORT)
//     starts <checkout>'s production build (`npm run build` there first; default: this one) on a
//     fresh SQLite database with the demo content, shoots the signed-out screens, signs up as the
//     first account (the admin) and shoots the dashboard's screens, light, as <outdir>/<name>.png.
//   npx tsx scripts/admin-screenshots.ts --compare <before> <after> [<diffdir>]
//     compares the two folders' pictures pixel by pixel and writes what differs, in red, to
//     <diffdir> (default <after>-diff).
//
// It reads the screens as any browser does (field names, not texts), so that an older checkout
// can be shot with it too. The demo content's dates follow the clock: shoot both sides within
// the same few minutes.
import { spawn, type ChildProcess } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { chromium } from "playwright-core";

const signedOut: [string, string][] = [
  ["masuk", "/admin/auth"],
  ["daftar", "/admin/auth?mode=daftar"],
  ["lupa-kata-sandi", "/admin/forgot-password"],
  ["tautan-reset-tidak-valid", "/admin/reset-password?token=abc"],
  ["undangan-tidak-valid", "/admin/undangan?token=abc"],
  ["dua-langkah", "/admin/two-factor"],
];

const screens: [string, string][] = [
  ["dasbor", "/admin/dashboard"],
  ["artikel-baru", "/admin/articles/new"],
  ["artikel-1", "/admin/articles/1/edit"],
  ["riwayat-artikel-1", "/admin/articles/1/riwayat"],
  ["terjadwal", "/admin/scheduled"],
  ["kategori", "/admin/categories"],
  ["tag", "/admin/tags"],
  ["komentar", "/admin/comments"],
  ["halaman", "/admin/pages"],
  ["halaman-baru", "/admin/pages/new"],
  ["media", "/admin/media"],
  ["profil-penulis", "/admin/profiles"],
  ["pengguna", "/admin/users"],
  ["pelanggan", "/admin/subscribers"],
  ["statistik", "/admin/statistics"],
  ["kotak-keluar", "/admin/outbox"],
  ["impor-ekspor", "/admin/import-export"],
  ["pengaturan", "/admin/settings"],
  ["akun", "/admin/account"],
];

const args = process.argv.slice(2);
if (args[0] === "--compare") {
  const [before, after, diffDir] = args.slice(1);
  if (!before || !after) throw new Error("--compare <before> <after> [<diffdir>]");
  await compare(before, after, diffDir ?? `${after.replace(/\/$/, "")}-diff`);
} else {
  const outDir = args[0];
  if (!outDir) throw new Error("usage: admin-screenshots.ts <outdir> [--root <checkout>]");
  const rootIndex = args.indexOf("--root");
  const root = resolve(rootIndex > 0 ? (args[rootIndex + 1] ?? ".") : ".");
  await shoot(resolve(outDir), root);
}

async function shoot(outDir: string, root: string) {
  if (!existsSync(join(root, "build/server/index.js"))) {
    throw new Error(`${root} has no build: run npm run build there first`);
  }
  mkdirSync(outDir, { recursive: true });
  const work = mkdtempSync(join(tmpdir(), "warta-shots-"));
  const server = await startServer(root, work);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  try {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 1280, height: 800 },
      colorScheme: "light",
      reducedMotion: "reduce",
      locale: "id-ID",
      timezoneId: "Asia/Jakarta",
    });
    // tsx keeps functions' names with a helper the page lacks.
    await context.addInitScript("globalThis.__name = (f) => f");
    const page = await context.newPage();
    const snap = async (name: string, path: string) => {
      const answer = await page.goto(path, { waitUntil: "networkidle" });
      // A full-page picture shows what is below the fold too: its lazy images are loaded first.
      await page.evaluate(async () => {
        const images = [...document.images];
        for (const image of images) image.loading = "eager";
        await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
        // The editor lays its document out after hydration: wait until the height holds.
        let height = -1;
        for (let tries = 0; tries < 20 && height !== document.body.scrollHeight; tries++) {
          height = document.body.scrollHeight;
          await new Promise((done) => setTimeout(done, 300));
        }
      });
      // The caret and toasts come and go: neither is part of a screen's look.
      await page.addStyleTag({
        content:
          "*{caret-color:transparent!important} [data-sonner-toaster]{display:none!important}",
      });
      await page.screenshot({ path: join(outDir, `${name}.png`), fullPage: true });
      console.log(`${name.padEnd(26)} ${answer?.status() ?? "-"} ${path}`);
    };
    for (const [name, path] of signedOut) await snap(name, path);
    // The first account is the admin.
    await page.goto("/admin/auth?mode=daftar", { waitUntil: "networkidle" });
    await page.fill('input[name="email"]', "admin@contoh.id");
    await page.fill('input[name="password"]', "rahasia-layar-123");
    await page.click('button[type="submit"]');
    await page.waitForURL("**/admin/dashboard");
    for (const [name, path] of screens) await snap(name, path);
  } finally {
    await browser.close();
    await stop(server.child);
  }
}

async function startServer(root: string, work: string) {
  const child = spawn(process.execPath, ["server.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      // One port for every run: the settings screen shows the site's address.
      PORT: process.env.SHOTS_PORT ?? "4791",
      DATABASE_URL: `file:${join(work, "warta.db")}`,
      DATA_DIR: join(work, "data"),
      BETTER_AUTH_SECRET: "layar-layar-layar-layar-layar-layar-123",
      SEED_DEMO: "true",
      PAGE_CACHE: "off",
      TRUST_PROXY: "loopback",
      WEB_CONCURRENCY: "1",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: string[] = [];
  const port = await new Promise<number>((done, fail) => {
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on("line", (line) => {
        logs.push(line);
        if (line.includes('"listening"')) done((JSON.parse(line) as { port: number }).port);
      });
    }
    child.once("exit", (code) =>
      fail(new Error(`server exited with ${code}:\n${logs.join("\n")}`)),
    );
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once("exit", () => done());
    child.kill("SIGTERM");
  });
}

// Compared in Chromium's canvas: no image library to install for it.
async function compare(before: string, after: string, diffDir: string) {
  mkdirSync(diffDir, { recursive: true });
  const names = [...new Set([...readdirSync(before), ...readdirSync(after)])]
    .filter((name) => name.endsWith(".png"))
    .sort();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const page = await browser.newPage();
  // tsx keeps functions' names with a helper the page lacks: diffImages' arrows call it.
  await page.evaluate("globalThis.__name = (f) => f");
  let same = 0;
  try {
    for (const name of names) {
      const label = name.replace(/\.png$/, "").padEnd(26);
      if (!existsSync(join(before, name)) || !existsSync(join(after, name))) {
        console.log(`${label} only in ${existsSync(join(before, name)) ? "before" : "after"}`);
        continue;
      }
      const [a, b] = [before, after].map(
        (dir) => `data:image/png;base64,${readFileSync(join(dir, name)).toString("base64")}`,
      );
      const result = await page.evaluate(diffImages, { a: a ?? "", b: b ?? "" });
      if (result.differing === 0) {
        same++;
        console.log(`${label} identical`);
        continue;
      }
      writeFileSync(join(diffDir, name), Buffer.from(result.diff.split(",")[1] ?? "", "base64"));
      const share = ((result.differing / result.pixels) * 100).toFixed(2);
      console.log(`${label} ${result.differing} pixels differ (${share} %)${result.size}`);
    }
  } finally {
    await browser.close();
  }
  console.log(`${same} of ${names.length} identical`);
}

/** Runs in the page: the pixels that differ between two pictures, red on a pale copy of b. */
async function diffImages({ a, b }: { a: string; b: string }) {
  const load = async (src: string) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    return image;
  };
  const [imageA, imageB] = [await load(a), await load(b)];
  const width = Math.max(imageA.width, imageB.width);
  const height = Math.max(imageA.height, imageB.height);
  const pixelsOf = (image: HTMLImageElement) => {
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no canvas");
    context.drawImage(image, 0, 0);
    return { canvas, context, data: context.getImageData(0, 0, width, height) };
  };
  const pa = pixelsOf(imageA);
  const pb = pixelsOf(imageB);
  const out = pb.context.createImageData(width, height);
  let differing = 0;
  for (let i = 0; i < out.data.length; i += 4) {
    let differs = false;
    for (let k = 0; k < 4; k++) if (pa.data.data[i + k] !== pb.data.data[i + k]) differs = true;
    if (differs) differing++;
    const grey =
      ((pb.data.data[i] ?? 0) + (pb.data.data[i + 1] ?? 0) + (pb.data.data[i + 2] ?? 0)) / 9 + 170;
    out.data.set(differs ? [255, 0, 0, 255] : [grey, grey, grey, 255], i);
  }
  pb.context.putImageData(out, 0, 0);
  const size =
    imageA.width === imageB.width && imageA.height === imageB.height
      ? ""
      : ` size ${imageA.width}x${imageA.height} -> ${imageB.width}x${imageB.height}`;
  return { differing, pixels: width * height, size, diff: pb.canvas.toDataURL("image/png") };
}

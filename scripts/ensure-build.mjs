// Runs before `npm start`: builds the app when there is no build yet, or when the sources are
// newer than the build and the build tools are installed. So `npm install && npm start` works on
// a fresh clone, a restart does not rebuild for nothing, and a production install
// (`npm ci --omit=dev`) with a build copied in starts without the build tools.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import process from "node:process";

const root = join(import.meta.dirname, "..");
const built = join(root, "build", "server", "index.js");
const sources = ["app", "server", "database", "public", "package-lock.json", "vite.config.ts"];
const canBuild = existsSync(join(root, "node_modules", "@react-router", "dev"));

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

const missing = !existsSync(built);
const stale =
  !missing &&
  canBuild &&
  Math.max(...sources.map((s) => newest(join(root, s)))) > statSync(built).mtimeMs;

if (missing || stale) {
  if (!canBuild) {
    process.stderr.write(
      "build/ belum ada dan alat build tidak terpasang: jalankan `npm ci` lalu `npm run build`.\n",
    );
    process.exit(1);
  }
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  process.exit(result.status ?? 1);
}

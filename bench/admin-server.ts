// What the admin-page benchmarks share: the production build on a prepared database, a signed-in
// account, and sequential timings.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return typeof address === "object" && address ? address.port : 0;
}

/** The production build on `databaseUrl`, one process, signed-in pages uncached. */
export async function startBench(
  databaseUrl: string,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SEED_DEMO: "false",
      WEB_CONCURRENCY: "1",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 3000; tries++) {
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("the server did not start");
}

/** Signs up the bench's account (the first one: an admin) and returns its session cookie. */
export async function benchSignUp(url: string): Promise<string> {
  const response = await fetch(`${url}/admin/auth`, {
    method: "POST",
    body: new URLSearchParams({
      intent: "sign-up",
      email: "bench@contoh.id",
      password: "rahasia-bench-123",
    }),
    redirect: "manual",
  });
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0] ?? "")
    .filter((value) => value.includes("session_token"))
    .join("; ");
  if (!cookie) throw new Error(`sign-up failed: ${response.status}`);
  return cookie;
}

/** p50 and p95 of `requests` sequential signed-in GETs of `path`, after 20 to warm up. */
export async function measureAdmin(url: string, cookie: string, path: string, requests: number) {
  const times: number[] = [];
  for (let n = 0; n < requests + 20; n++) {
    const started = performance.now();
    const response = await fetch(`${url}${path}`, { headers: { cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    if (n >= 20) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
}

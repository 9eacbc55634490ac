// Shared plumbing for the benchmark scripts: a production build served by workerd (vite preview) on its
// own port and throw-away state, and load generation with autocannon. Every figure is measured in one run.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import autocannon from "autocannon";

/** A TCP port that is free right now (the OS picks it), so concurrent or stale servers never collide. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export function ensureBuild() {
  if (existsSync("build/client") && existsSync("build/server")) return;
  const res = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (res.status !== 0) throw new Error("build failed");
}

/** Starts `vite preview` on `port` with fresh local state; resolves once /api/health answers. */
export async function startServer(port, { env = {} } = {}) {
  ensureBuild();
  const persist = `.wrangler/bench-state-${port}`;
  rmSync(persist, { recursive: true, force: true });
  const childEnv = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", IEP_PERSIST_DIR: persist, ...env };
  const migrate = spawnSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", persist], {
    env: childEnv,
    stdio: "ignore",
  });
  if (migrate.status !== 0) throw new Error("migrations failed");
  const child = spawn("npx", ["vite", "preview", "--port", String(port), "--strictPort"], {
    env: childEnv,
    stdio: "ignore",
    detached: true,
  });
  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
      throw new Error("server did not start");
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    origin,
    pid: child.pid,
    stop() {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
      rmSync(persist, { recursive: true, force: true });
    },
  };
}

/** Requests per second for `url` at `connections` for `seconds` (after a short warm-up). */
export async function rps(url, { connections = 50, seconds = 8, headers = {} } = {}) {
  await autocannon({ url, connections, duration: 1, headers });
  const result = await autocannon({ url, connections, duration: seconds, headers });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  return result.requests.average;
}

export function printTable(title, rows) {
  console.log(`\n${title}`);
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => String(r[i] ?? "").length)));
  for (const r of rows) console.log("  " + r.map((c, i) => String(c ?? "").padEnd(widths[i] ?? 0)).join("   "));
}

// requirements §2.4 benchmarks, measured in one run (< 60 s):
//  (a) ms per scrypt hash inside workerd: the Worker's own hashPassword() (worker/auth/password.ts),
//      bundled with esbuild into a throw-away Worker run by wrangler's local runtime. workerd freezes its clock during
//      execution, so the time is taken from outside: (request doing K hashes − request doing 0) ÷ K.
//  (b) GET /api/auth/user (signed in) requests/s ÷ GET /api/health requests/s at 50 connections, against
//      the production build served by workerd (vite preview) with its own throw-away state.
// Run: node scripts/bench/auth.mjs  (or through npm run bench).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import { unstable_startWorker } from "wrangler";
import { freePort, printTable, record, rps, signUp, startServer } from "./lib.mjs";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Median ms per hashPassword() call in workerd. */
export async function scryptMsInWorkerd({ hashesPerRequest = 4, rounds = 3 } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "iep-scrypt-bench-"));
  const entrypoint = join(dir, "worker.mjs");
  await build({
    stdin: {
      contents: `
        import { hashPassword } from "./worker/auth/password.ts";
        export default {
          async fetch(request) {
            const n = Number(new URL(request.url).searchParams.get("n") ?? "0");
            for (let i = 0; i < n; i++) await hashPassword("Bench-Password-2026");
            return new Response("ok");
          },
        };`,
      resolveDir: ROOT,
      loader: "ts",
    },
    bundle: true,
    format: "esm",
    platform: "neutral",
    external: ["node:*"],
    outfile: entrypoint,
    logLevel: "silent",
  });
  const worker = await unstable_startWorker({
    name: "scrypt-bench",
    entrypoint,
    compatibilityDate: "2026-08-01",
    compatibilityFlags: ["nodejs_compat"],
    dev: { server: { port: 0 }, inspector: false, persist: false, logLevel: "none" },
  });
  try {
    const time = async (n) => {
      const t0 = performance.now();
      const res = await worker.fetch(`http://bench.local/?n=${n}`);
      await res.text();
      return performance.now() - t0;
    };
    await time(1);
    const empty = [];
    const full = [];
    for (let i = 0; i < rounds; i++) {
      empty.push(await time(0));
      full.push(await time(hashesPerRequest));
    }
    return (median(full) - median(empty)) / hashesPerRequest;
  } finally {
    await worker.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Median latency of a sequential login with the right password (one scrypt verify + session writes). */
async function loginMs(origin, email, n = 10) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await fetch(`${origin}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin },
      body: JSON.stringify({ email, password: "Bench-Password-2026" }),
    });
    await res.text();
    if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
    times.push(performance.now() - t0);
  }
  return median(times);
}

export async function runAuthBench({ seconds = 10, connections = 50 } = {}) {
  const hashMs = await scryptMsInWorkerd();
  const server = await startServer(await freePort());
  try {
    const { email, cookie } = await signUp(server.origin);
    const login = await loginMs(server.origin, email);
    const health = await rps(`${server.origin}/api/health`, { connections, seconds });
    const user = await rps(`${server.origin}/api/auth/user`, { connections, seconds, headers: { cookie } });
    printTable("Auth (requirements §2.4)", [
      ["metric", "value", "note"],
      ["scrypt hash in workerd", `${hashMs.toFixed(1)} ms`, "hashPassword(), N=2^15 r=8 p=3"],
      ["POST /api/auth/login p50", `${login.toFixed(1)} ms`, "sequential; one scrypt verify + session writes"],
      ["GET /api/health", `${health.toFixed(0)} req/s`, `${connections} connections, ${seconds} s`],
      ["GET /api/auth/user", `${user.toFixed(0)} req/s`, "signed in (KV session + D1 user)"],
      ["user ÷ health", (user / health).toFixed(2), "measured in this run"],
    ]);
    record([
      { id: "S1", figure: "scrypt password hash in workerd (N=2^15, r=8, p=3)", result: `${hashMs.toFixed(1)} ms` },
      { id: "S2", figure: "GET /api/auth/user ÷ /api/health (req/s, 50 conns)", result: (user / health).toFixed(2) },
    ]);
    return { hashMs, loginMs: login, healthRps: health, userRps: user, ratio: user / health };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";
  process.env.WRANGLER_SEND_METRICS = "false";
  runAuthBench()
    .then(() => process.exit(0))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}

// Shared plumbing for the benchmark scripts: a production build served by workerd (vite preview) on its
// own port and throw-away state, and load generation with autocannon. Every figure is measured in one run.
import { spawn, spawnSync } from "node:child_process";
import { appendFileSync, existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest, createServer as createHttpServer } from "node:http";
import { createServer } from "node:net";
import { constants as zlib, createGzip } from "node:zlib";
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

/**
 * Starts `vite preview` on `port` with fresh local state; resolves once /api/health answers. The state
 * is removed on stop() unless `keepState` (then the caller inspects `persist` and removes it).
 */
export async function startServer(port, { env = {}, keepState = false } = {}) {
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
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  // The Cloudflare plugin serves workerd's V8 inspector on 9229, or warns which port it took instead.
  let output = "";
  const keep = (chunk) => {
    if (output.length < 10_000) output += chunk;
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
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
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return {
    origin,
    pid: child.pid,
    persist,
    /** The port of the inspector that the Worker's isolate is reachable on (scripts/bench/profile.mjs). */
    inspectorPort: Number(output.match(/using (\d+) instead/)?.[1] ?? 9229),
    /** Stops the server; resolves once it has exited (its state is then safe to read). */
    async stop() {
      try {
        process.kill(-child.pid, "SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      } catch {
        // already gone
      }
      if (!keepState) rmSync(persist, { recursive: true, force: true });
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

/**
 * CPU ticks (utime + stime, 10 ms each) of the workerd processes descended from this script. Every isolate
 * of the local runtime runs on workerd's thread, so its CPU per request is what bounds a path's throughput,
 * and it varies far less with the machine's load than requests per second do (ADR 0084).
 */
export function workerdCpuTicks() {
  const all = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const close = stat.lastIndexOf(")");
      const fields = stat.slice(close + 2).split(" ");
      all.set(Number(entry), { comm: stat.slice(stat.indexOf("(") + 1, close), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // the process ended while we looked
    }
  }
  const ours = (pid) => {
    for (let p = pid, hops = 0; p > 1 && hops < 20; p = all.get(p)?.ppid ?? 0, hops++) if (p === process.pid) return true;
    return false;
  };
  let ticks = 0;
  let found = 0;
  for (const [pid, info] of all) {
    if (info.comm.startsWith("workerd") && ours(pid)) {
      ticks += info.ticks;
      found++;
    }
  }
  if (found === 0) throw new Error("no workerd process found under this script");
  return ticks;
}

/** The workerd process's CPU milliseconds per request of `url` over `amount` requests at `connections`, and its req/s. */
export async function cpuPerRequest(url, { headers = {}, amount = 1000, connections = 20 } = {}) {
  const before = workerdCpuTicks();
  const result = await autocannon({ url, connections, amount, headers });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  return { ms: ((workerdCpuTicks() - before) * 10) / amount, rps: result.requests.average };
}

/** P9's world (ADR 0084): a signed-up parent with two children; the headers a signed-in page request sends. */
export async function parentWithTwoChildren(origin, label) {
  const { cookie } = await signUp(origin, label);
  await addChild(origin, cookie, "Maya");
  await addChild(origin, cookie, "Leo");
  return { Cookie: `${cookie}; cookie-consent=declined` };
}

export function printTable(title, rows) {
  console.log(`\n${title}`);
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => String(r[i] ?? "").length)));
  for (const r of rows) console.log("  " + r.map((c, i) => String(c ?? "").padEnd(widths[i] ?? 0)).join("   "));
}

// ---------- one API client for every benchmark (sign-up, children, uploads) ----------

/**
 * Signs a new parent up the way a parent does (docs/decisions/0009): register (202, a link is e-mailed),
 * then the link from the dev outbox confirms it. Returns the e-mail and the session cookie
 * ("__Host-iep_session=…" on localhost).
 */
export async function signUp(origin, label = "bench") {
  const email = `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const headers = { "Content-Type": "application/json", Origin: origin };
  const res = await fetch(`${origin}/api/auth/register`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password: "Bench-Password-2026", firstName: "Bench", lastName: "Parent" }),
  });
  if (res.status !== 202) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  let token;
  for (let attempt = 0; attempt < 100 && !token; attempt++) {
    const outbox = await fetch(`${origin}/api/dev/outbox?to=${encodeURIComponent(email)}`, { headers: { Origin: origin } });
    const messages = outbox.ok ? await outbox.json() : [];
    token = messages.map((m) => m.text.match(/\/signup\/confirm\?token=([A-Za-z0-9_-]+)/)?.[1]).find(Boolean);
    if (!token) await new Promise((r) => setTimeout(r, 100));
  }
  if (!token) throw new Error(`sign-up failed: no confirmation link for ${email}`);
  const confirmed = await fetch(`${origin}/api/auth/confirm-signup`, { method: "POST", headers, body: JSON.stringify({ token }) });
  if (confirmed.status !== 201) throw new Error(`sign-up confirmation failed: ${confirmed.status} ${await confirmed.text()}`);
  const cookie = confirmed.headers.getSetCookie().find((c) => /^(__Host-)?iep_session=/.test(c));
  if (!cookie) throw new Error("no session cookie");
  return { email, cookie: cookie.split(";")[0] };
}

/** A same-origin API call as the signed-in parent; throws on any answer but `expect`. */
export async function apiCall(origin, cookie, method, path, body, { expect = [200, 201] } = {}) {
  const isForm = body instanceof FormData;
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: { Origin: origin, Cookie: cookie, ...(body !== undefined && !isForm ? { "Content-Type": "application/json" } : {}) },
    body: isForm ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  if (!expect.includes(res.status)) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res;
}

export async function addChild(origin, cookie, name) {
  return (await (await apiCall(origin, cookie, "POST", "/api/children", { name })).json()).id;
}

/** Uploads `bytes` as a document of the child; returns its id (processing starts on the queue). */
export async function uploadDocument(origin, cookie, childId, { title, bytes, filename, type }) {
  const form = new FormData();
  form.set("title", title);
  form.set("documentType", "IEP");
  form.set("document", new Blob([bytes], { type }), filename);
  return (await (await apiCall(origin, cookie, "POST", `/api/children/${childId}/documents/upload`, form)).json()).id;
}

/** Waits until the document leaves "processing"; returns its final status. */
export async function documentSettled(origin, cookie, id, { timeoutMs = 90_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { status } = await (await apiCall(origin, cookie, "GET", `/api/documents/${id}`)).json();
    if (status !== "processing") return status;
    if (Date.now() > deadline) throw new Error(`document ${id} still processing after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

// ---------- one summary table for `npm run bench` ----------

/**
 * Records figures for the summary table that `npm run bench` prints at the end (scripts/bench/run.mjs
 * passes BENCH_RESULTS, a JSON-lines file). Each row: { id, figure, result, goal, met } where `met` is
 * true/false against the goal, or null for a figure without one. Run alone, a script just prints.
 */
export function record(rows) {
  const file = process.env.BENCH_RESULTS;
  if (!file) return;
  appendFileSync(file, rows.map((r) => JSON.stringify({ goal: "", met: null, ...r })).join("\n") + "\n");
}

// ---------- Cloudflare's edge compression, locally ----------

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

/**
 * A loopback HTTP proxy in front of `target` that gzips text responses the way Cloudflare's edge does
 * in production (the local runtime serves assets and pages uncompressed). Flushes after every chunk,
 * so a streamed SSR page or SSE reply is not held back. Used only to measure what a browser downloads.
 */
export async function startEdgeProxy(target) {
  const upstream = new URL(target);
  const port = await freePort();
  const server = createHttpServer((req, res) => {
    const headers = { ...req.headers, host: upstream.host, "accept-encoding": "identity" };
    const out = httpRequest({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers }, (up) => {
      const type = String(up.headers["content-type"] ?? "");
      const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? "")) && up.statusCode !== 204 && up.statusCode !== 304;
      const resHeaders = { ...up.headers };
      if (gzip) {
        delete resHeaders["content-length"];
        resHeaders["content-encoding"] = "gzip";
        resHeaders.vary = resHeaders.vary ? `${resHeaders.vary}, Accept-Encoding` : "Accept-Encoding";
      }
      res.writeHead(up.statusCode ?? 502, resHeaders);
      if (gzip) up.pipe(createGzip({ level: 6, flush: zlib.Z_SYNC_FLUSH })).pipe(res);
      else up.pipe(res);
    });
    out.on("error", () => res.destroy());
    req.pipe(out);
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

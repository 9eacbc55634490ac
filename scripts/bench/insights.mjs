// requirements §14.2 benchmarks, measured in one run (about a minute):
//  (a) The built-in analyzer on a 100-page IEP-like document inside workerd. A throw-away Worker
//      (scripts/bench/insights-worker.ts, started with wrangler's unstable_startWorker: the same workerd as
//      the app) runs analyzeDocument() — and, for the second figure, the built-in engine's summary, goals
//      and questions too — REPEAT times per request on the posted pages. workerd's clock only advances
//      across I/O, so the time is the workerd process's CPU (utime + stime from /proc, 10 ms ticks) for
//      the request, minus a request carrying the same body that does no work, divided by REPEAT. The
//      document is built from the project's own fixtures (the sample IEP and the analyzer's fixtures),
//      cycled to 100 pages.
//  (b) Cached GET /api/ai/goals/:id ÷ GET /api/health requests/s at 50 connections (autocannon), against
//      the production build served by workerd (vite preview, fresh state): a signed-up parent uploads the
//      sample IEP through the API (multipart), the queue processes it, one GET computes and stores the
//      insights, then the load runs against the stored answer.
// Run: node scripts/bench/insights.mjs [--no-build] [--analyzer-only]  (Node ≥ 22.18: it imports the TypeScript fixtures).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unstable_startWorker } from "wrangler";
import { FIXTURES } from "../../worker/ai/analyzer/fixtures/index.ts";
import { makePdf, SAMPLE_IEP_PAGES } from "../../worker/test/fixtures/index.ts";
import { freePort, printTable, record, rps, signUp, startServer, workerdCpuTicks } from "./lib.mjs";

const PAGES = 100;
const REPEAT = 5;
const RUNS = 5;
const CLK_TCK_MS = 10; // Linux USER_HZ = 100
const PORT = 4417;

process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";
const step = (text) => console.error(`… ${text}`);

const deadline = setTimeout(() => {
  console.error("✗ insights benchmark timed out after 4 minutes");
  process.exit(1);
}, 240_000);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function cpuOf(url, body) {
  const before = workerdCpuTicks();
  const res = await fetch(url, { method: "POST", body, headers: { "Content-Type": "application/json" } });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  const result = await res.json();
  return { ...result, cpuMs: (workerdCpuTicks() - before) * CLK_TCK_MS };
}

// ---------- (a) the analyzer inside workerd ----------

const sourcePages = [...SAMPLE_IEP_PAGES.map((lines) => lines.join("\n")), ...FIXTURES.flatMap((f) => f.pages)];
const pages = Array.from({ length: PAGES }, (_, i) => sourcePages[i % sourcePages.length] ?? "");
const chars = pages.reduce((n, p) => n + p.length, 0);
const body = JSON.stringify(pages);

step("starting a workerd for the analyzer");
// An explicit configuration of its own: without one, wrangler follows the redirect a `react-router build`
// leaves in .wrangler/deploy (to build/server/wrangler.json, no_bundle) and would run this TypeScript
// entry unbundled.
const configDir = mkdtempSync(join(tmpdir(), "insights-bench-"));
const configPath = join(configDir, "wrangler.json");
const entrypoint = new URL("./insights-worker.ts", import.meta.url).pathname;
writeFileSync(
  configPath,
  JSON.stringify({ name: "insights-bench", main: entrypoint, compatibility_date: "2026-08-01", compatibility_flags: ["nodejs_compat"] }),
);
const worker = await unstable_startWorker({
  config: configPath,
  name: "insights-bench",
  entrypoint,
  compatibilityDate: "2026-08-01",
  compatibilityFlags: ["nodejs_compat"],
  dev: { server: { port: await freePort() }, inspector: false, persist: false, logLevel: "none" },
});
let analyzer;
try {
  const base = (await worker.url).toString().replace(/\/$/, "");
  await cpuOf(`${base}/insights?repeat=2`, body); // warm-up: compile the analyzer's code paths
  const noop = [];
  const analyze = [];
  const insights = [];
  for (let i = 0; i < RUNS; i++) {
    noop.push((await cpuOf(`${base}/noop?repeat=${REPEAT}`, body)).cpuMs);
    analyze.push((await cpuOf(`${base}/analyze?repeat=${REPEAT}`, body)).cpuMs);
    insights.push((await cpuOf(`${base}/insights?repeat=${REPEAT}`, body)).cpuMs);
  }
  const found = await cpuOf(`${base}/analyze`, body);
  analyzer = {
    overhead: median(noop),
    analyze: Math.max(0, median(analyze) - median(noop)) / REPEAT,
    insights: Math.max(0, median(insights) - median(noop)) / REPEAT,
    found,
  };
} finally {
  await worker.dispose();
  rmSync(configDir, { recursive: true, force: true });
}

// ---------- (b) cached GET /api/ai/goals vs /api/health ----------

step(`analyzer: ${analyzer.analyze.toFixed(0)} ms CPU`);
// `--analyzer-only`: just figure (a), e.g. after a change to the analyzer, without the app's load test.
if (process.argv.includes("--analyzer-only")) {
  step(`analyzer + built-in insights: ${analyzer.insights.toFixed(0)} ms CPU (${analyzer.found.goals} goals, ${analyzer.found.services} services found)`);
  process.exit(0);
}
if (!process.argv.includes("--no-build")) {
  step("building the app");
  // A fresh build: a stale one would lack the routes being measured.
  const build = spawnSync("npx", ["react-router", "build"], { stdio: "ignore" });
  if (build.status !== 0) throw new Error("build failed");
}
step("starting the app (vite preview)");
const server = await startServer(PORT);
let http;
try {
  const origin = server.origin;
  const headers = { Origin: origin, "Sec-Fetch-Site": "same-origin" };
  const { cookie } = await signUp(origin, "bench.insights");
  const authed = { ...headers, Cookie: cookie };
  const child = await fetch(`${origin}/api/children`, { method: "POST", headers: { ...authed, "Content-Type": "application/json" }, body: JSON.stringify({ name: "Maya" }) });
  const { id: childId } = await child.json();
  const form = new FormData();
  form.set("title", "Maya's IEP");
  form.set("documentType", "IEP");
  form.set("schoolYear", "2025-2026");
  form.set("document", new Blob([makePdf(SAMPLE_IEP_PAGES)], { type: "application/pdf" }), "maya-iep.pdf");
  const upload = await fetch(`${origin}/api/children/${childId}/documents/upload`, { method: "POST", headers: authed, body: form });
  if (upload.status !== 201) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
  const { id: documentId } = await upload.json();
  for (let i = 0; ; i++) {
    const { status } = await (await fetch(`${origin}/api/documents/${documentId}`, { headers: authed })).json();
    if (status === "ready") break;
    if (status !== "processing" || i > 150) throw new Error(`document not processed: ${status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  step("document processed; measuring");
  const goalsUrl = `${origin}/api/ai/goals/${documentId}`;
  const first = await fetch(goalsUrl, { headers: { Cookie: cookie } });
  const { goals } = await first.json();
  if (first.status !== 200 || goals.length === 0) throw new Error(`goals: ${first.status}`);
  // Alternated rounds, so a burst of load elsewhere on the machine does not land on one side only.
  const healthRounds = [];
  const cachedRounds = [];
  for (let round = 0; round < 3; round++) {
    healthRounds.push(await rps(`${origin}/api/health`, { seconds: 5 }));
    cachedRounds.push(await rps(goalsUrl, { headers: { Cookie: cookie }, seconds: 5 }));
  }
  http = { health: median(healthRounds), cached: median(cachedRounds), goals: goals.length, healthRounds, cachedRounds };
} finally {
  await server.stop();
  clearTimeout(deadline);
}

const ms = (n) => `${n.toFixed(0)} ms`;
printTable(`requirements §14.2 — insights (one run, ${new Date().toISOString().slice(0, 10)})`, [
  [`Built-in analyzer, ${PAGES}-page IEP-like document (${(chars / 1024).toFixed(0)} KB of text) inside workerd, CPU`, ms(analyzer.analyze), `${analyzer.found.goals} goals, ${analyzer.found.services} services found`],
  ["  + summary, goals and questions (the built-in engine's whole insights), CPU", ms(analyzer.insights), `median of ${RUNS} runs × ${REPEAT}, request overhead ${ms(analyzer.overhead)} subtracted`],
  ["GET /api/health at 50 connections", `${http.health.toFixed(0)} req/s`, `median of 3 × 5 s: ${http.healthRounds.map((n) => n.toFixed(0)).join(", ")}`],
  ["Cached GET /api/ai/goals/:id at 50 connections", `${http.cached.toFixed(0)} req/s`, `${http.goals} goals, served from D1; rounds: ${http.cachedRounds.map((n) => n.toFixed(0)).join(", ")}`],
  ["Cached goals ÷ health", `${(http.cached / http.health).toFixed(2)} ×`, ""],
]);
record([
  { id: "A1", figure: `built-in analyzer, ${PAGES}-page IEP, CPU in workerd`, result: ms(analyzer.analyze) },
  { id: "A2", figure: "cached GET /api/ai/goals ÷ /api/health (req/s, 50 conns)", result: (http.cached / http.health).toFixed(2) },
]);

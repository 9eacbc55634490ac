// P9: a signed-in /dashboard (a parent with two children) rendered at the edge, requests/s ÷ a static
// asset's requests/s from the same local worker, 20 connections (requirements §16: ≥ 0.4). What it
// measures is the page's server work: the session resolved once by the root middleware, the family's
// children, the render.
// Beside the throughput it reports the workerd process's CPU per request of each path: every isolate runs on
// workerd's thread, so that bounds the throughput, and on a busy machine it is the steadier figure (ADR 0084).
// Run: node scripts/bench/dashboard.mjs  (or `npm run bench -- dashboard`).
import { cpuPerRequest, freePort, parentWithTwoChildren, printTable, record, rps, startServer } from "./lib.mjs";

const CONNECTIONS = 20;

export async function runDashboardBench() {
  const server = await startServer(await freePort());
  try {
    const { origin } = server;
    const headers = await parentWithTwoChildren(origin, "bench.dashboard");
    const first = await fetch(`${origin}/dashboard`, { headers, redirect: "manual" });
    if (first.status !== 200) throw new Error(`/dashboard answered ${first.status}, not the signed-in page`);
    const dashboard = await rps(`${origin}/dashboard`, { connections: CONNECTIONS, headers });
    const asset = await rps(`${origin}/favicon.svg`, { connections: CONNECTIONS });
    const dashboardCpu = (await cpuPerRequest(`${origin}/dashboard`, { headers, connections: CONNECTIONS })).ms;
    return { dashboard, asset, dashboardCpu, assetCpu: (await cpuPerRequest(`${origin}/favicon.svg`, { connections: CONNECTIONS })).ms };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { dashboard, asset, dashboardCpu, assetCpu } = await runDashboardBench();
  const ratio = dashboard / asset;
  printTable(`P9 — signed-in /dashboard vs a static asset, same local worker, ${CONNECTIONS} connections`, [
    ["signed-in /dashboard", `${dashboard.toFixed(0)} req/s`, ""],
    ["static /favicon.svg", `${asset.toFixed(0)} req/s`, ""],
    ["ratio", ratio.toFixed(2), "goal ≥ 0.4"],
    ["workerd CPU per request", `${dashboardCpu.toFixed(2)} ms ÷ ${assetCpu.toFixed(2)} ms`, `static ÷ dashboard ${(assetCpu / dashboardCpu).toFixed(2)}`],
  ]);
  record([
    { id: "P9", figure: `signed-in /dashboard ÷ static asset (req/s, ${CONNECTIONS} conns)`, result: `${ratio.toFixed(2)} (${dashboard.toFixed(0)} ÷ ${asset.toFixed(0)})`, goal: "≥ 0.4", met: ratio >= 0.4 },
    { id: "P9", figure: "the same as workerd CPU per request, static ÷ dashboard", result: `${(assetCpu / dashboardCpu).toFixed(2)} (${assetCpu.toFixed(2)} ÷ ${dashboardCpu.toFixed(2)} ms)` },
  ]);
}

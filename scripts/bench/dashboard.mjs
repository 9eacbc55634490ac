// P9: a signed-in /dashboard (a parent with two children) rendered at the edge, requests/s ÷ a static
// asset's requests/s from the same local worker, 20 connections (requirements §16: ≥ 0.4). What it
// measures is the page's server work: the session resolved once by the root middleware, the family's
// children, the render.
// Run: node scripts/bench/dashboard.mjs  (or `npm run bench -- dashboard`).
import { addChild, freePort, printTable, record, rps, signUp, startServer } from "./lib.mjs";

const CONNECTIONS = 20;

export async function runDashboardBench() {
  const server = await startServer(await freePort());
  try {
    const { origin } = server;
    const { cookie } = await signUp(origin, "bench.dashboard");
    await addChild(origin, cookie, "Maya");
    await addChild(origin, cookie, "Leo");
    const headers = { Cookie: `${cookie}; cookie-consent=declined` };
    const first = await fetch(`${origin}/dashboard`, { headers, redirect: "manual" });
    if (first.status !== 200) throw new Error(`/dashboard answered ${first.status}, not the signed-in page`);
    const dashboard = await rps(`${origin}/dashboard`, { connections: CONNECTIONS, headers });
    const asset = await rps(`${origin}/favicon.svg`, { connections: CONNECTIONS });
    return { dashboard, asset };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { dashboard, asset } = await runDashboardBench();
  const ratio = dashboard / asset;
  printTable(`P9 — signed-in /dashboard vs a static asset, same local worker, ${CONNECTIONS} connections`, [
    ["signed-in /dashboard", `${dashboard.toFixed(0)} req/s`, ""],
    ["static /favicon.svg", `${asset.toFixed(0)} req/s`, ""],
    ["ratio", ratio.toFixed(2), "goal ≥ 0.4"],
  ]);
  record([{ id: "P9", figure: `signed-in /dashboard ÷ static asset (req/s, ${CONNECTIONS} conns)`, result: `${ratio.toFixed(2)} (${dashboard.toFixed(0)} ÷ ${asset.toFixed(0)})`, goal: "≥ 0.4", met: ratio >= 0.4 }]);
}

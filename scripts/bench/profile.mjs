// A CPU profile of the Worker's isolate while it serves one page under load (ADR 0091): the P9 world of
// `npm run bench -- dashboard` (a parent with two children, 20 connections), recorded through workerd's V8
// inspector with the DevTools protocol's Profiler domain, and ranked by function and by module (the bundle's
// positions mapped back through its source map to the app's file or the package). Only our Worker's
// isolate can be inspected: the difference from the workerd process's CPU is miniflare's entry worker, the
// asset router, D1/KV and workerd itself.
// Run: node [--experimental-websocket on Node 20] scripts/bench/profile.mjs [path] [requests]   (default /dashboard 2000; writes build/profile.cpuprofile)
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { SourceMap } from "node:module";
import autocannon from "autocannon";
import { freePort, parentWithTwoChildren, printTable, startServer, workerdCpuTicks } from "./lib.mjs";

const CONNECTIONS = 20;
const path = process.argv[2] ?? "/dashboard";
const amount = Number(process.argv[3] ?? 2000);
// Node 20 has its WebSocket client behind a flag (Node 22 by default): say so before starting a server.
if (!path.endsWith(".cpuprofile") && typeof WebSocket === "undefined") {
  throw new Error("no WebSocket client in this Node: run `node --experimental-websocket scripts/bench/profile.mjs`");
}

/** One DevTools protocol session over the inspector's WebSocket (Node's own WebSocket client). */
async function inspector(url) {
  // The inspector proxy of miniflare accepts only a local or DevTools origin.
  const ws = new WebSocket(url, { headers: { Origin: "http://127.0.0.1" } });
  await new Promise((resolve, reject) => {
    ws.addEventListener("open", resolve, { once: true });
    ws.addEventListener("error", reject, { once: true });
  });
  let id = 0;
  const waiting = new Map();
  ws.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data));
    const entry = waiting.get(message.id);
    if (!entry) return;
    waiting.delete(message.id);
    if (message.error) entry.reject(new Error(message.error.message));
    else entry.resolve(message.result);
  });
  return {
    send: (method, params = {}) =>
      new Promise((resolve, reject) => {
        waiting.set(++id, { resolve, reject });
        ws.send(JSON.stringify({ id, method, params }));
      }),
    close: () => ws.close(),
  };
}

/** The source map of each built file the profile names (the server build is split into chunks). */
const maps = new Map();
function mapOf(url) {
  const file = url.replace(/^file:\/\//, "").replace(/^.*?(assets\/|index\.js)/, (_, part) => `build/server/${part}`);
  if (!maps.has(file)) maps.set(file, existsSync(`${file}.map`) ? new SourceMap(JSON.parse(readFileSync(`${file}.map`, "utf8"))) : null);
  return maps.get(file);
}

/** Where a position comes from: the app's file, or the package under node_modules. */
function locate(frame) {
  const entry = frame.url ? mapOf(frame.url)?.findEntry(frame.lineNumber, frame.columnNumber) : undefined;
  const source = entry?.originalSource;
  if (!source) return { module: frame.url || "(native)", line: frame.lineNumber };
  const inModules = source.split("node_modules/").pop();
  const module =
    inModules === source ? source.replace(/^.*?\/(app|worker|common)\//, "$1/") : inModules.startsWith("@") ? inModules.split("/").slice(0, 2).join("/") : inModules.split("/")[0];
  return { module, line: entry.originalLine + 1 };
}

/** Self and total (inclusive, counted once per sample) milliseconds by `keyOf(node)`. */
function rank(profile, keyOf) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map();
  const total = new Map();
  const deltas = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) {
    const ms = (deltas[i + 1] ?? deltas[i]) / 1000;
    const leaf = byId.get(profile.samples[i]);
    const leafKey = keyOf(leaf);
    self.set(leafKey, (self.get(leafKey) ?? 0) + ms);
    const seen = new Set();
    for (let id = leaf.id; id !== undefined; id = parent.get(id)) {
      const key = keyOf(byId.get(id));
      if (seen.has(key)) continue;
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + ms);
    }
  }
  return { self, total };
}

/** Prints the ranking of `profile`, recorded over `requests` requests. */
function report(profile, requests, heading) {
  const per = (ms) => (ms / requests).toFixed(3);
  const isolate = rank(profile, (n) => (n.callFrame.functionName === "(idle)" ? "idle" : "busy"));
  const busy = isolate.self.get("busy") ?? 0;
  const fn = rank(profile, (n) => {
    const f = n.callFrame;
    if (f.functionName.startsWith("(")) return f.functionName;
    const { module, line } = locate(f);
    return `${f.functionName || "(anonymous)"} ${module}:${line}`;
  });
  const mod = rank(profile, (n) => (n.callFrame.functionName.startsWith("(") ? n.callFrame.functionName : locate(n.callFrame).module));
  const top = (ranking, by, count) =>
    [...ranking[by]].filter(([k]) => k !== "(idle)" && k !== "(root)").sort((a, b) => b[1] - a[1]).slice(0, count).map(([k]) => [k, `${per(ranking.self.get(k) ?? 0)} ms self`, `${per(ranking.total.get(k) ?? 0)} ms total`]);
  console.log(`\n${heading}; our isolate busy ${per(busy)} ms per request (profiled: the sampling adds to every figure)`);
  printTable("By module, self (ms per request)", top(mod, "self", 25));
  printTable("By module, total", top(mod, "total", 25));
  printTable("By function, self", top(fn, "self", 40));
  printTable("By function, total", top(fn, "total", 60));
}

if (path.endsWith(".cpuprofile")) {
  // Ranks a profile recorded before: node scripts/bench/profile.mjs build/profile.cpuprofile 2000
  report(JSON.parse(readFileSync(path, "utf8")), amount, path);
} else {
  const server = await startServer(await freePort());
  try {
    const { origin: site, inspectorPort } = server;
    const headers = await parentWithTwoChildren(site, "bench.profile");
    const url = `${site}${path}`;
    const first = await fetch(url, { headers, redirect: "manual" });
    if (first.status !== 200) throw new Error(`${path} answered ${first.status}`);
    await autocannon({ url, connections: CONNECTIONS, amount: 300, headers });

    const targets = await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json();
    const session = await inspector(targets[0].webSocketDebuggerUrl.replace("localhost", "127.0.0.1"));
    await session.send("Profiler.enable");
    await session.send("Profiler.setSamplingInterval", { interval: 100 });
    const ticks = workerdCpuTicks();
    await session.send("Profiler.start");
    const result = await autocannon({ url, connections: CONNECTIONS, amount, headers });
    const { profile } = await session.send("Profiler.stop");
    const workerdMs = ((workerdCpuTicks() - ticks) * 10) / amount;
    session.close();
    if (result.non2xx > 0) throw new Error(`${result.non2xx} non-2xx answers`);
    writeFileSync("build/profile.cpuprofile", JSON.stringify(profile));
    report(profile, amount, `${path}: ${amount} requests at ${CONNECTIONS} connections, workerd process ${workerdMs.toFixed(2)} ms CPU per request`);
  } finally {
    await server.stop();
  }
}

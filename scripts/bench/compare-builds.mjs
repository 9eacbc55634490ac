// P9 for several builds in one run, alternated so the machine's load falls on each alike (ADRs 0084, 0091,
// 0094): per round a fresh `vite preview` of one build on fresh state, P9's world (a parent with two
// children), then the workerd process's CPU per request of /dashboard, a signed-in /api/health and
// /favicon.svg, twice for the page and the asset. Prints each round and each build's medians; writes
// each build's dashboard HTML to `.bench/compare-<label>.html` to check that the page did not change.
// Each build is a copy of `build/` made beforehand (`npx react-router build && mv build /tmp/before`);
// while it runs, `build` is a symbolic link to the round's copy, removed at the end.
// Run: node scripts/bench/compare-builds.mjs A:/tmp/before B:/tmp/after [pattern=ABBA] [requests=300]
import { existsSync, lstatSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import autocannon from "autocannon";
import { cpuPerRequest, freePort, parentWithTwoChildren, startServer } from "./lib.mjs";

const CONNECTIONS = 20;
const args = process.argv.slice(2);
const option = (name, fallback) => args.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1) ?? fallback;
const builds = Object.fromEntries(args.filter((a) => /^[A-Za-z0-9]+:/.test(a)).map((a) => [a.slice(0, a.indexOf(":")), a.slice(a.indexOf(":") + 1)]));
const pattern = option("pattern", "ABBA");
const amount = Number(option("requests", "300"));

for (const label of pattern) if (!existsSync(`${builds[label]}/server`)) throw new Error(`no build for ${label} (${builds[label]})`);
if (existsSync("build") && !lstatSync("build").isSymbolicLink()) throw new Error("build/ is a real directory: move it aside first");
mkdirSync(".bench", { recursive: true });

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const rounds = {};
try {
  for (const label of pattern) {
    rmSync("build", { force: true });
    symlinkSync(builds[label], "build");
    const server = await startServer(await freePort());
    try {
      const { origin } = server;
      const headers = await parentWithTwoChildren(origin, "bench.compare");
      writeFileSync(`.bench/compare-${label}.html`, await (await fetch(`${origin}/dashboard`, { headers })).text());
      await autocannon({ url: `${origin}/dashboard`, connections: CONNECTIONS, amount: 200, headers });
      await autocannon({ url: `${origin}/favicon.svg`, connections: CONNECTIONS, amount: 200 });
      const loadBefore = loadavg()[0];
      const measure = (path, withSession) => cpuPerRequest(`${origin}${path}`, { headers: withSession ? headers : {}, amount, connections: CONNECTIONS });
      const page1 = await measure("/dashboard", true);
      const health = await measure("/api/health", true);
      const asset1 = await measure("/favicon.svg", false);
      const page2 = await measure("/dashboard", true);
      const asset2 = await measure("/favicon.svg", false);
      const round = { dashboard: (page1.ms + page2.ms) / 2, health: health.ms, asset: (asset1.ms + asset2.ms) / 2, load: `${loadBefore.toFixed(1)}–${loadavg()[0].toFixed(1)}` };
      (rounds[label] ??= []).push(round);
      console.log(`${label}: dashboard ${round.dashboard.toFixed(2)} ms, /api/health ${round.health.toFixed(2)} ms, static ${round.asset.toFixed(2)} ms (load ${round.load})`);
    } finally {
      await server.stop();
    }
  }
} finally {
  rmSync("build", { force: true });
}
console.log("\nworkerd CPU per request, median of each build's rounds");
for (const [label, list] of Object.entries(rounds)) {
  const dashboard = median(list.map((r) => r.dashboard));
  const asset = median(list.map((r) => r.asset));
  const each = list.map((r) => r.dashboard.toFixed(2)).join(", ");
  console.log(`  ${label}: dashboard ${dashboard.toFixed(2)} ms (${each}), /api/health ${median(list.map((r) => r.health)).toFixed(2)} ms, static ${asset.toFixed(2)} ms, static ÷ dashboard ${(asset / dashboard).toFixed(3)}`);
}

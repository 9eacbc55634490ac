// `npm run bench`: runs every benchmark script in turn (each starts and stops its own local server and
// prints its figures as ratios or medians measured in one run, with the goal beside them).
import { spawnSync } from "node:child_process";

const scripts = ["site", "auth", "upload", "extract", "insights", "chat"];
const only = process.argv.slice(2);
const failed = [];
for (const name of scripts) {
  if (only.length && !only.includes(name)) continue;
  console.log(`\n━━ ${name} ━━`);
  const res = spawnSync(process.execPath, [`scripts/bench/${name}.mjs`], { stdio: "inherit", env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false" } });
  if (res.status !== 0) failed.push(name);
}
if (failed.length) {
  console.error(`\nBenchmarks that did not finish: ${failed.join(", ")}`);
  process.exit(1);
}

// `npm run bench`: runs every benchmark (requirements §16 P1–P8, plus the load test and the analyzer's figures)
// one after another — each script starts and stops its own local server on fresh state — then prints ONE
// table: each figure a ratio or a median measured in this run, with its goal beside it.
// `npm run bench -- site chat` runs only those scripts.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const SCRIPTS = {
  site: "scripts/bench/site.mjs", // P1, P2, Lighthouse
  dashboard: "scripts/bench/dashboard.mjs", // P9
  auth: "scripts/bench/auth.mjs",
  upload: "scripts/bench/upload.mjs", // P4, P8
  extract: "scripts/bench/extract.mjs", // P5
  insights: "scripts/bench/insights.mjs",
  eval: "scripts/eval-analyzer.ts",
  chat: "scripts/bench/chat.mjs", // P6, P7
  answers: "scripts/bench/answers.mjs", // C1: the built-in engine's answer time
  progress: "scripts/bench/progress.mjs", // G1: the Progress API for a child with 12 documents
  load: "scripts/bench/load.mjs",
};
const only = process.argv.slice(2);
const unknown = only.filter((name) => !(name in SCRIPTS));
if (unknown.length) {
  console.error(`Unknown benchmark(s): ${unknown.join(", ")}. Known: ${Object.keys(SCRIPTS).join(", ")}`);
  process.exit(2);
}
const dir = mkdtempSync(join(tmpdir(), "iep-bench-"));
const results = join(dir, "results.jsonl");
const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", BENCH_RESULTS: results };
const failed = [];
const started = Date.now();
for (const [name, script] of Object.entries(SCRIPTS)) {
  if (only.length && !only.includes(name)) continue;
  console.log(`\n━━ ${name} ━━`);
  const res = spawnSync(process.execPath, [script], { stdio: "inherit", env });
  if (res.status !== 0) failed.push(name);
}

let rows = [];
try {
  rows = readFileSync(results, "utf8").trim().split("\n").filter(Boolean).map((l) => JSON.parse(l));
} catch {
  // no script recorded anything
}
rmSync(dir, { recursive: true, force: true });
const order = (id) => (id.startsWith("P") ? `0${id}` : id.startsWith("L") ? `1${id}` : `2${id}`);
rows.sort((a, b) => order(a.id).localeCompare(order(b.id)));
const mark = (met) => (met === true ? "✓" : met === false ? "✗" : "");
const table = [["#", "figure", "result", "goal", ""], ...rows.map((r) => [r.id, r.figure, r.result, r.goal, mark(r.met)])];
const widths = table[0].map((_, i) => Math.max(...table.map((r) => String(r[i]).length)));
const line = (r) => `| ${r.map((c, i) => String(c).padEnd(widths[i])).join(" | ")} |`;
console.log(`\n━━ Summary: one run, ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${Math.round((Date.now() - started) / 1000)} s ━━\n`);
console.log(line(table[0]));
console.log(line(widths.map((w) => "-".repeat(w))));
for (const r of table.slice(1)) console.log(line(r));
const missed = rows.filter((r) => r.met === false).length;
console.log(`\n${rows.length} figures; ${rows.filter((r) => r.met === true).length} goals met, ${missed} missed.`);
if (failed.length) {
  console.error(`Benchmarks that did not finish: ${failed.join(", ")}`);
  process.exit(1);
}

// Runs the browser suite N times in a row on one build and prints, per test, how many runs it passed:
//
//   npm run test:stress                 → 3 runs of the whole suite
//   npm run test:stress -- 5 --workers=1 e2e/conversation.spec.ts
//                                       → 5 runs, any other arguments go to `playwright test`
//
// A test that passes in some runs and fails in others is a flake to fix, not to retry (the suite runs
// with retries: 0). CI=true is set, as in CI, so the servers start fresh for every run.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const args = process.argv.slice(2);
const runs = /^\d+$/.test(args[0] ?? "") ? Number(args.shift()) : 3;
const env = { ...process.env, CI: "true", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

const build = spawnSync("npx", ["react-router", "build"], { stdio: ["ignore", "ignore", "inherit"], env });
if (build.status !== 0) process.exit(build.status ?? 1);

const dir = mkdtempSync(join(tmpdir(), "e2e-stress-"));
/** title → { passed, failed } across runs */
const tally = new Map();
const times = [];

/** Walks the JSON reporter's suites down to each test's final result. */
function collect(suite, path) {
  const here = suite.title ? [...path, suite.title] : path;
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      const name = `[${t.projectName}] ${[...here, spec.title].join(" › ")}`;
      const entry = tally.get(name) ?? { passed: 0, failed: 0 };
      if (t.status === "expected") entry.passed += 1;
      else if (t.status !== "skipped") entry.failed += 1;
      tally.set(name, entry);
    }
  }
  for (const child of suite.suites ?? []) collect(child, here);
}

for (let i = 1; i <= runs; i++) {
  const out = join(dir, `run-${i}.json`);
  const started = Date.now();
  const res = spawnSync("npx", ["playwright", "test", "--reporter=json", ...args], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  times.push(seconds);
  let report;
  try {
    report = JSON.parse(readFileSync(out, "utf8"));
  } catch {
    console.error(`run ${i}: no report (exit ${res.status})`);
    continue;
  }
  for (const suite of report.suites ?? []) collect(suite, []);
  const s = report.stats ?? {};
  console.log(`run ${i}/${runs}: ${s.expected ?? 0} passed, ${s.unexpected ?? 0} failed, ${s.flaky ?? 0} flaky in ${seconds} s (exit ${res.status})`);
}

const rows = [...tally.entries()].sort((a, b) => b[1].failed - a[1].failed || a[0].localeCompare(b[0]));
const unstable = rows.filter(([, r]) => r.failed > 0);
console.log(`\n${tally.size} tests, ${runs} runs (${times.join(" s, ")} s)`);
if (unstable.length === 0) console.log("every test passed in every run");
else {
  console.log("tests that failed at least once (passed/runs):");
  for (const [name, r] of unstable) console.log(`  ${r.passed}/${r.passed + r.failed}  ${name}`);
}
const passedAll = rows.length - unstable.length;
console.log(`${passedAll} passed every run, ${unstable.length} failed at least once`);
process.exit(unstable.length === 0 ? 0 : 1);

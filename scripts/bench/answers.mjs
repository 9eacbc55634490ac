// The built-in engine's answer time for a child with 10 documents, inside workerd (requirements §14.3: p50 ≤ 50 ms).
// The measurement is a Workers-pool test (worker/record/answer-time.test.ts: D1, FTS5 and the chat's own
// grounding in workerd); this script runs it and records its figure for `npm run bench`.
import { spawnSync } from "node:child_process";
import { record } from "./lib.mjs";

const res = spawnSync(process.execPath, ["node_modules/vitest/vitest.mjs", "run", "worker/record/answer-time.test.ts"], { encoding: "utf8" });
const out = `${res.stdout}\n${res.stderr}`;
const line = /ANSWER_TIME (\{.*\})/.exec(out)?.[1];
if (res.status !== 0 || !line) {
  console.error(out);
  process.exit(1);
}
const figures = JSON.parse(line);
const p50 = Math.round(figures.p50 * 10) / 10;
console.log(`built-in answer, ${figures.documents} documents, ${figures.questions} questions: p50 ${p50} ms, p90 ${Math.round(figures.p90 * 10) / 10} ms`);
record([{ id: "C1", figure: `built-in chat answer, child with ${figures.documents} documents (p50, workerd)`, result: `${p50} ms`, goal: "≤ 50 ms", met: p50 <= 50 }]);

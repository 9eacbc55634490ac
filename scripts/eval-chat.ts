// Scores the built-in engine's answers (requirements §14.3): the invented families of worker/record/fixtures
// and, when present, the public sample questions in ../shared/iep-samples/questions.json. Runs on
// Node 24 with type stripping, on the same modules the Worker runs (analyzer → record → answer);
// retrieval is an in-memory BM25 over the same passages with the same query terms as the FTS5 search
// (worker/documents/chunks.ts). The workerd run over real D1/FTS5 is worker/record/eval.test.ts.
//
//   node scripts/eval-chat.ts [--samples DIR] [--verbose] [--family NAME]
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { toFtsQuery } from "../worker/documents/chunks.ts";
import type { Passage } from "../worker/ai/engines/types.ts";
import { FAMILIES, type Family } from "../worker/record/fixtures/index.ts";
import { runFamily, type QuestionResult } from "../worker/record/evaluate.ts";
import { analyzeDocument } from "../worker/ai/analyzer/index.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const samplesDir = args.includes("--samples") ? resolve(args[args.indexOf("--samples") + 1] ?? "") : join(root, "..", "shared", "iep-samples");
const verbose = args.includes("--verbose");
const only = args.includes("--family") ? args[args.indexOf("--family") + 1] : undefined;
/** A fixed "today", so past-due marks do not change from run to run. */
const TODAY = "2026-11-24";
const LIMIT = 8;

/** BM25 over the passages with the FTS5 query's terms (OR), best first, like searchChunks. */
function retrieve(question: string, passages: Passage[]): Passage[] {
  const match = toFtsQuery(question);
  if (!match) return [];
  const terms = [...match.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
  const docs: string[][] = passages.map((p) => p.text.toLowerCase().match(/[\p{L}\p{N}\p{M}]+/gu) ?? []);
  const avg = docs.reduce((n, d) => n + d.length, 0) / Math.max(1, docs.length);
  const scored = passages.map((p, i) => {
    const d = docs[i]!;
    let score = 0;
    for (const t of terms) {
      const tf = d.filter((w) => w === t).length;
      if (tf === 0) continue;
      const df = docs.filter((x) => x.includes(t)).length;
      const idf = Math.log(1 + (docs.length - df + 0.5) / (df + 0.5));
      score += (idf * tf * 2.2) / (tf + 1.2 * (0.25 + 0.75 * (d.length / avg)));
    }
    return { p, score };
  });
  return scored.filter((x) => x.score > 0).sort((a, b) => b.score - a.score).slice(0, LIMIT).map((x) => x.p);
}

function splitPages(text: string): string[] {
  if (text.includes("\f")) return text.split("\f");
  return text.split(/^=+\s*PAGE BREAK\s*=+\s*$/m);
}

function sampleFamilies(): Family[] {
  const file = join(samplesDir, "questions.json");
  if (!existsSync(file)) return [];
  const items = JSON.parse(readFileSync(file, "utf8")) as { q: string; doc: string; class: string; answer_facts: string[] }[];
  const byDoc = new Map<string, Family>();
  for (const item of items) {
    let fam = byDoc.get(item.doc);
    if (!fam) {
      const path = [join(samplesDir, `${item.doc}.txt`), join(samplesDir, "synthetic", `${item.doc}.txt`)].find(existsSync);
      if (!path) continue;
      const pages = splitPages(readFileSync(path, "utf8"));
      const name = analyzeDocument(pages).student?.name ?? item.q.match(/\b[A-Z][a-z]+\b/g)?.find((w) => !/^(How|What|When|Who|Where|Why|Is|Does|Did|Was)$/.test(w)) ?? "";
      fam = { name: `sample:${item.doc}`, child: name, documents: [{ title: item.doc, documentType: "IEP", schoolYear: null, uploadedAt: "2026-01-01T00:00:00Z", pages }], questions: [] };
      byDoc.set(item.doc, fam);
    }
    const notStated = item.answer_facts.includes("not stated");
    fam.questions.push({
      q: item.q,
      facts: item.answer_facts,
      kind: item.class === "false premise" ? "false premise" : notStated ? "not stated" : "fact",
      class: item.class,
    });
  }
  return [...byDoc.values()];
}

function report(label: string, results: QuestionResult[]): void {
  const right = results.filter((r) => r.ok).length;
  console.log(`${label.padEnd(28)} ${String(right).padStart(3)}/${String(results.length).padEnd(3)} ${((100 * right) / Math.max(1, results.length)).toFixed(1)}%`);
}

function show(results: QuestionResult[]): void {
  for (const r of results) {
    if (r.ok && !verbose) continue;
    console.log(`\n${r.ok ? "✓" : "✗"} [${r.family}] ${r.q}${r.missing.length > 0 ? `   missing: ${r.missing.join(" | ")}` : ""}`);
    console.log(`   ${r.answer.split("\n").join("\n   ").slice(0, 700)}`);
  }
}

const own = FAMILIES.filter((f) => !only || f.name === only).map((f) => ({ f, results: runFamily(f, retrieve, TODAY) }));
const samples = only ? [] : sampleFamilies().map((f) => ({ f, results: runFamily(f, retrieve, TODAY) }));
for (const { results } of [...own, ...samples]) show(results);
console.log("\nChat evaluation (built-in engine; opening = first 300 characters of plain text)");
for (const { f, results } of own) report(`${f.blind ? "BLIND " : ""}${f.name}`, results);
const ownAll = own.flatMap((x) => x.results);
report("own families, all", ownAll);
const sampleAll = samples.flatMap((x) => x.results);
if (sampleAll.length > 0) report("public samples (questions.json)", sampleAll);
else console.log(`public samples: not found at ${samplesDir}`);
const all = [...ownAll, ...sampleAll];
const noCite = all.filter((r) => r.citations.length === 0 && r.ok).length;
console.log(`citations to missing ids: ${all.reduce((n, r) => n + r.badCitations, 0)}; right answers without any citation: ${noCite}`);
const times = all.map((r) => r.ms).sort((a, b) => a - b);
console.log(`answer time (record built, retrieval + answer): p50 ${times[Math.floor(times.length / 2)]?.toFixed(2)} ms, max ${times.at(-1)?.toFixed(2)} ms`);
const byClass = new Map<string, QuestionResult[]>();
for (const r of all) byClass.set(r.class, [...(byClass.get(r.class) ?? []), r]);
console.log("\nby class:");
for (const [c, rs] of [...byClass].sort()) report(`  ${c}`, rs);

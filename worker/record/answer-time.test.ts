// The built-in engine's answer time for a child with 10 documents, inside workerd (requirements §14.3's goal:
// p50 ≤ 50 ms). Each answer takes the chat's own path: the record from stored facts (D1), FTS5
// retrieval, the answer. scripts/bench/answers.mjs runs this file and puts the figure in `npm run bench`.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { composeAnswer } from "../ai/engines/builtin.ts";
import { createBuiltinEngine } from "../ai/engines/index.ts";
import { getDb } from "../db/client.ts";
import { createFamilyWithChild } from "../test/processing.ts";
import { groundQuestion } from "../conversations/grounding.ts";
import { brooks, hale } from "./fixtures/index.ts";
import { storeReadyDocument } from "./fixtures/store.ts";

describe("answer time", () => {
  it("answers for a child with 10 documents within the goal, measured in workerd", async () => {
    const db = getDb(env);
    const engine = createBuiltinEngine();
    const scope = await createFamilyWithChild("Lena");
    const docs = [...brooks.documents, ...hale.documents];
    expect(docs).toHaveLength(10);
    for (const doc of docs) await storeReadyDocument(db, scope, doc);
    // The processing queue stores each document's facts; the first grounding does it here.
    await groundQuestion(db, env, engine, scope, "services");
    const questions = [...brooks.questions, ...hale.questions].map((q) => q.q);
    const times: number[] = [];
    for (const q of questions) {
      const t0 = performance.now();
      const { request } = await groundQuestion(db, env, engine, scope, q);
      const result = composeAnswer(request);
      times.push(performance.now() - t0);
      expect(result.text.length).toBeGreaterThan(0);
    }
    times.sort((a, b) => a - b);
    const p50 = times[Math.floor(times.length / 2)] ?? 0;
    console.info(`ANSWER_TIME ${JSON.stringify({ documents: docs.length, questions: questions.length, p50, p90: times[Math.floor(times.length * 0.9)] })}`);
    // A guard against a pathological slowdown on a busy machine; the goal (50 ms) is reported by the bench.
    expect(p50).toBeLessThan(250);
  }, 120_000);
});

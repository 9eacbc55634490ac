// The chat evaluation inside workerd (part of npm run eval:chat): every family's documents go into D1
// with their passages (the FTS5 index follows by trigger), and every question takes the chat's own path:
// groundQuestion (the record from stored facts + FTS5 retrieval, scoped to the family and child), the
// built-in engine, then groundCitations. Scored like scripts/eval-chat.ts; the goal is ≥ 90% per set.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createBuiltinEngine } from "../ai/engines/index.ts";
import { composeAnswer } from "../ai/engines/builtin.ts";
import { getDb } from "../db/client";
import { createFamilyWithChild } from "../test/processing";
import { groundCitations, groundQuestion } from "../conversations/grounding";
import { scoreAnswer } from "./evaluate.ts";
import { FAMILIES, type Family } from "./fixtures/index.ts";
import { storeReadyDocument } from "./fixtures/store.ts";

async function upload(family: Family): Promise<{ familyId: string; childId: string }> {
  const owner = await createFamilyWithChild(family.child);
  for (const doc of family.documents) await storeReadyDocument(getDb(env), owner, doc);
  return owner;
}

describe("chat evaluation in workerd (D1, FTS5, the chat's grounding)", () => {
  it("answers ≥ 90% of every family's questions in the opening, citing only what exists", async () => {
    const db = getDb(env);
    const engine = createBuiltinEngine();
    const lines: string[] = [];
    const failures: string[] = [];
    let dropped = 0;
    let uncited = 0;
    const times: number[] = [];
    for (const family of FAMILIES) {
      const scope = await upload(family);
      // Facts are stored on first use, as the processing queue would have stored them.
      await groundQuestion(db, env, engine, scope, "services");
      let right = 0;
      for (const item of family.questions) {
        const t0 = performance.now();
        const { request } = await groundQuestion(db, env, engine, scope, item.q);
        const result = composeAnswer(request);
        times.push(performance.now() - t0);
        const stored = groundCitations(result.citations, request.passages, request.record?.facts);
        dropped += new Set(result.citations.map((c) => c.passageId)).size - stored.length;
        if (stored.length === 0) uncited++;
        const score = scoreAnswer(result.text, item.facts, item.kind);
        if (score.ok) right++;
        else failures.push(`${family.name}: ${item.q} — missing ${score.missing.join(", ")}\n  ${result.text.split("\n")[0]}`);
      }
      lines.push(`${family.blind ? "BLIND " : ""}${family.name}: ${right}/${family.questions.length}`);
      expect.soft(right / family.questions.length, `${family.name}`).toBeGreaterThanOrEqual(0.9);
    }
    times.sort((a, b) => a - b);
    console.info(
      [
        "chat evaluation in workerd:",
        ...lines,
        `citations dropped as pointing at nothing: ${dropped}; answers without a citation: ${uncited}`,
        `ground + answer p50 ${times[Math.floor(times.length / 2)]?.toFixed(1)} ms`,
        ...failures,
      ].join("\n"),
    );
    expect(dropped).toBe(0);
  }, 120_000);
});

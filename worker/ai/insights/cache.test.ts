// The insights' cache policy on its own (ADR 0030): which stored row may be served, what is computed,
// and what a new row keeps. The API tests (worker/api/ai.test.ts) check the same rules end to end.
import { describe, expect, it } from "vitest";
import { analyzeDocument, ANALYZER_VERSION } from "../analyzer/index.ts";
import { createBuiltinEngine, createEngine } from "../engines/index.ts";
import { INSIGHT_PARTS, missingParts, nextRow, partsToCompute, usableRow } from "./cache.ts";
import type { StoredRow } from "./store.ts";

const builtin = createBuiltinEngine();
const llm = await createEngine({ AI_ENGINE: "openai-compatible", LLM_BASE_URL: "http://127.0.0.1:9/v1", LLM_MODEL: "model-a" });
const facts = analyzeDocument(["Individualized Education Program\nStudent: Ava"], { title: "IEP" });

function stored(over: Partial<StoredRow> = {}): StoredRow {
  return { documentId: "d1", engine: llm.info.id, model: llm.info.cacheKey, facts, summary: "S", goals: null, questions: ["Q?"], createdAt: new Date(0), ...over };
}

describe("insights cache policy", () => {
  it("serves a row only for the same model and analyzer version, never on a regeneration", () => {
    expect(llm.info.id).toBe("openai-compatible");
    expect(usableRow(stored(), llm)).toBeDefined();
    expect(usableRow(stored(), llm, true)).toBeUndefined();
    expect(usableRow(stored({ model: "another-model" }), llm)).toBeUndefined();
    expect(usableRow(stored({ facts: { ...facts, version: ANALYZER_VERSION + 1 } }), llm)).toBeUndefined();
    expect(usableRow(undefined, llm)).toBeUndefined();
  });

  it("asks an LLM only for the missing parts, the built-in engine for the whole row", () => {
    const row = usableRow(stored(), llm);
    expect(missingParts(row, INSIGHT_PARTS)).toEqual(["goals"]);
    expect(missingParts(row, ["summary"])).toEqual([]);
    expect(missingParts(undefined, ["summary", "questions"])).toEqual(["summary", "questions"]);
    expect(partsToCompute(llm, ["goals"])).toEqual(["goals"]);
    expect(partsToCompute(builtin, ["goals"])).toEqual(INSIGHT_PARTS);
  });

  it("keeps the stored parts it did not compute, and nothing without a usable row", () => {
    const kept = nextRow("d1", llm, facts, { goals: [] }, usableRow(stored(), llm));
    expect({ summary: kept.summary, goals: kept.goals, questions: kept.questions, model: kept.model }).toEqual({
      summary: "S",
      goals: [],
      questions: ["Q?"],
      model: llm.info.cacheKey,
    });
    const fresh = nextRow("d1", llm, facts, { summary: "New" }, undefined);
    expect({ summary: fresh.summary, goals: fresh.goals, questions: fresh.questions }).toEqual({ summary: "New", goals: null, questions: null });
  });
});

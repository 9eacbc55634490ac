// The insights' cache policy (ADR 0030): a stored row is served only while the configured engine's model
// (or the analyzer's version) would produce it; an LLM engine computes only the parts the row lacks, the
// built-in engine always the whole row; a regeneration replaces what it computes and keeps nothing else.
import { ANALYZER_VERSION, type DocumentFacts } from "../analyzer/index.ts";
import type { AiEngine, GoalInsight } from "../engines/index.ts";
import type { StoredRow } from "./store.ts";

export type InsightPart = "summary" | "goals" | "questions";
export const INSIGHT_PARTS: readonly InsightPart[] = ["summary", "goals", "questions"];

/** A stored row this engine may serve: same model (or analyzer version), facts of this analyzer. */
export type UsableRow = StoredRow & { facts: DocumentFacts };

/** The parts computed this time (an engine failure leaves its part out). */
export type ComputedParts = Partial<{ summary: string; goals: GoalInsight[]; questions: string[] }>;

function isDocumentFacts(value: unknown): value is DocumentFacts {
  return typeof value === "object" && value !== null && (value as { version?: unknown }).version === ANALYZER_VERSION;
}

/** The stored row when it can be served (never on a regeneration), else undefined. */
export function usableRow(stored: StoredRow | undefined, engine: AiEngine, regenerate = false): UsableRow | undefined {
  if (regenerate || !stored || stored.model !== engine.info.cacheKey || !isDocumentFacts(stored.facts)) return undefined;
  return stored as UsableRow;
}

/** The wanted parts the usable row (if any) does not hold. */
export function missingParts(row: UsableRow | undefined, wanted: readonly InsightPart[]): InsightPart[] {
  return wanted.filter((part) => !row || row[part] === null || row[part] === undefined);
}

/** What to ask the engine for: the built-in engine is cheap and deterministic, so it fills the whole row. */
export function partsToCompute(engine: AiEngine, missing: readonly InsightPart[]): readonly InsightPart[] {
  return engine.info.id === "builtin" ? INSIGHT_PARTS : missing;
}

/** The row to store: parts computed now replace the stored ones; the others are kept from a usable row. */
export function nextRow(documentId: string, engine: AiEngine, facts: DocumentFacts, computed: ComputedParts, row: UsableRow | undefined): UsableRow {
  return {
    documentId,
    engine: engine.info.id,
    model: engine.info.cacheKey,
    facts,
    summary: computed.summary ?? row?.summary ?? null,
    goals: computed.goals ?? row?.goals ?? null,
    questions: computed.questions ?? row?.questions ?? null,
    createdAt: new Date(),
  };
}

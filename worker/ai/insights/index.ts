// Document insights (requirements §14.2): summary, goals and suggested questions, plus the analyzer's facts
// (services, accommodations, key dates, flags), computed once per (document, engine) and stored in
// document_insights (docs/decisions/0030-ai-engines-and-insights-cache.md). The text is the document's
// passages (document_chunks, written by the processing queue) joined per page, so insights never re-read
// the file. This module calls the engines; store.ts reads and writes D1, cache.ts decides what a stored
// row may serve. Like the rest of the domain it answers null for a document or child that is not the
// family's and a refusal ({ ok: false, reason }) for a state it cannot answer in; /api maps both to its
// statuses (worker/api/ai.ts).
import { analyzeDocument, type DocumentFacts } from "../analyzer/index.ts";
import { AiEngineError, createEngine, type AiEngine, type AiEnv, type DocumentInput, type EngineOverrides, type GoalInsight } from "../engines/index.ts";
import { AI_STATUS, type EngineId } from "../../../common/messages/ai.ts";
import type { Db } from "../../db/client.ts";
import { pagesOf } from "../../documents/chunks.ts";
import { INSIGHT_PARTS, missingParts, nextRow, partsToCompute, usableRow, type ComputedParts, type InsightPart, type UsableRow } from "./cache.ts";
import { childDocuments, findChild, findDocumentWithInsights, loadPassages, saveInsights, type DocumentRow } from "./store.ts";

export { INSIGHT_PARTS, type InsightPart } from "./cache.ts";
export { findChild, findDocument } from "./store.ts";

export const DOCUMENT_NOT_FOUND = "Document not found";
export const CHILD_NOT_FOUND = "Child not found";

export interface Insights {
  documentId: string;
  engine: EngineId;
  engineLabel: string;
  model?: string;
  /** When the stored insights were computed (ISO). */
  generatedAt: string;
  facts: DocumentFacts;
  /** null when the engine failed for that part (see `errors`); never an invented value. */
  summary: string | null;
  goals: GoalInsight[] | null;
  questions: string[] | null;
  /** The message of each part that failed this time. */
  errors: Partial<Record<InsightPart, string>>;
}

export type InsightsOptions = {
  /** Ignore the stored insights and compute them again. */
  regenerate?: boolean;
  /** The parts the caller needs (default all). An LLM engine computes only the missing ones. */
  parts?: readonly InsightPart[];
  /** Use this engine instead of the configured one (tests). */
  engine?: AiEngine;
  engineOverrides?: EngineOverrides;
};

/**
 * Why insights cannot be given now, with the message the parent reads: the text is still being
 * extracted, there is none (the processing's reason), the child has no documents, or the engine failed.
 */
export type InsightsRefusal = { ok: false; reason: "processing" | "no-text" | "no-documents" | "engine-failed"; message: string };

export type InsightsResult = { ok: true; insights: Insights } | InsightsRefusal;

/** A status answer, not a failure: the document has no text to read yet, or none at all. */
function unreadable(doc: Pick<DocumentRow, "status" | "statusReason">): InsightsRefusal | null {
  if (doc.status === "processing") return { ok: false, reason: "processing", message: AI_STATUS.processing };
  if (doc.status !== "ready") return { ok: false, reason: "no-text", message: doc.statusReason || AI_STATUS.noText };
  return null;
}

function toInsights(documentId: string, engine: AiEngine, row: UsableRow, errors: Insights["errors"]): Insights {
  const insights: Insights = {
    documentId,
    engine: engine.info.id,
    engineLabel: engine.info.label,
    generatedAt: row.createdAt.toISOString(),
    facts: row.facts,
    summary: row.summary ?? null,
    goals: Array.isArray(row.goals) ? (row.goals as GoalInsight[]) : null,
    questions: Array.isArray(row.questions) ? (row.questions as string[]) : null,
    errors,
  };
  if (engine.info.model) insights.model = engine.info.model;
  return insights;
}

/** Asks the engine for each part; a part it fails is left out and its message is in `errors`. */
async function compute(engine: AiEngine, input: DocumentInput, parts: readonly InsightPart[]): Promise<{ computed: ComputedParts; errors: Insights["errors"] }> {
  const settled = await Promise.allSettled(
    parts.map(async (part): Promise<ComputedParts> => {
      if (part === "summary") return { summary: await engine.summarize(input) };
      if (part === "goals") return { goals: await engine.analyzeGoals(input) };
      return { questions: await engine.suggestQuestions(input) };
    }),
  );
  const computed: ComputedParts = {};
  const errors: Insights["errors"] = {};
  settled.forEach((result, i) => {
    if (result.status === "fulfilled") return void Object.assign(computed, result.value);
    const err: unknown = result.reason;
    if (!(err instanceof AiEngineError)) throw err; // a bug, not an engine failure
    errors[parts[i] as InsightPart] = err.message;
  });
  return { computed, errors };
}

/**
 * The insights of one of the family's documents: null when it is not the family's, a refusal while it
 * is processing or when it has no readable text. An engine failure is not a refusal: the part is null,
 * its message is in `errors`, and it is computed again on the next request.
 */
export async function getInsights(db: Db, env: AiEnv, familyId: string, documentId: string, options: InsightsOptions = {}): Promise<InsightsResult | null> {
  const engine = options.engine ?? (await createEngine(env, options.engineOverrides));
  const hit = await findDocumentWithInsights(db, familyId, documentId, engine.info.id);
  if (!hit) return null;
  const { doc } = hit;
  const refusal = unreadable(doc);
  if (refusal) return refusal;
  const row = usableRow(hit.stored, engine, options.regenerate);
  const missing = missingParts(row, options.parts ?? INSIGHT_PARTS);
  if (row && missing.length === 0) return { ok: true, insights: toInsights(doc.id, engine, row, {}) };

  const passages = await loadPassages(db, familyId, doc);
  const facts = row?.facts ?? analyzeDocument(pagesOf(passages), { title: doc.title });
  const input: DocumentInput = { documentId: doc.id, title: doc.title, documentType: doc.documentType, facts, passages };
  const { computed, errors } = await compute(engine, input, partsToCompute(engine, missing));
  const next = nextRow(doc.id, engine, facts, computed, row);
  await saveInsights(db, next);
  return { ok: true, insights: toInsights(doc.id, engine, next, errors) };
}

// ---------- one summary across a child's documents ----------

export type ChildSummary = { answer: string; engine: EngineId; engineLabel: string; model?: string; documentCount: number };

/** One summary across the child's ready documents: null when the child is not the family's. */
export async function summarizeChild(
  db: Db,
  env: AiEnv,
  familyId: string,
  childId: string,
  options: Pick<InsightsOptions, "engine" | "engineOverrides"> = {},
): Promise<{ ok: true; summary: ChildSummary } | InsightsRefusal | null> {
  const child = await findChild(db, familyId, childId);
  if (!child) return null;
  const docs = await childDocuments(db, familyId, child.id);
  if (docs.length === 0) return { ok: false, reason: "no-documents", message: AI_STATUS.noDocuments };
  const ready = docs.filter((d) => d.status === "ready");
  if (ready.length === 0) {
    return docs.some((d) => d.status === "processing")
      ? { ok: false, reason: "processing", message: AI_STATUS.childProcessing }
      : { ok: false, reason: "no-text", message: AI_STATUS.childNoText };
  }
  const engine = options.engine ?? (await createEngine(env, options.engineOverrides));
  // Facts only: the per-document insights cache them, and no model call is made for them.
  const withFacts: { doc: DocumentRow; facts: DocumentFacts }[] = [];
  for (const got of await Promise.all(ready.map(async (doc) => ({ doc, result: await getInsights(db, env, familyId, doc.id, { engine, parts: [] }) })))) {
    // A document deleted or reprocessed since the list was read is left out of this summary.
    if (got.result?.ok) withFacts.push({ doc: got.doc, facts: got.result.insights.facts });
  }
  let answer: string;
  try {
    answer = await engine.summarizeChild({
      childName: child.name,
      documents: withFacts.map(({ doc, facts }) => ({ documentId: doc.id, title: doc.title, documentType: doc.documentType, schoolYear: doc.schoolYear, facts })),
      skipped: docs
        .filter((d) => d.status !== "ready")
        .map((d) => ({ title: d.title, reason: d.status === "processing" ? "still being processed" : d.statusReason || AI_STATUS.noText })),
    });
  } catch (err) {
    if (err instanceof AiEngineError) return { ok: false, reason: "engine-failed", message: err.message };
    throw err;
  }
  const summary: ChildSummary = { answer, engine: engine.info.id, engineLabel: engine.info.label, documentCount: ready.length };
  if (engine.info.model) summary.model = engine.info.model;
  return { ok: true, summary };
}

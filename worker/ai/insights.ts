// Document insights (requirements §14.2): summary, goals and suggested questions, plus the analyzer's facts
// (services, accommodations, key dates, flags), computed once per (document, engine) and stored in
// document_insights. A stored row is served while it was produced by the configured engine's model (or
// analyzer version); a POST regenerates it, and a configuration change computes it again
// (docs/decisions/0030-ai-engines-and-insights-cache.md). The text is the document's passages
// (document_chunks, written by the processing queue) joined per page, so insights never re-read the file.
import { and, asc, desc, eq } from "drizzle-orm";
import { analyzeDocument, ANALYZER_VERSION, type DocumentFacts } from "./analyzer/index.ts";
import { AiEngineError, createEngine, type AiEngine, type AiEnv, type DocumentInput, type EngineOverrides, type GoalInsight, type Passage } from "./engines/index.ts";
import { AI_STATUS, type EngineId } from "../../common/messages/ai.ts";
import type { Db } from "../db/client.ts";
import { children, documentChunks, documentInsights, documents } from "../db/schema.ts";
import { ApiError, notFound } from "../http/errors.ts";

export type InsightPart = "summary" | "goals" | "questions";
export const INSIGHT_PARTS: readonly InsightPart[] = ["summary", "goals", "questions"];

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
  /** The spec's message for each part that failed this time. */
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

type DocumentRow = {
  id: string;
  childId: string;
  title: string;
  documentType: string;
  schoolYear: string | null;
  status: "processing" | "ready" | "failed" | "needs_ocr";
  statusReason: string | null;
};

const documentColumns = {
  id: documents.id,
  childId: documents.childId,
  title: documents.title,
  documentType: documents.documentType,
  schoolYear: documents.schoolYear,
  status: documents.status,
  statusReason: documents.statusReason,
};

/** The caller's document, or 404 exactly like a missing one when it belongs to another family. */
export async function findDocument(db: Db, familyId: string, documentId: string): Promise<DocumentRow> {
  const [row] = await db
    .select(documentColumns)
    .from(documents)
    .where(and(eq(documents.familyId, familyId), eq(documents.id, documentId)))
    .limit(1);
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  return row;
}

/** A status answer, not a failure: the document has no text to read yet, or none at all. */
export function assertReadable(doc: Pick<DocumentRow, "status" | "statusReason">): void {
  if (doc.status === "processing") {
    // 409: the document's state conflicts with the request for now; Retry-After says when to ask again.
    throw new ApiError(409, "DOCUMENT_PROCESSING", AI_STATUS.processing, {}, { "Retry-After": "5" });
  }
  if (doc.status !== "ready") {
    // 422: the request is fine, the document cannot be analyzed; the processing's reason says why.
    throw new ApiError(422, "NO_TEXT", doc.statusReason || AI_STATUS.noText);
  }
}

/** The document's passages in reading order, numbered P1, P2, … for citations. */
export async function loadPassages(db: Db, familyId: string, doc: Pick<DocumentRow, "id" | "title">): Promise<Passage[]> {
  const rows = await db
    .select({ page: documentChunks.page, text: documentChunks.text })
    .from(documentChunks)
    .where(and(eq(documentChunks.documentId, doc.id), eq(documentChunks.familyId, familyId)))
    .orderBy(asc(documentChunks.page), asc(documentChunks.ordinal));
  return rows.map((r, i) => ({ id: `P${i + 1}`, documentId: doc.id, documentTitle: doc.title, page: r.page, text: r.text }));
}

/**
 * Page texts (index 0 = page 1) rebuilt from passages. Passages of a page are joined with a line break:
 * the chunker cuts at paragraph or line boundaries and the analyzer reads line structure, so a
 * paragraph break lost here costs nothing (checked over the analyzer's fixtures and the shared samples).
 */
export function pagesOf(passages: Passage[]): string[] {
  const pages: string[] = [];
  for (const p of passages) {
    const i = p.page - 1;
    pages[i] = pages[i] === undefined ? p.text : `${pages[i]}\n${p.text}`;
  }
  return Array.from({ length: pages.length }, (_, i) => pages[i] ?? "");
}

type StoredRow = typeof documentInsights.$inferSelect;

function isDocumentFacts(value: unknown): value is DocumentFacts {
  return typeof value === "object" && value !== null && (value as { version?: unknown }).version === ANALYZER_VERSION;
}

/** A stored row is served only while the same model (or analyzer version) would produce it. */
function usable(row: StoredRow | undefined, engine: AiEngine): row is StoredRow & { facts: DocumentFacts } {
  return Boolean(row && row.model === engine.info.cacheKey && isDocumentFacts(row.facts));
}

function has(row: StoredRow, part: InsightPart): boolean {
  const value = part === "summary" ? row.summary : row[part];
  return value !== null && value !== undefined;
}

function toInsights(documentId: string, engine: AiEngine, row: StoredRow & { facts: DocumentFacts }, errors: Insights["errors"]): Insights {
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

export type ChildDocumentFacts = { documentId: string; title: string; documentType: string; facts: DocumentFacts };

/**
 * The facts of every ready document of the child, newest first, in one D1 read when they are stored
 * (the usual case: processing stores them). A document without usable stored facts goes through
 * getInsights, which computes and stores them; one whose facts cannot be read right now (a race with
 * reprocessing) is left out rather than failing the caller.
 */
export async function childDocumentFacts(db: Db, env: AiEnv, engine: AiEngine, familyId: string, childId: string): Promise<ChildDocumentFacts[]> {
  const rows = await db
    .select({ id: documents.id, title: documents.title, documentType: documents.documentType, stored: documentInsights })
    .from(documents)
    .leftJoin(documentInsights, and(eq(documentInsights.documentId, documents.id), eq(documentInsights.engine, engine.info.id)))
    .where(and(eq(documents.familyId, familyId), eq(documents.childId, childId), eq(documents.status, "ready")))
    .orderBy(desc(documents.uploadedAt));
  const out = await Promise.all(
    rows.map(async ({ id, title, documentType, stored }): Promise<ChildDocumentFacts | null> => {
      const row = stored ?? undefined;
      if (usable(row, engine)) return { documentId: id, title, documentType, facts: row.facts };
      try {
        return { documentId: id, title, documentType, facts: (await getInsights(db, env, familyId, id, { engine, parts: [] })).facts };
      } catch {
        return null;
      }
    }),
  );
  return out.filter((d): d is ChildDocumentFacts => d !== null);
}

/**
 * The insights of one of the family's documents. Throws ApiError 404 (not the family's), 409
 * (still processing) or 422 (no readable text, with the reason). An engine failure does not throw: the
 * part is null, its message is in `errors`, and it is computed again on the next request.
 */
export async function getInsights(db: Db, env: AiEnv, familyId: string, documentId: string, options: InsightsOptions = {}): Promise<Insights> {
  const engine = options.engine ?? (await createEngine(env, options.engineOverrides));
  const wanted = options.parts ?? INSIGHT_PARTS;
  // The document and its stored insights for this engine in one query: a cached answer costs one D1 read.
  const [hit] = await db
    .select({ doc: documentColumns, stored: documentInsights })
    .from(documents)
    .leftJoin(documentInsights, and(eq(documentInsights.documentId, documents.id), eq(documentInsights.engine, engine.info.id)))
    .where(and(eq(documents.familyId, familyId), eq(documents.id, documentId)))
    .limit(1);
  if (!hit) throw notFound(DOCUMENT_NOT_FOUND);
  const doc = hit.doc;
  assertReadable(doc);
  const stored = options.regenerate ? undefined : (hit.stored ?? undefined);
  const row = usable(stored, engine) ? stored : undefined;
  const missing = wanted.filter((part) => !row || !has(row, part));
  if (row && missing.length === 0) return toInsights(doc.id, engine, row, {});

  const passages = await loadPassages(db, familyId, doc);
  const facts = row?.facts ?? analyzeDocument(pagesOf(passages), { title: doc.title });
  const input: DocumentInput = { documentId: doc.id, title: doc.title, documentType: doc.documentType, facts, passages };
  // The built-in engine is cheap and deterministic: it always fills the whole row at once.
  const compute = engine.info.id === "builtin" ? INSIGHT_PARTS : missing;
  const settled = await Promise.allSettled(
    compute.map(async (part): Promise<[InsightPart, string | GoalInsight[] | string[]]> => {
      if (part === "summary") return [part, await engine.summarize(input)];
      if (part === "goals") return [part, await engine.analyzeGoals(input)];
      return [part, await engine.suggestQuestions(input)];
    }),
  );
  const errors: Insights["errors"] = {};
  const values: Partial<{ summary: string; goals: GoalInsight[]; questions: string[] }> = {};
  settled.forEach((result, i) => {
    const part = compute[i] as InsightPart;
    if (result.status === "fulfilled") {
      const [, value] = result.value;
      if (part === "summary") values.summary = value as string;
      else if (part === "goals") values.goals = value as GoalInsight[];
      else values.questions = value as string[];
    } else {
      const err: unknown = result.reason;
      if (!(err instanceof AiEngineError)) throw err; // a bug, not an engine failure
      errors[part] = err.message;
    }
  });

  const next = {
    documentId: doc.id,
    engine: engine.info.id,
    model: engine.info.cacheKey,
    facts,
    // Parts computed now replace the stored ones; the others are kept when the row is still usable.
    summary: values.summary ?? (row && !options.regenerate ? row.summary : null),
    goals: values.goals ?? (row && !options.regenerate ? row.goals : null),
    questions: values.questions ?? (row && !options.regenerate ? row.questions : null),
    createdAt: new Date(),
  };
  await db
    .insert(documentInsights)
    .values(next)
    .onConflictDoUpdate({
      target: [documentInsights.documentId, documentInsights.engine],
      set: { model: next.model, facts: next.facts, summary: next.summary, goals: next.goals, questions: next.questions, createdAt: next.createdAt },
    });
  return toInsights(doc.id, engine, { ...next, facts }, errors);
}

/** Throws the spec's message for a part the engine could not produce (502: the model failed us). */
export function requirePart<P extends InsightPart>(insights: Insights, part: P): NonNullable<Insights[P]> {
  const value = insights[part];
  if (value === null || value === undefined) {
    throw new ApiError(502, "AI_FAILED", insights.errors[part] ?? "The AI engine did not answer. Please try again.");
  }
  return value as NonNullable<Insights[P]>;
}

// ---------- one summary across a child's documents ----------

export async function findChild(db: Db, familyId: string, childId: string): Promise<{ id: string; name: string }> {
  const [child] = await db
    .select({ id: children.id, name: children.name })
    .from(children)
    .where(and(eq(children.familyId, familyId), eq(children.id, childId)))
    .limit(1);
  if (!child) throw notFound(CHILD_NOT_FOUND);
  return child;
}

export async function summarizeChild(
  db: Db,
  env: AiEnv,
  familyId: string,
  childId: string,
  options: Pick<InsightsOptions, "engine" | "engineOverrides"> = {},
): Promise<{ answer: string; engine: EngineId; engineLabel: string; model?: string; documentCount: number }> {
  const child = await findChild(db, familyId, childId);
  const docs = await db
    .select(documentColumns)
    .from(documents)
    .where(and(eq(documents.familyId, familyId), eq(documents.childId, child.id)))
    .orderBy(desc(documents.uploadedAt), desc(documents.id));
  if (docs.length === 0) throw new ApiError(422, "NO_DOCUMENTS", AI_STATUS.noDocuments);
  const ready = docs.filter((d) => d.status === "ready");
  if (ready.length === 0) {
    if (docs.some((d) => d.status === "processing")) {
      throw new ApiError(409, "DOCUMENT_PROCESSING", AI_STATUS.childProcessing, {}, { "Retry-After": "5" });
    }
    throw new ApiError(422, "NO_TEXT", AI_STATUS.childNoText);
  }
  const engine = options.engine ?? (await createEngine(env, options.engineOverrides));
  // Facts only: the per-document insights cache them, and no model call is made for them.
  const withFacts = await Promise.all(
    ready.map(async (d) => ({ doc: d, insights: await getInsights(db, env, familyId, d.id, { engine, parts: [] }) })),
  );
  const answer = await engine
    .summarizeChild({
    childName: child.name,
    documents: withFacts.map(({ doc, insights }) => ({
      documentId: doc.id,
      title: doc.title,
      documentType: doc.documentType,
      schoolYear: doc.schoolYear,
      facts: insights.facts,
    })),
    skipped: docs
      .filter((d) => d.status !== "ready")
      .map((d) => ({ title: d.title, reason: d.status === "processing" ? "still being processed" : d.statusReason || AI_STATUS.noText })),
    })
    .catch((err: unknown) => {
      throw err instanceof AiEngineError ? new ApiError(502, "AI_FAILED", err.message) : err;
    });
  const out: { answer: string; engine: EngineId; engineLabel: string; model?: string; documentCount: number } = {
    answer,
    engine: engine.info.id,
    engineLabel: engine.info.label,
    documentCount: ready.length,
  };
  if (engine.info.model) out.model = engine.info.model;
  return out;
}

// ---------- what the AI Insights tab receives ----------

/** Everything the AI Insights tab shows, in one answer (GET /api/ai/insights/:documentId). */
export type InsightsDto = {
  documentId: string;
  engine: EngineId;
  engineLabel: string;
  model?: string;
  generatedAt: string;
  summary: string | null;
  goals: GoalInsight[] | null;
  questions: string[] | null;
  errors: Insights["errors"];
  /** The analyzer's reading of the document, whatever the engine: each item has its page and quote. */
  documentType: DocumentFacts["documentType"];
  dates: DocumentFacts["dates"];
  services: DocumentFacts["services"];
  accommodations: DocumentFacts["accommodations"];
  eligibility: DocumentFacts["eligibility"];
  flags: DocumentFacts["flags"];
  lrePercent?: DocumentFacts["lrePercent"];
  extendedSchoolYear?: DocumentFacts["extendedSchoolYear"];
};

export function toInsightsDto(insights: Insights): InsightsDto {
  const f = insights.facts;
  const dto: InsightsDto = {
    documentId: insights.documentId,
    engine: insights.engine,
    engineLabel: insights.engineLabel,
    generatedAt: insights.generatedAt,
    summary: insights.summary,
    goals: insights.goals,
    questions: insights.questions,
    errors: insights.errors,
    documentType: f.documentType,
    dates: f.dates,
    services: f.services,
    accommodations: f.accommodations,
    eligibility: f.eligibility,
    flags: f.flags,
  };
  if (insights.model) dto.model = insights.model;
  if (f.lrePercent) dto.lrePercent = f.lrePercent;
  if (f.extendedSchoolYear) dto.extendedSchoolYear = f.extendedSchoolYear;
  return dto;
}

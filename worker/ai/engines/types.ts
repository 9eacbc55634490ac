// The one AI interface (requirements §14): three engines — the built-in analyzer, Workers AI and any
// OpenAI-compatible endpoint — behind the same methods. Document insights (requirements §14.2) and the chat's
// streaming answer (the conversation issue) both go through it, so a configuration change swaps the
// engine everywhere at once.
import type { DocumentFacts } from "../analyzer/index.ts";
import type { AiTask, EngineId } from "../../../common/messages/ai.ts";
import type { ChildRecord } from "../../record/record.ts";

export type { EngineId } from "../../../common/messages/ai.ts";

/** Time limit of one model call unless LLM_TIMEOUT_MS says otherwise. */
export const DEFAULT_TIMEOUT_MS = 60_000;

export interface EngineInfo {
  id: EngineId;
  /** The sentence the UI shows under the insights. */
  label: string;
  /** The LLM's model name; absent for the built-in analyzer. */
  model?: string;
  /**
   * Stored with cached insights (document_insights.model) and compared on every read: the model name
   * for LLM engines, the analyzer's version for the built-in one. A different value means "the engine
   * changed" and the insights are computed again.
   */
  cacheKey: string;
}

/**
 * A piece of a document's text the engine may read and cite. `id` is local to one request ("P1",
 * "P2", …): short, and impossible to guess for anything that was not retrieved for this request.
 */
export interface Passage {
  id: string;
  documentId: string;
  documentTitle?: string;
  /** 1-based page. */
  page: number;
  text: string;
}

export interface Citation {
  passageId: string;
  documentId: string;
  page: number;
  /** The start of the passage, for a hover or a search in the page. */
  quote: string;
}

/** A goal as the AI Insights tab and GET /api/ai/goals show it (requirements §3 fields, then richer ones). */
export interface GoalInsight {
  area: string;
  description: string;
  measurableOutcomes?: string;
  number?: string;
  /** True when the document does not name the area and it was classified from the goal's words. */
  areaInferred?: boolean;
  /** Set when the goal was read from a sentence's shape rather than found under its own label or column. */
  confidence?: "medium" | "low";
  baseline?: string;
  criterion?: string;
  measurement?: string;
  targetDate?: string;
  objectives: string[];
  /** Progress reports: the status recorded for this goal. */
  progress?: string;
  page?: number;
  quote?: string;
}

/** One processed document, as every insights method receives it. */
export interface DocumentInput {
  documentId: string;
  title: string;
  /** The type the parent filed it under (the analyzer's own classification is in `facts`). */
  documentType: string;
  /** The built-in analyzer's facts: the LLM engines' context, the built-in engine's answer. */
  facts: DocumentFacts;
  /** Every passage of the document in reading order; LLM engines pick the relevant ones. */
  passages: Passage[];
}

export interface ChildSummaryInput {
  childName: string;
  /** Ready documents, newest first. */
  documents: (Omit<DocumentInput, "passages"> & { schoolYear: string | null })[];
  /** Documents left out of the summary and why (still processing, no readable text). */
  skipped: { title: string; reason: string }[];
}

export interface AnswerRequest {
  question: string;
  /** Retrieved passages (already scoped to the caller's family and child): the only citable sources. */
  passages: Passage[];
  /** The facts of the documents in scope. */
  documents: { documentId: string; title: string; documentType: string; facts: DocumentFacts }[];
  childName?: string;
  /**
   * The child's record (worker/record): typed facts with ids ("F3") an answer may cite like passages.
   * Absent, the built-in engine builds one from `documents`.
   */
  record?: ChildRecord;
  /** Earlier turns of the conversation, oldest first. */
  history?: { role: "user" | "assistant"; content: string }[];
  signal?: AbortSignal;
}

export interface AnswerResult {
  text: string;
  /** The passages the answer cites; markers naming anything else were dropped from the text. */
  citations: Citation[];
}

export interface AnswerStream {
  /** The answer in pieces, citation markers ("[P2]") included. Throws AiEngineError("answer") on failure. */
  textStream: AsyncIterable<string>;
  /** Settles once the stream has been read to the end, or earlier (rejects like the stream). */
  result: Promise<AnswerResult>;
}

export interface AiEngine {
  readonly info: EngineInfo;
  /** The document summary as markdown. */
  summarize(input: DocumentInput, signal?: AbortSignal): Promise<string>;
  analyzeGoals(input: DocumentInput, signal?: AbortSignal): Promise<GoalInsight[]>;
  suggestQuestions(input: DocumentInput, signal?: AbortSignal): Promise<string[]>;
  /** One summary across a child's documents, as markdown. */
  summarizeChild(input: ChildSummaryInput, signal?: AbortSignal): Promise<string>;
  streamAnswer(request: AnswerRequest): AnswerStream;
}

/**
 * An engine failure a parent sees as the spec's message for the task; the cause stays in the log.
 * Thrown for provider errors, timeouts and output that fails validation alike.
 */
export class AiEngineError extends Error {
  constructor(
    readonly task: AiTask,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "AiEngineError";
  }
}


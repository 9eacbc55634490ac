// Everything the AI layer says to a parent, in one place: the spec's AI helper errors (§8), the status
// answers for documents without usable text, and the line that says which engine answered. Plain
// constants (no imports) so the client bundle can import them too.

/** Spec §8, "AI helper errors", quoted exactly. */
export const AI_ERRORS = {
  summary: "Failed to get document summary. Please try again.",
  goals: "Failed to analyze IEP goals. Please try again.",
  questions: "Failed to get suggested questions. Please try again.",
  /** Spec §8's default streaming error text (the chat issue shows it in its 'Streaming Error' toast). */
  answer: "An error occurred during streaming",
} as const;

export type AiTask = keyof typeof AI_ERRORS;

export const AI_STATUS = {
  processing: "This document is still being processed. Its insights will be ready in a moment.",
  /** Used when a document is unreadable but the processing left no reason. */
  noText: "No text could be read from this document, so there is nothing to analyze.",
  noDocuments: "There are no documents for this child yet. Upload a document to get a summary.",
  childProcessing: "This child's documents are still being processed. The summary will be ready in a moment.",
  childNoText: "None of this child's documents has text that can be read, so there is nothing to summarize.",
  childMismatch: "This document belongs to another child.",
} as const;

export type EngineId = "builtin" | "workers-ai" | "openai-compatible";

export const ENGINE_IDS: readonly EngineId[] = ["builtin", "workers-ai", "openai-compatible"];

/** The line under the insights that says who answered (requirements §14.2: the built-in one reads without a model). */
export function engineLabel(id: EngineId, model?: string): string {
  switch (id) {
    case "builtin":
      return "Read from your documents by IEP Binder's built-in analyzer (no AI model)";
    case "workers-ai":
      return `Written by an AI model (${model ?? "Workers AI"} on Cloudflare Workers AI)`;
    case "openai-compatible":
      return `Written by an AI model (${model ?? "OpenAI-compatible endpoint"})`;
  }
}

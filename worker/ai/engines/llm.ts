// An engine backed by a language model through the `ai` SDK. Workers AI and OpenAI-compatible
// endpoints differ only in how the model object is made (workers-ai.ts, openai-compatible.ts); the
// prompts, timeouts, validation and citation checks are here, once. No tools are ever given to the model.
import { generateText, streamText, type LanguageModel } from "ai";
import * as v from "valibot";
import { AI_ERRORS, type AiTask } from "../../../common/messages/ai.ts";
import { factsAreEmpty } from "./builtin.ts";
import {
  answerPrompt,
  childSummaryPrompt,
  goalsPrompt,
  questionsPrompt,
  summaryPrompt,
  type Prompt,
} from "./prompt.ts";
import {
  citationsFor,
  filterCitations,
  goalsFromOutput,
  markdownFromOutput,
  questionsFromOutput,
} from "./output.ts";
import { createBuiltinEngine } from "./builtin.ts";
import {
  AiEngineError,
  type AiEngine,
  type AnswerRequest,
  type AnswerResult,
  type AnswerStream,
  type ChildSummaryInput,
  type DocumentInput,
  type EngineInfo,
  DEFAULT_TIMEOUT_MS,
} from "./types.ts";

/** Below this much text there is nothing for a model to analyze; its answers could only be invented. */
export const MIN_TEXT_FOR_MODEL = 200;

export interface LlmEngineOptions {
  info: EngineInfo;
  model: LanguageModel;
  /** Per call; a slow local model (Ollama on a CPU) may need more than the default minute. */
  timeoutMs?: number;
  /** Characters of document text per insights call (see prompt.ts). */
  passageBudget?: number;
}

function describe(err: unknown): string {
  if (err instanceof v.ValiError) return `invalid output: ${err.issues.map((i) => `${v.getDotPath(i) ?? "(root)"} ${i.message}`).join("; ")}`;
  if (err instanceof Error) {
    const status = (err as Error & { statusCode?: unknown }).statusCode;
    return `${err.name}${typeof status === "number" ? ` ${status}` : ""}: ${err.message}`;
  }
  return String(err);
}

/** Any failure becomes the spec's message for the task; what really happened goes to the log. */
function fail(task: AiTask, info: EngineInfo, err: unknown): AiEngineError {
  if (err instanceof AiEngineError) return err;
  console.warn(`AI engine ${info.id}${info.model ? ` (${info.model})` : ""}: ${task} failed: ${describe(err)}`);
  return new AiEngineError(task, AI_ERRORS[task], { cause: err });
}

function signalFor(timeoutMs: number, signal?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([timeout, signal]) : timeout;
}

function textLength(input: DocumentInput): number {
  return input.passages.reduce((n, p) => n + p.text.length, 0);
}

/** A document with (almost) no text, or nothing the analyzer recognised: nothing to ask a model about. */
function nothingToAnalyze(input: DocumentInput): boolean {
  return textLength(input) < MIN_TEXT_FOR_MODEL && factsAreEmpty(input.facts);
}

export function createLlmEngine(options: LlmEngineOptions): AiEngine {
  const { info, model } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const builtin = createBuiltinEngine();

  async function complete(task: AiTask, prompt: Omit<Prompt, "passages">, signal?: AbortSignal): Promise<string> {
    const result = await generateText({
      model,
      instructions: prompt.instructions,
      prompt: prompt.prompt,
      temperature: 0.2,
      maxOutputTokens: 2_500,
      // One attempt: a parent is waiting, and "Regenerate" is one click away; retries would multiply the wait.
      maxRetries: 0,
      abortSignal: signalFor(timeoutMs, signal),
    });
    if (!result.text.trim()) throw new Error(`empty answer (finish reason: ${result.finishReason})`);
    return result.text;
  }

  return {
    info,

    async summarize(input, signal) {
      if (nothingToAnalyze(input)) return builtin.summarize(input, signal);
      try {
        const prompt = summaryPrompt(input, options.passageBudget);
        return markdownFromOutput(await complete("summary", prompt, signal), prompt.passages);
      } catch (err) {
        throw fail("summary", info, err);
      }
    },

    async analyzeGoals(input, signal) {
      if (nothingToAnalyze(input)) return [];
      try {
        const prompt = goalsPrompt(input, options.passageBudget);
        return goalsFromOutput(await complete("goals", prompt, signal), prompt.passages);
      } catch (err) {
        throw fail("goals", info, err);
      }
    },

    async suggestQuestions(input, signal) {
      if (nothingToAnalyze(input)) return [];
      try {
        const prompt = questionsPrompt(input, options.passageBudget);
        return questionsFromOutput(await complete("questions", prompt, signal));
      } catch (err) {
        throw fail("questions", info, err);
      }
    },

    async summarizeChild(input: ChildSummaryInput, signal) {
      if (input.documents.every((d) => factsAreEmpty(d.facts))) return builtin.summarizeChild(input, signal);
      try {
        const prompt = childSummaryPrompt(input.childName, input.documents, input.skipped);
        return markdownFromOutput(await complete("summary", prompt, signal), []);
      } catch (err) {
        throw fail("summary", info, err);
      }
    },

    streamAnswer(request: AnswerRequest): AnswerStream {
      const { instructions, messages } = answerPrompt(request);
      // Citable: the passages sent and the record's facts; any other id is dropped from the text.
      const ids = new Set([...request.passages.map((p) => p.id.toUpperCase()), ...(request.record?.facts.keys() ?? [])]);
      const used = new Set<string>();
      let settle: { resolve: (r: AnswerResult) => void; reject: (e: unknown) => void } | undefined;
      const result = new Promise<AnswerResult>((resolve, reject) => {
        settle = { resolve, reject };
      });
      // Nobody may read `result`; an unobserved rejection must not be reported as unhandled.
      result.catch(() => {});

      async function* deltas(): AsyncGenerator<string> {
        const stream = streamText({
          model,
          instructions,
          messages,
          temperature: 0.2,
          maxOutputTokens: 1_500,
          maxRetries: 0,
          abortSignal: signalFor(timeoutMs, request.signal),
        });
        let any = false;
        for await (const part of stream.fullStream) {
          if (part.type === "text-delta") {
            if (part.text) any = true;
            yield part.text;
          } else if (part.type === "error") throw part.error;
          else if (part.type === "abort") throw new Error(`aborted${part.reason ? `: ${part.reason}` : ""}`);
        }
        if (!any) throw new Error("empty answer");
      }

      async function* textStream(): AsyncGenerator<string> {
        let text = "";
        try {
          for await (const piece of filterCitations(deltas(), ids, used)) {
            text += piece;
            yield piece;
          }
          settle?.resolve({ text, citations: citationsFor(used, request.passages, request.record?.facts) });
        } catch (err) {
          const error = fail("answer", info, err);
          settle?.reject(error);
          throw error;
        }
      }
      return { textStream: textStream(), result };
    },
  };
}

// Any endpoint that speaks OpenAI's chat-completions protocol: OpenAI itself, Ollama
// (http://localhost:11434/v1), vLLM, llama.cpp's server, LM Studio…
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { engineLabel } from "../../../common/messages/ai.ts";
import { createLlmEngine } from "./llm.ts";
import type { AiEngine } from "./types.ts";

export interface OpenAICompatibleConfig {
  baseURL: string;
  model: string;
  apiKey?: string;
  timeoutMs?: number;
  /** Replaces the global fetch (tests reach a stub server through a service binding). */
  fetch?: typeof fetch;
}

export function createOpenAICompatibleEngine(config: OpenAICompatibleConfig): AiEngine {
  const provider = createOpenAICompatible({
    name: "llm",
    baseURL: config.baseURL.replace(/\/+$/, ""),
    // Ollama and llama.cpp need no key; sending an empty bearer token would only confuse some proxies.
    apiKey: config.apiKey || undefined,
    fetch: config.fetch,
  });
  return createLlmEngine({
    info: {
      id: "openai-compatible",
      label: engineLabel("openai-compatible", config.model),
      model: config.model,
      cacheKey: config.model,
    },
    model: provider.chatModel(config.model),
    timeoutMs: config.timeoutMs,
  });
}

// Picks the engine from configuration (AI_ENGINE, LLM_BASE_URL, LLM_MODEL, LLM_API_KEY, LLM_TIMEOUT_MS and
// the optional AI binding), validated with valibot. A selected engine that is not fully configured falls
// back to the built-in one with a logged warning: a parent gets an answer, and the UI's engine line shows
// which engine gave it. The LLM engines are loaded on demand, so the default configuration never
// evaluates the AI SDK's modules.
import * as v from "valibot";
import { ENGINE_IDS, type EngineId } from "../../../common/messages/ai.ts";
import { createBuiltinEngine } from "./builtin.ts";
import { DEFAULT_TIMEOUT_MS, type AiEngine } from "./types.ts";

export * from "./types.ts";
export { BUILTIN_INFO, createBuiltinEngine, factsAreEmpty, goalInsightsFromFacts, questionsFromFacts } from "./builtin.ts";

/** The configuration the engines read; `AI` is bound only in production (wrangler.toml, commented). */
export type AiEnv = Partial<Pick<Env, "AI_ENGINE" | "LLM_BASE_URL" | "LLM_MODEL" | "LLM_API_KEY" | "LLM_TIMEOUT_MS">> & { AI?: Ai };

const blankToUndefined = (s: string | undefined) => (s && s.trim() ? s.trim() : undefined);

const ConfigSchema = v.object({
  AI_ENGINE: v.pipe(
    v.optional(v.string(), ""),
    v.transform((s) => s.trim().toLowerCase() || "builtin"),
    v.picklist(ENGINE_IDS, `AI_ENGINE must be one of: ${ENGINE_IDS.join(", ")}`),
  ),
  LLM_BASE_URL: v.pipe(
    v.optional(v.string()),
    v.transform(blankToUndefined),
    v.optional(v.pipe(v.string(), v.url("LLM_BASE_URL must be a URL"), v.regex(/^https?:\/\//i, "LLM_BASE_URL must be an http(s) URL"))),
  ),
  LLM_MODEL: v.pipe(v.optional(v.string()), v.transform(blankToUndefined), v.optional(v.pipe(v.string(), v.maxLength(200)))),
  LLM_API_KEY: v.pipe(v.optional(v.string()), v.transform(blankToUndefined)),
  LLM_TIMEOUT_MS: v.pipe(
    v.optional(v.string(), ""),
    v.transform((s) => (s.trim() ? Number(s) : DEFAULT_TIMEOUT_MS)),
    v.number(),
    v.integer("LLM_TIMEOUT_MS must be a whole number of milliseconds"),
    v.minValue(1, "LLM_TIMEOUT_MS must be positive"),
    v.maxValue(600_000, "LLM_TIMEOUT_MS must be at most 600000 (10 minutes)"),
  ),
});

export type EngineConfig =
  | { id: "builtin"; problem?: string }
  | { id: "workers-ai"; binding: Ai; model?: string; timeoutMs: number }
  | { id: "openai-compatible"; baseURL: string; model: string; apiKey?: string; timeoutMs: number };

/** The engine the configuration asks for, or the built-in one and the reason it could not be used. */
export function resolveEngineConfig(env: AiEnv): EngineConfig {
  const parsed = v.safeParse(ConfigSchema, {
    AI_ENGINE: env.AI_ENGINE,
    LLM_BASE_URL: env.LLM_BASE_URL,
    LLM_MODEL: env.LLM_MODEL,
    LLM_API_KEY: env.LLM_API_KEY,
    LLM_TIMEOUT_MS: env.LLM_TIMEOUT_MS,
  });
  if (!parsed.success) return { id: "builtin", problem: parsed.issues.map((i) => i.message).join("; ") };
  const c = parsed.output;
  const id: EngineId = c.AI_ENGINE;
  switch (id) {
    case "builtin":
      return { id };
    case "workers-ai":
      if (!env.AI) return { id: "builtin", problem: 'AI_ENGINE is "workers-ai" but there is no AI binding (see wrangler.toml)' };
      return { id, binding: env.AI, model: c.LLM_MODEL, timeoutMs: c.LLM_TIMEOUT_MS };
    case "openai-compatible":
      if (!c.LLM_BASE_URL || !c.LLM_MODEL) {
        return { id: "builtin", problem: 'AI_ENGINE is "openai-compatible" but LLM_BASE_URL or LLM_MODEL is not set' };
      }
      return { id, baseURL: c.LLM_BASE_URL, model: c.LLM_MODEL, apiKey: c.LLM_API_KEY, timeoutMs: c.LLM_TIMEOUT_MS };
  }
}

const warned = new Set<string>();

export type EngineOverrides = {
  /** Replaces fetch for the OpenAI-compatible engine (tests: a stub server behind a service binding). */
  fetch?: typeof fetch;
};

export async function createEngine(env: AiEnv, overrides: EngineOverrides = {}): Promise<AiEngine> {
  const config = resolveEngineConfig(env);
  switch (config.id) {
    case "builtin":
      if (config.problem && !warned.has(config.problem)) {
        warned.add(config.problem);
        console.warn(`AI engine: using the built-in analyzer: ${config.problem}`);
      }
      return createBuiltinEngine();
    case "workers-ai": {
      const { createWorkersAiEngine } = await import("./workers-ai.ts");
      return createWorkersAiEngine({ binding: config.binding, model: config.model, timeoutMs: config.timeoutMs });
    }
    case "openai-compatible": {
      const { createOpenAICompatibleEngine } = await import("./openai-compatible.ts");
      return createOpenAICompatibleEngine({ ...config, fetch: overrides.fetch });
    }
  }
}

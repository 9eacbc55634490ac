// Cloudflare Workers AI through the `ai` SDK's provider, on the `AI` binding. The binding is not in
// wrangler.toml by default: with it, local dev and the tests cannot start (requirements §11); see the README.
import { createWorkersAI } from "workers-ai-provider";
import { engineLabel } from "../../../common/messages/ai.ts";
import { createLlmEngine } from "./llm.ts";
import type { AiEngine } from "./types.ts";

export const DEFAULT_WORKERS_AI_MODEL = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";

export interface WorkersAiConfig {
  binding: Ai;
  model?: string;
  timeoutMs?: number;
}

export function createWorkersAiEngine(config: WorkersAiConfig): AiEngine {
  const model = config.model || DEFAULT_WORKERS_AI_MODEL;
  const workersai = createWorkersAI({ binding: config.binding });
  return createLlmEngine({
    info: { id: "workers-ai", label: engineLabel("workers-ai", model), model, cacheKey: model },
    model: workersai(model),
    timeoutMs: config.timeoutMs,
  });
}

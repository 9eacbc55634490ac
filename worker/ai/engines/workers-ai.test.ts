// The Workers AI engine's wiring, with a stand-in for the AI binding (the real one cannot run locally,
// requirements §11): what it sends to binding.run, and how its plain and streamed answers come back.
import { describe, expect, it } from "vitest";
import { analyzeDocument } from "../analyzer/index.ts";
import { AI_ERRORS } from "../../../common/messages/ai.ts";
import { createWorkersAiEngine, DEFAULT_WORKERS_AI_MODEL } from "./workers-ai.ts";
import { AiEngineError, type DocumentInput } from "./types.ts";

type Call = { model: string; inputs: { messages?: { role: string; content: string }[]; stream?: boolean } };

function fakeAi(reply: (call: Call) => unknown): { binding: Ai; calls: Call[] } {
  const calls: Call[] = [];
  const binding = {
    async run(model: string, inputs: Call["inputs"]) {
      const call = { model, inputs };
      calls.push(call);
      return reply(call);
    },
  };
  // Only run() is used by the provider for chat models; the rest of the Ai interface is never touched.
  return { binding: binding as unknown as Ai, calls };
}

function sseStream(events: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const e of events) controller.enqueue(encoder.encode(e));
      controller.close();
    },
  });
}

const pages = ["Annual Goals\nGoal 1 (Reading): By May 2026, Ava will read 90 words correct per minute on 3 consecutive probes."];
const input: DocumentInput = {
  documentId: "doc-1",
  title: "Spring IEP",
  documentType: "IEP",
  facts: analyzeDocument(pages),
  passages: [{ id: "P1", documentId: "doc-1", page: 1, text: pages[0]! }],
};

describe("Workers AI engine", () => {
  it("calls the binding with the default model and reads a plain answer", async () => {
    const { binding, calls } = fakeAi(() => ({ response: "## Summary\n\nA reading goal [P1][P9]." }));
    const engine = createWorkersAiEngine({ binding });
    expect(engine.info).toMatchObject({ id: "workers-ai", model: DEFAULT_WORKERS_AI_MODEL, cacheKey: DEFAULT_WORKERS_AI_MODEL });
    expect(engine.info.label).toContain("Workers AI");
    expect(await engine.summarize(input)).toBe("## Summary\n\nA reading goal (p. 1).");
    expect(calls[0]?.model).toBe(DEFAULT_WORKERS_AI_MODEL);
    const user = calls[0]?.inputs.messages?.find((m) => m.role === "user")?.content ?? "";
    expect(user).toContain('<passage id="P1" page="1">');
  });

  it("streams an answer from the binding's event stream", async () => {
    const { binding } = fakeAi(() =>
      sseStream(['data: {"response":"A reading "}\n\n', 'data: {"response":"goal [P"}\n\n', 'data: {"response":"1]."}\n\n', "data: [DONE]\n\n"]),
    );
    const stream = createWorkersAiEngine({ binding, model: "@cf/test/model" }).streamAnswer({
      question: "Goals?",
      passages: input.passages,
      documents: [{ documentId: "doc-1", title: "Spring IEP", documentType: "IEP", facts: input.facts }],
    });
    let text = "";
    for await (const piece of stream.textStream) text += piece;
    expect(text).toBe("A reading goal [P1].");
    expect((await stream.result).citations.map((c) => c.page)).toEqual([1]);
  });

  it("a binding error becomes the spec's message", async () => {
    const { binding } = fakeAi(() => {
      throw new Error("3040: Capacity temporarily exceeded");
    });
    const err = await createWorkersAiEngine({ binding })
      .analyzeGoals(input)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AiEngineError);
    expect((err as Error).message).toBe(AI_ERRORS.goals);
  });
});

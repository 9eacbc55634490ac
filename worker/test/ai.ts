// Test helpers for the AI layer (imported only by *.test.ts): documents in any processing state with
// their passages written directly (no queue run needed), and the stub LLM server behind the LLM_STUB
// service binding (worker/ai/testing/llm-stub.mjs, declared in vitest.config.ts).
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { vi } from "vitest";
import { getDb } from "../db/client.ts";
import { documentInsights, documents } from "../db/schema.ts";
import { chunkPages } from "../documents/chunks.ts";
import { replaceDocumentChunks } from "./chunks.ts";

/** The stub's service binding; test-only, so it is not part of the generated Env type. */
function llmStub(): Fetcher {
  const binding: unknown = Reflect.get(env, "LLM_STUB");
  if (!binding || typeof (binding as Fetcher).fetch !== "function") throw new Error("the LLM_STUB service binding is missing (vitest.config.ts)");
  return binding as Fetcher;
}

/** Where the engine thinks the stub lives; requests there are answered by the LLM_STUB Worker. */
export const STUB_BASE_URL = "http://llm-stub.test/v1";

export const stubFetch: typeof fetch = (input, init) => llmStub().fetch(input, init);

/** The configuration that selects the OpenAI-compatible engine pointed at the stub. */
export function stubEnv(model: string, extra: Partial<Env> = {}): Partial<Env> {
  return { AI_ENGINE: "openai-compatible", LLM_BASE_URL: STUB_BASE_URL, LLM_MODEL: model, LLM_API_KEY: "test-key", LLM_TIMEOUT_MS: "5000", ...extra };
}

/** Sends the app's outgoing requests for the stub's address to the stub Worker (for whole-API tests). */
export function routeFetchToStub(): void {
  const original = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    return url.startsWith(STUB_BASE_URL) ? llmStub().fetch(input, init) : original(input, init);
  });
}

export type StubRequest = {
  body: { model: string; stream?: boolean; messages: { role: string; content: string }[] };
  authorization: string | null;
};

export async function lastStubRequest(): Promise<StubRequest> {
  return (await (await llmStub().fetch("http://llm-stub.test/__last")).json()) as StubRequest;
}

type DocumentState = {
  status?: "processing" | "ready" | "failed" | "needs_ocr";
  statusReason?: string | null;
  fileName?: string;
  title?: string;
  /** Page texts; their passages are stored like the processing queue stores them. */
  pages?: string[];
};

/** A document row of the family (and its passages) in the given state, without a file or a queue run. */
export async function insertDocument(owner: { familyId: string; childId: string }, state: DocumentState = {}): Promise<string> {
  const db = getDb(env);
  const id = crypto.randomUUID();
  const fileName = state.fileName ?? "plan.pdf";
  await db.insert(documents).values({
    id,
    familyId: owner.familyId,
    childId: owner.childId,
    title: state.title ?? fileName.replace(/\.[^.]+$/, ""),
    documentType: "IEP",
    fileKey: `documents/${owner.familyId}/${id}`,
    fileName,
    contentType: "application/pdf",
    size: 1,
    status: state.status ?? "ready",
    statusReason: state.statusReason ?? null,
    pageCount: state.pages?.length ?? null,
    uploadedAt: new Date(),
  });
  if (state.pages) await replaceDocumentChunks(db, { documentId: id, childId: owner.childId, familyId: owner.familyId }, chunkPages(state.pages));
  return id;
}

export async function storedInsights(documentId: string, engine = "builtin") {
  const [row] = await getDb(env)
    .select()
    .from(documentInsights)
    .where(and(eq(documentInsights.documentId, documentId), eq(documentInsights.engine, engine)));
  return row;
}

export async function setDocumentStatus(documentId: string, status: "processing" | "ready" | "failed" | "needs_ocr"): Promise<void> {
  await getDb(env).update(documents).set({ status }).where(eq(documents.id, documentId));
}

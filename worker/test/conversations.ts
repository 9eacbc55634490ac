// Test helpers for the chat (imported only by *.test.ts): a family with a child and a ready document,
// SSE reading, and engines that are slow or fail mid-stream, injected through the chat's engine seam.
import { AiEngineError, createBuiltinEngine, type AiEngine, type AnswerRequest } from "../ai/engines/index.ts";
import { insertDocument } from "./ai.ts";
import { SAMPLE_IEP_PAGES } from "./fixtures/index.ts";
import { signUp, type TestUser } from "./auth.ts";
import { call, json } from "./http.ts";
import { addChild, familyIdOf } from "./uploads.ts";
import type { ConversationDto, MessageDto } from "../conversations/conversations.ts";
import { chatEngine } from "../conversations/grounding.ts";
import type { StreamEvent } from "../conversations/sse.ts";

export type ChatFamily = { user: TestUser; familyId: string; childId: string; childName: string; documentId: string; conversationId: string };

/** A parent, a child with one ready IEP (the shared sample) and an empty conversation. */
export async function chatFamily(childName = "Maya", pages: string[] = SAMPLE_IEP_PAGES.map((p) => p.join("\n"))): Promise<ChatFamily> {
  const user = await signUp();
  const familyId = await familyIdOf(user);
  const child = await addChild(user, childName);
  const documentId = await insertDocument({ familyId, childId: child.id }, { title: "Spring IEP", pages });
  const res = await call("POST", `/api/children/${child.id}/conversations`, {
    cookie: user.cookie,
    body: { title: `Conversation about ${childName}'s IEP` },
  });
  if (res.status !== 201) throw new Error(`create conversation failed: ${res.status} ${await res.text()}`);
  const conversation = await json<ConversationDto>(res);
  return { user, familyId, childId: child.id, childName, documentId, conversationId: conversation.id };
}

export function sendForm(content: string): { headers: Record<string, string>; raw: string } {
  return { headers: { "Content-Type": "application/x-www-form-urlencoded" }, raw: new URLSearchParams({ content }).toString() };
}

export function send(f: ChatFamily, content: string): Promise<Response> {
  return call("POST", `/api/conversations/${f.conversationId}/messages/stream`, { cookie: f.user.cookie, ...sendForm(content) });
}

export function parseEvents(text: string): StreamEvent[] {
  return text
    .split("\n\n")
    .filter((block) => block.startsWith("data: "))
    .map((block) => JSON.parse(block.slice("data: ".length)) as StreamEvent);
}

/** Reads a stream's events until `stop` says so (then cancels it, like a client that leaves) or it ends. */
export async function readEvents(res: Response, stop?: (events: StreamEvent[]) => boolean): Promise<StreamEvent[]> {
  if (!res.body) throw new Error("no body");
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const events: StreamEvent[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let cut: number;
    while ((cut = buffer.indexOf("\n\n")) >= 0) {
      events.push(...parseEvents(buffer.slice(0, cut + 2)));
      buffer = buffer.slice(cut + 2);
    }
    if (stop?.(events)) {
      await reader.cancel();
      break;
    }
  }
  return events;
}

export async function messagesOf(f: ChatFamily): Promise<MessageDto[]> {
  const res = await call("GET", `/api/conversations/${f.conversationId}/messages`, { cookie: f.user.cookie });
  if (res.status !== 200) throw new Error(`messages failed: ${res.status}`);
  return json<MessageDto[]>(res);
}

/** Polls until the newest assistant message is no longer streaming. */
export async function settled(f: ChatFamily, timeoutMs = 5000): Promise<MessageDto[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const list = await messagesOf(f);
    const last = list.at(-1);
    if (last && last.role === "assistant" && last.status !== "streaming") return list;
    if (Date.now() > deadline) throw new Error(`reply did not settle: ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The built-in engine, with a pause before every piece, and optionally a failure after `failAfter` pieces. */
export function slowEngine(options: { delayMs?: number; failAfter?: number } = {}): AiEngine {
  const inner = createBuiltinEngine();
  return {
    ...inner,
    streamAnswer(request: AnswerRequest) {
      const answer = inner.streamAnswer(request);
      async function* textStream(): AsyncGenerator<string> {
        let n = 0;
        for await (const piece of answer.textStream) {
          if (options.failAfter !== undefined && n >= options.failAfter) throw new AiEngineError("answer", "The model stopped answering");
          await sleep(options.delayMs ?? 20);
          n += 1;
          yield piece;
        }
      }
      return { textStream: textStream(), result: answer.result };
    },
  };
}

/** Uses `engine` for chat replies until the returned function is called. */
export function useChatEngine(engine: AiEngine): () => void {
  const original = chatEngine.create;
  chatEngine.create = async () => engine;
  return () => {
    chatEngine.create = original;
  };
}

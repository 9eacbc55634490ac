// One Durable Object per conversation (requirements §10, §14; docs/decisions/0040-conversation-durable-object.md).
// It is reached only through /api after the Worker checked that the caller's family owns the
// conversation, and its name is that conversation's id, so one object sees every send to it. It:
// - refuses a second send while a reply is being written (409 STREAM_IN_PROGRESS), decided before any
//   await so two sends arriving together cannot both pass;
// - stores the user message and an assistant row (status "streaming") in D1 first (one batch), while
//   retrieval and the documents' facts are read alongside;
// - runs retrieval and the engine in its own task, NOT in the request's stream, and fans each piece out
//   to every connected listener, so a client that leaves does not stop the reply, and a client that
//   comes back (GET …/messages/:id/stream) gets the text so far and then the rest live;
// - persists the final reply (complete with citations, or failed with the partial text) whatever the
//   clients did.
import { DurableObject } from "cloudflare:workers";
import { pieces } from "../ai/stream-pieces.ts";
import { AiEngineError, type AiEngine, type AnswerRequest } from "../ai/engines/index.ts";
import { getDb } from "../db/client.ts";
import { finishMessage, listMessages, startTurn, touchConversation, type MessageDto, type StoredCitation, type Turn } from "./conversations.ts";
import { chatEngine, groundCitations, groundQuestion, HISTORY_TURNS, notCoveredAnswer, type Grounding } from "./grounding.ts";
import { encodeEvent, SSE_HEADERS, STREAM_ERROR, STREAM_IN_PROGRESS, STREAM_INTERRUPTED, type StreamEvent } from "./sse.ts";

/** What the Worker hands over after its access check: the scope comes from the caller's session. */
export type SendInput = { conversationId: string; familyId: string; childId: string; content: string };

type Listener = ReadableStreamDefaultController<Uint8Array>;

type ActiveReply = {
  /** Empty until the rows are written; a send arriving meanwhile is still refused. */
  assistantId: string;
  text: string;
  listeners: Set<Listener>;
};

export class ConversationRoom extends DurableObject<Env> {
  private active: ActiveReply | null = null;

  /**
   * Called over RPC by the stream route once it has checked access: stores the question, starts the reply
   * and answers with its event stream (or 409 while another reply is being written).
   */
  async send(input: SendInput): Promise<Response> {
    if (this.active) return Response.json({ code: "STREAM_IN_PROGRESS", message: STREAM_IN_PROGRESS }, { status: 409 });
    const reply: ActiveReply = { assistantId: "", text: "", listeners: new Set() };
    this.active = reply;

    const db = getDb(this.env);
    // Grounding does not depend on the rows being written, so it starts now and runs alongside them:
    // the first token waits for one D1 round trip, not one per query (requirements §16 P6).
    const prepared = chatEngine.create(this.env).then(async (engine) => ({ engine, grounding: await groundQuestion(db, this.env, engine, input, input.content) }));
    // Handled in generate(); marked handled now so a failure that lands before then is not "unhandled".
    prepared.catch(() => undefined);
    let turn: Turn;
    try {
      turn = await startTurn(db, input.conversationId, input.content);
    } catch (err) {
      this.active = null;
      throw err;
    }
    reply.assistantId = turn.assistant.id;
    const history = turn.history
      .filter((m) => m.status === "complete" && m.content)
      .slice(-HISTORY_TURNS)
      .map((m) => ({ role: m.role, content: m.content }));

    const body = listenerStream(reply, [encodeEvent({ type: "userMessage", message: turn.userMessage })]);
    // The reply runs in the object's own task, not in the response: a client that leaves stops nothing.
    this.ctx.waitUntil(this.generate(input, reply, turn.assistant, history, prepared));
    return new Response(body, { headers: SSE_HEADERS });
  }

  private async generate(
    input: SendInput,
    reply: ActiveReply,
    assistant: MessageDto,
    history: AnswerRequest["history"],
    prepared: Promise<{ engine: AiEngine; grounding: Grounding }>,
  ): Promise<void> {
    const db = getDb(this.env);
    let engineId: string | null = null;
    try {
      const { engine, grounding } = await prepared;
      engineId = engine.info.id;
      const request = { ...grounding.request, history };
      let finalText: string;
      let citations: StoredCitation[] = [];
      // Only the built-in engine is paced (see CHAT_CHUNK_DELAY_MS in wrangler.toml); never before the first piece.
      const pause = engine.info.id === "builtin" ? chunkDelay(this.env.CHAT_CHUNK_DELAY_MS) : 0;
      let first = true;
      const emit = async (piece: string) => {
        if (!first && pause > 0) await new Promise((r) => setTimeout(r, pause));
        first = false;
        this.emitChunk(reply, piece);
      };
      if (!grounding.covered) {
        finalText = notCoveredAnswer(request.childName, request.documents.length > 0);
        for (const piece of pieces(finalText)) await emit(piece);
      } else {
        const stream = engine.streamAnswer(request);
        for await (const piece of stream.textStream) await emit(piece);
        const result = await stream.result;
        citations = groundCitations(result.citations, request.passages, request.record?.facts);
        finalText = result.text || reply.text;
      }
      const message = await finishMessage(db, assistant.id, { content: finalText, status: "complete", citations, engine: engineId });
      this.broadcast(reply, { type: "complete", message });
    } catch (err) {
      // Expected for engine outages; logged as a warning so the cause is kept without alarming.
      console.warn("chat reply failed", err instanceof Error ? err.message : err);
      await finishMessage(db, assistant.id, { content: reply.text, status: "failed", citations: [], engine: engineId }).catch(() => undefined);
      const error = err instanceof AiEngineError && err.message ? err.message : STREAM_ERROR;
      this.broadcast(reply, { type: "error", error, messageId: assistant.id });
    } finally {
      for (const l of reply.listeners) closeQuietly(l);
      reply.listeners.clear();
      if (this.active === reply) this.active = null;
      await touchConversation(db, input.conversationId).catch(() => undefined);
    }
  }

  private emitChunk(reply: ActiveReply, content: string): void {
    if (!content) return;
    reply.text += content;
    this.broadcast(reply, { type: "chunk", messageId: reply.assistantId, content });
  }

  private broadcast(reply: ActiveReply, event: StreamEvent): void {
    const bytes = encodeEvent(event);
    for (const listener of reply.listeners) {
      try {
        listener.enqueue(bytes);
      } catch {
        // A stream the runtime already closed: that client is gone.
        reply.listeners.delete(listener);
      }
    }
  }

  /**
   * A client coming back to a reply: while it is being written, the text so far as one chunk and then
   * the rest live; once it is finished, its final state from D1 (complete, or the error it ended with).
   */
  async resume(conversationId: string, messageId: string): Promise<Response> {
    const reply = this.active;
    if (reply && reply.assistantId === messageId) {
      const snapshot = reply.text ? [encodeEvent({ type: "chunk", messageId, content: reply.text })] : [];
      const body = listenerStream(reply, snapshot);
      return new Response(body, { headers: SSE_HEADERS });
    }
    const db = getDb(this.env);
    const message = (await listMessages(db, conversationId)).find((m) => m.id === messageId);
    const events: StreamEvent[] = [];
    if (!message) events.push({ type: "error", error: STREAM_INTERRUPTED, messageId });
    else if (message.status === "complete") events.push({ type: "complete", message });
    else if (message.status === "failed") events.push({ type: "error", error: STREAM_ERROR, messageId });
    else {
      // "streaming" in D1 but no reply in memory: the object was restarted mid-reply. Nobody will finish
      // it, so it is marked failed with what was saved, and the client is told.
      await finishMessage(db, messageId, { content: message.content, status: "failed", citations: [], engine: message.engine });
      events.push({ type: "error", error: STREAM_INTERRUPTED, messageId });
    }
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const e of events) controller.enqueue(encodeEvent(e));
        controller.close();
      },
    });
    return new Response(body, { headers: SSE_HEADERS });
  }
}

/**
 * One client's stream: `first` (events it must see before anything live), then every broadcast. Adding
 * the listener happens in start(), synchronously with taking the snapshot, so no piece is missed or
 * repeated in between. A client that goes away cancels its stream, which removes only its listener.
 */
function listenerStream(reply: ActiveReply, first: Uint8Array[]): ReadableStream<Uint8Array> {
  let own: Listener | null = null;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      own = controller;
      for (const bytes of first) controller.enqueue(bytes);
      reply.listeners.add(controller);
    },
    cancel() {
      if (own) reply.listeners.delete(own);
    },
  });
}

/** CHAT_CHUNK_DELAY_MS as a whole number of milliseconds in 0..1000 (anything else: no pause). */
export function chunkDelay(value: string | undefined): number {
  const n = Number(value ?? "0");
  return Number.isInteger(n) && n >= 0 && n <= 1000 ? n : 0;
}

function closeQuietly(listener: Listener): void {
  try {
    listener.close();
  } catch {
    // Already closed or errored by a cancelled client.
  }
}

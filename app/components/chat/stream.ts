// The chat's SSE client (requirements §7, §8): reads `data: {json}` lines from a fetch response and hands each
// event on. Failures carry the spec's texts: 'HTTP error! status: {n}', 'Expected event-stream response',
// 'Unable to read response stream'. A stream that ends without `complete` or `error` is a dropped
// connection (ConnectionLost), which the caller resumes from the server.
import type { MessageDto } from "@worker/conversations/conversations";

export type ChatMessage = MessageDto & {
  /**
   * The answer's markdown already rendered by the server's renderer (a message the page loaded with):
   * shown as is, so the page needs no markdown code to paint or hydrate it (docs/decisions/0062).
   */
  html?: string;
};

export type StreamEvent =
  | { type: "userMessage"; message: ChatMessage }
  | { type: "chunk"; messageId: string; content: string }
  | { type: "complete"; message: ChatMessage }
  | { type: "error"; error?: string; messageId?: string };

export const DEFAULT_STREAM_ERROR = "An error occurred during streaming";

/** The request was answered with something other than a stream (status, content type, no body). */
export class StreamRequestError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    /** The server's own message, when it sent one (e.g. 409 'A reply is still being written…'). */
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = "StreamRequestError";
  }
}

/** The connection ended before the reply did. */
export class ConnectionLost extends Error {
  constructor(cause?: unknown) {
    super("The connection ended before the reply was complete", { cause });
    this.name = "ConnectionLost";
  }
}

function isEvent(value: unknown): value is StreamEvent {
  return typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string";
}

async function readServerMessage(res: Response): Promise<string | undefined> {
  try {
    const body: unknown = await res.json();
    const message = typeof body === "object" && body !== null ? (body as { message?: unknown }).message : undefined;
    return typeof message === "string" ? message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads the stream to its end, calling `onEvent` for each event. Resolves on `complete` or `error`
 * (the caller shows the error event); throws StreamRequestError before the stream started and
 * ConnectionLost if it stopped early.
 */
export async function readEventStream(res: Response, onEvent: (event: StreamEvent) => void): Promise<StreamEvent> {
  if (!res.ok) throw new StreamRequestError(`HTTP error! status: ${res.status}`, res.status, await readServerMessage(res));
  if (!(res.headers.get("content-type") ?? "").includes("text/event-stream")) throw new StreamRequestError("Expected event-stream response");
  const reader = res.body?.getReader();
  if (!reader) throw new StreamRequestError("Unable to read response stream");
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      const lines = buffer.split("\n");
      buffer = lines.pop() ?? "";
      for (const line of lines) {
        if (!line.startsWith("data: ")) continue;
        let event: unknown;
        try {
          event = JSON.parse(line.slice(6));
        } catch {
          continue;
        }
        if (!isEvent(event)) continue;
        onEvent(event);
        if (event.type === "complete" || event.type === "error") {
          await reader.cancel().catch(() => undefined);
          return event;
        }
      }
    }
  } catch (err) {
    throw new ConnectionLost(err);
  }
  throw new ConnectionLost();
}

export function sendMessage(conversationId: string, content: string, signal?: AbortSignal): Promise<Response> {
  return fetch(`/api/conversations/${encodeURIComponent(conversationId)}/messages/stream`, {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/event-stream" },
    body: new URLSearchParams({ content }).toString(),
    signal,
  });
}

/** The reply so far (as its first chunk) and then the rest live, or its final state. */
export function resumeMessage(conversationId: string, messageId: string, signal?: AbortSignal): Promise<Response> {
  return fetch(`/api/conversations/${encodeURIComponent(conversationId)}/messages/${encodeURIComponent(messageId)}/stream`, {
    credentials: "include",
    headers: { Accept: "text/event-stream" },
    signal,
  });
}

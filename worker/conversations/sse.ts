// The chat stream's event protocol (requirements §7): one `data: {json}` line per event, each followed by a
// blank line, so any SSE parser (or the spec's line-by-line "data: " reader) sees whole events.
import type { MessageDto } from "./conversations.ts";

export type StreamEvent =
  | { type: "userMessage"; message: MessageDto }
  | { type: "chunk"; messageId: string; content: string }
  | { type: "complete"; message: MessageDto }
  | { type: "error"; error: string; messageId?: string };

const encoder = new TextEncoder();

/** The exact bytes of one event. JSON.stringify escapes newlines, so an event is always one line. */
export function encodeEvent(event: StreamEvent): Uint8Array {
  return encoder.encode(`data: ${JSON.stringify(event)}\n\n`);
}

export const SSE_HEADERS: Record<string, string> = {
  "Content-Type": "text/event-stream; charset=utf-8",
  // no-transform: a proxy must not compress or buffer the stream into one late piece.
  "Cache-Control": "no-cache, no-transform",
  "X-Accel-Buffering": "no",
};

/** Spec §8's default text for a failed stream. */
export const STREAM_ERROR = "An error occurred during streaming";
export const STREAM_IN_PROGRESS = "A reply is still being written. Please wait for it to finish.";
export const STREAM_INTERRUPTED = "The reply was interrupted. Please ask again.";

/** A refused body larger than this is not worth reading: the connection closes and the client resends it anyway. */
export const DRAIN_LIMIT = 1 << 20;

/**
 * Reads and drops the body of a request that was answered without reading it (a refusal: 401, 403, 404,
 * 429…). The runtime closes a keep-alive connection whose request body was left unread; a client that has
 * already sent its next request on that connection (the local server's connection pool does) then sees it
 * fail instead of getting an answer. Bodies over DRAIN_LIMIT are cancelled instead.
 */
export async function discardBody(request: Request): Promise<void> {
  if (!request.body || request.bodyUsed) return;
  let reader: ReadableStreamDefaultReader<Uint8Array>;
  try {
    reader = request.body.getReader();
  } catch {
    return; // handed to another reader (a rebuilt request) that owns it
  }
  let read = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
      if (read > DRAIN_LIMIT) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The client went away: nothing left to keep alive.
  }
}

/** After a handler answered with an error, drops what it left of the request body (see discardBody). */
export async function discardBodyOfRefusal(request: Request, response: Response): Promise<void> {
  if (response.status >= 400) await discardBody(request);
}

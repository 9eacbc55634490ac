// CSRF (OWASP: Fetch Metadata + Origin check): a state-changing request must come from our own origin. One
// rule for /api and for the pages' form actions (ADR 0070 for why it is hand-written; ADR 0071).
import { SAFE_METHODS } from "./methods.ts";

export const CROSS_SITE_MESSAGE = "Cross-site requests are not allowed";

/** True when a state-changing request was sent by another site. */
export function isCrossSite(request: Request, appOrigin: string | undefined): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const site = request.headers.get("sec-fetch-site");
  if (site === "cross-site" || site === "same-site") return true;
  const origin = request.headers.get("origin");
  return Boolean(origin && origin !== new URL(request.url).origin && origin !== appOrigin);
}

/**
 * Reads and drops the body of a request that is refused before it was read. The runtime closes a
 * keep-alive connection whose request body was left unread; a client that has already sent its next request
 * on that connection (the local server's connection pool does) then sees it fail instead of getting an answer.
 */
export async function discardBody(request: Request): Promise<void> {
  if (!request.body || request.bodyUsed) return;
  await request.body.pipeTo(new WritableStream()).catch(() => undefined);
}

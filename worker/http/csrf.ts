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

// A short-lived, per-isolate cache of the public pages as a signed-out visitor sees them (requirements §16 P1;
// docs/decisions/0051-public-page-cache.md). Those pages are the same for every such visitor except for
// two cookie choices (cookie consent, beta banner), which are part of the key. Anything that could make
// a page personal bypasses the cache: another cookie (a session, a visitor id), a query string, a
// non-GET method, a non-200 answer or one that sets a cookie. Each cached page is served with a fresh
// CSP nonce: the one it was rendered with is replaced, so no two responses share a nonce.
import { parse } from "hono/utils/cookie";
import { BETA_DISMISSED_COOKIE, CONSENT_COOKIE } from "../../common/cookies.ts";

/** The spec's public pages (and the account forms), whose signed-out rendering depends on nothing else. */
const PUBLIC_PAGES = new Set(["/", "/login", "/signup", "/roadmap", "/privacy-policy", "/terms-of-use", "/contact", "/beta", "/coming-soon"]);
const VARYING_COOKIES = new Set([CONSENT_COOKIE, BETA_DISMISSED_COOKIE]);
/** Short enough that a date on a page (the privacy policy's 'Last updated') is at most a minute old. */
export const PAGE_CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 64;

type Entry = { html: string; nonce: string; status: number; headers: [string, string][]; expires: number };
const entries = new Map<string, Entry>();

/** The cache key of a request (its URL parsed by the caller) that may be served from the cache, or null when it must be rendered. */
export function pageCacheKey(request: Request, url: URL): string | null {
  if (request.method !== "GET" || request.headers.has("authorization")) return null;
  if (url.search !== "" || !PUBLIC_PAGES.has(url.pathname)) return null;
  const cookies = parse(request.headers.get("cookie") ?? "");
  if (Object.keys(cookies).some((name) => !VARYING_COOKIES.has(name))) return null;
  return [url.pathname, cookies[CONSENT_COOKIE] ?? "", cookies[BETA_DISMISSED_COOKIE] ?? ""].join("\n");
}

/** A cached page with `nonce` in place of the one it was rendered with, or null. */
export function cachedPage(key: string, nonce: string, now = Date.now()): Response | null {
  const entry = entries.get(key);
  if (!entry) return null;
  if (entry.expires <= now) {
    entries.delete(key);
    return null;
  }
  return new Response(entry.html.replaceAll(entry.nonce, nonce), { status: entry.status, headers: entry.headers });
}

/**
 * Stores a freshly rendered page when it is cacheable and returns an equivalent response (the body is
 * read once here). The caller's headers (security headers, CSP) are applied after this.
 */
export async function storePage(key: string, nonce: string, response: Response, now = Date.now()): Promise<Response> {
  const type = response.headers.get("content-type") ?? "";
  if (response.status !== 200 || response.headers.has("set-cookie") || !type.startsWith("text/html")) return response;
  const html = await response.text();
  if (entries.size >= MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  const headers = [...response.headers].filter(([name]) => name.toLowerCase() !== "content-length");
  entries.set(key, { html, nonce, status: 200, headers, expires: now + PAGE_CACHE_TTL_MS });
  return new Response(html, { status: 200, headers });
}

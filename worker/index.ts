// The Worker entry: /api/* → Hono; every other request → React Router SSR (requirements §10).
import { createRequestHandler, RouterContextProvider, type RequestHandler } from "react-router";
import { api } from "./app.ts";
import { appContext } from "./context.ts";
import { handleDocumentBatch } from "./documents/processing/consumer.ts";
// The conversation's Durable Object class must be exported by the entry module for its binding.
export { ConversationRoom } from "./conversations/room.ts";
import { CROSS_SITE_MESSAGE, isCrossSite } from "./http/csrf.ts";
import { discardBody, discardBodyOfRefusal } from "./http/unread-body.ts";
import { cachedPage, pageCacheKey, storePage } from "./http/page-cache.ts";
import { createNonce, cspFeatures, needsNoStore, pageCsp, withSecurityHeaders } from "./http/security-headers.ts";
import { sessionCookieName } from "./auth/sessions.ts";

const loadBuild = () => import("virtual:react-router/server-build");

/**
 * Given a function, React Router derives its route table and static handler again on every request
 * (so the dev server picks up edited routes); the built app never changes while the isolate lives, so
 * outside dev the handler is made once, from the loaded build (ADR 0072).
 */
let builtHandler: RequestHandler | undefined;
const handleDocumentRequest: RequestHandler = import.meta.env.DEV
  ? createRequestHandler(loadBuild, import.meta.env.MODE)
  : async (request, context) => {
      builtHandler ??= createRequestHandler(await loadBuild(), import.meta.env.MODE);
      return builtHandler(request, context);
    };

export function isApiPath(pathname: string): boolean {
  return pathname === "/api" || pathname.startsWith("/api/");
}

export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    if (isApiPath(url.pathname)) return api.fetch(request, env, ctx);

    const nonce = createNonce();
    const csp = pageCsp(nonce, cspFeatures(env, import.meta.env.DEV));
    // A page's form action changes state as /api does, so it gets the same CSRF rule (ADR 0071).
    if (isCrossSite(request, env.APP_ORIGIN)) {
      await discardBody(request);
      return withSecurityHeaders(new Response(CROSS_SITE_MESSAGE, { status: 403 }), csp);
    }
    // A public page as a signed-out visitor sees it may come from the short-lived page cache.
    const cacheKey = import.meta.env.DEV ? null : pageCacheKey(request, url);
    const cached = cacheKey ? cachedPage(cacheKey, nonce) : null;
    if (cached) return withSecurityHeaders(cached, csp);

    const context = new RouterContextProvider();
    const requestId = crypto.randomUUID();
    context.set(appContext, { env, ctx, nonce, requestId });
    const rendered = await handleDocumentRequest(request, context);
    await discardBodyOfRefusal(request, rendered);
    const response = cacheKey ? await storePage(cacheKey, nonce, rendered) : rendered;
    const out = withSecurityHeaders(response, csp);
    // The id the log line has (app/entry.server.tsx), also for a failed .data request, whose error page
    // the browser renders itself.
    if (out.status >= 500) out.headers.set("X-Error-Reference", requestId);
    if (needsNoStore(request, url, sessionCookieName(url))) out.headers.set("Cache-Control", "no-store");
    return out;
  },

  // Document processing: extract text → chunks + FTS5 (worker/documents/processing/consumer.ts).
  queue: (batch, env) => handleDocumentBatch(batch, env),
} satisfies ExportedHandler<Env>;

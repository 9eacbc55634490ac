// The Worker entry: /api/* → Hono; every other request → React Router SSR (design §1).
import { createRequestHandler, RouterContextProvider } from "react-router";
import { api } from "./app";
import { appContext } from "./context";
import { handleDocumentBatch } from "./documents/processing/consumer";
// The conversation's Durable Object class must be exported by the entry module for its binding.
export { ConversationRoom } from "./conversations/room";
import { createNonce, pageCsp, withSecurityHeaders } from "./http/security-headers";

const handleDocumentRequest = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

export function isApiPath(pathname: string): boolean {
  return pathname === "/api" || pathname.startsWith("/api/");
}

export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    if (isApiPath(url.pathname)) return api.fetch(request, env, ctx);

    const nonce = createNonce();
    const context = new RouterContextProvider();
    context.set(appContext, { env, ctx, nonce });
    const response = await handleDocumentRequest(request, context);
    return withSecurityHeaders(response, pageCsp(nonce, { dev: import.meta.env.DEV }));
  },

  // Document processing: extract text → chunks + FTS5 (worker/documents/processing/consumer.ts).
  queue: (batch, env) => handleDocumentBatch(batch, env),
} satisfies ExportedHandler<Env>;

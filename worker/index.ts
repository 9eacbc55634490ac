// The Worker entry: /api/* → Hono; every other request → React Router SSR (design §1).
import { createRequestHandler, RouterContextProvider } from "react-router";
import { api } from "./app";
import { appContext } from "./context";
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
} satisfies ExportedHandler<Env>;

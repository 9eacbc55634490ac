import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { matchedRoutes } from "hono/route";
import type { ApiEnv } from "../api/types";
import { isPublicRoute } from "../api/public-routes";
import { getDb } from "../db/client";
import { unauthorized } from "../http/errors";
import { SAFE_METHODS } from "../http/methods";
import { resolveSession, sessionCookieName } from "./sessions";


/** Loads the caller's session, if any; state-changing requests are checked against the D1 ledger. */
export const loadSession: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const token = getCookie(c, sessionCookieName(new URL(c.req.url)));
  if (token) {
    const auth = await resolveSession(getDb(c.env), c.env.KV, token, {
      authoritative: !SAFE_METHODS.has(c.req.method),
      waitUntil: (p) => c.executionCtx.waitUntil(p),
    });
    if (auth) c.set("auth", auth);
  }
  await next();
};

/** Default deny: every route needs a session unless it is listed in PUBLIC_ROUTES. */
export const requireSessionUnlessPublic: MiddlewareHandler<ApiEnv> = async (c, next) => {
  // Middleware is registered for ALL methods; a real route has its own method. No route → the JSON 404.
  const routeExists = matchedRoutes(c).some((r) => r.method !== "ALL");
  if (routeExists && !c.get("auth") && !isPublicRoute(c.req.method, c.req.path)) throw unauthorized();
  await next();
};

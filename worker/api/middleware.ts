// The API's session gate: loads the caller's session and denies by default (worker/app.ts registers both).
import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { matchedRoutes } from "hono/route";
import { getDb } from "../db/client.ts";
import { notFound, unauthorized } from "../http/errors.ts";
import { SAFE_METHODS } from "../http/methods.ts";
import { ACCOUNT_GONE } from "../auth/account.ts";
import { isSessionOfDeletedAccount, resolveSession, sessionCookieName } from "../auth/sessions.ts";
import { isPublicRoute } from "./public-routes.ts";
import type { ApiEnv } from "./types.ts";

const ACCOUNT_PATH = /^\/api\/account\//;

/** Loads the caller's session, if any; state-changing requests are checked against the D1 ledger. */
export const loadSession: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const token = getCookie(c, sessionCookieName(new URL(c.req.url)));
  if (token) {
    const auth = await resolveSession(getDb(c.env), c.env.KV, token, {
      authoritative: !SAFE_METHODS.has(c.req.method),
      waitUntil: (p) => c.executionCtx.waitUntil(p),
    });
    if (auth) c.set("auth", auth);
    // Only the account's own controls tell a deleted account from a signed-out visitor (one KV read,
    // and only on this failure path).
    else if (ACCOUNT_PATH.test(c.req.path) && (await isSessionOfDeletedAccount(c.env.KV, token))) c.set("accountDeleted", true);
  }
  await next();
};

/** Default deny: every route needs a session unless it is listed in PUBLIC_ROUTES. */
export const requireSessionUnlessPublic: MiddlewareHandler<ApiEnv> = async (c, next) => {
  // Middleware is registered for ALL methods; a real route has its own method. No route → the JSON 404.
  const routeExists = matchedRoutes(c).some((r) => r.method !== "ALL");
  if (routeExists && !c.get("auth") && !isPublicRoute(c.req.method, c.req.path)) {
    // A second delete, or any replayed call to the account's controls, with a deleted account's session:
    // there is no such account (404), which tells the holder of that session nothing they did not know.
    if (c.get("accountDeleted")) throw notFound(ACCOUNT_GONE);
    throw unauthorized();
  }
  await next();
};

import type { Context, Hono } from "hono";
import type { AuthContext } from "../auth/sessions.ts";
import { unauthorized } from "../http/errors.ts";

/** Per-request values set by middleware: `auth` is present when the caller has a live session. */
export type ApiVariables = {
  auth?: AuthContext;
  /** The request's session belonged to an account that has since been deleted (docs/decisions/0017). */
  accountDeleted?: true;
};

export type ApiEnv = { Bindings: Env; Variables: ApiVariables };
export type ApiApp = Hono<ApiEnv>;

/** The caller's session in a handler behind the default-deny gate (401 if somehow absent). */
export function requireAuth(c: Context<ApiEnv>): AuthContext {
  const auth = c.get("auth");
  if (!auth) throw unauthorized();
  return auth;
}

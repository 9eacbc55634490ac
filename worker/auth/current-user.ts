// The signed-in user for page loaders and actions (SSR), from the same session ledger the API uses: one
// D1 read gives the session, checked against the ledger, and the user the page shows.
import { parse } from "hono/utils/cookie";
import { getDb } from "../db/client.ts";
import { resolveSessionWithUser, sessionCookieName, type AuthContext } from "./sessions.ts";
import type { PublicUser } from "./users.ts";

export type CurrentUser = { user: PublicUser; auth: AuthContext };

export async function getCurrentUser(request: Request, env: Env, ctx: ExecutionContext): Promise<CurrentUser | null> {
  const token = parse(request.headers.get("cookie") ?? "")[sessionCookieName(new URL(request.url))];
  if (!token) return null;
  return resolveSessionWithUser(getDb(env), env.KV, token, { waitUntil: (p) => ctx.waitUntil(p) });
}

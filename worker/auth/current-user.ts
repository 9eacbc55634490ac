// The signed-in user for page loaders and actions (SSR), from the same session ledger the API uses: one
// D1 read gives the session, checked against the ledger, and the user the page shows.
import { getDb } from "../db/client.ts";
import { resolveSessionWithUser, type AuthContext } from "./sessions.ts";
import type { PublicUser } from "./users.ts";

export type CurrentUser = { user: PublicUser; auth: AuthContext };

/** `token` is the session cookie's value (the root middleware parses the request's cookies once). */
export async function getCurrentUser(token: string | undefined, env: Env, ctx: ExecutionContext): Promise<CurrentUser | null> {
  if (!token) return null;
  return resolveSessionWithUser(getDb(env), env.KV, token, { waitUntil: (p) => ctx.waitUntil(p) });
}

// The signed-in user for page loaders (SSR), from the same session store the API uses.
import { parse } from "hono/utils/cookie";
import { getDb } from "../db/client.ts";
import { SAFE_METHODS } from "../http/methods.ts";
import { resolveSession, sessionCookieName, type AuthContext } from "./sessions.ts";
import { findUserById, toPublicUser, type PublicUser } from "./users.ts";

export type CurrentUser = { user: PublicUser; auth: AuthContext };

export async function getCurrentUser(request: Request, env: Env, ctx: ExecutionContext): Promise<CurrentUser | null> {
  const token = parse(request.headers.get("cookie") ?? "")[sessionCookieName(new URL(request.url))];
  if (!token) return null;
  const db = getDb(env);
  const auth = await resolveSession(db, env.KV, token, {
    authoritative: !SAFE_METHODS.has(request.method),
    waitUntil: (p) => ctx.waitUntil(p),
  });
  if (!auth) return null;
  const user = await findUserById(db, auth.userId);
  return user ? { user: toPublicUser(user), auth } : null;
}

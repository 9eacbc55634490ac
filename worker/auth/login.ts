// Signing in with e-mail and password (requirements §15): the throttle, the audit and the session, shared by
// POST /api/auth/login and the /login page's action so both paths refuse and count alike (ADR 0071).
import type { Db } from "../db/client.ts";
import { ApiError } from "../http/errors.ts";
import { isKnownAddress, recordSignIn } from "./audit.ts";
import { dummyPasswordHash, verifyPassword } from "./password.ts";
import { createSession, type Client } from "./sessions.ts";
import { accountKey, countAttempts, forgiveAttempt, ipKey, pairKey, POLICIES } from "./throttle.ts";
import { findUserByEmail } from "./users.ts";

type UserRow = NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>;

const INVALID_LOGIN = "Invalid email or password";

const TOO_MANY_ATTEMPTS = (waitMs: number) => {
  const seconds = Math.ceil(waitMs / 1000);
  const when = seconds < 60 ? `${seconds} second${seconds === 1 ? "" : "s"}` : `${Math.ceil(seconds / 60)} minute${seconds <= 60 ? "" : "s"}`;
  return `Too many failed login attempts. Please wait ${when} and try again.`;
};

export type LoginInput = { email: string; password: string; rememberMe: boolean };

/**
 * The user and a new session token, or ApiError 429 TOO_MANY_ATTEMPTS / 401 INVALID_CREDENTIALS.
 * `waitUntil` carries the audit writes past the answer.
 */
export async function logIn(
  db: Db,
  kv: KVNamespace,
  input: LoginInput,
  client: Client,
  waitUntil: (promise: Promise<unknown>) => void,
): Promise<{ user: UserRow; token: string }> {
  const user = await findUserByEmail(db, input.email);
  // The owner's own address is counted apart, so strangers' failures never hold the owner back.
  const known = user ? await isKnownAddress(db, user.id, client.ip) : false;
  const buckets = [
    known && client.ip ? { key: await pairKey(input.email, client.ip), policy: POLICIES.pair } : { key: accountKey(input.email), policy: POLICIES.account },
    ...(client.ip ? [{ key: ipKey(client.ip), policy: POLICIES.ip }] : []),
  ];
  const verdicts = await countAttempts(db, buckets);
  const refused = verdicts.filter((v) => !v.allowed);
  if (refused.length) {
    if (user) waitUntil(recordSignIn(db, { userId: user.id, outcome: "throttled", ...client }).run());
    const wait = Math.max(...refused.map((v) => v.retryAfterMs));
    throw new ApiError(429, "TOO_MANY_ATTEMPTS", TOO_MANY_ATTEMPTS(wait), {}, { "Retry-After": String(Math.ceil(wait / 1000)) });
  }
  // Unknown e-mail and wrong password take the same path, cost and answer.
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !user.passwordHash || !ok) {
    if (user) waitUntil(recordSignIn(db, { userId: user.id, outcome: "failure", ...client }).run());
    throw new ApiError(401, "INVALID_CREDENTIALS", INVALID_LOGIN);
  }
  const { token } = await createSession(db, kv, user.id, input.rememberMe, client);
  waitUntil(db.batch([recordSignIn(db, { userId: user.id, outcome: "success", ...client }), ...verdicts.map((v) => forgiveAttempt(db, v.key))]));
  return { user, token };
}

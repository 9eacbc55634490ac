// Sign-up without enumeration (requirements §18.4; docs/decisions/0009). The answer to a sign-up never
// depends on whether the address has an account: a new address gets a confirmation link and the account
// is created only when it is used; an address with an account gets a notice ("someone tried to sign up
// with your address — sign in or reset"). All of that happens after the answer.
import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { getDb } from "../db/client.ts";
import { pendingSignups } from "../db/schema.ts";
import type { Mailer } from "../email/mailer.ts";
import { signUpAttemptEmail, signUpConfirmationEmail } from "../email/templates.ts";
import { ApiError } from "../http/errors.ts";
import { createSession, type Client } from "./sessions.ts";
import { accountKey, countAttempts, POLICIES } from "./throttle.ts";
import { randomToken, sha256Hex } from "./tokens.ts";
import { createUserWithFamily, findUserByEmail, findUserById } from "./users.ts";

export const SIGNUP_LINK_TTL_MS = 24 * 60 * 60_000;

export type SignUpInput = { email: string; passwordHash: string; firstName: string; lastName: string };

export function signUpLink(appOrigin: string, token: string): string {
  // From configuration, never from the request's Host (see resetLink).
  const url = new URL("/signup/confirm", appOrigin);
  url.searchParams.set("token", token);
  return url.toString();
}

/** Sends the confirmation link or, for an address with an account, the notice. At most a few per address. */
export async function sendSignUpEmail(env: Pick<Env, "DB" | "APP_ORIGIN">, mailer: Mailer, input: SignUpInput): Promise<void> {
  const db = getDb(env);
  const email = input.email.toLowerCase();
  const [perAddress] = await countAttempts(db, [{ key: `signup:${accountKey(email)}`, policy: POLICIES.forgotAccount }]);
  if (!perAddress!.allowed) return;
  if (await findUserByEmail(db, email)) {
    await mailer.send(signUpAttemptEmail(email, new URL("/login", env.APP_ORIGIN).toString()));
    return;
  }
  const token = randomToken();
  await db.insert(pendingSignups).values({
    id: await sha256Hex(token),
    email,
    passwordHash: input.passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    expiresAt: new Date(Date.now() + SIGNUP_LINK_TTL_MS),
  });
  await mailer.send(signUpConfirmationEmail(email, input.firstName, signUpLink(env.APP_ORIGIN, token)));
}

export function isUniqueViolation(err: unknown): boolean {
  const text = err instanceof Error ? `${err.message} ${String((err as { cause?: unknown }).cause ?? "")}` : String(err);
  return /UNIQUE constraint failed/i.test(text);
}

export type ConfirmResult = { ok: true; userId: string } | { ok: false; reason: "invalid_link" };

/**
 * Uses a confirmation link: taking the pending row is one DELETE … RETURNING (a link works once, even
 * when used twice at the same moment), then the account is created; if the address got an account in
 * the meantime (another link, Google, an invitation), the unique e-mail makes this one fail cleanly.
 */
export async function confirmSignUp(db: Db, token: string): Promise<ConfirmResult> {
  if (token.length < 20 || token.length > 100) return { ok: false, reason: "invalid_link" };
  const [pending] = await db
    .delete(pendingSignups)
    .where(and(eq(pendingSignups.id, await sha256Hex(token)), gt(pendingSignups.expiresAt, new Date())))
    .returning();
  if (!pending) return { ok: false, reason: "invalid_link" };
  try {
    const user = await createUserWithFamily(db, {
      email: pending.email,
      passwordHash: pending.passwordHash,
      firstName: pending.firstName,
      lastName: pending.lastName,
      emailVerified: true,
    });
    await db.delete(pendingSignups).where(eq(pendingSignups.email, pending.email));
    return { ok: true, userId: user.id };
  } catch (err) {
    if (isUniqueViolation(err)) return { ok: false, reason: "invalid_link" };
    throw err;
  }
}

export const INVALID_SIGNUP_LINK = "This sign-up link is invalid, expired or already used. Sign up again, or log in if you already have an account.";

/**
 * Uses a sign-up link (POST /api/auth/confirm-signup and /signup/confirm's form): the account is created
 * and signed in (a session that ends with the browser).
 */
export async function finishSignUp(db: Db, kv: KVNamespace, token: string, client: Client) {
  const result = await confirmSignUp(db, token);
  const user = result.ok ? await findUserById(db, result.userId) : null;
  if (!user) throw new ApiError(400, "INVALID_SIGNUP_LINK", INVALID_SIGNUP_LINK);
  const { token: session } = await createSession(db, kv, user.id, false, client);
  return { user, session };
}

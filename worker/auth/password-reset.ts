// Forgot / reset password (requirements §4 Password reset; requirements §15). A reset token is 256 random bits, only its
// SHA-256 is stored, it works once, expires after 1 hour and is replaced by any newer one. A reset ends
// every session of the account and clears its login delay.
import { and, eq, gt, isNull } from "drizzle-orm";
import { passwordProblems } from "../../common/schemas/auth.ts";
import type { Db } from "../db/client.ts";
import { getDb } from "../db/client.ts";
import { passwordResetTokens, users } from "../db/schema.ts";
import { getMailer, type Mailer } from "../email/mailer.ts";
import { ApiError } from "../http/errors.ts";
import { passwordResetEmail } from "../email/templates.ts";
import { hashPassword } from "./password.ts";
import { weakPassword } from "./register.ts";
import { revokeAllSessions } from "./sessions.ts";
import { accountKey, clearFailures, countAttempts, POLICIES } from "./throttle.ts";
import { randomToken, sha256Hex } from "./tokens.ts";
import { findUserByEmail } from "./users.ts";

export const RESET_TOKEN_TTL_MS = 60 * 60_000;

const forgotAccountKey = (email: string) => `forgot:${accountKey(email)}`;
const forgotIpKey = (ip: string) => `forgot:ip:${ip}`;

/**
 * Counts a forgot-password request. Per client address, too many are refused (`waitMs` > 0, a 429).
 * Per e-mail address nothing is ever refused — the answer stays the same — but only the first few
 * requests and then one per delay send an e-mail (`send`), so a stranger can neither flood a mailbox
 * nor hold the owner's reset back for more than a couple of minutes (docs/decisions/0008).
 */
export async function throttleForgotPassword(db: Db, email: string, ip: string | undefined): Promise<{ waitMs: number; send: boolean }> {
  const [perAccount, perIp] = await countAttempts(db, [
    { key: forgotAccountKey(email), policy: POLICIES.forgotAccount },
    ...(ip ? [{ key: forgotIpKey(ip), policy: POLICIES.forgotIp }] : []),
  ]);
  if (perIp && !perIp.allowed) return { waitMs: perIp.retryAfterMs, send: false };
  return { waitMs: 0, send: perAccount!.allowed };
}

/** A new token for the user; every older unused token of that user stops working. */
export async function issueResetToken(db: Db, userId: string): Promise<string> {
  const token = randomToken();
  await db.batch([
    db.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt))),
    db.insert(passwordResetTokens).values({
      id: await sha256Hex(token),
      userId,
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    }),
  ]);
  return token;
}

export function resetLink(appOrigin: string, token: string): string {
  // Built from configuration, never from the request's Host header (a forged Host would send the
  // victim a link to the attacker's site carrying a live token).
  const url = new URL("/reset-password", appOrigin);
  url.searchParams.set("token", token);
  return url.toString();
}

/** Sends the reset e-mail when the address has an account; silently does nothing otherwise. */
export async function sendPasswordResetEmail(env: Pick<Env, "DB" | "APP_ORIGIN">, mailer: Mailer, email: string): Promise<void> {
  const db = getDb(env);
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = await issueResetToken(db, user.id);
  await mailer.send(passwordResetEmail(user.email, resetLink(env.APP_ORIGIN, token)));
}

function plausibleToken(token: string): boolean {
  return token.length >= 20 && token.length <= 100;
}

async function findUsableToken(db: Db, token: string) {
  if (!plausibleToken(token)) return undefined;
  return db.query.passwordResetTokens.findFirst({
    where: and(eq(passwordResetTokens.id, await sha256Hex(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, new Date())),
  });
}

export type ResetPasswordResult = { ok: true } | { ok: false; reason: "invalid_token" } | { ok: false; reason: "weak_password"; problems: string[] };

export async function resetPassword(db: Db, kv: KVNamespace, token: string, newPassword: string): Promise<ResetPasswordResult> {
  // The token is checked first (without using it up) so a weak password does not burn a good link.
  if (!(await findUsableToken(db, token))) return { ok: false, reason: "invalid_token" };
  const problems = passwordProblems(newPassword);
  if (problems.length) return { ok: false, reason: "weak_password", problems };
  const passwordHash = await hashPassword(newPassword);

  // Using the token is one conditional UPDATE, so two concurrent resets cannot both get through.
  const now = new Date();
  const [used] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.id, await sha256Hex(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .returning({ userId: passwordResetTokens.userId });
  if (!used) return { ok: false, reason: "invalid_token" };

  // Following the e-mailed link proves control of the mailbox, so the address is verified too.
  const [user] = await db
    .update(users)
    .set({ passwordHash, emailVerified: true, updatedAt: now })
    .where(eq(users.id, used.userId))
    .returning({ email: users.email });
  await revokeAllSessions(db, kv, used.userId);
  if (user) await clearFailures(db, accountKey(user.email));
  return { ok: true };
}

export const FORGOT_PASSWORD_MESSAGE =
  "If an account exists for that email, we've sent a link to reset your password. It expires in 1 hour.";

/**
 * "Forgot password" for an address: throttled per address and client (ApiError 429), then the link is sent
 * after the answer, so neither the answer nor its timing tells whether the address has an account. Shared
 * by POST /api/auth/forgot-password and the /login page's action (ADR 0071). Returns the message to show.
 */
export async function requestPasswordReset(
  env: Env,
  db: Db,
  email: string,
  from: { ip: string | undefined; waitUntil: (promise: Promise<unknown>) => void },
): Promise<string> {
  const { waitMs, send } = await throttleForgotPassword(db, email, from.ip);
  if (waitMs > 0) {
    throw new ApiError(429, "TOO_MANY_REQUESTS", "Too many reset requests. Please wait a few minutes and try again.", {}, {
      "Retry-After": String(Math.ceil(waitMs / 1000)),
    });
  }
  if (send) {
    from.waitUntil(
      sendPasswordResetEmail(env, getMailer(env), email).catch((err: unknown) => {
        console.error("Password reset e-mail failed", err instanceof Error ? err.message : err);
      }),
    );
  }
  return FORGOT_PASSWORD_MESSAGE;
}

export const RESET_DONE_MESSAGE = "Your password has been reset. You can now log in with your new password.";
export const INVALID_RESET_TOKEN_MESSAGE = "Invalid or missing reset token. Please request a new password reset.";

/**
 * resetPassword for the two callers (POST /api/auth/reset-password and the /reset-password page's action):
 * the message to show, or ApiError 400 WEAK_PASSWORD (with the rules' list) / INVALID_RESET_TOKEN.
 */
export async function resetPasswordOrRefuse(db: Db, kv: KVNamespace, token: string, newPassword: string): Promise<string> {
  const result = await resetPassword(db, kv, token, newPassword);
  if (!result.ok) {
    if (result.reason === "weak_password") throw weakPassword(result.problems);
    throw new ApiError(400, "INVALID_RESET_TOKEN", INVALID_RESET_TOKEN_MESSAGE);
  }
  return RESET_DONE_MESSAGE;
}

// The account's own controls (requirements §18.6): its sessions, ending them, changing the password,
// deleting the account. Used by /api/account and the Settings tab's action (ADR 0071); every write is
// checked against the D1 ledger like any other.
import { and, asc, desc, eq, gt, inArray, isNull, ne, sql } from "drizzle-orm";
import { DELETE_CONFIRM_MESSAGE, passwordProblems } from "../../common/schemas/auth.ts";
import type { Db } from "../db/client.ts";
import { deleteChild } from "../children/children.ts";
import { children, families, familyMembers, loginAttempts, pendingSignups, quotaCounters, sessions, signInEvents, users } from "../db/schema.ts";
import { getMailer } from "../email/mailer.ts";
import { passwordChangedEmail } from "../email/templates.ts";
import { ApiError, badRequest, notFound } from "../http/errors.ts";
import { userConsentKey } from "../preferences/cookie-consent.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { weakPassword } from "./register.ts";
import { familySubject } from "../quotas/quotas.ts";
import { markSessionsOfDeletedAccount, refreshUserSessions, revokeAllSessions, revokeSession } from "./sessions.ts";
import { accountKey, pairKey } from "./throttle.ts";
import { findUserById } from "./users.ts";

/** The answer for an account deleted while its session was still live (the API's middleware says it too). */
export const ACCOUNT_GONE = "No such account";

/** Sessions are shown by a short public id (a prefix of the stored hash), never by the stored id itself. */
export const publicSessionId = (id: string) => id.slice(0, 16);

export async function listSessions(db: Db, userId: string, currentId: string) {
  const now = new Date();
  const rows = await db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      persistent: sessions.persistent,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt));
  return rows.map(({ id, ...row }) => ({ ...row, id: publicSessionId(id), current: id === currentId }));
}

/** The answer for a session that is not one of the user's live sessions (the API's and the Settings tab's). */
export const NO_SUCH_SESSION = "No such session";

/** Ends one of the user's own sessions by its public id; false when there is no such live session. */
export async function endSession(db: Db, kv: KVNamespace, userId: string, publicId: string): Promise<boolean> {
  const row = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), sql`substr(${sessions.id}, 1, 16) = ${publicId}`))
    .get();
  if (!row) return false;
  await revokeSession(db, kv, row.id);
  return true;
}

const WRONG_CURRENT_PASSWORD = "Your current password is not correct.";
const PASSWORD_CHANGED = "Your password has been changed. Every other device has been signed out.";

/** The answer to a wrong current password, under the field that asked for it (password and e-mail changes). */
export const wrongPassword = () => new ApiError(400, "WRONG_PASSWORD", WRONG_CURRENT_PASSWORD, { fields: { currentPassword: WRONG_CURRENT_PASSWORD } });

export type ChangePasswordResult = { ok: true; email: string } | { ok: false; reason: "wrong_password" | "weak_password" | "conflict"; problems?: string[] };

/**
 * Changes the password: the current one is required; the write is conditional on the stored hash being
 * the one just verified, so of two concurrent changes exactly one wins. Every other session ends.
 */
export async function changePassword(
  db: Db,
  kv: KVNamespace,
  auth: { userId: string; sessionId: string },
  currentPassword: string,
  newPassword: string,
): Promise<ChangePasswordResult> {
  const user = await db.query.users.findFirst({ where: eq(users.id, auth.userId) });
  if (!user?.passwordHash || !(await verifyPassword(currentPassword, user.passwordHash))) return { ok: false, reason: "wrong_password" };
  const problems = passwordProblems(newPassword);
  if (problems.length) return { ok: false, reason: "weak_password", problems };
  const passwordHash = await hashPassword(newPassword);
  const [changed] = await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)))
    .returning({ id: users.id });
  if (!changed) return { ok: false, reason: "conflict" };
  await revokeAllSessions(db, kv, user.id, auth.sessionId);
  return { ok: true, email: user.email };
}

/**
 * A password change as both POST /api/account/password and the Settings tab's action make it (ADR 0071):
 * the refusals as the API answers them, then the account's address is told after the answer. Returns the
 * message to show.
 */
export async function changePasswordOrRefuse(
  env: Env,
  db: Db,
  auth: { userId: string; sessionId: string },
  input: { currentPassword: string; newPassword: string },
  waitUntil: (promise: Promise<unknown>) => void,
): Promise<string> {
  const result = await changePassword(db, env.KV, auth, input.currentPassword, input.newPassword);
  if (!result.ok) {
    if (result.reason === "weak_password") throw weakPassword(result.problems ?? []);
    if (result.reason === "conflict") throw new ApiError(409, "CONFLICT", "Your password was changed at the same moment elsewhere. Please try again.");
    throw wrongPassword();
  }
  const link = new URL("/login?view=forgot", env.APP_ORIGIN).toString();
  waitUntil(
    getMailer(env)
      .send(passwordChangedEmail(result.email, link))
      .catch((err: unknown) => console.error("Password-changed e-mail failed", err instanceof Error ? err.message : err)),
  );
  return PASSWORD_CHANGED;
}

export type DeleteResult = "deleted_family" | "left_family" | null;

/**
 * Deletes the account. Alone in its family: the whole family goes — children, documents and their R2
 * objects, chunks, insights, conversations, invitations. With other members: only the person goes (an
 * Owner hands ownership to the longest-standing member). Either way: the user row and everything keyed
 * by it (sessions, sign-in audit, reset tokens, Google links), their KV session copies and consent
 * record, and the throttle rows that name their address.
 */
export async function deleteAccount(db: Db, kv: KVNamespace, bucket: R2Bucket, userId: string): Promise<DeleteResult> {
  const user = await db.query.users.findFirst({ where: eq(users.id, userId) });
  if (!user) return null;
  const member = await db.query.familyMembers.findFirst({ where: eq(familyMembers.userId, userId) });
  const others = member
    ? await db
        .select({ userId: familyMembers.userId, role: familyMembers.role })
        .from(familyMembers)
        .where(and(eq(familyMembers.familyId, member.familyId), ne(familyMembers.userId, userId)))
        .orderBy(asc(familyMembers.createdAt))
    : [];
  const ended = await db.select({ id: sessions.id, expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.userId, userId));
  const ips = (await db.selectDistinct({ ip: signInEvents.ip }).from(signInEvents).where(eq(signInEvents.userId, userId)))
    .map((r) => r.ip)
    .filter((ip): ip is string => Boolean(ip));

  // Sessions stop first, so nothing can be written while the rest goes.
  await revokeAllSessions(db, kv, userId);

  let promoted: string | undefined;
  if (member && others.length === 0) {
    const kids = await db.select({ id: children.id }).from(children).where(eq(children.familyId, member.familyId));
    for (const kid of kids) await deleteChild(db, bucket, member.familyId, kid.id);
    // Anything left under the family's prefix (e.g. an upload that never got its row).
    const prefix = `documents/${member.familyId}/`;
    let cursor: string | undefined;
    do {
      const page = await bucket.list({ prefix, cursor });
      if (page.objects.length) await bucket.delete(page.objects.map((o) => o.key));
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
    await db.batch([
      db.delete(quotaCounters).where(eq(quotaCounters.subject, familySubject(member.familyId))),
      db.delete(families).where(eq(families.id, member.familyId)),
    ]);
  } else if (member?.role === "owner" && !others.some((o) => o.role === "owner")) {
    promoted = others[0]!.userId;
    await db.update(familyMembers).set({ role: "owner" }).where(and(eq(familyMembers.familyId, member.familyId), eq(familyMembers.userId, promoted)));
  }

  const email = user.email.toLowerCase();
  const throttleKeys = [
    accountKey(email),
    `forgot:${accountKey(email)}`,
    `signup:${accountKey(email)}`,
    `email-change:${userId}`,
    ...(await Promise.all(ips.map((ip) => pairKey(email, ip)))),
  ];
  await db.batch([
    db.delete(loginAttempts).where(inArray(loginAttempts.key, throttleKeys)),
    db.delete(pendingSignups).where(eq(pendingSignups.email, email)),
    db.delete(users).where(eq(users.id, userId)),
  ]);
  // The D1 rows are gone, so the KV copies can go outright (a miss finds no ledger row to come back from);
  // each session leaves only the marker that its account was deleted.
  await Promise.all([
    ...ended.map((s) => kv.delete(`session:${s.id}`)),
    kv.delete(`consent:${userConsentKey(userId)}`),
    markSessionsOfDeletedAccount(kv, ended),
  ]);
  if (promoted) await refreshUserSessions(db, kv, promoted);
  return member && others.length === 0 ? "deleted_family" : "left_family";
}

/**
 * Deleting the account as both POST /api/account/delete and the Settings tab's action do it (ADR 0071): the
 * typed address must be the account's (ApiError 400 under the field), then `deleteAccount`. The caller
 * clears the session cookie.
 */
export async function deleteAccountOrRefuse(
  env: Pick<Env, "KV" | "FILES">,
  db: Db,
  userId: string,
  confirmEmail: string,
): Promise<NonNullable<DeleteResult>> {
  const me = await findUserById(db, userId);
  if (!me) throw notFound(ACCOUNT_GONE);
  if (confirmEmail.toLowerCase() !== me.email) throw badRequest(DELETE_CONFIRM_MESSAGE, { confirmEmail: DELETE_CONFIRM_MESSAGE });
  const result = await deleteAccount(db, env.KV, env.FILES, userId);
  if (!result) throw notFound(ACCOUNT_GONE);
  return result;
}

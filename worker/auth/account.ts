// The account's own controls (issue 15, finding 6): its sessions, ending them, changing the password.
// Used by /api/account; every write is checked against the D1 ledger like any other.
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { passwordProblems } from "~/schemas/auth";
import type { Db } from "../db/client";
import { sessions, users } from "../db/schema";
import { hashPassword, verifyPassword } from "./password";
import { revokeAllSessions, revokeSession } from "./sessions";

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

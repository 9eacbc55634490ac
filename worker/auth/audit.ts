// The sign-in audit (requirements §18): every password or Google sign-in of an existing account, success or not.
// It is the owner's "recent sign-in activity" and tells the throttle which addresses are the owner's own.
import { and, desc, eq, gt } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { signInEvents } from "../db/schema.ts";

/** An address the account signed in from within this long counts as the owner's own. */
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60_000;
/** Kept this long, then pruned when new events are written. */
const RETENTION_MS = 90 * 24 * 60 * 60_000;

export type SignInEvent = typeof signInEvents.$inferInsert;

export function recordSignIn(db: Db, event: Omit<SignInEvent, "id" | "at"> & { at?: Date }) {
  return db.insert(signInEvents).values({ ...event, at: event.at ?? new Date(), userAgent: event.userAgent?.slice(0, 300) ?? null });
}

export async function isKnownAddress(db: Db, userId: string, ip: string | undefined): Promise<boolean> {
  if (!ip) return false;
  const row = await db
    .select({ id: signInEvents.id })
    .from(signInEvents)
    .where(
      and(
        eq(signInEvents.userId, userId),
        eq(signInEvents.ip, ip),
        eq(signInEvents.outcome, "success"),
        gt(signInEvents.at, new Date(Date.now() - KNOWN_ADDRESS_MS)),
      ),
    )
    .limit(1)
    .get();
  return row !== undefined;
}

export async function listSignIns(db: Db, userId: string, limit = 20) {
  return db
    .select({ at: signInEvents.at, outcome: signInEvents.outcome, method: signInEvents.method, ip: signInEvents.ip, userAgent: signInEvents.userAgent })
    .from(signInEvents)
    .where(and(eq(signInEvents.userId, userId), gt(signInEvents.at, new Date(Date.now() - RETENTION_MS))))
    .orderBy(desc(signInEvents.at), desc(signInEvents.id))
    .limit(limit);
}

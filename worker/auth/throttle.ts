// Login throttling (design §6): per account and per client IP. After too many failures in the window
// the bucket is locked for a while and login answers 429, whatever the password.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { loginAttempts } from "../db/schema";

export const THROTTLE = {
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  maxPerAccount: 5,
  maxPerIp: 20,
} as const;

export const accountKey = (email: string) => `acct:${email.toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;

/** Milliseconds until the first locked bucket opens again, or 0 when none is locked. */
export async function lockedFor(db: Db, keys: string[]): Promise<number> {
  const now = Date.now();
  let wait = 0;
  for (const key of keys) {
    const row = await db.query.loginAttempts.findFirst({ where: eq(loginAttempts.key, key) });
    const until = row?.lockedUntil?.getTime() ?? 0;
    if (until > now) wait = Math.max(wait, until - now);
  }
  return wait;
}

export async function recordFailure(db: Db, key: string, max: number): Promise<void> {
  const now = Date.now();
  const row = await db.query.loginAttempts.findFirst({ where: eq(loginAttempts.key, key) });
  const inWindow = row && now - row.windowStart.getTime() < THROTTLE.windowMs;
  const failures = inWindow ? row.failures + 1 : 1;
  const lockedUntil = failures >= max ? new Date(now + THROTTLE.lockMs) : null;
  await db
    .insert(loginAttempts)
    .values({ key, failures, windowStart: new Date(now), lockedUntil })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures,
        windowStart: inWindow ? sql`${loginAttempts.windowStart}` : new Date(now),
        lockedUntil,
      },
    });
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}

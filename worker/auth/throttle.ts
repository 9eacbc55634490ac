// Throttling without lockout (requirements §15; docs/decisions/0008). Every attempt is counted by one atomic
// upsert (`failures = failures + 1 … RETURNING`), so concurrent requests cannot get around the count.
// The first `free` attempts in the window go through; after that one attempt per growing delay does,
// and every other one is refused (429) before any password work. Nothing ever locks the owner out: their
// own known address is counted apart from everyone else's (see `pairKey`).
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { loginAttempts } from "../db/schema.ts";
import { sha256Hex } from "./tokens.ts";

export type Policy = {
  /** Attempts in the window that go through without any delay. */
  free: number;
  /** The delay after the n-th attempt past the free ones: base · 2^(n-1), at most max. */
  baseDelayMs: number;
  maxDelayMs: number;
};

export const WINDOW_MS = 15 * 60_000;

export const POLICIES = {
  /** Per e-mail address, from addresses the account has not signed in from. */
  account: { free: 5, baseDelayMs: 5_000, maxDelayMs: 60_000 },
  /** Per (account, known address): the owner's own typos. */
  pair: { free: 5, baseDelayMs: 5_000, maxDelayMs: 30_000 },
  /** Per client address, across accounts. */
  ip: { free: 20, baseDelayMs: 2_000, maxDelayMs: 60_000 },
  /** Reset e-mails per address: a few at once, then one per 2 minutes, so spam cannot hold a reset back for long. */
  forgotAccount: { free: 3, baseDelayMs: 120_000, maxDelayMs: 120_000 },
  forgotIp: { free: 20, baseDelayMs: 5_000, maxDelayMs: 120_000 },
} as const satisfies Record<string, Policy>;

export const accountKey = (email: string) => `acct:${email.toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;
/** One account from one address; hashed so the table does not pair e-mails with addresses in the clear. */
export const pairKey = async (email: string, ip: string) => `pair:${await sha256Hex(`${email.toLowerCase()}|${ip}`)}`;

export function delayFor(policy: Policy, attempts: number): number {
  const over = attempts - policy.free;
  if (over <= 0) return 0;
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(over - 1, 30));
}

/** The SQL twin of delayFor for the new count, so the slot is taken inside the same statement. */
function delaySql(policy: Policy, attempts: ReturnType<typeof sql>) {
  const steps: ReturnType<typeof sql>[] = [];
  for (let over = 1; ; over++) {
    const d = delayFor(policy, policy.free + over);
    if (d >= policy.maxDelayMs) break;
    steps.push(sql`when ${attempts} = ${policy.free + over} then ${d}`);
  }
  if (steps.length === 0) return sql`${policy.maxDelayMs}`;
  return sql`(case ${sql.join(steps, sql` `)} else ${policy.maxDelayMs} end)`;
}

export type Verdict = { key: string; attempts: number; allowed: boolean; retryAfterMs: number };

/**
 * Counts one attempt on `key` and says whether it may go ahead. Past the free attempts, the one request
 * that finds the previous delay over opens the next (longer) delay and goes ahead; all others wait.
 */
export function countAttempt(db: Db, key: string, policy: Policy, now: number) {
  const fresh = sql`${loginAttempts.windowStart} > ${now - WINDOW_MS}`;
  const next = sql`(case when ${fresh} then ${loginAttempts.failures} + 1 else 1 end)`;
  // Every SET expression sees the row as it was, so `opens` is the same test in both columns.
  const opens = sql`(${next} > ${policy.free} and coalesce(${loginAttempts.lockedUntil}, 0) <= ${now})`;
  return db
    .insert(loginAttempts)
    .values({ key, failures: 1, windowStart: new Date(now), lockedUntil: null })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures: next,
        windowStart: sql`(case when ${fresh} then ${loginAttempts.windowStart} else ${now} end)`,
        lockedUntil: sql`(case
          when not ${fresh} then null
          when ${opens} then ${now} + ${delaySql(policy, next)}
          else ${loginAttempts.lockedUntil} end)`,
        openedBy: sql`(case when not ${fresh} then null when ${opens} then ${next} else ${loginAttempts.openedBy} end)`,
      },
    })
    .returning({ failures: loginAttempts.failures, lockedUntil: loginAttempts.lockedUntil, openedBy: loginAttempts.openedBy });
}

type Row = { failures: number; lockedUntil: Date | null; openedBy: number | null };

export function verdict(key: string, policy: Policy, now: number, row: Row | undefined): Verdict {
  const attempts = row?.failures ?? 1;
  const until = row?.lockedUntil?.getTime() ?? 0;
  // Attempt numbers are unique (the upsert is serialised), so exactly one request opened this delay.
  const allowed = attempts <= policy.free || row?.openedBy === attempts;
  return { key, attempts, allowed, retryAfterMs: allowed ? 0 : Math.max(1000, until - now) };
}

/** Counts one attempt on each key in one D1 round trip; the caller is refused if any bucket refuses. */
export async function countAttempts(db: Db, buckets: Array<{ key: string; policy: Policy }>, now = Date.now()): Promise<Verdict[]> {
  if (buckets.length === 0) return [];
  const [first, ...rest] = buckets.map((b) => countAttempt(db, b.key, b.policy, now));
  const results = await db.batch([first!, ...rest]);
  return results.map((rows, i) => verdict(buckets[i]!.key, buckets[i]!.policy, now, rows[0]));
}

/** A correct password: the attempt was not a failure, so it is taken back from the shared counters. */
export function forgiveAttempt(db: Db, key: string) {
  return db
    .update(loginAttempts)
    .set({ failures: sql`max(${loginAttempts.failures} - 1, 0)` })
    .where(sql`${loginAttempts.key} = ${key}`);
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginAttempts).where(sql`${loginAttempts.key} = ${key}`);
}

// Quotas per family, and contact messages per client address (requirements §18.5; docs/decisions/0015).
// A counted action takes one unit with a single atomic upsert (`count = count + 1 … RETURNING`): D1
// serialises the statements, so concurrent requests each get their own number and at most `limit` of
// them go ahead in a window; the others get 429 with Retry-After. An action that then fails for another
// reason gives its unit back. Stored bytes are not counted here: the documents' own sizes are the truth
// (documents/upload.ts checks them in the same batch as the insert).
import { and, eq, sql } from "drizzle-orm";
import * as v from "valibot";
import type { Db } from "../db/client.ts";
import { quotaCounters } from "../db/schema.ts";
import { ApiError } from "../http/errors.ts";

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** Each quota: its `[vars]` name, its window, its default, and what the parent is told when it is used up. */
export const QUOTAS = {
  uploads: {
    env: "QUOTA_UPLOADS_PER_DAY",
    windowMs: DAY,
    fallback: 100,
    message: (limit: number, wait: string) => `Your family has uploaded ${limit} documents today, the most allowed in one day. You can upload more in about ${wait}.`,
  },
  conversations: {
    env: "QUOTA_CONVERSATIONS_PER_DAY",
    windowMs: DAY,
    fallback: 200,
    message: (limit: number, wait: string) =>
      `Your family has started ${limit} conversations today, the most allowed in one day. You can start another in about ${wait}; meanwhile you can continue an existing one.`,
  },
  chatMessages: {
    env: "QUOTA_CHAT_MESSAGES_PER_HOUR",
    windowMs: HOUR,
    fallback: 200,
    message: (limit: number, wait: string) => `Your family has sent ${limit} chat messages in the last hour, the most allowed. You can send more in about ${wait}.`,
  },
  insightRegenerations: {
    env: "QUOTA_INSIGHT_REGENERATIONS_PER_DAY",
    windowMs: DAY,
    fallback: 50,
    message: (limit: number, wait: string) => `Insights have been regenerated ${limit} times today, the most allowed in one day. You can regenerate again in about ${wait}.`,
  },
  contactMessages: {
    env: "QUOTA_CONTACT_MESSAGES_PER_IP_PER_HOUR",
    windowMs: HOUR,
    fallback: 5,
    message: (_limit: number, wait: string) => `Too many messages have been sent from your network in the last hour. Please try again in about ${wait}.`,
  },
} as const;

export type QuotaName = keyof typeof QUOTAS;

export const STORED_BYTES_VAR = "QUOTA_STORED_BYTES";
/** 1 GiB per family: hundreds of scanned IEPs. */
export const DEFAULT_STORED_BYTES = 1024 ** 3;

export type QuotaEnv = Partial<Record<(typeof QUOTAS)[QuotaName]["env"] | typeof STORED_BYTES_VAR, string>>;

const LimitSchema = v.pipe(v.string(), v.trim(), v.regex(/^\d{1,15}$/), v.transform(Number), v.integer(), v.minValue(1));

const warned = new Set<string>();

/** A configured limit: a positive whole number, or the default (with one logged warning) when it is not. */
function configured(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value.trim() === "") return fallback;
  const parsed = v.safeParse(LimitSchema, value);
  if (parsed.success) return parsed.output;
  if (!warned.has(name)) {
    warned.add(name);
    console.warn(`${name}="${value}" is not a positive whole number; using the default ${fallback}`);
  }
  return fallback;
}

export const quotaLimit = (env: QuotaEnv, name: QuotaName) => configured(env[QUOTAS[name].env], QUOTAS[name].env, QUOTAS[name].fallback);
export const storedBytesLimit = (env: QuotaEnv) => configured(env[STORED_BYTES_VAR], STORED_BYTES_VAR, DEFAULT_STORED_BYTES);

export const familySubject = (familyId: string) => `family:${familyId}`;
export const ipSubject = (ip: string) => `ip:${ip}`;

/** "12 minutes", "3 hours": how long until the window ends, rounded up so the parent is never told too early. */
export function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 90) return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  return `${Math.ceil(minutes / 60)} hours`;
}

export function overQuota(message: string, retryAfterMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new ApiError(429, "QUOTA_EXCEEDED", message, {}, { "Retry-After": String(seconds) });
}

/** One unit taken from a quota's current window (what `giveBack` returns). */
export type Taken = { name: QuotaName; subject: string; windowStart: number };

/** Takes one unit of `name` for `subject`, or throws 429 QUOTA_EXCEEDED with Retry-After. */
export async function takeQuota(db: Db, env: QuotaEnv, name: QuotaName, subject: string, now = Date.now()): Promise<Taken> {
  const quota = QUOTAS[name];
  const limit = quotaLimit(env, name);
  // Every SET expression sees the row as it was, so `fresh` is the same test in both columns.
  const fresh = sql`${quotaCounters.windowStart} > ${now - quota.windowMs}`;
  const row = await db
    .insert(quotaCounters)
    .values({ name, subject, windowStart: new Date(now), count: 1 })
    .onConflictDoUpdate({
      target: [quotaCounters.name, quotaCounters.subject],
      set: {
        count: sql`(case when ${fresh} then ${quotaCounters.count} + 1 else 1 end)`,
        windowStart: sql`(case when ${fresh} then ${quotaCounters.windowStart} else ${now} end)`,
      },
    })
    .returning({ count: quotaCounters.count, windowStart: quotaCounters.windowStart })
    .get();
  const windowStart = row?.windowStart.getTime() ?? now;
  if ((row?.count ?? 1) > limit) {
    const retryAfterMs = windowStart + quota.windowMs - now;
    throw overQuota(quota.message(limit, waitText(retryAfterMs)), retryAfterMs);
  }
  return { name, subject, windowStart };
}

/** Returns a unit whose action did not happen after all (only within the window it was taken from). */
export async function giveBack(db: Db, taken: Taken): Promise<void> {
  await db
    .update(quotaCounters)
    .set({ count: sql`max(${quotaCounters.count} - 1, 0)` })
    .where(and(eq(quotaCounters.name, taken.name), eq(quotaCounters.subject, taken.subject), eq(quotaCounters.windowStart, new Date(taken.windowStart))));
}

/** Runs `action` on one unit of the quota; an action that throws gives its unit back. */
export async function withQuota<T>(db: Db, env: QuotaEnv, name: QuotaName, subject: string, action: () => Promise<T>): Promise<T> {
  const taken = await takeQuota(db, env, name, subject);
  try {
    return await action();
  } catch (err) {
    await giveBack(db, taken).catch((e: unknown) => console.warn("Could not give a quota unit back", name, e instanceof Error ? e.message : e));
    throw err;
  }
}

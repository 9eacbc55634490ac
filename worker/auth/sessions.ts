// Sessions (requirements §15; docs/decisions/0004-sessions-kv-and-d1-ledger.md). The cookie holds a random token;
// only its SHA-256 is stored. D1 is the ledger and the authority; KV holds a copy for fast reads.
// KV is eventually consistent (~60 s across locations), so a state-changing request always checks D1:
// a revoked session can, at worst, still READ for that window, and never change anything. Extending a
// session (the touch) is one conditional UPDATE in D1, and only a row it returns may be written back to
// KV, so a stale KV copy can never bring a revoked session back (docs/decisions/0008).
import { and, eq, gt, isNull, sql, type Placeholder } from "drizzle-orm";
import { preparedOnce, type Db } from "../db/client.ts";
import { familyMembers, sessions, users } from "../db/schema.ts";
import { randomToken, sha256Hex } from "./tokens.ts";
import { publicUserColumns, type PublicUser } from "./users.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Remember me: 30 days at most, 7 days idle. Otherwise a browser-session cookie, 24 h at most, 2 h idle. */
export const SESSION_LIMITS = {
  persistent: { absoluteMs: 30 * DAY, idleMs: 7 * DAY },
  browser: { absoluteMs: DAY, idleMs: 2 * HOUR },
} as const;
/** lastSeenAt is refreshed at most this often, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 5 * MINUTE;

export type SessionRecord = {
  userId: string;
  familyId: string;
  role: "owner" | "member";
  persistent: boolean;
  expiresAt: number;
  lastSeenAt: number;
};

export type AuthContext = SessionRecord & { sessionId: string };

const kvKey = (id: string) => `session:${id}`;

/** What revocation leaves in KV: a reader that finds it stops at once instead of falling back. */
type Tombstone = { revoked: true };
const isTombstone = (v: SessionRecord | Tombstone): v is Tombstone => "revoked" in v && v.revoked === true;

export function sessionCookieName(url: URL): string {
  // __Host- requires Secure; browsers accept Secure cookies on https and on http://localhost.
  return url.protocol === "https:" || url.hostname === "localhost" ? "__Host-iep_session" : "iep_session";
}

function limits(persistent: boolean) {
  return persistent ? SESSION_LIMITS.persistent : SESSION_LIMITS.browser;
}

function isLive(record: SessionRecord, now: number): boolean {
  return record.expiresAt > now && record.lastSeenAt + limits(record.persistent).idleMs > now;
}

async function putKv(kv: KVNamespace, id: string, record: SessionRecord): Promise<void> {
  // KV needs a TTL of at least 60 s; the record also carries its own expiry.
  const ttl = Math.max(60, Math.ceil((record.expiresAt - Date.now()) / 1000));
  await kv.put(kvKey(id), JSON.stringify(record), { expirationTtl: ttl });
}

async function putTombstone(kv: KVNamespace, id: string, expiresAt: number): Promise<void> {
  const ttl = Math.max(60, Math.ceil((expiresAt - Date.now()) / 1000));
  await kv.put(kvKey(id), JSON.stringify({ revoked: true } satisfies Tombstone), { expirationTtl: ttl });
}

/**
 * SQL: the session row is neither revoked, expired nor idle at `now` (milliseconds, or the placeholder
 * of a prepared statement that binds them at each call).
 */
function liveInLedger(now: number | Placeholder<"now">) {
  return and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, typeof now === "number" ? new Date(now) : now),
    sql`${sessions.lastSeenAt} > ${now} - (case when ${sessions.persistent} then ${SESSION_LIMITS.persistent.idleMs} else ${SESSION_LIMITS.browser.idleMs} end)`,
  );
}

/**
 * Extends a session: one conditional UPDATE that only matches a live row. Returns false when the ledger
 * says the session is revoked, expired or idle (the caller must then treat it as gone).
 */
async function touch(db: Db, id: string, now: number): Promise<boolean> {
  const row = await db
    .update(sessions)
    .set({ lastSeenAt: new Date(now) })
    .where(and(eq(sessions.id, id), liveInLedger(now)))
    .returning({ id: sessions.id })
    .get();
  return row !== undefined;
}

async function membership(db: Db, userId: string) {
  return db.query.familyMembers.findFirst({ where: eq(familyMembers.userId, userId) });
}

/** Starts a new session (a new token at every login) and returns the token for the cookie. */
export type Client = { ip?: string; userAgent?: string };

export async function createSession(
  db: Db,
  kv: KVNamespace,
  userId: string,
  persistent: boolean,
  client: Client = {},
): Promise<{ token: string; record: SessionRecord }> {
  const member = await membership(db, userId);
  if (!member) throw new Error(`user ${userId} has no family`);
  const token = randomToken();
  const id = await sha256Hex(token);
  const now = Date.now();
  const record: SessionRecord = {
    userId,
    familyId: member.familyId,
    role: member.role,
    persistent,
    expiresAt: now + limits(persistent).absoluteMs,
    lastSeenAt: now,
  };
  await db.insert(sessions).values({
    id,
    userId,
    persistent,
    lastSeenAt: new Date(now),
    expiresAt: new Date(record.expiresAt),
    ip: client.ip ?? null,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
  });
  await putKv(kv, id, record);
  return { token, record };
}

/** readLedgerRow's statement, built once: every signed-in page runs it (ADR 0091). */
const ledgerRow = preparedOnce((db) =>
  db
    .select({
      userId: sessions.userId,
      persistent: sessions.persistent,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      familyId: familyMembers.familyId,
      role: familyMembers.role,
      user: publicUserColumns,
    })
    .from(sessions)
    .innerJoin(familyMembers, eq(familyMembers.userId, sessions.userId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder("id")), liveInLedger(sql.placeholder("now"))))
    .prepare(),
);

/**
 * The ledger's live row of session `id`: the session, the user's current family membership, and the
 * user as pages show them (one statement; the user's columns cost nothing beside the join the
 * membership already needs).
 */
async function readLedgerRow(db: Db, id: string): Promise<{ record: SessionRecord; user: PublicUser } | null> {
  const row = await ledgerRow(db).get({ id, now: Date.now() });
  if (!row) return null;
  const { user, ...session } = row;
  return { record: { ...session, expiresAt: session.expiresAt.getTime(), lastSeenAt: session.lastSeenAt.getTime() }, user };
}

/** The authoritative read, from the D1 ledger (joined with the current family membership). */
async function readLedger(db: Db, id: string): Promise<SessionRecord | null> {
  return (await readLedgerRow(db, id))?.record ?? null;
}

/**
 * A live record just read: extended when its lastSeenAt is due (the conditional touch in D1, awaited, then
 * the KV copy rewritten in the background). null when the ledger refuses the touch: the copy read is no
 * longer backed, and a tombstone replaces it.
 */
async function keepAlive(
  db: Db,
  kv: KVNamespace,
  id: string,
  record: SessionRecord,
  now: number,
  waitUntil: (p: Promise<unknown>) => void,
): Promise<SessionRecord | null> {
  if (now - record.lastSeenAt <= TOUCH_INTERVAL_MS) return record;
  if (!(await touch(db, id, now))) {
    await putTombstone(kv, id, record.expiresAt);
    return null;
  }
  const touched = { ...record, lastSeenAt: now };
  waitUntil(putKv(kv, id, touched));
  return touched;
}

/**
 * Resolves a session token. `authoritative` (every state-changing request) reads the D1 ledger;
 * otherwise KV is tried first. When lastSeenAt is due for a refresh, the refresh is the conditional
 * touch in D1 and is awaited: a copy the ledger no longer backs is replaced by a tombstone and refused.
 */
export async function resolveSession(
  db: Db,
  kv: KVNamespace,
  token: string,
  opts: { authoritative: boolean; waitUntil: (p: Promise<unknown>) => void },
): Promise<AuthContext | null> {
  if (!token || token.length > 100) return null;
  const id = await sha256Hex(token);
  const now = Date.now();
  let record: SessionRecord | null = null;
  let fromLedger = false;
  if (!opts.authoritative) {
    const cached = await kv.get<SessionRecord | Tombstone>(kvKey(id), "json");
    if (cached && isTombstone(cached)) return null;
    record = cached;
  }
  if (!record) {
    record = await readLedger(db, id);
    fromLedger = true;
  }
  if (!record || !isLive(record, now)) return null;
  const live = await keepAlive(db, kv, id, record, now, opts.waitUntil);
  if (!live) return null;
  // A KV miss (another location, or an evicted copy): the ledger row just read backs the copy.
  if (live === record && fromLedger && !opts.authoritative) opts.waitUntil(putKv(kv, id, record));
  return { ...live, sessionId: id };
}

/**
 * A page's session and its user in one D1 statement, from the ledger. A page shows the user (the nav
 * bar) and so reads D1 on every request anyway: joining the user to the ledger row makes that one read
 * both the user and an authoritative session check, where the KV copy would only add a read before it
 * (ADR 0075, the dashboard addendum).
 */
export async function resolveSessionWithUser(
  db: Db,
  kv: KVNamespace,
  token: string,
  opts: { waitUntil: (p: Promise<unknown>) => void },
): Promise<{ auth: AuthContext; user: PublicUser } | null> {
  if (!token || token.length > 100) return null;
  const id = await sha256Hex(token);
  const now = Date.now();
  const row = await readLedgerRow(db, id);
  if (!row) return null;
  const live = await keepAlive(db, kv, id, row.record, now, opts.waitUntil);
  return live ? { auth: { ...live, sessionId: id }, user: row.user } : null;
}

/** Revokes in the ledger first, then replaces the KV copies with tombstones. */
async function revokeWhere(db: Db, kv: KVNamespace, where: ReturnType<typeof and>): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(where, isNull(sessions.revokedAt)))
    .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
  await Promise.all(revoked.map((s) => putTombstone(kv, s.id, s.expiresAt.getTime())));
  return revoked.length;
}

export async function revokeSession(db: Db, kv: KVNamespace, sessionId: string): Promise<void> {
  await revokeWhere(db, kv, eq(sessions.id, sessionId));
}

export async function revokeToken(db: Db, kv: KVNamespace, token: string): Promise<void> {
  if (token && token.length <= 100) await revokeSession(db, kv, await sha256Hex(token));
}

/** Ends every session of a user (password reset, account changes), except `keep` when given. */
export async function revokeAllSessions(db: Db, kv: KVNamespace, userId: string, keep?: string): Promise<number> {
  const mine = eq(sessions.userId, userId);
  return revokeWhere(db, kv, keep ? and(mine, sql`${sessions.id} <> ${keep}`) : mine);
}

/**
 * What deleting an account leaves of each of its sessions (docs/decisions/0017): a KV marker, under a key
 * of its own, that holds nothing but "gone" and lives as long as the session could have. With it, the
 * account's own controls can answer a deleted account's session (a second delete, a replayed request)
 * with 404 "no such account" rather than "sign in".
 */
const deletedKey = (id: string) => `deleted-session:${id}`;

export async function markSessionsOfDeletedAccount(kv: KVNamespace, ended: Array<{ id: string; expiresAt: Date }>): Promise<void> {
  await Promise.all(
    ended.map(({ id, expiresAt }) =>
      kv.put(deletedKey(id), "gone", { expirationTtl: Math.max(60, Math.ceil((expiresAt.getTime() - Date.now()) / 1000)) }),
    ),
  );
}

/** Whether `token` was a session of an account that has since been deleted. */
export async function isSessionOfDeletedAccount(kv: KVNamespace, token: string): Promise<boolean> {
  if (!token || token.length > 100) return false;
  return (await kv.get(deletedKey(await sha256Hex(token)))) !== null;
}

/** Rewrites the KV copies of a user's live sessions after their family membership changed. */
export async function refreshUserSessions(db: Db, kv: KVNamespace, userId: string): Promise<void> {
  const live = await db.select({ id: sessions.id }).from(sessions).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await Promise.all(
    live.map(async ({ id }) => {
      const record = await readLedger(db, id);
      if (record) await putKv(kv, id, record);
    }),
  );
}

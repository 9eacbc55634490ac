// requirements §18.1: a revoked session must not come back through a GET that refreshes it.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getDb } from "../db/client.ts";
import { signUp } from "../test/auth.ts";
import { call } from "../test/http.ts";
import { resolveSessionWithUser } from "./sessions.ts";
import { sha256Hex } from "./tokens.ts";

const token = (cookie: string) => cookie.slice(cookie.indexOf("=") + 1);
const sessionId = async (cookie: string) => sha256Hex(token(cookie));
const noWait = { waitUntil: () => {} };
const kvCopy = async (id: string) => env.KV.get<Record<string, unknown>>(`session:${id}`, "json");

/** Makes the KV copy look like one written 6 minutes ago (due for a touch), as another location may hold. */
async function ageKvCopy(id: string) {
  const record = (await kvCopy(id))!;
  const lastSeenAt = Date.now() - 6 * 60_000;
  await env.KV.put(`session:${id}`, JSON.stringify({ ...record, lastSeenAt }), { expirationTtl: 3600 });
  await env.DB.prepare("update sessions set last_seen_at = ? where id = ?").bind(lastSeenAt, id).run();
}

describe("session refresh (touch) checks the ledger", () => {
  it("a GET with a stale KV copy of a revoked session is refused and leaves a tombstone, not a live copy", async () => {
    const user = await signUp();
    const id = await sessionId(user.cookie);
    await ageKvCopy(id);
    // Revoked in D1 only: the KV copy elsewhere has not caught up.
    await env.DB.prepare("update sessions set revoked_at = ? where id = ?").bind(Date.now(), id).run();
    const res = await call("GET", "/api/auth/user", { cookie: user.cookie });
    expect(res.status).toBe(401);
    expect(await kvCopy(id)).toEqual({ revoked: true });
    const row = await env.DB.prepare("select last_seen_at as t from sessions where id = ?").bind(id).first<{ t: number }>();
    expect(Date.now() - row!.t).toBeGreaterThan(5 * 60_000);
    // And it stays refused.
    expect((await call("GET", "/api/auth/user", { cookie: user.cookie })).status).toBe(401);
  });

  it("a live session due for a touch is refreshed in D1 and KV", async () => {
    const user = await signUp();
    const id = await sessionId(user.cookie);
    await ageKvCopy(id);
    expect((await call("GET", "/api/auth/user", { cookie: user.cookie })).status).toBe(200);
    const row = await env.DB.prepare("select last_seen_at as t from sessions where id = ?").bind(id).first<{ t: number }>();
    expect(Date.now() - row!.t).toBeLessThan(60_000);
  });

  it("logout writes a KV tombstone, so a KV-first GET stops without asking D1", async () => {
    const user = await signUp();
    const id = await sessionId(user.cookie);
    await call("GET", "/api/auth/logout", { cookie: user.cookie });
    expect(await kvCopy(id)).toEqual({ revoked: true });
    // Even if the ledger were (wrongly) live again, the tombstone answers first.
    await env.DB.prepare("update sessions set revoked_at = null where id = ?").bind(id).run();
    expect((await call("GET", "/api/auth/user", { cookie: user.cookie })).status).toBe(401);
  });

  it("a KV miss for a revoked session reads the ledger and does not cache it", async () => {
    const user = await signUp();
    const id = await sessionId(user.cookie);
    await env.DB.prepare("update sessions set revoked_at = ? where id = ?").bind(Date.now(), id).run();
    await env.KV.delete(`session:${id}`);
    expect((await call("GET", "/api/auth/user", { cookie: user.cookie })).status).toBe(401);
    expect(await kvCopy(id)).toBeNull();
  });
});


describe("a page's session and user: one ledger read", () => {
  it("gives the session and the user the page shows", async () => {
    const user = await signUp();
    const current = await resolveSessionWithUser(getDb(env), env.KV, token(user.cookie), noWait);
    expect(current?.user).toEqual({ id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email, profileImageUrl: null });
    expect(current?.auth).toMatchObject({ userId: user.id, sessionId: await sessionId(user.cookie) });
  });

  it("refuses a session revoked in D1 at once, even while a live KV copy would still serve an API read", async () => {
    const user = await signUp();
    const id = await sessionId(user.cookie);
    await env.DB.prepare("update sessions set revoked_at = ? where id = ?").bind(Date.now(), id).run();
    expect(await kvCopy(id)).toMatchObject({ userId: user.id });
    expect(await resolveSessionWithUser(getDb(env), env.KV, token(user.cookie), noWait)).toBeNull();
  });

  it("refuses a session idle past its own kind's limit, or expired, however often the statement ran before", async () => {
    const user = await signUp();
    const id = await sessionId(user.cookie);
    const resolve = () => resolveSessionWithUser(getDb(env), env.KV, token(user.cookie), noWait);
    // Idle 3 hours: past a browser session's 2 hours, well within a persistent one's 7 days.
    const idleSince = Date.now() - 3 * 60 * 60_000;
    await env.DB.prepare("update sessions set last_seen_at = ?, persistent = 0 where id = ?").bind(idleSince, id).run();
    expect(await resolve()).toBeNull();
    await env.DB.prepare("update sessions set persistent = 1 where id = ?").bind(id).run();
    expect(await resolve()).not.toBeNull();
    await env.DB.prepare("update sessions set expires_at = ? where id = ?").bind(Date.now() - 1, id).run();
    expect(await resolve()).toBeNull();
  });

  it("extends a session due for a touch in D1", async () => {
    const user = await signUp();
    const id = await sessionId(user.cookie);
    await ageKvCopy(id);
    expect(await resolveSessionWithUser(getDb(env), env.KV, token(user.cookie), noWait)).not.toBeNull();
    const row = await env.DB.prepare("select last_seen_at as t from sessions where id = ?").bind(id).first<{ t: number }>();
    expect(Date.now() - row!.t).toBeLessThan(60_000);
  });
});

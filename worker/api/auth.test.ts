import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { SCRYPT_PARAMS } from "../auth/password.ts";
import { callApi, latestLinkToken, outboxFor } from "../test/api.ts";
import { logIn, sessionCookieFrom, SIGNUP_LINK, signUp, TEST_PASSWORD, uniqueEmail } from "../test/auth.ts";
import { call, json } from "../test/http.ts";

const count = async (table: string, where = "1=1", ...binds: unknown[]) =>
  (await env.DB.prepare(`select count(*) as n from ${table} where ${where}`).bind(...binds).first<{ n: number }>())!.n;

/** A sign-up for `email` with a valid body. */
const register = (email: string) => callApi("POST", "/api/auth/register", { body: { email, password: TEST_PASSWORD, firstName: "X", lastName: "Y" } });
/** The answer's text with the e-mail address masked, so two answers can be compared. */
const norm = (text: string) => text.replace(/[^\s]+@example\.com/, "<email>");

describe("sign-up", () => {
  it("answers 202 'check your email'; the e-mailed link creates the user, a family with the user as Owner and a session", async () => {
    const email = uniqueEmail();
    const res = await callApi("POST", "/api/auth/register", {
      body: { email: email.toUpperCase(), password: TEST_PASSWORD, firstName: "Ana", lastName: "Lopez" },
    });
    expect(res.status).toBe(202);
    expect(await json(res)).toEqual({ message: expect.stringMatching(/^Check your email/) });
    expect(res.headers.getSetCookie().join()).not.toMatch(/iep_session=/);
    expect(await count("users", "email = ?", email)).toBe(0);
    const [mail] = await outboxFor(email);
    expect(mail?.subject).toBe("Finish creating your IEP Binder account");
    const confirmed = await call("POST", "/api/auth/confirm-signup", { body: { token: await latestLinkToken(email, SIGNUP_LINK) } });
    expect(confirmed.status).toBe(201);
    const body = await json<{ user: Record<string, unknown> }>(confirmed);
    expect(body.user).toMatchObject({ email, firstName: "Ana", lastName: "Lopez", profileImageUrl: null });
    const cookie = confirmed.headers.getSetCookie().find((c) => c.includes("iep_session="))!;
    expect(cookie).toMatch(/^__Host-iep_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Max-Age/i);
    const role = await env.DB.prepare("select fm.role from family_members fm join users u on u.id = fm.user_id where u.email = ?")
      .bind(email)
      .first<{ role: string }>();
    expect(role?.role).toBe("owner");
    const me = await call("GET", "/api/auth/user", { cookie: sessionCookieFrom(confirmed) });
    expect(me.status).toBe(200);
    expect(await json(me)).toMatchObject({ email, firstName: "Ana" });
  });

  it("a confirmation link works once; a garbage or expired one gets a clear 400", async () => {
    const email = uniqueEmail();
    await callApi("POST", "/api/auth/register", { body: { email, password: TEST_PASSWORD, firstName: "A", lastName: "B" } });
    const token = await latestLinkToken(email, SIGNUP_LINK);
    expect((await call("POST", "/api/auth/confirm-signup", { body: { token } })).status).toBe(201);
    const again = await call("POST", "/api/auth/confirm-signup", { body: { token } });
    expect(again.status).toBe(400);
    expect(await json(again)).toEqual({ code: "INVALID_SIGNUP_LINK", message: expect.stringMatching(/invalid, expired or already used/) });
    expect((await call("POST", "/api/auth/confirm-signup", { body: { token: "x".repeat(43) } })).status).toBe(400);
    const late = uniqueEmail();
    await callApi("POST", "/api/auth/register", { body: { email: late, password: TEST_PASSWORD, firstName: "A", lastName: "B" } });
    await env.DB.prepare("update pending_signups set expires_at = ? where email = ?").bind(Date.now() - 1, late).run();
    expect((await call("POST", "/api/auth/confirm-signup", { body: { token: await latestLinkToken(late, SIGNUP_LINK) } })).status).toBe(400);
    expect(await count("users", "email = ?", late)).toBe(0);
  });

  it("stores an scrypt hash with its parameters, never the password", async () => {
    const user = await signUp();
    const row = await env.DB.prepare("select password_hash as h from users where id = ?").bind(user.id).first<{ h: string }>();
    expect(row!.h).not.toContain(TEST_PASSWORD);
    expect(row!.h).toMatch(new RegExp(`^scrypt\\$${SCRYPT_PARAMS.N}\\$${SCRYPT_PARAMS.r}\\$${SCRYPT_PARAMS.p}\\$[A-Za-z0-9+/=]+\\$[A-Za-z0-9+/=]+$`));
  });

  it.each([
    ["short", "Ab1", "At least 8 characters"],
    ["no uppercase", "lowercase1", "At least one uppercase letter"],
    ["no lowercase", "UPPERCASE1", "At least one lowercase letter"],
    ["no digit", "NoDigitsHere", "At least one number"],
    ["common", "Password123", "Not a commonly used password"],
  ])("rejects a weak password (%s) with the errors list and stores nothing", async (_label, password, rule) => {
    const email = uniqueEmail();
    const res = await call("POST", "/api/auth/register", { body: { email, password, firstName: "A", lastName: "B" } });
    expect(res.status).toBe(400);
    const body = await json<{ code: string; message: string; errors: string[] }>(res);
    expect(body.code).toBe("WEAK_PASSWORD");
    expect(body.message).toBe("Password requirements not met");
    expect(body.errors).toContain(rule);
    expect(await count("users", "email = ?", email)).toBe(0);
  });

  it("accepts a long passphrase (64+ characters)", async () => {
    const password = `Correct horse battery staple ${"x".repeat(40)} 42 A`;
    expect(password.length).toBeGreaterThan(64);
    const user = await signUp({ password });
    const res = await logIn(user.email, password);
    expect(res.status).toBe(200);
  });

  it("rejects a malformed e-mail and missing names, naming the field", async () => {
    const bad = await call("POST", "/api/auth/register", { body: { email: "not-an-email", password: TEST_PASSWORD, firstName: "A", lastName: "B" } });
    expect(bad.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(bad)).fields.email).toBeTruthy();
    const noName = await call("POST", "/api/auth/register", { body: { email: uniqueEmail(), password: TEST_PASSWORD, firstName: " ", lastName: "B" } });
    expect(noName.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(noName)).fields.firstName).toBe("First name is required");
  });

  it("answers a sign-up for an address with an account exactly like a new one, and tells the owner by e-mail", async () => {
    const user = await signUp();
    const before = await count("users");
    const existing = await register(user.email);
    const fresh = await register(uniqueEmail());
    expect(existing.status).toBe(202);
    expect(fresh.status).toBe(202);
    expect(norm(await existing.text())).toBe(norm(await fresh.text()));
    expect(existing.headers.getSetCookie()).toEqual(fresh.headers.getSetCookie());
    expect(await count("users")).toBe(before + 0);
    const [notice] = await outboxFor(user.email);
    expect(notice?.subject).toBe("Someone tried to sign up to IEP Binder with your address");
    expect(notice?.text).toMatch(/Forgot password/);
    expect(await count("pending_signups", "email = ?", user.email)).toBe(0);
  });

  it("three concurrent sign-ups with one e-mail, their links used at once: one account, no 500", async () => {
    const email = uniqueEmail("race");
    const body = { email, password: TEST_PASSWORD, firstName: "R", lastName: "Ace" };
    const started = await Promise.all([1, 2, 3].map(() => callApi("POST", "/api/auth/register", { body })));
    expect(started.map((r) => r.status)).toEqual([202, 202, 202]);
    const tokens = (await outboxFor(email)).map((m) => m.text.match(SIGNUP_LINK)?.[1]).filter(Boolean) as string[];
    expect(tokens.length).toBeGreaterThanOrEqual(1);
    const confirmed = await Promise.all(tokens.map((token) => call("POST", "/api/auth/confirm-signup", { body: { token } })));
    const statuses = confirmed.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.every((s) => s === 201 || s === 400)).toBe(true);
    expect(await count("users", "email = ?", email)).toBe(1);
    expect(await count("families f join family_members m on m.family_id = f.id join users u on u.id = m.user_id", "u.email = ?", email)).toBe(1);
  });

  it("refuses a non-JSON body (415) and a cross-site POST (403)", async () => {
    const form = await call("POST", "/api/auth/register", {
      raw: "email=a@b.co&password=x",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
    const cross = await call("POST", "/api/auth/register", {
      body: { email: uniqueEmail(), password: TEST_PASSWORD, firstName: "A", lastName: "B" },
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(cross.status).toBe(403);
  });
});

describe("login and logout", () => {
  it("gives unknown e-mail and wrong password the same answer", async () => {
    const user = await signUp();
    const wrong = await logIn(user.email, "Wrong-Password-1");
    const unknown = await logIn(uniqueEmail("nobody"), "Wrong-Password-1");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it("issues a new token at every login; Remember me makes the cookie persistent", async () => {
    const user = await signUp();
    const a = await logIn(user.email, user.password);
    const b = await logIn(user.email, user.password, true);
    expect(sessionCookieFrom(a)).not.toBe(sessionCookieFrom(b));
    expect(sessionCookieFrom(a)).not.toBe(user.cookie);
    expect(a.headers.getSetCookie().join()).not.toMatch(/Max-Age/i);
    expect(b.headers.getSetCookie().join()).toMatch(/Max-Age=2592000/);
  });

  it("after 5 failures from strangers' addresses, answers 429 with Retry-After instead of checking the password", async () => {
    // The clock stands still (Date only), so the delay opened past the free attempts cannot run out while a busy
    // machine checks the passwords in between (docs/decisions/0060-browser-suite-on-two-cores.md).
    vi.useFakeTimers({ toFake: ["Date"] });
    const user = await signUp();
    // The 6th goes ahead and opens a delay; the 7th, at once, waits.
    for (let i = 0; i < 6; i++) expect((await logIn(user.email, "Wrong-Password-1")).status).toBe(401);
    const waiting = await logIn(user.email, user.password);
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await json(waiting)).message).toMatch(/^Too many failed login attempts\. Please wait \d+ seconds? and try again\.$/);
  });

  it("throttles a client IP across accounts", async () => {
    // The clock stands still (Date only), so the delay opened past the free attempts cannot run out while a busy
    // machine checks the passwords in between (docs/decisions/0060-browser-suite-on-two-cores.md).
    vi.useFakeTimers({ toFake: ["Date"] });
    const ip = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await call("POST", "/api/auth/login", {
        body: { email: uniqueEmail("spray"), password: "Wrong-Password-1" },
        headers: { "CF-Connecting-IP": ip },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 21).every((s) => s === 401)).toBe(true);
    expect(statuses[21]).toBe(429);
  });

  it("logout revokes the session: the old cookie then gets 401", async () => {
    const user = await signUp();
    expect((await call("GET", "/api/auth/user", { cookie: user.cookie })).status).toBe(200);
    const out = await call("GET", "/api/auth/logout", { cookie: user.cookie });
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/");
    expect(out.headers.getSetCookie().join()).toMatch(/iep_session=;.*Max-Age=0/i);
    expect(out.headers.get("clear-site-data")).toBe('"cookies", "storage"');
    expect((await call("GET", "/api/auth/user", { cookie: user.cookie })).status).toBe(401);
    const revoked = await count("sessions", "user_id = ? and revoked_at is not null", user.id);
    expect(revoked).toBe(1);
  });

  it("a session revoked in the D1 ledger can change nothing, though its stale KV copy may still read", async () => {
    const user = await signUp({ firstName: "Robin", lastName: "Parent" });
    // Simulates another location whose KV copy is stale: revoke in the ledger only, leave KV alone.
    await env.DB.prepare("update sessions set revoked_at = ? where user_id = ?").bind(Date.now(), user.id).run();
    // The bounded read window (docs/decisions/0004): a GET may still be served from KV …
    expect((await call("GET", "/api/auth/user", { cookie: user.cookie })).status).toBe(200);
    // … but every state-changing request checks the ledger.
    const write = await call("PATCH", "/api/user/profile", { cookie: user.cookie, body: { firstName: "Mallory", lastName: "Hijack" } });
    expect(write.status).toBe(401);
    expect((await json(write)).code).toBe("UNAUTHENTICATED");
    const row = await env.DB.prepare("select first_name as f, last_name as l from users where id = ?").bind(user.id).first<{ f: string; l: string }>();
    expect(row).toEqual({ f: "Robin", l: "Parent" });
  });
});

describe("current user", () => {
  it("answers 401 without a session", async () => {
    const res = await call("GET", "/api/auth/user");
    expect(res.status).toBe(401);
    expect((await json(res)).code).toBe("UNAUTHENTICATED");
  });

  it("ignores a forged cookie", async () => {
    const res = await call("GET", "/api/auth/user", { cookie: "__Host-iep_session=forged-token-value" });
    expect(res.status).toBe(401);
  });
});

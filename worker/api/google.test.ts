import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { googleOAuth } from "../auth/google.ts";
import { callApi } from "../test/api.ts";
import { logIn, sessionCookieFrom, signUp, uniqueEmail } from "../test/auth.ts";
import { call, json } from "../test/http.ts";

const GOOGLE: Partial<Env> = { GOOGLE_CLIENT_ID: "test-client.apps.googleusercontent.com", GOOGLE_CLIENT_SECRET: "test-secret" };
const OAUTH_COOKIE = "__Host-iep_google_oauth";

const b64url = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** An ID token as Google's token endpoint returns it (the signature is not checked; see auth/google.ts). */
function idToken(claims: Record<string, unknown>): string {
  const payload = {
    iss: "https://accounts.google.com",
    aud: GOOGLE.GOOGLE_CLIENT_ID,
    exp: Math.floor(Date.now() / 1000) + 3600,
    iat: Math.floor(Date.now() / 1000),
    ...claims,
  };
  return `${b64url({ alg: "RS256", typ: "JWT" })}.${b64url(payload)}.c2lnbmF0dXJl`;
}

/** Starts the flow like the browser does and returns the state Google would echo and our cookie. */
async function start(): Promise<{ state: string; cookie: string; location: URL }> {
  const res = await callApi("GET", "/api/auth/google", { env: GOOGLE });
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get("location")!);
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith(`${OAUTH_COOKIE}=`))!;
  return { state: location.searchParams.get("state")!, cookie: setCookie.split(";")[0]!, location };
}

function callback(query: Record<string, string>, cookie?: string, headers: Record<string, string> = {}) {
  return callApi("GET", `/api/auth/google/callback?${new URLSearchParams(query)}`, { env: GOOGLE, cookie, headers });
}

/** Runs the whole flow with Google's answer replaced by these claims. */
async function signInWithClaims(claims: Record<string, unknown>): Promise<Response> {
  const exchange = vi.spyOn(googleOAuth, "exchangeCode").mockResolvedValue(idToken(claims));
  const { state, cookie } = await start();
  const res = await callback({ code: "auth-code-from-google", state }, cookie);
  expect(exchange).toHaveBeenCalledWith(expect.anything(), "auth-code-from-google", expect.any(String));
  return res;
}

const sub = () => `google-${crypto.randomUUID()}`;
const userCount = async (email: string) =>
  (await env.DB.prepare("select count(*) as n from users where email = ?").bind(email).first<{ n: number }>())!.n;

describe("Google sign-in: not configured", () => {
  it("sends the browser to the login page's 'not configured' message", async () => {
    for (const path of ["/api/auth/google", "/api/auth/google/callback?code=x&state=y"]) {
      const res = await call("GET", path);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/login?error=google_not_configured");
      expect(res.headers.getSetCookie().join()).not.toMatch(/iep_session=/);
    }
  });
});

describe("Google sign-in: start", () => {
  it("redirects to Google with PKCE and state, and keeps both in a short-lived HttpOnly cookie", async () => {
    const res = await callApi("GET", "/api/auth/google", { env: GOOGLE });
    const location = new URL(res.headers.get("location")!);
    expect(location.origin).toBe("https://accounts.google.com");
    expect(location.searchParams.get("client_id")).toBe(GOOGLE.GOOGLE_CLIENT_ID);
    expect(location.searchParams.get("redirect_uri")).toBe(`${env.APP_ORIGIN}/api/auth/google/callback`);
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    expect(location.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(location.searchParams.get("scope")).toBe("openid email profile");
    const state = location.searchParams.get("state")!;
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${OAUTH_COOKIE}=`))!;
    expect(cookie).toContain(`${OAUTH_COOKIE}=${state}.`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=600/);
    expect(cookie).toMatch(/Path=\//);
  });
});

describe("Google sign-in: callback", () => {
  it("refuses a mismatched state with 400 and no session, without calling Google", async () => {
    const exchange = vi.spyOn(googleOAuth, "exchangeCode");
    const { cookie } = await start();
    const res = await callback({ code: "c", state: "attacker-chosen-state" }, cookie);
    expect(res.status).toBe(400);
    expect((await json(res)).code).toBe("OAUTH_STATE_INVALID");
    expect(res.headers.getSetCookie().join()).not.toMatch(/iep_session=[^;]/);
    expect(exchange).not.toHaveBeenCalled();
  });

  it("refuses a missing state cookie or a missing state parameter with 400", async () => {
    const exchange = vi.spyOn(googleOAuth, "exchangeCode");
    const { state, cookie } = await start();
    expect((await callback({ code: "c", state })).status).toBe(400);
    expect((await callback({ code: "c" }, cookie)).status).toBe(400);
    expect(exchange).not.toHaveBeenCalled();
  });

  it("gives a browser a page that leads back to the login page's explanation", async () => {
    const res = await callback({ code: "c", state: "s" }, undefined, { Accept: "text/html,application/xhtml+xml" });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    expect(await res.text()).toContain('url=/login?error=google_failed"');
  });

  it("creates an account and family for a new verified Google user and signs them in persistently", async () => {
    const email = uniqueEmail("google");
    const subject = sub();
    const res = await signInWithClaims({ sub: subject, email, email_verified: true, given_name: "Gia", family_name: "Gomez" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/dashboard");
    expect(res.headers.getSetCookie().join()).toMatch(/Max-Age=2592000/);
    const me = await call("GET", "/api/auth/user", { cookie: sessionCookieFrom(res) });
    expect(await json(me)).toMatchObject({ email, firstName: "Gia", lastName: "Gomez" });
    const row = await env.DB.prepare(
      "select u.password_hash as h, u.email_verified as v, fm.role as role from users u join family_members fm on fm.user_id = u.id join oauth_accounts o on o.user_id = u.id where o.provider = 'google' and o.subject = ?",
    )
      .bind(subject)
      .first<{ h: string | null; v: number; role: string }>();
    expect(row).toEqual({ h: null, v: 1, role: "owner" });
  });

  it("names an account from the mailbox when Google shares no name", async () => {
    const email = uniqueEmail("noname");
    const res = await signInWithClaims({ sub: sub(), email, email_verified: true });
    const me = await json<{ firstName: string; lastName: string }>(await call("GET", "/api/auth/user", { cookie: sessionCookieFrom(res) }));
    expect(me).toMatchObject({ firstName: email.split("@")[0], lastName: "" });
  });

  it("signs an existing Google subject into the same account, even after an e-mail change at Google", async () => {
    const email = uniqueEmail("google");
    const subject = sub();
    const first = await signInWithClaims({ sub: subject, email, email_verified: true });
    const firstUser = await json<{ id: string }>(await call("GET", "/api/auth/user", { cookie: sessionCookieFrom(first) }));
    vi.restoreAllMocks();
    const second = await signInWithClaims({ sub: subject, email: uniqueEmail("renamed"), email_verified: false });
    expect(second.headers.get("location")).toBe("/dashboard");
    const secondUser = await json<{ id: string }>(await call("GET", "/api/auth/user", { cookie: sessionCookieFrom(second) }));
    expect(secondUser.id).toBe(firstUser.id);
  });

  it("links a verified Google e-mail to the existing account; a never-verified password is removed", async () => {
    const user = await signUp();
    // Sign-up now proves the mailbox (docs/decisions/0009); accounts from before it did not.
    await env.DB.prepare("update users set email_verified = 0 where id = ?").bind(user.id).run();
    const subject = sub();
    const res = await signInWithClaims({ sub: subject, email: user.email.toUpperCase(), email_verified: true });
    expect(res.headers.get("location")).toBe("/dashboard");
    const me = await json<{ id: string }>(await call("GET", "/api/auth/user", { cookie: sessionCookieFrom(res) }));
    expect(me.id).toBe(user.id);
    expect(await userCount(user.email)).toBe(1);
    const link = await env.DB.prepare("select user_id from oauth_accounts where provider = 'google' and subject = ?").bind(subject).first<{ user_id: string }>();
    expect(link?.user_id).toBe(user.id);
    // Whoever chose that password never proved the mailbox: it stops working and its sessions end.
    expect((await call("GET", "/api/auth/user", { cookie: user.cookie })).status).toBe(401);
    expect((await logIn(user.email, user.password)).status).toBe(401);
  });

  it("keeps the password of an account whose e-mail we had verified (by a reset) when linking", async () => {
    const user = await signUp();
    await env.DB.prepare("update users set email_verified = 1 where id = ?").bind(user.id).run();
    const res = await signInWithClaims({ sub: sub(), email: user.email, email_verified: true });
    expect(res.headers.get("location")).toBe("/dashboard");
    expect((await logIn(user.email, user.password)).status).toBe(200);
  });

  it.each([
    ["false", false],
    ["missing", undefined],
    ["the string 'true'", "true"],
  ])("refuses to link when Google's email_verified is %s", async (_label, emailVerified) => {
    const user = await signUp();
    const subject = sub();
    const res = await signInWithClaims({ sub: subject, email: user.email, email_verified: emailVerified });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login?error=google_email_unverified");
    expect(res.headers.getSetCookie().join()).not.toMatch(/iep_session=[^;]/);
    expect(await env.DB.prepare("select count(*) as n from oauth_accounts where subject = ?").bind(subject).first("n")).toBe(0);
    expect((await logIn(user.email, user.password)).status).toBe(200);
  });

  it("does not create an account for an unverified Google e-mail", async () => {
    const email = uniqueEmail("unverified");
    const res = await signInWithClaims({ sub: sub(), email, email_verified: false });
    expect(res.headers.get("location")).toBe("/login?error=google_email_unverified");
    expect(await userCount(email)).toBe(0);
  });

  it.each([
    ["no sub", { email: "x@example.com", email_verified: true, sub: undefined }],
    ["no email", { sub: "s-1", email_verified: true }],
    ["another client's token", { sub: "s-2", email: "y@example.com", email_verified: true, aud: "someone-else" }],
    ["a foreign issuer", { sub: "s-3", email: "z@example.com", email_verified: true, iss: "https://evil.example" }],
    ["an expired token", { sub: "s-4", email: "w@example.com", email_verified: true, exp: Math.floor(Date.now() / 1000) - 10 }],
  ])("refuses an ID token with %s", async (_label, claims) => {
    const res = await signInWithClaims(claims);
    expect(res.headers.get("location")).toBe("/login?error=google_failed");
    expect(res.headers.getSetCookie().join()).not.toMatch(/iep_session=[^;]/);
  });

  it("sends the parent back to the login page when Google refuses the code or they cancelled", async () => {
    vi.spyOn(googleOAuth, "exchangeCode").mockRejectedValue(new Error("invalid_grant"));
    const a = await start();
    expect((await callback({ code: "stale", state: a.state }, a.cookie)).headers.get("location")).toBe("/login?error=google_failed");
    const b = await start();
    expect((await callback({ error: "access_denied", state: b.state }, b.cookie)).headers.get("location")).toBe("/login?error=google_failed");
  });

  it("clears the state cookie so it cannot be replayed", async () => {
    vi.spyOn(googleOAuth, "exchangeCode").mockResolvedValue(idToken({ sub: sub(), email: uniqueEmail("g"), email_verified: true }));
    const { state, cookie } = await start();
    const res = await callback({ code: "c", state }, cookie);
    expect(res.headers.getSetCookie().join()).toMatch(new RegExp(`${OAUTH_COOKIE}=;.*Max-Age=0`));
  });
});

import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { RESET_TOKEN_TTL_MS } from "../auth/password-reset.ts";
import { sha256Hex } from "../auth/tokens.ts";
import { callApi, latestLinkToken, outboxFor } from "../test/api.ts";
import { logIn, signUp, uniqueEmail } from "../test/auth.ts";
import { call, json } from "../test/http.ts";

const RESET_LINK = /\/reset-password\?token=([A-Za-z0-9_-]+)/;
const NEW_PASSWORD = "Fresh-Start-2026";

const forgot = (email: string, headers: Record<string, string> = {}) => callApi("POST", "/api/auth/forgot-password", { body: { email }, headers });
const reset = (token: string, newPassword = NEW_PASSWORD) => call("POST", "/api/auth/reset-password", { body: { token, newPassword } });

async function resetTokenFor(email: string): Promise<string> {
  expect((await forgot(email)).status).toBe(200);
  return latestLinkToken(email, RESET_LINK);
}

describe("forgot password", () => {
  it("answers identically for a known and an unknown e-mail; only the known one gets an e-mail", async () => {
    const user = await signUp();
    const stranger = uniqueEmail("stranger");
    const known = await forgot(user.email);
    const unknown = await forgot(stranger);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const knownBody = await known.text();
    expect(knownBody).toBe(await unknown.text());
    expect(JSON.parse(knownBody)).toEqual({ message: expect.stringMatching(/reset/i) });
    expect(await outboxFor(stranger)).toHaveLength(0);
    const [mail] = await outboxFor(user.email);
    expect(mail?.subject).toMatch(/reset/i);
  });

  it("builds the link from APP_ORIGIN, never from the request's Host", async () => {
    const user = await signUp();
    const res = await callApi("POST", "/api/auth/forgot-password", {
      body: { email: user.email },
      headers: { Host: "evil.example", "X-Forwarded-Host": "evil.example" },
    });
    expect(res.status).toBe(200);
    const [mail] = await outboxFor(user.email);
    expect(mail?.text).toContain(`${env.APP_ORIGIN}/reset-password?token=`);
    expect(mail?.text).not.toContain("evil.example");
  });

  it("stores only a SHA-256 of a 256-bit token, expiring within 1 hour", async () => {
    const user = await signUp();
    const before = Date.now();
    const token = await resetTokenFor(user.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await env.DB.prepare("select id, expires_at as e from password_reset_tokens where user_id = ?").bind(user.id).first<{ id: string; e: number }>();
    expect(row?.id).toBe(await sha256Hex(token));
    expect(row!.e).toBeGreaterThan(before);
    expect(row!.e).toBeLessThanOrEqual(Date.now() + RESET_TOKEN_TTL_MS);
  });

  it("per e-mail, never refuses (the owner's reset is not held back) but sends at most a few e-mails", async () => {
    for (const email of [(await signUp()).email, uniqueEmail("ghost")]) {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) statuses.push((await forgot(email)).status);
      expect(statuses).toEqual(Array(8).fill(200));
    }
    const owner = await signUp();
    const answers = await Promise.all(Array.from({ length: 20 }, () => forgot(owner.email)));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    // 3 free, then one per 2-minute delay: 4 e-mails, however many requests arrive at once.
    const resetMails = async () => (await outboxFor(owner.email)).filter((m) => /reset/i.test(m.subject));
    expect(await resetMails()).toHaveLength(4);
    // Two minutes later the owner can get a fresh link again.
    await env.DB.prepare("update login_attempts set locked_until = ? where key = ?").bind(Date.now() - 1, `forgot:acct:${owner.email}`).run();
    expect((await forgot(owner.email)).status).toBe(200);
    expect(await resetMails()).toHaveLength(5);
  });

  it("throttles one client IP across many addresses", async () => {
    const ip = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await forgot(uniqueEmail("spray"), { "CF-Connecting-IP": ip })).status);
    // 20 free; the 21st opens a delay and goes ahead; the 22nd, at once, waits.
    expect(statuses.slice(0, 21).every((s) => s === 200)).toBe(true);
    expect(statuses[21]).toBe(429);
  });

  it("rejects a malformed e-mail (400 naming the field) and a non-JSON body (415)", async () => {
    const bad = await forgot("not-an-email");
    expect(bad.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(bad)).fields.email).toBeTruthy();
    const form = await call("POST", "/api/auth/forgot-password", { raw: "email=a@b.co", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(form.status).toBe(415);
  });
});

describe("reset password", () => {
  it("works once: new password works, old fails, every session ends, the link then fails", async () => {
    const user = await signUp();
    const other = await logIn(user.email, user.password, true);
    const otherCookie = other.headers.getSetCookie()[0]!.split(";")[0]!;
    const token = await resetTokenFor(user.email);

    const res = await reset(token);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ message: "Your password has been reset. You can now log in with your new password." });

    expect((await call("GET", "/api/auth/user", { cookie: user.cookie })).status).toBe(401);
    expect((await call("GET", "/api/auth/user", { cookie: otherCookie })).status).toBe(401);
    expect((await logIn(user.email, user.password)).status).toBe(401);
    expect((await logIn(user.email, NEW_PASSWORD)).status).toBe(200);

    const again = await reset(token, "Another-Pass-99");
    expect(again.status).toBe(400);
    expect(await json(again)).toEqual({
      code: "INVALID_RESET_TOKEN",
      message: "Invalid or missing reset token. Please request a new password reset.",
    });
    expect((await logIn(user.email, "Another-Pass-99")).status).toBe(401);
  });

  it("clears the login delay of the account", async () => {
    const user = await signUp();
    for (let i = 0; i < 6; i++) await logIn(user.email, "Wrong-Password-1");
    expect((await logIn(user.email, user.password)).status).toBe(429);
    expect((await reset(await resetTokenFor(user.email))).status).toBe(200);
    expect((await logIn(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("refuses an expired token", async () => {
    const user = await signUp();
    const token = await resetTokenFor(user.email);
    await env.DB.prepare("update password_reset_tokens set expires_at = ? where id = ?").bind(Date.now() - 1000, await sha256Hex(token)).run();
    const res = await reset(token);
    expect(res.status).toBe(400);
    expect((await json(res)).code).toBe("INVALID_RESET_TOKEN");
    expect((await logIn(user.email, user.password)).status).toBe(200);
  });

  it("refuses a token superseded by a newer one; the newer one works", async () => {
    const user = await signUp();
    const first = await resetTokenFor(user.email);
    const second = await resetTokenFor(user.email);
    expect(first).not.toBe(second);
    expect((await reset(first)).status).toBe(400);
    expect((await reset(second)).status).toBe(200);
  });

  it.each([["unknown", "A".repeat(43)], ["short garbage", "abc"], ["empty", ""]])("refuses an %s token", async (_label, token) => {
    const res = await reset(token);
    expect(res.status).toBe(400);
    expect((await json(res)).code).toMatch(/INVALID_RESET_TOKEN|VALIDATION_FAILED/);
  });

  it("answers a weak new password with the errors list and keeps the link usable", async () => {
    const user = await signUp();
    const token = await resetTokenFor(user.email);
    const weak = await reset(token, "weakpass");
    expect(weak.status).toBe(400);
    const body = await json<{ code: string; message: string; errors: string[] }>(weak);
    expect(body).toMatchObject({ code: "WEAK_PASSWORD", message: "Password requirements not met" });
    expect(body.errors).toEqual(expect.arrayContaining(["At least one uppercase letter", "At least one number"]));
    expect((await logIn(user.email, user.password)).status).toBe(200);
    expect((await reset(token)).status).toBe(200);
  });

  it("refuses a cross-site POST (403) and a non-JSON body (415)", async () => {
    const cross = await call("POST", "/api/auth/reset-password", {
      body: { token: "x".repeat(43), newPassword: NEW_PASSWORD },
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(cross.status).toBe(403);
    const text = await call("POST", "/api/auth/reset-password", { raw: "token=x", headers: { "Content-Type": "text/plain" } });
    expect(text.status).toBe(415);
  });
});

// Change of e-mail (requirements §18, the account's own controls; docs/decisions/0016): re-authentication, a link
// to the new address, a notice to the old one, the same answer for an address in use, and links that
// say clearly why they no longer work.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { callApi, latestLinkToken, outboxFor } from "../test/api.ts";
import { logIn, signUp, uniqueEmail } from "../test/auth.ts";
import { json } from "../test/http.ts";
import { count } from "../test/uploads.ts";

const EMAIL_LINK = /\/account\/confirm-email\?token=([A-Za-z0-9_-]+)/;

const requestChange = (cookie: string, currentPassword: string, newEmail: string) =>
  callApi("POST", "/api/account/email", { cookie, body: { currentPassword, newEmail }, headers: { "CF-Connecting-IP": "192.0.2.7" } });
const confirm = (token: string) => callApi("POST", "/api/account/email/confirm", { body: { token } });
const emailOf = async (userId: string) => env.DB.prepare("select email from users where id = ?").bind(userId).first<string>("email");

describe("change of e-mail", () => {
  it("needs the current password: a wrong one → 400 and nothing is stored or sent", async () => {
    const user = await signUp();
    const next = uniqueEmail("moved");
    const res = await requestChange(user.cookie, "Wrong-Password-1", next);
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ code: "WRONG_PASSWORD", fields: { currentPassword: "Your current password is not correct." } });
    expect(await count("email_changes", "user_id = ?", user.id)).toBe(0);
    expect(await outboxFor(next)).toEqual([]);
    expect((await outboxFor(user.email)).filter((m) => /about to change/.test(m.subject))).toEqual([]);
  });

  it("e-mails a link to the new address and a notice to the old one; the link moves the account once", async () => {
    const user = await signUp();
    const next = uniqueEmail("Moved").toUpperCase();
    const res = await requestChange(user.cookie, user.password, next);
    expect(res.status).toBe(202);
    expect((await json<{ message: string }>(res)).message).toContain(`Check your inbox at ${next.toLowerCase()}`);
    expect(await emailOf(user.id)).toBe(user.email);
    const notice = (await outboxFor(user.email)).find((m) => /about to change/.test(m.subject));
    expect(notice?.text).toContain(next.toLowerCase());

    const token = await latestLinkToken(next.toLowerCase(), EMAIL_LINK);
    const done = await confirm(token);
    expect(done.status).toBe(200);
    expect(await json(done)).toMatchObject({ email: next.toLowerCase() });
    expect(await emailOf(user.id)).toBe(next.toLowerCase());
    expect((await logIn(next.toLowerCase(), user.password)).status).toBe(200);
    expect((await logIn(user.email, user.password)).status).toBe(401);
    // The session that asked is still signed in.
    expect((await callApi("GET", "/api/auth/user", { cookie: user.cookie })).status).toBe(200);

    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(await json(again)).toEqual({ code: "EMAIL_LINK_USED", message: "This link has already been used. If your address was not changed, ask for a new link under Settings." });
  });

  it("an address that already has an account gets the same answer; nothing moves, that address is told instead", async () => {
    const user = await signUp();
    const taken = await signUp();
    const fresh = uniqueEmail("fresh");
    const a = await json<{ message: string }>(await requestChange(user.cookie, user.password, fresh));
    const res = await requestChange(user.cookie, user.password, taken.email);
    expect(res.status).toBe(202);
    const b = await json<{ message: string }>(res);
    expect(b.message.replace(taken.email, "<address>")).toBe(a.message.replace(fresh, "<address>"));
    const mail = await outboxFor(taken.email);
    expect(mail.some((m) => EMAIL_LINK.test(m.text))).toBe(false);
    expect(mail.some((m) => /tried to move an IEP Binder account to your address/.test(m.subject))).toBe(true);
    expect(await count("email_changes", "new_email = ?", taken.email)).toBe(0);
    expect(await emailOf(user.id)).toBe(user.email);
    expect(await emailOf(taken.id)).toBe(taken.email);
  });

  it("expired, unknown and raced links each get a clear 400; one of two concurrent uses wins", async () => {
    const user = await signUp();
    const next = uniqueEmail("race");
    expect((await requestChange(user.cookie, user.password, next)).status).toBe(202);
    const token = await latestLinkToken(next, EMAIL_LINK);
    const [x, y] = await Promise.all([confirm(token), confirm(token)]);
    expect([x.status, y.status].sort()).toEqual([200, 400]);

    const later = uniqueEmail("later");
    expect((await requestChange(user.cookie, user.password, later)).status).toBe(202);
    const old = await latestLinkToken(later, EMAIL_LINK);
    await env.DB.prepare("update email_changes set expires_at = ? where new_email = ?").bind(Date.now() - 1000, later).run();
    const expired = await confirm(old);
    expect(expired.status).toBe(400);
    expect(await json(expired)).toEqual({ code: "EMAIL_LINK_EXPIRED", message: "This link has expired. Ask for a new one under Settings." });
    expect(await emailOf(user.id)).toBe(next);

    const unknown = await confirm("x".repeat(43));
    expect(unknown.status).toBe(400);
    expect(await json(unknown)).toMatchObject({ code: "EMAIL_LINK_INVALID" });
  });

  it("the same address again → 400 on newEmail; a malformed address → 400 naming the field", async () => {
    const user = await signUp();
    const same = await requestChange(user.cookie, user.password, user.email.toUpperCase());
    expect(same.status).toBe(400);
    expect(await json(same)).toMatchObject({ fields: { newEmail: "That is already your e-mail address." } });
    const bad = await requestChange(user.cookie, user.password, "not-an-address");
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({ fields: { newEmail: expect.any(String) } });
  });
});

// requirements §18, finding 6: the account's own controls — sessions, log out everywhere, change password, sign-ins.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { callApi, outboxFor } from "../test/api.ts";
import { logIn, sessionCookieFrom, signUp } from "../test/auth.ts";
import { call, json } from "../test/http.ts";

type Listed = { id: string; current: boolean; userAgent: string | null; ip: string | null; lastSeenAt: string };
const NEW_PASSWORD = "Quiet-Meadow-71";
const me = (cookie: string) => call("GET", "/api/auth/user", { cookie });

async function secondDevice(email: string, password: string) {
  const res = await call("POST", "/api/auth/login", {
    body: { email, password },
    headers: { "User-Agent": "Mozilla/5.0 (iPhone) Safari/605.1", "CF-Connecting-IP": "192.0.2.77" },
  });
  expect(res.status).toBe(200);
  return sessionCookieFrom(res);
}

describe("sessions", () => {
  it("lists the account's live sessions with device and address, marking the current one", async () => {
    const user = await signUp();
    const phone = await secondDevice(user.email, user.password);
    const list = await json<Listed[]>(await call("GET", "/api/account/sessions", { cookie: user.cookie }));
    expect(list).toHaveLength(2);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list.find((s) => !s.current)).toMatchObject({ userAgent: expect.stringContaining("iPhone"), ip: "192.0.2.77" });
    expect(list.every((s) => /^[0-9a-f]{16}$/.test(s.id))).toBe(true);
    expect((await me(phone)).status).toBe(200);
  });

  it("ends one other session (its cookie then gets 401, KV holds a tombstone); another account's id → 404", async () => {
    const user = await signUp();
    const stranger = await signUp();
    const phone = await secondDevice(user.email, user.password);
    const list = await json<Listed[]>(await call("GET", "/api/account/sessions", { cookie: user.cookie }));
    const other = list.find((s) => !s.current)!;
    expect((await call("POST", "/api/account/sessions/revoke", { cookie: stranger.cookie, body: { id: other.id } })).status).toBe(404);
    expect((await me(phone)).status).toBe(200);
    expect((await call("POST", "/api/account/sessions/revoke", { cookie: user.cookie, body: { id: other.id } })).status).toBe(204);
    expect((await me(phone)).status).toBe(401);
    expect((await me(user.cookie)).status).toBe(200);
    const { keys } = await env.KV.list({ prefix: `session:${other.id}` });
    expect(keys).toHaveLength(1);
    expect(await env.KV.get(keys[0]!.name, "json")).toEqual({ revoked: true });
  });

  it("log out everywhere ends every session, this one included, and clears the site data", async () => {
    const user = await signUp();
    const phone = await secondDevice(user.email, user.password);
    const res = await call("POST", "/api/account/sessions/revoke-all", { cookie: user.cookie });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ ended: 2 });
    expect(res.headers.get("clear-site-data")).toBe('"cookies", "storage"');
    expect((await me(phone)).status).toBe(401);
    expect((await me(user.cookie)).status).toBe(401);
  });
});

describe("change password", () => {
  it("a wrong current password → 400 and nothing changes", async () => {
    const user = await signUp();
    const phone = await secondDevice(user.email, user.password);
    const res = await call("POST", "/api/account/password", { cookie: user.cookie, body: { currentPassword: "Not-The-One-1", newPassword: NEW_PASSWORD } });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ code: "WRONG_PASSWORD", fields: { currentPassword: "Your current password is not correct." } });
    expect((await logIn(user.email, user.password)).status).toBe(200);
    expect((await me(phone)).status).toBe(200);
  });

  it("changes it, ends every other session, keeps this one, and e-mails the owner", async () => {
    const user = await signUp();
    const phone = await secondDevice(user.email, user.password);
    const res = await callApi("POST", "/api/account/password", { cookie: user.cookie, body: { currentPassword: user.password, newPassword: NEW_PASSWORD } });
    expect(res.status).toBe(200);
    expect((await me(phone)).status).toBe(401);
    expect((await me(user.cookie)).status).toBe(200);
    expect((await logIn(user.email, user.password)).status).toBe(401);
    expect((await logIn(user.email, NEW_PASSWORD)).status).toBe(200);
    const [mail] = await outboxFor(user.email);
    expect(mail?.subject).toBe("Your IEP Binder password was changed");
  });

  it("a weak new password → 400 with the rule list", async () => {
    const user = await signUp();
    const res = await call("POST", "/api/account/password", { cookie: user.cookie, body: { currentPassword: user.password, newPassword: "short" } });
    expect(res.status).toBe(400);
    expect((await json(res)).code).toBe("WEAK_PASSWORD");
  });

  it("two concurrent changes: exactly one wins, no half state", async () => {
    const user = await signUp();
    const [a, b] = await Promise.all(
      ["First-Choice-11", "Second-Choice-22"].map((newPassword) =>
        call("POST", "/api/account/password", { cookie: user.cookie, body: { currentPassword: user.password, newPassword } }),
      ),
    );
    expect([a!.status, b!.status].sort()).toEqual([200, 409]);
    const winner = a!.status === 200 ? "First-Choice-11" : "Second-Choice-22";
    expect((await logIn(user.email, winner)).status).toBe(200);
  });
});

describe("recent sign-in activity", () => {
  it("lists successes and failures, newest first, only the account's own", async () => {
    const user = await signUp();
    await secondDevice(user.email, user.password);
    await call("POST", "/api/auth/login", { body: { email: user.email, password: "Wrong-Password-1" }, headers: { "CF-Connecting-IP": "198.51.100.9" } });
    // The audit is written after the answer.
    let list: Array<{ outcome: string; ip: string }> = [];
    for (let i = 0; i < 20 && list.length < 2; i++) {
      list = await json(await call("GET", "/api/account/sign-ins", { cookie: user.cookie }));
      if (list.length < 2) await new Promise((r) => setTimeout(r, 50));
    }
    expect(list.map((e) => [e.outcome, e.ip])).toEqual([
      ["failure", "198.51.100.9"],
      ["success", "192.0.2.77"],
    ]);
  });
});

// requirements §18.2 and §18.3: the login throttle holds under concurrency and never locks the owner out.
import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { callApi } from "../test/api.ts";
import { json } from "../test/http.ts";
import { signUp, uniqueEmail } from "../test/auth.ts";

const OWNER_IP = "192.0.2.10";
const login = (email: string, password: string, ip?: string) =>
  callApi("POST", "/api/auth/login", { body: { email, password }, headers: ip ? { "CF-Connecting-IP": ip } : {} });
const counter = async (key: string) =>
  (await env.DB.prepare("select failures from login_attempts where key = ?").bind(key).first<{ failures: number }>())?.failures ?? 0;
const attackerIp = (i: number) => `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;

/** A parent who has signed in from their own address before. */
async function ownerAtHome() {
  const user = await signUp();
  expect((await login(user.email, user.password, OWNER_IP)).status).toBe(200);
  return user;
}

describe("login throttling under concurrency", () => {
  it("50 concurrent wrong passwords from 50 addresses: all counted, most refused (429), the owner signs in at once", async () => {
    const user = await ownerAtHome();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => login(user.email, `Wrong-Guess-${i}x`, attackerIp(i))));
    const statuses = answers.map((r) => r.status);
    expect(await counter(`acct:${user.email}`)).toBe(50);
    const refused = statuses.filter((s) => s === 429).length;
    expect(refused).toBeGreaterThanOrEqual(40);
    expect(statuses.filter((s) => s !== 429).every((s) => s === 401)).toBe(true);
    // Nobody waits more than a minute, from any address.
    for (const res of answers.filter((a) => a.status === 429)) expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    for (const res of answers.filter((a) => a.status === 429)) expect(Number(res.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    // The owner, from their own address, with the right password: straight in.
    expect((await login(user.email, user.password, OWNER_IP)).status).toBe(200);
  });

  it("12 concurrent wrong passwords for one account from one address are all counted", async () => {
    const user = await signUp();
    const ip = "198.19.1.1";
    const answers = await Promise.all(Array.from({ length: 12 }, () => login(user.email, "Wrong-Password-1", ip)));
    expect(await counter(`acct:${user.email}`)).toBe(12);
    expect(await counter(`ip:${ip}`)).toBe(12);
    expect(answers.filter((r) => r.status === 429).length).toBe(6);
  });

  it("30 concurrent attempts from one address on 30 accounts are all counted and the ones past 20 wait", async () => {
    const ip = "198.19.2.2";
    const answers = await Promise.all(Array.from({ length: 30 }, () => login(uniqueEmail("spray"), "Wrong-Password-1", ip)));
    expect(await counter(`ip:${ip}`)).toBe(30);
    expect(answers.filter((r) => r.status === 429).length).toBe(9);
  });
});

describe("no lockout", () => {
  it("a stranger's wrong passwords never stop the owner at their own address", async () => {
    const user = await ownerAtHome();
    for (let i = 0; i < 8; i++) await login(user.email, "Wrong-Password-1", attackerIp(i));
    const res = await login(user.email, user.password, OWNER_IP);
    expect(res.status).toBe(200);
    expect((await json<{ user: { email: string } }>(res)).user.email).toBe(user.email);
  });

  it("the owner's own typos get a short growing delay, then the right password works", async () => {
    const user = await ownerAtHome();
    // The clock stands still (Date only), so the delay opened past the free attempts cannot run out while a busy
    // machine checks the passwords in between (docs/decisions/0060-browser-suite-on-two-cores.md).
    vi.useFakeTimers({ toFake: ["Date"] });
    for (let i = 0; i < 6; i++) expect((await login(user.email, "Wrong-Password-1", OWNER_IP)).status).toBe(401);
    const waiting = await login(user.email, user.password, OWNER_IP);
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get("retry-after"))).toBeLessThanOrEqual(5);
    // Once the (5 s) delay is over the right password goes through.
    await env.DB.prepare("update login_attempts set locked_until = ? where key like 'pair:%' and locked_until > ?").bind(Date.now() - 1, Date.now()).run();
    expect((await login(user.email, user.password, OWNER_IP)).status).toBe(200);
  });

  it("every attempt on an existing account is in its sign-in audit", async () => {
    const user = await ownerAtHome();
    await login(user.email, "Wrong-Password-1", attackerIp(7));
    const rows = await env.DB.prepare("select outcome, ip from sign_in_events where user_id = ? order by id").bind(user.id).all<{ outcome: string; ip: string }>();
    expect(rows.results).toEqual([
      { outcome: "success", ip: OWNER_IP },
      { outcome: "failure", ip: attackerIp(7) },
    ]);
  });
});

// The default-deny gate and CSRF rules, applied to every route added for accounts and family members.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { isPublicRoute } from "./public-routes";
import { callApi, INVITES_ON } from "../test/api";
import { signUp } from "../test/auth";
import { json } from "../test/http";

const TOKEN = "A".repeat(43);
const PROTECTED: Array<[string, string, unknown?]> = [
  ["PATCH", "/api/user/profile", { firstName: "A", lastName: "B" }],
  ["GET", "/api/family-members"],
  ["POST", "/api/family-members/invite", { email: "pat@example.com", firstName: "Pat" }],
  ["POST", `/api/invitations/${TOKEN}/accept`],
];
const PUBLIC: Array<[string, string]> = [
  ["POST", "/api/auth/forgot-password"],
  ["POST", "/api/auth/reset-password"],
  ["GET", "/api/auth/google"],
  ["GET", "/api/auth/google/callback"],
  ["GET", `/api/invitations/${TOKEN}`],
  ["GET", "/api/dev/outbox"],
];

describe("accounts routes: access", () => {
  it.each(PROTECTED)("%s %s answers 401 without a session (flag on or off)", async (method, path, body) => {
    for (const flags of [{}, INVITES_ON]) {
      const res = await callApi(method, path, { body, env: flags });
      expect(res.status).toBe(401);
      expect((await json(res)).code).toBe("UNAUTHENTICATED");
    }
  });

  it("lists exactly the intended new routes as public", () => {
    for (const [method, path] of PROTECTED) expect(isPublicRoute(method, path)).toBe(false);
    for (const [method, path] of PUBLIC) expect(isPublicRoute(method, path)).toBe(true);
  });

  it.each(PROTECTED.filter(([m]) => m !== "GET"))("%s %s refuses a cross-site request with 403 even when signed in", async (method, path, body) => {
    const user = await signUp();
    const attempts: Array<Record<string, string>> = [{ "Sec-Fetch-Site": "cross-site" }, { Origin: "https://evil.example", "Sec-Fetch-Site": "" }];
    for (const headers of attempts) {
      const res = await callApi(method, path, { body, cookie: user.cookie, env: INVITES_ON, headers });
      expect(res.status).toBe(403);
    }
  });

  it.each([
    ["PATCH", "/api/user/profile"],
    ["POST", "/api/family-members/invite"],
  ])("%s %s refuses a non-JSON body with 415", async (method, path) => {
    const user = await signUp();
    const res = await callApi(method, path, {
      cookie: user.cookie,
      env: INVITES_ON,
      raw: "email=pat@example.com&firstName=Pat",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(415);
  });

  it("a session revoked in the D1 ledger cannot accept an invitation, even with a live KV copy", async () => {
    const user = await signUp();
    await env.DB.prepare("update sessions set revoked_at = ? where user_id = ?").bind(Date.now(), user.id).run();
    const res = await callApi("POST", `/api/invitations/${TOKEN}/accept`, { cookie: user.cookie, env: INVITES_ON });
    expect(res.status).toBe(401);
  });
});

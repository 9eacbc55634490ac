// Accounts and family-member routes: JSON-only bodies, and the D1 session ledger as the authority for writes.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { callApi, INVITES_ON } from "../test/api.ts";
import { signUp } from "../test/auth.ts";

const TOKEN = "A".repeat(43);

// Signed out → 401, the public list, and cross-site → 403 are checked for every route, these included,
// by the tests generated from the route table (route-table.authz.test.ts, route-table.headers.test.ts).
describe("accounts routes: access", () => {
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

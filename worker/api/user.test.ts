import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { signUp } from "../test/auth.ts";
import { call, json } from "../test/http.ts";

const names = async (id: string) =>
  env.DB.prepare("select first_name as firstName, last_name as lastName from users where id = ?").bind(id).first<{ firstName: string; lastName: string }>();

describe("PATCH /api/user/profile", () => {
  it("saves trimmed first and last name and answers the public user", async () => {
    const user = await signUp();
    const res = await call("PATCH", "/api/user/profile", { cookie: user.cookie, body: { firstName: "  Maya ", lastName: "Okafor-Smith" } });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ id: user.id, email: user.email, firstName: "Maya", lastName: "Okafor-Smith", profileImageUrl: null });
    expect(await names(user.id)).toEqual({ firstName: "Maya", lastName: "Okafor-Smith" });
    expect(await json(await call("GET", "/api/auth/user", { cookie: user.cookie }))).toMatchObject({ firstName: "Maya" });
  });

  it.each([
    ["firstName", { firstName: "", lastName: "Okafor" }, "First name is required"],
    ["firstName", { firstName: "   ", lastName: "Okafor" }, "First name is required"],
    // A missing key names the field too (valibot's own wording: requiredText() only words present values).
    ["lastName", { firstName: "Maya" }, "Last name is required"],
    ["lastName", { firstName: "Maya", lastName: 7 }, "Last name is required"],
    ["firstName", { firstName: "x".repeat(101), lastName: "Okafor" }, "First name must be at most 100 characters"],
  ])("rejects a bad %s with 400 naming the field and changes nothing", async (field, body, message) => {
    const user = await signUp();
    const res = await call("PATCH", "/api/user/profile", { cookie: user.cookie, body });
    expect(res.status).toBe(400);
    const err = await json<{ code: string; fields: Record<string, string> }>(res);
    expect(err.code).toBe("VALIDATION_FAILED");
    expect(err.fields[field]).toEqual(message);
    expect(await names(user.id)).toEqual({ firstName: user.firstName, lastName: user.lastName });
  });

  it("ignores fields it does not own (an e-mail or id in the body changes nothing)", async () => {
    const user = await signUp();
    const res = await call("PATCH", "/api/user/profile", {
      cookie: user.cookie,
      body: { firstName: "A", lastName: "B", email: "hijack@example.com", id: "someone-else" },
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ id: user.id, email: user.email });
  });

  it("refuses a non-JSON body (415), malformed JSON (400) and a cross-site request (403)", async () => {
    const user = await signUp();
    const form = await call("PATCH", "/api/user/profile", { cookie: user.cookie, raw: "firstName=A&lastName=B", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(form.status).toBe(415);
    const broken = await call("PATCH", "/api/user/profile", { cookie: user.cookie, raw: "{", headers: { "Content-Type": "application/json" } });
    expect(broken.status).toBe(400);
    const cross = await call("PATCH", "/api/user/profile", {
      cookie: user.cookie,
      body: { firstName: "Evil", lastName: "Site" },
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(cross.status).toBe(403);
    expect(await names(user.id)).toEqual({ firstName: user.firstName, lastName: user.lastName });
  });
});

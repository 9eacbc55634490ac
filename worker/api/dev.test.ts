import { describe, expect, it } from "vitest";
import { callApi } from "../test/api.ts";
import { signUp, uniqueEmail } from "../test/auth.ts";
import { json } from "../test/http.ts";

const forgot = (email: string) => callApi("POST", "/api/auth/forgot-password", { body: { email } });

describe("GET /api/dev/outbox", () => {
  it("lists the messages to one address, newest first, without a session (development)", async () => {
    const user = await signUp();
    await forgot(user.email);
    await forgot(user.email);
    const res = await callApi("GET", `/api/dev/outbox?to=${encodeURIComponent(user.email.toUpperCase())}`);
    expect(res.status).toBe(200);
    const list = await json<Array<{ id: number; to: string; subject: string; text: string; createdAt: string }>>(res);
    expect(list.filter((m) => /reset/i.test(m.subject))).toHaveLength(2);
    expect(list.every((m) => m.to === user.email)).toBe(true);
    expect(list[0]!.id).toBeGreaterThan(list[1]!.id);
    expect(list[0]).toMatchObject({ subject: "Reset your IEP Binder password", text: expect.stringContaining("/reset-password?token=") });
  });

  it("does not exist in production, with or without a session: the same 404 as an unknown route", async () => {
    const user = await signUp();
    const prod = { ENVIRONMENT: "production" };
    const anonymous = await callApi("GET", "/api/dev/outbox", { env: prod });
    const signedIn = await callApi("GET", `/api/dev/outbox?to=${encodeURIComponent(user.email)}`, { env: prod, cookie: user.cookie });
    const unknown = await callApi("GET", "/api/no-such-route", { env: prod });
    for (const res of [anonymous, signedIn]) {
      expect(res.status).toBe(404);
      const body = await json<{ code: string; message: string }>(res);
      expect(body.code).toBe(((await unknown.clone().json()) as { code: string }).code);
      expect(JSON.stringify(body)).not.toMatch(/token|reset/i);
    }
  });

  it("answers only same-origin requests locally, and never with a CORS header", async () => {
    const path = "/api/dev/outbox";
    const other = await callApi("GET", path, { headers: { Origin: "http://localhost:3000", "Sec-Fetch-Site": "same-site" } });
    expect(other.status).toBe(404);
    const crossSite = await callApi("GET", path, { headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" } });
    expect(crossSite.status).toBe(404);
    const own = await callApi("GET", path);
    expect(own.status).toBe(200);
    for (const res of [other, crossSite, own]) expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("does not exist on a non-loopback host even when ENVIRONMENT was left at development", async () => {
    const res = await callApi("GET", "/api/dev/outbox", { origin: "https://iep-binder.example.workers.dev" });
    expect(res.status).toBe(404);
  });

  it("rejects an over-long filter with 400", async () => {
    const res = await callApi("GET", `/api/dev/outbox?to=${"a".repeat(300)}`);
    expect(res.status).toBe(400);
  });

  it("only keeps what was sent: an unknown address has an empty outbox", async () => {
    const email = uniqueEmail("nobody");
    await forgot(email);
    expect(await json(await callApi("GET", `/api/dev/outbox?to=${encodeURIComponent(email)}`))).toEqual([]);
  });
});

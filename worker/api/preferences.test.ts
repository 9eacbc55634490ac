// PUT /api/preferences/cookie-consent: the choice lands in two cookies (SSR reads them so the banner
// never flashes); only a signed-in account's choice also goes to KV (one key per account).
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { signUp } from "../test/auth.ts";
import { call, json } from "../test/http.ts";

const PATH = "/api/preferences/cookie-consent";
const ONE_YEAR_S = 365 * 24 * 60 * 60;

type SetCookie = { name: string; value: string; attrs: Map<string, string> };

function setCookies(res: Response): Map<string, SetCookie> {
  const out = new Map<string, SetCookie>();
  for (const line of res.headers.getSetCookie()) {
    const [pair = "", ...rest] = line.split(";").map((s) => s.trim());
    const eq = pair.indexOf("=");
    const name = pair.slice(0, eq);
    const attrs = new Map<string, string>();
    for (const a of rest) {
      const i = a.indexOf("=");
      attrs.set((i < 0 ? a : a.slice(0, i)).toLowerCase(), i < 0 ? "" : a.slice(i + 1));
    }
    out.set(name, { name, value: decodeURIComponent(pair.slice(eq + 1)), attrs });
  }
  return out;
}

async function consentKeys(): Promise<string[]> {
  const { keys } = await env.KV.list({ prefix: "consent:" });
  return keys.map((k) => k.name).sort();
}

const put = (body: unknown, opts: { cookie?: string; headers?: Record<string, string> } = {}) => call("PUT", PATH, { body, ...opts });

describe("PUT /api/preferences/cookie-consent", () => {
  it.each(["accepted", "declined"] as const)("%s, signed out: sets the consent cookie and writes nothing to KV", async (consent) => {
    const before = await consentKeys();
    const res = await put({ consent });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ consent });

    const cookies = setCookies(res);
    expect(cookies.has("visitor_id")).toBe(false);
    const choice = cookies.get("cookie-consent");
    expect(choice?.value).toBe(consent);
    // The page script reads this one, so it must not be HttpOnly.
    expect(choice?.attrs.has("httponly")).toBe(false);
    expect(choice?.attrs.get("samesite")).toBe("Lax");
    expect(choice?.attrs.get("path")).toBe("/");
    expect(choice?.attrs.get("max-age")).toBe(String(ONE_YEAR_S));
    // Plain http (local): no Secure flag, or the browser would drop the cookie.
    expect(choice?.attrs.has("secure")).toBe(false);
    expect(await consentKeys()).toEqual(before);
  });

  it("50 anonymous requests (with or without a visitor id) create no KV key at all", async () => {
    const before = await consentKeys();
    await Promise.all(
      Array.from({ length: 50 }, (_, i) => put({ consent: i % 2 ? "accepted" : "declined" }, i % 3 ? {} : { cookie: `visitor_id=${crypto.randomUUID()}` })),
    );
    expect(await consentKeys()).toEqual(before);
  });

  it("marks the cookie Secure over https", async () => {
    const res = await SELF.fetch("https://localhost" + PATH, {
      method: "PUT",
      headers: { "Content-Type": "application/json", Origin: "https://localhost", "Sec-Fetch-Site": "same-origin" },
      body: JSON.stringify({ consent: "accepted" }),
    });
    expect(res.status).toBe(200);
    expect(setCookies(res).get("cookie-consent")?.attrs.has("secure")).toBe(true);
  });

  it("a signed-in account's choice is one KV key per account, rewritten only when it changes", async () => {
    const user = await signUp();
    const key = `consent:user:${user.id}`;
    expect((await put({ consent: "accepted" }, { cookie: user.cookie })).status).toBe(200);
    const first = await env.KV.get<{ consent: string; updatedAt: number }>(key, "json");
    expect(first?.consent).toBe("accepted");
    await put({ consent: "accepted" }, { cookie: user.cookie });
    expect((await env.KV.get<{ updatedAt: number }>(key, "json"))?.updatedAt).toBe(first?.updatedAt);
    await put({ consent: "declined" }, { cookie: user.cookie });
    expect((await env.KV.get<{ consent: string }>(key, "json"))?.consent).toBe("declined");
    expect((await consentKeys()).filter((k) => k.includes(user.id))).toEqual([key]);
  });

  it.each([{ consent: "maybe" }, { consent: "" }, { consent: null }, { consent: ["accepted"] }, {}])(
    "an invalid value (%j) → 400 on consent, no cookie, no KV write",
    async (body) => {
      const before = await consentKeys();
      const res = await put(body);
      expect(res.status).toBe(400);
      const err = await json<{ code: string; fields?: Record<string, string> }>(res);
      expect(err.code).toBe("VALIDATION_FAILED");
      expect(Object.keys(err.fields ?? {})).toEqual(["consent"]);
      expect(res.headers.getSetCookie()).toEqual([]);
      expect(await consentKeys()).toEqual(before);
    },
  );

  it("a non-JSON body → 415, no cookie, no KV write", async () => {
    const before = await consentKeys();
    const res = await call("PUT", PATH, { raw: "consent=accepted", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(res.status).toBe(415);
    expect((await json(res)).code).toBe("UNSUPPORTED_MEDIA_TYPE");
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await consentKeys()).toEqual(before);
  });

  it.each([
    ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site" }],
    ["a foreign Origin", { Origin: "https://evil.example", "Sec-Fetch-Site": "none" }],
  ])("a cross-site request (%s) → 403, no cookie, no KV write", async (_label, headers) => {
    const before = await consentKeys();
    const res = await put({ consent: "accepted" }, { headers });
    expect(res.status).toBe(403);
    expect((await json(res)).code).toBe("FORBIDDEN");
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await consentKeys()).toEqual(before);
  });
});

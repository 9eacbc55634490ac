// Security headers and CSRF for every /api route, generated from the route table
// (worker/test/route-table.ts; requirements §15): every answer, whatever its status, carries the CSP (with
// frame-ancestors), HSTS, nosniff and Referrer-Policy; every state-changing route refuses a signed-in
// cross-site request with 403 and changes nothing.
import { beforeAll, describe, expect, it } from "vitest";
import {
  buildWorld,
  cookieFor,
  dispatch,
  footprint,
  prepare,
  snapshot,
  specOf,
  splitKey,
  TABLE_KEYS,
  type World,
} from "../test/route-table.ts";

let w: World;

beforeAll(async () => {
  w = await buildWorld("whiskey", { inviteeAccount: true });
});

// The exact values (worker/http/security-headers.ts): written out here so a weakened constant fails.
const API_CSP = "default-src 'none'; frame-ancestors 'none'";
/** The inline document view is framed by our own pages (worker/api/documents.ts). */
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'";
const EXPECTED = {
  "strict-transport-security": "max-age=63072000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
};

function securityHeaders(res: Response) {
  return {
    "content-security-policy": res.headers.get("content-security-policy"),
    "strict-transport-security": res.headers.get("strict-transport-security"),
    "x-content-type-options": res.headers.get("x-content-type-options"),
    "referrer-policy": res.headers.get("referrer-policy"),
  };
}

const expectedHeaders = (csp: string) => ({ "content-security-policy": csp, ...EXPECTED });

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const SAFE_KEYS = TABLE_KEYS.filter((k) => !STATE_CHANGING.has(splitKey(k).method));
const CHANGING_KEYS = TABLE_KEYS.filter((k) => STATE_CHANGING.has(splitKey(k).method));

describe("security headers", () => {
  it.each(TABLE_KEYS)("%s signed out: CSP with frame-ancestors, HSTS, nosniff, Referrer-Policy", async (key) => {
    const { res } = await dispatch(await prepare(key, { ids: w.ids, self: w }));
    expect(securityHeaders(res)).toEqual(expectedHeaders(API_CSP));
  });

  it.each(SAFE_KEYS)("%s as the owner (success): the same headers", async (key) => {
    const spec = specOf(key);
    const { res } = await dispatch(await prepare(key, { ids: w.ids, self: w }), { cookie: await cookieFor(w.user, spec) });
    const csp = key === "GET /api/documents/:id/file" ? FILE_CSP : API_CSP;
    expect({ status: res.status, ...securityHeaders(res) }).toEqual({ status: spec.ok, ...expectedHeaders(csp) });
  });
});

const ATTACKS: Array<[name: string, headers: Record<string, string>]> = [
  ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site" }],
  ["Sec-Fetch-Site: same-site", { "Sec-Fetch-Site": "same-site" }],
  // An older browser sends no Fetch Metadata, only the Origin.
  ["a foreign Origin", { Origin: "https://evil.example", "Sec-Fetch-Site": "" }],
];

const csrfCases = CHANGING_KEYS.flatMap((key) => ATTACKS.map(([name, headers]) => [key, name, headers] as const));

describe("CSRF", () => {
  it.each(csrfCases)("%s signed in, with %s: 403 and nothing changed", async (key, _name, headers) => {
    const spec = specOf(key);
    const actor = spec.byInvitee ? w.inviteeUser! : w.user;
    const request = await prepare(key, { ids: w.ids, self: w });
    const cookie = await cookieFor(actor, spec);
    const [worldBefore, storedBefore] = [await snapshot(w), await footprint()];
    const { res, text } = await dispatch(request, { cookie, headers });
    expect({ status: res.status, code: (JSON.parse(text) as { code: string }).code }).toEqual({ status: 403, code: "FORBIDDEN" });
    expect(securityHeaders(res)).toEqual(expectedHeaders(API_CSP));
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await footprint()).toEqual(storedBefore);
    expect(await snapshot(w)).toEqual(worldBefore);
  });
});

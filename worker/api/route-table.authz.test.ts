// Who may call what, for every /api route, generated from the route table (worker/test/route-table.ts):
// the table must describe exactly the routes registered on the app, every route answers 401 without a
// session unless worker/api/public-routes.ts lists it, another family's ids get the same answer as ids
// that do not exist (404) with nothing of theirs in it and nothing of theirs changed, and the table's
// requests are valid: their owner gets the success answer.
import { beforeAll, describe, expect, it } from "vitest";
import { isPublicRoute } from "./public-routes.ts";
import {
  buildWorld,
  cookieFor,
  dispatch,
  fillPattern,
  patternParams,
  prepare,
  registeredRoutes,
  slotsOf,
  snapshot,
  specOf,
  splitKey,
  TABLE_KEYS,
  type Ids,
  type Slot,
  type World,
} from "../test/route-table.ts";

let a: World; // the family whose data must stay private
let b: World; // another family, signed in, using a's ids
let o: World; // a family whose owner makes every table request (destructive ones last)

beforeAll(async () => {
  [a, b, o] = await Promise.all([buildWorld("alpha"), buildWorld("bravo"), buildWorld("oscar", { inviteeAccount: true })]);
});

const parsed = (text: string): { code?: string; message?: string } => {
  try {
    return JSON.parse(text) as { code?: string; message?: string };
  } catch {
    return {};
  }
};

/** Ids that exist nowhere, shaped like real ones. */
const missingIds = (): Ids => ({
  child: crypto.randomUUID(),
  document: crypto.randomUUID(),
  conversation: crypto.randomUUID(),
  message: crypto.randomUUID(),
  invitation: "A".repeat(43),
});

describe("the route table", () => {
  it("describes exactly the routes registered on the app", () => {
    const registered = registeredRoutes();
    expect(registered.length).toBeGreaterThan(0);
    // Add each missing route to worker/test/route-table.ts; remove each stale entry.
    const missing = registered.filter((k) => !TABLE_KEYS.includes(k));
    const stale = TABLE_KEYS.filter((k) => !registered.includes(k));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  it.each(TABLE_KEYS)("%s: the table fills each path parameter and marks it public exactly as public-routes.ts does", (key) => {
    const { method, pattern } = splitKey(key);
    const spec = specOf(key);
    expect(Object.keys(spec.params).sort()).toEqual(patternParams(pattern).sort());
    const path = fillPattern(pattern, Object.fromEntries(patternParams(pattern).map((p) => [p, "x1"])));
    expect({ key, public: isPublicRoute(method, path) }).toEqual({ key, public: spec.public === true });
  });
});

describe("signed out", () => {
  it.each(TABLE_KEYS)("%s answers 401 UNAUTHENTICATED unless public (public: its own answer)", async (key) => {
    const spec = specOf(key);
    const { method, pattern } = splitKey(key);
    const { res, text } = await dispatch(await prepare(key, { ids: a.ids, self: a }));
    const isPublic = isPublicRoute(method, fillPattern(pattern, Object.fromEntries(patternParams(pattern).map((p) => [p, "x1"]))));
    // A public route gives its own answer (never the gate's 401); any other the gate's 401.
    const expected = isPublic ? { key, status: spec.ok, code: parsed(text).code } : { key, status: 401, code: "UNAUTHENTICATED" };
    expect({ key, status: res.status, code: parsed(text).code }).toEqual(expected);
  });
});

// Destructive calls last (a document before its child; the account's own controls after the family's
// records, deleting the account last of all), so each call finds what it needs.
const ACCOUNT_LAST = ["POST /api/account/password", "POST /api/account/sessions/revoke-all", "POST /api/account/delete"];
const destroyRank = (key: string) => (key.startsWith("DELETE /api/documents/") ? 0 : 2 + ACCOUNT_LAST.indexOf(key));
const destroysLast = (keys: readonly string[]) => [
  ...keys.filter((k) => !specOf(k).destroys),
  ...keys.filter((k) => specOf(k).destroys).sort((x, y) => destroyRank(x) - destroyRank(y)),
];
const ownerOrder = destroysLast(TABLE_KEYS);

/** Each check: the route, and which of the request's ids are a's (all, or one among b's own). */
type ForeignCase = [label: string, key: string, swapped: Slot | "all"];

// Family B's own calls of the account controls end its sessions or delete it: those run last too.
const foreignCases: ForeignCase[] = destroysLast(TABLE_KEYS).flatMap((key): ForeignCase[] => {
  const slots = slotsOf(specOf(key));
  if (slots.length === 0) return [[`${key} as family B: its own answer, nothing of A's`, key, "all"]];
  const all: ForeignCase = [`${key} as family B with A's ${slots.join(" and ")}`, key, "all"];
  const mixed = slots.length > 1 ? slots.map((s): ForeignCase => [`${key} as family B with its own ids but A's ${s}`, key, s]) : [];
  return [all, ...mixed];
});

describe("another family", () => {
  it.each(foreignCases)("%s", async (_label, key, swapped) => {
    const spec = specOf(key);
    const slots = slotsOf(spec);
    const idsOf = (theirs: Ids): Ids => (swapped === "all" ? theirs : { ...b.ids, [swapped]: theirs[swapped] });
    const call = async (ids: Ids) => dispatch(await prepare(key, { ids, self: b }), { cookie: await cookieFor(b.user, spec) });
    const before = await snapshot(a);
    const { res, text } = await call(idsOf(a.ids));

    // Without ids in the request, b's own call succeeds; with a's ids it is refused.
    const refusal = spec.foreign ?? { status: 404, code: "NOT_FOUND" };
    const expected = slots.length === 0 ? { status: spec.ok } : { status: refusal.status, ...(refusal.code ? { code: refusal.code } : {}) };
    const actual = { status: res.status, ...("code" in expected ? { code: parsed(text).code } : {}) };
    expect({ key, ...actual }).toEqual({ key, ...expected });
    const answer = `${JSON.stringify([...res.headers])}\n${text}`;
    expect(a.secrets.filter((secret) => answer.includes(secret))).toEqual([]);
    expect(await snapshot(a)).toEqual(before);

    // Indistinguishable from ids that exist nowhere: the same status and body.
    const comparable = slots.length > 0 && !spec.foreign;
    const missing = comparable ? await call(idsOf(missingIds())) : { res, text };
    expect({ status: res.status, body: text }).toEqual({ status: missing.res.status, body: missing.text });
  });
});


describe("the owner", () => {
  it.each(ownerOrder.map((k) => [k, specOf(k).ok] as const))("%s answers %i to the table's request", async (key, ok) => {
    const spec = specOf(key);
    const actor = spec.byInvitee ? o.inviteeUser! : o.user;
    const { res, text } = await dispatch(await prepare(key, { ids: o.ids, self: o }), { cookie: await cookieFor(actor, spec) });
    expect({ key, status: res.status, body: res.status === ok ? "" : text }).toEqual({ key, status: ok, body: "" });
  });
});

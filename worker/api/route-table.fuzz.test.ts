// Property tests for every /api route that reads a body or a query, generated from the route table
// (worker/test/route-table.ts; requirements §15 "no 5xx under fuzzing"). Each route's valid request is mutated:
// empty, over-long and unicode values (emoji, RTL, NUL, lone surrogates), wrong types, missing and extra
// fields, prototype-pollution keys, malformed JSON and bodies, wrong content types. Every answer must be
// 2xx (or a redirect), or 4xx with the JSON { code, message } a person can read; never 5xx; always with
// the security headers; and a 4xx must leave nothing stored (no row or object anywhere, no change to
// the family's records). Each id parameter is fuzzed too. Deterministic: a fixed seed and a fixed
// number of runs per route.
import { env } from "cloudflare:test";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createBuiltinEngine, type AiEngine } from "../ai/engines/index.ts";
import { useChatEngine } from "../test/conversations.ts";
import { oauthCookieName } from "./google.ts";
import { signUp } from "../test/auth.ts";
import { makePdf } from "../test/fixtures/index.ts";
import { fixtures, type FormPart, multipartBody, multipartType } from "../test/multipart.ts";
import {
  buildWorld,
  dispatch,
  fillPattern,
  footprint,
  patternParams,
  prepare,
  specOf,
  splitKey,
  TABLE_KEYS,
  uniqueIp,
  type Input,
  type Prepared,
  type World,
} from "../test/route-table.ts";

const SEED = 20261122;
/** Cases per route and input kind. */
const RUNS = 30;
/** Cases per route with id parameters (random values in place of one id). */
const PARAM_RUNS = 8;

let f: World;

/**
 * The built-in analyzer's replies without their reading pace: CHAT_CHUNK_DELAY_MS paces the built-in
 * engine only (a UX setting), and the chat's fuzz cases need each reply finished at once. Everything
 * else about the reply (the Durable Object, D1 writes, the stream) is the real thing.
 */
function unpacedEngine(): AiEngine {
  const builtin = createBuiltinEngine();
  return { ...builtin, info: { ...builtin.info, id: "openai-compatible", model: "builtin-unpaced" } };
}

let restoreEngine: () => void;
beforeAll(async () => {
  restoreEngine = useChatEngine(unpacedEngine());
  f = await buildWorld("foxtrot");
});
afterAll(() => restoreEngine());

// ---------------------------------------------------------------------------------------------------
// What each route reads, beyond what its table request sends: fields a mutation may add or remove.

/** Query keys each query-reading route understands. */
const QUERY_KEYS: Record<string, string[]> = {
  "GET /api/auth/google/callback": ["state", "code", "error"],
  "GET /api/dev/outbox": ["to"],
  "POST /api/ai/summary/:documentId": ["childId"],
};

/** Optional keys of JSON bodies that the table's requests leave out (every optional-JSON route is listed). */
const OPTIONAL_KEYS: Record<string, string[]> = {
  "POST /api/auth/register": ["recaptchaToken", "inviteToken"],
  "POST /api/auth/login": ["rememberMe"],
  "POST /api/contact": ["recaptchaToken"],
  "POST /api/children": ["birthMonth", "birthYear"],
  "PATCH /api/children/:id": ["name", "birthYear"],
  "POST /api/children/:childId/conversations": ["hasSummary", "summary", "documentCountAtSummary"],
  "PATCH /api/conversations/:id": ["title", "summary", "documentCountAtSummary"],
  "POST /api/ai/summary/child/:childId": ["childId"],
  "POST /api/ai/summary/:documentId": ["childId"],
  "POST /api/ai/insights/:documentId": [],
};

type FileField = { name: string; filename: string; contentType: string; bytes: () => Uint8Array };
/** The multipart forms: their text fields (with a valid value) and their file field. */
const MULTIPART_FIELDS: Record<string, { text: Record<string, string>; file: FileField }> = {
  "POST /api/children": {
    text: { name: "Sibling", birthMonth: "March", birthYear: String(new Date().getUTCFullYear() - 5) },
    file: { name: "avatar", filename: "face.png", contentType: "image/png", bytes: fixtures.png },
  },
  "POST /api/children/:id/avatar": {
    text: {},
    file: { name: "avatar", filename: "face.jpg", contentType: "image/jpeg", bytes: fixtures.jpeg },
  },
  "POST /api/children/:id/documents/upload": {
    text: { title: "Meeting notes", documentType: "Other", schoolYear: "2025-2026" },
    file: { name: "document", filename: "notes.pdf", contentType: "application/pdf", bytes: () => makePdf([["Fuzz notes"]]) },
  },
};

/** The url-encoded form fields of the chat stream. */
const FORM_FIELDS: Record<string, Record<string, string>> = {
  "POST /api/conversations/:id/messages/stream": { content: "What are the reading goals?" },
};

// ---------------------------------------------------------------------------------------------------
// Values.

const LENGTHS = [99, 100, 101, 199, 200, 201, 254, 255, 1025, 4001, 4097, 5001, 20_000, 70_000];
const NASTY = [
  "", " ", "\t\n", "\u0000", "a\u0000b", "\ud800", "\udfff", "x\udbffy", "\u202Egnp.exe", "مرحبا بالعالم", "👨‍👩‍👧‍👦", "\uFEFF",
  "<script>alert(1)</script>", "'; drop table children; --", "../../etc/passwd", "%00", "%zz", "null", "true", "0", "-1", "1e309",
  "NaN", "__proto__", "constructor", "2025-2026", "1999-00", "IEP", "Other", "March", "2020", "parent@example.com", "a@b.co",
  "Bright-Kite-42", "assistant", "user", "accepted", "declined", "00000000-0000-0000-0000-000000000000",
];
const nasty = fc.constantFrom(...NASTY);
const longText = fc.tuple(fc.constantFrom(...LENGTHS), fc.constantFrom("x", "é", "😀", " ", "\u0000")).map(([n, ch]) => ch.repeat(n));
const anyText = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 24 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 24 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 24 }) },
  { weight: 4, arbitrary: nasty },
  { weight: 2, arbitrary: longText },
);
const scalar = fc.oneof(
  { weight: 6, arbitrary: anyText },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, 1.5, 2 ** 53 + 2, 1e308, 2020) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), scalar, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);
/** JSON number literals JSON.stringify never writes. */
const rawNumber = fc.constantFrom("1e400", "-1e400", "-0", "1.0e-400", "123456789012345678901234567890", "0.1e1", "1E2");
const dangerousKey = fc.constantFrom("__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf");
const WRONG_TYPES = [
  "text/plain", "application/x-www-form-urlencoded", "multipart/form-data", `multipart/form-data; boundary=x`, "application/jsonx",
  "application/json; charset=utf-16", "APPLICATION/JSON", "application/ld+json", "text/json", "application/xml", "*/*",
];
const wrongType = fc.constantFrom(...WRONG_TYPES);

type Entry = [key: string, rawJson: string];
const json = (v: unknown) => JSON.stringify(v) ?? "null";
/** An object's JSON text from entries, so keys such as __proto__ and duplicates are written as given. */
const objectText = (entries: Entry[]) => `{${entries.map(([k, raw]) => `${JSON.stringify(k)}:${raw}`).join(",")}}`;
const withEntry = (entries: Entry[], [k, raw]: Entry): Entry[] =>
  entries.some(([e]) => e === k) ? entries.map(([e, r]): Entry => (e === k ? [e, raw] : [e, r])) : [...entries, [k, raw]];

const enc = new TextEncoder();
/** Broken JSON around a valid text. */
const malformed = (valid: string): fc.Arbitrary<string | Uint8Array<ArrayBuffer>> =>
  fc.oneof(
    fc.nat({ max: Math.max(0, valid.length - 1) }).map((n) => valid.slice(0, n)),
    fc.constantFrom(`${valid},`, `${valid}}`, `{${valid}`, `${valid}${valid}`, `\uFEFF${valid}`, `${valid}\u0000`, valid.replace(/:/, "::"), valid.replace(/"/g, "'")),
    fc.constantFrom("", " ", "{", "[", "nul", "{\"a\":}", "[".repeat(5000), `{"a":${"[".repeat(3000)}`, `{"a":${'{"a":'.repeat(1500)}1${"}".repeat(1500)}}`),
    fc.string({ maxLength: 60 }),
    // Bytes that are not UTF-8, inside and outside strings.
    fc.nat({ max: valid.length }).map((n) => {
      const bytes = enc.encode(valid);
      const cut = Math.min(n, bytes.length);
      return new Uint8Array([...bytes.slice(0, cut), 0xff, 0xfe, 0xc3, ...bytes.slice(cut)]);
    }),
  );

type FuzzCase = { body?: string | Uint8Array<ArrayBuffer>; contentType?: string; query?: string; cookie?: string };

/** JSON bodies: the valid one with fields changed, added, removed, polluted, or broken, mostly as JSON. */
function jsonCases(base: Record<string, unknown>, extraKeys: string[], optional: boolean): fc.Arbitrary<FuzzCase> {
  const entries: Entry[] = Object.entries(base).map(([k, v]) => [k, json(v)]);
  const keys = [...new Set([...Object.keys(base), ...extraKeys])];
  const known = keys.length ? fc.constantFrom(...keys) : fc.string({ maxLength: 8 });
  const key = fc.oneof({ weight: 5, arbitrary: known }, { weight: 1, arbitrary: dangerousKey }, { weight: 1, arbitrary: fc.string({ maxLength: 8 }) });
  const entry = fc.tuple(key, fc.oneof({ weight: 6, arbitrary: value.map(json) }, { weight: 1, arbitrary: rawNumber }));
  const valid = objectText(entries);
  const body: fc.Arbitrary<string | Uint8Array<ArrayBuffer>> = fc.oneof(
    { weight: 4, arbitrary: entry.map((e) => objectText(withEntry(entries, e))) },
    { weight: 2, arbitrary: fc.array(entry, { minLength: 1, maxLength: 4 }).map((es) => objectText(es.reduce(withEntry, entries))) },
    { weight: 1, arbitrary: known.map((k) => objectText(entries.filter(([e]) => e !== k))) },
    // Prototype pollution, written literally (a JSON object with an own "__proto__" key), and duplicates.
    {
      weight: 2,
      arbitrary: fc
        .tuple(dangerousKey, fc.constantFrom('{"polluted":true}', '{"prototype":{"polluted":true}}', '{"isAdmin":true,"role":"owner"}', "null", '"x"', "[1]"))
        .map(([k, raw]) => objectText([...entries, [k, raw]])),
    },
    { weight: 1, arbitrary: entry.map((e) => objectText([...entries, e])) },
    // Valid JSON that is not an object.
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).filter((v) => v === null || typeof v !== "object" || Array.isArray(v)).map(json) },
    { weight: 2, arbitrary: malformed(valid) },
  );
  const contentType = fc.oneof(
    { weight: 6, arbitrary: fc.constant("application/json") },
    { weight: 1, arbitrary: fc.constant("application/json; charset=utf-8") },
    { weight: 2, arbitrary: wrongType },
  );
  const cases: fc.Arbitrary<FuzzCase> = fc.record({ body, contentType });
  // An optional body may also be absent, or sent without saying what it is.
  return optional
    ? fc.oneof({ weight: 5, arbitrary: cases }, { weight: 1, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: fc.string({ maxLength: 20 }).map((s) => ({ body: s })) })
    : cases;
}

/** Query strings: the route's keys with any values, duplicates, unknown keys, broken percent-encoding. */
function queryCases(base: Record<string, string>, keys: string[]): fc.Arbitrary<FuzzCase> {
  const key = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...keys) }, { weight: 1, arbitrary: dangerousKey }, { weight: 1, arbitrary: fc.string({ maxLength: 6 }) });
  const rawValue = fc.oneof(
    { weight: 5, arbitrary: anyText.map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, "?"))) },
    // Sent as is: bad percent-escapes, a lone surrogate's escape, separators.
    { weight: 2, arbitrary: fc.constantFrom("%", "%zz", "%E0%A4%A", "%ED%A0%80", "%uD800", "%00", "+", "a=b", "&&", "%FF%FE", "%C0%AF") },
  );
  const pairs = fc.array(fc.tuple(key, rawValue), { maxLength: 5 });
  return pairs.map((ps) => {
    const merged = new Map(Object.entries(base).map(([k, v]) => [k, encodeURIComponent(v)]));
    const extra: string[] = [];
    for (const [k, v] of ps) {
      if (merged.has(k) && extra.length === 0) merged.set(k, v);
      else extra.push(`${encodeURIComponent(k)}=${v}`);
    }
    return { query: [...[...merged].map(([k, v]) => `${encodeURIComponent(k)}=${v}`), ...extra].join("&") };
  });
}

/** Url-encoded forms (and the multipart and wrong types the route must refuse). */
function formCases(fields: Record<string, string>): fc.Arbitrary<FuzzCase> {
  const names = Object.keys(fields);
  const pair = fc.tuple(fc.oneof(fc.constantFrom(...names), dangerousKey, fc.string({ maxLength: 6 })), anyText);
  const urlencoded = fc.array(pair, { minLength: 0, maxLength: 3 }).map((ps) => {
    const form = new URLSearchParams(fields);
    for (const [k, v] of ps) {
      if (form.has(k) && ps.length === 1) form.set(k, v);
      else form.append(k, v);
    }
    return { body: form.toString(), contentType: "application/x-www-form-urlencoded" };
  });
  const asMultipart = fc.tuple(anyText, fc.boolean()).map(([v, asFile]) => ({
    body: multipartBody([{ name: names[0]!, value: v, ...(asFile ? { filename: "x.txt" } : {}) }]),
    contentType: multipartType(),
  }));
  const other = fc.record({ body: fc.oneof(fc.string({ maxLength: 40 }), fc.constant(`{"content":"hi"}`)), contentType: fc.oneof(wrongType, fc.constant("application/json")) });
  return fc.oneof({ weight: 5, arbitrary: urlencoded }, { weight: 2, arbitrary: asMultipart }, { weight: 2, arbitrary: other });
}

const FILE_NAMES = ["plan.pdf", "notes.txt", "eval.docx", "old.doc", "face.png", "face.jpg", "a.exe", "", ".pdf", "noext", "..\\..\\x.pdf", "😀.txt", `${"a".repeat(300)}.txt`, "x.PDF", "a\u0000.pdf"];
const CONTENT_TYPES = ["application/pdf", "image/png", "image/jpeg", "image/gif", "image/webp", "image/svg+xml", "text/plain", "application/octet-stream", ""];

/** Multipart forms: each field kept, changed or left out, the file valid or not, extra parts, broken bodies. */
function multipartCases(form: { text: Record<string, string>; file: FileField }): fc.Arbitrary<FuzzCase> {
  const textPart = (name: string, valid: string) =>
    fc.oneof({ weight: 2, arbitrary: fc.constant<FormPart | null>({ name, value: valid }) }, { weight: 3, arbitrary: anyText.map((v): FormPart | null => ({ name, value: v })) }, { weight: 1, arbitrary: fc.constant(null) });
  const bytes = fc.oneof(
    { weight: 3, arbitrary: fc.constant(form.file.bytes()) },
    { weight: 2, arbitrary: fc.constantFrom(fixtures.pdf(), fixtures.txt(), fixtures.png(), fixtures.gif(), fixtures.exe(), fixtures.svg(), fixtures.docx(), new Uint8Array()) },
    { weight: 2, arbitrary: fc.uint8Array({ maxLength: 64 }) },
  );
  const filePart = fc.oneof(
    { weight: 3, arbitrary: fc.constant<FormPart | null>({ name: form.file.name, filename: form.file.filename, contentType: form.file.contentType, value: form.file.bytes() }) },
    {
      weight: 4,
      arbitrary: fc
        .record({ filename: fc.oneof(fc.constantFrom(...FILE_NAMES), fc.string({ maxLength: 12 })), contentType: fc.constantFrom(...CONTENT_TYPES), value: bytes })
        .map((p): FormPart | null => ({ name: form.file.name, ...p })),
    },
    { weight: 1, arbitrary: fc.constant(null) },
  );
  const extraPart = fc.oneof(
    fc.record({ name: fc.oneof(dangerousKey, fc.string({ maxLength: 8 })), value: anyText }),
    fc.record({ name: fc.oneof(fc.constant(form.file.name), fc.string({ maxLength: 8 })), filename: fc.constantFrom(...FILE_NAMES), value: bytes }),
  );
  const parts = fc
    .tuple(fc.tuple(...Object.entries(form.text).map(([n, v]) => textPart(n, v))), filePart, fc.array(extraPart, { maxLength: 2 }), fc.boolean())
    .map(([texts, file, extras, fileFirst]) => {
      const fields = texts.filter((p): p is FormPart => p !== null);
      const withFile = file ? (fileFirst ? [file, ...fields] : [...fields, file]) : fields;
      return [...withFile, ...extras];
    });
  const wellFormed = parts.map((ps): FuzzCase => ({ body: multipartBody(ps), contentType: multipartType() }));
  const broken = fc.tuple(parts, fc.nat(), fc.constantFrom("truncated", "other-boundary", "no-boundary", "json", "garbage")).map(([ps, n, how]): FuzzCase => {
    const body = multipartBody(ps);
    if (how === "truncated") return { body: body.slice(0, n % Math.max(1, body.length)), contentType: multipartType() };
    if (how === "other-boundary") return { body, contentType: multipartType("someOtherBoundary") };
    if (how === "no-boundary") return { body, contentType: "multipart/form-data" };
    if (how === "json") return { body, contentType: "application/json" };
    return { body: enc.encode(`--${"x".repeat(n % 80)}\r\n\r\n`), contentType: multipartType() };
  });
  return fc.oneof({ weight: 4, arbitrary: wellFormed }, { weight: 1, arbitrary: broken });
}

// ---------------------------------------------------------------------------------------------------
// What must hold for every answer.

type Body = { code?: unknown; message?: unknown; fields?: unknown };
/** Words that mean a message was written for a program, not a person. */
const UNCLEAR = /\b(Invalid (type|key|length|format)|Expected|Received|undefined|NaN|null|\[object|TypeError|SyntaxError|RangeError|SQLITE|D1_|stack)\b|\bat .+:\d+/;

function messageProblems(where: string, message: unknown): string[] {
  if (typeof message !== "string" || message.trim().length < 3) return [`${where} is not a sentence: ${JSON.stringify(message)}`];
  if (message.length > 300) return [`${where} is ${message.length} characters long`];
  return UNCLEAR.test(message) ? [`${where} is not clear: ${JSON.stringify(message)}`] : [];
}

function headerProblems(res: Response): string[] {
  const h = (name: string) => res.headers.get(name) ?? "";
  const missing = [
    /frame-ancestors '(none|self)'/.test(h("content-security-policy")) ? null : "a CSP with frame-ancestors",
    h("strict-transport-security").startsWith("max-age=") ? null : "HSTS",
    h("x-content-type-options") === "nosniff" ? null : "nosniff",
    h("referrer-policy") ? null : "Referrer-Policy",
  ].filter((m) => m !== null);
  return missing.length ? [`${res.status} without ${missing.join(", ")}`] : [];
}

/** Everything wrong with one answer (empty when it is fine). */
function answerProblems(res: Response, text: string): string[] {
  const status = res.status;
  if (status >= 500) return [`answered ${status}: ${text.slice(0, 300)}`];
  // Every answer carries the security headers (their exact values: route-table.headers.test.ts).
  const problems = headerProblems(res);
  if (status < 400) return problems;
  if (!(res.headers.get("content-type") ?? "").includes("application/json")) problems.push(`${status} with content type ${res.headers.get("content-type")}`);
  let body: Body;
  try {
    body = JSON.parse(text) as Body;
  } catch {
    return [...problems, `${status} body is not JSON: ${text.slice(0, 200)}`];
  }
  if (typeof body !== "object" || body === null) return [...problems, `${status} body is not an object`];
  if (typeof body.code !== "string" || !/^[A-Z][A-Z0-9_]+$/.test(body.code)) problems.push(`${status} code ${JSON.stringify(body.code)}`);
  problems.push(...messageProblems(`${status} ${String(body.code)} message`, body.message));
  if (body.code === "VALIDATION_FAILED") {
    const fields = body.fields;
    if (typeof fields !== "object" || fields === null || Object.keys(fields).length === 0) problems.push("VALIDATION_FAILED names no field");
    else for (const [name, m] of Object.entries(fields)) problems.push(...messageProblems(`field ${name}`, m));
  }
  return problems;
}

/** The fuzzed family's own records (by their original ids) and what is stored anywhere. */
const byId = (sql: string, id: string) => env.DB.prepare(sql).bind(id);

async function stored(w: World) {
  const [rows, counts, avatar] = await Promise.all([
    env.DB.batch([
      byId("select * from users where id = ?", w.user.id),
      byId("select * from children where id = ?", w.ids.child),
      byId("select * from documents where id = ?", w.ids.document),
      byId("select * from conversations where id = ?", w.ids.conversation),
      byId("select * from messages where id = ?", w.ids.message),
      byId("select * from family_members where family_id = ?", w.familyId),
    ]),
    footprint(),
    env.FILES.head(`avatars/${w.ids.child}`),
  ]);
  return { counts, rows: rows.map((r) => r.results), avatar: avatar ? `${avatar.etag}/${avatar.size}` : null };
}

const prototypes = () => [Object.prototype, Array.prototype, Function.prototype, String.prototype].map((p) => Object.getOwnPropertyNames(p).sort().join());

/** What differs between two states, one line per changed count, row set or object. */
function differences(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const key of Object.keys(after)) {
    const [b, a] = [before[key], after[key]];
    if (JSON.stringify(b) === JSON.stringify(a)) continue;
    const flat = b && a && typeof b === "object" && typeof a === "object" && !Array.isArray(a);
    if (!flat) out.push(`${key}: ${JSON.stringify(b).slice(0, 300)} → ${JSON.stringify(a).slice(0, 300)}`);
    else for (const [k, v] of Object.entries(a)) if (JSON.stringify((b as Record<string, unknown>)[k]) !== JSON.stringify(v)) out.push(`${key}.${k}: ${JSON.stringify((b as Record<string, unknown>)[k])} → ${JSON.stringify(v)}`);
  }
  return out;
}

/** Routes whose refusals would be throttled after a few tries: each case starts with clean buckets. */
const THROTTLED = new Set(["POST /api/auth/login", "POST /api/auth/forgot-password", "POST /api/account/email"]);

/** Google configured (with made-up credentials) so the callback checks its state instead of redirecting. */
const GOOGLE_ON: Partial<Env> = { GOOGLE_CLIENT_ID: "fuzz-client.apps.googleusercontent.com", GOOGLE_CLIENT_SECRET: "fuzz-secret" };
const OAUTH_COOKIE = oauthCookieName(new URL("http://localhost/"));
const oauthCookie = fc.oneof(fc.constant(undefined), fc.string({ unit: "binary-ascii", maxLength: 30 }).map((s) => s.replace(/[^\x21-\x7e]|[;,"\\]/g, "")));

/**
 * Sends requests for one route as the fuzzed family, and tells everything wrong with each answer: its
 * shape (answerProblems), a throttle hit, anything stored by a refusal, a changed built-in prototype.
 */
async function sender(key: string) {
  const spec = specOf(key);
  // Refusals are expected in bulk; the console.warn of skipped bot checks and failed sign-ins is noise here.
  vi.spyOn(console, "warn").mockImplementation(() => {});
  // Deleting the account is fuzzed as a throwaway account whose address is not the one in the body: a
  // mutation that happens to stay valid must not delete the fuzzed family (every later case needs it).
  const caller = key === "POST /api/account/delete" ? (await signUp()).cookie : f.user.cookie;
  let state = await stored(f);
  const protos = prototypes();
  return async (request: Prepared, cookie?: string): Promise<string[]> => {
    if (THROTTLED.has(key)) await env.DB.prepare("delete from login_attempts").run();
    // Hundreds of cases in one family would use up its quotas (ADR 0015, tested in quotas.test.ts): every
    // case starts with fresh counters, so what is fuzzed is the route's input handling.
    await env.DB.prepare("delete from quota_counters").run();
    const headers = { ...request.headers, "CF-Connecting-IP": uniqueIp() };
    const { res, text } = await dispatch({ ...request, headers }, { cookie: spec.public ? cookie : (cookie ?? caller), env: GOOGLE_ON });
    const after = await stored(f);
    const problems = answerProblems(res, text);
    if (res.status === 429) problems.push("429: the fuzzing hit a throttle instead of the route");
    if (res.status >= 400) problems.push(...differences(state, after).map((d) => `a ${res.status} changed what is stored: ${d}`));
    if (prototypes().join("|") !== protos.join("|")) problems.push("a built-in prototype was changed");
    state = after;
    return problems;
  };
}

/** Runs the property over `numRuns` cases; answers how many requests were checked. */
async function runProperty<T>(
  key: string,
  arbitrary: fc.Arbitrary<T>,
  toRequest: (c: T, base: Prepared) => { request: Prepared; cookie?: string },
  numRuns: number,
): Promise<number> {
  const base = await prepare(key, { ids: f.ids, self: f });
  const send = await sender(key);
  let checked = 0;
  await fc.assert(
    fc.asyncProperty(arbitrary, async (c) => {
      const { request, cookie } = toRequest(c, base);
      const problems = await send(request, cookie);
      checked += 1;
      expect(problems).toEqual([]);
    }),
    { numRuns, seed: SEED },
  );
  return checked;
}

/** The request with a fuzzed body and content type (the route's table request otherwise). */
function withBody(c: FuzzCase, base: Prepared): Prepared {
  const headers: Record<string, string> = { ...base.headers };
  delete headers["Content-Type"];
  if (c.contentType !== undefined) headers["Content-Type"] = c.contentType;
  return { ...base, body: undefined, raw: c.body, headers };
}

type Target = [label: string, key: string, input: Input];
const targets: Target[] = TABLE_KEYS.flatMap((key) => specOf(key).input.map((input): Target => [`${key} (${input})`, key, input]));
const need = (input: Input) => targets.filter(([, , i]) => i === input).map(([, key]) => key).sort();
const paramKeys = TABLE_KEYS.filter((key) => patternParams(splitKey(key).pattern).length > 0);
const TOTAL = targets.length * RUNS + paramKeys.length * PARAM_RUNS;

describe(`fuzzing every /api input: ${TOTAL} cases (${targets.length} route inputs × ${RUNS}, ${paramKeys.length} routes' ids × ${PARAM_RUNS})`, () => {
  it("knows the fields of every form and query route in the table", () => {
    expect({
      query: Object.keys(QUERY_KEYS).sort(),
      multipart: Object.keys(MULTIPART_FIELDS).sort(),
      form: Object.keys(FORM_FIELDS).sort(),
      "optional-json": need("optional-json").filter((key) => !(key in OPTIONAL_KEYS)),
      "optional keys of a JSON route": Object.keys(OPTIONAL_KEYS).filter((key) => !specOf(key).input.some((i) => i === "json" || i === "optional-json")),
    }).toEqual({ query: need("query"), multipart: need("multipart"), form: need("form"), "optional-json": [], "optional keys of a JSON route": [] });
  });

  it.each(targets)(`%s: ${RUNS} cases, never 5xx, 4xx is a clear JSON error and stores nothing`, async (_label, key, input) => {
    let checked: number;
    if (input === "json" || input === "optional-json") {
      const base = await prepare(key, { ids: f.ids, self: f });
      const body = (base.body ?? {}) as Record<string, unknown>;
      checked = await runProperty(key, jsonCases(body, OPTIONAL_KEYS[key] ?? [], input === "optional-json"), (c, b) => ({ request: withBody(c, b) }), RUNS);
    } else if (input === "query") {
      const base = await prepare(key, { ids: f.ids, self: f });
      // The Google callback also reads its own cookie (state and PKCE verifier); other routes the session's.
      const cookies = key === "GET /api/auth/google/callback" ? oauthCookie.map((v) => (v === undefined ? undefined : `${OAUTH_COOKIE}=${v}`)) : fc.constant(undefined);
      const cases = fc.tuple(queryCases(base.query ?? {}, QUERY_KEYS[key]!), cookies);
      checked = await runProperty(key, cases, ([c, cookie], b) => ({ request: { ...b, query: undefined, path: `${b.path}?${c.query}` }, cookie }), RUNS);
    } else if (input === "form") {
      checked = await runProperty(key, formCases(FORM_FIELDS[key]!), (c, b) => ({ request: withBody(c, b) }), RUNS);
    } else {
      checked = await runProperty(key, multipartCases(MULTIPART_FIELDS[key]!), (c, b) => ({ request: withBody(c, b) }), RUNS);
    }
    expect(checked).toBe(RUNS);
  });

  // Deterministic companions of the fuzzing (what it found once stays found): every field of every JSON
  // body left out (when required), of the wrong type, and holding each of the worst strings, gets a clear
  // answer or is accepted; never 5xx, and a refusal stores nothing.
  const WORST: Array<[string, unknown]> = [
    ["a number", 5],
    ["an object", { a: 1 }],
    ["null", null],
    ["a lone surrogate", "\ud800"],
    ["a NUL", "a\u0000b"],
    ["RTL override", "\u202Egnp.exe"],
    ["an emoji family", "👨‍👩‍👧‍👦"],
    ["70,000 characters", "x".repeat(70_000)],
  ];
  const jsonKeys = targets.filter(([, , input]) => input === "json").map(([, key]) => key);
  it.each(jsonKeys)(`%s: each field left out, or as each of ${WORST.length} worst values, gets a clear answer and stores nothing on refusal`, async (key) => {
    const base = await prepare(key, { ids: f.ids, self: f });
    const body = base.body as Record<string, unknown>;
    const send = await sender(key);
    const problems: string[] = [];
    for (const field of [...Object.keys(body), ...(OPTIONAL_KEYS[key] ?? [])]) {
      const { [field]: _left, ...without } = body;
      const variants: Array<[string, unknown]> = WORST.map(([name, v]) => [name, { ...body, [field]: v }]);
      for (const [variant, sent] of field in body ? [["left out", without] as [string, unknown], ...variants] : variants) {
        problems.push(...(await send({ ...base, body: sent })).map((p) => `${field} ${variant}: ${p}`));
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(paramKeys)(`%s: ${PARAM_RUNS} cases of made-up ids, never 5xx, never anything stored`, async (key) => {
    const { pattern } = splitKey(key);
    const spec = specOf(key);
    const names = patternParams(pattern);
    const made = fc.tuple(fc.constantFrom(...names), fc.oneof(anyText, fc.uuid(), fc.constantFrom(".", "..", "%2e%2e", "a/b", "x".repeat(65), "x".repeat(64))));
    const checked = await runProperty(key, made, ([name, v], b) => {
      const values = Object.fromEntries(names.map((n) => [n, n === name ? v : f.ids[spec.params[n]!]]));
      return { request: { ...b, path: fillPattern(pattern, values) } };
    }, PARAM_RUNS);
    expect(checked).toBe(PARAM_RUNS);
  });
});

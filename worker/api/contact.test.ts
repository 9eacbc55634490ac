// POST /api/contact: a valid message is stored once; every kind of bad input is refused with a 4xx that
// names the problem, and nothing is stored.
import { env } from "cloudflare:test";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { api } from "../app.ts";
import { VERIFY_URL } from "../bot-check/recaptcha.ts";
import { call, json, ORIGIN } from "../test/http.ts";

type ErrorBody = { code: string; message: string; fields?: Record<string, string> };
type Row = { id: string; name: string; email: string; subject: string; message: string; recaptcha_score: number | null; created_at: number };

let seq = 0;
/** A valid body with a unique e-mail, so rows from other tests can never be mistaken for this one's. */
function valid(over: Record<string, unknown> = {}) {
  seq += 1;
  return {
    name: "Dana Parent",
    email: `dana.${Date.now()}.${seq}@example.com`,
    subject: "Question about goals",
    message: "How do I read the goals section of my son's IEP?",
    ...over,
  };
}

async function count(): Promise<number> {
  const row = await env.DB.prepare("select count(*) as n from contact_messages").first<{ n: number }>();
  return row?.n ?? 0;
}

async function rowsFor(email: string): Promise<Row[]> {
  const { results } = await env.DB.prepare("select * from contact_messages where email = ?").bind(email).all<Row>();
  return results;
}

type Outcome = { status: number; code: string; message: string; fields?: Record<string, string>; stored: number };

/**
 * Runs `send` and reports the status, the error body and how many contact_messages rows it added, so
 * each test asserts all of them together. An error body must never leak internals.
 */
async function attempt(send: () => Promise<Response>): Promise<Outcome> {
  const before = await count();
  const res = await send();
  const body = await json<ErrorBody>(res);
  expect(JSON.stringify(body)).not.toMatch(/\bat .*\.(ts|js)|SQLITE|stack/i);
  return { status: res.status, code: body.code, message: body.message, fields: body.fields, stored: (await count()) - before };
}

/** What every refused request must look like: this status and code, and no row stored. */
const refused = (status: number, code: string) => ({ status, code, message: expect.any(String), stored: 0 });
const invalid = (fields: Record<string, string>) => ({ ...refused(400, "VALIDATION_FAILED"), fields });

const post = (body: unknown, headers?: Record<string, string>) => call("POST", "/api/contact", { body, headers });

describe("POST /api/contact — success", () => {
  it("stores exactly one row with the trimmed values and the e-mail lower-cased", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const input = valid();
    const before = await count();
    const res = await post({
      ...input,
      name: `  ${input.name}  `,
      email: ` ${input.email.toUpperCase()} `,
      subject: `${input.subject}\n`,
      recaptchaToken: "ignored-without-a-secret",
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      code: "MESSAGE_SENT",
      message: "Thank you for your message! We'll get back to you within 24 hours.",
    });

    expect(await count()).toBe(before + 1);
    const rows = await rowsFor(input.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
      recaptcha_score: null, // no secret configured in tests: the check is skipped, not scored
    });
    expect(rows[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Math.abs(rows[0]!.created_at - Date.now())).toBeLessThan(60_000);
    // The skip is logged so an operator notices a missing secret.
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("reCAPTCHA not configured"));
  });

  it("accepts every field at exactly its maximum length", async () => {
    const input = valid({ name: "n".repeat(100), subject: "s".repeat(200), message: "m".repeat(5000) });
    const res = await post(input);
    expect(res.status).toBe(200);
    const rows = await rowsFor(input.email as string);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.message).toHaveLength(5000);
  });

  it("treats a `__proto__` key as an unknown field: ignored, no prototype pollution", async () => {
    const input = valid();
    const raw = `{"__proto__":{"polluted":true},"name":${JSON.stringify(input.name)},"email":"${input.email}","subject":"s","message":"m"}`;
    const res = await call("POST", "/api/contact", { raw, headers: { "Content-Type": "application/json" } });
    expect(res.status).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await rowsFor(input.email)).toHaveLength(1);
  });
});

describe("POST /api/contact — bad input stores nothing", () => {
  it.each([
    ["name", "Name is required"],
    ["email", "Email is required"],
    ["subject", "Subject is required"],
    ["message", "Message is required"],
  ])("a missing %s → 400 naming the field", async (field, message) => {
    const input: Record<string, unknown> = valid();
    delete input[field];
    expect(await attempt(() => post(input))).toEqual({ ...invalid({ [field]: message }), message });
  });

  it.each([
    ["name", "Name is required"],
    ["email", "Email is required"],
    ["subject", "Subject is required"],
    ["message", "Message is required"],
  ])("an empty or blank %s → 400 naming the field", async (field, message) => {
    expect(await attempt(() => post(valid({ [field]: "" })))).toEqual(invalid({ [field]: message }));
    expect(await attempt(() => post(valid({ [field]: "   \n\t " })))).toEqual(invalid({ [field]: message }));
  });

  it.each([null, 42, true, ["a"], { first: "Dana" }])("a name of the wrong type (%j) → 400 naming the field", async (value) => {
    expect(await attempt(() => post(valid({ name: value })))).toEqual(invalid({ name: "Name is required" }));
  });

  it("an empty object → 400 naming all four fields", async () => {
    expect(await attempt(() => post({}))).toEqual(
      invalid({ name: "Name is required", email: "Email is required", subject: "Subject is required", message: "Message is required" }),
    );
  });

  it.each(["not-an-email", "a@", "@example.com", "dana@@example.com", "dana example@example.com", "dana@example"])(
    "an invalid e-mail (%s) → 400 on email",
    async (email) => {
      expect(await attempt(() => post(valid({ email })))).toEqual(invalid({ email: "Enter a valid email address" }));
    },
  );

  it.each([
    ["name", 101, "Name must be at most 100 characters"],
    ["subject", 201, "Subject must be at most 200 characters"],
    ["message", 5001, "Message must be at most 5000 characters"],
    ["email", 255, "Email must be at most 254 characters"],
  ] as const)("an over-long %s (%i characters) → 400 naming the field", async (field, length, message) => {
    const value = field === "email" ? `${"a".repeat(length - "@example.com".length)}@example.com` : "x".repeat(length);
    expect(await attempt(() => post(valid({ [field]: value })))).toEqual(invalid({ [field]: message }));
  });

  it("a recaptchaToken that is not a string → 400 on recaptchaToken", async () => {
    expect(await attempt(() => post(valid({ recaptchaToken: { forged: true } })))).toEqual(
      invalid({ recaptchaToken: "Security verification token must be a string" }),
    );
  });

  it.each([
    ["text/plain", JSON.stringify({ name: "a" })],
    ["application/x-www-form-urlencoded", "name=a&email=a%40b.co&subject=s&message=m"],
    ["multipart/form-data; boundary=x", '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\na\r\n--x--'],
  ])("a %s body → 415", async (type, raw) => {
    const send = () => call("POST", "/api/contact", { raw, headers: { "Content-Type": type } });
    expect(await attempt(send)).toMatchObject(refused(415, "UNSUPPORTED_MEDIA_TYPE"));
  });

  it("no Content-Type at all → 415", async () => {
    const raw = JSON.stringify(valid());
    expect(await attempt(() => call("POST", "/api/contact", { raw }))).toMatchObject(refused(415, "UNSUPPORTED_MEDIA_TYPE"));
  });

  it.each(['{"name":', "", "not json", "[1,2", "null", "[]", "42", '"a string"'])(
    "malformed JSON or a non-object (%j) → 400",
    async (raw) => {
      const send = () => call("POST", "/api/contact", { raw, headers: { "Content-Type": "application/json" } });
      expect(await attempt(send)).toMatchObject(refused(400, "MALFORMED_JSON"));
    },
  );

  it("a body larger than 64 KiB → 413", async () => {
    expect(await attempt(() => post(valid({ message: "x".repeat(70_000) })))).toMatchObject(refused(413, "PAYLOAD_TOO_LARGE"));
  });

  it("a cross-site POST (Sec-Fetch-Site: cross-site) → 403", async () => {
    expect(await attempt(() => post(valid(), { "Sec-Fetch-Site": "cross-site" }))).toMatchObject(refused(403, "FORBIDDEN"));
  });

  it("a POST from a foreign Origin → 403", async () => {
    const foreign = { Origin: "https://evil.example", "Sec-Fetch-Site": "none" };
    expect(await attempt(() => post(valid(), foreign))).toMatchObject(refused(403, "FORBIDDEN"));
    expect(await attempt(() => post(valid(), { Origin: "null" }))).toMatchObject(refused(403, "FORBIDDEN"));
  });
});

describe("POST /api/contact — with a reCAPTCHA secret configured", () => {
  // The Hono app is called directly so the test can supply its own bindings; Google is faked by
  // replacing fetch (its real endpoint is not reachable here).
  const SECRET = "contact-test-secret";
  let googleAnswer: unknown;
  let fetchSpy: MockInstance<typeof fetch>;

  beforeEach(() => {
    googleAnswer = { success: true, score: 0.9, action: "contact", hostname: "localhost" };
    fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url !== VERIFY_URL) throw new Error(`unexpected outbound fetch to ${url}`);
      return Response.json(googleAnswer);
    });
  });
  afterEach(() => {
    fetchSpy.mockRestore();
  });

  const send = async (body: unknown, over: Partial<Env> = {}): Promise<Response> =>
    await api.request(
      `${ORIGIN}/api/contact`,
      {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" },
        body: JSON.stringify(body),
      },
      { ...env, RECAPTCHA_SECRET_KEY: SECRET, ...over },
    );

  it("verifies the token with Google and stores the score (×100)", async () => {
    const input = valid();
    const res = await send({ ...input, recaptchaToken: "good-token" });
    expect(res.status).toBe(200);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const sent = new URLSearchParams((fetchSpy.mock.calls[0]![1] as RequestInit).body as URLSearchParams);
    expect(sent.get("response")).toBe("good-token");
    expect(sent.get("secret")).toBe(SECRET);
    const rows = await rowsFor(input.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.recaptcha_score).toBe(90);
  });

  it("a failed bot check → 400 RECAPTCHA_VERIFICATION_FAILED", async () => {
    googleAnswer = { success: true, score: 0.1, action: "contact", hostname: "localhost" };
    expect(await attempt(() => send(valid({ recaptchaToken: "bot-token" })))).toEqual({
      ...refused(400, "RECAPTCHA_VERIFICATION_FAILED"),
      message: "Security verification failed",
      fields: undefined,
    });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it("a token for another action → 400 RECAPTCHA_VERIFICATION_FAILED", async () => {
    googleAnswer = { success: true, score: 0.9, action: "signup", hostname: "localhost" };
    expect(await attempt(() => send(valid({ recaptchaToken: "replayed" })))).toMatchObject(refused(400, "RECAPTCHA_VERIFICATION_FAILED"));
  });

  it("no token → 400 RECAPTCHA_VERIFICATION_FAILED without asking Google", async () => {
    expect(await attempt(() => send(valid()))).toMatchObject(refused(400, "RECAPTCHA_VERIFICATION_FAILED"));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("invalid fields are refused before Google is asked", async () => {
    expect(await attempt(() => send(valid({ email: "nope", recaptchaToken: "t" })))).toEqual(
      invalid({ email: "Enter a valid email address" }),
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("production without a secret fails closed", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const production = { ENVIRONMENT: "production", RECAPTCHA_SECRET_KEY: "" };
    expect(await attempt(() => send(valid({ recaptchaToken: "t" }), production))).toMatchObject({
      ...refused(400, "RECAPTCHA_VERIFICATION_FAILED"),
      message: expect.stringMatching(/not available/),
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe("POST /api/contact — fuzzing", () => {
  const fieldValue = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: "grapheme", maxLength: 40 }),
    fc.constantFrom("", " ", "a@b.co", "x".repeat(6000), "\u0000", "\ud800", "<script>alert(1)</script>", "'; drop table contact_messages; --"),
    fc.jsonValue({ maxDepth: 3 }),
  );
  const key = fc.constantFrom("name", "email", "subject", "message", "recaptchaToken", "__proto__", "constructor", "prototype", "toString");
  /** Objects with the real keys (and dangerous ones) holding values of any JSON type. */
  const bodyLike = fc.dictionary(key, fieldValue, { maxKeys: 7 });
  const anyJson = fc.oneof(bodyLike, fc.jsonValue({ maxDepth: 4 }), fc.array(bodyLike, { maxLength: 3 }));

  it("never answers 5xx, always answers the JSON error shape, and stores only what it accepts", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyJson.map((v) => JSON.stringify(v) ?? "null"), fc.string({ maxLength: 200 })), async (raw) => {
        const before = await count();
        const res = await call("POST", "/api/contact", { raw, headers: { "Content-Type": "application/json" } });
        const body = await json<ErrorBody>(res);
        expect(res.status).toBeLessThan(500);
        expect(typeof body.code).toBe("string");
        expect(await count()).toBe(res.status === 200 ? before + 1 : before);
      }),
      { numRuns: 150, seed: 20261122 },
    );
  });

  it("a deeply nested body is refused, not crashed on", async () => {
    const raw = `${"[".repeat(5000)}${"]".repeat(5000)}`;
    const res = await call("POST", "/api/contact", { raw, headers: { "Content-Type": "application/json" } });
    expect(res.status).toBe(400);
    const nested = `{"name":${"{\"a\":".repeat(2000)}1${"}".repeat(2000)}}`;
    const res2 = await call("POST", "/api/contact", { raw: nested, headers: { "Content-Type": "application/json" } });
    expect(res2.status).toBe(400);
  });
});

// verifyBotCheck with a fake `fetcher`: Google's siteverify endpoint is not reachable from here, and a
// unit test should not depend on it anyway.
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../http/errors.ts";
import { minScore, RECAPTCHA_FAILED, verifyBotCheck, VERIFY_URL } from "./recaptcha.ts";

const HOST = "iepbinder.example";
const SECRET = "test-secret";
const env = (over: Partial<{ ENVIRONMENT: string; RECAPTCHA_MIN_SCORE: string; RECAPTCHA_SECRET_KEY: string }> = {}) => ({
  ENVIRONMENT: "development",
  RECAPTCHA_MIN_SCORE: "0.5",
  RECAPTCHA_SECRET_KEY: SECRET,
  ...over,
});

/** A fetcher answering like siteverify does: HTTP 200 with a JSON verdict. */
function google(verdict: unknown, init: ResponseInit = {}) {
  return vi.fn<typeof fetch>(async () => Response.json(verdict, init));
}

const good = { success: true, score: 0.9, action: "contact", hostname: HOST, challenge_ts: "2026-11-22T10:00:00Z" };

/** How a verification attempt ended: the resolved score, or the refusal's status, code and message. */
async function outcome(promise: Promise<unknown>): Promise<unknown> {
  try {
    return { resolved: await promise };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return { status: err.status, code: err.code, message: err.message };
  }
}

const REFUSED = { status: 400, code: RECAPTCHA_FAILED, message: "Security verification failed" };

/** verifyBotCheck for `action` on HOST with the given environment and fake Google, as an outcome. */
const check = (e: ReturnType<typeof env>, token: string | undefined, fetcher: typeof fetch, action: "contact" | "signup" = "contact") =>
  outcome(verifyBotCheck(e, token, action, HOST, fetcher));

describe("verifyBotCheck", () => {
  it("accepts a successful verdict for this action and host, and returns the score", async () => {
    const fetcher = google(good);
    await expect(verifyBotCheck(env(), "tok-123", "contact", HOST, fetcher)).resolves.toBe(0.9);

    expect(fetcher).toHaveBeenCalledTimes(1);
    const [url, init] = fetcher.mock.calls[0]!;
    expect(url).toBe(VERIFY_URL);
    expect(init?.method).toBe("POST");
    const sent = new URLSearchParams(init?.body as URLSearchParams);
    expect(sent.get("secret")).toBe(SECRET);
    expect(sent.get("response")).toBe("tok-123");
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it("accepts a score exactly at the threshold", async () => {
    expect(await check(env(), "tok", google({ ...good, score: 0.5 }))).toEqual({ resolved: 0.5 });
  });

  it("refuses success:false", async () => {
    const verdict = { success: false, "error-codes": ["invalid-input-response"] };
    expect(await check(env(), "tok", google(verdict))).toEqual(REFUSED);
  });

  it("refuses a token minted for another action", async () => {
    expect(await check(env(), "tok", google({ ...good, action: "signup" }))).toEqual(REFUSED);
    expect(await check(env(), "tok", google(good), "signup")).toEqual(REFUSED);
  });

  it("refuses a score below the threshold, and honours a configured threshold", async () => {
    expect(await check(env(), "tok", google({ ...good, score: 0.3 }))).toEqual(REFUSED);
    expect(await check(env({ RECAPTCHA_MIN_SCORE: "0.8" }), "tok", google({ ...good, score: 0.7 }))).toEqual(REFUSED);
    expect(await check(env({ RECAPTCHA_MIN_SCORE: "0.2" }), "tok", google({ ...good, score: 0.3 }))).toEqual({ resolved: 0.3 });
  });

  it("refuses a verdict without a numeric score", async () => {
    expect(await check(env(), "tok", google({ ...good, score: undefined }))).toEqual(REFUSED);
    expect(await check(env(), "tok", google({ ...good, score: "0.9" }))).toEqual(REFUSED);
  });

  it("refuses a token solved on another hostname", async () => {
    expect(await check(env(), "tok", google({ ...good, hostname: "evil.example" }))).toEqual(REFUSED);
  });

  it("refuses a missing or empty token without asking Google", async () => {
    const fetcher = google(good);
    expect(await check(env(), undefined, fetcher)).toEqual(REFUSED);
    expect(await check(env(), "", fetcher)).toEqual(REFUSED);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("is skipped with a warning when no secret is configured in development", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const fetcher = google(good);
    await expect(verifyBotCheck(env({ RECAPTCHA_SECRET_KEY: "" }), undefined, "contact", HOST, fetcher)).resolves.toBeNull();
    expect(fetcher).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("skipping the 'contact' bot check"));
  });

  it("fails closed when no secret is configured in production", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const fetcher = google(good);
    expect(await check(env({ ENVIRONMENT: "production", RECAPTCHA_SECRET_KEY: "" }), "tok", fetcher)).toEqual({
      ...REFUSED,
      message: "Security verification is not available right now. Please try again later.",
    });
    expect(fetcher).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("production"));
  });

  it("fails when the request to Google throws (network down, timeout)", async () => {
    const fetcher = vi.fn<typeof fetch>(async () => {
      throw new TypeError("Network connection lost.");
    });
    expect(await check(env(), "tok", fetcher)).toEqual(REFUSED);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it("fails when Google answers an error status, non-JSON, or JSON that is not an object", async () => {
    expect(await check(env(), "tok", google(good, { status: 500 }))).toEqual(REFUSED);
    const html = vi.fn<typeof fetch>(async () => new Response("<html>oops</html>"));
    expect(await check(env(), "tok", html)).toEqual(REFUSED);
    expect(await check(env(), "tok", google(null))).toEqual(REFUSED);
    expect(await check(env(), "tok", google([good]))).toEqual(REFUSED);
  });
});

describe("minScore", () => {
  it("reads the configured threshold and falls back to 0.5 for missing or malformed values", () => {
    expect(minScore("0.7")).toBe(0.7);
    expect(minScore("0")).toBe(0);
    expect(minScore(undefined)).toBe(0.5);
    expect(minScore("")).toBe(0.5);
    expect(minScore("high")).toBe(0.5);
    expect(minScore("2")).toBe(0.5);
    expect(minScore("-1")).toBe(0.5);
  });
});

// reCAPTCHA v3 verification on the server: success, action, score threshold and hostname must all hold.
import { ApiError } from "../http/errors.ts";

export type BotCheckAction = "contact" | "signup";

export const VERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";
/** Google usually answers in well under a second; a hung verification must not hold the request. */
export const VERIFY_TIMEOUT_MS = 5000;
const DEFAULT_MIN_SCORE = 0.5;

type SiteVerify = { success?: unknown; score?: unknown; action?: unknown; hostname?: unknown; "error-codes"?: unknown };

export const RECAPTCHA_FAILED = "RECAPTCHA_VERIFICATION_FAILED";

function fail(message = "Security verification failed"): ApiError {
  return new ApiError(400, RECAPTCHA_FAILED, message);
}

/** RECAPTCHA_MIN_SCORE as a number in [0, 1]; a missing or malformed value falls back to 0.5. */
export function minScore(raw: string | undefined): number {
  const n = raw === undefined || raw.trim() === "" ? Number.NaN : Number(raw);
  return Number.isFinite(n) && n >= 0 && n <= 1 ? n : DEFAULT_MIN_SCORE;
}

/**
 * Throws ApiError 400 RECAPTCHA_VERIFICATION_FAILED unless the token is valid for this action.
 * With no secret configured: skipped (logged) in development, fails closed in production.
 * Returns the score, or null when verification was skipped.
 */
export async function verifyBotCheck(
  env: Pick<Env, "ENVIRONMENT" | "RECAPTCHA_MIN_SCORE"> & { RECAPTCHA_SECRET_KEY?: string },
  token: string | undefined,
  action: BotCheckAction,
  expectedHostname: string,
  fetcher: typeof fetch = fetch,
): Promise<number | null> {
  const secret = env.RECAPTCHA_SECRET_KEY;
  if (!secret) {
    if (env.ENVIRONMENT === "production") {
      console.warn("reCAPTCHA secret missing in production: refusing the request");
      throw fail("Security verification is not available right now. Please try again later.");
    }
    console.warn(`reCAPTCHA not configured: skipping the '${action}' bot check (development only)`);
    return null;
  }
  if (!token) throw fail();
  let result: SiteVerify;
  try {
    const res = await fetcher(VERIFY_URL, {
      method: "POST",
      body: new URLSearchParams({ secret, response: token }),
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`siteverify answered ${res.status}`);
    const parsed: unknown = await res.json();
    if (!parsed || typeof parsed !== "object") throw new Error("siteverify answered something other than an object");
    result = parsed as SiteVerify;
  } catch (err) {
    // Google unreachable or answering nonsense: refuse (fail closed), and leave a trace for operators.
    console.warn("reCAPTCHA verification request failed", err instanceof Error ? err.message : err);
    throw fail();
  }
  const ok =
    result.success === true &&
    result.action === action &&
    typeof result.score === "number" &&
    result.score >= minScore(env.RECAPTCHA_MIN_SCORE) &&
    (result.hostname === undefined || result.hostname === expectedHostname);
  if (!ok) throw fail();
  return result.score as number;
}

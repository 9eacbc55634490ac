// reCAPTCHA v3 verification on the server: success, action, score threshold and hostname must all hold.
import { ApiError } from "../http/errors";

export type BotCheckAction = "contact" | "signup";

const VERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";

type SiteVerify = { success: boolean; score?: number; action?: string; hostname?: string; "error-codes"?: string[] };

export const RECAPTCHA_FAILED = "RECAPTCHA_VERIFICATION_FAILED";

function fail(message = "Security verification failed"): ApiError {
  return new ApiError(400, RECAPTCHA_FAILED, message);
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
    });
    result = (await res.json()) as SiteVerify;
  } catch {
    throw fail();
  }
  const minScore = Number(env.RECAPTCHA_MIN_SCORE || "0.5");
  const ok =
    result.success === true &&
    result.action === action &&
    typeof result.score === "number" &&
    result.score >= minScore &&
    (!result.hostname || result.hostname === expectedHostname);
  if (!ok) throw fail();
  return result.score ?? null;
}

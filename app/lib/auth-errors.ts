// Turns a failed account request into what the page shows (requirements §8): the server's message when it
// sent one, the errors list under 'Password requirements not met:', or the page's fallback.
import { authMessages } from "~/content/accounts";
import { RequestError } from "./api";
import { BotCheckError } from "./recaptcha";

export type FormError = { message: string; list?: string[]; code?: string; fields?: Record<string, string> };

export function toFormError(error: unknown, fallback: string): FormError {
  if (error instanceof BotCheckError) return { message: error.message };
  if (error instanceof RequestError) {
    const body = error.json();
    const code = body?.code;
    if (code === "WEAK_PASSWORD" && body?.errors?.length) {
      return { message: authMessages.passwordRequirements, list: body.errors, code };
    }
    if (code === "RECAPTCHA_VERIFICATION_FAILED") return { message: body?.message || authMessages.recaptchaFailed, code };
    if (code === "INVALID_RESET_TOKEN") return { message: body?.message || authMessages.invalidResetToken, code };
    return { message: body?.message || fallback, code, fields: body?.fields };
  }
  // fetch() rejects with a TypeError when the network is down or the request is blocked.
  if (error instanceof TypeError) return { message: authMessages.network };
  return { message: fallback };
}

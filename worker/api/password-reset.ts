// Forgot / reset password (requirements §7: POST /api/auth/forgot-password, POST /api/auth/reset-password).
import { Hono } from "hono";
import { forgotPasswordSchema, resetPasswordSchema } from "../../common/schemas/auth.ts";
import { resetPassword, sendPasswordResetEmail, throttleForgotPassword } from "../auth/password-reset.ts";
import { getDb } from "../db/client.ts";
import { getMailer } from "../email/mailer.ts";
import { ApiError } from "../http/errors.ts";
import { jsonBody } from "../http/validate.ts";
import { weakPassword } from "./auth.ts";
import type { ApiEnv } from "./types.ts";

export const FORGOT_PASSWORD_MESSAGE =
  "If an account exists for that email, we've sent a link to reset your password. It expires in 1 hour.";
export const RESET_DONE_MESSAGE = "Your password has been reset. You can now log in with your new password.";
export const INVALID_RESET_TOKEN_MESSAGE = "Invalid or missing reset token. Please request a new password reset.";

export const passwordReset = new Hono<ApiEnv>()
  .post("/forgot-password", async (c) => {
    const { email } = await jsonBody(c, forgotPasswordSchema);
    const db = getDb(c.env);
    const { waitMs, send } = await throttleForgotPassword(db, email, c.req.header("cf-connecting-ip"));
    if (waitMs > 0) {
      throw new ApiError(429, "TOO_MANY_REQUESTS", "Too many reset requests. Please wait a few minutes and try again.", {}, {
        "Retry-After": String(Math.ceil(waitMs / 1000)),
      });
    }
    if (!send) return c.json({ message: FORGOT_PASSWORD_MESSAGE });
    // Looking the account up, issuing the token and sending happen after the answer, so neither the
    // answer nor its timing tells whether the address has an account.
    c.executionCtx.waitUntil(
      sendPasswordResetEmail(c.env, getMailer(c.env), email).catch((err: unknown) => {
        console.error("Password reset e-mail failed", err instanceof Error ? err.message : err);
      }),
    );
    return c.json({ message: FORGOT_PASSWORD_MESSAGE });
  })
  .post("/reset-password", async (c) => {
    const input = await jsonBody(c, resetPasswordSchema);
    const result = await resetPassword(getDb(c.env), c.env.KV, input.token, input.newPassword);
    if (!result.ok) {
      if (result.reason === "weak_password") throw weakPassword(result.problems);
      throw new ApiError(400, "INVALID_RESET_TOKEN", INVALID_RESET_TOKEN_MESSAGE);
    }
    return c.json({ message: RESET_DONE_MESSAGE });
  });

// Forgot / reset password (requirements §7: POST /api/auth/forgot-password, POST /api/auth/reset-password).
import { Hono } from "hono";
import { forgotPasswordSchema, resetPasswordSchema } from "../../common/schemas/auth.ts";
import { requestPasswordReset, resetPasswordOrRefuse } from "../auth/password-reset.ts";
import { clientOf } from "../http/client.ts";
import { getDb } from "../db/client.ts";
import { jsonBody } from "../http/validate.ts";
import type { ApiEnv } from "./types.ts";

export const passwordReset = new Hono<ApiEnv>()
  .post("/forgot-password", async (c) => {
    const { email } = await jsonBody(c, forgotPasswordSchema);
    const message = await requestPasswordReset(c.env, getDb(c.env), email, {
      ip: clientOf(c).ip,
      waitUntil: (p) => c.executionCtx.waitUntil(p),
    });
    return c.json({ message });
  })
  .post("/reset-password", async (c) => {
    const input = await jsonBody(c, resetPasswordSchema);
    return c.json({ message: await resetPasswordOrRefuse(getDb(c.env), c.env.KV, input.token, input.newPassword) });
  });

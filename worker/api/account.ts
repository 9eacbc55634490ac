// The account's own controls (requirements §18.6): sessions, log out everywhere, change password,
// recent sign-in activity. Every route needs a session (default deny).
import { Hono } from "hono";
import { changePasswordSchema, DELETE_CONFIRM_MESSAGE, deleteAccountSchema, revokeSessionSchema } from "../../common/schemas/auth.ts";
import { changePassword, deleteAccount, endSession, listSessions } from "../auth/account";
import { findUserById } from "../auth/users";
import { listSignIns } from "../auth/audit";
import { clearSessionCookie } from "../auth/cookie";
import { revokeAllSessions } from "../auth/sessions";
import { getDb } from "../db/client";
import { getMailer } from "../email/mailer";
import { passwordChangedEmail } from "../email/templates";
import { ApiError, badRequest, notFound } from "../http/errors";
import { jsonBody } from "../http/validate";
import { weakPassword } from "./auth";
import { requireAuth, type ApiEnv } from "./types";

export const WRONG_CURRENT_PASSWORD = "Your current password is not correct.";

export const account = new Hono<ApiEnv>()
  .get("/sessions", async (c) => {
    const auth = requireAuth(c);
    return c.json(await listSessions(getDb(c.env), auth.userId, auth.sessionId));
  })
  .post("/sessions/revoke", async (c) => {
    const auth = requireAuth(c);
    const { id } = await jsonBody(c, revokeSessionSchema);
    if (!(await endSession(getDb(c.env), c.env.KV, auth.userId, id))) throw notFound("No such session");
    return c.body(null, 204);
  })
  .post("/sessions/revoke-all", async (c) => {
    const auth = requireAuth(c);
    const ended = await revokeAllSessions(getDb(c.env), c.env.KV, auth.userId);
    clearSessionCookie(c);
    c.header("Clear-Site-Data", '"cookies", "storage"');
    return c.json({ ended });
  })
  .post("/delete", async (c) => {
    const auth = requireAuth(c);
    const { confirmEmail } = await jsonBody(c, deleteAccountSchema);
    const db = getDb(c.env);
    const me = await findUserById(db, auth.userId);
    if (!me) throw notFound("No such account");
    if (confirmEmail.toLowerCase() !== me.email) throw badRequest(DELETE_CONFIRM_MESSAGE, { confirmEmail: DELETE_CONFIRM_MESSAGE });
    const result = await deleteAccount(db, c.env.KV, c.env.FILES, auth.userId);
    if (!result) throw notFound("No such account");
    clearSessionCookie(c);
    c.header("Clear-Site-Data", '"cookies", "storage"');
    return c.json({ deleted: result });
  })
  .get("/sign-ins", async (c) => {
    const auth = requireAuth(c);
    return c.json(await listSignIns(getDb(c.env), auth.userId));
  })
  .post("/password", async (c) => {
    const auth = requireAuth(c);
    const input = await jsonBody(c, changePasswordSchema);
    const result = await changePassword(getDb(c.env), c.env.KV, auth, input.currentPassword, input.newPassword);
    if (!result.ok) {
      if (result.reason === "weak_password") throw weakPassword(result.problems ?? []);
      if (result.reason === "conflict") throw new ApiError(409, "CONFLICT", "Your password was changed at the same moment elsewhere. Please try again.");
      throw new ApiError(400, "WRONG_PASSWORD", WRONG_CURRENT_PASSWORD, { fields: { currentPassword: WRONG_CURRENT_PASSWORD } });
    }
    const link = new URL("/login?view=forgot", c.env.APP_ORIGIN).toString();
    c.executionCtx.waitUntil(
      getMailer(c.env)
        .send(passwordChangedEmail(result.email, link))
        .catch((err: unknown) => console.error("Password-changed e-mail failed", err instanceof Error ? err.message : err)),
    );
    return c.json({ message: "Your password has been changed. Every other device has been signed out." });
  });

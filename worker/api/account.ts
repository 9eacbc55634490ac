// The account's own controls (requirements §18.6): sessions, log out everywhere, change password,
// change e-mail, recent sign-in activity, delete account. Every route needs a session (default deny)
// except the e-mailed link's confirmation, which the link itself authorizes. Changing the password or the
// e-mail and deleting the account go through the same functions as the Settings tab's action (ADR 0071).
import { Hono } from "hono";
import { changeEmailSchema, changePasswordSchema, confirmEmailChangeSchema, deleteAccountSchema, revokeSessionSchema } from "../../common/schemas/auth.ts";
import { changePasswordOrRefuse, deleteAccountOrRefuse, endSession, listSessions } from "../auth/account.ts";
import { confirmEmailChange, requestEmailChange } from "../auth/email-change.ts";
import { listSignIns } from "../auth/audit.ts";
import { signOutBrowser } from "../auth/cookie.ts";
import { revokeAllSessions } from "../auth/sessions.ts";
import { getDb } from "../db/client.ts";
import { ApiError, notFound } from "../http/errors.ts";
import { jsonBody } from "../http/validate.ts";
import { requireAuth, type ApiEnv } from "./types.ts";

export const EMAIL_LINK_MESSAGES = {
  invalid: "This link is not valid. Check that you copied the whole link, or ask for a new one under Settings.",
  expired: "This link has expired. Ask for a new one under Settings.",
  used: "This link has already been used. If your address was not changed, ask for a new link under Settings.",
  in_use: "This address already belongs to another account, so it cannot be used for this one.",
} as const;

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
    signOutBrowser(c);
    return c.json({ ended });
  })
  .post("/delete", async (c) => {
    const auth = requireAuth(c);
    const { confirmEmail } = await jsonBody(c, deleteAccountSchema);
    const deleted = await deleteAccountOrRefuse(c.env, getDb(c.env), auth.userId, confirmEmail);
    signOutBrowser(c);
    return c.json({ deleted });
  })
  .post("/email", async (c) => {
    const auth = requireAuth(c);
    const input = await jsonBody(c, changeEmailSchema);
    const message = await requestEmailChange(c.env, getDb(c.env), auth.userId, input, (p) => c.executionCtx.waitUntil(p));
    return c.json({ message }, 202);
  })
  .post("/email/confirm", async (c) => {
    const { token } = await jsonBody(c, confirmEmailChangeSchema);
    const result = await confirmEmailChange(getDb(c.env), token);
    if (!result.ok) {
      const code = result.reason === "in_use" ? "EMAIL_IN_USE" : `EMAIL_LINK_${result.reason.toUpperCase()}`;
      throw new ApiError(400, code, EMAIL_LINK_MESSAGES[result.reason]);
    }
    return c.json({ email: result.email, message: `Your e-mail address is now ${result.email}. Use it the next time you sign in.` });
  })
  .get("/sign-ins", async (c) => {
    const auth = requireAuth(c);
    return c.json(await listSignIns(getDb(c.env), auth.userId));
  })
  .post("/password", async (c) => {
    const auth = requireAuth(c);
    const input = await jsonBody(c, changePasswordSchema);
    const message = await changePasswordOrRefuse(c.env, getDb(c.env), auth, input, (p) => c.executionCtx.waitUntil(p));
    return c.json({ message });
  });

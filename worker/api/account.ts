// The account's own controls (requirements §18.6): sessions, log out everywhere, change password,
// change e-mail, recent sign-in activity, delete account. Every route needs a session (default deny)
// except the e-mailed link's confirmation, which the link itself authorizes. Changing the password or the
// e-mail and deleting the account go through the same functions as the Settings tab's action (ADR 0071).
import { Hono } from "hono";
import { changeEmailSchema, changePasswordSchema, confirmEmailChangeSchema, deleteAccountSchema, revokeSessionSchema } from "../../common/schemas/auth.ts";
import { changePasswordOrRefuse, deleteAccountOrRefuse, endSession, listSessions, NO_SUCH_SESSION } from "../auth/account.ts";
import { applyEmailChangeLink, requestEmailChange } from "../auth/email-change.ts";
import { listSignIns } from "../auth/audit.ts";
import { signOutBrowser } from "../auth/cookie.ts";
import { revokeAllSessions } from "../auth/sessions.ts";
import { getDb } from "../db/client.ts";
import { notFound } from "../http/errors.ts";
import { jsonBody } from "../http/validate.ts";
import { requireAuth, type ApiEnv } from "./types.ts";

export const account = new Hono<ApiEnv>()
  .get("/sessions", async (c) => {
    const auth = requireAuth(c);
    return c.json(await listSessions(getDb(c.env), auth.userId, auth.sessionId));
  })
  .post("/sessions/revoke", async (c) => {
    const auth = requireAuth(c);
    const { id } = await jsonBody(c, revokeSessionSchema);
    if (!(await endSession(getDb(c.env), c.env.KV, auth.userId, id))) throw notFound(NO_SUCH_SESSION);
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
    return c.json(await applyEmailChangeLink(getDb(c.env), token));
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

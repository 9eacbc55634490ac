// The account's own controls (requirements §18.6): sessions, log out everywhere, change password,
// change e-mail, recent sign-in activity, delete account. Every route needs a session (default deny)
// except the e-mailed link's confirmation, which the link itself authorizes.
import { Hono } from "hono";
import { changeEmailSchema, changePasswordSchema, confirmEmailChangeSchema, DELETE_CONFIRM_MESSAGE, deleteAccountSchema, revokeSessionSchema } from "../../common/schemas/auth.ts";
import { changePassword, deleteAccount, endSession, listSessions } from "../auth/account.ts";
import { checkEmailChange, confirmEmailChange, EMAIL_CHANGE_TTL_MS, sendEmailChange } from "../auth/email-change.ts";
import { findUserById } from "../auth/users.ts";
import { listSignIns } from "../auth/audit.ts";
import { clearSessionCookie } from "../auth/cookie.ts";
import { ACCOUNT_GONE } from "./middleware.ts";
import { revokeAllSessions } from "../auth/sessions.ts";
import { countAttempts, POLICIES } from "../auth/throttle.ts";
import { getDb } from "../db/client.ts";
import { getMailer } from "../email/mailer.ts";
import { passwordChangedEmail } from "../email/templates.ts";
import { ApiError, badRequest, notFound } from "../http/errors.ts";
import { jsonBody } from "../http/validate.ts";
import { weakPassword } from "../auth/register.ts";
import { requireAuth, type ApiEnv } from "./types.ts";

export const WRONG_CURRENT_PASSWORD = "Your current password is not correct.";
export const SAME_EMAIL = "That is already your e-mail address.";
/** The one answer to a valid change request, whether or not the new address has an account (0016). */
export const EMAIL_CHANGE_SENT = (email: string) =>
  `Check your inbox at ${email}: we've sent a link to confirm the change (it expires in ${EMAIL_CHANGE_TTL_MS / 3_600_000} hours). Until it is used, you keep signing in with your current address.`;
export const EMAIL_LINK_MESSAGES = {
  invalid: "This link is not valid. Check that you copied the whole link, or ask for a new one under Settings.",
  expired: "This link has expired. Ask for a new one under Settings.",
  used: "This link has already been used. If your address was not changed, ask for a new link under Settings.",
  in_use: "This address already belongs to another account, so it cannot be used for this one.",
} as const;
const wrongPassword = () => new ApiError(400, "WRONG_PASSWORD", WRONG_CURRENT_PASSWORD, { fields: { currentPassword: WRONG_CURRENT_PASSWORD } });

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
    if (!me) throw notFound(ACCOUNT_GONE);
    if (confirmEmail.toLowerCase() !== me.email) throw badRequest(DELETE_CONFIRM_MESSAGE, { confirmEmail: DELETE_CONFIRM_MESSAGE });
    const result = await deleteAccount(db, c.env.KV, c.env.FILES, auth.userId);
    if (!result) throw notFound(ACCOUNT_GONE);
    clearSessionCookie(c);
    c.header("Clear-Site-Data", '"cookies", "storage"');
    return c.json({ deleted: result });
  })
  .post("/email", async (c) => {
    const auth = requireAuth(c);
    const input = await jsonBody(c, changeEmailSchema);
    const db = getDb(c.env);
    const checked = await checkEmailChange(db, auth.userId, input.currentPassword, input.newEmail);
    if (!checked.ok) {
      if (checked.reason === "same_address") throw badRequest(SAME_EMAIL, { newEmail: SAME_EMAIL });
      throw wrongPassword();
    }
    // Each accepted request sends two e-mails: a few at once, then one per 2 minutes (as forgot-password).
    const [verdict] = await countAttempts(db, [{ key: `email-change:${auth.userId}`, policy: POLICIES.forgotAccount }]);
    if (!verdict!.allowed) {
      const seconds = Math.ceil(verdict!.retryAfterMs / 1000);
      throw new ApiError(429, "TOO_MANY_REQUESTS", `Too many requests. Please try again in ${seconds} seconds.`, {}, { "Retry-After": String(seconds) });
    }
    // After the answer, so neither its content nor its timing says whether the address has an account.
    c.executionCtx.waitUntil(
      sendEmailChange(db, getMailer(c.env), c.env.APP_ORIGIN, auth.userId, checked).catch((err: unknown) =>
        console.error("E-mail change mail failed", err instanceof Error ? err.message : err),
      ),
    );
    return c.json({ message: EMAIL_CHANGE_SENT(checked.newEmail) }, 202);
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
    const result = await changePassword(getDb(c.env), c.env.KV, auth, input.currentPassword, input.newPassword);
    if (!result.ok) {
      if (result.reason === "weak_password") throw weakPassword(result.problems ?? []);
      if (result.reason === "conflict") throw new ApiError(409, "CONFLICT", "Your password was changed at the same moment elsewhere. Please try again.");
      throw wrongPassword();
    }
    const link = new URL("/login?view=forgot", c.env.APP_ORIGIN).toString();
    c.executionCtx.waitUntil(
      getMailer(c.env)
        .send(passwordChangedEmail(result.email, link))
        .catch((err: unknown) => console.error("Password-changed e-mail failed", err instanceof Error ? err.message : err)),
    );
    return c.json({ message: "Your password has been changed. Every other device has been signed out." });
  });

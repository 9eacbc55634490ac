// Accounts: sign-up, login, logout and the current user (requirements §7 auth calls; requirements §15).
import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { confirmSignupSchema, loginSchema, passwordProblems, registerSchema } from "../../common/schemas/auth.ts";
import { clearSessionCookie, setSessionCookie } from "../auth/cookie.ts";
import { dummyPasswordHash, hashPassword, verifyPassword } from "../auth/password.ts";
import { createSession, revokeToken, sessionCookieName } from "../auth/sessions.ts";
import { isKnownAddress, recordSignIn } from "../auth/audit.ts";
import { accountKey, countAttempts, forgiveAttempt, ipKey, pairKey, POLICIES } from "../auth/throttle.ts";
import { confirmSignUp, isUniqueViolation, sendSignUpEmail } from "../auth/signup.ts";
import { findUserByEmail, findUserById, toPublicUser } from "../auth/users.ts";
import { getMailer } from "../email/mailer.ts";
import { verifyBotCheck } from "../bot-check/recaptcha.ts";
import { getDb, type Db } from "../db/client.ts";
import { createUserFromInvitation, familyInvitesEnabled } from "../family/invitations.ts";
import { ApiError, unauthorized } from "../http/errors.ts";
import { clientOf } from "../http/client.ts";
import { jsonBody } from "../http/validate.ts";
import { featureDisabled } from "./family.ts";
import { INVITATION_REFUSALS } from "./invitations.ts";
import { requireAuth, type ApiEnv } from "./types.ts";

export const PASSWORD_REQUIREMENTS_MESSAGE = "Password requirements not met";
const INVALID_LOGIN = "Invalid email or password";
export const SIGNUP_CHECK_EMAIL = (email: string) =>
  `Check your email: we've sent a message to ${email} with the next step. The link expires in 24 hours.`;
export const INVALID_SIGNUP_LINK = "This sign-up link is invalid, expired or already used. Sign up again, or log in if you already have an account.";
const TOO_MANY_ATTEMPTS = (waitMs: number) => {
  const seconds = Math.ceil(waitMs / 1000);
  const when = seconds < 60 ? `${seconds} second${seconds === 1 ? "" : "s"}` : `${Math.ceil(seconds / 60)} minute${seconds <= 60 ? "" : "s"}`;
  return `Too many failed login attempts. Please wait ${when} and try again.`;
};

export function weakPassword(problems: string[]): ApiError {
  return new ApiError(400, "WEAK_PASSWORD", PASSWORD_REQUIREMENTS_MESSAGE, { errors: problems, fields: { password: problems[0] ?? "" } });
}

/**
 * Sign-up from an invitation link: the account joins the inviting family instead of getting its own.
 * It must use the invited address (docs/decisions/0007); on any refusal nothing is stored.
 */
async function signUpFromInvitation(env: Env, db: Db, token: string, account: Parameters<typeof createUserFromInvitation>[2]) {
  if (!familyInvitesEnabled(env)) throw featureDisabled();
  const result = await createUserFromInvitation(db, token, account);
  if (result.ok) return result.user;
  if (result.reason === "email_mismatch") {
    const message = "This invitation was sent to a different email address. Sign up with that address to accept it.";
    throw new ApiError(400, "INVITATION_EMAIL_MISMATCH", message, { fields: { email: message } });
  }
  throw INVITATION_REFUSALS[result.reason]();
}

export const auth = new Hono<ApiEnv>()
  .post("/register", async (c) => {
    const input = await jsonBody(c, registerSchema);
    const problems = passwordProblems(input.password);
    if (problems.length) throw weakPassword(problems);
    await verifyBotCheck(c.env, input.recaptchaToken, "signup", new URL(c.req.url).hostname);
    const db = getDb(c.env);
    const account = {
      email: input.email,
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName,
      lastName: input.lastName,
    };
    // An invitation link proves the mailbox (it was sent there), so that account starts at once. An
    // address that has an account meanwhile gets the same neutral answer as any other sign-up.
    if (input.inviteToken && !(await findUserByEmail(db, input.email))) {
      let user;
      try {
        user = await signUpFromInvitation(c.env, db, input.inviteToken, account);
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
      }
      if (user) {
        const { token } = await createSession(db, c.env.KV, user.id, false, clientOf(c));
        setSessionCookie(c, token, false);
        return c.json({ user: toPublicUser(user) }, 201);
      }
    }
    // Whether the address has an account is looked up after the answer, so neither the answer nor its
    // timing tells (docs/decisions/0009).
    c.executionCtx.waitUntil(
      sendSignUpEmail(c.env, getMailer(c.env), account).catch((err: unknown) => {
        console.error("Sign-up e-mail failed", err instanceof Error ? err.message : err);
      }),
    );
    return c.json({ message: SIGNUP_CHECK_EMAIL(input.email) }, 202);
  })
  .post("/confirm-signup", async (c) => {
    const { token } = await jsonBody(c, confirmSignupSchema);
    const db = getDb(c.env);
    const result = await confirmSignUp(db, token);
    if (!result.ok) throw new ApiError(400, "INVALID_SIGNUP_LINK", INVALID_SIGNUP_LINK);
    const user = await findUserById(db, result.userId);
    if (!user) throw new ApiError(400, "INVALID_SIGNUP_LINK", INVALID_SIGNUP_LINK);
    const { token: session } = await createSession(db, c.env.KV, user.id, false, clientOf(c));
    setSessionCookie(c, session, false);
    return c.json({ user: toPublicUser(user) }, 201);
  })
  .post("/login", async (c) => {
    const input = await jsonBody(c, loginSchema);
    const db = getDb(c.env);
    const client = clientOf(c);
    const user = await findUserByEmail(db, input.email);
    // The owner's own address is counted apart, so strangers' failures never hold the owner back.
    const known = user ? await isKnownAddress(db, user.id, client.ip) : false;
    const buckets = [
      known && client.ip ? { key: await pairKey(input.email, client.ip), policy: POLICIES.pair } : { key: accountKey(input.email), policy: POLICIES.account },
      ...(client.ip ? [{ key: ipKey(client.ip), policy: POLICIES.ip }] : []),
    ];
    const verdicts = await countAttempts(db, buckets);
    const refused = verdicts.filter((v) => !v.allowed);
    if (refused.length) {
      if (user) c.executionCtx.waitUntil(recordSignIn(db, { userId: user.id, outcome: "throttled", ...client }).run());
      const wait = Math.max(...refused.map((v) => v.retryAfterMs));
      throw new ApiError(429, "TOO_MANY_ATTEMPTS", TOO_MANY_ATTEMPTS(wait), {}, { "Retry-After": String(Math.ceil(wait / 1000)) });
    }
    // Unknown e-mail and wrong password take the same path, cost and answer.
    const ok = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
    if (!user || !user.passwordHash || !ok) {
      if (user) c.executionCtx.waitUntil(recordSignIn(db, { userId: user.id, outcome: "failure", ...client }).run());
      throw new ApiError(401, "INVALID_CREDENTIALS", INVALID_LOGIN);
    }
    const { token } = await createSession(db, c.env.KV, user.id, input.rememberMe, client);
    c.executionCtx.waitUntil(
      db.batch([recordSignIn(db, { userId: user.id, outcome: "success", ...client }), ...verdicts.map((v) => forgiveAttempt(db, v.key))]),
    );
    setSessionCookie(c, token, input.rememberMe);
    return c.json({ user: toPublicUser(user) });
  })
  .get("/logout", async (c) => {
    const token = getCookie(c, sessionCookieName(new URL(c.req.url)));
    if (token) await revokeToken(getDb(c.env), c.env.KV, token);
    clearSessionCookie(c);
    // Also drops anything the app kept in the browser (cookies of every name, storage) for this origin.
    c.header("Clear-Site-Data", '"cookies", "storage"');
    return c.redirect("/", 302);
  })
  .get("/user", async (c) => {
    const session = requireAuth(c);
    const user = await findUserById(getDb(c.env), session.userId);
    if (!user) throw unauthorized();
    return c.json(toPublicUser(user));
  });

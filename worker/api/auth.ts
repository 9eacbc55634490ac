// Accounts: sign-up, login, logout and the current user (spec §7 auth calls; design §6).
import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { loginSchema, passwordProblems, registerSchema } from "~/schemas/auth";
import { clearSessionCookie, setSessionCookie } from "../auth/cookie";
import { dummyPasswordHash, hashPassword, verifyPassword } from "../auth/password";
import { createSession, revokeToken, sessionCookieName } from "../auth/sessions";
import { isKnownAddress, recordSignIn } from "../auth/audit";
import { accountKey, countAttempts, forgiveAttempt, ipKey, pairKey, POLICIES } from "../auth/throttle";
import { createUserWithFamily, findUserByEmail, findUserById, toPublicUser } from "../auth/users";
import { verifyBotCheck } from "../bot-check/recaptcha";
import { getDb, type Db } from "../db/client";
import { createUserFromInvitation, familyInvitesEnabled } from "../family/invitations";
import { ApiError, unauthorized } from "../http/errors";
import { clientOf } from "../http/client";
import { jsonBody } from "../http/validate";
import { featureDisabled } from "./family";
import { INVITATION_REFUSALS } from "./invitations";
import { requireAuth, type ApiEnv } from "./types";

export const PASSWORD_REQUIREMENTS_MESSAGE = "Password requirements not met";
const INVALID_LOGIN = "Invalid email or password";
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
    if (await findUserByEmail(db, input.email)) {
      throw new ApiError(409, "EMAIL_TAKEN", "An account with this email already exists. Log in or reset your password instead.");
    }
    const account = {
      email: input.email,
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName,
      lastName: input.lastName,
    };
    const user = input.inviteToken ? await signUpFromInvitation(c.env, db, input.inviteToken, account) : await createUserWithFamily(db, account);
    const { token } = await createSession(db, c.env.KV, user.id, false);
    setSessionCookie(c, token, false);
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
    return c.redirect("/", 302);
  })
  .get("/user", async (c) => {
    const session = requireAuth(c);
    const user = await findUserById(getDb(c.env), session.userId);
    if (!user) throw unauthorized();
    return c.json(toPublicUser(user));
  });

// Accounts: sign-up, login, logout and the current user (requirements §7 auth calls; requirements §15).
import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { confirmSignupSchema, loginSchema, registerSchema } from "../../common/schemas/auth.ts";
import { setSessionCookie, signOutBrowser } from "../auth/cookie.ts";
import { logIn } from "../auth/login.ts";
import { register } from "../auth/register.ts";
import { revokeToken, sessionCookieName } from "../auth/sessions.ts";
import { finishSignUp } from "../auth/signup.ts";
import { findUserById, toPublicUser } from "../auth/users.ts";
import { getDb } from "../db/client.ts";
import { unauthorized } from "../http/errors.ts";
import { clientOf } from "../http/client.ts";
import { jsonBody } from "../http/validate.ts";
import { requireAuth, type ApiEnv } from "./types.ts";

export const auth = new Hono<ApiEnv>()
  .post("/register", async (c) => {
    const input = await jsonBody(c, registerSchema);
    const result = await register(c.env, getDb(c.env), input, {
      hostname: new URL(c.req.url).hostname,
      client: clientOf(c),
      waitUntil: (p) => c.executionCtx.waitUntil(p),
    });
    if (result.kind === "check-email") return c.json({ message: result.message }, 202);
    setSessionCookie(c, result.token, false);
    return c.json({ user: toPublicUser(result.user) }, 201);
  })
  .post("/confirm-signup", async (c) => {
    const { token } = await jsonBody(c, confirmSignupSchema);
    const { user, session } = await finishSignUp(getDb(c.env), c.env.KV, token, clientOf(c));
    setSessionCookie(c, session, false);
    return c.json({ user: toPublicUser(user) }, 201);
  })
  .post("/login", async (c) => {
    const input = await jsonBody(c, loginSchema);
    const { user, token } = await logIn(getDb(c.env), c.env.KV, input, clientOf(c), (p) => c.executionCtx.waitUntil(p));
    setSessionCookie(c, token, input.rememberMe);
    return c.json({ user: toPublicUser(user) });
  })
  .get("/logout", async (c) => {
    const token = getCookie(c, sessionCookieName(new URL(c.req.url)));
    if (token) await revokeToken(getDb(c.env), c.env.KV, token);
    signOutBrowser(c);
    return c.redirect("/", 302);
  })
  .get("/user", async (c) => {
    const session = requireAuth(c);
    const user = await findUserById(getDb(c.env), session.userId);
    if (!user) throw unauthorized();
    return c.json(toPublicUser(user));
  });

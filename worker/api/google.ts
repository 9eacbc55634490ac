// Google sign-in routes (requirements §7: navigation to /api/auth/google). Outcomes the login page explains are
// redirects to /login?error=<code>: google_not_configured, google_failed, google_email_unverified.
// A missing or mismatched state is a protocol violation (possibly a login-CSRF attempt): 400, no session.
import type { Context } from "hono";
import { Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { setSessionCookie } from "../auth/cookie.ts";
import {
  checkState,
  googleConfigured,
  googleOAuth,
  identityFromIdToken,
  OAUTH_COOKIE_MAX_AGE_S,
  signInWithGoogle,
  startGoogleSignIn,
} from "../auth/google.ts";
import { recordSignIn } from "../auth/audit.ts";
import { createSession } from "../auth/sessions.ts";
import { clientOf } from "../http/client.ts";
import { getDb } from "../db/client.ts";
import { ApiError, errorResponse } from "../http/errors.ts";
import type { ApiEnv } from "./types.ts";

export type GoogleLoginError = "google_not_configured" | "google_failed" | "google_email_unverified";

const toLogin = (c: Context<ApiEnv>, error: GoogleLoginError) => c.redirect(`/login?error=${error}`, 302);

function secureFor(url: URL): boolean {
  return url.protocol === "https:" || url.hostname === "localhost";
}

export function oauthCookieName(url: URL): string {
  return secureFor(url) ? "__Host-iep_google_oauth" : "iep_google_oauth";
}

const STATE_MESSAGE = "Google sign-in could not be verified (the sign-in link expired or did not start here). Please try again.";

/**
 * The 400 for a bad state. A browser arrives here by navigation, so it gets a tiny page that sends the
 * parent back to the login page with the explanation; API clients get the usual JSON error.
 */
function stateRejected(c: Context<ApiEnv>): Response {
  if ((c.req.header("accept") ?? "").includes("text/html")) {
    const target = "/login?error=google_failed";
    return c.html(
      `<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${target}"><title>Google sign-in failed</title><p>${STATE_MESSAGE} <a href="${target}">Back to log in</a></p>`,
      400,
    );
  }
  return errorResponse(c, new ApiError(400, "OAUTH_STATE_INVALID", STATE_MESSAGE));
}

export const google = new Hono<ApiEnv>()
  .get("/", (c) => {
    if (!googleConfigured(c.env)) return toLogin(c, "google_not_configured");
    const url = new URL(c.req.url);
    const start = startGoogleSignIn(c.env);
    setCookie(c, oauthCookieName(url), start.cookieValue, {
      path: "/",
      httpOnly: true,
      secure: secureFor(url),
      // Lax, not Strict: the cookie must come back on Google's top-level redirect to our callback.
      sameSite: "Lax",
      maxAge: OAUTH_COOKIE_MAX_AGE_S,
    });
    return c.redirect(start.url.toString(), 302);
  })
  .get("/callback", async (c) => {
    if (!googleConfigured(c.env)) return toLogin(c, "google_not_configured");
    const url = new URL(c.req.url);
    const cookieName = oauthCookieName(url);
    const cookieValue = getCookie(c, cookieName);
    // One attempt per cookie, whatever happens next.
    deleteCookie(c, cookieName, { path: "/", secure: secureFor(url) });
    const codeVerifier = checkState(cookieValue, c.req.query("state"));
    if (!codeVerifier) return stateRejected(c);

    const code = c.req.query("code");
    // No code: the parent cancelled on Google's page, or Google reported an error.
    if (!code || code.length > 2048) return toLogin(c, "google_failed");

    let idToken: string;
    try {
      idToken = await googleOAuth.exchangeCode(c.env, code, codeVerifier);
    } catch (err) {
      console.warn("Google code exchange failed", err instanceof Error ? err.message : err);
      return toLogin(c, "google_failed");
    }
    const identity = identityFromIdToken(c.env, idToken);
    if (!identity) return toLogin(c, "google_failed");

    const db = getDb(c.env);
    const result = await signInWithGoogle(db, c.env.KV, identity);
    if (!result.ok) return toLogin(c, "google_email_unverified");
    // Google sign-in has no Remember me box; a persistent session matches what people expect from it.
    const client = clientOf(c);
    const { token } = await createSession(db, c.env.KV, result.userId, true, client);
    c.executionCtx.waitUntil(recordSignIn(db, { userId: result.userId, outcome: "success", method: "google", ...client }).run());
    setSessionCookie(c, token, true);
    return c.redirect("/dashboard", 302);
  });

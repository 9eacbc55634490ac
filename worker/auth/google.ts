// Google sign-in (requirements §2 Login; requirements §2.4; docs/decisions/0007) with arctic: authorization
// code + PKCE, state in a short-lived HttpOnly cookie. Accounts are keyed on Google's subject; an existing
// e-mail account is linked only when Google vouches for the address (email_verified).
import { decodeIdToken, generateCodeVerifier, generateState, Google } from "arctic";
import { and, eq } from "drizzle-orm";
import * as v from "valibot";
import type { Db } from "../db/client.ts";
import { oauthAccounts, users } from "../db/schema.ts";
import { revokeAllSessions } from "./sessions.ts";
import { timingSafeEqual } from "./tokens.ts";
import { createUserWithFamily, findUserByEmail } from "./users.ts";

export type GoogleEnv = Pick<Env, "APP_ORIGIN"> & { GOOGLE_CLIENT_ID?: string; GOOGLE_CLIENT_SECRET?: string };

const PROVIDER = "google";
const SCOPES = ["openid", "email", "profile"];
const GOOGLE_ISSUERS = new Set(["https://accounts.google.com", "accounts.google.com"]);
/** Long enough to pick an account and consent; short enough that a stolen cookie is soon useless. */
export const OAUTH_COOKIE_MAX_AGE_S = 10 * 60;

export function googleConfigured(env: GoogleEnv): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID?.trim() && env.GOOGLE_CLIENT_SECRET?.trim());
}

/** The callback URL registered with Google; from configuration, never from the request's Host. */
export function googleRedirectUri(env: Pick<Env, "APP_ORIGIN">): string {
  return new URL("/api/auth/google/callback", env.APP_ORIGIN).toString();
}

function client(env: GoogleEnv): Google {
  return new Google(env.GOOGLE_CLIENT_ID ?? "", env.GOOGLE_CLIENT_SECRET ?? "", googleRedirectUri(env));
}

/**
 * The network side of the flow, as one replaceable object: the token exchange cannot reach Google from
 * tests (or this machine), so tests swap `exchangeCode` with vi.spyOn and everything after it runs for real.
 */
export const googleOAuth = {
  /** Trades the authorization code (+ PKCE verifier) for Google's ID token (a JWT). */
  async exchangeCode(env: GoogleEnv, code: string, codeVerifier: string): Promise<string> {
    const tokens = await client(env).validateAuthorizationCode(code, codeVerifier);
    return tokens.idToken();
  },
};

export type GoogleStart = { url: URL; cookieValue: string };

export function startGoogleSignIn(env: GoogleEnv): GoogleStart {
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const url = client(env).createAuthorizationURL(state, codeVerifier, SCOPES);
  // Family computers are often shared: let the parent pick the account instead of silently reusing one.
  url.searchParams.set("prompt", "select_account");
  return { url, cookieValue: `${state}.${codeVerifier}` };
}

/** The PKCE verifier when the returned state matches the one in our cookie; null otherwise. */
export function checkState(cookieValue: string | undefined, returnedState: string | undefined): string | null {
  if (!cookieValue || !returnedState) return null;
  const [state, codeVerifier, extra] = cookieValue.split(".");
  if (!state || !codeVerifier || extra !== undefined) return null;
  return timingSafeEqual(state, returnedState) ? codeVerifier : null;
}

const claimsSchema = v.object({
  iss: v.string(),
  aud: v.union([v.string(), v.array(v.string())]),
  exp: v.number(),
  sub: v.pipe(v.string(), v.nonEmpty(), v.maxLength(255)),
  email: v.pipe(v.string(), v.trim(), v.email(), v.maxLength(254), v.toLowerCase()),
  email_verified: v.optional(v.unknown()),
  given_name: v.optional(v.string()),
  family_name: v.optional(v.string()),
  name: v.optional(v.string()),
});

export type GoogleIdentity = { subject: string; email: string; emailVerified: boolean; firstName: string; lastName: string };

/**
 * Reads the ID token's claims. Its signature is not checked: it came straight from Google's token
 * endpoint over TLS (OpenID Connect Core §3.1.3.7 allows this), but issuer, audience and expiry are.
 */
export function identityFromIdToken(env: GoogleEnv, idToken: string, now = Date.now()): GoogleIdentity | null {
  let claims: unknown;
  try {
    claims = decodeIdToken(idToken);
  } catch {
    return null;
  }
  const parsed = v.safeParse(claimsSchema, claims);
  if (!parsed.success) return null;
  const c = parsed.output;
  const audiences = Array.isArray(c.aud) ? c.aud : [c.aud];
  if (!GOOGLE_ISSUERS.has(c.iss) || !audiences.includes(env.GOOGLE_CLIENT_ID ?? "") || c.exp * 1000 <= now) return null;
  const [nameFirst = "", ...nameRest] = (c.name ?? "").trim().split(/\s+/);
  return {
    subject: c.sub,
    email: c.email,
    // Only a literal true counts: Google sends a boolean, and anything else must not unlock linking.
    emailVerified: c.email_verified === true,
    firstName: (c.given_name ?? nameFirst).trim().slice(0, 100),
    lastName: (c.family_name ?? nameRest.join(" ")).trim().slice(0, 100),
  };
}

export type GoogleSignInResult = { ok: true; userId: string; created: boolean; linked: boolean } | { ok: false; reason: "email_unverified" };

/**
 * Finds or creates the account for a Google identity.
 * - Known subject → that account.
 * - Existing account with the same e-mail → linked only if Google verified the address. If OUR side never
 *   verified it (password sign-up does not), whoever chose that password never proved they own the
 *   mailbox — the "pre-account hijacking" pattern — so the password is removed and its sessions ended.
 *   The owner can set a password again through "forgot password".
 * - Otherwise a new account with its own family, only for a verified address (an unverified one would
 *   let someone claim an address that is not theirs).
 */
export async function signInWithGoogle(db: Db, kv: KVNamespace, identity: GoogleIdentity): Promise<GoogleSignInResult> {
  const linkedAccount = await db.query.oauthAccounts.findFirst({
    where: and(eq(oauthAccounts.provider, PROVIDER), eq(oauthAccounts.subject, identity.subject)),
  });
  if (linkedAccount) return { ok: true, userId: linkedAccount.userId, created: false, linked: false };
  if (!identity.emailVerified) return { ok: false, reason: "email_unverified" };

  const existing = await findUserByEmail(db, identity.email);
  if (existing) {
    if (!existing.emailVerified) {
      await db.update(users).set({ passwordHash: null, emailVerified: true, updatedAt: new Date() }).where(eq(users.id, existing.id));
      await revokeAllSessions(db, kv, existing.id);
    }
    await db.insert(oauthAccounts).values({ provider: PROVIDER, subject: identity.subject, userId: existing.id });
    return { ok: true, userId: existing.id, created: false, linked: true };
  }

  const user = await createUserWithFamily(db, {
    email: identity.email,
    passwordHash: null,
    // Google may share no name at all; the mailbox name beats an unnamed account and a " family".
    firstName: identity.firstName || (identity.lastName ? "" : identity.email.split("@")[0]!.slice(0, 100)),
    lastName: identity.lastName,
    emailVerified: true,
  });
  await db.insert(oauthAccounts).values({ provider: PROVIDER, subject: identity.subject, userId: user.id });
  return { ok: true, userId: user.id, created: true, linked: false };
}

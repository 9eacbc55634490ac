import type { Context } from "hono";
import { serialize } from "hono/utils/cookie";
import { SESSION_LIMITS, sessionCookieName } from "./sessions.ts";

function secureFor(url: URL): boolean {
  return url.protocol === "https:" || url.hostname === "localhost";
}

/**
 * The Set-Cookie value of a new session: `__Host-` + Secure + HttpOnly + SameSite=Lax + Path=/; Remember me
 * adds Max-Age, else it is a browser-session cookie. For /api answers and page actions alike.
 */
export function sessionCookie(url: URL, token: string, persistent: boolean): string {
  return serialize(sessionCookieName(url), token, {
    path: "/",
    httpOnly: true,
    secure: secureFor(url),
    sameSite: "Lax",
    ...(persistent ? { maxAge: Math.floor(SESSION_LIMITS.persistent.absoluteMs / 1000) } : {}),
  });
}

export function setSessionCookie(c: Context, token: string, persistent: boolean): void {
  c.header("Set-Cookie", sessionCookie(new URL(c.req.url), token, persistent), { append: true });
}

/**
 * The headers of an answer that signs the browser out: the session cookie expired, and whatever else the
 * app kept for this origin (cookies of every name, storage) dropped. For /api answers and page actions alike.
 */
export function signedOutHeaders(url: URL): Record<string, string> {
  return {
    "Set-Cookie": serialize(sessionCookieName(url), "", { path: "/", secure: secureFor(url), maxAge: 0 }),
    "Clear-Site-Data": '"cookies", "storage"',
  };
}

export function signOutBrowser(c: Context): void {
  for (const [name, value] of Object.entries(signedOutHeaders(new URL(c.req.url)))) c.header(name, value, { append: name === "Set-Cookie" });
}

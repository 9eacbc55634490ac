import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { SESSION_LIMITS, sessionCookieName } from "./sessions.ts";

function secureFor(url: URL): boolean {
  return url.protocol === "https:" || url.hostname === "localhost";
}

/** `__Host-` + Secure + HttpOnly + SameSite=Lax + Path=/; Remember me adds Max-Age, else it is a browser-session cookie. */
export function setSessionCookie(c: Context, token: string, persistent: boolean): void {
  const url = new URL(c.req.url);
  setCookie(c, sessionCookieName(url), token, {
    path: "/",
    httpOnly: true,
    secure: secureFor(url),
    sameSite: "Lax",
    ...(persistent ? { maxAge: Math.floor(SESSION_LIMITS.persistent.absoluteMs / 1000) } : {}),
  });
}

export function clearSessionCookie(c: Context): void {
  const url = new URL(c.req.url);
  deleteCookie(c, sessionCookieName(url), { path: "/", secure: secureFor(url) });
}

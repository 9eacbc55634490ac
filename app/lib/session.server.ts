// The signed-in user for pages, resolved once per request by the root route's middleware (one D1 read of
// the session ledger with the user, however many loaders run), and the page guards built on it
// (requirements §2.1): protected pages send a signed-out visitor to /, and a signed-in visitor on / goes
// to /dashboard.
import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { parse } from "hono/utils/cookie";
import { getCurrentUser, type CurrentUser } from "@worker/auth/current-user";
import { sessionCookieName } from "@worker/auth/sessions";
import type { PublicUser } from "@worker/auth/users";
import { appContext } from "@worker/context";

const currentUserContext = createContext<CurrentUser | null>(null);
const cookiesContext = createContext<Record<string, string>>({});

/**
 * Root middleware: every loader and action of the request reads the user it resolved, and the request's
 * cookies it parsed (the header is parsed once per request: ADR 0094).
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, url, context }, next) => {
  const { env, ctx } = context.get(appContext);
  const cookies = parse(request.headers.get("cookie") ?? "");
  context.set(cookiesContext, cookies);
  context.set(currentUserContext, await getCurrentUser(cookies[sessionCookieName(url)], env, ctx));
  return next();
};

/** The request's cookies, as the root middleware parsed them. */
export function requestCookies(context: Readonly<RouterContextProvider>): Record<string, string> {
  return context.get(cookiesContext);
}

export function currentUser(context: Readonly<RouterContextProvider>): CurrentUser | null {
  return context.get(currentUserContext);
}

/** For loaders and actions of protected pages: the signed-in user, or a redirect to /. */
export function requireUser(context: Readonly<RouterContextProvider>): CurrentUser {
  const current = currentUser(context);
  if (!current) throw redirect("/");
  return current;
}

/**
 * After an action changed the signed-in user (the Settings tab's name), the loaders of the same request
 * read the new one: without JavaScript they answer in the same response as the action.
 */
export function replaceCurrentUser(context: Readonly<RouterContextProvider>, user: PublicUser): void {
  context.set(currentUserContext, { ...requireUser(context), user });
}

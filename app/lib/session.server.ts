// Page guards (spec §2 Access): protected pages send a signed-out visitor to /, and a signed-in
// visitor on / goes to /dashboard. The user is resolved once per request during SSR (no flash).
import { redirect, type RouterContextProvider } from "react-router";
import { getCurrentUser, type CurrentUser } from "@worker/auth/current-user";
import { appContext } from "@worker/context";

export async function currentUser(request: Request, context: Readonly<RouterContextProvider>): Promise<CurrentUser | null> {
  const { env, ctx } = context.get(appContext);
  return getCurrentUser(request, env, ctx);
}

/** For loaders of protected pages: the signed-in user, or a redirect to /. */
export async function requireUser(request: Request, context: Readonly<RouterContextProvider>): Promise<CurrentUser> {
  const current = await currentUser(request, context);
  if (!current) throw redirect("/");
  return current;
}

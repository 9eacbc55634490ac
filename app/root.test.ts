// The root route's data as React Router loads it: the session middleware first (it parses the request's
// cookies once and resolves the session from the D1 ledger), then the root loader, which reads the cookie
// choices and the user from what the middleware left in the context (ADR 0094).
import { createExecutionContext, env } from "cloudflare:test";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { BETA_DISMISSED_COOKIE, CONSENT_COOKIE } from "@common/cookies";
import { appContext } from "@worker/context";
import { call, ORIGIN } from "@worker/test/http";
import { signUp } from "@worker/test/auth";
import { sessionMiddleware } from "~/lib/session.server";
import { loader } from "./root";

async function loadRoot(cookie: string) {
  const request = new Request(`${ORIGIN}/dashboard`, { headers: cookie ? { Cookie: cookie } : {} });
  const context = new RouterContextProvider();
  context.set(appContext, { env, ctx: createExecutionContext(), nonce: "n", requestId: "test" });
  const args = { request, context, params: {}, url: new URL(request.url), pattern: "/dashboard" };
  let loaded: Awaited<ReturnType<typeof loader>> | undefined;
  await sessionMiddleware(args, async () => {
    loaded = await loader(args);
    return new Response(null);
  });
  return loaded!;
}

describe("the root loader after the session middleware", () => {
  it("reads the cookie choices and the signed-in user from one parse of the cookie header", async () => {
    const user = await signUp();
    const data = await loadRoot(`${CONSENT_COOKIE}=declined; ${user.cookie}; ${BETA_DISMISSED_COOKIE}=1`);
    expect(data).toMatchObject({ consent: "declined", betaDismissed: true, nonce: "n" });
    expect(data.user).toMatchObject({ id: user.id, firstName: user.firstName });
  });

  it("has no user once the session is signed out, and no choices the cookies do not make", async () => {
    const user = await signUp();
    expect((await call("GET", "/api/auth/logout", { cookie: user.cookie })).status).toBe(302);
    const data = await loadRoot(user.cookie);
    expect(data).toMatchObject({ user: null, consent: null, betaDismissed: false });
  });
});

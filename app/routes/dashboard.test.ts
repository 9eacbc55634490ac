// The dashboard's action (ADR 0071), called as React Router calls it: the session middleware first, then the
// action with the posted form. A refusal from the domain comes back under its field, each answer says which
// form it belongs to, and nothing is read for a visitor who is not signed in.
import { createExecutionContext, env } from "cloudflare:test";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { appContext } from "@worker/context";
import { findUserById } from "@worker/auth/users";
import { getDb } from "@worker/db/client";
import { call, ORIGIN } from "@worker/test/http";
import { logIn, sessionCookieFrom, signUp } from "@worker/test/auth";
import type { FormReply } from "~/lib/form";
import { sessionMiddleware } from "~/lib/session.server";
import { action, loader } from "./dashboard";

/** Posts `form` to /dashboard as the browser would without JavaScript; the action's answer, or what it threw. */
async function post(cookie: string | null, form: Record<string, string>): Promise<unknown> {
  const request = new Request(`${ORIGIN}/dashboard?tab=settings`, {
    method: "POST",
    body: new URLSearchParams(form),
    headers: cookie ? { Cookie: cookie } : {},
  });
  const context = new RouterContextProvider();
  context.set(appContext, { env, ctx: createExecutionContext(), nonce: "n", requestId: "test" });
  let answer: unknown;
  const args = { request, context, params: {}, url: new URL(request.url), pattern: "/dashboard" };
  await sessionMiddleware(args, async () => {
    try {
      answer = await action(args);
    } catch (thrown) {
      answer = thrown;
    }
    return new Response(null);
  });
  return answer;
}

/** The page's data for a signed-in visitor, as React Router loads it after the session middleware. */
async function load(cookie: string, search: string) {
  const request = new Request(`${ORIGIN}/dashboard${search}`, { headers: { Cookie: cookie } });
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

/** Another browser signed in to the same account: its cookie. */
async function secondDevice(email: string, password: string): Promise<string> {
  const res = await logIn(email, password);
  expect(res.status).toBe(200);
  return sessionCookieFrom(res);
}
const signedIn = async (cookie: string) => (await call("GET", "/api/auth/user", { cookie })).status === 200;

/** The full reload to / that signs this browser out (the answers of /api's sign-outs carry the same headers). */
function expectSignedOut(answer: unknown) {
  expect(answer).toBeInstanceOf(Response);
  const res = answer as Response;
  expect(res.status).toBe(302);
  expect(res.headers.get("Location")).toBe("/");
  expect(res.headers.get("X-Remix-Reload-Document")).toBe("true");
  expect(res.headers.get("Set-Cookie")).toMatch(/Max-Age=0/);
  expect(res.headers.get("Clear-Site-Data")).toBe('"cookies", "storage"');
}

/** A refusal: React Router's `data(reply, { status })`. */
function refusal(answer: unknown): { status: number | undefined; reply: FormReply } {
  expect(answer).toMatchObject({ type: "DataWithResponseInit" });
  const { data, init } = answer as { data: FormReply; init: ResponseInit | null };
  return { status: init?.status, reply: data };
}

describe("the dashboard's action", () => {
  it("answers a wrong current password under its field, in the password form's answer, without the passwords", async () => {
    const user = await signUp();
    const { status, reply } = refusal(
      await post(user.cookie, { intent: "password", currentPassword: "Not-The-One-1", newPassword: "Quiet-Meadow-71" }),
    );
    expect(status).toBe(400);
    expect(reply).toMatchObject({ code: "WRONG_PASSWORD", fields: { currentPassword: "Your current password is not correct." } });
    expect(reply.values).toEqual({ intent: "password" });
  });

  it("saves the profile through the same module as the API, and its answer names its form", async () => {
    const user = await signUp();
    const answer = await post(user.cookie, { intent: "profile", firstName: "  Robin ", lastName: "Okafor" });
    expect(answer).toMatchObject({ done: "Settings saved", values: { intent: "profile" } });
    expect(await findUserById(getDb(env), user.id)).toMatchObject({ firstName: "Robin", lastName: "Okafor" });
  });

  it("refuses a form it does not know, and invalid input with the schema's messages", async () => {
    const user = await signUp();
    expect(refusal(await post(user.cookie, { intent: "no-such-form", firstName: "A", lastName: "B" })).status).toBe(400);
    expect(refusal(await post(user.cookie, { intent: "constructor", firstName: "A", lastName: "B" })).status).toBe(400);
    const { status, reply } = refusal(await post(user.cookie, { intent: "profile", firstName: " ", lastName: "Okafor" }));
    expect(status).toBe(400);
    expect(reply).toMatchObject({ code: "VALIDATION_FAILED", fields: { firstName: "First name is required" }, values: { intent: "profile", lastName: "Okafor" } });
    expect(await findUserById(getDb(env), user.id)).toMatchObject({ firstName: user.firstName });
  });

  it("sends a signed-out visitor to / before reading the form", async () => {
    const answer = await post(null, { intent: "profile", firstName: "Mallory", lastName: "Signed-Out" });
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get("Location")).toBe("/");
  });

  it("lists the sessions and sign-ins only for the Settings tab", async () => {
    const user = await signUp();
    expect((await load(user.cookie, "")).account).toBeNull();
    const { account } = await load(user.cookie, "?tab=settings");
    expect(account?.sessions).toHaveLength(1);
    expect(account?.sessions[0]).toMatchObject({ current: true });
    // A confirmed sign-up is not a sign-in: nothing in the activity yet.
    expect(account?.activity).toEqual([]);
  });

  it("signs another device out by its id, as /api does; an id of another account is not found", async () => {
    const user = await signUp();
    const stranger = await signUp();
    const phone = await secondDevice(user.email, user.password);
    const other = (await load(user.cookie, "?tab=settings")).account!.sessions.find((s) => !s.current)!;

    const refused = refusal(await post(stranger.cookie, { intent: "sign-out-session", id: other.id }));
    expect(refused.status).toBe(404);
    expect(refused.reply).toMatchObject({ message: "No such session", values: { intent: "sign-out-session", id: other.id } });
    expect(await signedIn(phone)).toBe(true);

    expect(await post(user.cookie, { intent: "sign-out-session", id: other.id })).toMatchObject({ done: "Signed out of that device", values: { intent: "sign-out-session" } });
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(user.cookie)).toBe(true);
    expect(refusal(await post(user.cookie, { intent: "sign-out-session", id: "not-an-id" })).status).toBe(400);
  });

  it("signing out this device signs this browser out, as logging out does", async () => {
    const user = await signUp();
    const phone = await secondDevice(user.email, user.password);
    const mine = (await load(user.cookie, "?tab=settings")).account!.sessions.find((s) => s.current)!;
    expectSignedOut(await post(user.cookie, { intent: "sign-out-session", id: mine.id }));
    expect(await signedIn(user.cookie)).toBe(false);
    expect(await signedIn(phone)).toBe(true);
  });

  it("log out everywhere ends every session of the account, this one included, and signs this browser out", async () => {
    const user = await signUp();
    const phone = await secondDevice(user.email, user.password);
    expectSignedOut(await post(user.cookie, { intent: "log-out-everywhere" }));
    expect(await signedIn(user.cookie)).toBe(false);
    expect(await signedIn(phone)).toBe(false);
  });
});

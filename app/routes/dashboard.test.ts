// The dashboard's action (ADR 0071), called as React Router calls it: the session middleware first, then the
// action with the posted form. A refusal from the domain comes back under its field, each answer says which
// form it belongs to, and nothing is read for a visitor who is not signed in.
import { createExecutionContext, env } from "cloudflare:test";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { appContext } from "@worker/context";
import { findUserById } from "@worker/auth/users";
import { getDb } from "@worker/db/client";
import { ORIGIN } from "@worker/test/http";
import { signUp } from "@worker/test/auth";
import type { FormReply } from "~/lib/form";
import { sessionMiddleware } from "~/lib/session.server";
import { action } from "./dashboard";

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
});

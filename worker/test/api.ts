// Calls the Hono app directly, for tests that need a different configuration (env overrides such as
// ENVIRONMENT=production or FEATURE_FAMILY_INVITES=true) or must wait for work done after the answer
// (ctx.waitUntil, e.g. the password-reset e-mail).
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { api } from "../app.ts";
import { ORIGIN, type CallOptions } from "./http.ts";

export type ApiCallOptions = CallOptions & { env?: Partial<Env>; origin?: string };

export async function callApi(method: string, path: string, opts: ApiCallOptions = {}): Promise<Response> {
  const origin = opts.origin ?? ORIGIN;
  const headers: Record<string, string> = { Origin: origin, "Sec-Fetch-Site": "same-origin", ...opts.headers };
  if (opts.cookie) headers.Cookie = opts.cookie;
  let body: BodyInit | undefined = opts.raw;
  if (opts.body !== undefined) {
    headers["Content-Type"] ??= "application/json";
    body = JSON.stringify(opts.body);
  }
  const request = new Request(`${origin}${path}`, { method, headers, body, redirect: "manual" });
  const ctx = createExecutionContext();
  const res = await api.fetch(request, { ...env, ...opts.env }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** The configuration with the family-invitation feature switched on. */
export const INVITES_ON: Partial<Env> = { FEATURE_FAMILY_INVITES: "true" };

export type OutboxMessage = { id: number; to: string; subject: string; text: string; createdAt: string };

/** The dev outbox for one address, newest first, read through the dev API. */
export async function outboxFor(email: string): Promise<OutboxMessage[]> {
  const res = await callApi("GET", `/api/dev/outbox?to=${encodeURIComponent(email)}`);
  if (res.status !== 200) throw new Error(`outbox read failed: ${res.status}`);
  return (await res.json()) as OutboxMessage[];
}

/** The token in the newest e-mailed link matching `pattern` (its first capture group). */
export async function latestLinkToken(email: string, pattern: RegExp): Promise<string> {
  // Newest first; other mail (e.g. a sign-up confirmation) may have arrived after the one wanted.
  const match = (await outboxFor(email)).map((m) => m.text.match(pattern)).find((m) => m?.[1]);
  if (!match?.[1]) throw new Error(`no link matching ${pattern} in the outbox for ${email}`);
  return match[1];
}

import type { Context } from "hono";
import type { Client } from "../auth/sessions.ts";

/** The caller's address (as Cloudflare reports it) and browser, for throttling, the audit and the sessions list. */
export function clientOfRequest(request: Request): Client {
  return { ip: request.headers.get("cf-connecting-ip") || undefined, userAgent: request.headers.get("user-agent") || undefined };
}

export const clientOf = (c: Context): Client => clientOfRequest(c.req.raw);

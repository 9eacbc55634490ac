import type { Context } from "hono";
import type { Client } from "../auth/sessions.ts";

/** The caller's address (as Cloudflare reports it) and browser, for throttling, the audit and the sessions list. */
export function clientOf(c: Context): Client {
  return { ip: c.req.header("cf-connecting-ip") || undefined, userAgent: c.req.header("user-agent") || undefined };
}

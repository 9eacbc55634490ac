// Development-only tools. GET /api/dev/outbox lists the e-mails the dev transport kept (reset links,
// invitations), so it must never exist in production: outside a local, non-production server every
// route here answers exactly like an unknown /api route.
import { Hono } from "hono";
import * as v from "valibot";
import { getDb } from "../db/client.ts";
import { devToolsEnabled, listOutbox } from "../email/mailer.ts";
import { parseWith } from "../http/validate.ts";
import type { ApiEnv } from "./types.ts";

const outboxQuery = v.object({
  to: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254, "to must be at most 254 characters"))),
});

export const dev = new Hono<ApiEnv>()
  .use(async (c, next) => {
    // Locally, only our own pages (or a typed-in address) may read it: another local site's fetch is
    // cross-origin, and no CORS header is ever sent (vite.config.ts turns the dev server's CORS off).
    const site = c.req.header("sec-fetch-site");
    const origin = c.req.header("origin");
    const foreign = (site !== undefined && site !== "same-origin" && site !== "none") || (origin !== undefined && origin !== new URL(c.req.url).origin);
    if (!devToolsEnabled(c.env, new URL(c.req.url)) || foreign) {
      return c.json({ code: "NOT_FOUND", message: `No API route for ${c.req.method} ${c.req.path}` }, 404);
    }
    await next();
  })
  .get("/outbox", async (c) => {
    const { to } = parseWith(outboxQuery, { to: c.req.query("to") });
    return c.json(await listOutbox(getDb(c.env), { to: to || undefined }));
  });

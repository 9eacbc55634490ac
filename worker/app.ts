// The Hono app behind /api: security headers, CSRF, one error shape, then one sub-app per resource.
import { Hono } from "hono";
import { aiApi } from "./api/ai.ts";
import { account } from "./api/account.ts";
import { auth } from "./api/auth.ts";
import { childrenApi } from "./api/children.ts";
import { contact } from "./api/contact.ts";
import { conversationsApi } from "./api/conversations.ts";
import { documentsApi } from "./api/documents.ts";
import { dev } from "./api/dev.ts";
import { family } from "./api/family.ts";
import { google } from "./api/google.ts";
import { invitationRoutes } from "./api/invitations.ts";
import { passwordReset } from "./api/password-reset.ts";
import { user } from "./api/user.ts";
import { health } from "./api/health.ts";
import { preferences } from "./api/preferences.ts";
import { progressApi } from "./api/progress.ts";
import { loadSession, requireSessionUnlessPublic } from "./api/middleware.ts";
import type { ApiEnv } from "./api/types.ts";
import { ApiError, errorResponse, forbidden } from "./http/errors.ts";
import { CROSS_SITE_MESSAGE, isCrossSite } from "./http/csrf.ts";
import { discardBodyOfRefusal } from "./http/unread-body.ts";
import { API_CSP, applySecurityHeaders } from "./http/security-headers.ts";

export const api = new Hono<ApiEnv>().basePath("/api");

api.use(async (c, next) => {
  await next();
  await discardBodyOfRefusal(c.req.raw, c.res);
  // A route may set a narrower-purpose CSP of its own (e.g. a document shown in our own frame).
  applySecurityHeaders(c.res.headers, c.res.headers.get("Content-Security-Policy") ?? API_CSP);
  c.header("Cache-Control", c.res.headers.get("Cache-Control") ?? "no-store");
});

// CSRF: the same rule as the pages' form actions (worker/http/csrf.ts).
api.use(async (c, next) => {
  if (isCrossSite(c.req.raw, c.env.APP_ORIGIN)) throw forbidden(CROSS_SITE_MESSAGE);
  await next();
});

api.use(loadSession);
api.use(requireSessionUnlessPublic);

api.route("/health", health);
api.route("/auth", auth);
api.route("/auth", passwordReset);
api.route("/auth/google", google);
api.route("/user", user);
api.route("/account", account);
api.route("/family-members", family);
api.route("/invitations", invitationRoutes);
api.route("/dev", dev);
api.route("/contact", contact);
api.route("/preferences", preferences);
api.route("/children", childrenApi);
api.route("/children", progressApi);
api.route("/ai", aiApi);
// Mounted at the root: it serves /documents/* and the document routes under /children/:id/documents.
api.route("/", documentsApi);
// Also at the root: /children/:id/conversations and /conversations/*.
api.route("/", conversationsApi);

api.notFound((c) => c.json({ code: "NOT_FOUND", message: `No API route for ${c.req.method} ${c.req.path}` }, 404));
api.onError((err, c) => errorResponse(c, err));

export { ApiError };

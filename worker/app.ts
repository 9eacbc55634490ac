// The Hono app behind /api: security headers, CSRF, one error shape, then one sub-app per resource.
import { Hono } from "hono";
import { aiApi } from "./api/ai";
import { account } from "./api/account";
import { auth } from "./api/auth";
import { childrenApi } from "./api/children";
import { contact } from "./api/contact";
import { conversationsApi } from "./api/conversations";
import { documentsApi } from "./api/documents";
import { dev } from "./api/dev";
import { family } from "./api/family";
import { google } from "./api/google";
import { invitationRoutes } from "./api/invitations";
import { passwordReset } from "./api/password-reset";
import { user } from "./api/user";
import { health } from "./api/health";
import { preferences } from "./api/preferences";
import { progressApi } from "./api/progress";
import type { ApiEnv } from "./api/types";
import { loadSession, requireSessionUnlessPublic } from "./auth/middleware";
import { ApiError, errorResponse, forbidden } from "./http/errors";
import { CROSS_SITE_MESSAGE, isCrossSite } from "./http/csrf";
import { API_CSP, applySecurityHeaders } from "./http/security-headers";

export const api = new Hono<ApiEnv>().basePath("/api");

api.use(async (c, next) => {
  await next();
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

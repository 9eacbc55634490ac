// The /api routes that answer without a session. Everything else requires one (default deny).
// Keep this list short and each entry deliberate: the authorization tests read it.
export const PUBLIC_ROUTES: ReadonlyArray<{ method: string; path: RegExp }> = [
  { method: "GET", path: /^\/api\/health$/ },
  { method: "POST", path: /^\/api\/contact$/ },
  { method: "PUT", path: /^\/api\/preferences\/cookie-consent$/ },
  { method: "POST", path: /^\/api\/auth\/(register|confirm-signup|login|forgot-password|reset-password)$/ },
  { method: "GET", path: /^\/api\/auth\/(logout|google|google\/callback)$/ },
  // The e-mailed link of an e-mail change: the link is the proof (it may be opened on another device).
  { method: "POST", path: /^\/api\/account\/email\/confirm$/ },
  // An invitation link's preview (who invited whom), seen before the invitee has an account.
  { method: "GET", path: /^\/api\/invitations\/[^/]+$/ },
  // Dev outbox: listed so the e2e flow can read a reset link while signed out. The dev sub-app answers
  // 404 for it in production and on any non-loopback host (worker/api/dev.ts), so it never exists there.
  { method: "GET", path: /^\/api\/dev\/outbox$/ },
];

export function isPublicRoute(method: string, path: string): boolean {
  const m = method === "HEAD" ? "GET" : method;
  return PUBLIC_ROUTES.some((r) => r.method === m && r.path.test(path));
}

// The /api routes that answer without a session. Everything else requires one (default deny).
// Keep this list short and each entry deliberate: the authorization tests read it.
export const PUBLIC_ROUTES: ReadonlyArray<{ method: string; path: RegExp }> = [
  { method: "GET", path: /^\/api\/health$/ },
  { method: "POST", path: /^\/api\/contact$/ },
  { method: "PUT", path: /^\/api\/preferences\/cookie-consent$/ },
  { method: "POST", path: /^\/api\/auth\/(register|login|forgot-password|reset-password)$/ },
  { method: "GET", path: /^\/api\/auth\/(logout|google|google\/callback)$/ },
  { method: "GET", path: /^\/api\/invitations\/[^/]+$/ },
];

export function isPublicRoute(method: string, path: string): boolean {
  const m = method === "HEAD" ? "GET" : method;
  return PUBLIC_ROUTES.some((r) => r.method === m && r.path.test(path));
}

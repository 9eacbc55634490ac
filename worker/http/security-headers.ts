// Security headers for every response (requirements §15). Pages get a per-request script nonce; /api answers
// are data, so their CSP forbids everything.

/** Third-party origins, each allowed only where the feature that needs it is configured. */
const RECAPTCHA = ["https://www.google.com", "https://www.gstatic.com", "https://www.recaptcha.net"];
const ANALYTICS = ["https://www.googletagmanager.com"];
const ANALYTICS_CONNECT = ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://www.googletagmanager.com"];

export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export type CspFeatures = { dev: boolean; recaptcha?: boolean; analytics?: boolean };

/** Which third-party features this deployment has configured (an empty key means the feature is off). */
export function cspFeatures(env: Partial<Pick<Env, "RECAPTCHA_SITE_KEY" | "GA_MEASUREMENT_ID">>, dev: boolean): CspFeatures {
  return { dev, recaptcha: Boolean(env.RECAPTCHA_SITE_KEY), analytics: Boolean(env.GA_MEASUREMENT_ID) };
}

export function pageCsp(nonce: string, opts: CspFeatures): string {
  const recaptcha = opts.recaptcha ? RECAPTCHA : [];
  const script = ["'self'", `'nonce-${nonce}'`, ...recaptcha, ...(opts.analytics ? ANALYTICS : [])];
  const connect = ["'self'", ...(opts.analytics ? ANALYTICS_CONNECT : []), ...(opts.dev ? ["ws:", "wss:"] : [])];
  return [
    "default-src 'self'",
    `script-src ${script.join(" ")}`,
    // Ark UI positions popovers with inline style attributes, so inline styles are allowed; scripts are not.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connect.join(" ")}`,
    `frame-src ${["'self'", ...recaptcha].join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export function applySecurityHeaders(headers: Headers, csp: string): void {
  headers.set("Content-Security-Policy", csp);
  headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "SAMEORIGIN");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
}

/**
 * Pages and React Router `.data` answers for a signed-in visitor (or anyone holding a session cookie)
 * must never be kept by a browser or a shared cache: they carry a family's records.
 */
export function needsNoStore(request: Request, url: URL, sessionCookie: string): boolean {
  if (url.pathname.endsWith(".data")) return true;
  const cookie = request.headers.get("cookie") ?? "";
  return cookie.split(";").some((part) => part.trim().startsWith(`${sessionCookie}=`));
}

/** Responses from fetch() can have immutable headers; copy once so headers can be set. */
export function withSecurityHeaders(response: Response, csp: string): Response {
  const out = new Response(response.body, response);
  applySecurityHeaders(out.headers, csp);
  return out;
}

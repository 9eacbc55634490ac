// Security headers for every response (design §6). Pages get a per-request script nonce; /api answers
// are data, so their CSP forbids everything.

/** Third-party origins, each allowed only where the feature that needs it is configured. */
const RECAPTCHA = ["https://www.google.com", "https://www.gstatic.com", "https://www.recaptcha.net"];
const ANALYTICS = ["https://www.googletagmanager.com"];
const ANALYTICS_CONNECT = ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://www.googletagmanager.com"];

export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export function pageCsp(nonce: string, opts: { dev: boolean }): string {
  const script = ["'self'", `'nonce-${nonce}'`, ...RECAPTCHA, ...ANALYTICS];
  const connect = ["'self'", ...ANALYTICS_CONNECT, ...(opts.dev ? ["ws:", "wss:"] : [])];
  return [
    "default-src 'self'",
    `script-src ${script.join(" ")}`,
    // Ark UI positions popovers with inline style attributes, so inline styles are allowed; scripts are not.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connect.join(" ")}`,
    `frame-src 'self' ${RECAPTCHA.join(" ")}`,
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

/** Responses from fetch() can have immutable headers; copy once so headers can be set. */
export function withSecurityHeaders(response: Response, csp: string): Response {
  const out = new Response(response.body, response);
  applySecurityHeaders(out.headers, csp);
  return out;
}

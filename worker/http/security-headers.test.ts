// requirements §18, finding 7: CSP script hosts only for configured features; no-store for signed-in pages and .data.
import { describe, expect, it } from "vitest";
import { cspFeatures, needsNoStore, pageCsp } from "./security-headers.ts";

describe("page CSP", () => {
  it("allows no Google host when neither the bot check nor analytics is configured", () => {
    const csp = pageCsp("n0nce", cspFeatures({ RECAPTCHA_SITE_KEY: "", GA_MEASUREMENT_ID: "" }, false));
    expect(csp).not.toMatch(/google|gstatic|recaptcha/);
    expect(csp).toContain("script-src 'self' 'nonce-n0nce';");
    expect(csp).toContain("frame-src 'self';");
  });

  it("adds the reCAPTCHA hosts only with a site key, the analytics hosts only with a measurement id", () => {
    const bot = pageCsp("n", cspFeatures({ RECAPTCHA_SITE_KEY: "site-key", GA_MEASUREMENT_ID: "" }, false));
    expect(bot).toMatch(/script-src [^;]*https:\/\/www\.gstatic\.com/);
    expect(bot).toMatch(/frame-src [^;]*https:\/\/www\.google\.com/);
    expect(bot).not.toContain("googletagmanager");
    const ga = pageCsp("n", cspFeatures({ RECAPTCHA_SITE_KEY: "", GA_MEASUREMENT_ID: "G-TEST" }, false));
    expect(ga).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
    expect(ga).toMatch(/connect-src [^;]*google-analytics\.com/);
    expect(ga).not.toContain("gstatic");
  });
});

const req = (path: string, cookie?: string) => new Request(`https://iepbinder.app${path}`, { headers: cookie ? { cookie } : {} });
/** Whether `request` gets no-store, its URL parsed as the Worker entry parses it. */
const noStore = (request: Request, sessionCookie: string) => needsNoStore(request, new URL(request.url), sessionCookie);

describe("no-store", () => {
  it("applies to every page request with a session cookie and to every .data request", () => {
    expect(noStore(req("/dashboard", "a=1; __Host-iep_session=tok"), "__Host-iep_session")).toBe(true);
    expect(noStore(req("/child-profile/x.data"), "__Host-iep_session")).toBe(true);
    expect(noStore(req("/_root.data", "cookie-consent=accepted"), "__Host-iep_session")).toBe(true);
  });

  it("leaves a signed-out visitor's public page cacheable", () => {
    expect(noStore(req("/roadmap", "cookie-consent=accepted"), "__Host-iep_session")).toBe(false);
    expect(noStore(req("/"), "__Host-iep_session")).toBe(false);
  });
});

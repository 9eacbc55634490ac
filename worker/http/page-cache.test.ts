import { describe, expect, it } from "vitest";
import { cachedPage, PAGE_CACHE_TTL_MS, pageCacheKey as keyOf, storePage } from "./page-cache.ts";

const page = (path: string, init: RequestInit = {}) => new Request(`http://localhost${path}`, init);
const pageCacheKey = (request: Request) => keyOf(request, new URL(request.url));
const html = (nonce: string) => `<html><script nonce="${nonce}">1</script><link nonce="${nonce}" rel="modulepreload" href="/a.js"/></html>`;

describe("public page cache: what may be served from it", () => {
  it("keys a signed-out GET of a public page by path and the two cookie choices", () => {
    expect(pageCacheKey(page("/"))).not.toBeNull();
    expect(pageCacheKey(page("/roadmap"))).not.toBe(pageCacheKey(page("/")));
    const accepted = pageCacheKey(page("/", { headers: { Cookie: "cookie-consent=accepted" } }));
    const dismissed = pageCacheKey(page("/", { headers: { Cookie: "beta_banner_dismissed=1" } }));
    expect(new Set([pageCacheKey(page("/")), accepted, dismissed]).size).toBe(3);
  });

  it.each([
    ["a session cookie", page("/", { headers: { Cookie: "__Host-iep_session=abc" } })],
    ["a session next to a consent cookie", page("/", { headers: { Cookie: "cookie-consent=accepted; iep_session=abc" } })],
    ["a visitor id (consent read from KV)", page("/", { headers: { Cookie: "visitor_id=6a0c2f0e-4c7b-4f59-9a51-3f3a1c2b9d10" } })],
    ["a query string", page("/reset-password?token=abc")],
    ["a query string on a public page", page("/roadmap?status=planned")],
    ["a signed-in area", page("/dashboard")],
    ["a POST", page("/login", { method: "POST" })],
    ["an Authorization header", page("/", { headers: { Authorization: "Bearer x" } })],
    ["a data request", page("/roadmap.data")],
  ])("never for %s", (_, request) => {
    expect(pageCacheKey(request)).toBeNull();
  });
});

describe("public page cache: serving", () => {
  it("serves a stored page with the new nonce in place of every occurrence of the old one", async () => {
    const key = "/test-nonce\n\n";
    const first = await storePage(key, "OLD+nonce/1==", new Response(html("OLD+nonce/1=="), { headers: { "Content-Type": "text/html; charset=utf-8" } }));
    expect(await first.text()).toBe(html("OLD+nonce/1=="));
    const hit = cachedPage(key, "NEW+nonce/2==");
    expect(hit?.status).toBe(200);
    expect(hit?.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const body = await hit?.text();
    expect(body).toBe(html("NEW+nonce/2=="));
    expect(body).not.toContain("OLD+nonce");
  });

  it("forgets a page after the TTL", async () => {
    const key = "/test-ttl\n\n";
    const now = 1_000_000;
    await storePage(key, "n1", new Response(html("n1"), { headers: { "Content-Type": "text/html" } }), now);
    expect(cachedPage(key, "n2", now + PAGE_CACHE_TTL_MS - 1)).not.toBeNull();
    expect(cachedPage(key, "n3", now + PAGE_CACHE_TTL_MS)).toBeNull();
    expect(cachedPage(key, "n4", now)).toBeNull();
  });

  it.each([
    ["a redirect", new Response(null, { status: 302, headers: { Location: "/dashboard" } })],
    ["an error page", new Response("<html>404</html>", { status: 404, headers: { "Content-Type": "text/html" } })],
    ["a page that sets a cookie", new Response("<html></html>", { headers: { "Content-Type": "text/html", "Set-Cookie": "a=b" } })],
    ["something that is not HTML", new Response("{}", { headers: { "Content-Type": "application/json" } })],
  ])("does not store %s, and passes it through unchanged", async (_, response) => {
    const key = `/test-${crypto.randomUUID()}\n\n`;
    const status = response.status;
    const out = await storePage(key, "n", response);
    expect(out.status).toBe(status);
    expect(cachedPage(key, "n2")).toBeNull();
  });
});

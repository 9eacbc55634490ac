// The one CSRF rule, shared by /api and the pages' form actions (ADR 0071).
import { describe, expect, it } from "vitest";
import { isCrossSite } from "./csrf.ts";

const post = (headers: Record<string, string>) => new Request("https://app.example/contact", { method: "POST", headers });

describe("isCrossSite", () => {
  it("lets safe methods through whatever they carry", () => {
    expect(isCrossSite(new Request("https://app.example/contact", { headers: { "Sec-Fetch-Site": "cross-site" } }), undefined)).toBe(false);
  });

  it("refuses a post another site sent, by Fetch Metadata or by Origin", () => {
    expect(isCrossSite(post({ "Sec-Fetch-Site": "cross-site" }), undefined)).toBe(true);
    expect(isCrossSite(post({ "Sec-Fetch-Site": "same-site" }), undefined)).toBe(true);
    expect(isCrossSite(post({ Origin: "https://evil.example" }), "https://app.example")).toBe(true);
  });

  it("accepts our own origin, the configured app origin, and clients that send neither header", () => {
    expect(isCrossSite(post({ "Sec-Fetch-Site": "same-origin", Origin: "https://app.example" }), undefined)).toBe(false);
    expect(isCrossSite(post({ Origin: "https://iepbinder.app" }), "https://iepbinder.app")).toBe(false);
    expect(isCrossSite(post({}), undefined)).toBe(false);
  });
});

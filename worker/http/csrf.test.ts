// The one CSRF rule, shared by /api and the pages' form actions (ADR 0071).
import { describe, expect, it } from "vitest";
import { discardBody, isCrossSite } from "./csrf.ts";

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

describe("discardBody", () => {
  it("reads a refused request's body to its end, and leaves a read or empty one alone", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled <= 3) controller.enqueue(new Uint8Array(1024));
        else controller.close();
      },
    });
    const request = new Request("https://app.example/api/contact", { method: "POST", body, duplex: "half" } as RequestInit);
    await discardBody(request);
    expect(request.bodyUsed).toBe(true);
    expect(pulled).toBe(4);
    await expect(discardBody(request)).resolves.toBeUndefined();
    await expect(discardBody(new Request("https://app.example/api/contact", { method: "POST" }))).resolves.toBeUndefined();
  });
});

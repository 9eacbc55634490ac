import { describe, expect, it } from "vitest";
import { call, json } from "../test/http.ts";

describe("GET /api/health", () => {
  it("answers JSON with the runtime and whether D1 answered", async () => {
    const res = await call("GET", "/api/health");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    const body = await json(res);
    expect(body).toEqual({ status: "ok", runtime: "Cloudflare-Workers", d1: true });
  });

  it("carries the security headers", async () => {
    const res = await call("GET", "/api/health");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });
});

describe("unknown /api paths", () => {
  it("answer a JSON 404 in the one error shape", async () => {
    const res = await call("GET", "/api/does-not-exist");
    expect(res.status).toBe(404);
    const body = await json(res);
    expect(body.code).toBe("NOT_FOUND");
    expect(typeof body.message).toBe("string");
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts|stack/i);
  });
});

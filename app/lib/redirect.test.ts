import { describe, expect, it } from "vitest";
import { safeNext } from "./redirect";

describe("safeNext", () => {
  it("keeps same-origin paths with their query and hash", () => {
    expect(safeNext("/dashboard")).toBe("/dashboard");
    expect(safeNext("/invite/abc_DEF-123")).toBe("/invite/abc_DEF-123");
    expect(safeNext("/dashboard?tab=settings#x")).toBe("/dashboard?tab=settings#x");
  });

  it.each([
    null,
    undefined,
    "",
    "dashboard",
    "https://evil.example/",
    "//evil.example/x",
    "/\\evil.example",
    "/\\/evil.example",
    "/\u0000x",
    "/\tx",
    "javascript:alert(1)",
    `/${"a".repeat(3000)}`,
  ])("refuses %j", (next) => {
    expect(safeNext(next)).toBeNull();
  });
});

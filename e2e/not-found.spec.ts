import { expect, test } from "./test.ts";

test("an unknown path shows the 404 page with a 404 status", async ({ page }) => {
  const res = await page.goto("/no/such/page");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText("The page you are looking for does not exist.")).toBeVisible();
});

test("unknown /api paths answer JSON, not the HTML 404 page", async ({ request }) => {
  const res = await request.get("/api/nope");
  expect(res.status()).toBe(404);
  expect(res.headers()["content-type"]).toContain("application/json");
  expect((await res.json()).code).toBe("NOT_FOUND");
});

test("pages carry CSP with a nonce and the other security headers", async ({ request }) => {
  const res = await request.get("/coming-soon");
  const headers = res.headers();
  expect(headers["content-security-policy"]).toMatch(/script-src [^;]*'nonce-[A-Za-z0-9+/=]{16,}'/);
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'self'");
  expect(headers["content-security-policy"]).toContain("object-src 'none'");
  expect(headers["strict-transport-security"]).toContain("max-age=");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
});

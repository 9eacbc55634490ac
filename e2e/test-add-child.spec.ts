// /test-add-child (requirements §2, §5, §8): signed-in only; a child-name field posted to the page's action
// (ADR 0071; with JavaScript, the router's POST /test-add-child.data), which adds the child as
// POST /api/children does, and the answer shown.
import { expect, test } from "./test.ts";
import { registerAndConfirm } from "./accounts-helpers.ts";

const isAction = (url: string) => new URL(url).pathname === "/test-add-child.data";

test("sends a name, shows the API response, and refuses an empty name", async ({ page }) => {
  const email = `tester-${Date.now()}-${process.pid}@example.com`;
  await registerAndConfirm(page.request, { email, password: "Sunflower9x", firstName: "Pat", lastName: "Lee" });
  await page.goto("/test-add-child");
  await page.getByRole("button", { name: "Accept All Cookies" }).click();
  await page.waitForFunction(() => Object.keys(document).some((k) => k.startsWith("_reactListening")));
  await expect(page.getByRole("heading", { level: 1, name: "Test Add Child" })).toBeVisible();

  await page.getByRole("button", { name: "Add Child" }).click();
  await expect(page.getByText("Please enter a child name")).toBeVisible();

  const request = page.waitForRequest((r) => r.method() === "POST" && isAction(r.url()));
  await page.getByLabel("Child Name").fill("  Robin ");
  await page.getByRole("button", { name: "Add Child" }).click();
  const sent = await request;
  expect(sent.headers()["content-type"]).toContain("application/x-www-form-urlencoded");
  // Sent as typed; the server trims it (the same schema as the API).
  expect(new URLSearchParams(sent.postData() ?? "").get("name")).toBe("  Robin ");
  const dump = page.getByTestId("api-response");
  await expect(dump).toContainText('"status": 201');
  await expect(dump).toContainText('"name": "Robin"');
  await expect(dump).toContainText('"documentCount": 0');

  // The child is real: the dashboard shows it.
  await page.goto("/dashboard");
  await expect(page.getByTestId("child-card").filter({ hasText: "Robin" })).toBeVisible();
});

test("a server error shows the 'Error' toast with the server's message", async ({ page }) => {
  const email = `tester-err-${Date.now()}-${process.pid}@example.com`;
  await registerAndConfirm(page.request, { email, password: "Sunflower9x", firstName: "Pat", lastName: "Lee" });
  await page.goto("/test-add-child");
  await page.waitForFunction(() => Object.keys(document).some((k) => k.startsWith("_reactListening")));
  // The page checks the same rules first, so the name is made too long on the wire; the server refuses it.
  await page.route((url) => isAction(url.href), async (route) => {
    const body = new URLSearchParams(route.request().postData() ?? "");
    body.set("name", "x".repeat(150));
    await route.continue({ postData: body.toString() });
  });
  await page.getByLabel("Child Name").fill("Robin");
  await page.getByRole("button", { name: "Add Child" }).click();
  await expect(page.locator('[data-scope="toast"][data-part="title"]', { hasText: "Error" })).toBeVisible();
  await expect(page.locator('[data-scope="toast"][data-part="description"]')).toHaveText("Child name must be at most 100 characters");
  await expect(page.getByTestId("api-response")).toContainText('"status": 400');
  await expect(page.getByLabel("Child Name")).toHaveAccessibleDescription("Child name must be at most 100 characters");
});

test("signed out, /test-add-child sends the visitor to /", async ({ page }) => {
  await page.goto("/test-add-child");
  await expect(page).toHaveURL("/");
});

// /test-add-child (requirements §2, §5, §8): signed-in only; a child-name field that POSTs JSON {name} to
// /api/children and shows the API's answer.
import { expect, test } from "./test";
import { registerAndConfirm } from "./accounts-helpers";

test("sends a name, shows the API response, and refuses an empty name", async ({ page }) => {
  const email = `tester-${Date.now()}-${process.pid}@example.com`;
  await registerAndConfirm(page.request, { email, password: "Sunflower9x", firstName: "Pat", lastName: "Lee" });
  await page.goto("/test-add-child");
  await page.getByRole("button", { name: "Accept All Cookies" }).click();
  await page.waitForFunction(() => Object.keys(document).some((k) => k.startsWith("_reactListening")));
  await expect(page.getByRole("heading", { level: 1, name: "Test Add Child" })).toBeVisible();

  await page.getByRole("button", { name: "Add Child" }).click();
  await expect(page.getByText("Please enter a child name")).toBeVisible();

  const request = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/children"));
  await page.getByLabel("Child Name").fill("  Robin ");
  await page.getByRole("button", { name: "Add Child" }).click();
  const sent = await request;
  expect(sent.headers()["content-type"]).toContain("application/json");
  expect(sent.postDataJSON()).toEqual({ name: "Robin" });
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
  // A name longer than the limit passes the page's "not empty" check and is refused by the API.
  await page.getByLabel("Child Name").evaluate((el) => el.removeAttribute("maxlength"));
  await page.getByLabel("Child Name").fill("x".repeat(150));
  await page.getByRole("button", { name: "Add Child" }).click();
  await expect(page.locator('[data-scope="toast"][data-part="title"]', { hasText: "Error" })).toBeVisible();
  await expect(page.locator('[data-scope="toast"][data-part="description"]')).toHaveText("Child name must be at most 100 characters");
  await expect(page.getByTestId("api-response")).toContainText('"status": 400');
});

test("signed out, /test-add-child sends the visitor to /", async ({ page }) => {
  await page.goto("/test-add-child");
  await expect(page).toHaveURL("/");
});

// Signed in at phone width (requirements §2 Shared chrome): the hamburger menu shows the first name and the
// e-mail with the signed-in links, and closes when a link is picked.
import { expect, test } from "./test.ts";
import { giveConsent, newUser, signUpViaApi } from "./accounts-helpers.ts";

test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!));

test("the mobile menu shows the signed-in user and closes on a link pick", async ({ page }) => {
  const user = newUser("mobile", { firstName: "Priya" });
  await signUpViaApi(page, user);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Family Workspace" })).toBeVisible();

  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.locator("#mobile-menu");
  await expect(menu).toBeVisible();
  await expect(menu.getByText("Priya", { exact: true })).toBeVisible();
  await expect(menu.getByText(user.email)).toBeVisible();
  await expect(menu.getByRole("link")).toHaveText(["My Dashboard", "My Profile", "Settings", "Log Out"]);
  await expect(menu.getByRole("link", { name: "Log Out" })).toHaveAttribute("href", "/api/auth/logout");

  await menu.getByRole("link", { name: "My Profile" }).click();
  await expect(page).toHaveURL(/\/coming-soon$/);
  await expect(menu).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
});

test("the Family Workspace fits a phone: tabs, dialog and Settings form are usable", async ({ page }) => {
  await signUpViaApi(page, newUser("mobile"));
  await page.goto("/dashboard");
  await page.getByRole("tab", { name: "Family Members" }).click();
  const dialog = page.getByRole("dialog", { name: "Feature in Development" });
  await expect(dialog).toBeInViewport();
  await dialog.getByRole("button", { name: "Close", exact: true }).click();
  await page.getByRole("tab", { name: "Settings" }).click();
  await expect(page.getByRole("button", { name: "Save changes" })).toBeVisible();
  // Nothing is wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

// The shared chrome at phone width (Pixel 7): the hamburger menu replaces the desktop links.
import { expect, test, type Page } from "./test.ts";

test.beforeEach(async ({ context, baseURL }) => {
  // The cookie banner covers the bottom of a phone screen; its behaviour is tested on desktop.
  await context.addCookies([{ name: "cookie-consent", value: "accepted", url: baseURL! }]);
});

const menu = (page: Page) => page.locator("#mobile-menu");
/** The desktop links live in the main nav bar; the mobile menu is rendered below it. */
const desktopLink = (page: Page, href: string) => page.locator(`nav[aria-label="Main"] a[href="${href}"]`);

test("the desktop links are hidden; the hamburger opens a menu with Log In and Sign Up", async ({ page }) => {
  await page.goto("/coming-soon");
  await expect(desktopLink(page, "/login")).toHaveCount(1);
  await expect(desktopLink(page, "/login")).toBeHidden();
  await expect(desktopLink(page, "/signup")).toBeHidden();
  await expect(menu(page)).toHaveCount(0);

  const open = page.getByRole("button", { name: "Open menu" });
  await expect(open).toHaveAttribute("aria-expanded", "false");
  await open.click();

  await expect(menu(page)).toBeVisible();
  await expect(menu(page).getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login");
  await expect(menu(page).getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");
  await expect(menu(page).getByRole("link", { name: "My Dashboard" })).toHaveCount(0);
  await expect(desktopLink(page, "/login")).toBeHidden();

  const close = page.getByRole("button", { name: "Close menu" });
  await expect(close).toHaveAttribute("aria-expanded", "true");
  await close.click();
  await expect(menu(page)).toHaveCount(0);
});

test("picking a link closes the menu", async ({ page }) => {
  // On / the menu also lists the in-page anchors; following one keeps the page, so the menu closing is
  // the link handler's doing, not a page load's.
  await page.goto("/");
  await page.evaluate(() => {
    (window as unknown as { marker: string }).marker = "same page";
  });
  await page.getByRole("button", { name: "Open menu" }).click();
  await menu(page).getByRole("link", { name: "FAQ" }).click();
  await expect(menu(page)).toHaveCount(0);
  await expect(page).toHaveURL(/#faq$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same page");

  // A page link closes it too, and goes where it points.
  await page.getByRole("button", { name: "Open menu" }).click();
  await menu(page).getByRole("link", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(menu(page)).toHaveCount(0);
});

// The shared chrome on desktop (requirements §2 "Shared chrome", §4 cookie consent): cookie banner, beta banner,
// footer links and the signed-out nav. Tests use /coming-soon, a page whose content is not under test.
import { expect, test, type Page } from "./test.ts";
import { FOOTER_LINKS } from "./accounts-helpers.ts";

const PAGE = "/coming-soon";
const ACCEPT = "Accept All Cookies";
const DECLINE = "Decline Non-Essential Cookies";
const BETA_LINK = "click here to learn what that means for you";

/** The server-rendered HTML the context's cookies get (what a reload paints before any script runs). */
async function serverHtml(page: Page, url = PAGE) {
  return (await page.request.get(url)).text();
}

const cookieBanner = (page: Page) => page.getByRole("region", { name: "Cookie consent" });
const betaBanner = (page: Page) => page.getByRole("region", { name: "Beta notice" });

test.describe("cookie banner", () => {
  test("a new visitor sees it, with 'Learn more' and both choices", async ({ page }) => {
    await page.goto(PAGE);
    const banner = cookieBanner(page);
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("link", { name: "Learn more" })).toHaveAttribute("href", "/privacy-policy#cookies");
    await expect(banner.getByRole("button", { name: DECLINE })).toBeVisible();
    await expect(banner.getByRole("button", { name: ACCEPT })).toBeVisible();
    // Fixed to the bottom of the viewport.
    const box = await banner.boundingBox();
    const viewport = page.viewportSize()!;
    expect(Math.abs(box!.y + box!.height - viewport.height)).toBeLessThanOrEqual(1);
  });

  test("Accept hides it for good: cookie 'accepted', no banner in the server HTML, none after reload", async ({ page, context }) => {
    await page.goto(PAGE);
    // Control for the no-flash check below: before a choice the server renders the banner.
    expect(await serverHtml(page)).toContain(ACCEPT);

    const saved = page.waitForResponse((r) => r.url().endsWith("/api/preferences/cookie-consent"));
    await cookieBanner(page).getByRole("button", { name: ACCEPT }).click();
    await expect(cookieBanner(page)).toBeHidden();
    expect((await saved).status()).toBe(200);

    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "cookie-consent")?.value).toBe("accepted");
    // A signed-out visitor's choice lives in this cookie only (no per-visitor KV record; requirements §18).
    expect(cookies.find((c) => c.name === "visitor_id")).toBeUndefined();

    expect(await serverHtml(page)).not.toContain(ACCEPT);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(cookieBanner(page)).toHaveCount(0);
  });

  test("Decline hides it for good and removes the sidebar and analytics cookies", async ({ page, context, baseURL }) => {
    const doomed = ["sidebar_state", "_ga", "_gid", "_gat"];
    await context.addCookies(doomed.map((name) => ({ name, value: "x", url: baseURL! })));
    await page.goto(PAGE);
    expect((await context.cookies()).map((c) => c.name)).toEqual(expect.arrayContaining(doomed));

    const saved = page.waitForResponse((r) => r.url().endsWith("/api/preferences/cookie-consent"));
    await cookieBanner(page).getByRole("button", { name: DECLINE }).click();
    await expect(cookieBanner(page)).toBeHidden();
    expect((await saved).status()).toBe(200);

    const names = (await context.cookies()).map((c) => c.name);
    for (const name of doomed) expect(names).not.toContain(name);
    expect((await context.cookies()).find((c) => c.name === "cookie-consent")?.value).toBe("declined");

    expect(await serverHtml(page)).not.toContain(DECLINE);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(cookieBanner(page)).toHaveCount(0);
  });
});

test.describe("beta banner", () => {
  test("shows on first load with a link to /beta; closing it lasts for the session only", async ({ page, browser, baseURL }) => {
    await page.goto(PAGE);
    const banner = betaBanner(page);
    await expect(banner).toBeVisible();
    await expect(banner).toContainText("currently in Beta");
    await expect(banner.getByRole("link", { name: BETA_LINK })).toHaveAttribute("href", "/beta");

    await banner.getByRole("button", { name: "Close beta notice" }).click();
    await expect(banner).toBeHidden();
    expect(await serverHtml(page)).not.toContain(BETA_LINK);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(betaBanner(page)).toHaveCount(0);

    // A new browser session shows it again.
    const fresh = await browser.newContext({ baseURL });
    try {
      const other = await fresh.newPage();
      await other.goto(PAGE);
      await expect(betaBanner(other)).toBeVisible();
    } finally {
      await fresh.close();
    }
  });

  test("scrolling away from the top hides it, and it stays hidden", async ({ page }) => {
    await page.goto(PAGE);
    // Make sure the page can scroll whatever its content.
    await page.evaluate(() => {
      document.body.style.minHeight = "3000px";
    });
    await expect(betaBanner(page)).toBeVisible();
    await page.mouse.move(400, 400);
    await page.mouse.wheel(0, 600);
    await expect(betaBanner(page)).toBeHidden();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(betaBanner(page)).toBeHidden();
    expect(await serverHtml(page)).not.toContain(BETA_LINK);
  });
});

test("the footer has the six links of the spec", async ({ page }) => {
  await page.goto(PAGE);
  const links = page.getByRole("contentinfo").getByRole("navigation", { name: "Footer" }).getByRole("link");
  const expected = FOOTER_LINKS;
  await expect(links).toHaveCount(expected.length);
  for (const [i, [name, href]] of expected.entries()) {
    await expect(links.nth(i)).toHaveText(name!);
    await expect(links.nth(i)).toHaveAttribute("href", href!);
  }
  await links.filter({ hasText: "Contact Us" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1, name: "Contact" })).toBeVisible();
});

test("signed out, the nav offers Log In and Sign Up; in-page anchors only on /", async ({ page }) => {
  await page.goto(PAGE);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login");
  await expect(nav.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");
  await expect(nav.getByRole("link", { name: "My Dashboard" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "How It Works" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();

  await page.goto("/");
  for (const name of ["How It Works", "Benefits", "Testimonials", "FAQ"]) {
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name })).toBeVisible();
  }
});

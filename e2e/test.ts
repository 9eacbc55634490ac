// The one way the browser tests open pages. Every spec imports `test` and `expect` from here, never from
// "@playwright/test": each page (the fixture's, a context's new tabs, and those of contexts made with
// `browser.newContext`) waits after `goto`, `reload`, `goBack`, `goForward` and `waitForURL` until React has
// hydrated the app, so no click or keystroke reaches a page whose handlers are not attached yet.
// The marker is `data-hydrated` on <html>, set by the root layout once hydrated; what loads later (the
// account menu's code) takes input from then on (ADR 0088). See docs/decisions/0060. A context made
// with `javaScriptEnabled: false` (the forms without JavaScript, ADR 0071) is left as it is.
import { test as base, expect, type Browser, type BrowserContext, type Locator, type Page, type Response } from "@playwright/test";

export { expect };
export type { APIRequestContext, Browser, BrowserContext, BrowserContextOptions, Locator, Page } from "@playwright/test";

/** Waits until the app on `page` has hydrated (no-op for a document that is not one of the app's pages). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    // JSON, files and the dev server's plain pages have no app to hydrate.
    if (document.contentType !== "text/html" || !document.querySelector("script[type=module]")) return true;
    return document.documentElement.hasAttribute("data-hydrated");
  });
}

const instrumented = new WeakSet<Page>();

/** Makes the page's navigations wait for hydration; returns the page. */
export function waitForHydration(page: Page): Page {
  if (instrumented.has(page)) return page;
  instrumented.add(page);
  const settle = async <T extends Response | null | void>(result: T): Promise<T> => {
    // A download or an aborted navigation leaves no document to wait for.
    if (result && !(result.headers()["content-type"] ?? "").includes("text/html")) return result;
    await hydrated(page);
    return result;
  };
  const goto = page.goto.bind(page);
  page.goto = async (...args) => settle(await goto(...args));
  const reload = page.reload.bind(page);
  page.reload = async (...args) => settle(await reload(...args));
  const goBack = page.goBack.bind(page);
  page.goBack = async (...args) => settle(await goBack(...args));
  const goForward = page.goForward.bind(page);
  page.goForward = async (...args) => settle(await goForward(...args));
  const waitForURL = page.waitForURL.bind(page);
  page.waitForURL = async (...args) => {
    await waitForURL(...args);
    await hydrated(page);
  };
  return page;
}

/** Every page the context opens waits for hydration. */
export function withHydration(context: BrowserContext): BrowserContext {
  for (const page of context.pages()) waitForHydration(page);
  context.on("page", waitForHydration);
  return context;
}

const patchedBrowsers = new WeakSet<Browser>();

export const test = base.extend<{}, { hydratingBrowser: Browser }>({
  // Contexts a test makes itself (a second family, a fresh visitor) get the same pages.
  hydratingBrowser: [
    async ({ browser }, provide) => {
      if (!patchedBrowsers.has(browser)) {
        patchedBrowsers.add(browser);
        const newContext = browser.newContext.bind(browser);
        // A context without JavaScript has nothing to hydrate: its pages are used as the server sent them.
        browser.newContext = async (...args) => {
          const context = await newContext(...args);
          return args[0]?.javaScriptEnabled === false ? context : withHydration(context);
        };
      }
      await provide(browser);
    },
    { scope: "worker", auto: true },
  ],
  context: async ({ context }, provide) => {
    await provide(withHydration(context));
  },
  page: async ({ page }, provide) => {
    await provide(waitForHydration(page));
  },
});

/**
 * Opens the menu behind `trigger` and waits until it has taken the focus. Ark UI registers a menu as the top
 * layer (the one Escape and outside clicks go to) in the frame after it renders, so on a busy machine a menu
 * can be visible while a dialog beneath it still answers Escape; a person never presses keys that fast.
 */
export async function openMenu(trigger: Locator): Promise<Locator> {
  const page = trigger.page();
  await trigger.click();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  await expect.poll(() => menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  return menu;
}

/** Closes the open menu with Escape and waits until it is gone. */
export async function closeMenuWithEscape(page: Page): Promise<void> {
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toBeHidden();
}

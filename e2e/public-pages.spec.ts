// Public pages on desktop: landing content and FAQ, nav anchors with the 120 px offset, roadmap
// filters kept in the URL, legal pages with hash scrolling, beta and coming-soon.
import { expect, test, type Page } from "./test.ts";
import { axe } from "./axe-helpers.ts";

const ANCHOR_OFFSET_PX = 120;

/**
 * The fixed cookie banner covers the bottom of the viewport for a new visitor. Tests that click
 * further down start with consent already given (the banner itself is covered elsewhere).
 */
async function withConsent(page: Page) {
  await setCookie(page, "cookie-consent", "declined");
}

/** Starts with the beta banner gone: it hides itself on the first scroll, shifting the page mid-scroll. */
async function withoutBetaBanner(page: Page) {
  await setCookie(page, "beta_banner_dismissed", "1");
}

async function setCookie(page: Page, name: string, value: string) {
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error("baseURL is not configured");
  await page.context().addCookies([{ name, value, url }]);
}

/** Polls until an element's top stops moving (smooth scroll done), then returns it. */
async function settledTop(page: Page, selector: string): Promise<number> {
  let last = Number.NaN;
  let stableFor = 0;
  for (let i = 0; i < 60 && stableFor < 3; i++) {
    const top = await page.locator(selector).evaluate((el) => el.getBoundingClientRect().top);
    stableFor = Math.abs(top - last) < 0.5 ? stableFor + 1 : 0;
    last = top;
    await page.waitForTimeout(100);
  }
  return last;
}

/** After a hydrated load, waits until the route modules for client navigations have loaded too. */
async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
}

test.describe("landing page", () => {
  test("shows every section's key copy in order", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/IEP Binder/);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Understand Your Child's IEP. Walk Into Every Meeting Ready.");

    const getStarted = main.getByRole("link", { name: "Get Started", exact: true });
    await expect(getStarted).toHaveAttribute("href", "/signup");
    await expect(main.getByRole("link", { name: "How It Works", exact: true })).toHaveAttribute("href", "#how-it-works");

    await expect(main.getByText("$200 per hour")).toBeVisible();
    for (const value of ["7.3M", "83%", "12+"]) await expect(main.getByText(value, { exact: true })).toBeVisible();

    const benefits = page.locator("#benefits");
    for (const title of ["Simple Organization", "AI-Powered Insights", "Personalized Guidance", "Family Collaboration"]) {
      await expect(benefits.getByRole("heading", { name: title, level: 3 })).toBeVisible();
    }

    const steps = page.locator("#how-it-works ol > li");
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0)).toContainText("Upload Your Documents");
    await expect(steps.nth(1)).toContainText("Let the AI Read Along With You");
    await expect(steps.nth(2)).toContainText("Get Insights and Ask Questions");

    const quotes = page.locator("#testimonials blockquote");
    await expect(quotes).toHaveCount(3);
    for (const name of ["Maria G.", "Denise T.", "James R."]) await expect(page.locator("#testimonials")).toContainText(name);

    const finalCta = main.getByRole("link", { name: "Get Started — It's Free" });
    await expect(finalCta).toHaveAttribute("href", "/signup");

    // Spec order: hero, founder story, statistics, benefits, how it works, testimonials, FAQ, final CTA.
    const h2s = await main.getByRole("heading", { level: 2 }).allTextContents();
    expect(h2s).toEqual([
      "Built by a Parent Who Has Sat at That Table",
      "Why Parents Need a Better Binder",
      "Everything in One Place, Explained",
      "How It Works",
      "What Parents Are Saying",
      "Frequently Asked Questions",
      "You Don't Have to Figure Out the IEP Alone",
    ]);
  });

  test("Get Started is a full page navigation to /signup", async ({ page }) => {
    await page.goto("/");
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.isNavigationRequest() && new URL(r.url()).pathname === "/signup"),
      page.getByRole("main").getByRole("link", { name: "Get Started", exact: true }).click(),
    ]);
    expect(new URL(request.url()).pathname).toBe("/signup");
  });

  test("FAQ questions open and close independently", async ({ page }) => {
    await withConsent(page);
    await page.goto("/");
    const faq = page.locator("#faq");
    const q1 = faq.getByRole("button", { name: "Is IEP Binder free?" });
    const q2 = faq.getByRole("button", { name: "What kinds of files can I upload?" });
    const a1 = faq.getByText("IEP Binder is free while we are in beta");
    const a2 = faq.getByText("You can upload PDFs, Word documents (.docx)");

    await expect(faq.getByRole("button")).toHaveCount(6);
    await expect(a1).toBeHidden();
    await expect(a2).toBeHidden();

    await q1.click();
    await expect(q1).toHaveAttribute("aria-expanded", "true");
    await expect(a1).toBeVisible();

    await q2.click();
    await expect(a1).toBeVisible();
    await expect(a2).toBeVisible();

    await q1.click();
    await expect(q1).toHaveAttribute("aria-expanded", "false");
    await expect(a1).toBeHidden();
    await expect(a2).toBeVisible();
  });

  test("in-page nav anchors show only on the landing page", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    await page.goto("/");
    for (const label of ["How It Works", "Benefits", "Testimonials", "FAQ"]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await page.goto("/roadmap");
    for (const label of ["How It Works", "Benefits", "Testimonials", "FAQ"]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveCount(0);
    }
  });

  test("the FAQ nav anchor scrolls #faq to 120 px below the top", async ({ page }) => {
    await withConsent(page);
    await withoutBetaBanner(page);
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "FAQ", exact: true }).click();
    const top = await settledTop(page, "#faq");
    expect(Math.abs(top - ANCHOR_OFFSET_PX)).toBeLessThanOrEqual(10);
    await expect(page).toHaveURL(/#faq$/);
  });

  test("the hero's How It Works link scrolls to the steps", async ({ page }) => {
    await withConsent(page);
    await withoutBetaBanner(page);
    await page.goto("/");
    await page.getByRole("main").getByRole("link", { name: "How It Works", exact: true }).click();
    const top = await settledTop(page, "#how-it-works");
    expect(Math.abs(top - ANCHOR_OFFSET_PX)).toBeLessThanOrEqual(10);
  });
});

test.describe("roadmap", () => {
  const completed = [
    "Streaming AI Responses",
    "Larger File Uploads",
    "Document Viewing and Downloading",
    "Text Extraction from Scanned Documents",
    "Goal Tracking Dashboard",
  ];

  test("lists 11 items in five quarter groups, oldest first, with badges", async ({ page }) => {
    await page.goto("/roadmap");
    await expect(page.getByRole("heading", { name: "Product Roadmap", level: 1 })).toBeVisible();
    await expect(page.getByTestId("roadmap-item")).toHaveCount(11);
    await expect(page.getByTestId("roadmap-quarter").getByRole("heading", { level: 2 })).toHaveText([
      "Q2 2025",
      "Q3 2025",
      "Q4 2025",
      "Q1 2026",
      "Q4 2026",
    ]);
    const streaming = page.getByRole("article", { name: "Streaming AI Responses" });
    await expect(streaming.locator("svg").first()).toBeVisible();
    await expect(streaming.locator("dd")).toHaveText(["Completed", "High", "AI Features"]);
    await expect(page.getByText(/Timing and features may change based on your feedback/)).toBeVisible();
  });

  test("filters default to All and combine; the URL keeps them across a reload", async ({ page }) => {
    await withConsent(page);
    await page.goto("/roadmap");
    const status = page.getByLabel("Status", { exact: true });
    const category = page.getByLabel("Category", { exact: true });
    await expect(status).toHaveValue("all");
    await expect(category).toHaveValue("all");
    await expect(status.locator("option")).toHaveText(["All", "Completed", "In Progress", "Planned", "Future"]);
    await expect(category.locator("option")).toHaveText(["All", "Core Platform", "AI Features", "Collaboration", "Analytics"]);

    // The page is static copy: a filter change must not refetch loader data from the server.
    const dataRequests: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.endsWith(".data")) dataRequests.push(r.url());
    });
    await status.selectOption({ label: "Completed" });
    await expect(page).toHaveURL(/\/roadmap\?status=completed$/);
    expect(dataRequests).toEqual([]);
    await expect(page.getByTestId("roadmap-item").getByRole("heading")).toHaveText(completed);

    await page.reload();
    await expect(status).toHaveValue("completed");
    await expect(page.getByTestId("roadmap-item")).toHaveCount(5);

    await settled(page);
    await category.selectOption({ label: "Collaboration" });
    await expect(page).toHaveURL(/status=completed&category=collaboration/);
    await expect(page.getByTestId("roadmap-item")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "No items found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your filters to see more roadmap items.")).toBeVisible();

    await page.reload();
    await expect(page.getByRole("heading", { name: "No items found" })).toBeVisible();
    await expect(category).toHaveValue("collaboration");

    await settled(page);
    await status.selectOption("all");
    await category.selectOption("all");
    await expect(page).toHaveURL(/\/roadmap$/);
    await expect(page.getByTestId("roadmap-item")).toHaveCount(11);
  });

  test("a shared filter link renders filtered on the server; unknown values fall back to All", async ({ page }) => {
    const res = await page.request.get("/roadmap?status=in-progress");
    const html = await res.text();
    expect(html).toContain("AI Document Analysis");
    expect(html).not.toContain("Goal Tracking Dashboard");

    await page.goto("/roadmap?status=bogus&category=ai");
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("all");
    await expect(page.getByTestId("roadmap-item")).toHaveCount(5);
  });
});

test.describe("legal pages", () => {
  test("privacy policy has 14 sections and today's Last updated date", async ({ page }) => {
    const startedAt = Date.now();
    await page.goto("/privacy-policy");
    await expect(page.getByRole("heading", { name: "Privacy Policy", level: 1 })).toBeVisible();
    await expect(page.locator("main section[id] > h2")).toHaveCount(14);
    await expect(page.locator("main section#cookies > h2")).toHaveText("Cookie Policy");
    // The server formats "today" in UTC; the window covers a run that straddles midnight.
    const utcDate = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
    const candidates = [utcDate.format(startedAt), utcDate.format(Date.now())];
    const text = (await page.getByText(/^Last updated: /).textContent()) ?? "";
    expect(text).toMatch(/^Last updated: [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(candidates).toContain(text.replace("Last updated: ", ""));
  });

  test("visiting /privacy-policy#cookies lands the section 120 px from the top", async ({ page }) => {
    await withConsent(page);
    await page.goto("/privacy-policy#cookies");
    const top = await settledTop(page, "#cookies");
    expect(Math.abs(top - ANCHOR_OFFSET_PX)).toBeLessThanOrEqual(10);
  });

  test("the footer's Cookie Policy link scrolls there while already on the page", async ({ page }) => {
    await withConsent(page);
    await withoutBetaBanner(page);
    await page.goto("/privacy-policy");
    await page.getByRole("contentinfo").getByRole("link", { name: "Cookie Policy" }).click();
    await expect(page).toHaveURL(/\/privacy-policy#cookies$/);
    const top = await settledTop(page, "#cookies");
    expect(Math.abs(top - ANCHOR_OFFSET_PX)).toBeLessThanOrEqual(10);
  });

  test("terms of use has 14 sections, each reachable from the table of contents", async ({ page }) => {
    await page.goto("/terms-of-use");
    await expect(page.getByRole("heading", { name: "Terms of Use", level: 1 })).toBeVisible();
    await expect(page.locator("main section[id] > h2")).toHaveCount(14);
    const toc = page.getByRole("navigation", { name: "On this page" }).getByRole("link");
    await expect(toc).toHaveCount(14);
    await expect(toc.first()).toHaveAttribute("href", "#acceptance");
    await expect(page.locator("#governing-law")).toContainText("binding arbitration");
  });
});

test.describe("beta and coming soon", () => {
  test("beta page explains the beta and offers the three next steps", async ({ page }) => {
    await page.goto("/beta");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const main = page.getByRole("main");
    for (const feature of ["Document upload and storage", "AI document analysis", "Conversational AI assistant", "Secure data encryption"]) {
      await expect(main.getByRole("heading", { name: feature, level: 3 })).toBeVisible();
    }
    for (const expectation of ["Occasional downtime", "New features", "Growing community", "Direct communication", "Security first", "Stable core"]) {
      await expect(main.getByRole("heading", { name: expectation, level: 3 })).toBeVisible();
    }
    await expect(main.getByRole("link", { name: "View Roadmap" })).toHaveAttribute("href", "/roadmap");
    await expect(main.getByRole("link", { name: "Get Started — It's Free" })).toHaveAttribute("href", "/signup");
    await expect(main.getByRole("link", { name: "Send Feedback" })).toHaveAttribute("href", "/contact");
  });

  test("coming soon page links to the roadmap", async ({ page }) => {
    await page.goto("/coming-soon");
    await expect(page.getByRole("heading", { name: "Coming Soon..." })).toBeVisible();
    const link = page.getByRole("main").getByRole("link", { name: "See our roadmap" });
    await expect(link).toHaveAttribute("href", "/roadmap");
    await link.click();
    await expect(page).toHaveURL(/\/roadmap$/);
    await expect(page.getByRole("heading", { name: "Product Roadmap" })).toBeVisible();
  });
});

const PUBLIC_PATHS = ["/", "/roadmap", "/roadmap?status=completed&category=analytics", "/privacy-policy", "/terms-of-use", "/beta"];

test("public pages hydrate without mismatches", async ({ page }) => {
  // React reports a hydration mismatch (server and client rendering different text, e.g. a date) as
  // an uncaught error, and then re-renders the whole document on the client.
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(`${page.url()}: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`${page.url()}: ${m.text()}`);
  });
  for (const path of PUBLIC_PATHS) {
    await page.goto(path);
  }
  expect(errors).toEqual([]);
});

test.describe("accessibility", () => {
  for (const path of PUBLIC_PATHS) {
    test(`${path} has no WCAG 2.1 A/AA violations`, async ({ page }) => {
      await page.goto(path);
      expect(await axe(page)).toEqual([]);
    });
  }

  test("an opened FAQ answer stays accessible", async ({ page }) => {
    await withConsent(page);
    await page.goto("/");
    await page.locator("#faq").getByRole("button", { name: "Is IEP Binder free?" }).click();
    expect(await axe(page, { include: "#faq" })).toEqual([]);
  });
});

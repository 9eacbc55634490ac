// axe at phone width (Pixel 7; requirements §19): the hamburger menu open signed out and signed in, and the
// signed-in pages whose layout changes most on a phone. No serious or critical WCAG 2.0/2.1 A/AA
// violation in any state; the desktop states are in accessibility.spec.ts.
import { expect, test, type Page } from "./test.ts";
import { newUser } from "./accounts-helpers.ts";
import { seriousViolations } from "./axe-helpers.ts";
import { createChild, files, openSession, projectBaseURL, uploadDocument, type Session } from "./family-helpers.ts";

async function openMenu(page: Page) {
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.locator("#mobile-menu")).toBeVisible();
}

test("signed out: / with the mobile menu open", async ({ page }) => {
  await page.goto("/");
  await openMenu(page);
  await expect(page.locator("#mobile-menu").getByRole("link", { name: "Sign Up" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe("signed in at phone width", () => {
  test.describe.configure({ mode: "default" });

  let family: Session;
  const ids = { child: "", doc: "" };

  test.beforeAll(async ({ browser }, info) => {
    // The project's device (viewport, touch, user agent) for the hand-made context.
    family = await openSession(browser, projectBaseURL(info), newUser("a11y-mobile", { firstName: "Priya" }), info.project.use);
    ids.child = await createChild(family.request, "Maya", { birthMonth: "March", birthYear: "2016" });
    ids.doc = await uploadDocument(family.request, ids.child, files.sampleIep(), { title: "Spring IEP" });
  });

  test.afterAll(async () => {
    await family?.context.close();
  });

  async function scan(url: string, reach: (page: Page) => Promise<void>) {
    const page = await family.context.newPage();
    try {
      await page.goto(url);
      await reach(page);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  }

  test("/dashboard with the mobile menu open", () =>
    scan("/dashboard", async (page) => {
      await openMenu(page);
      await expect(page.locator("#mobile-menu").getByText("Priya", { exact: true })).toBeVisible();
    }));

  test("/dashboard Children tab", () =>
    scan("/dashboard", (page) => expect(page.getByTestId("child-card").filter({ hasText: "Maya" })).toContainText("Born: March 2016")));

  test("/document-viewer?childId= list", () =>
    scan(`/document-viewer?childId=${ids.child}`, (page) => expect(page.getByRole("link", { name: "Spring IEP" })).toBeVisible()));

  test("/document-viewer/:id AI Insights tab", () =>
    scan(`/document-viewer/${ids.doc}`, async (page) => {
      await page.getByRole("tab", { name: "AI Insights" }).click();
      await expect(page.getByRole("region", { name: "IEP Goals Analysis" }).getByText("Measurable outcomes:").first()).toBeVisible();
    }));

  test("/conversation/:childId with messages", () =>
    scan(`/conversation/${ids.child}`, (page) =>
      expect(page.getByTestId("chat-message").first()).toContainText("What would you like to know about Maya's documents?", { timeout: 20_000 }),
    ));
});

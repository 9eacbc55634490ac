// axe on every page of the spec's route table in its main states (requirements §19): signed out, signed in with
// data (tabs, dialogs, menus, the AI Insights tab, a conversation with messages) and the empty states.
// One test per state, so the report counts what was scanned; each must have no serious or critical
// WCAG 2.0/2.1 A/AA violation. Phone-width states: accessibility.mobile.spec.ts.
import { expect, test, type Page } from "./test.ts";
import { newUser } from "./accounts-helpers.ts";
import { seriousViolations as serious } from "./axe-helpers.ts";
import { createSampleFamily, files, openSession, projectBaseURL, uploadDocument, type Session } from "./family-helpers.ts";

/** Opens `url` in a fresh tab of the session, brings it to its state and scans it. */
async function scan(session: Session, url: string, reach?: (page: Page) => Promise<void>, before?: (page: Page) => Promise<void>) {
  const page = await session.context.newPage();
  try {
    await before?.(page);
    await page.goto(url);
    await reach?.(page);
    expect(await serious(page)).toEqual([]);
  } finally {
    await page.close();
  }
}

const card = (page: Page, name: string) => page.getByTestId("child-card").filter({ hasText: name });

/** A page and what brings it to the state scanned. */
type State = { name: string; url: string; reach?: (page: Page) => Promise<void> };

test.describe("signed out", () => {
  // A first visit: the beta banner and the cookie banner are on screen and scanned with each page.
  const states: State[] = [
    { name: "landing /", url: "/" },
    { name: "/login", url: "/login" },
    {
      name: "/login forgot-password view",
      url: "/login",
      reach: async (page) => {
        await page.getByRole("button", { name: "Forgot password?" }).click();
        await expect(page.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
      },
    },
    { name: "/signup", url: "/signup" },
    { name: "/reset-password?token=", url: "/reset-password?token=some-token" },
    { name: "/roadmap", url: "/roadmap" },
    {
      name: "/roadmap 'No items found'",
      url: "/roadmap?status=completed&category=collaboration",
      reach: (page) => expect(page.getByRole("heading", { name: "No items found" })).toBeVisible(),
    },
    { name: "/privacy-policy", url: "/privacy-policy" },
    { name: "/terms-of-use", url: "/terms-of-use" },
    { name: "/contact", url: "/contact" },
    { name: "/beta", url: "/beta" },
    { name: "/coming-soon", url: "/coming-soon" },
    { name: "404 page", url: "/no/such/page", reach: (page) => expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible() },
    {
      name: "/invite/:token (no longer valid)",
      url: "/invite/some-token",
      reach: (page) => expect(page.getByRole("heading", { name: "This invitation is no longer valid" })).toBeVisible(),
    },
  ];
  for (const state of states) {
    test(state.name, async ({ page }) => {
      await page.goto(state.url);
      await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
      await state.reach?.(page);
      expect(await serious(page)).toEqual([]);
    });
  }
});

test.describe("signed in", () => {
  // One family with data for every state below, made once; each test gets a fresh tab in its context.
  test.describe.configure({ mode: "default" });

  let family: Session;
  let empty: Session;
  const ids = { maya: "", leo: "", ivy: "", pdf: "", docx: "" };

  test.beforeAll(async ({ browser }, info) => {
    const baseURL = projectBaseURL(info);
    family = await openSession(browser, baseURL, newUser("a11y", { firstName: "Priya" }));
    empty = await openSession(browser, baseURL, newUser("a11y-empty"));
    const r = family.request;
    Object.assign(ids, await createSampleFamily(r));
    await uploadDocument(r, ids.ivy, files.txt("Progress report\nIvy met 2 of 3 reading goals.\n"), { title: "Progress notes" });
  });

  test.afterAll(async () => {
    await family?.context.close();
    await empty?.context.close();
  });

  test.describe("with data", () => {
    test("/dashboard Children tab", () =>
      scan(family, "/dashboard", (page) => expect(card(page, "Maya")).toContainText("Born: March 2016")));

    test("/dashboard Settings tab", () =>
      scan(family, "/dashboard", async (page) => {
        await page.getByRole("tab", { name: "Settings" }).click();
        await expect(page.getByRole("heading", { name: "Account Settings" })).toBeVisible();
      }));

    test("/dashboard profile menu open", () =>
      scan(family, "/dashboard", async (page) => {
        await page.getByRole("button", { name: "Account menu" }).click();
        await expect(page.getByRole("menuitem", { name: "Log Out" })).toBeVisible();
      }));

    test("/dashboard child card menu open", () =>
      scan(family, "/dashboard", async (page) => {
        await card(page, "Maya").getByRole("button", { name: "Actions for Maya" }).click();
        await expect(page.getByRole("menuitem", { name: "Edit Profile" })).toBeVisible();
      }));

    test("/dashboard Add Child dialog", () =>
      scan(family, "/dashboard", async (page) => {
        await page.getByRole("button", { name: "Add Child" }).click();
        await expect(page.getByRole("dialog", { name: "Add Child" }).getByLabel("Child's Name")).toBeVisible();
      }));

    test("/dashboard Upload IEP Document dialog", () =>
      scan(family, `/dashboard?child=${ids.maya}&upload=true`, (page) =>
        expect(page.getByRole("dialog", { name: "Upload IEP Document" }).getByLabel("Document Title")).toBeVisible(),
      ));

    test("/dashboard Manage Documents dialog", () =>
      scan(family, "/dashboard", async (page) => {
        await card(page, "Maya").getByRole("button", { name: /Manage Maya's documents/ }).click();
        await expect(page.getByRole("dialog", { name: "Manage Documents" }).getByRole("row").filter({ hasText: "Spring IEP" })).toBeVisible();
      }));

    test("/dashboard Feature in Development dialog", () =>
      scan(family, "/dashboard", async (page) => {
        await page.getByRole("tab", { name: "Family Members" }).click();
        await expect(page.getByRole("dialog", { name: "Feature in Development" })).toContainText("Coming Soon!");
      }));

    test("/dashboard delete-child confirmation", () =>
      scan(family, "/dashboard", async (page) => {
        await card(page, "Leo").getByRole("button", { name: "Actions for Leo" }).click();
        await page.getByRole("menuitem", { name: "Delete" }).click();
        await expect(page.getByRole("alertdialog", { name: "Delete child profile" })).toBeVisible();
      }));

    for (const tab of ["Profile", "Documents", "Progress"]) {
      test(`/child-profile/:id ${tab} tab`, () =>
        scan(family, `/child-profile/${ids.maya}`, async (page) => {
          await page.getByRole("tab", { name: tab }).click();
          await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
          await expect(page.getByRole("tabpanel")).toBeVisible();
        }));
    }

    test("/document-viewer?childId= list", () =>
      scan(family, `/document-viewer?childId=${ids.maya}`, (page) => expect(page.getByRole("link", { name: "Evaluation Report" })).toBeVisible()));

    test("/document-viewer?childId= row menu open", () =>
      scan(family, `/document-viewer?childId=${ids.maya}`, async (page) => {
        await page.getByRole("button", { name: "Actions for Spring IEP" }).click();
        await expect(page.getByRole("menuitem", { name: "View Document" })).toBeVisible();
      }));

    test("/document-viewer?childId= Edit Document Details dialog", () =>
      scan(family, `/document-viewer?childId=${ids.maya}`, async (page) => {
        await page.getByRole("button", { name: "Actions for Spring IEP" }).click();
        await page.getByRole("menuitem", { name: "Edit Details" }).click();
        await expect(page.getByRole("dialog", { name: "Edit Document Details" }).getByLabel("Document Title")).toHaveValue("Spring IEP");
      }));

    test("/document-viewer/:id Document tab (PDF frame)", () =>
      scan(family, `/document-viewer/${ids.pdf}`, (page) => expect(page.locator("iframe")).toBeVisible()));

    test("/document-viewer/:id Document tab (a Word file's text as read)", () =>
      scan(family, `/document-viewer/${ids.docx}`, (page) => expect(page.getByRole("heading", { name: "Page 1", exact: true })).toBeVisible()));

    test("/document-viewer/:id Text tab with a citation's words marked", () =>
      scan(family, `/document-viewer/${ids.pdf}?page=4&quote=${encodeURIComponent("Speech and Language Therapy")}`, (page) =>
        expect(page.locator('section[data-page="4"]').getByTestId("quote-highlight")).toBeVisible(),
      ));

    test("/document-viewer/:id AI Insights tab loaded", () =>
      scan(family, `/document-viewer/${ids.pdf}`, async (page) => {
        await page.getByRole("tab", { name: "AI Insights" }).click();
        await expect(page.getByRole("region", { name: "IEP Goals Analysis" }).getByText("Measurable outcomes:").first()).toBeVisible();
        await expect(page.getByRole("region", { name: "Suggested Questions" }).getByRole("listitem").first()).toBeVisible();
      }));

    test("/document-upload/:childId", () =>
      scan(family, `/document-upload/${ids.maya}`, (page) => expect(page.getByRole("heading", { name: "Upload IEP Document for Maya" })).toBeVisible()));

    test("/document-upload/:childId with a file chosen", () =>
      scan(family, `/document-upload/${ids.maya}`, async (page) => {
        await page.locator('input[type="file"]').setInputFiles(files.pdf(["Individualized Education Program"], "Fall IEP.pdf"));
        await expect(page.getByTestId("chosen-file")).toHaveText("Fall IEP.pdf");
        await expect(page.getByLabel("Document Title")).toHaveValue("Fall IEP");
      }));

    test("/conversation/:childId with messages", () =>
      scan(family, `/conversation/${ids.maya}`, async (page) => {
        // The summary is generated on the first visit and becomes the first message.
        await expect(page.getByTestId("chat-message").first()).toContainText("What would you like to know about Maya's documents?", { timeout: 20_000 });
        await expect(page.getByRole("button", { name: "Copy message" }).first()).toBeVisible();
      }));

    test("/test-add-child with an API response", () =>
      scan(family, "/test-add-child", async (page) => {
        await page.getByLabel("Child Name").fill("Tess");
        await page.getByRole("button", { name: "Add Child" }).click();
        await expect(page.getByTestId("api-response")).toContainText('"status": 201');
      }));

    test("not-found states (child, document, conversation)", async () => {
      test.slow(); // does many things: see docs/decisions/0060
      // Three pages of one kind: the not-found state of each signed-in area.
      await scan(family, "/child-profile/00000000-0000-0000-0000-000000000000", (page) =>
        expect(page.getByRole("heading", { name: "Child not found" })).toBeVisible(),
      );
      await scan(family, "/document-viewer/00000000-0000-0000-0000-000000000000", (page) =>
        expect(page.getByRole("heading", { name: "Document not found" })).toBeVisible(),
      );
      await scan(family, "/conversation/00000000-0000-0000-0000-000000000000", (page) => expect(page.getByText("Child profile not found.")).toBeVisible());
    });
  });

  test.describe("empty states", () => {
    test("/dashboard with no children", () => scan(empty, "/dashboard", (page) => expect(page.getByText("No children added yet")).toBeVisible()));

    test("/document-viewer?childId= with no documents", () =>
      scan(family, `/document-viewer?childId=${ids.leo}`, (page) => expect(page.getByText("No documents found")).toBeVisible()));

    test("/child-profile/:id Documents tab with no documents", () =>
      scan(family, `/child-profile/${ids.leo}`, async (page) => {
        await page.getByRole("tab", { name: "Documents" }).click();
        await expect(page.getByText("No documents yet.")).toBeVisible();
      }));

    test("/dashboard 'No documents found' toast (Converse without documents)", () =>
      scan(family, "/dashboard", async (page) => {
        // aria-disabled, not disabled: it stays focusable and explains itself on a press.
        await card(page, "Leo").getByRole("button", { name: "Converse" }).focus();
        await page.keyboard.press("Enter");
        await expect(page.getByText("Please upload an IEP document first to start a conversation.")).toBeVisible();
      }));

    test("/conversation/:childId 'No Documents Yet'", () =>
      scan(family, `/conversation/${ids.leo}`, (page) => expect(page.getByRole("heading", { name: "No Documents Yet" })).toBeVisible()));

    test("/conversation/:childId 'Ready to Analyze Documents'", () =>
      scan(
        family,
        `/conversation/${ids.ivy}`,
        async (page) => {
          await expect(page.getByRole("heading", { name: "Ready to Analyze Documents" })).toBeVisible();
          await expect(page.getByText("Or start typing a question below")).toBeVisible();
        },
        // The state shows while the first summary is being generated: that request is held until the scan is done.
        async (page) => {
          await page.route("**/api/ai/summary/child/**", () => {});
        },
      ));
  });
});

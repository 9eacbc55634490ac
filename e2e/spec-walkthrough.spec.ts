// Spec walk-through (requirements §19): one test per row of the route table in requirements §2, checking that the texts the
// spec names for that route render — headings, labels, buttons, links, empty and not-found states —
// signed out and signed in where both apply, with the shared chrome (beta banner, nav, footer links,
// cookie banner) on the way. Behaviour in depth lives in the other specs; this file is the one place
// that shows every route of the spec is met by at least one browser test.
import { closeMenuWithEscape, expect, openMenu, test, type Locator, type Page } from "./test.ts";
import { FOOTER_LINKS, newUser } from "./accounts-helpers.ts";
import { createSampleFamily, files, openSession, projectBaseURL, uploadDocument, type Session } from "./family-helpers.ts";


/** Spec §2 Shared chrome, for a first-time visitor (nothing dismissed, no consent given yet). */
async function expectSignedOutChrome(page: Page) {
  const beta = page.getByRole("region", { name: "Beta notice" });
  await expect(beta).toContainText("currently in Beta");
  await expect(beta.getByRole("link", { name: "click here to learn what that means for you" })).toHaveAttribute("href", "/beta");
  await expect(beta.getByRole("button", { name: "Close beta notice" })).toBeVisible();

  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login");
  await expect(nav.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");
  await expect(nav.getByRole("link", { name: "My Dashboard" })).toHaveCount(0);

  await expectFooter(page);

  const cookies = page.getByRole("region", { name: "Cookie consent" });
  await expect(cookies.getByRole("link", { name: "Learn more" })).toHaveAttribute("href", "/privacy-policy#cookies");
  await expect(cookies.getByRole("button", { name: "Decline Non-Essential Cookies" })).toBeVisible();
  await expect(cookies.getByRole("button", { name: "Accept All Cookies" })).toBeVisible();
}

async function expectSignedInChrome(page: Page) {
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "My Dashboard" })).toHaveAttribute("href", "/dashboard");
  await expect(nav.getByRole("button", { name: "Account menu" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Log In" })).toHaveCount(0);
  await expectFooter(page);
}

async function expectFooter(page: Page) {
  const footer = page.getByRole("navigation", { name: "Footer" });
  for (const [name, href] of FOOTER_LINKS) await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
}

const h1 = (page: Page) => page.getByRole("heading", { level: 1 });
const path = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;
const toast = (page: Page) => page.locator('[data-scope="toast"][data-part="root"]');
const card = (page: Page, name: string) => page.getByTestId("child-card").filter({ hasText: name });

/** "Q3 2025" → 20253: sorts by year, then quarter number. */
function quarterKey(label: string): number {
  const [, n, y] = /Q(\d) (\d{4})/.exec(label) ?? [];
  return Number(y) * 10 + Number(n);
}

async function expectLinks(scope: Locator, links: [string, string][]) {
  for (const [name, href] of links) await expect(scope.getByRole("link", { name, exact: true }), name).toHaveAttribute("href", href);
}

test.describe("requirements §2 route table", () => {
  // One family with data for every signed-in check, made once; rows run in order in one worker.
  test.describe.configure({ mode: "default" });

  let family: Session;
  const ids = { maya: "", leo: "", ivy: "", pdf: "", docx: "", doc: "" };

  test.beforeAll(async ({ browser }, info) => {
    family = await openSession(browser, projectBaseURL(info), newUser("walk", { firstName: "Priya", lastName: "Shah" }));
    const r = family.request;
    Object.assign(ids, await createSampleFamily(r));
    // A .doc: stored, but no text can be read, so Ivy has documents and none ready.
    ids.doc = await uploadDocument(r, ids.ivy, files.doc(), { title: "Old plan" });
  });

  test.afterAll(async () => {
    await family?.context.close();
  });

  /** A fresh tab in the signed-in family's context. */
  async function signedIn(url: string): Promise<Page> {
    const page = await family.context.newPage();
    await page.goto(url);
    return page;
  }

  test("/ — landing page", async ({ page }) => {
    await page.goto("/");
    await expectSignedOutChrome(page);
    const main = page.getByRole("main");
    // Sections in the spec's order.
    const order = await main.locator('section[aria-labelledby$="-heading"]').evaluateAll((els) => els.map((e) => e.getAttribute("aria-labelledby")));
    expect(order).toEqual(["hero-heading", "founder-heading", "stats-heading", "benefits-heading", "how-it-works-heading", "testimonials-heading", "faq-heading", "final-cta-heading"]);
    await expect(h1(page)).toBeVisible();
    await expectLinks(main, [
      ["Get Started", "/signup"],
      ["How It Works", "#how-it-works"],
      ["Get Started — It's Free", "/signup"],
    ]);
    // The in-page anchors appear on / only.
    await expectLinks(page.getByRole("navigation", { name: "Main" }), [
      ["How It Works", "#how-it-works"],
      ["Benefits", "#benefits"],
      ["Testimonials", "#testimonials"],
      ["FAQ", "#faq"],
    ]);
    await expect(main.getByText("$200 per hour")).toBeVisible();
    for (const stat of ["7.3M", "83%", "12+"]) await expect(main.getByText(stat, { exact: true })).toBeVisible();
    const benefits = page.locator("#benefits");
    for (const b of ["Simple Organization", "AI-Powered Insights", "Personalized Guidance", "Family Collaboration"]) {
      await expect(benefits.getByRole("heading", { name: b })).toBeVisible();
    }
    await expect(page.locator("#how-it-works").getByRole("listitem")).toHaveCount(3);
    await expect(page.locator("#testimonials").locator("figure")).toHaveCount(3);
    // FAQ: six questions, each opens and closes on its own.
    const questions = page.locator("#faq").getByRole("button");
    await expect(questions).toHaveCount(6);
    await questions.nth(0).click();
    await questions.nth(2).click();
    await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "true");
    await expect(questions.nth(2)).toHaveAttribute("aria-expanded", "true");
    await questions.nth(0).click();
    await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "false");
    await expect(questions.nth(2)).toHaveAttribute("aria-expanded", "true");

    // Signed in, / is the Family Workspace.
    const mine = await signedIn("/");
    expect(path(mine)).toBe("/dashboard");
    await mine.close();
  });

  test("/login — log in, with the forgot-password view", async ({ page }) => {
    await page.goto("/login");
    await expectSignedOutChrome(page);
    await expect(h1(page)).toHaveText("Welcome back");
    await expect(page.getByLabel("Email")).toBeVisible();
    await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "password");
    await expect(page.getByRole("checkbox", { name: "Remember me" })).not.toBeChecked();
    await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Continue with Google" })).toHaveAttribute("href", "/api/auth/google");
    // The page flips to the forgot-password view (email) and back.
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await expect(h1(page)).toHaveText("Reset your password");
    await expect(page.getByLabel("Email")).toBeVisible();
    await expect(page.getByLabel("Password", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Send reset link" })).toBeVisible();
    await page.getByRole("button", { name: "Back to login" }).click();
    await expect(h1(page)).toHaveText("Welcome back");

    const mine = await signedIn("/login");
    expect(path(mine)).toBe("/dashboard");
    await mine.close();
  });

  test("/signup — sign up", async ({ page }) => {
    await page.goto("/signup");
    await expectSignedOutChrome(page);
    await expect(h1(page)).toHaveText("Create your account");
    for (const label of ["Email", "First name", "Last name"]) await expect(page.getByLabel(label)).toBeVisible();
    await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
    await expect(page.getByText("At least 8 characters with uppercase, lowercase and a number.")).toBeVisible();
    const agree = page.getByRole("checkbox", { name: /I agree to the Terms of Service and Privacy Policy/ });
    await expect(agree).not.toBeChecked();
    await expectLinks(page.getByRole("main"), [
      ["Terms of Service", "/terms-of-use"],
      ["Privacy Policy", "/privacy-policy"],
    ]);
    await expect(page.getByRole("button", { name: "Create account" })).toBeVisible();

    const mine = await signedIn("/signup");
    expect(path(mine)).toBe("/dashboard");
    await mine.close();
  });

  test("/reset-password — reached with ?token=", async ({ page }) => {
    await page.goto("/reset-password?token=some-token");
    await expectSignedOutChrome(page);
    await expect(h1(page)).toHaveText("Choose a new password");
    await expect(page.getByLabel("New password", { exact: true })).toHaveAttribute("type", "password");
    await expect(page.getByLabel("Confirm new password")).toHaveAttribute("type", "password");
    await expect(page.getByRole("button", { name: "Reset password" })).toBeVisible();
    // Without a token the page says so.
    await page.goto("/reset-password");
    await expect(page.getByText("Invalid or missing reset token. Please request a new password reset.")).toBeVisible();
  });

  test("/dashboard — Family Workspace", async ({ page, browser }, info) => {
    test.slow(); // does many things: see docs/decisions/0060
    await page.goto("/dashboard");
    expect(path(page), "signed out → /").toBe("/");

    const ws = await signedIn("/dashboard");
    await expectSignedInChrome(ws);
    await expect(h1(ws)).toHaveText("Family Workspace");
    await expect(ws.getByText("Manage your children's IEPs and family members")).toBeVisible();
    await expect(ws.getByRole("tab")).toHaveText(["Children", "Family Members", "Settings"]);

    // Children tab: a card per child.
    const maya = card(ws, "Maya");
    await expect(maya).toContainText("Born: March 2016");
    await expect(maya.getByRole("button", { name: /^2 Documents\./ })).toBeVisible();
    await expect(maya).toContainText("Last updated");
    await expectLinks(maya, [
      ["Upload IEP", `/document-upload/${ids.maya}`],
      ["Profile", `/child-profile/${ids.maya}`],
      ["Documents", `/document-viewer?childId=${ids.maya}`],
      ["Converse", `/conversation/${ids.maya}`],
    ]);
    await openMenu(maya.getByRole("button", { name: "Actions for Maya" }));
    await expect(ws.getByRole("menuitem")).toHaveText(["Edit Profile", "Manage Documents", "Delete"]);
    await expect(ws.getByRole("menuitem", { name: "Edit Profile" })).toHaveAttribute("href", `/child-profile/${ids.maya}`);
    await expect(ws.getByRole("menuitem", { name: "Manage Documents" })).toHaveAttribute("href", `/document-viewer?childId=${ids.maya}`);
    await closeMenuWithEscape(ws);
    // Without documents: Documents disabled, Converse explains itself.
    const leo = card(ws, "Leo");
    await expect(leo).toContainText("Never");
    await expect(leo.getByRole("button", { name: "Documents", exact: true })).toBeDisabled();
    await leo.getByRole("button", { name: "Converse" }).focus();
    await ws.keyboard.press("Enter");
    await expect(toast(ws)).toContainText("No documents found");
    await expect(toast(ws)).toContainText("Please upload an IEP document first to start a conversation.");

    // Manage Documents dialog.
    await maya.getByRole("button", { name: /Manage Maya's documents/ }).click();
    const manage = ws.getByRole("dialog", { name: "Manage Documents" });
    await expect(manage.getByRole("columnheader")).toContainText(["Title", "Type", "School Year", "Date Added"]);
    await openMenu(manage.getByRole("button", { name: "Actions for Spring IEP" }));
    await expect(ws.getByRole("menuitem", { name: "View" })).toHaveAttribute("href", `/document-viewer/${ids.pdf}`);
    await expect(ws.getByRole("menuitem", { name: "Discuss with AI" })).toHaveAttribute("href", `/conversation/${ids.maya}`);
    await expect(ws.getByRole("menuitem", { name: "Delete" })).toBeVisible();
    await closeMenuWithEscape(ws);
    await expect(manage, "Escape closes only the menu above the dialog").toBeVisible();
    await manage.getByRole("button", { name: "Close", exact: true }).click();
    await expect(manage).toBeHidden();

    // Add Child dialog.
    await ws.getByRole("button", { name: "Add Child" }).click();
    const add = ws.getByRole("dialog", { name: "Add Child" });
    for (const label of ["Child's Name", "Birth Month", "Birth Year", "Profile Picture (optional)"]) await expect(add.getByLabel(label)).toBeAttached();
    await add.getByRole("button", { name: "Cancel" }).click();
    await expect(add).toBeHidden();

    // Family Members: the Feature in Development dialog; the tab does not switch.
    await ws.getByRole("tab", { name: "Family Members" }).click();
    const feature = ws.getByRole("dialog", { name: "Feature in Development" });
    await expect(feature).toContainText("Coming Soon!");
    await expect(feature).toContainText("Family member invitations");
    await expect(feature.getByRole("link")).toHaveAttribute("href", "/roadmap");
    await feature.getByRole("button", { name: "Close", exact: true }).click();
    await expect(ws.getByRole("tab", { name: "Children" })).toHaveAttribute("aria-selected", "true");

    // Settings: first and last name; the email is read-only.
    await ws.getByRole("tab", { name: "Settings" }).click();
    await expect(ws.getByRole("heading", { name: "Account Settings" })).toBeVisible();
    await expect(ws.getByLabel("First name")).toHaveValue("Priya");
    await expect(ws.getByLabel("Last name")).toHaveValue("Shah");
    await expect(ws.getByLabel("Email", { exact: true })).toHaveAttribute("readonly", "");

    // The avatar's hover menu: My Profile and Settings go to /coming-soon (requirements §2), Log Out logs out.
    for (const item of ["My Profile", "Settings"]) {
      await ws.goto("/dashboard");
      await ws.getByRole("button", { name: "Account menu" }).hover();
      const menu = ws.getByRole("menu");
      await expect(menu.getByRole("menuitem")).toHaveText(["My Profile", "Settings", "Log Out"]);
      await expect(menu.getByRole("menuitem", { name: "Log Out" })).toHaveAttribute("href", "/api/auth/logout");
      await menu.getByRole("menuitem", { name: item }).click();
      await expect(ws).toHaveURL(/\/coming-soon$/);
    }

    // The Upload dialog, opened by the link the conversation page uses.
    await ws.goto(`/dashboard?child=${ids.maya}&upload=true`);
    const upload = ws.getByRole("dialog", { name: "Upload IEP Document" });
    for (const label of ["Document Title", "Document Type", "School Year (optional)"]) await expect(upload.getByLabel(label)).toBeVisible();
    await expect(upload.getByRole("button", { name: /Click to choose a file/ })).toBeVisible();
    await ws.close();

    // A new family: the empty state.
    const fresh = await openSession(browser, projectBaseURL(info), newUser("walk-empty"));
    try {
      await fresh.page.goto("/dashboard");
      await expect(fresh.page.getByText("No children added yet")).toBeVisible();
      await expect(fresh.page.getByText("Add your first child to get started")).toBeVisible();
    } finally {
      await fresh.context.close();
    }
  });

  test("/child-profile/{id} — child profile", async ({ page }) => {
    await page.goto(`/child-profile/${ids.maya}`);
    expect(path(page), "signed out → /").toBe("/");

    const p = await signedIn(`/child-profile/${ids.maya}`);
    await expect(p.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText(["Dashboard", "Maya's Profile"]);
    await expect(p.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(h1(p)).toHaveText("Maya's Profile");
    await expect(p.getByRole("tab")).toHaveText(["Profile", "Documents", "Progress"]);
    // Profile tab: inline-editable Name, Birth Month, Birth Year, each with Cancel and Save.
    const details = p.getByRole("definition");
    await expect(details).toContainText(["Maya", "March", "2016"]);
    await p.getByRole("button", { name: "Edit Name" }).click();
    await expect(p.getByRole("button", { name: "Save" })).toBeVisible();
    await p.getByRole("button", { name: "Cancel", exact: true }).click();
    await expect(p.getByRole("button", { name: "Edit Name" })).toBeVisible();
    // The avatar: a preview first, then 'Upload Avatar'.
    await p.locator('input[type="file"][accept^="image"]').setInputFiles({
      name: "maya.png",
      mimeType: "image/png",
      buffer: Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64"),
    });
    await expect(p.getByRole("button", { name: "Upload Avatar" })).toBeVisible();
    // Documents tab: View and Delete per document, and 'Upload Document'.
    await p.getByRole("tab", { name: "Documents" }).click();
    await expect(p.getByRole("link", { name: "View Spring IEP" })).toHaveAttribute("href", `/document-viewer/${ids.pdf}`);
    await expect(p.getByRole("button", { name: "Delete Spring IEP" })).toBeVisible();
    await expect(p.getByRole("tabpanel").getByRole("link", { name: "Upload Document" })).toHaveAttribute("href", `/document-upload/${ids.maya}`);
    await p.getByRole("tab", { name: "Progress" }).click();
    await expect(p.getByRole("tabpanel").getByRole("heading", { name: "Timeline" })).toBeVisible();

    // Empty fields read 'Not set'; a child that is not there reads 'Child not found'.
    await p.goto(`/child-profile/${ids.leo}`);
    await expect(p.getByRole("definition").filter({ hasText: "Not set" })).toHaveCount(2);
    await p.goto("/child-profile/00000000-0000-0000-0000-000000000000");
    await expect(h1(p)).toHaveText("Child not found");
    await p.close();
  });

  test("/document-viewer and /document-viewer/{id} — document list and single document", async ({ page }) => {
    test.slow(); // does many things: see docs/decisions/0060
    await page.goto(`/document-viewer?childId=${ids.maya}`);
    expect(path(page), "signed out → /").toBe("/");

    // The child's list.
    const p = await signedIn(`/document-viewer?childId=${ids.maya}`);
    await expect(h1(p)).toHaveText("Maya's Documents");
    await expect(p.getByRole("columnheader")).toContainText(["Title", "Type", "School Year", "Date Added"]);
    await expect(p.getByRole("row").filter({ hasText: "Evaluation Report" })).toContainText("2024-2025");
    await expect(p.getByRole("main").getByRole("link", { name: "Upload Document" })).toHaveAttribute("href", `/document-upload/${ids.maya}`);
    await expect(p.getByRole("link", { name: "Ask Questions" })).toHaveAttribute("href", `/conversation/${ids.maya}`);
    await p.getByRole("button", { name: "Actions for Spring IEP" }).click();
    await expect(p.getByRole("menuitem")).toHaveText(["View Document", "Edit Details", "Download", "Delete"]);
    await p.getByRole("menuitem", { name: "Edit Details" }).click();
    const edit = p.getByRole("dialog", { name: "Edit Document Details" });
    await expect(edit.getByLabel("Document Title")).toHaveValue("Spring IEP");
    await expect(edit.getByLabel("Document Type")).toHaveValue("IEP");
    await expect(edit.getByLabel("School Year (optional)")).toHaveValue("2025-2026");
    await edit.getByRole("button", { name: "Cancel" }).click();

    // No documents: the empty state, and Ask Questions disabled.
    await p.goto(`/document-viewer?childId=${ids.leo}`);
    await expect(p.getByText("No documents found")).toBeVisible();
    await expect(p.getByText("Upload your first IEP document to get started")).toBeVisible();
    await expect(p.getByRole("button", { name: "Ask Questions" })).toBeDisabled();
    // Neither id nor childId → /dashboard; ?id= is the single document.
    await p.goto("/document-viewer");
    expect(path(p)).toBe("/dashboard");
    await p.goto(`/document-viewer?id=${ids.pdf}`);
    expect(path(p)).toBe(`/document-viewer/${ids.pdf}`);

    // A single document: breadcrumb, title, type, created date, Download; tabs Document and AI Insights.
    await expect(p.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText(["Dashboard", "Maya's Documents", "Spring IEP"]);
    await expect(h1(p)).toHaveText("Spring IEP");
    await expect(p.getByRole("main")).toContainText("IEP");
    await expect(p.getByText(/^Added [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(p.getByRole("link", { name: "Download" })).toBeVisible();
    // requirements §14.3 adds a PDF's text as read beside its frame (docs/decisions/0061).
    await expect(p.getByRole("tab")).toHaveText(["Document", "Text", "AI Insights"]);
    await expect(p.locator("iframe")).toHaveAttribute("src", /#toolbar=0/);
    await p.getByRole("tab", { name: "AI Insights" }).click();
    await expect(p.getByText("AI can make mistakes. Please double-check responses.")).toBeVisible();
    await expect(p.getByRole("region", { name: "Document Summary" })).toBeVisible();
    await expect(p.getByRole("region", { name: "Suggested Questions" }).getByRole("listitem").first()).toBeVisible();
    await expect(p.getByRole("region", { name: "IEP Goals Analysis" }).getByText("Measurable outcomes:").first()).toBeVisible();

    // No browser preview for a Word file: its text as read stands in (docs/decisions/0061); the spec's
    // 'Document preview not available' is for a Word file no text could be read from.
    await p.goto(`/document-viewer/${ids.docx}`);
    await expect(p.getByRole("tab")).toHaveText(["Document", "AI Insights"]);
    await expect(p.getByRole("heading", { name: "Page 1", exact: true })).toBeVisible();
    await p.goto(`/document-viewer/${ids.doc}`);
    await expect(p.getByText("Document preview not available")).toBeVisible();
    await expect(p.getByText("Try downloading the document to view it")).toBeVisible();
    await expect(p.getByRole("link", { name: "Open Document" })).toBeVisible();

    // Not found.
    await p.goto("/document-viewer/00000000-0000-0000-0000-000000000000");
    await expect(h1(p)).toHaveText("Document not found");
    await expect(p.getByText("The requested document does not exist or you don't have access.")).toBeVisible();
    await expect(p.getByRole("main").getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard");
    await p.close();
  });

  test("/document-upload/{childId} — upload form", async ({ page }) => {
    await page.goto(`/document-upload/${ids.maya}`);
    expect(path(page), "signed out → /").toBe("/");

    const p = await signedIn(`/document-upload/${ids.maya}`);
    const crumbs = p.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("listitem")).toHaveText(["Dashboard", "Maya's Profile", "Upload Document"]);
    await expect(crumbs.getByRole("link", { name: "Maya's Profile" })).toHaveAttribute("href", `/child-profile/${ids.maya}`);
    await expect(h1(p)).toHaveText("Upload IEP Document for Maya");
    await expect(p.getByLabel("Document Title")).toBeVisible();
    await expect(p.getByLabel("Document Type")).toBeVisible();
    await expect(p.getByLabel("School Year (optional)")).toBeVisible();
    await expect(p.getByText("If left blank, the current year is used.")).toBeVisible();
    await expect(p.getByRole("button", { name: /Click to choose a file/ })).toBeVisible();
    await expect(p.getByRole("button", { name: "Upload Document" })).toBeVisible();
    await p.getByRole("link", { name: "Cancel" }).click();
    await expect(p).toHaveURL(/\/dashboard$/);
    await p.close();
  });

  test("/conversation/{childId} — AI chat", async ({ page }) => {
    test.slow(); // does many things: see docs/decisions/0060
    await page.goto(`/conversation/${ids.maya}`);
    expect(path(page), "signed out → /").toBe("/");

    // Ready documents and no summary yet: 'Ready to Analyze Documents' while the first summary is being
    // generated. That request is held, then dropped (a lost connection), so the button comes back.
    const c = await family.context.newPage();
    let drop!: () => void;
    const dropped = new Promise<void>((resolve) => (drop = resolve));
    await c.route("**/api/ai/summary/child/**", async (route) => {
      await dropped;
      await route.abort();
    });
    await c.goto(`/conversation/${ids.maya}`);
    await expect(h1(c)).toHaveText("Conversation with Maya");
    await expect(c.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText(["Dashboard", "Maya", "Conversation"]);
    await expect(c.getByRole("heading", { name: "Ready to Analyze Documents" })).toBeVisible();
    await expect(c.getByRole("button", { name: "Generating Summary..." })).toBeDisabled();
    await expect(c.getByText("Or start typing a question below")).toBeVisible();
    drop();
    await expect(toast(c)).toContainText("Error generating summary");
    await c.unroute("**/api/ai/summary/child/**");
    // 'Generate Document Summary' makes the summary the first message, with a copy action and a timestamp.
    await c.getByRole("button", { name: "Generate Document Summary" }).click();
    const first = c.getByTestId("chat-message").first();
    await expect(first).toContainText("What would you like to know about Maya's documents?", { timeout: 20_000 });
    await expect(toast(c)).toContainText("Summary Generated");
    await expect(first.locator("time")).toBeVisible();
    await expect(first.getByRole("button", { name: "Copy message" })).toBeVisible();
    await expect(c.getByLabel("Ask a question about Maya's documents")).toBeEnabled();

    // The side column: Child Information and the documents, each Active.
    await expect(c.getByRole("heading", { name: "Child Information" })).toBeVisible();
    await expect(c.getByText("Born March 2016")).toBeVisible();
    const docs = c.getByTestId("document-list");
    await expect(docs.getByText("Active")).toHaveCount(2);
    await expect(docs.getByRole("link", { name: /Spring IEP/ })).toHaveAttribute("href", `/document-viewer/${ids.pdf}`);
    await expect(c.getByRole("link", { name: "Upload Document" })).toHaveAttribute("href", `/dashboard?child=${ids.maya}&upload=true`);
    // The documents list is at most 15rem high; the chat panel is 700 px high.
    expect(await docs.evaluate((el) => getComputedStyle(el).maxHeight)).toBe("240px");
    expect((await c.getByRole("region", { name: "Chat" }).boundingBox())?.height).toBe(700);
    // ?conversation= picks that conversation.
    const list = (await (await family.request.get(`/api/children/${ids.maya}/conversations`)).json()) as { id: string }[];
    await c.goto(`/conversation/${ids.maya}?conversation=${list[0]!.id}`);
    await expect(c.getByTestId("chat-message").first()).toContainText("What would you like to know about Maya's documents?");

    // The other empty states.
    await c.goto(`/conversation/${ids.leo}`);
    await expect(c.getByRole("heading", { name: "No Documents Yet" })).toBeVisible();
    await expect(c.getByRole("link", { name: "Upload First Document" })).toBeVisible();
    await c.goto(`/conversation/${ids.ivy}`);
    await expect(c.getByText("Start a conversation about Ivy's educational documents.")).toBeVisible();
    await c.goto("/conversation/00000000-0000-0000-0000-000000000000");
    await expect(c.getByText("Child profile not found.")).toBeVisible();
    await expect(c.getByRole("main").getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/dashboard");
    await c.close();
  });

  test("/test-add-child — Test Add Child", async ({ page }) => {
    await page.goto("/test-add-child");
    expect(path(page), "signed out → / (it writes)").toBe("/");

    const p = await signedIn("/test-add-child");
    await expect(h1(p)).toHaveText("Test Add Child");
    await p.getByLabel("Child Name").fill("Tess");
    await p.getByRole("button", { name: "Add Child" }).click();
    // A dump of the API response.
    const dump = p.getByTestId("api-response");
    await expect(dump).toContainText('"status": 201');
    await expect(dump).toContainText('"name": "Tess"');
    await p.close();
  });

  test("/coming-soon — placeholder", async ({ page }) => {
    await page.goto("/coming-soon");
    await expectSignedOutChrome(page);
    await expect(h1(page)).toHaveText("Coming Soon...");
    await expect(page.getByRole("main").getByRole("link")).toHaveAttribute("href", "/roadmap");
    const p = await signedIn("/coming-soon");
    await expect(h1(p)).toHaveText("Coming Soon...");
    await expectSignedInChrome(p);
    await p.close();
  });

  test("/roadmap, /privacy-policy, /terms-of-use, /contact, /beta — public pages", async ({ page }) => {
    // Roadmap: both filters default to All; quarter groups in order; the 'No items found' state.
    await page.goto("/roadmap");
    await expectSignedOutChrome(page);
    await expect(h1(page)).toHaveText("Product Roadmap");
    await expect(page.getByRole("main")).toContainText("IEP management");
    for (const label of ["Status", "Category"]) {
      const select = page.getByLabel(label, { exact: true });
      await expect(select).toHaveValue("all");
      await expect(select.locator("option").first()).toHaveText("All");
    }
    const quarters = await page.getByTestId("roadmap-quarter").getByRole("heading", { level: 2 }).allTextContents();
    expect(quarters.length).toBeGreaterThan(1);
    const order = quarters.map(quarterKey);
    expect(order).toEqual(order.toSorted((a, b) => a - b));
    await expect(page.getByText(/feedback, technical considerations and business priorities/)).toBeVisible();
    await page.goto("/roadmap?status=completed&category=collaboration");
    await expect(page.getByRole("heading", { name: "No items found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your filters to see more roadmap items.")).toBeVisible();

    // Privacy Policy: 14 sections, the cookie policy at #cookies, 'Last updated' today.
    await page.goto("/privacy-policy");
    await expect(h1(page)).toHaveText("Privacy Policy");
    await expect(page.locator("section[id] > h2")).toHaveCount(14);
    await expect(page.locator("#cookies h2")).toHaveText("Cookie Policy");
    await expect(page.getByTestId("last-updated")).toContainText(String(new Date().getUTCFullYear()));

    // Terms of Use: 14 sections, ending with governing law (United States, binding arbitration) and contact.
    await page.goto("/terms-of-use");
    await expect(h1(page)).toHaveText("Terms of Use");
    await expect(page.locator("section[id] > h2")).toHaveCount(14);
    await expect(page.locator("#governing-law")).toContainText("United States");
    await expect(page.locator("#governing-law")).toContainText("binding arbitration");

    // Contact.
    await page.goto("/contact");
    await expect(h1(page)).toHaveText("Contact");
    await expect(page.getByText("We're here to help with your IEP journey")).toBeVisible();
    for (const label of [/^Name/, /^Email/, /^Subject/, /^Message/]) await expect(page.getByLabel(label)).toBeVisible();
    await expect(page.getByRole("main").locator('a[href^="mailto:"]').first()).toBeVisible();
    await expect(page.getByText(/✓ Security verification ready|⏳ Loading security verification\.\.\./)).toBeVisible();
    await expect(page.getByText("Protected by reCAPTCHA v3")).toBeVisible();

    // Beta.
    await page.goto("/beta");
    await expect(h1(page)).toHaveText("IEP Binder Is in Beta");
    for (const feature of ["Document upload and storage", "AI document analysis"]) await expect(page.getByRole("heading", { name: feature })).toBeVisible();
    await expectLinks(page.getByRole("main"), [
      ["View Roadmap", "/roadmap"],
      ["Get Started — It's Free", "/signup"],
      ["Send Feedback", "/contact"],
    ]);

    // The same pages signed in.
    const p = await family.context.newPage();
    for (const [url, title] of [
      ["/roadmap", "Product Roadmap"],
      ["/privacy-policy", "Privacy Policy"],
      ["/terms-of-use", "Terms of Use"],
      ["/contact", "Contact"],
      ["/beta", "IEP Binder Is in Beta"],
    ]) {
      const res = await p.goto(url!);
      expect(res?.status(), url).toBe(200);
      await expect(h1(p)).toHaveText(title!);
    }
    await p.close();
  });

  test("any other path — 404 page", async ({ page }) => {
    const res = await page.goto("/no/such/page");
    expect(res?.status()).toBe(404);
    await expectSignedOutChrome(page);
    await expect(h1(page)).toHaveText("Page Not Found");
    await expect(page.getByText("The page you are looking for does not exist.")).toBeVisible();
    // /profile and /settings (the mobile menu's targets in the spec) are not routes either.
    const p = await family.context.newPage();
    for (const url of ["/profile", "/settings", "/no/such/page"]) {
      const r = await p.goto(url);
      expect(r?.status(), url).toBe(404);
      await expect(h1(p)).toHaveText("Page Not Found");
    }
    await p.close();
  });
});

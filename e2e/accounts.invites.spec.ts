// Family invitations with FEATURE_FAMILY_INVITES=true (the "invites" project runs these against the
// flag-on server; see scripts/e2e-server.mjs). Invite → e-mailed link → the invitee signs up from the
// link, or accepts while signed in → both see one family with its Owner and Member.
import { expect, test, type Browser, type Page } from "./test.ts";
import { giveConsent, newUser, signUpViaApi, waitForLink, type TestUser } from "./accounts-helpers.ts";

const INVITE_LINK = /https?:\/\/\S+\/invite\/[\w-]+/;

async function newPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await giveConsent(context, baseURL);
  return context.newPage();
}

async function openFamilyTab(page: Page) {
  await page.goto("/dashboard");
  await page.getByRole("tab", { name: "Family Members" }).click();
  await expect(page.getByRole("tab", { name: "Family Members" })).toHaveAttribute("aria-selected", "true");
  return page.getByRole("tabpanel", { name: "Family Members" });
}

async function invite(owner: Page, invitee: TestUser) {
  const panel = await openFamilyTab(owner);
  await panel.getByLabel("First name").fill(invitee.firstName);
  await panel.getByLabel("Email").fill(invitee.email);
  await panel.getByRole("button", { name: "Send invitation" }).click();
  await expect(owner.locator('[data-scope="toast"][data-part="root"]')).toContainText("Invitation Sent!");
}

const memberRows = (page: Page) => page.getByRole("tabpanel", { name: "Family Members" }).getByRole("list", { name: "Family Members" }).getByRole("listitem");

test("invite → the invitee signs up from the link → both see the family", async ({ browser, baseURL }) => {
  test.slow(); // does many things: see docs/decisions/0060
  const owner = await newPage(browser, baseURL!);
  const ownerUser = newUser("owner", { firstName: "Dana", lastName: "Okafor" });
  await signUpViaApi(owner, ownerUser);

  const panel = await openFamilyTab(owner);
  await expect(owner.getByRole("dialog")).toHaveCount(0);
  await expect(memberRows(owner)).toHaveCount(1);
  await expect(memberRows(owner).first()).toContainText("Dana Okafor");
  await expect(memberRows(owner).first()).toContainText("Owner");
  await expect(panel.getByText("No family members")).toBeVisible();
  await expect(panel.getByText("Invite your partner or spouse to collaborate")).toBeVisible();

  // The e-mail is required, with the spec's toast.
  await panel.getByLabel("First name").fill("Sam");
  await panel.getByRole("button", { name: "Send invitation" }).click();
  await expect(owner.locator('[data-scope="toast"][data-part="root"]')).toContainText("Missing email");
  await expect(owner.locator('[data-scope="toast"][data-part="root"]')).toContainText("Please enter an email address.");

  const invitee = newUser("partner", { firstName: "Sam", lastName: "Okafor", password: "Riverbend8Stone" });
  await invite(owner, invitee);
  const link = await waitForLink(owner.request, invitee.email, INVITE_LINK);

  const guest = await newPage(browser, baseURL!);
  await guest.goto(link);
  await expect(guest.getByRole("heading", { level: 1, name: "Join a family workspace" })).toBeVisible();
  await expect(guest.getByRole("main")).toContainText("Dana invited you to join the Okafor family");
  await expect(guest.getByRole("link", { name: "Log in to accept" })).toHaveAttribute("href", `/login?next=${encodeURIComponent(link)}`);
  await guest.getByRole("link", { name: "Create an account" }).click();

  // A full page load: fields filled before hydration would be reset by it.
  await guest.waitForURL(/\/signup\?invite=/);
  await expect(guest.getByLabel("Email")).toHaveValue(invitee.email);
  await expect(guest.getByLabel("Email")).toHaveAttribute("readonly", "");
  await expect(guest.getByLabel("First name")).toHaveValue("Sam");
  await guest.getByLabel("Password", { exact: true }).fill(invitee.password);
  await guest.getByLabel("Last name").fill(invitee.lastName);
  await guest.getByRole("checkbox", { name: /I agree/ }).check();
  await guest.getByRole("button", { name: "Create account" }).click();
  // A full page load (the sign-up's redirect) that the next step clicks in: wait for it to hydrate.
  await guest.waitForURL(/\/dashboard$/);

  // The member sees the family: its Owner and themselves.
  await openFamilyTab(guest);
  await expect(memberRows(guest)).toHaveCount(2);
  await expect(memberRows(guest).filter({ hasText: "Dana Okafor" })).toContainText("Owner");
  await expect(memberRows(guest).filter({ hasText: "Sam Okafor" })).toContainText("Member");
  await expect(guest.getByText("Only the family's Owner can invite people to this workspace.")).toBeVisible();

  // And the owner sees the new member.
  await openFamilyTab(owner);
  await expect(memberRows(owner)).toHaveCount(2);
  await expect(memberRows(owner).filter({ hasText: "Sam Okafor" })).toContainText("Member");
  await expect(owner.getByText("No family members")).toHaveCount(0);

  // The link worked once.
  await guest.goto(link);
  await expect(guest.getByRole("heading", { level: 1, name: "This invitation is no longer valid" })).toBeVisible();
});

test("a signed-in invitee accepts with 'Join family'", async ({ browser, baseURL }) => {
  const owner = await newPage(browser, baseURL!);
  await signUpViaApi(owner, newUser("owner", { firstName: "Lee", lastName: "Park" }));
  const inviteeUser = newUser("joiner", { firstName: "Kim", lastName: "Park" });
  await invite(owner, inviteeUser);
  const link = await waitForLink(owner.request, inviteeUser.email, INVITE_LINK);

  const invitee = await newPage(browser, baseURL!);
  await signUpViaApi(invitee, inviteeUser);
  await invitee.goto(link);
  await invitee.getByRole("button", { name: "Join family" }).click();
  await invitee.waitForURL(/\/dashboard$/);
  await openFamilyTab(invitee);
  await expect(memberRows(invitee).filter({ hasText: "Lee Park" })).toContainText("Owner");
  await expect(memberRows(invitee).filter({ hasText: "Kim Park" })).toContainText("Member");
});

test("an unknown invitation link says it is no longer valid", async ({ page, baseURL }) => {
  await giveConsent(page.context(), baseURL!);
  const res = await page.goto("/invite/not-a-real-token-0123456789abcdef");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "This invitation is no longer valid" })).toBeVisible();
});

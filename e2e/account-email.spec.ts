// Change of e-mail under Settings (requirements §18; docs/decisions/0016): the current password is asked for, the
// link goes to the new address, using it moves the account, and a used link says so.
import { expect, test } from "./test.ts";
import { giveConsent, newUser, signUpViaApi, waitForLink } from "./accounts-helpers.ts";

const EMAIL_LINK = /https?:\/\/\S+\/account\/confirm-email\?token=[A-Za-z0-9_-]+/;

test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!));

test("change e-mail: wrong password refused, then the e-mailed link moves the account once", async ({ page }) => {
  const user = newUser("email");
  await signUpViaApi(page, user);
  const next = newUser("moved").email;
  await page.goto("/dashboard?tab=settings");
  const panel = page.getByRole("tabpanel", { name: "Settings" });
  await panel.getByLabel("New email address").fill(next);
  await panel.getByLabel("Your password (to confirm it's you)").fill("Not-The-Password-1");
  await panel.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(panel.getByText("Your current password is not correct.")).toBeVisible();

  await panel.getByLabel("Your password (to confirm it's you)").fill(user.password);
  await panel.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(panel.getByRole("status")).toContainText(`Check your inbox at ${next}`);
  const oldMail = await waitForLink(page.request, user.email, /https?:\/\/\S+\/login\?view=forgot/);
  expect(oldMail).toContain("/login");

  const link = await waitForLink(page.request, next, EMAIL_LINK);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Confirm your new email address" })).toBeVisible();
  await page.getByRole("button", { name: "Use this address" }).click();
  await expect(page.getByRole("heading", { name: "Email address changed" })).toBeVisible();
  await expect(page.getByText(`Your e-mail address is now ${next}.`)).toBeVisible();

  await page.goto("/dashboard?tab=settings");
  await expect(page.getByRole("tabpanel", { name: "Settings" }).getByLabel("Email", { exact: true })).toHaveValue(next);

  // The same link again: it says it was used.
  await page.goto(link);
  await page.getByRole("button", { name: "Use this address" }).click();
  await expect(page.getByText("This link has already been used.", { exact: false })).toBeVisible();

  const oldLogin = await page.request.post("/api/auth/login", { data: { email: user.email, password: user.password } });
  expect(oldLogin.status()).toBe(401);
  const newLogin = await page.request.post("/api/auth/login", { data: { email: next, password: user.password } });
  expect(newLogin.status()).toBe(200);
});

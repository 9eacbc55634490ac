// The family invitation form without JavaScript (ADR 0071), against the flag-on server (the "invites"
// project, FEATURE_FAMILY_INVITES=true): the field's message and the toast's words in the page, then sent.
import { expect, test } from "./test.ts";
import { giveConsent, newUser, registerAndConfirm, waitForLink } from "./accounts-helpers.ts";

test("invite without JavaScript: the missing e-mail under its field, then the invitation sent", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await giveConsent(context, baseURL!);
  await registerAndConfirm(context.request, newUser("nojs-owner"));
  const page = await context.newPage();
  await page.goto("/dashboard?tab=family");
  const panel = page.getByRole("tabpanel", { name: "Family Members" });
  await panel.getByLabel("First name").fill("Sam");
  await panel.getByRole("button", { name: "Send invitation" }).click();
  await expect(panel.getByLabel("Email")).toHaveAccessibleDescription("Please enter an email address.");
  await expect(panel.getByText("Missing email", { exact: true })).toBeVisible();
  await expect(panel.getByLabel("First name")).toHaveValue("Sam");

  const invitee = newUser("nojs-invitee");
  await panel.getByLabel("Email").fill(invitee.email);
  await panel.getByRole("button", { name: "Send invitation" }).click();
  await expect(panel.getByText("Invitation Sent!", { exact: true })).toBeVisible();
  await expect(panel.getByText(`Invitation sent to ${invitee.email}.`)).toBeVisible();
  expect(await waitForLink(context.request, invitee.email, /https?:\/\/\S+\/invite\/[\w-]+/)).toContain("/invite/");
  await context.close();
});

// The account's own controls under Settings (requirements §18.6): change password, the sessions list with
// sign-out per device, log out everywhere, recent sign-in activity, delete account.
import { expect, test } from "./test.ts";
import { giveConsent, newUser, signUpViaApi } from "./accounts-helpers.ts";

test.describe("account controls", () => {
  test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!));

  test("change password, see and end another session, then log out everywhere", async ({ page, browser, baseURL }) => {
    const user = newUser("controls");
    await signUpViaApi(page, user);
    // A second device.
    const phone = await browser.newContext({ baseURL });
    const login = await phone.request.post("/api/auth/login", { data: { email: user.email, password: user.password } });
    expect(login.status()).toBe(200);

    await page.goto("/dashboard?tab=settings");
    const panel = page.getByRole("tabpanel", { name: "Settings" });
    const sessions = panel.getByRole("list", { name: "Where you're signed in" });
    await expect(sessions.getByRole("listitem")).toHaveCount(2);
    await expect(sessions.getByText("(This device)")).toBeVisible();
    await expect(panel.getByRole("list", { name: "Recent sign-in activity" }).getByText("Signed in").first()).toBeVisible();

    await sessions.getByRole("button", { name: "Sign out" }).click();
    await expect(sessions.getByRole("listitem")).toHaveCount(1);
    expect((await phone.request.get("/api/auth/user")).status()).toBe(401);
    await phone.close();

    await panel.getByLabel("Current password").fill("Not-The-Password-1");
    await panel.getByLabel("New password", { exact: true }).fill("Evening7Harbor");
    await panel.getByRole("button", { name: "Change password" }).click();
    await expect(panel.getByText("Your current password is not correct.")).toBeVisible();
    await panel.getByLabel("Current password").fill(user.password);
    await panel.getByRole("button", { name: "Change password" }).click();
    await expect(page.locator('[data-scope="toast"][data-part="root"]')).toContainText("Password changed");

    await panel.getByRole("button", { name: "Log out everywhere" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/$/);
  });

  test("the server's refusal shows under its field, and only in its own form", async ({ page }) => {
    await signUpViaApi(page, newUser("refused"));
    await page.goto("/dashboard?tab=settings");
    const panel = page.getByRole("tabpanel", { name: "Settings" });
    await panel.getByLabel("Current password").fill("Not-The-Password-1");
    await panel.getByLabel("New password", { exact: true }).fill("Evening7Harbor");
    await panel.getByRole("button", { name: "Change password" }).click();
    await expect(panel.getByLabel("Current password")).toHaveAccessibleDescription("Your current password is not correct.");
    await expect(panel.getByLabel("Current password")).toBeFocused();
    // The e-mail form on the same page also has a current-password field: the answer was not its own.
    await expect(panel.getByLabel("Your password (to confirm it's you)")).not.toHaveAttribute("aria-invalid", "true");
    await expect(panel.getByRole("button", { name: "Send confirmation link" })).toBeEnabled();
  });

  test("delete account: enabled only by the typed address; afterwards the account cannot sign in", async ({ page }) => {
    const user = newUser("delete");
    await signUpViaApi(page, user);
    await page.goto("/dashboard?tab=settings");
    const panel = page.getByRole("tabpanel", { name: "Settings" });
    const button = panel.getByRole("button", { name: "Delete my account" });
    await expect(button).toBeDisabled();
    await panel.getByLabel("Type your email address to confirm").fill("someone@example.com");
    await expect(button).toBeDisabled();
    await panel.getByLabel("Type your email address to confirm").fill(user.email);
    await button.click();
    await expect(page).toHaveURL(/\/$/);
    const again = await page.request.post("/api/auth/login", { data: { email: user.email, password: user.password } });
    expect(again.status()).toBe(401);
  });
});

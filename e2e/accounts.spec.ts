// Accounts on desktop (requirements §2 Login and sign-up, Reset password, Family Workspace, Access; §4; §5; §8):
// sign-up, session across reloads, the signed-in nav, log out, guards, log-in errors, sign-up validation,
// forgot → outbox → reset, Settings, and the Family Members "Feature in Development" dialog.
import { expect, test, type Page } from "./test.ts";
import { axe } from "./axe-helpers.ts";
import { createAccount, giveConsent, logIn, newUser, SIGNUP_LINK, signUpViaApi, waitForLink } from "./accounts-helpers.ts";

const pathOf = (page: Page) => new URL(page.url()).pathname;

/**
 * Holds the account menu's lazily loaded code back, as a slow connection would, until the returned
 * function is called (ADR 0088). Replaces an earlier hold.
 */
async function holdMenuCode(page: Page): Promise<() => void> {
  const code = /\/assets\/profile-menu-[^/]*\.js$/;
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.unroute(code);
  await page.route(code, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe("sign-up and the signed-in session", () => {
  test("sign up → dashboard; reload stays signed in; nav and profile menu; log out → /", async ({ page }) => {
    const user = newUser();
    await page.goto("/signup");
    // A first visit: the cookie banner covers the bottom of the form until a choice is made.
    await page.getByRole("region", { name: "Cookie consent" }).getByRole("button", { name: "Accept All Cookies" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
    await expect(page.getByText("At least 8 characters with uppercase, lowercase and a number.")).toBeVisible();
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByLabel("First name").fill(user.firstName);
    await page.getByLabel("Last name").fill(user.lastName);
    await page.getByRole("checkbox", { name: /I agree to the Terms of Service and Privacy Policy/ }).check();
    await page.getByRole("button", { name: "Create account" }).click();

    // The same answer whether or not the address has an account (docs/decisions/0009): the e-mailed link.
    await expect(page.getByText("Check your email", { exact: true })).toBeVisible();
    await page.goto(await waitForLink(page.request, user.email, SIGNUP_LINK));
    await expect(page.getByRole("heading", { level: 1, name: "Finish creating your account" })).toBeVisible();
    await page.getByRole("button", { name: "Create my account" }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Family Workspace" })).toBeVisible();
    await expect(main.getByText("Manage your children's IEPs and family members")).toBeVisible();
    const tabs = main.getByRole("tablist", { name: "Family Workspace" });
    await expect(tabs.getByRole("tab")).toHaveText(["Children", "Family Members", "Settings"]);
    await expect(tabs.getByRole("tab", { name: "Children" })).toHaveAttribute("aria-selected", "true");

    await page.reload();
    await expect(main.getByRole("heading", { level: 1, name: "Family Workspace" })).toBeVisible();

    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "My Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(nav.getByRole("link", { name: "Log In" })).toHaveCount(0);
    await nav.getByRole("button", { name: "Account menu" }).hover();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem")).toHaveText(["My Profile", "Settings", "Log Out"]);

    await menu.getByRole("menuitem", { name: "Log Out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole("link", { name: "Log In" })).toBeVisible();

    await page.goto("/dashboard");
    expect(pathOf(page)).toBe("/");
  });

  test("the account menu opened by hovering stays open when the avatar is then clicked", async ({ page }) => {
    await signUpViaApi(page, newUser());
    await page.goto("/dashboard");
    const nav = page.getByRole("navigation", { name: "Main" });
    const avatar = nav.getByRole("button", { name: "Account menu" });
    await avatar.hover();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem", { name: "My Profile" })).toBeVisible();
    // A hover followed by a click (what most pointers do) pins the menu instead of toggling it shut: the
    // pointer can then leave the avatar, and the menu is still there to choose from.
    await avatar.click();
    await page.mouse.move(1, 400);
    await menu.getByRole("menuitem", { name: "My Profile" }).click();
    await expect(page).toHaveURL(/\/coming-soon$/);
  });

  test("a hover or a key press on the avatar before the menu's code has loaded opens the menu once it has", async ({ page }) => {
    await signUpViaApi(page, newUser());
    const nav = page.getByRole("navigation", { name: "Main" });
    const avatar = nav.getByRole("button", { name: "Account menu" });
    const menu = page.getByRole("menu");

    let release = await holdMenuCode(page);
    await page.goto("/dashboard");
    await avatar.hover();
    release();
    await expect(menu.getByRole("menuitem", { name: "My Profile" })).toBeVisible();
    // The menu that mounted open closes when the pointer leaves, as one opened by hovering does.
    await page.mouse.move(1, 400);
    await expect(menu).toBeHidden();

    release = await holdMenuCode(page);
    await page.reload();
    await avatar.focus();
    await page.keyboard.press("Enter");
    release();
    await expect(menu.getByRole("menuitem", { name: "My Profile" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(avatar).toBeFocused();
  });

  test("protected paths send a signed-out visitor to /", async ({ page }) => {
    for (const path of ["/dashboard", "/dashboard/anything", "/child-profile/x", "/document-viewer", "/document-upload/x", "/conversation/x"]) {
      await page.goto(path);
      expect(pathOf(page), path).toBe("/");
    }
  });

  test("a signed-in visitor on /, /login or /signup goes to /dashboard", async ({ page }) => {
    await signUpViaApi(page, newUser());
    for (const path of ["/", "/login", "/signup"]) {
      await page.goto(path);
      expect(pathOf(page), path).toBe("/dashboard");
    }
  });
});

test.describe("log in", () => {
  test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!));

  test("a wrong password shows the server's message; the right one (with ?next=) logs in", async ({ page }) => {
    const user = newUser();
    await createAccount(page.request, user);

    await page.goto("/login?next=/dashboard?tab=settings");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Continue with Google" })).toHaveAttribute("href", "/api/auth/google");
    await expect(page.getByRole("main").getByRole("link", { name: "Sign up", exact: true })).toHaveAttribute("href", "/signup");

    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByLabel("Email")).toBeFocused();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");

    await logIn(page, user.email, "WrongPassword9");
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password");

    await logIn(page, user.email, user.password, { rememberMe: true });
    await expect(page).toHaveURL(/\/dashboard\?tab=settings$/);
    await expect(page.getByRole("tab", { name: "Settings" })).toHaveAttribute("aria-selected", "true");
  });

  test("an off-site ?next= is ignored", async ({ page }) => {
    const user = newUser();
    await createAccount(page.request, user);
    await page.goto("/login?next=//evil.example/steal");
    await logIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("Google sign-in without credentials explains itself on the login page", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("link", { name: "Continue with Google" }).click();
    await expect(page).toHaveURL(/\/login\?error=google_not_configured$/);
    await expect(page.getByRole("alert")).toHaveText("Google sign-in is not configured");
    // Unknown codes get a generic message, never a crash.
    await page.goto("/login?error=constructor");
    await expect(page.getByRole("alert")).toHaveText("Google sign-in failed. Please try again.");
  });
});

test.describe("sign-up validation", () => {
  test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!));

  test("required fields, the agreement, the live checklist and the server's password list", async ({ page }) => {
    const user = newUser();
    await page.goto("/signup");
    const submit = page.getByRole("button", { name: "Create account" });
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    await expect(page.getByText("First name is required")).toBeVisible();
    await expect(page.getByText("Last name is required")).toBeVisible();
    await expect(page.getByText("You must agree to the Terms of Service and Privacy Policy")).toBeVisible();
    await expect(page.getByLabel("Email")).toBeFocused();

    const terms = page.getByRole("link", { name: /Terms of Service/ }).first();
    await expect(terms).toHaveAttribute("href", "/terms-of-use");
    await expect(page.getByRole("main").getByRole("link", { name: /Privacy Policy/ })).toHaveAttribute("href", "/privacy-policy");

    // The checklist follows the password as it is typed.
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("abc");
    const checklist = page.getByRole("main").getByRole("listitem");
    await expect(checklist.filter({ hasText: "At least 8 characters" })).toContainText("(not met)");
    await expect(checklist.filter({ hasText: "At least one lowercase letter" })).toContainText("(met)");
    await password.fill("Password123");
    for (const rule of ["At least 8 characters", "At least one uppercase letter", "At least one lowercase letter", "At least one number"]) {
      await expect(checklist.filter({ hasText: rule })).toContainText("(met)");
    }

    // 'Password123' meets the composition rules but is on the server's common-password list.
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("First name").fill(user.firstName);
    await page.getByLabel("Last name").fill(user.lastName);
    await page.getByRole("checkbox", { name: /I agree/ }).check();
    await submit.click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Password requirements not met:");
    await expect(alert.getByRole("listitem")).toHaveText(["Not a commonly used password"]);
    await expect(page).toHaveURL(/\/signup$/);

    // A short password is refused in the browser, before any request.
    await password.fill("Short1");
    await submit.click();
    await expect(page.getByText("Password requirements not met", { exact: true })).toBeVisible();
    await expect(password).toBeFocused();
  });

  test("an e-mail that already has an account gets the same 'check your email' answer; the owner gets a notice", async ({ page }) => {
    const user = newUser();
    await createAccount(page.request, user);
    await page.goto("/signup");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill("Another7Password");
    await page.getByLabel("First name").fill("Sam");
    await page.getByLabel("Last name").fill("Lee");
    await page.getByRole("checkbox", { name: /I agree/ }).check();
    await page.getByRole("button", { name: "Create account" }).click();
    // Sign-up never tells whether an address has an account (docs/decisions/0009).
    await expect(page.getByText("Check your email", { exact: true })).toBeVisible();
    await expect(page.getByText(`we've sent a message to ${user.email}`)).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
    await waitForLink(page.request, user.email, /https?:\/\/\S+\/login/);
  });
});

test.describe("forgot and reset password", () => {
  test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!));

  test("forgot → outbox link → reset → new password works, old fails, link fails a second time", async ({ page }) => {
    test.slow(); // does many things: see docs/decisions/0060
    const user = newUser();
    const newPassword = "Lighthouse4Harbor";
    await createAccount(page.request, user);

    await page.goto("/login");
    await page.getByRole("button", { name: "Forgot password?" }).click();
    const heading = page.getByRole("heading", { level: 1, name: "Reset your password" });
    await expect(heading).toBeFocused();
    await page.getByLabel("Email").fill(user.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "If an account exists" })).toBeVisible();
    await page.getByRole("button", { name: "Back to login" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeFocused();

    const link = await waitForLink(page.request, user.email, /https?:\/\/\S+\/reset-password\?token=[\w-]+/);
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password").fill(`${newPassword}x`);
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await expect(page.getByLabel("Confirm new password")).toBeFocused();

    await page.getByLabel("Confirm new password").fill(newPassword);
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your password has been reset" })).toBeVisible();
    // Then the page goes home after 3 seconds on its own.
    await expect(page).toHaveURL(/\/$/, { timeout: 6_000 });

    await page.goto("/login");
    await logIn(page, user.email, user.password);
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
    await logIn(page, user.email, newPassword);
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto("/api/auth/logout");
    await page.goto(link);
    await page.getByLabel("New password", { exact: true }).fill("Another5Password");
    await page.getByLabel("Confirm new password").fill("Another5Password");
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page.getByRole("alert")).toContainText("Invalid or missing reset token. Please request a new password reset.");
    await expect(page.getByRole("link", { name: "Request a new reset link" })).toHaveAttribute("href", "/login?view=forgot");
  });

  test("a missing token says so and the form stays disabled", async ({ page }) => {
    await page.goto("/reset-password");
    await expect(page.getByRole("alert")).toContainText("Invalid or missing reset token. Please request a new password reset.");
    await expect(page.getByRole("button", { name: "Reset password" })).toBeDisabled();
  });
});

test.describe("Family Workspace", () => {
  test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!));

  test("Settings: both names required, save shows a toast and the nav shows the new name", async ({ page }) => {
    const user = newUser();
    await signUpViaApi(page, user);
    await page.goto("/dashboard");
    await page.getByRole("tab", { name: "Settings" }).click();
    await expect(page).toHaveURL(/\?tab=settings$/);
    const panel = page.getByRole("tabpanel", { name: "Settings" });
    await expect(panel.getByRole("heading", { name: "Account Settings" })).toBeVisible();
    await expect(panel.getByLabel("Email", { exact: true })).toHaveValue(user.email);
    await expect(panel.getByLabel("Email", { exact: true })).toHaveAttribute("readonly", "");

    await panel.getByLabel("First name").fill("  ");
    await panel.getByRole("button", { name: "Save changes" }).click();
    const toast = page.locator('[data-scope="toast"][data-part="root"]');
    await expect(toast).toContainText("Missing information");
    await expect(toast).toContainText("Please enter both first and last name.");

    await panel.getByLabel("First name").fill("Alexandra");
    await panel.getByLabel("Last name").fill("Nguyen");
    await panel.getByRole("button", { name: "Save changes" }).click();
    await expect(toast).toContainText("Settings saved");

    // The nav's data was revalidated: the phone menu shows the new first name without a reload.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.locator("#mobile-menu")).toContainText("Alexandra");

    await page.reload();
    await expect(page.getByRole("tabpanel", { name: "Settings" }).getByLabel("First name")).toHaveValue("Alexandra");
  });

  test("Family Members opens the 'Feature in Development' dialog and the tab does not switch", async ({ page }) => {
    await signUpViaApi(page, newUser());
    await page.goto("/dashboard");
    const familyTab = page.getByRole("tab", { name: "Family Members" });
    await familyTab.click();

    const dialog = page.getByRole("dialog", { name: "Feature in Development" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Coming Soon!")).toBeVisible();
    await expect(dialog.getByText("Family member invitations", { exact: true })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "View the roadmap" })).toHaveAttribute("href", "/roadmap");

    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(familyTab).toBeFocused();
    await expect(page.getByRole("tab", { name: "Children" })).toHaveAttribute("aria-selected", "true");
    await expect(familyTab).toHaveAttribute("aria-selected", "false");
    await expect(page.getByRole("tabpanel", { name: "Children" })).toBeVisible();

    // From the keyboard too: Enter on the focused tab opens it, Escape closes it.
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(familyTab).toHaveAttribute("aria-selected", "false");
    await expect(page).toHaveURL(/\/dashboard$/);

    // ?tab=family does nothing while the feature is off.
    await page.goto("/dashboard?tab=family");
    await expect(page.getByRole("tab", { name: "Children" })).toHaveAttribute("aria-selected", "true");
  });
});

test.describe("accessibility", () => {
  test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!));

  // One test per page, so a slow scan never eats another page's budget.
  for (const path of ["/login", "/login?view=forgot", "/login?error=google_failed", "/reset-password?token=x", "/reset-password"]) {
    test(`the account page ${path} passes axe`, async ({ page }) => {
      await page.goto(path);
      expect(await axe(page), path).toEqual([]);
    });
  }

  test("the sign-up page with its error states passes axe", async ({ page }) => {
    await page.goto("/signup");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    expect(await axe(page), "/signup with errors").toEqual([]);
  });

  test("the Family Workspace tabs, Settings and the dialog pass axe", async ({ page }) => {
    test.slow(); // does many things: see docs/decisions/0060
    await signUpViaApi(page, newUser());
    await page.goto("/dashboard");
    expect(await axe(page), "children").toEqual([]);
    await page.getByRole("tab", { name: "Settings" }).click();
    await expect(page.getByRole("heading", { name: "Account Settings" })).toBeVisible();
    expect(await axe(page), "settings").toEqual([]);
    await page.getByRole("tab", { name: "Family Members" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await axe(page), "dialog").toEqual([]);
  });
});

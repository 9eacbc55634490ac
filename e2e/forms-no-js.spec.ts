// The forms work without JavaScript (ADR 0071): each posts to its page's action, which answers with the
// server's field messages and the typed values, or with the outcome. Also: a field typed before hydration
// keeps its value, and a cross-site post to a page is refused like one to /api.
import { expect, test, type Browser, type BrowserContext } from "./test.ts";
import { newUser, registerAndConfirm, type TestUser } from "./accounts-helpers.ts";

/** A client address of this test's own: contact messages are limited per address (ADR 0015). */
const uniqueIp = () => `198.19.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

async function noJs(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, extraHTTPHeaders: { "CF-Connecting-IP": uniqueIp() } });
  // Keep the cookie banner (fixed at the bottom) off these pages.
  await context.addCookies([{ name: "cookie-consent", value: "declined", url: baseURL }]);
  return context;
}

/** A new account's Settings tab in a context without JavaScript. */
async function settingsWithoutJs(browser: Browser, baseURL: string, user: TestUser) {
  const context = await noJs(browser, baseURL);
  await registerAndConfirm(context.request, user);
  const page = await context.newPage();
  await page.goto("/dashboard?tab=settings");
  return { context, page, panel: page.getByRole("tabpanel", { name: "Settings" }) };
}

test("sign-up without JavaScript: the server's field messages, then the check-your-email answer", async ({ browser, baseURL }) => {
  const context = await noJs(browser, baseURL!);
  const page = await context.newPage();
  const user = newUser("nojs-signup");
  await page.goto("/signup");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Email is required");
  await expect(page.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("You must agree to the Terms of Service and Privacy Policy")).toBeVisible();

  await page.getByLabel("Email").fill("not-an-address");
  await page.getByLabel("First name").fill(user.firstName);
  await page.getByLabel("Last name").fill(user.lastName);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Enter a valid email address");
  // What was typed comes back with the messages.
  await expect(page.getByLabel("First name")).toHaveValue(user.firstName);

  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Check your email", { exact: true })).toBeVisible();
  await expect(page.getByText(`we've sent a message to ${user.email}`)).toBeVisible();
  await context.close();
});

test("login without JavaScript: field messages, the wrong password, then signed in on the dashboard", async ({ browser, baseURL, request }) => {
  const user = newUser("nojs-login");
  await registerAndConfirm(request, user);
  const context = await noJs(browser, baseURL!);
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Email is required");
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Password is required")).toBeVisible();

  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill("Wrong-password-1");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(user.email);

  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Log In" }).click();
  // Signed out, /dashboard sends the visitor to /: staying there means the session cookie is set.
  await expect(page).toHaveURL("/dashboard");
  await page.reload();
  await expect(page).toHaveURL("/dashboard");
  await context.close();
});

test("contact without JavaScript: a message under every field, then the thank-you panel", async ({ browser, baseURL }) => {
  const context = await noJs(browser, baseURL!);
  const page = await context.newPage();
  await page.goto("/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  for (const label of ["Name", "Email", "Subject", "Message"]) {
    await expect(page.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
  }
  await expect(page.getByLabel("Name")).toHaveAccessibleDescription("Name is required");

  await page.getByLabel("Name").fill("Dana Parent");
  await page.getByLabel("Email").fill("dana@example.com");
  await page.getByLabel("Subject").fill("No JavaScript here");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByLabel("Message")).toHaveAccessibleDescription(/^Message is required/);
  await expect(page.getByLabel("Subject")).toHaveValue("No JavaScript here");

  await page.getByLabel("Message").fill("Does the binder work without scripts?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Thank you for your message! We'll get back to you within 24 hours." })).toBeVisible();
  // "Send Another Message" is a plain GET of the page: the empty form again.
  await page.getByRole("button", { name: "Send Another Message" }).click();
  await expect(page.getByLabel("Name")).toHaveValue("");
  await context.close();
});

test("add child (/test-add-child) without JavaScript: the server's message, then the child added", async ({ browser, baseURL }) => {
  const context = await noJs(browser, baseURL!);
  await registerAndConfirm(context.request, newUser("nojs-child"));
  const page = await context.newPage();
  await page.goto("/test-add-child");
  await page.getByRole("button", { name: "Add Child" }).click();
  await expect(page.getByLabel("Child Name")).toHaveAccessibleDescription("Please enter a child name");
  await expect(page.getByTestId("api-response")).toContainText('"status": 400');

  await page.getByLabel("Child Name").fill("  Robin ");
  await page.getByRole("button", { name: "Add Child" }).click();
  await expect(page.getByTestId("api-response")).toContainText('"status": 201');
  await expect(page.getByTestId("api-response")).toContainText('"name": "Robin"');
  await expect(page.getByLabel("Child Name")).toHaveValue("");

  await page.goto("/dashboard");
  await expect(page.getByTestId("child-card").filter({ hasText: "Robin" })).toBeVisible();
  await context.close();
});

test("Settings profile without JavaScript: a missing name under its field, then saved and shown at once", async ({ browser, baseURL }) => {
  const { context, panel } = await settingsWithoutJs(browser, baseURL!, newUser("nojs-profile"));
  await panel.getByLabel("First name").fill("   ");
  await panel.getByRole("button", { name: "Save changes" }).click();
  await expect(panel.getByLabel("First name")).toHaveAccessibleDescription("First name is required");
  // The toast's words, in the page: without JavaScript there are no toasts.
  await expect(panel.getByText("Please enter both first and last name.")).toBeVisible();

  await panel.getByLabel("First name").fill("Robin");
  await panel.getByLabel("Last name").fill("Okafor-Lee");
  await panel.getByRole("button", { name: "Save changes" }).click();
  await expect(panel.getByText("Settings saved", { exact: true })).toBeVisible();
  // The same response already reads the new name (the page's data after the action).
  await expect(panel.getByLabel("First name")).toHaveValue("Robin");
  const me = await (await context.request.get("/api/auth/user")).json();
  expect(me).toMatchObject({ firstName: "Robin", lastName: "Okafor-Lee" });
  await context.close();
});

test("change password without JavaScript: the wrong current password under its field, then changed", async ({ browser, baseURL }) => {
  const user = newUser("nojs-password");
  const { context, panel } = await settingsWithoutJs(browser, baseURL!, user);
  const current = panel.getByLabel("Current password");
  const next = panel.getByLabel("New password", { exact: true });
  await panel.getByRole("button", { name: "Change password" }).click();
  await expect(current).toHaveAccessibleDescription("Password is required");

  await current.fill("Not-The-Password-1");
  await next.fill("Evening7Harbor");
  await panel.getByRole("button", { name: "Change password" }).click();
  await expect(current).toHaveAccessibleDescription("Your current password is not correct.");
  // Passwords never come back in the page.
  await expect(next).toHaveValue("");

  await current.fill(user.password);
  await next.fill("Evening7Harbor");
  await panel.getByRole("button", { name: "Change password" }).click();
  await expect(panel.getByText("Password changed", { exact: true })).toBeVisible();
  const login = await context.request.post("/api/auth/login", { data: { email: user.email, password: "Evening7Harbor" } });
  expect(login.status()).toBe(200);
  await context.close();
});

test("delete account without JavaScript: another address under its field, then signed out on /", async ({ browser, baseURL }) => {
  const user = newUser("nojs-delete");
  const { context, page, panel } = await settingsWithoutJs(browser, baseURL!, user);
  const confirm = panel.getByLabel("Type your email address to confirm");
  await confirm.fill("someone@example.com");
  await panel.getByRole("button", { name: "Delete my account" }).click();
  await expect(confirm).toHaveAccessibleDescription("Type your email address to confirm.");

  await confirm.fill(user.email);
  await panel.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL("/");
  await page.goto("/dashboard");
  await expect(page).toHaveURL("/");
  const again = await context.request.post("/api/auth/login", { data: { email: user.email, password: user.password } });
  expect(again.status()).toBe(401);
  await context.close();
});

test("sessions without JavaScript: sign another device out, then log out everywhere", async ({ browser, baseURL }) => {
  const user = newUser("nojs-sessions");
  const { context, page, panel } = await settingsWithoutJs(browser, baseURL!, user);
  // A second device.
  const phone = await browser.newContext({ baseURL });
  expect((await phone.request.post("/api/auth/login", { data: { email: user.email, password: user.password } })).status()).toBe(200);
  await page.reload();
  const sessions = panel.getByRole("list", { name: "Where you're signed in" });
  await expect(sessions.getByRole("listitem")).toHaveCount(2);
  await expect(sessions.getByText("(This device)")).toBeVisible();

  await sessions.getByRole("button", { name: "Sign out" }).click();
  await expect(sessions.getByRole("listitem")).toHaveCount(1);
  await expect(sessions.getByRole("button", { name: "Sign out" })).toHaveCount(0);
  expect((await phone.request.get("/api/auth/user")).status()).toBe(401);
  await phone.close();

  await panel.getByRole("button", { name: "Log out everywhere" }).click();
  await expect(page).toHaveURL("/");
  await page.goto("/dashboard");
  await expect(page).toHaveURL("/");
  await context.close();
});

// A 1×1 PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

test("Add Child on the dashboard without JavaScript: the dialog from ?add=child, posted with its picture", async ({ browser, baseURL }) => {
  const context = await noJs(browser, baseURL!);
  await registerAndConfirm(context.request, newUser("nojs-add-child"));
  const page = await context.newPage();
  await page.goto("/dashboard");
  // The button is a GET of ?add=child: the server renders the dialog open.
  await page.getByRole("button", { name: "Add Child" }).click();
  await expect(page).toHaveURL("/dashboard?add=child");
  const dialog = page.getByRole("dialog", { name: "Add Child" });
  // The server's rule for a blank name, under the field.
  await dialog.getByRole("button", { name: "Add Child" }).click();
  await expect(dialog.getByLabel("Child's Name")).toHaveAccessibleDescription("Please enter a child name");

  await dialog.getByLabel("Child's Name").fill("Robin");
  await dialog.getByLabel("Birth Month").selectOption("May");
  const year = String(new Date().getUTCFullYear() - 6);
  await dialog.getByLabel("Birth Year").selectOption(year);
  await dialog.getByLabel("Profile Picture (optional)").setInputFiles({ name: "robin.png", mimeType: "image/png", buffer: PNG });
  await dialog.getByRole("button", { name: "Add Child" }).click();
  const card = page.getByTestId("child-card").filter({ hasText: "Robin" });
  await expect(card).toContainText(`Born: May ${year}`);
  await expect(card.locator("img")).toHaveAttribute("src", /\/api\/children\/[^/]+\/avatar/);
  await expect(page.getByRole("dialog", { name: "Add Child" })).toHaveCount(0);
  await context.close();
});

test("a server refusal maps to its field: a picture that is not the image it claims to be", async ({ browser, baseURL }) => {
  const context = await noJs(browser, baseURL!);
  await registerAndConfirm(context.request, newUser("nojs-refusal"));
  const page = await context.newPage();
  await page.goto("/dashboard?add=child");
  const dialog = page.getByRole("dialog", { name: "Add Child" });
  await dialog.getByLabel("Child's Name").fill("Sage");
  await dialog.getByLabel("Profile Picture (optional)").setInputFiles({ name: "sage.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") });
  await dialog.getByRole("button", { name: "Add Child" }).click();
  const picture = dialog.getByLabel("Profile Picture (optional)");
  await expect(picture).toHaveAttribute("aria-invalid", "true");
  await expect(picture).toHaveAccessibleDescription(/This file is not the image type it claims to be/);
  // What was typed comes back with the refusal; nothing was added.
  await expect(dialog.getByLabel("Child's Name")).toHaveValue("Sage");
  expect(await (await context.request.get("/api/children")).json()).toEqual([]);
  await context.close();
});

test("document upload without JavaScript: the server's message, then the document stored", async ({ browser, baseURL }) => {
  const context = await noJs(browser, baseURL!);
  await registerAndConfirm(context.request, newUser("nojs-upload"));
  const child = (await (await context.request.post("/api/children", { data: { name: "Quinn" } })).json()) as { id: string };
  const page = await context.newPage();
  await page.goto(`/document-upload/${child.id}`);
  const notes = { name: "Reading notes.txt", mimeType: "text/plain", buffer: Buffer.from("Quinn read 40 words per minute.\n") };
  // A plain file input before (and without) JavaScript; no title: the server's rule, under the field.
  await page.getByLabel("Document", { exact: true }).setInputFiles(notes);
  await page.getByRole("button", { name: "Upload Document" }).click();
  await expect(page.getByLabel("Document Title")).toHaveAccessibleDescription("Please enter a document title");

  await page.getByLabel("Document", { exact: true }).setInputFiles(notes);
  await page.getByLabel("Document Title").fill("Reading notes");
  await page.getByLabel("Document Type").selectOption("Progress Report");
  await page.getByRole("button", { name: "Upload Document" }).click();
  await expect(page).toHaveURL("/dashboard");
  const docs = (await (await context.request.get(`/api/children/${child.id}/documents`)).json()) as { title: string; documentType: string }[];
  expect(docs).toMatchObject([{ title: "Reading notes", documentType: "Progress Report" }]);
  await context.close();
});

test("what is typed before the page hydrates is kept and sent", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "cookie-consent", value: "declined", url: baseURL! }]);
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": uniqueIp() });
  // Hold the app's scripts until the fields have been filled, so the typing happens before hydration.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const opened = page.goto("/contact");
  await page.getByLabel("Name").fill("Early Typist");
  await page.getByLabel("Email").fill("early@example.com");
  await page.getByLabel("Subject").fill("Typed early");
  await page.getByLabel("Message").fill("Typed before the scripts ran.");
  release();
  await opened;
  await expect(page.getByLabel("Name")).toHaveValue("Early Typist");
  await expect(page.getByLabel("Message")).toHaveValue("Typed before the scripts ran.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Thank you for your message! We'll get back to you within 24 hours." })).toBeVisible();
});

test("a cross-site post to a page's action is refused, as /api refuses it", async ({ request }) => {
  const form = { name: "Mallory", email: "m@example.com", subject: "Hi", message: "From elsewhere" };
  const refused = await request.post("/contact", { form, headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" } });
  expect(refused.status()).toBe(403);
  const api = await request.post("/api/contact", { data: form, headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" } });
  expect(api.status()).toBe(403);
});

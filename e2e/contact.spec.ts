// /contact in a real browser against the built Worker. The e2e server has no reCAPTCHA keys, so the bot
// check is 'ready' at once and the server skips verification (worker/bot-check/recaptcha.ts). The form
// posts to the page's action (ADR 0071): with JavaScript, as the router's POST /contact.data.
import { expect, test, type Page } from "./test.ts";

const SUCCESS = "Thank you for your message! We'll get back to you within 24 hours.";
const FIELDS = ["Name", "Email", "Subject", "Message"] as const;

/** A client address of this test's own: contact messages are limited per address (5 an hour, ADR 0015). */
const uniqueIp = () => `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

test.beforeEach(async ({ context, baseURL, page }) => {
  // Keep the cookie banner (fixed at the bottom) off these pages; chrome.spec.ts tests it.
  await context.addCookies([{ name: "cookie-consent", value: "accepted", url: baseURL! }]);
  // As Cloudflare would report it; locally the runtime keeps a client-sent one.
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": uniqueIp() });
});

/** Opens /contact and waits until the form can be used (the button is disabled until hydration). */
async function openContact(page: Page) {
  await page.goto("/contact");
  await expect(page.getByText("✓ Security verification ready")).toBeVisible();
  await expect(send(page)).toBeEnabled();
}

const send = (page: Page) => page.getByRole("button", { name: "Send Message" });
/** The router's request for the page's action. */
const ACTION = /\/contact\.data(\?|$)/;
const isAction = (url: string) => ACTION.test(new URL(url).pathname + new URL(url).search);

async function fillForm(page: Page, stamp = Date.now()) {
  const values = {
    name: "Dana Parent",
    email: `Dana.${stamp}@Example.com`,
    subject: "Question about the goals section",
    message: "How should I read the measurable goals in my son's IEP?",
  };
  await page.getByLabel("Name").fill(values.name);
  await page.getByLabel("Email").fill(values.email);
  await page.getByLabel("Subject").fill(values.subject);
  await page.getByLabel("Message").fill(values.message);
  return values;
}

async function expectFormKept(page: Page, values: Awaited<ReturnType<typeof fillForm>>) {
  await expect(page.getByLabel("Name")).toHaveValue(values.name);
  await expect(page.getByLabel("Email")).toHaveValue(values.email);
  await expect(page.getByLabel("Subject")).toHaveValue(values.subject);
  await expect(page.getByLabel("Message")).toHaveValue(values.message);
  await expect(send(page)).toBeEnabled();
}

test("shows the heading, tagline, form, support e-mail and bot-check notes", async ({ page }) => {
  await openContact(page);
  await expect(page).toHaveTitle(/Contact/);
  await expect(page.getByRole("heading", { level: 1, name: "Contact" })).toBeVisible();
  await expect(page.getByText("We're here to help with your IEP journey")).toBeVisible();
  for (const label of FIELDS) await expect(page.getByLabel(label)).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
  await expect(page.getByRole("link", { name: "support@iepbinder.app" })).toHaveAttribute("href", "mailto:support@iepbinder.app");
  await expect(page.getByText("Protected by reCAPTCHA v3")).toBeVisible();
  await expect(page.getByText("⏳ Loading security verification...")).toHaveCount(0);
});

test("before the bot check is ready (server HTML) the loading note shows and Send posts the form itself", async ({ request }) => {
  const html = await (await request.get("/contact")).text();
  expect(html).toContain("⏳ Loading security verification...");
  expect(html).not.toContain("✓ Security verification ready");
  // Enabled: before hydration (or without JavaScript) the browser posts the form to the page's action.
  expect(html).toMatch(/<form[^>]*method="post"[^>]*>/);
  expect(html).toMatch(/<button type="submit"(?![^>]*disabled="")[^>]*>Send Message<\/button>/);
});

test("submitting empty shows a message under every field and sends nothing", async ({ page }) => {
  let posts = 0;
  page.on("request", (r) => {
    if (isAction(r.url())) posts += 1;
  });
  await openContact(page);
  await send(page).click();

  for (const label of FIELDS) {
    const field = page.getByLabel(label);
    await expect(field).toHaveAttribute("aria-invalid", "true");
    // The message comes first in the description (the Message field adds its character count after it).
    await expect(field).toHaveAccessibleDescription(new RegExp(`^${label} is required`));
  }
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByText("Message is required")).toBeVisible();
  // Focus goes to the first field with a problem.
  await expect(page.getByLabel("Name")).toBeFocused();

  // A bad e-mail gets the same message the server would give; fixing a field clears its message.
  await page.getByLabel("Email").fill("dana@");
  await page.getByLabel("Name").fill("Dana");
  await send(page).click();
  await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Enter a valid email address");
  await expect(page.getByLabel("Message")).toHaveAccessibleDescription("Message is required 0 / 5,000 characters");
  await expect(page.getByLabel("Name")).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Name is required")).toHaveCount(0);
  expect(posts).toBe(0);
});

test("a successful send shows the thank-you panel, and Send Another Message resets the form", async ({ page }) => {
  await openContact(page);
  const values = await fillForm(page);
  const request = page.waitForRequest((r) => isAction(r.url()) && r.method() === "POST");
  const response = page.waitForResponse((r) => isAction(r.url()));
  await send(page).click();

  const posted = Object.fromEntries(new URLSearchParams((await request).postData() ?? ""));
  expect(posted).toMatchObject({ name: values.name, email: values.email, subject: values.subject, message: values.message });
  expect((await response).status()).toBe(200);
  await expect(page.getByRole("heading", { name: SUCCESS })).toBeVisible();
  await expect(page.getByRole("heading", { name: SUCCESS })).toBeFocused();
  await expect(page.getByLabel("Name")).toHaveCount(0);

  await page.getByRole("button", { name: "Send Another Message" }).click();
  await expect(page.getByText(SUCCESS)).toHaveCount(0);
  for (const label of FIELDS) await expect(page.getByLabel(label)).toHaveValue("");
  await expect(page.getByLabel("Name")).toBeFocused();
  await expect(send(page)).toBeEnabled();
});

test("'Send Another Message' while the page's data still reloads after a send: the empty form is usable and starts at Name", async ({ page }) => {
  await openContact(page);
  // Hold the router's reload that follows the send (a GET of /contact.data), as a slow network or a busy
  // machine does, so the click lands while it runs.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(ACTION, async (route) => {
    if (route.request().method() === "GET") await held;
    await route.continue();
  });
  await fillForm(page);
  await send(page).click();
  await expect(page.getByRole("heading", { name: SUCCESS })).toBeFocused();

  await page.getByRole("button", { name: "Send Another Message" }).click();
  await expect(page.getByLabel("Name")).toBeEnabled();
  await expect(page.getByLabel("Name")).toBeFocused();
  release();
  await expect(send(page)).toBeEnabled();
  await expect(page.getByLabel("Name")).toBeFocused();
});

test("while sending, the fields are disabled and the button reads 'Sending Message...'", async ({ page }) => {
  await openContact(page);
  // Hold the request until the sending state has been checked, then let it through to the server.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(ACTION, async (route) => {
    await held;
    await route.continue();
  });
  await fillForm(page);
  await send(page).click();

  const sending = page.getByRole("button", { name: "Sending Message..." });
  await expect(sending).toBeVisible();
  await expect(sending).toBeDisabled();
  for (const label of FIELDS) await expect(page.getByLabel(label)).toBeDisabled();

  release();
  await expect(page.getByRole("heading", { name: SUCCESS })).toBeVisible();
});

test("a server refusal shows the server's message and keeps the form", async ({ page }) => {
  await openContact(page);
  // The form's own check stops an over-long message, so the request is altered on the wire to carry
  // 5,001 characters; the answer is the real server's.
  await page.route(ACTION, async (route) => {
    const body = new URLSearchParams(route.request().postData() ?? "");
    body.set("message", "x".repeat(5001));
    await route.continue({ postData: body.toString() });
  });
  const values = await fillForm(page);
  const response = page.waitForResponse((r) => isAction(r.url()));
  await send(page).click();

  expect((await response).status()).toBe(400);
  await expect(page.getByRole("status").filter({ hasText: "Message must be at most 5000 characters" })).toBeVisible();
  // The server's field message also lands under the field it names.
  await expect(page.getByLabel("Message")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(SUCCESS)).toHaveCount(0);
  await expectFormKept(page, values);
});

test("a failure without a server message falls back to 'Failed to send message'", async ({ page }) => {
  await openContact(page);
  // Simulated: an upstream error page (no JSON message), as a proxy or outage would send.
  await page.route(ACTION, (route) => route.fulfill({ status: 502, contentType: "text/html", body: "<html><body>Bad gateway</body></html>" }));
  const values = await fillForm(page);
  await send(page).click();
  await expect(page.getByRole("status").filter({ hasText: "Failed to send message" })).toBeVisible();
  await expectFormKept(page, values);
});

test("a network failure shows 'Network error. Please try again.', and a retry then succeeds", async ({ page }) => {
  await openContact(page);
  // Simulated: a dead network cannot be arranged here, so the request is aborted in the browser.
  await page.route(ACTION, (route) => route.abort("internetdisconnected"));
  const values = await fillForm(page);
  await send(page).click();
  await expect(page.getByRole("status").filter({ hasText: "Network error. Please try again." })).toBeVisible();
  await expectFormKept(page, values);

  await page.unroute(ACTION);
  await send(page).click();
  await expect(page.getByRole("heading", { name: SUCCESS })).toBeVisible();
});

test("over the hourly limit for the address, the form says so and keeps what was typed", async ({ page }) => {
  const ip = uniqueIp();
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": ip });
  const message = { name: "Dana Parent", email: "dana@example.com", subject: "Hello", message: "A question." };
  for (let i = 0; i < 5; i++) {
    const res = await page.request.post("/api/contact", { data: message, headers: { "CF-Connecting-IP": ip } });
    expect(res.status()).toBe(200);
  }
  await openContact(page);
  const values = await fillForm(page);
  const response = page.waitForResponse((r) => isAction(r.url()));
  await send(page).click();
  expect((await response).status()).toBe(429);
  await expect(page.getByText(/Too many messages have been sent from your network in the last hour\. Please try again in about \d+ minutes\./)).toBeVisible();
  await expectFormKept(page, values);
});

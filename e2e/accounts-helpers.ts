// Shared steps for the account specs: unique users, sign-up through the API, the dev outbox, hydration.
import { expect, type APIRequestContext, type BrowserContext, type Page } from "./test.ts";

type APIResponse = Awaited<ReturnType<APIRequestContext["post"]>>;

/** The footer's links, in order (requirements §2 Shared chrome). */
export const FOOTER_LINKS: ReadonlyArray<readonly [name: string, href: string]> = [
  ["Roadmap", "/roadmap"],
  ["Contact Us", "/contact"],
  ["Beta", "/beta"],
  ["Privacy Policy", "/privacy-policy"],
  ["Cookie Policy", "/privacy-policy#cookies"],
  ["Terms of Service", "/terms-of-use"],
];

export type TestUser = { email: string; password: string; firstName: string; lastName: string };

let counter = 0;

/** A user nobody else in this run has (the e2e database is shared by parallel workers). */
export function newUser(prefix = "parent", overrides: Partial<TestUser> = {}): TestUser {
  counter += 1;
  const id = `${Date.now().toString(36)}${process.pid}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `${prefix}-${id}@example.com`, password: "Sunflower7Garden", firstName: "Jordan", lastName: "Rivera", ...overrides };
}

/** Consent given up front: the fixed cookie banner would otherwise cover the bottom of forms. */
export async function giveConsent(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: "cookie-consent", value: "declined", url: baseURL }]);
}

export const SIGNUP_LINK = /https?:\/\/\S+\/signup\/confirm\?token=[A-Za-z0-9_-]+/;

/**
 * Sign-up through the API: register (202, a link is e-mailed — docs/decisions/0009), then the link from the
 * dev outbox confirms it; the session cookie lands in `request`'s cookie jar. Returns the confirmation.
 */
export async function registerAndConfirm(request: APIRequestContext, user: Pick<TestUser, "email" | "password" | "firstName" | "lastName">): Promise<APIResponse> {
  const started = await request.post("/api/auth/register", { data: user });
  expect(started.status(), await started.text()).toBe(202);
  const link = await waitForLink(request, user.email.toLowerCase(), SIGNUP_LINK);
  const token = new URL(link, "http://x").searchParams.get("token");
  const res = await request.post("/api/auth/confirm-signup", { data: { token } });
  expect(res.status(), await res.text()).toBe(201);
  return res;
}

/** Creates the account through the API; the session cookie lands in the page's browser context. */
export async function signUpViaApi(page: Page, user: TestUser) {
  await registerAndConfirm(page.request, user);
}

/** Creates an account without signing the browser in. */
export async function createAccount(request: APIRequestContext, user: TestUser) {
  await registerAndConfirm(request, user);
  // APIRequestContext keeps cookies; drop this session so it never leaks into later calls.
  await request.get("/api/auth/logout", { maxRedirects: 0 });
}

type OutboxEntry = { id: number; to: string; subject: string; text: string; createdAt: string };

/** The newest dev-outbox message to `to` whose text matches `pattern` (sending happens after the answer). */
export async function waitForLink(request: APIRequestContext, to: string, pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
        if (!res.ok()) return undefined;
        const messages = (await res.json()) as OutboxEntry[];
        link = messages.map((m) => m.text.match(pattern)?.[0]).find(Boolean);
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  // Links are built from APP_ORIGIN; open the path on whichever server this project runs against.
  const url = new URL(link!);
  return url.pathname + url.search;
}

export async function logIn(page: Page, email: string, password: string, opts: { rememberMe?: boolean } = {}) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  if (opts.rememberMe) await page.getByLabel("Remember me").check();
  await page.getByRole("button", { name: "Log in" }).click();
}

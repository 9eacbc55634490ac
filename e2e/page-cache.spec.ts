// The public page cache (worker/http/page-cache.ts) on the built app: cached pages keep a fresh CSP
// nonce per response, vary by the two cookie choices, and never reach a signed-in visitor.
import { request as playwrightRequest } from "@playwright/test";
import { expect, test } from "./test.ts";
import { newUser, registerAndConfirm } from "./accounts-helpers.ts";

const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];

async function fetchPage(baseURL: string, path: string, cookie?: string) {
  const context = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: cookie ? { Cookie: cookie } : {} });
  try {
    const res = await context.get(path, { maxRedirects: 0 });
    return { status: res.status(), headers: res.headers(), html: await res.text() };
  } finally {
    await context.dispose();
  }
}

test("a signed-out page served twice has the same content and a different nonce, matching its CSP each time", async ({ baseURL }) => {
  const first = await fetchPage(baseURL!, "/roadmap");
  const second = await fetchPage(baseURL!, "/roadmap");
  expect(first.status).toBe(200);
  expect(second.status).toBe(200);
  const [n1, n2] = [nonceOf(first.headers["content-security-policy"]), nonceOf(second.headers["content-security-policy"])];
  expect(n1).toBeTruthy();
  expect(n2).toBeTruthy();
  expect(n1).not.toBe(n2);
  for (const [page, nonce] of [
    [first, n1!],
    [second, n2!],
  ] as const) {
    // Every nonce attribute in the page is this response's nonce.
    const inPage = new Set([...page.html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
    expect([...inPage]).toEqual([nonce]);
  }
  expect(second.html.replaceAll(n2!, "N")).toBe(first.html.replaceAll(n1!, "N"));
});

test("the cookie choices give their own pages: no cookie banner once consent is given, no beta banner once dismissed", async ({ baseURL }) => {
  const fresh = await fetchPage(baseURL!, "/beta");
  const consented = await fetchPage(baseURL!, "/beta", "cookie-consent=declined");
  const dismissed = await fetchPage(baseURL!, "/beta", "beta_banner_dismissed=1");
  expect(fresh.html).toContain("Accept All Cookies");
  expect(consented.html).not.toContain("Accept All Cookies");
  expect(fresh.html).toContain("click here to learn what that means for you");
  expect(dismissed.html).not.toContain("click here to learn what that means for you");
});

test("a signed-in visitor never gets the signed-out page from the cache", async ({ baseURL, request }) => {
  // Warm the cache for / and /login as a signed-out visitor.
  expect((await fetchPage(baseURL!, "/")).status).toBe(200);
  expect((await fetchPage(baseURL!, "/login")).status).toBe(200);
  const user = newUser("cache");
  const res = await registerAndConfirm(request, user);
  const session = res.headers()["set-cookie"]?.split(";")[0];
  expect(session).toMatch(/iep_session=/);
  for (const path of ["/", "/login"]) {
    const signedIn = await fetchPage(baseURL!, path, `${session}; cookie-consent=declined`);
    expect(signedIn.status, path).toBe(302);
    expect(signedIn.headers.location, path).toBe("/dashboard");
  }
});

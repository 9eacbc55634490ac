// Page-route access matrix (requirements §2 Access; requirements §19). Every page route of app/routes.ts is classified
// below, and each one is visited by three identities: signed out, family A (the owner of the data) and
// family B (another family, using A's ids). Signed out, a protected route and any of its subpaths send the
// visitor to /; a signed-in visitor on / goes to /dashboard; B sees the not-found states and none of A's
// data appears in B's HTML. A route added to app/routes.ts without a row here fails the first test.
import { expect, test, type Page } from "./test.ts";
import routes from "../app/routes.ts";
import { newUser } from "./accounts-helpers.ts";
import { createChild, files, openSession, projectBaseURL, uploadDocument, type Session } from "./family-helpers.ts";

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

/** The URL patterns of app/routes.ts ("/" for the index route, "*" for the catch-all). */
function patterns(entries: RouteEntry[], parent = ""): string[] {
  return entries.flatMap((e) => {
    const own = e.index ? parent || "/" : e.path === "*" && !parent ? "*" : `${parent}/${e.path ?? ""}`.replace(/\/+$/, "") || "/";
    return [...(e.index || e.path !== undefined ? [own] : []), ...patterns(e.children ?? [], e.path === undefined ? parent : own)];
  });
}

const LANDING_HEADING = "Understand Your Child's IEP. Walk Into Every Meeting Ready.";

/** A page: its status, its h1 ("" when the state has none) and texts it must show. */
type PageOutcome = { status: number; heading: string | RegExp; shows?: string[] };
/** What one identity should get: a server redirect (final path+query, and what is shown there) or a page. */
type Outcome = { redirect: string; landsOn?: PageOutcome } | PageOutcome;
type Who = "signed out" | "family A" | "family B";
type Visit = { url: string } & Record<Who, Outcome>;

/** A's data, known once the set-up has run. */
type Ids = { child: string; doc: string; conversation: string; bChild: string; name: string; title: string; message: string };

const toHome: Outcome = { redirect: "/" };
const toDashboard: Outcome = { redirect: "/dashboard" };
const page404: Outcome = { status: 404, heading: "Page Not Found" };
const samePage = (o: Outcome): Record<Who, Outcome> => ({ "signed out": o, "family A": o, "family B": o });
/** Signed out → /; signed in: the same outcome for A and B. */
const guarded = (o: Outcome): Record<Who, Outcome> => ({ "signed out": toHome, "family A": o, "family B": o });

/**
 * Every page route of app/routes.ts → the URLs that exercise it and what each identity gets there.
 * Protected areas are checked with their subpaths too ("and any subpath", requirements §2 Access).
 */
const TABLE: Record<string, (ids: Ids) => Visit[]> = {
  "/": () => [{ url: "/", "signed out": { status: 200, heading: LANDING_HEADING }, "family A": toDashboard, "family B": toDashboard }],
  // Public pages: the same page for everyone.
  "/roadmap": () => [{ url: "/roadmap", ...samePage({ status: 200, heading: "Product Roadmap" }) }],
  "/privacy-policy": () => [{ url: "/privacy-policy", ...samePage({ status: 200, heading: "Privacy Policy" }) }],
  "/terms-of-use": () => [{ url: "/terms-of-use", ...samePage({ status: 200, heading: "Terms of Use" }) }],
  "/contact": () => [{ url: "/contact", ...samePage({ status: 200, heading: "Contact" }) }],
  "/beta": () => [{ url: "/beta", ...samePage({ status: 200, heading: "IEP Binder Is in Beta" }) }],
  "/coming-soon": () => [{ url: "/coming-soon", ...samePage({ status: 200, heading: "Coming Soon..." }) }],
  // Account pages: a signed-in visitor has nothing to do there and goes to the workspace.
  "/login": () => [{ url: "/login", "signed out": { status: 200, heading: "Welcome back" }, "family A": toDashboard, "family B": toDashboard }],
  "/signup": () => [{ url: "/signup", "signed out": { status: 200, heading: "Create your account" }, "family A": toDashboard, "family B": toDashboard }],
  "/reset-password": () => [{ url: "/reset-password?token=abc", ...samePage({ status: 200, heading: "Choose a new password" }) }],
  "/signup/confirm": () => [{ url: "/signup/confirm?token=abc", ...samePage({ status: 200, heading: "Finish creating your account" }) }],
  "/account/confirm-email": () => [{ url: "/account/confirm-email?token=abc", ...samePage({ status: 200, heading: "Confirm your new email address" }) }],
  // Invitations are switched off on this server: every link is "no longer valid".
  "/invite/:token": () => [{ url: "/invite/some-token", ...samePage({ status: 404, heading: "This invitation is no longer valid" }) }],
  // Development only (requirements §17): the local outbox, open on localhost.
  "/dev/outbox": () => [{ url: "/dev/outbox", ...samePage({ status: 200, heading: "Dev outbox" }) }],
  // Signed-in areas.
  "/dashboard": (ids) => [
    {
      url: "/dashboard",
      "signed out": toHome,
      "family A": { status: 200, heading: "Family Workspace", shows: [ids.name] },
      "family B": { status: 200, heading: "Family Workspace" },
    },
  ],
  "/dashboard/*": () => [
    { url: "/dashboard/settings", ...guarded(page404) },
    { url: "/dashboard/a/b", ...guarded(page404) },
  ],
  "/child-profile/:id": (ids) => [
    {
      url: `/child-profile/${ids.child}`,
      "signed out": toHome,
      "family A": { status: 200, heading: `${ids.name}'s Profile` },
      "family B": { status: 404, heading: "Child not found" },
    },
  ],
  "/child-profile/:id/brief": (ids) => [
    {
      url: `/child-profile/${ids.child}/brief`,
      "signed out": toHome,
      "family A": { status: 200, heading: `Meeting brief: ${ids.name}` },
      "family B": { status: 404, heading: "Child not found" },
    },
  ],
  "/child-profile/*": (ids) => [
    { url: "/child-profile", ...guarded(page404) },
    { url: `/child-profile/${ids.child}/documents`, ...guarded(page404) },
  ],
  "/document-viewer": (ids) => [
    {
      url: `/document-viewer?childId=${ids.child}`,
      "signed out": toHome,
      "family A": { status: 200, heading: `${ids.name}'s Documents`, shows: [ids.title] },
      "family B": { status: 404, heading: "Child not found" },
    },
    // ?id= is the single-document page.
    {
      url: `/document-viewer?id=${ids.doc}`,
      "signed out": toHome,
      "family A": { redirect: `/document-viewer/${ids.doc}`, landsOn: { status: 200, heading: ids.title } },
      "family B": { redirect: `/document-viewer/${ids.doc}`, landsOn: { status: 404, heading: "Document not found" } },
    },
    // Neither id nor childId: the workspace.
    { url: "/document-viewer", ...guarded(toDashboard) },
  ],
  "/document-viewer/:id": (ids) => [
    {
      url: `/document-viewer/${ids.doc}`,
      "signed out": toHome,
      "family A": { status: 200, heading: ids.title },
      "family B": { status: 404, heading: "Document not found", shows: ["The requested document does not exist or you don't have access."] },
    },
  ],
  "/document-viewer/*": (ids) => [{ url: `/document-viewer/${ids.doc}/download`, ...guarded(page404) }],
  "/document-upload/:childId": (ids) => [
    {
      url: `/document-upload/${ids.child}`,
      "signed out": toHome,
      "family A": { status: 200, heading: `Upload IEP Document for ${ids.name}` },
      "family B": { status: 404, heading: "Child not found" },
    },
  ],
  "/document-upload/*": (ids) => [
    { url: "/document-upload", ...guarded(page404) },
    { url: `/document-upload/${ids.child}/extra`, ...guarded(page404) },
  ],
  "/conversation/:childId": (ids) => [
    {
      url: `/conversation/${ids.child}`,
      "signed out": toHome,
      "family A": { status: 200, heading: `Conversation with ${ids.name}`, shows: [ids.message] },
      "family B": { status: 404, heading: "", shows: ["Child profile not found."] },
    },
    // A's conversation id on B's own child: B's page, none of A's messages.
    {
      url: `/conversation/${ids.bChild}?conversation=${ids.conversation}`,
      "signed out": toHome,
      "family A": { status: 404, heading: "", shows: ["Child profile not found."] },
      "family B": { status: 200, heading: "Conversation with Bo" },
    },
  ],
  "/conversation/*": (ids) => [
    { url: "/conversation", ...guarded(page404) },
    { url: `/conversation/${ids.child}/history`, ...guarded(page404) },
  ],
  // Signed-in only (requirements §17: it writes).
  "/test-add-child": () => [{ url: "/test-add-child", ...guarded({ status: 200, heading: "Test Add Child" }) }],
  // Any other path, including the mobile menu's /profile and /settings (requirements §2).
  "*": () => [
    { url: "/no/such/page", ...samePage(page404) },
    { url: "/profile", ...samePage(page404) },
    { url: "/settings", ...samePage(page404) },
  ],
};

const ROUTE_PATTERNS = patterns(routes as RouteEntry[]);

test("every page route of app/routes.ts is classified in the access table", () => {
  expect(ROUTE_PATTERNS.length).toBeGreaterThan(20);
  expect(new Set(ROUTE_PATTERNS).size, "duplicate patterns").toBe(ROUTE_PATTERNS.length);
  // Both ways: no route left out of the table, no row for a route that no longer exists.
  expect([...ROUTE_PATTERNS].sort()).toEqual(Object.keys(TABLE).sort());
});

test.describe("page routes × identities", () => {
  // One set-up (two families and A's data) shared by the tests below, run in order in one worker.
  test.describe.configure({ mode: "default" });

  const sessions = {} as Record<Who, Session>;
  let ids: Ids;

  test.beforeAll(async ({ browser }, info) => {
    const baseURL = projectBaseURL(info);
    const tag = Math.random().toString(36).slice(2, 8);
    sessions["signed out"] = await openSession(browser, baseURL, null);
    sessions["family A"] = await openSession(browser, baseURL, newUser("authz-a", { firstName: "Avery" }));
    sessions["family B"] = await openSession(browser, baseURL, newUser("authz-b", { firstName: "Blake" }));

    // Family A: a child with distinctive names, a document and a conversation with a message.
    const a = sessions["family A"].request;
    const name = `Zephyrine${tag}`;
    const title = `Confidential plan ${tag}`;
    const message = `Private note about ${name} ${tag}`;
    const child = await createChild(a, name, { birthMonth: "March", birthYear: "2016" });
    const doc = await uploadDocument(a, child, files.txt(`IEP for ${name}\nGoal 1: reading.`, "plan.txt"), { title });
    const convRes = await a.post(`/api/children/${child}/conversations`, { data: { title: `About ${name}` } });
    expect(convRes.status(), await convRes.text()).toBe(201);
    const conversation = ((await convRes.json()) as { id: string }).id;
    const msgRes = await a.post(`/api/conversations/${conversation}/messages/direct`, { data: { role: "assistant", content: message } });
    expect(msgRes.status(), await msgRes.text()).toBe(201);

    // Family B has a child of its own (to try A's conversation id on).
    const bChild = await createChild(sessions["family B"].request, "Bo");
    ids = { child, doc, conversation, bChild, name, title, message };
  });

  test.afterAll(async () => {
    for (const s of Object.values(sessions)) await s?.context.close();
  });

  /** A's identifying strings: none may reach anyone else's HTML (server-rendered or after hydration). */
  const secrets = () => [ids.name, ids.title, ids.message];

  async function check(page: Page, who: Who, url: string, outcome: Outcome) {
    const response = await page.goto(url);
    expect(response, url).not.toBeNull();
    const final = new URL(page.url());
    let shown: PageOutcome | undefined;
    if ("redirect" in outcome) {
      // A server redirect (not a page that moves later), ending where the spec says.
      expect(response!.request().redirectedFrom(), `${url} is a server redirect`).not.toBeNull();
      expect(final.pathname + final.search, url).toBe(outcome.redirect);
      shown = outcome.landsOn;
    } else {
      expect(final.pathname + final.search, `${url} stays`).toBe(url);
      shown = outcome;
    }
    if (shown) {
      expect(response!.status(), url).toBe(shown.status);
      if (shown.heading) await expect(page.getByRole("heading", { level: 1 }), url).toHaveText(shown.heading);
      for (const text of shown.shows ?? []) await expect(page.getByText(text).first(), url).toBeVisible();
    }
    // The route's data request too (what a client-side navigation fetches).
    const u = new URL(url, "http://x");
    const dataUrl = `${u.pathname === "/" ? "/_root" : u.pathname}.data${u.search}`;
    const dataRes = await page.request.get(dataUrl, { maxRedirects: 0 });
    expect(dataRes.status(), dataUrl).toBeLessThan(500);
    const data = await dataRes.text();
    if (who === "family A") {
      // The owner's control: A's strings that the page shows do travel in its data.
      for (const text of (shown?.shows ?? []).filter((t) => secrets().includes(t))) expect(data, dataUrl).toContain(text);
    } else {
      const seen = (await response!.text()) + (await page.content()) + data;
      for (const secret of secrets()) expect(seen.includes(secret), `${who} on ${url} sees "${secret}"`).toBe(false);
    }
  }

  for (const pattern of Object.keys(TABLE)) {
    for (const who of ["signed out", "family A", "family B"] as const) {
      test(`${pattern} — ${who}`, async () => {
        const page = sessions[who].page;
        for (const visit of TABLE[pattern]!(ids)) await check(page, who, visit.url, visit[who]);
      });
    }
  }
});

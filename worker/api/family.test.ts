import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "../auth/tokens.ts";
import { callApi, INVITES_ON, latestLinkToken, outboxFor } from "../test/api.ts";
import { sessionCookieFrom, signUp, TEST_PASSWORD, uniqueEmail, type TestUser } from "../test/auth.ts";
import { call, json } from "../test/http.ts";

const INVITE_LINK = /\/invite\/([A-Za-z0-9_-]+)/;

type Member = { id: string; firstName: string; lastName: string; email: string; profileImageUrl: string | null; role: string };

const members = async (user: TestUser) => json<Member[]>(await call("GET", "/api/family-members", { cookie: user.cookie }));
const invite = (user: TestUser, body: unknown) => callApi("POST", "/api/family-members/invite", { cookie: user.cookie, body, env: INVITES_ON });
const preview = (token: string) => callApi("GET", `/api/invitations/${token}`, { env: INVITES_ON });
const accept = (user: TestUser, token: string) => callApi("POST", `/api/invitations/${token}/accept`, { cookie: user.cookie, env: INVITES_ON });

const familyOf = async (userId: string) =>
  (await env.DB.prepare("select family_id as f, role from family_members where user_id = ?").bind(userId).first<{ f: string; role: string }>())!;
const familyExists = async (familyId: string) => (await env.DB.prepare("select count(*) as n from families where id = ?").bind(familyId).first<number>("n")) === 1;
const addChild = (familyId: string) =>
  env.DB.prepare("insert into children (id, family_id, name, updated_at) values (?, ?, 'Sam', ?)").bind(crypto.randomUUID(), familyId, Date.now()).run();

/** An Owner who invited `email`, and the token from the e-mail that went out. */
async function invited(email: string, firstName = "Pat"): Promise<{ owner: TestUser; token: string }> {
  const owner = await signUp({ firstName: "Olivia", lastName: "Owner" });
  const res = await invite(owner, { email, firstName, lastName: "Partner" });
  expect(res.status).toBe(201);
  return { owner, token: await latestLinkToken(email, INVITE_LINK) };
}

describe("GET /api/family-members", () => {
  it("lists the caller's family: the Owner alone after sign-up", async () => {
    const user = await signUp({ firstName: "Lena", lastName: "Lind" });
    expect(await members(user)).toEqual([
      { id: user.id, firstName: "Lena", lastName: "Lind", email: user.email, profileImageUrl: null, role: "owner" },
    ]);
  });

  it("never shows another family's people", async () => {
    const a = await signUp();
    const b = await signUp();
    expect((await members(a)).map((m) => m.id)).toEqual([a.id]);
    expect((await members(b)).map((m) => m.id)).toEqual([b.id]);
  });
});

describe("POST /api/family-members/invite", () => {
  it("is off by default: 404 FEATURE_DISABLED and no invitation or e-mail", async () => {
    const owner = await signUp();
    const email = uniqueEmail("partner");
    const res = await call("POST", "/api/family-members/invite", { cookie: owner.cookie, body: { email, firstName: "Pat" } });
    expect(res.status).toBe(404);
    expect((await json(res)).code).toBe("FEATURE_DISABLED");
    expect(await env.DB.prepare("select count(*) as n from invitations where email = ?").bind(email).first("n")).toBe(0);
    expect(await outboxFor(email)).toHaveLength(0);
  });

  it("creates a 7-day invitation (hashed token) and e-mails a link built from APP_ORIGIN", async () => {
    const owner = await signUp({ firstName: "Olivia", lastName: "Owner" });
    const email = uniqueEmail("partner");
    const res = await invite(owner, { email: email.toUpperCase(), firstName: " Pat ", lastName: "Partner" });
    expect(res.status).toBe(201);
    const body = await json<{ message: string; invitation: { email: string; firstName: string; expiresAt: string } }>(res);
    expect(body.invitation).toMatchObject({ email, firstName: "Pat", lastName: "Partner" });
    const days = (Date.parse(body.invitation.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const [mail] = await outboxFor(email);
    expect(mail?.text).toContain(`${env.APP_ORIGIN}/invite/`);
    expect(mail?.text).toContain("Olivia");
    const token = await latestLinkToken(email, INVITE_LINK);
    const row = await env.DB.prepare("select token_hash as h from invitations where email = ?").bind(email).first<{ h: string }>();
    expect(row?.h).toBe(await sha256Hex(token));
  });

  it("works without a last name", async () => {
    const owner = await signUp();
    const res = await invite(owner, { email: uniqueEmail("partner"), firstName: "Pat" });
    expect(res.status).toBe(201);
  });

  it.each([
    ["email", { firstName: "Pat" }, "Please enter an email address."],
    ["email", { email: "  ", firstName: "Pat" }, "Please enter an email address."],
    ["email", { email: "not-an-email", firstName: "Pat" }, "Enter a valid email address"],
    ["firstName", { email: "pat@example.com", firstName: "" }, "First name is required"],
    ["firstName", { email: "pat@example.com" }, "First name is required"],
  ])("rejects a missing or bad %s with 400 naming the field", async (field, body, message) => {
    const owner = await signUp();
    const res = await invite(owner, body);
    expect(res.status).toBe(400);
    const err = await json<{ message: string; fields: Record<string, string> }>(res);
    expect(err.fields[field]).toBe(message);
  });

  it("refuses to invite yourself or an existing member (409)", async () => {
    const owner = await signUp();
    const self = await invite(owner, { email: owner.email.toUpperCase(), firstName: "Me" });
    expect(self.status).toBe(409);
    expect((await json(self)).code).toBe("CANNOT_INVITE_SELF");

    const partnerEmail = uniqueEmail("partner");
    expect((await invite(owner, { email: partnerEmail, firstName: "Pat" })).status).toBe(201);
    const partner = await signUp({ email: partnerEmail });
    expect((await accept(partner, await latestLinkToken(partnerEmail, INVITE_LINK))).status).toBe(200);
    const again = await invite(owner, { email: partnerEmail, firstName: "Pat" });
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ code: "ALREADY_MEMBER", message: `${partnerEmail} is already a member of your family workspace.` });
  });

  it("lets only the Owner invite (a Member gets 403)", async () => {
    const partnerEmail = uniqueEmail("partner");
    const { token } = await invited(partnerEmail);
    const partner = await signUp({ email: partnerEmail });
    expect((await accept(partner, token)).status).toBe(200);
    const res = await invite(partner, { email: uniqueEmail("third"), firstName: "Tess" });
    expect(res.status).toBe(403);
  });

  it("a newer invitation to the same address replaces the older link", async () => {
    const owner = await signUp();
    const email = uniqueEmail("partner");
    await invite(owner, { email, firstName: "Pat" });
    const first = await latestLinkToken(email, INVITE_LINK);
    await invite(owner, { email, firstName: "Pat" });
    const second = await latestLinkToken(email, INVITE_LINK);
    expect((await preview(first)).status).toBe(404);
    expect((await preview(second)).status).toBe(200);
  });
});

describe("GET /api/invitations/:token (public)", () => {
  it("shows the family, the inviter's first name, the invited address and the expiry without a session", async () => {
    const email = uniqueEmail("partner");
    const { token } = await invited(email);
    const res = await preview(token);
    expect(res.status).toBe(200);
    const body = await json<Record<string, string>>(res);
    expect(body).toMatchObject({ familyName: "Owner family", inviterFirstName: "Olivia", email, firstName: "Pat", lastName: "Partner" });
    expect(Date.parse(body.expiresAt!)).toBeGreaterThan(Date.now());
  });

  it("answers 404 for an unknown, expired or used token, and when the feature is off", async () => {
    expect((await preview("A".repeat(43))).status).toBe(404);
    expect((await preview("x")).status).toBe(404);

    const email = uniqueEmail("partner");
    const { token } = await invited(email);
    expect((await call("GET", `/api/invitations/${token}`)).status).toBe(404);

    await env.DB.prepare("update invitations set expires_at = ? where email = ?").bind(Date.now() - 1000, email).run();
    const expired = await preview(token);
    expect(expired.status).toBe(404);
    expect((await json(expired)).code).toBe("INVITATION_NOT_FOUND");
  });
});

describe("POST /api/invitations/:token/accept", () => {
  it("makes the invitee a Member of the inviting family, once; their empty workspace goes away", async () => {
    const partnerEmail = uniqueEmail("partner");
    const { owner, token } = await invited(partnerEmail);
    const partner = await signUp({ email: partnerEmail, firstName: "Pat", lastName: "Partner" });
    const oldFamily = (await familyOf(partner.id)).f;

    const res = await accept(partner, token);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ familyName: "Owner family", familyId: (await familyOf(owner.id)).f });

    expect(await familyOf(partner.id)).toEqual({ f: (await familyOf(owner.id)).f, role: "member" });
    expect(await familyExists(oldFamily)).toBe(false);
    // The partner's existing session (its KV copy) now reads the new family.
    const seen = await members(partner);
    expect(seen.map((m) => [m.id, m.role])).toEqual([
      [owner.id, "owner"],
      [partner.id, "member"],
    ]);
    expect((await members(owner)).map((m) => m.id)).toEqual([owner.id, partner.id]);

    expect((await accept(partner, token)).status).toBe(404);
    expect((await preview(token)).status).toBe(404);
  });

  it("refuses someone signed in with another address (403), and changes nothing", async () => {
    const { owner, token } = await invited(uniqueEmail("partner"));
    const stranger = await signUp();
    const before = await familyOf(stranger.id);
    const res = await accept(stranger, token);
    expect(res.status).toBe(403);
    expect((await json(res)).code).toBe("INVITATION_EMAIL_MISMATCH");
    expect(await familyOf(stranger.id)).toEqual(before);
    expect((await members(owner)).map((m) => m.id)).toEqual([owner.id]);
    expect((await preview(token)).status).toBe(200);
  });

  it("refuses (409) when the invitee's own workspace has children, and changes nothing", async () => {
    const partnerEmail = uniqueEmail("partner");
    const { owner, token } = await invited(partnerEmail);
    const partner = await signUp({ email: partnerEmail });
    const own = await familyOf(partner.id);
    await addChild(own.f);
    const res = await accept(partner, token);
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({ code: "CURRENT_FAMILY_HAS_CHILDREN", message: expect.stringMatching(/children/) });
    expect(await familyOf(partner.id)).toEqual(own);
    expect(await familyExists(own.f)).toBe(true);
    expect((await members(owner)).map((m) => m.id)).toEqual([owner.id]);
    expect((await preview(token)).status).toBe(200);
  });

  it("refuses (409) when the invitee owns a workspace that has other members", async () => {
    const partnerEmail = uniqueEmail("partner");
    const { token } = await invited(partnerEmail);
    const partner = await signUp({ email: partnerEmail });
    const helperEmail = uniqueEmail("helper");
    expect((await invite(partner, { email: helperEmail, firstName: "Hal" })).status).toBe(201);
    const helper = await signUp({ email: helperEmail });
    expect((await accept(helper, await latestLinkToken(helperEmail, INVITE_LINK))).status).toBe(200);
    const res = await accept(partner, token);
    expect(res.status).toBe(409);
    expect((await json(res)).code).toBe("CURRENT_FAMILY_HAS_MEMBERS");
  });

  it("answers 409 to a Member who is already in that family", async () => {
    const partnerEmail = uniqueEmail("partner");
    const { owner, token } = await invited(partnerEmail);
    const partner = await signUp({ email: partnerEmail });
    expect((await accept(partner, token)).status).toBe(200);
    // A second pending invitation to a member cannot be made through the API (it answers 409 up
    // front), so plant one to prove acceptance re-checks membership.
    const planted = `planted${crypto.randomUUID().replace(/-/g, "")}`;
    await env.DB.prepare(
      "insert into invitations (id, family_id, invited_by, email, first_name, token_hash, expires_at) values (?, ?, ?, ?, 'Pat', ?, ?)",
    )
      .bind(crypto.randomUUID(), (await familyOf(owner.id)).f, owner.id, partnerEmail, await sha256Hex(planted), Date.now() + 60_000)
      .run();
    const res = await accept(partner, planted);
    expect(res.status).toBe(409);
    expect((await json(res)).code).toBe("ALREADY_MEMBER");
    expect(await familyOf(partner.id)).toEqual({ f: (await familyOf(owner.id)).f, role: "member" });
  });

  it("refuses an expired invitation", async () => {
    const partnerEmail = uniqueEmail("partner");
    const { token } = await invited(partnerEmail);
    const partner = await signUp({ email: partnerEmail });
    await env.DB.prepare("update invitations set expires_at = ? where email = ?").bind(Date.now() - 1, partnerEmail).run();
    expect((await accept(partner, token)).status).toBe(404);
  });

  it("is off when the feature flag is off", async () => {
    const partnerEmail = uniqueEmail("partner");
    const { token } = await invited(partnerEmail);
    const partner = await signUp({ email: partnerEmail });
    const res = await call("POST", `/api/invitations/${token}/accept`, { cookie: partner.cookie });
    expect(res.status).toBe(404);
    expect((await json(res)).code).toBe("FEATURE_DISABLED");
  });
});

const register = (body: Record<string, unknown>) => callApi("POST", "/api/auth/register", { body, env: INVITES_ON });

describe("sign-up from an invitation link", () => {
  it("creates the account directly as a Member of the inviting family (no workspace of its own)", async () => {
    const email = uniqueEmail("partner");
    const { owner, token } = await invited(email);
    const res = await register({ email: email.toUpperCase(), password: TEST_PASSWORD, firstName: "Pat", lastName: "Partner", inviteToken: token });
    expect(res.status).toBe(201);
    const cookie = sessionCookieFrom(res);
    const list = await json<Member[]>(await call("GET", "/api/family-members", { cookie }));
    expect(list.map((m) => [m.email, m.role])).toEqual([
      [owner.email, "owner"],
      [email, "member"],
    ]);
    const verified = await env.DB.prepare("select email_verified as v from users where email = ?").bind(email).first<number>("v");
    expect(verified).toBe(1);
    expect((await preview(token)).status).toBe(404);
  });

  it("refuses another e-mail address (400 on the email field) and stores nothing", async () => {
    const { token } = await invited(uniqueEmail("partner"));
    const other = uniqueEmail("other");
    const res = await register({ email: other, password: TEST_PASSWORD, firstName: "X", lastName: "Y", inviteToken: token });
    expect(res.status).toBe(400);
    const body = await json<{ code: string; fields: Record<string, string> }>(res);
    expect(body.code).toBe("INVITATION_EMAIL_MISMATCH");
    expect(body.fields.email).toBeTruthy();
    expect(await env.DB.prepare("select count(*) as n from users where email = ?").bind(other).first("n")).toBe(0);
    expect((await preview(token)).status).toBe(200);
  });

  it("refuses a used or unknown token and stores nothing", async () => {
    const email = uniqueEmail("partner");
    const { token } = await invited(email);
    expect((await register({ email, password: TEST_PASSWORD, firstName: "P", lastName: "Q", inviteToken: token })).status).toBe(201);
    const late = uniqueEmail("late");
    const reused = await register({ email: late, password: TEST_PASSWORD, firstName: "L", lastName: "M", inviteToken: token });
    expect(reused.status).toBe(404);
    expect((await json(reused)).code).toBe("INVITATION_NOT_FOUND");
    const unknown = await register({ email: late, password: TEST_PASSWORD, firstName: "L", lastName: "M", inviteToken: "B".repeat(43) });
    expect(unknown.status).toBe(404);
    expect(await env.DB.prepare("select count(*) as n from users where email = ?").bind(late).first("n")).toBe(0);
  });
});

// The /api route table as the tests see it: every route registered on the Hono app, with how to fill its
// parameters and a valid request for it. The authorization, header/CSRF and fuzz tests
// (worker/api/route-table.*.test.ts) are generated from this one list, and they fail while a registered
// route is missing here (or an entry here is no longer a route), so a new route cannot be forgotten.
import { env } from "cloudflare:test";
import { api } from "../app.ts";
import { publicSessionId } from "../auth/account.ts";
import { createSession } from "../auth/sessions.ts";
import { sha256Hex } from "../auth/tokens.ts";
import { getDb } from "../db/client.ts";
import { sendForm } from "./conversations.ts";
import { callApi, INVITES_ON, latestLinkToken } from "./api.ts";
import { logIn, sessionCookieFrom, SIGNUP_LINK, signUp, TEST_PASSWORD, uniqueEmail, type TestUser } from "./auth.ts";
import { makePdf, SAMPLE_IEP_PAGES } from "./fixtures/index.ts";
import { call, json } from "./http.ts";
import { fixtures, type FormPart, multipartBody, multipartType } from "./multipart.ts";
import { addChild, docParts, familyIdOf, r2Keys, uploadParts } from "./uploads.ts";

/** The kinds of ids a request can carry; each path parameter (and id-bearing body field) takes one. */
export type Slot = "child" | "document" | "conversation" | "message" | "invitation";
export type Ids = Record<Slot, string>;
export const SLOTS: readonly Slot[] = ["child", "document", "conversation", "message", "invitation"];

/** How a route takes its input (what the fuzz test varies). */
export type Input = "json" | "optional-json" | "query" | "form" | "multipart";

/** One request before it is sent: the query and body of a route's call. */
export type Prepared = {
  method: string;
  pattern: string;
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  raw?: BodyInit;
  headers?: Record<string, string>;
};

type RequestParts = Pick<Prepared, "query" | "body" | "raw" | "headers">;

export type RouteSpec = {
  /** The id each path parameter takes. */
  params: Record<string, Slot>;
  /** Ids carried in the body or query rather than the path; checked like path ids. */
  bodySlots?: Slot[];
  /** What the route reads besides its path (empty: nothing). */
  input: Input[];
  /** Listed in worker/api/public-routes.ts: answers without a session. */
  public?: true;
  /**
   * A valid request by the owner of `ids`. `self` is the caller's own world (for fields that are not ids,
   * such as the caller's credentials); for a signed-out caller it is the world the ids come from.
   */
  request: (c: { ids: Ids; self: World }) => RequestParts | Promise<RequestParts>;
  /** The owner's answer to that request. */
  ok: number;
  /** Another family's ids get this instead of 404 NOT_FOUND, for the reason given. */
  foreign?: { status: number; code?: string; why: string };
  /** The call ends the session it is made with: signed-in calls use a fresh session of their own. */
  endsSession?: true;
  /** The call deletes the world's data: the owner's call runs after all the others. */
  destroys?: true;
  /** The owner's successful call is made by the world's invitee instead (it accepts the invitation). */
  byInvitee?: true;
};

export const INVITE_LINK = /\/invite\/([A-Za-z0-9_-]+)/;
const RESET_LINK = /\/reset-password\?token=([A-Za-z0-9_-]+)/;

let ipCounter = 0;
/** A client address no other call used, so per-IP throttles never add up across checks. */
export function uniqueIp(): string {
  ipCounter += 1;
  return `198.51.${(ipCounter >> 8) & 0xff}.${ipCounter & 0xff}`;
}

/** A live reset token for a new throwaway account (forgot-password, then the link in the dev outbox). */
async function freshResetToken(): Promise<string> {
  const email = uniqueEmail("reset");
  await signUp({ email });
  const res = await callApi("POST", "/api/auth/forgot-password", { body: { email }, headers: { "CF-Connecting-IP": uniqueIp() } });
  if (res.status !== 200) throw new Error(`forgot-password failed: ${res.status}`);
  return latestLinkToken(email, RESET_LINK);
}

/**
 * The public id of a new session of `user`, for ending it. Made straight in the session store: the
 * world's password may have been changed by an earlier check of the password route.
 */
async function spareSessionId(user: TestUser): Promise<string> {
  const { token } = await createSession(getDb(env), env.KV, user.id, false);
  return publicSessionId(await sha256Hex(token));
}

/** A live sign-up confirmation token for a new address (register, then the link in the dev outbox). */
async function freshSignupToken(): Promise<string> {
  const email = uniqueEmail("confirm");
  const res = await callApi("POST", "/api/auth/register", { body: { email, password: TEST_PASSWORD, firstName: "Nova", lastName: "Parent" } });
  if (res.status !== 202) throw new Error(`register failed: ${res.status}`);
  return latestLinkToken(email, SIGNUP_LINK);
}

const EMAIL_CHANGE_LINK = /\/account\/confirm-email\?token=([A-Za-z0-9_-]+)/;

/** A live e-mail change token of a new throwaway account (the request, then the link in the dev outbox). */
async function freshEmailChangeToken(): Promise<string> {
  const user = await signUp();
  const newEmail = uniqueEmail("moved");
  const res = await callApi("POST", "/api/account/email", { cookie: user.cookie, body: { currentPassword: user.password, newEmail } });
  if (res.status !== 202) throw new Error(`e-mail change failed: ${res.status}`);
  return latestLinkToken(newEmail, EMAIL_CHANGE_LINK);
}

const avatarParts = (): FormPart[] => [{ name: "avatar", filename: "face.png", contentType: "image/png", value: fixtures.png() }];
const multipart = (parts: FormPart[]): RequestParts => ({ raw: multipartBody(parts), headers: { "Content-Type": multipartType() } });

/** Every /api route, keyed "METHOD /api/pattern" exactly as `api.routes` lists it. */
export const ROUTES: Record<string, RouteSpec> = {
  "GET /api/health": { params: {}, input: [], public: true, request: () => ({}), ok: 200 },

  "POST /api/auth/register": {
    params: {},
    input: ["json"],
    public: true,
    request: () => ({ body: { email: uniqueEmail("new"), password: TEST_PASSWORD, firstName: "Nova", lastName: "Parent" } }),
    ok: 202,
  },
  "POST /api/auth/confirm-signup": {
    params: {},
    input: ["json"],
    public: true,
    request: async () => ({ body: { token: await freshSignupToken() } }),
    ok: 201,
  },
  "POST /api/auth/login": {
    params: {},
    input: ["json"],
    public: true,
    request: ({ self }) => ({ body: { email: self.user.email, password: self.user.password }, headers: { "CF-Connecting-IP": uniqueIp() } }),
    ok: 200,
  },
  "GET /api/auth/logout": { params: {}, input: [], public: true, request: () => ({}), ok: 302, endsSession: true },
  "GET /api/auth/user": { params: {}, input: [], request: () => ({}), ok: 200 },
  "POST /api/auth/forgot-password": {
    params: {},
    input: ["json"],
    public: true,
    request: () => ({ body: { email: uniqueEmail("forgot") }, headers: { "CF-Connecting-IP": uniqueIp() } }),
    ok: 200,
  },
  "POST /api/auth/reset-password": {
    params: {},
    input: ["json"],
    public: true,
    request: async () => ({ body: { token: await freshResetToken(), newPassword: "Fresh-Harbor-83" } }),
    ok: 200,
  },
  // Google is not configured in tests: both answer the login page's "not configured" redirect.
  "GET /api/auth/google": { params: {}, input: [], public: true, request: () => ({}), ok: 302 },
  "GET /api/auth/google/callback": {
    params: {},
    input: ["query"],
    public: true,
    request: () => ({ query: { state: "state-from-google", code: "code-from-google" } }),
    ok: 302,
  },

  "GET /api/account/sessions": { params: {}, input: [], request: () => ({}), ok: 200 },
  "POST /api/account/sessions/revoke": {
    params: {},
    input: ["json"],
    request: async ({ self }) => ({ body: { id: await spareSessionId(self.user) } }),
    ok: 204,
  },
  "POST /api/account/sessions/revoke-all": { params: {}, input: [], request: () => ({}), ok: 200, endsSession: true, destroys: true },
  "GET /api/account/sign-ins": { params: {}, input: [], request: () => ({}), ok: 200 },
  "POST /api/account/email": {
    params: {},
    input: ["json"],
    // A request only: the account's address changes when the e-mailed link is used.
    request: ({ self }) => ({ body: { currentPassword: self.user.password, newEmail: uniqueEmail("moved") } }),
    ok: 202,
  },
  "POST /api/account/email/confirm": {
    params: {},
    input: ["json"],
    public: true,
    request: async () => ({ body: { token: await freshEmailChangeToken() } }),
    ok: 200,
  },
  "POST /api/account/delete": {
    params: {},
    input: ["json"],
    request: ({ self }) => ({ body: { confirmEmail: self.user.email } }),
    ok: 200,
    endsSession: true,
    destroys: true,
  },
  "POST /api/account/password": {
    params: {},
    input: ["json"],
    // The same password again: a valid change that leaves the world's credentials as they were.
    request: ({ self }) => ({ body: { currentPassword: self.user.password, newPassword: self.user.password } }),
    ok: 200,
    destroys: true,
  },
  "PATCH /api/user/profile": {
    params: {},
    input: ["json"],
    request: ({ self }) => ({ body: { firstName: self.user.firstName, lastName: self.user.lastName } }),
    ok: 200,
  },
  "GET /api/family-members": { params: {}, input: [], request: () => ({}), ok: 200 },
  "POST /api/family-members/invite": {
    params: {},
    input: ["json"],
    request: () => ({ body: { email: uniqueEmail("invitee"), firstName: "Pat", lastName: "Partner" } }),
    ok: 201,
  },
  "GET /api/invitations/:token": {
    params: { token: "invitation" },
    input: [],
    public: true,
    request: () => ({}),
    ok: 200,
    foreign: {
      status: 200,
      why: "the link is a bearer secret: its preview (family name, inviter's first name, invited address) is public by design (docs/decisions/0007)",
    },
  },
  "POST /api/invitations/:token/accept": {
    params: { token: "invitation" },
    input: [],
    request: () => ({}),
    ok: 200,
    byInvitee: true,
    foreign: { status: 403, code: "INVITATION_EMAIL_MISMATCH", why: "an invitation is bound to the invited address (docs/decisions/0007)" },
  },
  "GET /api/dev/outbox": { params: {}, input: ["query"], public: true, request: ({ self }) => ({ query: { to: self.invitee } }), ok: 200 },
  "POST /api/contact": {
    params: {},
    input: ["json"],
    public: true,
    request: () => ({ body: { name: "Robin Parent", email: "robin@example.com", subject: "A question", message: "How do I share a document?" } }),
    ok: 200,
  },
  "PUT /api/preferences/cookie-consent": { params: {}, input: ["json"], public: true, request: () => ({ body: { consent: "accepted" } }), ok: 200 },

  "GET /api/children": { params: {}, input: [], request: () => ({}), ok: 200 },
  "POST /api/children": { params: {}, input: ["json", "multipart"], request: () => ({ body: { name: "Sibling" } }), ok: 201 },
  "GET /api/children/:id": { params: { id: "child" }, input: [], request: () => ({}), ok: 200 },
  "PATCH /api/children/:id": { params: { id: "child" }, input: ["json"], request: () => ({ body: { birthMonth: "March" } }), ok: 200 },
  "DELETE /api/children/:id": { params: { id: "child" }, input: [], request: () => ({}), ok: 204, destroys: true },
  "POST /api/children/:id/avatar": { params: { id: "child" }, input: ["multipart"], request: () => multipart(avatarParts()), ok: 200 },
  "GET /api/children/:id/avatar": { params: { id: "child" }, input: [], request: () => ({}), ok: 200 },
  "GET /api/children/:id/progress": { params: { id: "child" }, input: [], request: () => ({}), ok: 200 },
  "GET /api/children/:id/deadlines.ics": { params: { id: "child" }, input: [], request: () => ({}), ok: 200 },
  "GET /api/children/:id/brief.pdf": { params: { id: "child" }, input: [], request: () => ({}), ok: 200 },

  "GET /api/ai/summary/:documentId": { params: { documentId: "document" }, input: [], request: () => ({}), ok: 200 },
  "GET /api/ai/record/:childId": { params: { childId: "child" }, input: [], request: () => ({}), ok: 200 },
  "POST /api/ai/summary/child/:childId": { params: { childId: "child" }, input: ["optional-json"], request: () => ({}), ok: 200 },
  "POST /api/ai/summary/:documentId": {
    params: { documentId: "document" },
    bodySlots: ["child"],
    input: ["optional-json", "query"],
    request: ({ ids }) => ({ body: { childId: ids.child } }),
    ok: 200,
  },
  "GET /api/ai/goals/:documentId": { params: { documentId: "document" }, input: [], request: () => ({}), ok: 200 },
  "GET /api/ai/suggested-questions/:documentId": { params: { documentId: "document" }, input: [], request: () => ({}), ok: 200 },
  "GET /api/ai/insights/:documentId": { params: { documentId: "document" }, input: [], request: () => ({}), ok: 200 },
  "POST /api/ai/insights/:documentId": { params: { documentId: "document" }, input: ["optional-json"], request: () => ({}), ok: 200 },

  "GET /api/children/:id/documents": { params: { id: "child" }, input: [], request: () => ({}), ok: 200 },
  "POST /api/children/:id/documents/upload": {
    params: { id: "child" },
    input: ["multipart"],
    request: () => multipart(docParts({ name: "notes.txt", bytes: fixtures.txt() }, { title: "Meeting notes", documentType: "Other", schoolYear: "2025-2026" })),
    ok: 201,
  },
  "GET /api/documents/:id": { params: { id: "document" }, input: [], request: () => ({}), ok: 200 },
  "PUT /api/documents/:id": {
    params: { id: "document" },
    input: ["json"],
    request: () => ({ body: { title: "Spring IEP (edited)", documentType: "IEP", schoolYear: "2025-2026" } }),
    ok: 200,
  },
  "DELETE /api/documents/:id": { params: { id: "document" }, input: [], request: () => ({}), ok: 204, destroys: true },
  "GET /api/documents/:id/text": { params: { id: "document" }, input: [], request: () => ({}), ok: 200 },
  "GET /api/documents/:id/download": { params: { id: "document" }, input: [], request: () => ({}), ok: 200 },
  "GET /api/documents/:id/file": { params: { id: "document" }, input: [], request: () => ({}), ok: 200 },

  "GET /api/children/:childId/conversations": { params: { childId: "child" }, input: [], request: () => ({}), ok: 200 },
  "POST /api/children/:childId/conversations": {
    params: { childId: "child" },
    input: ["json"],
    request: () => ({ body: { title: "Questions for the next meeting" } }),
    ok: 201,
  },
  "PATCH /api/conversations/:id": { params: { id: "conversation" }, input: ["json"], request: () => ({ body: { hasSummary: true } }), ok: 200 },
  "GET /api/conversations/:id/messages": { params: { id: "conversation" }, input: [], request: () => ({}), ok: 200 },
  "POST /api/conversations/:id/messages/stream": {
    params: { id: "conversation" },
    input: ["form"],
    request: () => sendForm("What are the reading goals?"),
    ok: 200,
  },
  "GET /api/conversations/:id/messages/:messageId/stream": {
    params: { id: "conversation", messageId: "message" },
    input: [],
    request: () => ({}),
    ok: 200,
  },
  "POST /api/conversations/:id/messages/direct": {
    params: { id: "conversation" },
    input: ["json"],
    request: () => ({ body: { content: "Here is a summary of the plan.", role: "assistant", timestamp: Date.now() } }),
    ok: 201,
  },
  "POST /api/conversations/:id/messages/:messageId/copy": {
    params: { id: "conversation", messageId: "message" },
    input: [],
    request: () => ({}),
    ok: 204,
  },
};

export type RouteKey = string;

/** Every route registered on the app ("METHOD /api/pattern"), without middleware (method ALL), once each. */
export function registeredRoutes(): RouteKey[] {
  return [...new Set(api.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path}`))].sort();
}

export const TABLE_KEYS: RouteKey[] = Object.keys(ROUTES).sort();

export function splitKey(key: RouteKey): { method: string; pattern: string } {
  const [method, pattern] = key.split(" ") as [string, string];
  return { method, pattern };
}

export function specOf(key: RouteKey): RouteSpec {
  const spec = ROUTES[key];
  if (!spec) throw new Error(`no route table entry for ${key}`);
  return spec;
}

/** The parameter names in a pattern, in order. */
export const patternParams = (pattern: string): string[] => [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/** The slots a route's request carries (path parameters, then body ids), each once. */
export function slotsOf(spec: RouteSpec): Slot[] {
  return [...new Set([...Object.values(spec.params), ...(spec.bodySlots ?? [])])];
}

/** A pattern with its parameters filled from `values` (by parameter name), URL-encoded. */
export function fillPattern(pattern: string, values: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${pattern}`);
    return encodeURIComponent(value);
  });
}

/** The route's valid request for the owner of `ids`. */
export async function prepare(key: RouteKey, c: { ids: Ids; self: World }): Promise<Prepared> {
  const { method, pattern } = splitKey(key);
  const spec = specOf(key);
  const values = Object.fromEntries(Object.entries(spec.params).map(([name, slot]) => [name, c.ids[slot]]));
  return { method, pattern, path: fillPattern(pattern, values), ...(await spec.request(c)) };
}

export type Sent = { res: Response; text: string };

/** Sends a prepared request (family invitations switched on) and reads the whole answer. */
export async function dispatch(p: Prepared, opts: { cookie?: string; headers?: Record<string, string>; env?: Partial<Env> } = {}): Promise<Sent> {
  const query = p.query && Object.keys(p.query).length ? `?${new URLSearchParams(p.query)}` : "";
  const res = await callApi(p.method, `${p.path}${query}`, {
    body: p.body,
    raw: p.raw,
    cookie: opts.cookie,
    headers: { ...p.headers, ...opts.headers },
    env: { ...INVITES_ON, ...opts.env },
  });
  // Decoded by hand: some answers are files, and Response.text() warns about those.
  return { res, text: new TextDecoder().decode(await res.arrayBuffer()) };
}

/** The session cookie the user makes this route's call with (a fresh one when the call ends it). */
export async function cookieFor(user: TestUser, spec: RouteSpec): Promise<string> {
  if (!spec.endsSession) return user.cookie;
  return sessionCookieFrom(await logIn(user.email, user.password));
}

/**
 * A family with one of everything an id can name: a child with an avatar, a real PDF uploaded and
 * processed by the queue, a conversation with a message, and a pending invitation (with its token).
 */
export type World = {
  label: string;
  user: TestUser;
  familyId: string;
  ids: Ids;
  /** The invited address; `inviteeUser` is its account when the world was built with one. */
  invitee: string;
  inviteeUser?: TestUser;
  /** Text only this family may ever see: the account's e-mail, the child's name, titles, the message. */
  secrets: string[];
};

const tag = () => Math.random().toString(36).slice(2, 10);

async function expectStatus(res: Response, status: number, what: string): Promise<Response> {
  if (res.status !== status) throw new Error(`${what} failed: ${res.status} ${await res.text()}`);
  return res;
}

/**
 * Polls D1 until the document is processed (the real queue consumer runs it). The budget is wide: three worlds
 * are built at once and the queue batches, so at load 7 on two cores 15 s was seen to run out (the hooks allow 90 s).
 */
export async function waitUntilReady(documentId: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await env.DB.prepare("select status, status_reason as reason from documents where id = ?").bind(documentId).first<{ status: string; reason: string | null }>();
    if (row?.status === "ready") return;
    if (row && row.status !== "processing") throw new Error(`document ${documentId} ended ${row.status}: ${row.reason}`);
    if (Date.now() > deadline) throw new Error(`document ${documentId} still ${row?.status ?? "missing"}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function buildWorld(label: string, opts: { inviteeAccount?: boolean } = {}): Promise<World> {
  const t = tag();
  const user = await signUp({ firstName: `${label}first${t}`, lastName: `${label}last${t}` });
  const familyId = await familyIdOf(user);
  const childName = `${label}child${t}`;
  const child = await addChild(user, childName);
  await expectStatus(
    await call("POST", `/api/children/${child.id}/avatar`, { cookie: user.cookie, ...multipart(avatarParts()) }),
    200,
    "avatar upload",
  );
  const title = `${label}title${t}`;
  const upload = await uploadParts(user, child.id, docParts({ name: "plan.pdf", bytes: makePdf(SAMPLE_IEP_PAGES) }, { title, documentType: "IEP", schoolYear: "2025-2026" }));
  const document = await json<{ id: string }>(await expectStatus(upload, 201, "upload"));
  const conversationTitle = `${label}conversation${t}`;
  const conversation = await json<{ id: string }>(
    await expectStatus(await call("POST", `/api/children/${child.id}/conversations`, { cookie: user.cookie, body: { title: conversationTitle } }), 201, "conversation"),
  );
  const messageText = `${label}message${t}`;
  const message = await json<{ id: string }>(
    await expectStatus(
      await call("POST", `/api/conversations/${conversation.id}/messages/direct`, { cookie: user.cookie, body: { content: messageText, role: "assistant" } }),
      201,
      "message",
    ),
  );
  const invitee = uniqueEmail(`${label}-invitee`);
  await expectStatus(
    await callApi("POST", "/api/family-members/invite", { cookie: user.cookie, env: INVITES_ON, body: { email: invitee, firstName: "Pat", lastName: "Partner" } }),
    201,
    "invite",
  );
  const invitation = await latestLinkToken(invitee, INVITE_LINK);
  const inviteeUser = opts.inviteeAccount ? await signUp({ email: invitee }) : undefined;
  await waitUntilReady(document.id);
  return {
    label,
    user,
    familyId,
    ids: { child: child.id, document: document.id, conversation: conversation.id, message: message.id, invitation },
    invitee,
    inviteeUser,
    secrets: [user.email, childName, title, conversationTitle, messageText],
  };
}

const q = (sql: string, ...binds: unknown[]) => env.DB.prepare(sql).bind(...binds);

/**
 * Everything of the family's that a request could change: the account, members, invitations, children,
 * documents (and cached insights), conversations, messages, copies, sessions, and the R2 objects (their
 * keys, sizes, etags and bytes).
 */
export async function snapshot(w: World): Promise<unknown> {
  const f = w.familyId;
  const rows = await env.DB.batch([
    q("select id, email, password_hash, first_name, last_name, email_verified, updated_at from users where id = ?", w.user.id),
    q("select id, revoked_at, expires_at from sessions where user_id = ? order by id", w.user.id),
    q("select * from family_members where family_id = ? order by user_id", f),
    q("select * from invitations where family_id = ? order by id", f),
    q("select * from children where family_id = ? order by id", f),
    q("select * from documents where family_id = ? order by id", f),
    q("select document_id, engine, summary, created_at from document_insights where document_id in (select id from documents where family_id = ?) order by 1, 2", f),
    q("select * from conversations where family_id = ? order by id", f),
    q("select * from messages where conversation_id in (select id from conversations where family_id = ?) order by id", f),
    q("select id, message_id, user_id from message_copies where message_id in (select m.id from messages m join conversations c on c.id = m.conversation_id where c.family_id = ?) order by id", f),
  ]);
  const children = rows[4]!.results as { id: string }[];
  const keys = [...(await r2Keys(`documents/${f}/`)), ...children.map((c) => `avatars/${c.id}`)];
  const objects = await Promise.all(
    keys.map(async (key) => {
      const object = await env.FILES.get(key);
      if (!object) return { key, missing: true };
      const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", await object.arrayBuffer()));
      return { key, size: object.size, etag: object.etag, uploaded: object.uploaded.getTime(), sha256: Array.from(digest).join(",") };
    }),
  );
  return { rows: rows.map((r) => r.results), objects };
}

const COUNTED_TABLES = [
  "users", "families", "family_members", "invitations", "children", "documents", "document_insights", "conversations",
  "messages", "message_copies", "contact_messages", "dev_outbox", "password_reset_tokens", "oauth_accounts",
] as const;

/** One statement (one round trip): each table's row count, and the live sessions. */
const FOOTPRINT_SQL = `select ${[
  ...COUNTED_TABLES.map((t) => `(select count(*) from ${t}) as "${t}"`),
  `(select count(*) from sessions where revoked_at is null) as "live sessions"`,
].join(", ")}`;

/**
 * What any request could have stored, across every family (each test file has storage of its own):
 * the row count of each table, live sessions, and the number of R2 objects and KV keys.
 */
export async function footprint(): Promise<Record<string, number>> {
  const counts = (await env.DB.prepare(FOOTPRINT_SQL).first<Record<string, number>>())!;
  counts["R2 objects"] = (await r2Keys("")).length;
  let kv = 0;
  let cursor: string | undefined;
  do {
    const page = await env.KV.list({ cursor });
    kv += page.keys.length;
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  counts["KV keys"] = kv;
  return counts;
}

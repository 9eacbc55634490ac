// requirements §18, finding 6 (delete account): nothing of the family is left — checked by listing every D1 table,
// every R2 object and every KV key.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { logIn, sessionCookieFrom, signUp } from "../test/auth.ts";
import { call, json } from "../test/http.ts";
import { addChild, count, familyIdOf, tablesMentioning, uploadFile } from "../test/uploads.ts";
import { sha256Hex } from "../auth/tokens.ts";
import { fixtures, multipartBody, multipartType } from "../test/multipart.ts";

const deleteMe = (cookie: string, confirmEmail: string) => call("POST", "/api/account/delete", { cookie, body: { confirmEmail } });

async function allR2Keys(): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.FILES.list({ cursor });
    keys.push(...page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys;
}

async function allKvKeys(): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.KV.list({ cursor });
    keys.push(...page.keys.map((k) => k.name));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return keys;
}

/** A family with a child, an avatar, a processed document, a conversation, two sessions and a consent record. */
async function fullFamily() {
  const user = await signUp();
  const child = await addChild(user, "Maya");
  await call("POST", `/api/children/${child.id}/avatar`, {
    cookie: user.cookie,
    raw: multipartBody([{ name: "avatar", filename: "face.png", contentType: "image/png", value: fixtures.png() }]),
    headers: { "Content-Type": multipartType() },
  });
  const doc = await uploadFile(user, child.id, "notes.txt", new TextEncoder().encode("Reading goal: Maya will read 90 words per minute. ".repeat(20)));
  for (let i = 0; i < 40 && (await count("document_chunks", "document_id = ?", doc.id)) === 0; i++) await new Promise((r) => setTimeout(r, 100));
  const conv = await call("POST", `/api/children/${child.id}/conversations`, { cookie: user.cookie, body: { title: "Questions for the next meeting" } });
  expect(conv.status).toBe(201);
  const phone = sessionCookieFrom(await logIn(user.email, user.password));
  await call("PUT", "/api/preferences/cookie-consent", { cookie: user.cookie, body: { consent: "accepted" } });
  const familyId = await familyIdOf(user);
  const sessionIds = await Promise.all([user.cookie, phone].map((c) => sha256Hex(c.slice(c.indexOf("=") + 1))));
  return { user, child, doc, familyId, phone, sessionIds, conversationId: (await json<{ id: string }>(conv)).id };
}

describe("delete account", () => {
  it("alone in the family: leaves 0 rows, 0 R2 objects and 0 KV keys of that family", async () => {
    const f = await fullFamily();
    expect(await allR2Keys()).toEqual(expect.arrayContaining([`documents/${f.familyId}/${f.doc.id}`, `avatars/${f.child.id}`]));
    expect((await allKvKeys()).some((k) => k.includes(f.user.id))).toBe(true);
    expect(await count("document_chunks", "document_id = ?", f.doc.id)).toBeGreaterThan(0);
    expect(await count("sign_in_events", "user_id = ?", f.user.id)).toBeGreaterThan(0);

    // The typed confirmation must be the account's own address.
    const wrong = await deleteMe(f.user.cookie, "someone.else@example.com");
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toMatchObject({ fields: { confirmEmail: "Type your email address to confirm." } });

    const res = await deleteMe(f.user.cookie, f.user.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ deleted: "deleted_family" });
    expect(res.headers.get("clear-site-data")).toBe('"cookies", "storage"');

    const ids = [f.user.id, f.familyId, f.child.id, f.doc.id, f.conversationId, ...f.sessionIds, f.user.email];
    // dev_outbox is the local mail transport (mail already "sent" to the address), not account data.
    expect((await tablesMentioning(ids)).filter((hit) => !hit.startsWith("dev_outbox:"))).toEqual([]);
    expect((await allR2Keys()).filter((k) => ids.some((id) => k.includes(id)))).toEqual([]);
    // What KV keeps of each session is only the marker that its account was deleted (ADR 0017): a key of
    // its own, whose value names nobody.
    const left = (await allKvKeys()).filter((k) => ids.some((id) => k.includes(id)));
    expect(left.sort()).toEqual(f.sessionIds.map((id) => `deleted-session:${id}`).sort());
    for (const key of left) expect(await env.KV.get(key)).toBe("gone");

    // Every session is gone, and the account cannot sign in.
    for (const cookie of [f.user.cookie, f.phone]) expect((await call("GET", "/api/auth/user", { cookie })).status).toBe(401);
    expect((await logIn(f.user.email, f.user.password)).status).toBe(401);
  });

  it("deleting twice → 404 NOT_FOUND (the same session again, or a replay from another of its sessions); nothing else changes", async () => {
    const f = await fullFamily();
    const other = await signUp();
    expect((await deleteMe(f.user.cookie, f.user.email)).status).toBe(200);
    for (const cookie of [f.user.cookie, f.phone]) {
      const again = await deleteMe(cookie, f.user.email);
      expect(again.status).toBe(404);
      expect(await json(again)).toEqual({ code: "NOT_FOUND", message: "No such account" });
      // The account's other controls say the same; everything else stays "sign in" (401).
      expect((await call("GET", "/api/account/sessions", { cookie })).status).toBe(404);
      expect((await call("GET", "/api/children", { cookie })).status).toBe(401);
    }
    // Without a session, or with one that merely ended, it is the gate's 401 as for any other route.
    expect((await call("POST", "/api/account/delete", { body: { confirmEmail: f.user.email } })).status).toBe(401);
    const loggedOut = sessionCookieFrom(await logIn(other.email, other.password));
    await call("GET", "/api/auth/logout", { cookie: loggedOut });
    expect((await deleteMe(loggedOut, other.email)).status).toBe(401);
    // The other account is untouched.
    expect((await call("GET", "/api/auth/user", { cookie: other.cookie })).status).toBe(200);
  });

  it("with another member: the family and its records stay; only the person goes (and ownership passes on)", async () => {
    const owner = await signUp();
    const partner = await signUp();
    const familyId = await familyIdOf(owner);
    const child = await addChild(owner, "Leo");
    // Move the partner into the owner's family (what accepting an invitation does).
    const partnerFamily = await familyIdOf(partner);
    await env.DB.batch([
      env.DB.prepare("update family_members set family_id = ?, role = 'member' where user_id = ?").bind(familyId, partner.id),
      env.DB.prepare("delete from families where id = ?").bind(partnerFamily),
    ]);
    const res = await deleteMe(owner.cookie, owner.email);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ deleted: "left_family" });
    expect(await count("users", "id = ?", owner.id)).toBe(0);
    expect(await count("children", "id = ?", child.id)).toBe(1);
    expect(await count("family_members", "family_id = ? and user_id = ? and role = 'owner'", familyId, partner.id)).toBe(1);
    const partnerLogin = await logIn(partner.email, partner.password);
    const kids = await json<Array<{ id: string }>>(await call("GET", "/api/children", { cookie: sessionCookieFrom(partnerLogin) }));
    expect(kids.map((k) => k.id)).toEqual([child.id]);
  });
});

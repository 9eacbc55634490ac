// Quotas (requirements §18.5; docs/decisions/0015), through the real /api app with small limits set the
// way an operator sets them ([vars]): concurrent requests are all counted and exactly `limit` go ahead;
// the others get 429, Retry-After and the one error shape; a refused or failed action gives its unit back.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { chatFamily, sendForm } from "../test/conversations.ts";
import { callApi } from "../test/api.ts";
import { signUp } from "../test/auth.ts";
import { multipartBody, multipartType, fixtures, type FormPart } from "../test/multipart.ts";
import { addChild, count, docParts, familyIdOf, r2Keys } from "../test/uploads.ts";
import { QUOTAS, waitText } from "./quotas.ts";

type ErrorBody = { code: string; message: string };

async function expectOverQuota(res: Response, windowMs: number, message: RegExp) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
  const body = (await res.json()) as ErrorBody;
  expect(Object.keys(body).sort()).toEqual(["code", "message"]);
  expect(body.code).toBe("QUOTA_EXCEEDED");
  expect(body.message).toMatch(message);
}

const counter = async (name: string, subject: string) =>
  env.DB.prepare("select count from quota_counters where name = ? and subject = ?").bind(name, subject).first<number>("count");

const upload = (cookie: string, childId: string, parts: FormPart[], quotas: Partial<Env>) =>
  callApi("POST", `/api/children/${childId}/documents/upload`, { cookie, raw: multipartBody(parts), headers: { "Content-Type": multipartType() }, env: quotas });

const textDoc = (bytes: number, title = "Notes") =>
  docParts({ name: "notes.txt", bytes: fixtures.txt("Reading goal: 90 words per minute. ".repeat(Math.ceil(bytes / 35)).slice(0, bytes)) }, { title, documentType: "Other", schoolYear: "2025-2026" });

describe("conversations per day", () => {
  it("50 concurrent creations with a limit of 10: the counter records 50, exactly 10 are created, 40 get 429", async () => {
    const user = await signUp();
    const child = await addChild(user);
    const familyId = await familyIdOf(user);
    const quotas = { QUOTA_CONVERSATIONS_PER_DAY: "10" };
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => callApi("POST", `/api/children/${child.id}/conversations`, { cookie: user.cookie, body: { title: `Q${i}` }, env: quotas })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40);
    expect(await count("conversations", "family_id = ?", familyId)).toBe(10);
    expect(await counter("conversations", `family:${familyId}`)).toBe(50);
    await expectOverQuota(answers.find((r) => r.status === 429)!, QUOTAS.conversations.windowMs, /started 10 conversations today.*about \d+ hours/);
  });

  it("counts per family: another family is not affected, and an invalid request takes nothing", async () => {
    const [a, b] = await Promise.all([signUp(), signUp()]);
    const [childA, childB] = await Promise.all([addChild(a), addChild(b)]);
    const quotas = { QUOTA_CONVERSATIONS_PER_DAY: "1" };
    const create = (cookie: string, childId: string, title: unknown) => callApi("POST", `/api/children/${childId}/conversations`, { cookie, body: { title }, env: quotas });
    expect((await create(a.cookie, childA.id, 42)).status).toBe(400);
    expect((await create(a.cookie, childA.id, "First")).status).toBe(201);
    expect((await create(a.cookie, childA.id, "Second")).status).toBe(429);
    expect((await create(b.cookie, childB.id, "First")).status).toBe(201);
  });
});

describe("uploads per day and stored bytes", () => {
  it("a refused file gives its unit back; past the daily limit the upload is refused before the body is stored", async () => {
    const user = await signUp();
    const child = await addChild(user);
    const familyId = await familyIdOf(user);
    const quotas = { QUOTA_UPLOADS_PER_DAY: "2" };
    const refused = await upload(user.cookie, child.id, docParts({ name: "virus.exe", bytes: fixtures.exe() }), quotas);
    expect(refused.status).toBe(415);
    for (let i = 0; i < 2; i++) expect((await upload(user.cookie, child.id, textDoc(200, `Doc ${i}`), quotas)).status).toBe(201);
    await expectOverQuota(await upload(user.cookie, child.id, textDoc(200), quotas), QUOTAS.uploads.windowMs, /uploaded 2 documents today/);
    expect(await count("documents", "family_id = ?", familyId)).toBe(2);
    expect(await r2Keys(`documents/${familyId}/`)).toHaveLength(2);
  });

  it("5 concurrent uploads of 2,000 bytes with room for 5,000: exactly 2 are stored, 3 get 429, no object is left behind", async () => {
    const user = await signUp();
    const child = await addChild(user);
    const familyId = await familyIdOf(user);
    const quotas = { QUOTA_STORED_BYTES: "5000" };
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => upload(user.cookie, child.id, textDoc(2000, `Doc ${i}`), quotas)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 429, 429, 429]);
    await expectOverQuota(answers.find((r) => r.status === 429)!, 3_600_000, /does not fit in your family's storage \(4\.9 KB in all\)/);
    expect(await count("documents", "family_id = ?", familyId)).toBe(2);
    expect(await r2Keys(`documents/${familyId}/`)).toHaveLength(2);
    // Room comes back when a document is deleted.
    const [doc] = (await env.DB.prepare("select id from documents where family_id = ?").bind(familyId).all<{ id: string }>()).results;
    expect((await callApi("DELETE", `/api/documents/${doc!.id}`, { cookie: user.cookie })).status).toBe(204);
    expect((await upload(user.cookie, child.id, textDoc(2000), quotas)).status).toBe(201);
  });
});

describe("chat messages per hour and insight regenerations per day", () => {
  it("past the limit a chat message is refused with 429 before anything is stored; a direct message counts too", async () => {
    const f = await chatFamily();
    const quotas = { QUOTA_CHAT_MESSAGES_PER_HOUR: "2" };
    const direct = () => callApi("POST", `/api/conversations/${f.conversationId}/messages/direct`, { cookie: f.user.cookie, body: { content: "A note", role: "assistant" }, env: quotas });
    expect((await direct()).status).toBe(201);
    const streamed = await callApi("POST", `/api/conversations/${f.conversationId}/messages/stream`, { cookie: f.user.cookie, ...sendForm("What are the reading goals?"), env: quotas });
    expect(streamed.status).toBe(200);
    await streamed.text();
    const before = await count("messages", "conversation_id = ?", f.conversationId);
    const over = await callApi("POST", `/api/conversations/${f.conversationId}/messages/stream`, { cookie: f.user.cookie, ...sendForm("And the services?"), env: quotas });
    await expectOverQuota(over, QUOTAS.chatMessages.windowMs, /sent 2 chat messages in the last hour.*about \d+ minutes/);
    expect((await direct()).status).toBe(429);
    expect(await count("messages", "conversation_id = ?", f.conversationId)).toBe(before);
  });

  it("regenerating insights past the daily limit → 429; reading them stays free", async () => {
    const f = await chatFamily();
    const quotas = { QUOTA_INSIGHT_REGENERATIONS_PER_DAY: "1" };
    const regenerate = () => callApi("POST", `/api/ai/insights/${f.documentId}`, { cookie: f.user.cookie, env: quotas });
    expect((await regenerate()).status).toBe(200);
    await expectOverQuota(await regenerate(), QUOTAS.insightRegenerations.windowMs, /regenerated 1 times today/);
    expect((await callApi("POST", `/api/ai/summary/${f.documentId}`, { cookie: f.user.cookie, env: quotas })).status).toBe(429);
    expect((await callApi("GET", `/api/ai/insights/${f.documentId}`, { cookie: f.user.cookie, env: quotas })).status).toBe(200);
  });
});

describe("contact messages per client address per hour", () => {
  const message = { name: "Robin Parent", email: "robin@example.com", subject: "A question", message: "How do I share a document?" };
  const send = (ip: string) => callApi("POST", "/api/contact", { body: message, headers: { "CF-Connecting-IP": ip } });

  it("20 concurrent messages from one address: 5 (the default) are stored, 15 get 429; another address still gets through", async () => {
    const ip = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    const before = await count("contact_messages");
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(ip)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(5);
    await expectOverQuota(answers.find((r) => r.status === 429)!, QUOTAS.contactMessages.windowMs, /Too many messages have been sent from your network/);
    expect(await count("contact_messages")).toBe(before + 5);
    expect(await counter("contactMessages", `ip:${ip}`)).toBe(20);
    expect((await send("2001:db8::15")).status).toBe(200);
  });
});

describe("configuration", () => {
  it("a limit that is not a positive whole number falls back to the default", async () => {
    const user = await signUp();
    const child = await addChild(user);
    const res = await callApi("POST", `/api/children/${child.id}/conversations`, { cookie: user.cookie, body: { title: "Q" }, env: { QUOTA_CONVERSATIONS_PER_DAY: "0" } });
    expect(res.status).toBe(201);
  });

  it("says how long to wait, never less than it is", () => {
    expect(waitText(1)).toBe("1 minute");
    expect(waitText(59 * 60_000 + 1)).toBe("60 minutes");
    expect(waitText(23 * 3_600_000 + 1)).toBe("24 hours");
  });
});

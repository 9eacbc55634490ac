// Conversation calls (requirements §7): shapes, ordering, validation, and access — every route answers 401
// without a session and 404 for another family's child, conversation or message.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ConversationDto, MessageDto } from "../conversations/conversations.ts";
import { chatFamily, readEvents, send, sendForm } from "../test/conversations.ts";
import { call, json } from "../test/http.ts";
import { count } from "../test/uploads.ts";

async function createConversation(cookie: string, childId: string, body: Record<string, unknown>): Promise<ConversationDto> {
  const res = await call("POST", `/api/children/${childId}/conversations`, { cookie, body });
  expect(res.status).toBe(201);
  return json<ConversationDto>(res);
}

describe("conversations", () => {
  it("creates, lists most recently active first, and patches", async () => {
    const f = await chatFamily("Ava");
    const second = await createConversation(f.user.cookie, f.childId, { title: "Analysis of Ava's IEP Documents", hasSummary: true, documentCountAtSummary: 1, summary: "## Summary" });
    expect(second).toMatchObject({ title: "Analysis of Ava's IEP Documents", hasSummary: true, documentCountAtSummary: 1, summary: "## Summary", childId: f.childId });
    let list = await json<ConversationDto[]>(await call("GET", `/api/children/${f.childId}/conversations`, { cookie: f.user.cookie }));
    expect(list.map((c) => c.id)).toEqual([second.id, f.conversationId]);

    // A message in the older conversation makes it the one the page uses.
    const direct = await call("POST", `/api/conversations/${f.conversationId}/messages/direct`, {
      cookie: f.user.cookie,
      body: { content: "Here is a summary.\n\nWhat would you like to know?", role: "assistant", timestamp: Date.now() },
    });
    expect(direct.status).toBe(201);
    const message = await json<MessageDto>(direct);
    expect(message).toMatchObject({ role: "assistant", status: "complete", citations: [], conversationId: f.conversationId });
    list = await json<ConversationDto[]>(await call("GET", `/api/children/${f.childId}/conversations`, { cookie: f.user.cookie }));
    expect(list[0]?.id).toBe(f.conversationId);

    const patched = await call("PATCH", `/api/conversations/${f.conversationId}`, { cookie: f.user.cookie, body: { hasSummary: true, documentCountAtSummary: 2 } });
    expect(patched.status).toBe(200);
    expect(await json(patched)).toMatchObject({ hasSummary: true, documentCountAtSummary: 2 });
  });

  it("validates bodies", async () => {
    const f = await chatFamily();
    const bad = [
      call("POST", `/api/children/${f.childId}/conversations`, { cookie: f.user.cookie, body: { title: "  " } }),
      call("POST", `/api/children/${f.childId}/conversations`, { cookie: f.user.cookie, body: { title: "x", documentCountAtSummary: -1 } }),
      call("PATCH", `/api/conversations/${f.conversationId}`, { cookie: f.user.cookie, body: {} }),
      call("PATCH", `/api/conversations/${f.conversationId}`, { cookie: f.user.cookie, body: { hasSummary: "yes" } }),
      call("POST", `/api/conversations/${f.conversationId}/messages/direct`, { cookie: f.user.cookie, body: { content: "hi", role: "user" } }),
      call("POST", `/api/conversations/${f.conversationId}/messages/direct`, { cookie: f.user.cookie, body: { content: " ", role: "assistant" } }),
    ];
    for (const res of await Promise.all(bad)) expect(res.status).toBe(400);
    expect(await count("messages", "conversation_id = ?", f.conversationId)).toBe(0);
  });

  it("returns messages oldest first with ms timestamps, and records copies", async () => {
    const f = await chatFamily();
    await readEvents(await send(f, "What are her goals?"));
    const list = await json<MessageDto[]>(await call("GET", `/api/conversations/${f.conversationId}/messages`, { cookie: f.user.cookie }));
    expect(list.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(list[0]!.createdAt).toBeGreaterThan(1e12);
    expect(list[1]!.createdAt).toBeGreaterThanOrEqual(list[0]!.createdAt);
    const copy = await call("POST", `/api/conversations/${f.conversationId}/messages/${list[1]!.id}/copy`, { cookie: f.user.cookie });
    expect(copy.status).toBe(204);
    const row = await env.DB.prepare("select user_id as u from message_copies where message_id = ?").bind(list[1]!.id).first<{ u: string }>();
    expect(row?.u).toBe(f.user.id);
  });
});

describe("access", () => {
  it("answers 401 without a session and 404 for another family's ids on every route", async () => {
    const owner = await chatFamily("Ava");
    const intruder = await chatFamily("Ben");
    await readEvents(await send(owner, "What are her goals?"));
    const [message] = await json<MessageDto[]>(await call("GET", `/api/conversations/${owner.conversationId}/messages`, { cookie: owner.user.cookie }));
    const c = owner.conversationId;
    const m = message!.id;
    const routes: { method: string; path: string; body?: unknown; form?: boolean }[] = [
      { method: "GET", path: `/api/children/${owner.childId}/conversations` },
      { method: "POST", path: `/api/children/${owner.childId}/conversations`, body: { title: "Conversation about Ava's IEP" } },
      { method: "PATCH", path: `/api/conversations/${c}`, body: { hasSummary: true } },
      { method: "GET", path: `/api/conversations/${c}/messages` },
      { method: "POST", path: `/api/conversations/${c}/messages/stream`, form: true },
      { method: "GET", path: `/api/conversations/${c}/messages/${m}/stream` },
      { method: "POST", path: `/api/conversations/${c}/messages/direct`, body: { content: "x", role: "assistant" } },
      { method: "POST", path: `/api/conversations/${c}/messages/${m}/copy` },
    ];
    const before = await count("messages", "conversation_id = ?", c);
    for (const r of routes) {
      const opts = r.form ? sendForm("What are her goals?") : r.body !== undefined ? { body: r.body } : {};
      const anonymous = await call(r.method, r.path, opts);
      expect(anonymous.status, `${r.method} ${r.path} signed out`).toBe(401);
      const foreign = await call(r.method, r.path, { ...opts, cookie: intruder.user.cookie });
      expect(foreign.status, `${r.method} ${r.path} other family`).toBe(404);
      expect(JSON.stringify(await foreign.json())).not.toContain("Ava");
    }
    // A message id of another conversation (the intruder's own conversation, the owner's message) is 404 too.
    const mixed = await call("POST", `/api/conversations/${intruder.conversationId}/messages/${m}/copy`, { cookie: intruder.user.cookie });
    expect(mixed.status).toBe(404);
    expect(await count("messages", "conversation_id = ?", c)).toBe(before);
    expect(await count("message_copies", "message_id = ?", m)).toBe(0);
    const ownerConversations = await json<ConversationDto[]>(await call("GET", `/api/children/${owner.childId}/conversations`, { cookie: owner.user.cookie }));
    expect(ownerConversations).toHaveLength(1);
    expect(ownerConversations[0]?.hasSummary).toBe(false);
  });
});

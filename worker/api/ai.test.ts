// /api/ai/* end to end: sessions, family scoping, document states, caching and regeneration, engine
// changes, the OpenAI-compatible engine behind the stub server, and a real upload through the queue.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { AI_ERRORS, AI_STATUS } from "../../common/messages/ai.ts";
import type { InsightsDto } from "../ai/insights/dto.ts";
import type { RecordDto } from "../record/dto.ts";
import type { GoalInsight } from "../ai/engines/index.ts";
import { injectionCleanPages, injectionIep, lineFormIep, oneLiner } from "../ai/analyzer/fixtures/index.ts";
import { ANALYZER_VERSION } from "../ai/analyzer/index.ts";
import { insertDocument, lastStubRequest, routeFetchToStub, setDocumentStatus, storedInsights, stubEnv } from "../test/ai.ts";
import { REASONS } from "../documents/extract/messages.ts";
import { getDb } from "../db/client.ts";
import { documentInsights } from "../db/schema.ts";
import { callApi } from "../test/api.ts";
import { signUp, type TestUser } from "../test/auth.ts";
import { makePdf, SAMPLE_IEP_PAGES } from "../test/fixtures/index.ts";
import { call, json } from "../test/http.ts";
import { addChild, familyIdOf, uploadFile, type ErrorJson } from "../test/uploads.ts";
import { eq, sql } from "drizzle-orm";

type Owner = { user: TestUser; familyId: string; childId: string };

let parent: Owner;
let stranger: Owner;
let readyDoc: string;

async function owner(childName: string): Promise<Owner> {
  const user = await signUp();
  return { user, familyId: await familyIdOf(user), childId: (await addChild(user, childName)).id };
}

beforeAll(async () => {
  parent = await owner("Jordan");
  stranger = await owner("Riley");
  readyDoc = await insertDocument(parent, { title: "Line-form IEP", pages: lineFormIep.pages });
});

const strip = (d: InsightsDto) => ({ ...d, documentId: "", generatedAt: "" });
const withEngine = (model: string, method: string, path: string, extra: Partial<Env> = {}) =>
  callApi(method, path, { cookie: parent.user.cookie, env: stubEnv(model, extra) });

async function expectFailure(res: Response, message: string): Promise<void> {
  expect(res.status).toBe(502);
  expect(await json<ErrorJson>(res)).toEqual({ code: "AI_FAILED", message });
}

const get = (path: string, user: TestUser = parent.user) => call("GET", path, { cookie: user.cookie });
const post = (path: string, body?: unknown, user: TestUser = parent.user) => call("POST", path, { cookie: user.cookie, body });

/** Every /api/ai route for a document (and the child route for a child). */
const routes = (documentId: string, childId: string): [string, string][] => [
  ["GET", `/api/ai/summary/${documentId}`],
  ["POST", `/api/ai/summary/${documentId}`],
  ["GET", `/api/ai/goals/${documentId}`],
  ["GET", `/api/ai/suggested-questions/${documentId}`],
  ["GET", `/api/ai/insights/${documentId}`],
  ["POST", `/api/ai/insights/${documentId}`],
  ["POST", `/api/ai/summary/child/${childId}`],
];

describe("/api/ai: who may ask", () => {
  it("answers 401 without a session on every route", async () => {
    for (const [method, path] of routes(readyDoc, parent.childId)) {
      const res = await call(method, path);
      expect([method, path, res.status]).toEqual([method, path, 401]);
    }
  });

  it("answers 404 for another family's document or child on every route, exactly like a missing one", async () => {
    const theirs = await insertDocument(stranger, { pages: lineFormIep.pages });
    for (const [method, path] of [...routes(theirs, stranger.childId), ...routes(crypto.randomUUID(), crypto.randomUUID())]) {
      const res = await call(method, path, { cookie: parent.user.cookie });
      expect([method, path, res.status]).toEqual([method, path, 404]);
      expect((await json<ErrorJson>(res)).code).toBe("NOT_FOUND");
    }
    // Nothing was computed or stored for their document.
    expect(await storedInsights(theirs)).toBeUndefined();
  });

  it("answers 404 for ids that cannot be ids", async () => {
    expect((await get("/api/ai/summary/not%20an%20id")).status).toBe(404);
    expect((await get(`/api/ai/goals/${"x".repeat(80)}`)).status).toBe(404);
  });
});

describe("/api/ai: the spec's endpoints with the built-in engine", () => {
  it("GET summary answers {answer} as markdown, with the engine that wrote it", async () => {
    const res = await get(`/api/ai/summary/${readyDoc}`);
    expect(res.status).toBe(200);
    const body = await json<{ answer: string; engine: string; engineLabel: string; model?: string }>(res);
    expect(body.answer).toMatch(/^## Line-form IEP\n/);
    expect(body.answer).toContain("### Annual goals");
    expect(body).toMatchObject({ engine: "builtin", engineLabel: "Read from your documents by IEP Binder's built-in analyzer (no AI model)" });
    expect(body.model).toBeUndefined();
  });

  it("GET goals answers {goals:[{area, description, measurableOutcomes, …}]}", async () => {
    const res = await get(`/api/ai/goals/${readyDoc}`);
    expect(res.status).toBe(200);
    const { goals, engine } = await json<{ goals: GoalInsight[]; engine: string }>(res);
    expect(engine).toBe("builtin");
    expect(goals).toHaveLength(lineFormIep.expected.goals.length);
    for (const g of goals) {
      expect(typeof g.area).toBe("string");
      expect(typeof g.description).toBe("string");
      expect(g.page).toBeGreaterThan(0);
      expect(Array.isArray(g.objectives)).toBe(true);
    }
    expect(goals.some((g) => g.measurableOutcomes)).toBe(true);
  });

  it("GET suggested-questions answers exactly a JSON array of strings", async () => {
    const res = await get(`/api/ai/suggested-questions/${readyDoc}`);
    expect(res.status).toBe(200);
    const questions = await json<unknown>(res);
    expect(Array.isArray(questions)).toBe(true);
    expect((questions as unknown[]).every((q) => typeof q === "string")).toBe(true);
    expect((questions as string[]).length).toBeGreaterThanOrEqual(5);
  });

  it("GET insights answers everything the tab shows, each fact with its page and quote", async () => {
    const res = await get(`/api/ai/insights/${readyDoc}`);
    expect(res.status).toBe(200);
    const dto = await json<InsightsDto>(res);
    expect(dto).toMatchObject({ documentId: readyDoc, engine: "builtin", errors: {} });
    expect(dto.summary).toContain("## Line-form IEP");
    expect(dto.goals?.length).toBe(lineFormIep.expected.goals.length);
    expect(dto.questions?.length).toBeGreaterThan(0);
    expect(dto.services.length).toBe(lineFormIep.expected.services.length);
    for (const item of [...dto.services, ...dto.accommodations, ...dto.dates]) {
      expect(item.page).toBeGreaterThan(0);
      expect(item.quote.length).toBeGreaterThan(0);
    }
    expect(dto.services.some((s) => typeof s.minutesPerWeek === "number")).toBe(true);
    expect(Date.parse(dto.generatedAt)).not.toBeNaN();
  });
});

describe("/api/ai: documents without text to analyze", () => {
  it("a document still processing gets a status answer (409 DOCUMENT_PROCESSING, Retry-After), not an error page", async () => {
    const id = await insertDocument(parent, { status: "processing" });
    for (const path of [`/api/ai/summary/${id}`, `/api/ai/goals/${id}`, `/api/ai/suggested-questions/${id}`, `/api/ai/insights/${id}`]) {
      const res = await get(path);
      expect([path, res.status]).toEqual([path, 409]);
      expect(res.headers.get("Retry-After")).toBe("5");
      expect(await json<ErrorJson>(res)).toEqual({ code: "DOCUMENT_PROCESSING", message: AI_STATUS.processing });
    }
    expect((await post(`/api/ai/summary/${id}`)).status).toBe(409);
  });

  it.each([
    ["a scanned PDF (needs_ocr)", "needs_ocr", REASONS.scannedPdf, "scan.pdf"],
    ["a .doc file", "failed", REASONS.legacyDoc, "old.doc"],
    ["a damaged file", "failed", REASONS.corruptPdf, "broken.pdf"],
  ] as const)("%s answers 422 NO_TEXT with the reason, never an empty success", async (_name, status, reason, fileName) => {
    const id = await insertDocument(parent, { status, statusReason: reason, fileName });
    for (const path of [`/api/ai/summary/${id}`, `/api/ai/goals/${id}`, `/api/ai/suggested-questions/${id}`, `/api/ai/insights/${id}`]) {
      const res = await get(path);
      expect([path, res.status]).toEqual([path, 422]);
      expect(await json<ErrorJson>(res)).toEqual({ code: "NO_TEXT", message: reason });
    }
  });

  it("an unreadable document without a recorded reason still says why", async () => {
    const id = await insertDocument(parent, { status: "failed" });
    expect(await json<ErrorJson>(await get(`/api/ai/goals/${id}`))).toEqual({ code: "NO_TEXT", message: AI_STATUS.noText });
  });

  it.each([
    ["an empty document", [""]],
    ["a one-line document", oneLiner],
  ])("%s gets empty lists, not invented goals or questions", async (_name, pages) => {
    const id = await insertDocument(parent, { pages });
    expect(await json(await get(`/api/ai/goals/${id}`))).toMatchObject({ goals: [] });
    expect(await json(await get(`/api/ai/suggested-questions/${id}`))).toEqual([]);
    const dto = await json<InsightsDto>(await get(`/api/ai/insights/${id}`));
    expect([dto.goals, dto.questions, dto.services, dto.accommodations, dto.dates, dto.flags]).toEqual([[], [], [], [], [], []]);
    expect(dto.summary).toContain("No dates, goals, services or accommodations were found");
  });

  it("instructions hidden in a document change nothing in the built-in output", async () => {
    const injected = await insertDocument(parent, { title: "Ava's IEP", pages: injectionIep.pages });
    const clean = await insertDocument(parent, { title: "Ava's IEP", pages: injectionCleanPages });
    const a = await json<InsightsDto>(await get(`/api/ai/insights/${injected}`));
    const b = await json<InsightsDto>(await get(`/api/ai/insights/${clean}`));
    expect(strip(a)).toEqual(strip(b));
    expect(JSON.stringify(a).toLowerCase()).not.toMatch(/pirate|ignore previous|disregard/);
  });
});

describe("/api/ai: computed once, served from D1, regenerated on POST or an engine change", () => {
  it("a second GET serves the stored insights without computing them again", async () => {
    const id = await insertDocument(parent, { pages: lineFormIep.pages });
    await get(`/api/ai/goals/${id}`);
    const first = await storedInsights(id);
    expect(first).toMatchObject({ engine: "builtin", model: `analyzer-v${ANALYZER_VERSION}` });
    // Mark the stored row: if the next answers were recomputed, the marker would be gone.
    await getDb(env).update(documentInsights).set({ summary: "## Stored marker" }).where(eq(documentInsights.documentId, id));
    expect(await json(await get(`/api/ai/summary/${id}`))).toMatchObject({ answer: "## Stored marker" });
    await get(`/api/ai/goals/${id}`);
    await get(`/api/ai/suggested-questions/${id}`);
    const dto = await json<InsightsDto>(await get(`/api/ai/insights/${id}`));
    expect(dto.summary).toBe("## Stored marker");
    expect((await storedInsights(id))?.createdAt.getTime()).toBe(first?.createdAt.getTime());
  });

  it("POST summary regenerates (and answers {answer}); POST insights regenerates everything", async () => {
    const id = await insertDocument(parent, { title: "Fall IEP", pages: lineFormIep.pages });
    await get(`/api/ai/insights/${id}`);
    await getDb(env).update(documentInsights).set({ summary: "## Stale", createdAt: new Date(Date.now() - 60_000) }).where(eq(documentInsights.documentId, id));
    const before = (await storedInsights(id))?.createdAt.getTime() ?? 0;
    const res = await post(`/api/ai/summary/${id}`);
    expect(res.status).toBe(200);
    const body = await json<{ answer: string; engine: string }>(res);
    expect(body.answer).toMatch(/^## Fall IEP/);
    expect(body.engine).toBe("builtin");
    const after = await storedInsights(id);
    expect(after?.summary).toBe(body.answer);
    expect(after?.createdAt.getTime()).toBeGreaterThan(before);

    await getDb(env).update(documentInsights).set({ summary: "## Stale again" }).where(eq(documentInsights.documentId, id));
    const dto = await json<InsightsDto>(await post(`/api/ai/insights/${id}`));
    expect(dto.summary).toMatch(/^## Fall IEP/);
  });

  it("a stored row from another analyzer version or a damaged row is computed again", async () => {
    const id = await insertDocument(parent, { pages: lineFormIep.pages });
    await get(`/api/ai/summary/${id}`);
    await getDb(env).update(documentInsights).set({ model: "analyzer-v0", summary: "## Old" }).where(eq(documentInsights.documentId, id));
    expect((await json<{ answer: string }>(await get(`/api/ai/summary/${id}`))).answer).not.toBe("## Old");
    await getDb(env).update(documentInsights).set({ facts: sql`'{"version":0}'`, summary: "## Old" }).where(eq(documentInsights.documentId, id));
    expect((await json<{ answer: string }>(await get(`/api/ai/summary/${id}`))).answer).not.toBe("## Old");
  });

  it("POST summary takes childId in the query or the JSON body and checks it", async () => {
    const sibling = (await addChild(parent.user, "Sam")).id;
    expect((await post(`/api/ai/summary/${readyDoc}?childId=${parent.childId}`)).status).toBe(200);
    expect((await post(`/api/ai/summary/${readyDoc}`, { childId: parent.childId })).status).toBe(200);
    // Another family's child: 404 like a missing one. A sibling: the document is not theirs.
    expect((await post(`/api/ai/summary/${readyDoc}`, { childId: stranger.childId })).status).toBe(404);
    const mismatch = await post(`/api/ai/summary/${readyDoc}?childId=${sibling}`);
    expect(mismatch.status).toBe(400);
    expect(await json<ErrorJson>(mismatch)).toMatchObject({ code: "VALIDATION_FAILED", fields: { childId: AI_STATUS.childMismatch } });
    expect((await post(`/api/ai/summary/${readyDoc}?childId=${parent.childId}`, { childId: sibling })).status).toBe(400);
    expect((await post(`/api/ai/summary/${readyDoc}`, { childId: 42 })).status).toBe(400);
    const notJson = await call("POST", `/api/ai/summary/${readyDoc}`, {
      cookie: parent.user.cookie,
      raw: "childId=1",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(notJson.status).toBe(415);
  });
});

describe("/api/ai with the OpenAI-compatible engine (stub server)", () => {
  it("an engine change computes the insights again and stores them per engine and model", async () => {
    routeFetchToStub();
    const id = await insertDocument(parent, { pages: lineFormIep.pages });
    const builtin = await json<{ answer: string; engine: string }>(await get(`/api/ai/summary/${id}`));
    expect(builtin.engine).toBe("builtin");

    const res = await withEngine("stub-ok", "GET", `/api/ai/summary/${id}`);
    expect(res.status).toBe(200);
    const llm = await json<{ answer: string; engine: string; engineLabel: string; model: string }>(res);
    expect(llm).toEqual({ answer: "## Overview\n\nThis IEP sets reading goals (p. 1) and mentions nothing else.", engine: "openai-compatible", engineLabel: "Written by an AI model (stub-ok)", model: "stub-ok" });
    expect(await storedInsights(id, "openai-compatible")).toMatchObject({ model: "stub-ok", summary: llm.answer, goals: null, questions: null });
    // The built-in row is untouched and still served when the configuration goes back.
    expect(await json(await get(`/api/ai/summary/${id}`))).toEqual(builtin);

    // Another model: computed again.
    const fetchSpy = vi.mocked(globalThis.fetch);
    const calls = fetchSpy.mock.calls.length;
    await withEngine("stub-ok-2", "GET", `/api/ai/summary/${id}`);
    expect(fetchSpy.mock.calls.length).toBe(calls + 1);
    expect((await storedInsights(id, "openai-compatible"))?.model).toBe("stub-ok-2");
    // Same model again: served from D1, no call.
    await withEngine("stub-ok-2", "GET", `/api/ai/summary/${id}`);
    expect(fetchSpy.mock.calls.length).toBe(calls + 1);
  });

  it("goals and questions come from the model, validated, with citations checked", async () => {
    routeFetchToStub();
    const id = await insertDocument(parent, { pages: lineFormIep.pages });
    const goals = await json<{ goals: GoalInsight[]; engine: string }>(await withEngine("stub-ok", "GET", `/api/ai/goals/${id}`));
    expect(goals.engine).toBe("openai-compatible");
    expect(goals.goals.map((g) => g.area)).toEqual(["Reading"]);
    expect(await json(await withEngine("stub-ok", "GET", `/api/ai/suggested-questions/${id}`))).toEqual([
      "What is the baseline for the reading goal?",
      "How often will progress be reported?",
    ]);
    // The analyzer's facts are still there for the tab.
    const dto = await json<InsightsDto>(await withEngine("stub-ok", "GET", `/api/ai/insights/${id}`));
    expect(dto.services.length).toBe(lineFormIep.expected.services.length);
  });

  it("sends the document delimited as untrusted data, and the key", async () => {
    routeFetchToStub();
    const id = await insertDocument(parent, { pages: injectionIep.pages });
    await withEngine("stub-ok", "GET", `/api/ai/summary/${id}`);
    const last = await lastStubRequest();
    expect(last.authorization).toBe("Bearer test-key");
    const user = last.body.messages.find((m) => m.role === "user")?.content ?? "";
    const inside = user.slice(user.indexOf("<document>"), user.indexOf("</document>"));
    expect(inside).toContain("IGNORE ALL PREVIOUS INSTRUCTIONS");
    expect(user.replace(inside, "")).not.toContain("IGNORE ALL PREVIOUS INSTRUCTIONS");
  });

  it.each([
    ["a 500", "stub-500", {}],
    ["a timeout", "stub-slow", { LLM_TIMEOUT_MS: "300" }],
    ["a malformed body", "stub-malformed", {}],
  ] as const)("%s answers 502 with the spec's message for each endpoint, and /insights reports it per part", async (_name, model, extra) => {
    routeFetchToStub();
    const id = await insertDocument(parent, { pages: lineFormIep.pages });
    await expectFailure(await withEngine(model, "GET", `/api/ai/summary/${id}`, extra), AI_ERRORS.summary);
    await expectFailure(await withEngine(model, "GET", `/api/ai/goals/${id}`, extra), AI_ERRORS.goals);
    await expectFailure(await withEngine(model, "GET", `/api/ai/suggested-questions/${id}`, extra), AI_ERRORS.questions);
    await expectFailure(await withEngine(model, "POST", `/api/ai/summary/${id}`, extra), AI_ERRORS.summary);
    const res = await withEngine(model, "GET", `/api/ai/insights/${id}`, extra);
    expect(res.status).toBe(200);
    const dto = await json<InsightsDto>(res);
    expect(dto).toMatchObject({ summary: null, goals: null, questions: null, errors: { summary: AI_ERRORS.summary, goals: AI_ERRORS.goals, questions: AI_ERRORS.questions } });
    expect(dto.services.length).toBeGreaterThan(0);
  });

  it("output that fails validation fails only its own part; the part is tried again next time", async () => {
    routeFetchToStub();
    const id = await insertDocument(parent, { pages: lineFormIep.pages });
    const dto = await json<InsightsDto>(await withEngine("stub-not-json", "GET", `/api/ai/insights/${id}`));
    expect(dto.summary).toContain("reading and writing");
    expect(dto.errors).toEqual({ goals: AI_ERRORS.goals, questions: AI_ERRORS.questions });
    const goals = await withEngine("stub-ok-3", "GET", `/api/ai/goals/${id}`);
    expect(goals.status).toBe(200);
  });

  it("a misconfigured engine falls back to the built-in one", async () => {
    const res = await callApi("GET", `/api/ai/summary/${readyDoc}`, { cookie: parent.user.cookie, env: { AI_ENGINE: "openai-compatible", LLM_BASE_URL: "", LLM_MODEL: "" } });
    expect((await json<{ engine: string }>(res)).engine).toBe("builtin");
    const workersAi = await callApi("GET", `/api/ai/summary/${readyDoc}`, { cookie: parent.user.cookie, env: { AI_ENGINE: "workers-ai" } });
    expect((await json<{ engine: string }>(workersAi)).engine).toBe("builtin");
  });
});

describe("POST /api/ai/summary/child/:childId", () => {
  it("summarizes all of the child's ready documents as {answer}, naming those left out", async () => {
    const kid = await owner("Casey");
    await insertDocument(kid, { title: "Spring IEP", pages: lineFormIep.pages });
    await insertDocument(kid, { title: "Old scan", status: "needs_ocr", statusReason: REASONS.scannedPdf });
    const res = await post(`/api/ai/summary/child/${kid.childId}`, { childId: kid.childId }, kid.user);
    expect(res.status).toBe(200);
    const body = await json<{ answer: string; engine: string; documentCount: number }>(res);
    expect(body.engine).toBe("builtin");
    expect(body.documentCount).toBe(1);
    expect(body.answer).toContain("## Casey's documents");
    expect(body.answer).toContain("*The IEP of September 16, 2025 (“Spring IEP”)*");
    expect(body.answer).toContain("*Read from: Spring IEP.*");
    expect(body.answer).toContain("- Old scan: This PDF looks scanned");
    // Without a body too (the path names the child).
    expect((await post(`/api/ai/summary/child/${kid.childId}`, undefined, kid.user)).status).toBe(200);
  });

  it("answers clearly when there is nothing to summarize yet", async () => {
    const kid = await owner("Drew");
    const none = await post(`/api/ai/summary/child/${kid.childId}`, {}, kid.user);
    expect(none.status).toBe(422);
    expect(await json<ErrorJson>(none)).toEqual({ code: "NO_DOCUMENTS", message: AI_STATUS.noDocuments });
    const doc = await insertDocument(kid, { status: "processing" });
    expect((await post(`/api/ai/summary/child/${kid.childId}`, {}, kid.user)).status).toBe(409);
    await setDocumentStatus(doc, "failed");
    expect(await json<ErrorJson>(await post(`/api/ai/summary/child/${kid.childId}`, {}, kid.user))).toEqual({ code: "NO_TEXT", message: AI_STATUS.childNoText });
  });

  it("refuses a body childId that differs from the path", async () => {
    expect((await post(`/api/ai/summary/child/${parent.childId}`, { childId: stranger.childId })).status).toBe(400);
  });

  it("with an LLM engine, a provider failure is the spec's summary message", async () => {
    routeFetchToStub();
    const res = await callApi("POST", `/api/ai/summary/child/${parent.childId}`, { cookie: parent.user.cookie, env: stubEnv("stub-500"), body: {} });
    expect(res.status).toBe(502);
    expect(await json<ErrorJson>(res)).toEqual({ code: "AI_FAILED", message: AI_ERRORS.summary });
  });
});

describe("/api/ai after a real upload through the processing queue", () => {
  it("reads the sample IEP: goals with measurable outcomes, services with minutes per week, key dates", async () => {
    const kid = await owner("Maya");
    const doc = await uploadFile(kid.user, kid.childId, "maya-iep.pdf", makePdf(SAMPLE_IEP_PAGES), "Maya's IEP");
    await vi.waitFor(
      async () => {
        const res = await get(`/api/ai/insights/${doc.id}`, kid.user);
        expect(res.status).toBe(200);
      },
      { timeout: 60_000, interval: 200 },
    );
    const dto = await json<InsightsDto>(await get(`/api/ai/insights/${doc.id}`, kid.user));
    expect(dto.goals?.map((g) => g.area)).toEqual(["Reading Fluency", "Reading Comprehension", "Written Expression", "Communication"]);
    expect(dto.goals?.every((g) => g.measurableOutcomes && g.baseline)).toBe(true);
    expect(dto.services.map((s) => [s.name, s.minutesPerWeek])).toEqual([
      ["Specialized Academic Instruction (reading and writing)", 150],
      ["Speech and Language Therapy", 50],
      ["Occupational Therapy Consultation", 8],
    ]);
    expect(dto.dates.find((d) => d.kind === "annual-review")).toMatchObject({ value: "2026-10-13", page: 1 });
    expect(dto.accommodations.length).toBeGreaterThan(5);
    expect(dto.questions?.length).toBeGreaterThan(0);
  });
});

describe("GET /api/ai/record/:childId", () => {
  it("returns the child's record with sources, and nothing of another family's child", async () => {
    const kid = await owner("Sam");
    const samIep = await insertDocument(kid, { title: "Line-form IEP", pages: lineFormIep.pages });
    const res = await get(`/api/ai/record/${kid.childId}`, kid.user);
    expect(res.status).toBe(200);
    const body = await json<RecordDto>(res);
    expect(body.current).toMatchObject({ documentId: samIep, title: "Line-form IEP", label: "the IEP of September 16, 2025", role: "iep" });
    expect(body.services.find((s) => s.key === "speech")?.current).toEqual({
      value: { name: "Speech and Language Therapy", minutesPerWeek: 60, frequency: "2x weekly" },
      source: { id: expect.stringMatching(/^F\d+$/), documentId: samIep, page: 3 },
    });
    expect(body.deadlines.map((d) => d.kind)).toEqual(["annual-review", "reevaluation", "progress-reports"]);
    expect(body.minutesOutsideGeneralEducation.current?.minutes).toBe(285);
    expect((await get(`/api/ai/record/${kid.childId}`, stranger.user)).status).toBe(404);
  });
});

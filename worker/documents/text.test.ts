// GET /api/documents/:id/text end to end: real uploads through the processing queue, page by page as
// read (blank pages kept), the document states, family scoping — and every citation the chat and the
// AI Insights tab make can be found on the page it names in this text.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { findQuote } from "../../common/quote-match.ts";
import { DOCUMENT_TEXT_MESSAGES } from "../../common/messages/documents.ts";
import type { InsightsDto } from "../ai/insights/dto.ts";
import { insertDocument, setDocumentStatus } from "../test/ai.ts";
import { chatFamily, parseEvents, send } from "../test/conversations.ts";
import { REASONS } from "./extract/messages.ts";
import { signUp, type TestUser } from "../test/auth.ts";
import { makeDocx, makePdf, PAGE_BREAK, SAMPLE_IEP_PAGES } from "../test/fixtures/index.ts";
import { call, json } from "../test/http.ts";
import { addChild, familyIdOf, uploadFile, type ErrorJson } from "../test/uploads.ts";
import type { DocumentTextDto } from "./text.ts";

type Owner = { user: TestUser; familyId: string; childId: string };

let parent: Owner;
let stranger: Owner;

async function owner(name: string): Promise<Owner> {
  const user = await signUp();
  return { user, familyId: await familyIdOf(user), childId: (await addChild(user, name)).id };
}

beforeAll(async () => {
  parent = await owner("Maya");
  stranger = await owner("Riley");
});

const getText = (id: string, user: TestUser = parent.user) => call("GET", `/api/documents/${id}/text`, { cookie: user.cookie });

/** Uploads through the real API and waits for the real queue consumer to read it. */
async function uploadReady(who: Owner, name: string, bytes: Uint8Array): Promise<DocumentTextDto> {
  const doc = await uploadFile(who.user, who.childId, name, bytes, name);
  return vi.waitFor(
    async () => {
      const res = await getText(doc.id, who.user);
      expect(res.status).toBe(200);
      return json<DocumentTextDto>(res);
    },
    { timeout: 60_000, interval: 200 },
  );
}

const words = (s: string) => s.replace(/\s+/g, " ").trim();

describe("GET /api/documents/:id/text", () => {
  it("gives a PDF's text page by page, a page without text kept in its place", async () => {
    const pages = [["Individualized Education Program", "Student: Maya Lopez"], [], ["Services", "Speech and Language Therapy 30 minutes weekly"]];
    const dto = await uploadReady(parent, "plan.pdf", makePdf(pages));
    expect(dto.pages).toHaveLength(3);
    expect(words(dto.pages[0]!)).toContain("Individualized Education Program");
    expect(words(dto.pages[0]!)).toContain("Student: Maya Lopez");
    expect(dto.pages[1]).toBe("");
    expect(words(dto.pages[2]!)).toContain("Speech and Language Therapy 30 minutes weekly");
    expect(dto.pages[0]).not.toContain("Speech and Language");
  });

  it("splits a Word file at its hard page breaks", async () => {
    const dto = await uploadReady(parent, "evaluation.docx", makeDocx(["Psychoeducational Evaluation", PAGE_BREAK, "Recommendations: small-group reading instruction."]));
    expect(dto.pages.map(words)).toEqual(["Psychoeducational Evaluation", "Recommendations: small-group reading instruction."]);
  });

  it("says why there is no text: still processing (409, ask again), unreadable (422 with the reason)", async () => {
    const id = await insertDocument(parent, { pages: ["text"] });
    await setDocumentStatus(id, "processing");
    const processing = await getText(id);
    expect(processing.status).toBe(409);
    expect(processing.headers.get("Retry-After")).toBe("5");
    expect(await json<ErrorJson>(processing)).toEqual({ code: "DOCUMENT_PROCESSING", message: DOCUMENT_TEXT_MESSAGES.processing });

    const scanned = await insertDocument(parent, { status: "needs_ocr", statusReason: REASONS.scannedPdf });
    expect(await json<ErrorJson>(await getText(scanned))).toEqual({ code: "NO_TEXT", message: REASONS.scannedPdf });
    const failed = await insertDocument(parent, { status: "failed" });
    const res = await getText(failed);
    expect(res.status).toBe(422);
    expect((await json<ErrorJson>(res)).message).toBe(DOCUMENT_TEXT_MESSAGES.noText);
  });

  it("answers another family's document exactly like a missing one, and nothing without a session", async () => {
    const theirs = await insertDocument(stranger, { pages: ["Riley's private plan"] });
    for (const id of [theirs, crypto.randomUUID(), "not-an-id"]) {
      const res = await getText(id);
      expect(res.status).toBe(404);
      const body = await res.text();
      expect(JSON.parse(body)).toEqual({ code: "NOT_FOUND", message: "Document not found" });
      expect(body).not.toContain("Riley");
    }
    expect((await call("GET", `/api/documents/${theirs}/text`)).status).toBe(401);
  });
});

describe("every citation can be found on the page it names", () => {
  it("the AI Insights tab's facts (services, accommodations, dates, goals) of the sample IEP", async () => {
    const dto = await uploadReady(parent, "sample-iep.pdf", makePdf(SAMPLE_IEP_PAGES));
    const insights = await json<InsightsDto>(await call("GET", `/api/ai/insights/${dto.documentId}`, { cookie: parent.user.cookie }));
    const cited = [...insights.services, ...insights.accommodations, ...insights.dates, ...(insights.goals ?? [])].flatMap((f) =>
      f.page && f.quote ? [{ page: f.page, quote: f.quote }] : [],
    );
    expect(cited.length).toBeGreaterThan(15);
    const missing = cited.filter((c) => !findQuote(dto.pages[c.page - 1] ?? "", c.quote));
    expect(missing).toEqual([]);
  });

  it("the chat's answers", async () => {
    const f = await chatFamily();
    const text = await json<DocumentTextDto>(await getText(f.documentId, f.user));
    const questions = [
      "How many minutes of speech therapy does she get?",
      "What are her reading goals?",
      "When is the annual review?",
      "What accommodations does she get for tests?",
    ];
    let checked = 0;
    for (const question of questions) {
      const events = parseEvents(await (await send(f, question)).text());
      const complete = events.find((e) => e.type === "complete");
      if (complete?.type !== "complete") throw new Error(`no answer to ${question}`);
      for (const c of complete.message.citations) {
        expect(c.documentId).toBe(f.documentId);
        expect({ question, quote: c.quote, found: findQuote(text.pages[c.page - 1] ?? "", c.quote) !== null }).toMatchObject({ found: true });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(questions.length);
  });
});

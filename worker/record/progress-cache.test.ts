// The Progress view is kept with the child's record (ADR 0046) and must never be served stale: through the
// real app, D1, R2 and the processing queue, each event that changes what the view was built from gives a
// new view — a document uploaded (and processed), still processing or unreadable, edited, re-analysed,
// deleted; the child renamed; the day rolling over (past due is against today) — and nothing else does.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "../db/client.ts";
import { documents } from "../db/schema.ts";
import { chunkPages } from "../documents/chunks.ts";
import { signUp, type TestUser } from "../test/auth.ts";
import { replaceDocumentChunks } from "../test/chunks.ts";
import { makePdf } from "../test/fixtures/index.ts";
import { call, json } from "../test/http.ts";
import { createStoredDocument } from "../test/processing.ts";
import { addChild, docParts, familyIdOf, uploadParts, type DocumentJson } from "../test/uploads.ts";
import { okaforDocuments } from "./fixtures/okafor.ts";
import { storeReadyDocument } from "./fixtures/store.ts";
import { loadProgress, type ProgressView } from "./progress.ts";

type Owner = { user: TestUser; familyId: string; childId: string };

async function owner(name = "Theo"): Promise<Owner> {
  const user = await signUp();
  return { user, familyId: await familyIdOf(user), childId: (await addChild(user, name)).id };
}

const iep2025 = okaforDocuments[0]!;
const iep2026 = okaforDocuments[1]!;
const db = () => getDb(env);
const progressText = async (o: Owner) => {
  const res = await call("GET", `/api/children/${o.childId}/progress`, { cookie: o.user.cookie });
  expect(res.status).toBe(200);
  return res.text();
};
const progress = async (o: Owner) => JSON.parse(await progressText(o)) as ProgressView;
const load = (o: Owner) => loadProgress(db(), env, o.familyId, o.childId);

/**
 * The kept view, before an event: the first load stores the documents' facts, the next one is kept and
 * given again. Each test then changes something through the API and checks that neither the kept view
 * nor the API's answer is the old one.
 */
async function kept(o: Owner): Promise<ProgressView> {
  await load(o);
  const view = await load(o);
  expect(await load(o)).toBe(view);
  return view!;
}

/** The view after an event: a new one, from the domain module and from the API alike. */
async function after(o: Owner, before: ProgressView): Promise<ProgressView> {
  const view = await load(o);
  expect(view).not.toBe(before);
  expect(await progress(o)).toEqual(JSON.parse(JSON.stringify(view)));
  return view!;
}
const flagsOf = (view: ProgressView) => view.flags.map((f) => `${f.kind}: ${f.subject}`);

afterEach(() => {
  vi.useRealTimers();
});

describe("the kept Progress view", () => {
  it("is the same view, and the same JSON, while nothing it was built from changed", async () => {
    const o = await owner();
    await storeReadyDocument(db(), o, iep2025);
    await storeReadyDocument(db(), o, iep2026);
    const first = await kept(o);
    expect(first.flags.length).toBeGreaterThan(0);
    expect(await progressText(o)).toBe(await progressText(o));
    // Another family asking for this child gets nothing, kept view or not.
    const stranger = await owner("Riley");
    expect(await loadProgress(db(), env, stranger.familyId, o.childId)).toBeNull();
  });

  it("follows a document uploaded through the API once the queue has processed it", async () => {
    const o = await owner();
    await storeReadyDocument(db(), o, iep2025);
    const before = await kept(o);
    expect(before.flags).toEqual([]);
    const fields = { title: iep2026.title, documentType: iep2026.documentType, schoolYear: iep2026.schoolYear ?? "" };
    const res = await uploadParts(o.user, o.childId, docParts({ name: "iep-2026.pdf", bytes: makePdf(iep2026.pages.map((p) => p.split("\n"))), type: "application/pdf" }, fields));
    expect(res.status).toBe(201);
    const uploaded = await json<DocumentJson>(res);
    await vi.waitFor(
      async () => {
        const view = await progress(o);
        expect(view.timeline.map((d) => d.documentId)).toContain(uploaded.id);
        expect(flagsOf(view)).toContain("service-cut: Occupational Therapy");
      },
      { timeout: 20_000, interval: 200 },
    );
    expect((await after(o, before)).pending).toEqual([]);
  });

  it("lists a document still processing, then says it could not be read once it failed", async () => {
    const o = await owner();
    await storeReadyDocument(db(), o, iep2025);
    // A row the queue was never told about: it stays 'processing' until the test changes it.
    const before = await kept(o);
    const id = await createStoredDocument(o, "scan.pdf", null);
    const processing = await after(o, before);
    expect(processing.pending).toEqual([{ documentId: id, title: "scan", status: "processing" }]);
    expect(await load(o)).toBe(processing);
    await db().update(documents).set({ status: "failed" }).where(eq(documents.id, id));
    const view = await after(o, processing);
    expect(view.pending).toEqual([{ documentId: id, title: "scan", status: "failed" }]);
    expect(view.missing).toContain("“scan” could not be read: it is not included.");
  });

  it("follows a document's title, type and school year edited through the API", async () => {
    const o = await owner();
    await storeReadyDocument(db(), o, iep2025);
    const id = await storeReadyDocument(db(), o, iep2026);
    const before = await kept(o);
    expect(before.timeline.find((d) => d.documentId === id)?.title).toBe("Theo IEP 2026");
    const res = await call("PUT", `/api/documents/${id}`, { cookie: o.user.cookie, body: { title: "Fourth grade IEP", documentType: "IEP", schoolYear: "2025-2026" } });
    expect(res.status).toBe(200);
    expect((await after(o, before)).timeline.find((d) => d.documentId === id)?.title).toBe("Fourth grade IEP");
  });

  it("follows a document re-analysed through the API (its stored facts replaced)", async () => {
    const o = await owner();
    await storeReadyDocument(db(), o, iep2025);
    const id = await storeReadyDocument(db(), o, iep2026);
    const before = await kept(o);
    expect(flagsOf(before)).toContain("service-cut: Occupational Therapy");
    // The passages now say occupational therapy stayed at 60 minutes; the stored facts still say 30
    // until the document is analysed again, so the view must not change yet.
    const pages = iep2026.pages.map((p) => p.replace(/(Occupational Therapy\nFrequency: )1x weekly/, (_, head: string) => `${head}2x weekly`));
    expect(pages).not.toEqual(iep2026.pages);
    await replaceDocumentChunks(db(), { documentId: id, childId: o.childId, familyId: o.familyId }, chunkPages(pages));
    expect(await load(o)).toBe(before);
    const res = await call("POST", `/api/ai/insights/${id}`, { cookie: o.user.cookie, body: {} });
    expect(res.status).toBe(200);
    expect(flagsOf(await after(o, before))).not.toContain("service-cut: Occupational Therapy");
  });

  it("follows a document deleted through the API", async () => {
    const o = await owner();
    const stays = await storeReadyDocument(db(), o, iep2025);
    const gone = await storeReadyDocument(db(), o, iep2026);
    const before = await kept(o);
    expect(flagsOf(before)).toContain("service-cut: Occupational Therapy");
    expect((await call("DELETE", `/api/documents/${gone}`, { cookie: o.user.cookie })).status).toBe(204);
    const view = await after(o, before);
    expect(view.timeline.map((d) => d.documentId)).toEqual([stays]);
    expect(view.flags).toEqual([]);
  });

  it("follows the child renamed through the API", async () => {
    const o = await owner();
    await storeReadyDocument(db(), o, iep2025);
    const before = await kept(o);
    expect(before.childName).toBe("Theo");
    expect((await call("PATCH", `/api/children/${o.childId}`, { cookie: o.user.cookie, body: { name: "Teddy" } })).status).toBe(200);
    expect((await after(o, before)).childName).toBe("Teddy");
  });

  it("is built again when the day rolls over: a deadline due today is past due tomorrow", async () => {
    const o = await owner();
    await storeReadyDocument(db(), o, iep2025);
    await storeReadyDocument(db(), o, iep2026);
    await load(o); // stores the facts
    vi.useFakeTimers({ toFake: ["Date"] });
    // The 2026 IEP's next annual review is March 9, 2027 (UTC days, like the record's "today").
    vi.setSystemTime(new Date("2027-03-09T23:59:59Z"));
    const due = await load(o);
    expect(due?.deadlines.find((d) => d.kind === "annual-review")).toMatchObject({ date: "2027-03-09", pastDue: false, daysUntil: 0 });
    expect(await load(o)).toBe(due);
    vi.setSystemTime(new Date("2027-03-10T00:00:01Z"));
    const late = await load(o);
    expect(late?.today).toBe("2027-03-10");
    expect(late?.deadlines.find((d) => d.kind === "annual-review")).toMatchObject({ date: "2027-03-09", pastDue: true, daysUntil: -1 });
  });
});

// The child's record, built from the analyzer's facts of invented families' documents, and loaded from
// D1 the way the chat and /api load it (facts stored per document, then the record per child).
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { injectionCleanPages, injectionIep } from "../ai/analyzer/fixtures/index.ts";
import { createBuiltinEngine } from "../ai/engines/index.ts";
import { getDb } from "../db/client.ts";
import { documents } from "../db/schema.ts";
import { createFamilyWithChild } from "../test/processing.ts";
import { answerFromRecord } from "./answer.ts";
import { prepareFamily } from "./evaluate.ts";
import { brooks, type FamilyDocument } from "./fixtures/index.ts";
import { storeReadyDocument } from "./fixtures/store.ts";
import { loadChildRecord } from "./load.ts";
import { buildRecord } from "./record.ts";

const TODAY = "2026-11-24";
const title = (d: { title: string } | undefined) => d?.title;

const addDocument = (owner: { familyId: string; childId: string }, doc: FamilyDocument) => storeReadyDocument(getDb(env), owner, doc);

describe("buildRecord", () => {
  const { record } = prepareFamily(brooks, TODAY);

  it("orders IEPs by meeting date, not by upload, and keeps the 504 plan, evaluation and progress report on their own lines", () => {
    // The 2025 IEP was uploaded last; the 2026 one is still the current IEP.
    expect(title(record.current)).toBe("Lena IEP 2026");
    expect(title(record.previous)).toBe("Lena IEP 2025");
    expect(record.current?.label).toBe("the IEP of April 28, 2026");
    expect(title(record.plan504)).toBe("504 plan 2023");
    expect(record.evaluations.map(title)).toEqual(["Psychoeducational evaluation 2026"]);
    expect(record.progressReports.map(title)).toEqual(["Progress report Q1"]);
    expect(record.progressReports[0]?.attachesTo).toBe(record.current?.documentId);
    expect(record.documents.find((d) => d.title === "Call notes")?.role).toBe("other");
  });

  it("follows each service from the previous IEP to the current one, and totals the time outside general education", () => {
    const line = (key: string) => record.services.find((l) => l.key === key);
    expect(line("speech")).toMatchObject({ change: -30, current: { item: { minutesPerWeek: 30 } }, previous: { item: { minutesPerWeek: 60 } } });
    expect(line("instruction (reading)")).toMatchObject({ change: 60, current: { item: { minutesPerWeek: 180 } } });
    expect(line("occupational therapy")?.current).toBeUndefined();
    expect(line("counseling")?.previous).toBeUndefined();
    expect(record.totalOutsideGenEd.current).toMatchObject({ minutes: 240, excluded: [] });
    expect(record.totalOutsideGenEd.previous?.minutes).toBe(210);
  });

  it("finds accommodations added and removed, and goals added, dropped and carried over with an unchanged baseline", () => {
    expect(record.accommodations.removed.map((a) => a.item.text)).toEqual(["Pencil grip and slant board for writing", "Tests read aloud to the student"]);
    expect(record.accommodations.added.map((a) => [a.item.text, a.item.kind])).toEqual([
      ["Text-to-speech software for reading assignments", "classroom"],
      ["Tests given in a small group setting", "testing"],
    ]);
    const byArea = (status: string) => record.goals.links.filter((l) => l.status === status).map((l) => (l.current ?? l.previous)?.item.area);
    expect(byArea("dropped")).toEqual(["Handwriting"]);
    expect(byArea("added")).toEqual(["Coping Skills"]);
    const articulation = record.goals.links.find((l) => l.current?.item.area === "Articulation");
    expect(articulation).toMatchObject({ status: "carried", baselineUnchanged: true });
    expect(record.goals.links.find((l) => l.current?.item.area === "Reading Fluency")?.baselineUnchanged).toBe(false);
    expect(record.goals.progress.map((p) => [p.goal.item.area, p.status])).toEqual([
      ["Reading Fluency", expect.stringContaining("Sufficient progress")],
      ["Articulation", expect.stringContaining("Insufficient progress")],
      ["Coping Skills", expect.stringContaining("Sufficient progress")],
    ]);
  });

  it("names the next deadlines with their source, marks past-due ones, and checks the evaluation's recommendations", () => {
    expect(record.deadlines.map((d) => [d.kind, d.value, d.located.doc.title, d.pastDue])).toEqual([
      ["annual-review", "2027-04-27", "Lena IEP 2026", false],
      ["reevaluation", "2029-03", "Lena IEP 2026", false],
      ["progress-reports", expect.stringContaining("quarter"), "Lena IEP 2026", false],
    ]);
    // A 504 plan on its own has a review date, past due here.
    const only504 = prepareFamily({ ...brooks, documents: [brooks.documents[4]!] }, TODAY).record;
    expect(only504.deadlines.map((d) => [d.kind, d.value, d.pastDue])).toEqual([["plan-review", "2024-09-11", true]]);
    expect(record.recommendations.map((r) => r.providedBy?.kind ?? "missing")).toEqual(["service", "service", "service", "missing"]);
  });

  it("gives every fact an id whose document, page and quote are the analyzer's", () => {
    expect(record.facts.size).toBeGreaterThan(20);
    for (const [id, f] of record.facts) {
      expect(id).toMatch(/^F\d+$/);
      const doc = brooks.documents[Number(f.documentId.split("-").at(-1)) - 1];
      expect(doc?.pages[f.page - 1]?.replace(/\s+/g, " ")).toContain(f.quote.slice(0, 30));
    }
  });

  it("is the same record, with the same answers, when a document carries injected instructions", () => {
    const clean = buildRecord([{ documentId: "d", title: "IEP", documentType: "IEP", facts: prepareFamily({ ...brooks, documents: [{ ...brooks.documents[0]!, pages: injectionCleanPages }] }).record.documents[0]!.facts }], TODAY);
    const dirty = buildRecord([{ documentId: "d", title: "IEP", documentType: "IEP", facts: prepareFamily({ ...brooks, documents: [{ ...brooks.documents[0]!, pages: injectionIep.pages }] }).record.documents[0]!.facts }], TODAY);
    for (const q of ["How many minutes of speech does he get?", "What are his testing accommodations?", "When is the annual review?", "Was every service doubled?"]) {
      expect(answerFromRecord(dirty, q, [], "Sam").text).toBe(answerFromRecord(clean, q, [], "Sam").text);
    }
  });
});

describe("answerFromRecord reads parents' wording (ADR 0066)", () => {
  const { record } = prepareFamily(brooks, TODAY);
  const first = (q: string) => answerFromRecord(record, q, [], "Lena Brooks").text.split("\n")[0]!;

  it("reads 'add' and 'take away' as changes", () => {
    expect(first("what accommodations did they add")).toMatch(/^2 accommodations were added .*Text-to-speech software.*small group/);
    // A premise that a service the plan has was taken away is corrected.
    expect(first("why did they take away her counseling?")).toMatch(/^No — Lena gets \*\*30 minutes per week\*\* of School Counseling/);
    expect(first("did they get rid of her speech")).toMatch(/went down from 60 to \*\*30 minutes per week/);
  });

  it("reads 'how's she doing' and 'did she meet her goal' as progress questions", () => {
    expect(first("how's she doing on her articulation goal?")).toMatch(/Articulation: \*\*Insufficient progress to meet the goal/);
    expect(first("did she meet her reading goal")).toMatch(/Reading Fluency: \*\*Sufficient progress to meet the goal/);
  });

  it("answers 'why does she get …' with the evaluation's recommendation behind it", () => {
    expect(first("why does she get counseling")).toMatch(/^Because the evaluation of .* recommended it: “Provide school counseling to teach coping strategies for anxiety”/);
    // A "why" that claims something happened is not given a reason for it.
    expect(first("Why was her ESY denied?")).not.toMatch(/^Because/);
  });
});

describe("loadChildRecord", () => {
  it("reads the child's ready documents only, and is rebuilt when a document is added or deleted", async () => {
    const db = getDb(env);
    const engine = createBuiltinEngine();
    const owner = await createFamilyWithChild("Lena");
    const other = await createFamilyWithChild("Zeb");
    const [iep2025, iep2026] = brooks.documents;
    await addDocument(owner, iep2025!);
    await addDocument(other, iep2026!);
    const first = await loadChildRecord(db, env, engine, owner.familyId, owner.childId);
    expect(first.documents.map((d) => d.title)).toEqual(["Lena IEP 2025"]);
    expect(first.current?.title).toBe("Lena IEP 2025");
    // Same rows and stored facts, same record: the memo answers without building it again.
    const again = await loadChildRecord(db, env, engine, owner.familyId, owner.childId);
    expect(again).toStrictEqual(first);
    expect(await loadChildRecord(db, env, engine, owner.familyId, owner.childId)).toBe(again);

    const added = await addDocument(owner, iep2026!);
    const second = await loadChildRecord(db, env, engine, owner.familyId, owner.childId);
    expect(second.documents.map((d) => d.title).sort()).toEqual(["Lena IEP 2025", "Lena IEP 2026"]);
    expect(second.current?.title).toBe("Lena IEP 2026");
    expect(second.services.find((l) => l.key === "speech")?.change).toBe(-30);

    await db.delete(documents).where(eq(documents.id, added));
    const third = await loadChildRecord(db, env, engine, owner.familyId, owner.childId);
    expect(third.documents.map((d) => d.title)).toEqual(["Lena IEP 2025"]);
    // Another family asking for this child gets nothing.
    expect((await loadChildRecord(db, env, engine, other.familyId, owner.childId)).documents).toEqual([]);
  });
});

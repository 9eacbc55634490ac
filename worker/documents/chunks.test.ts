import { env } from "cloudflare:test";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../db/client.ts";
import { documentChunks, documents } from "../db/schema.ts";
import { SAMPLE_IEP_PAGES } from "../test/fixtures/index.ts";
import { searchChunks, toFtsQuery } from "./chunk-store.ts";
import { CHUNK_MAX_CHARS, chunkPages } from "./chunks.ts";
import { replaceDocumentChunks } from "../test/chunks.ts";
import { createFamilyWithChild, createStoredDocument } from "../test/processing.ts";

const words = (s: string) => s.split(/\s+/).filter(Boolean);

async function addChild(familyId: string) {
  const childId = crypto.randomUUID();
  await getDb(env).run(sql`INSERT INTO children (id, family_id, name, updated_at) VALUES (${childId}, ${familyId}, 'Sam', 0)`);
  return childId;
}

const sentence = (i: number) => `Sentence number ${i} talks about reading fluency goals and progress monitoring.`;

describe("chunkPages", () => {
  it("keeps short pages whole, skips empty pages and numbers pages and ordinals", () => {
    expect(chunkPages(["Page one text.", "", "  ", "Page four text."])).toEqual([
      { page: 1, ordinal: 0, text: "Page one text." },
      { page: 4, ordinal: 1, text: "Page four text." },
    ]);
  });

  it("never exceeds the maximum, never spans pages and loses no words", () => {
    const pages = [
      Array.from({ length: 40 }, (_, i) => sentence(i)).join(" "),
      Array.from({ length: 12 }, (_, i) => `Paragraph ${i}. ${sentence(i)} ${sentence(i + 100)}`).join("\n\n"),
      SAMPLE_IEP_PAGES[2]!.join("\n"),
    ];
    const chunks = chunkPages(pages);
    for (const chunk of chunks) expect(chunk.text.length).toBeLessThanOrEqual(CHUNK_MAX_CHARS);
    expect(chunks.map((c) => c.ordinal)).toEqual(chunks.map((_, i) => i));
    pages.forEach((page, i) => {
      const ofPage = chunks.filter((c) => c.page === i + 1);
      expect(ofPage.length).toBeGreaterThan(1);
      expect(words(ofPage.map((c) => c.text).join(" "))).toEqual(words(page));
    });
  });

  it("cuts at sentence ends once a passage is long enough, and at paragraphs before that", () => {
    const page = Array.from({ length: 40 }, (_, i) => sentence(i)).join(" ");
    const chunks = chunkPages([page]);
    for (const chunk of chunks.slice(0, -1)) {
      expect(chunk.text).toMatch(/\.$/);
      expect(chunk.text.length).toBeGreaterThanOrEqual(600);
    }
    const paragraphs = ["First paragraph about services.", "Second paragraph about accommodations."].join("\n\n");
    expect(chunkPages([paragraphs], { maxChars: 40, minChars: 10 }).map((c) => c.text)).toEqual([
      "First paragraph about services.",
      "Second paragraph about accommodations.",
    ]);
  });

  it("keeps the indentation of a line it cuts before, so a table's wrapped cell stays in its column", () => {
    const table = ["Minutes   Service              Provider", "45        Reading intervention SPED", "                               Teacher"].join("\n");
    const chunks = chunkPages([table], { maxChars: 60, minChars: 10 });
    expect(chunks.map((c) => c.text)).toEqual(["Minutes   Service              Provider", "45        Reading intervention SPED", "                               Teacher"]);
  });

  it("cuts a run without spaces that is longer than a passage", () => {
    const chunks = chunkPages(["x".repeat(2000)]);
    expect(chunks.map((c) => c.text.length)).toEqual([900, 900, 200]);
  });
});

describe("toFtsQuery", () => {
  it("quotes each meaningful word and joins them with OR", () => {
    expect(toFtsQuery("What are Maya's reading goals?")).toBe('"maya" OR "reading" OR "goals"');
    expect(toFtsQuery("speech 504 plan")).toBe('"speech" OR "504" OR "plan"');
  });

  it("keeps stop words when there is nothing else, and returns null for nothing searchable", () => {
    expect(toFtsQuery("what is it?")).toBe('"what" OR "is" OR "it"');
    expect(toFtsQuery("   ")).toBeNull();
    expect(toFtsQuery('"*^-()')).toBeNull();
  });

  it("leaves no FTS5 syntax in hostile input", () => {
    const hostile = ['"', "*", "NEAR(a b)", "a OR b", "-reading", "text:goal", "goal^2", "{a b}", "a AND NOT b"];
    const safe = /^"[\p{L}\p{N}\p{M}]+"( OR "[\p{L}\p{N}\p{M}]+")*$/u;
    expect(hostile.map((q) => toFtsQuery(q) ?? '"none"').filter((q) => !safe.test(q))).toEqual([]);
  });
});

/** Family A with child Maya (3 passages) and a sibling (1 passage); family B (1 passage); all mention reading. */
async function setUp() {
  const a = await createFamilyWithChild("Maya");
  const docA = await createStoredDocument(a, "iep.pdf", null, { status: "ready" });
  await replaceDocumentChunks(getDb(env), { documentId: docA, ...a }, [
    { page: 1, ordinal: 0, text: "Maya receives speech and language therapy twice a week for 25 minutes." },
    { page: 2, ordinal: 1, text: "Reading fluency goal: Maya will read 90 words correct per minute. Reading probes every two weeks." },
    { page: 3, ordinal: 2, text: "Accommodations: directions read aloud, extended time, movement breaks." },
  ]);
  // A second child in the same family and a different family, both with matching text.
  const siblingChildId = await addChild(a.familyId);
  const sibling = await createStoredDocument({ familyId: a.familyId, childId: siblingChildId }, "sib.pdf", null, { status: "ready" });
  await replaceDocumentChunks(getDb(env), { documentId: sibling, familyId: a.familyId, childId: siblingChildId }, [
    { page: 1, ordinal: 0, text: "Sibling reading fluency goal with reading probes." },
  ]);
  const b = await createFamilyWithChild("Other");
  const docB = await createStoredDocument(b, "other.pdf", null, { status: "ready" });
  await replaceDocumentChunks(getDb(env), { documentId: docB, ...b }, [
    { page: 1, ordinal: 0, text: "Reading fluency reading fluency reading goal of another family." },
  ]);
  return { a, docA, sibling, siblingChildId, b, docB };
}

describe("replaceDocumentChunks + searchChunks (FTS5, BM25)", () => {
  it("ranks the most relevant passage first and returns its page", async () => {
    const { a, docA } = await setUp();
    const hits = await searchChunks(getDb(env), { familyId: a.familyId, childId: a.childId, query: "How is reading fluency measured?" });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0]).toMatchObject({ documentId: docA, page: 2, ordinal: 1 });
    expect(hits[0]!.score).toBeGreaterThan(0);
    expect(hits.map((h) => h.score)).toEqual(hits.map((h) => h.score).sort((x, y) => y - x));
    // Porter stemming: "accommodation" finds "Accommodations".
    const stemmed = await searchChunks(getDb(env), { familyId: a.familyId, childId: a.childId, query: "accommodation" });
    expect(stemmed.map((h) => h.page)).toEqual([3]);
  });

  it("never returns another family's or another child's passages", async () => {
    const { a, docA, sibling, siblingChildId, b, docB } = await setUp();
    const query = "reading fluency goal probes";
    const mine = await searchChunks(getDb(env), { familyId: a.familyId, childId: a.childId, query, limit: 50 });
    expect(new Set(mine.map((h) => h.documentId))).toEqual(new Set([docA]));
    const family = await searchChunks(getDb(env), { familyId: a.familyId, query, limit: 50 });
    expect(new Set(family.map((h) => h.documentId))).toEqual(new Set([docA, sibling]));
    const sib = await searchChunks(getDb(env), { familyId: a.familyId, childId: siblingChildId, query });
    expect(sib.map((h) => h.documentId)).toEqual([sibling]);
    // A child id from another family under my family id: nothing.
    expect(await searchChunks(getDb(env), { familyId: a.familyId, childId: b.childId, query })).toEqual([]);
    expect((await searchChunks(getDb(env), { familyId: b.familyId, childId: b.childId, query })).map((h) => h.documentId)).toEqual([docB]);
    expect(await searchChunks(getDb(env), { familyId: a.familyId, documentIds: [docB], query })).toEqual([]);
    expect(await searchChunks(getDb(env), { familyId: a.familyId, documentIds: [], query })).toEqual([]);
  });

  it("never throws on hostile queries", async () => {
    const { a } = await setUp();
    const hostile = [
      '"', '""', "*", "reading*", "NEAR(", "NEAR(reading fluency, 2)", "OR", "AND", "NOT", "reading OR", "-", "-reading",
      "text:reading", "^reading", "{text}: reading", "(reading", "reading)", "'; DROP TABLE documents; --", "\u0000",
      "ñandú über Straße 読み 阅读 قراءة 📚", "\u202e\u200b", "r".repeat(5000), "reading ".repeat(800), "a b c d e f",
    ];
    for (const query of hostile) {
      const hits = await searchChunks(getDb(env), { familyId: a.familyId, childId: a.childId, query });
      expect(Array.isArray(hits)).toBe(true);
    }
    expect(await searchChunks(getDb(env), { familyId: a.familyId, childId: a.childId, query: "" })).toEqual([]);
  });

  it("replacing and deleting keep the index in step (triggers, cascade)", async () => {
    const { a, docA } = await setUp();
    const db = getDb(env);
    await replaceDocumentChunks(db, { documentId: docA, ...a }, [{ page: 1, ordinal: 0, text: "Occupational therapy consultation monthly." }]);
    expect(await searchChunks(db, { familyId: a.familyId, childId: a.childId, query: "speech therapy" })).toMatchObject([{ page: 1, text: expect.stringContaining("Occupational") }]);
    expect(await searchChunks(db, { familyId: a.familyId, childId: a.childId, query: "accommodations" })).toEqual([]);
    // A word no other test writes: files share the runtime's D1 (vitest.config.ts), so the index-wide count below
    // must only see this test's rows.
    const marker = `qz${crypto.randomUUID().replaceAll("-", "")}`;
    await db.update(documentChunks).set({ text: `Updated passage about handwriting, ${marker}.` }).where(eq(documentChunks.documentId, docA));
    expect(await searchChunks(db, { familyId: a.familyId, childId: a.childId, query: "handwriting" })).toHaveLength(1);
    expect(await searchChunks(db, { familyId: a.familyId, childId: a.childId, query: "occupational" })).toEqual([]);
    // Deleting the document cascades to its chunks, and the trigger removes them from the index.
    await db.delete(documents).where(eq(documents.id, docA));
    expect(await searchChunks(db, { familyId: a.familyId, childId: a.childId, query: "handwriting" })).toEqual([]);
    const [{ n }] = (await db.all<{ n: number }>(sql`SELECT count(*) AS n FROM document_chunks_fts WHERE document_chunks_fts MATCH ${`"${marker}"`}`)) as [{ n: number }];
    expect(n).toBe(0);
    // The index is consistent with its content table.
    await db.run(sql`INSERT INTO document_chunks_fts(document_chunks_fts, rank) VALUES ('integrity-check', 1)`);
  });

  it("stores a long document in a few statements", async () => {
    const a = await createFamilyWithChild();
    const doc = await createStoredDocument(a, "long.pdf", null);
    const pages = Array.from({ length: 400 }, (_, p) => Array.from({ length: 12 }, (_unused, i) => `Page ${p + 1} ${sentence(i)}`).join("\n"));
    const chunks = chunkPages(pages);
    expect(chunks.length).toBeGreaterThan(400);
    await replaceDocumentChunks(getDb(env), { documentId: doc, ...a }, chunks);
    const rows = await getDb(env).select({ n: sql<number>`count(*)` }).from(documentChunks).where(eq(documentChunks.documentId, doc));
    expect(rows[0]!.n).toBe(chunks.length);
    const hits = await searchChunks(getDb(env), { familyId: a.familyId, childId: a.childId, query: "page 399 sentence number 7", limit: 3 });
    expect(hits[0]!.page).toBe(399);
  });
});

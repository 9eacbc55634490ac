// Data access of the document insights (ADR 0030): the family's document with its stored insights for
// one engine in one query, the stored passages a document is read from, and the upsert of a computed row.
// Every read is scoped by the caller's family; a row of another family answers null like a missing one.
import { and, asc, desc, eq } from "drizzle-orm";
import type { Passage } from "../engines/index.ts";
import type { Db } from "../../db/client.ts";
import { children, documentChunks, documentInsights, documents } from "../../db/schema.ts";

export type DocumentRow = {
  id: string;
  childId: string;
  title: string;
  documentType: string;
  schoolYear: string | null;
  status: "processing" | "ready" | "failed" | "needs_ocr";
  statusReason: string | null;
};

/** A row of document_insights as stored (facts, summary, goals and questions are JSON). */
export type StoredRow = typeof documentInsights.$inferSelect;

const documentColumns = {
  id: documents.id,
  childId: documents.childId,
  title: documents.title,
  documentType: documents.documentType,
  schoolYear: documents.schoolYear,
  status: documents.status,
  statusReason: documents.statusReason,
};

/** The caller's document, or null (missing, or another family's). */
export async function findDocument(db: Db, familyId: string, documentId: string): Promise<DocumentRow | null> {
  const [row] = await db
    .select(documentColumns)
    .from(documents)
    .where(and(eq(documents.familyId, familyId), eq(documents.id, documentId)))
    .limit(1);
  return row ?? null;
}

/** The document and its stored insights for this engine in one query: a cached answer costs one D1 read. */
export async function findDocumentWithInsights(
  db: Db,
  familyId: string,
  documentId: string,
  engineId: string,
): Promise<{ doc: DocumentRow; stored: StoredRow | undefined } | null> {
  const [hit] = await db
    .select({ doc: documentColumns, stored: documentInsights })
    .from(documents)
    .leftJoin(documentInsights, and(eq(documentInsights.documentId, documents.id), eq(documentInsights.engine, engineId)))
    .where(and(eq(documents.familyId, familyId), eq(documents.id, documentId)))
    .limit(1);
  return hit ? { doc: hit.doc, stored: hit.stored ?? undefined } : null;
}

/** Every document of the child, newest first. */
export async function childDocuments(db: Db, familyId: string, childId: string): Promise<DocumentRow[]> {
  return db
    .select(documentColumns)
    .from(documents)
    .where(and(eq(documents.familyId, familyId), eq(documents.childId, childId)))
    .orderBy(desc(documents.uploadedAt), desc(documents.id));
}

/** The caller's child (id and name), or null. */
export async function findChild(db: Db, familyId: string, childId: string): Promise<{ id: string; name: string } | null> {
  const [child] = await db
    .select({ id: children.id, name: children.name })
    .from(children)
    .where(and(eq(children.familyId, familyId), eq(children.id, childId)))
    .limit(1);
  return child ?? null;
}

/** The document's passages in reading order, numbered P1, P2, … for citations. */
export async function loadPassages(db: Db, familyId: string, doc: Pick<DocumentRow, "id" | "title">): Promise<Passage[]> {
  const rows = await db
    .select({ page: documentChunks.page, text: documentChunks.text })
    .from(documentChunks)
    .where(and(eq(documentChunks.documentId, doc.id), eq(documentChunks.familyId, familyId)))
    .orderBy(asc(documentChunks.page), asc(documentChunks.ordinal));
  return rows.map((r, i) => ({ id: `P${i + 1}`, documentId: doc.id, documentTitle: doc.title, page: r.page, text: r.text }));
}

/** Stores a computed row: one per (document, engine), replaced on every computation. */
export async function saveInsights(db: Db, row: StoredRow): Promise<void> {
  await db
    .insert(documentInsights)
    .values(row)
    .onConflictDoUpdate({
      target: [documentInsights.documentId, documentInsights.engine],
      set: { model: row.model, facts: row.facts, summary: row.summary, goals: row.goals, questions: row.questions, createdAt: row.createdAt },
    });
}

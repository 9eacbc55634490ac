// Documents: the one data-access layer for document rows and their R2 objects, used by the /api handlers
// and the page loaders alike (requirements §10). Every function is scoped by the caller's family: another
// family's id reads as "not there".
import { and, desc, eq, sql } from "drizzle-orm";
import type { DocumentEditInput, DocumentStatus } from "../../common/schemas/documents.ts";
import type { Db } from "../db/client.ts";
import { children, documents } from "../db/schema.ts";

export type DocumentDto = {
  id: string;
  title: string;
  documentType: string;
  schoolYear: string | null;
  /** Shown inline (the viewer's frame). */
  fileUrl: string;
  /** Served as an attachment (the Download button). */
  downloadUrl: string;
  fileName: string;
  contentType: string;
  size: number;
  status: DocumentStatus;
  statusReason: string | null;
  pageCount: number | null;
  createdAt: string;
  uploadedAt: string;
  childId: string;
  childName: string;
};

/** R2 key of a document's file; always server-generated (requirements §13). */
export const documentKey = (familyId: string, documentId: string) => `documents/${familyId}/${documentId}`;

export const documentFileUrl = (id: string) => `/api/documents/${id}/file`;
export const documentDownloadUrl = (id: string) => `/api/documents/${id}/download`;

const documentColumns = {
  id: documents.id,
  title: documents.title,
  documentType: documents.documentType,
  schoolYear: documents.schoolYear,
  fileName: documents.fileName,
  contentType: documents.contentType,
  size: documents.size,
  status: documents.status,
  statusReason: documents.statusReason,
  pageCount: documents.pageCount,
  createdAt: documents.createdAt,
  uploadedAt: documents.uploadedAt,
  childId: documents.childId,
  childName: children.name,
};

/** A row as D1 returns it: the DTO's fields but its links, with dates as Dates. */
type DocumentRow = Omit<DocumentDto, "fileUrl" | "downloadUrl" | "createdAt" | "uploadedAt"> & { createdAt: Date; uploadedAt: Date };

export function toDocumentDto(row: DocumentRow): DocumentDto {
  return {
    id: row.id,
    title: row.title,
    documentType: row.documentType,
    schoolYear: row.schoolYear,
    fileUrl: documentFileUrl(row.id),
    downloadUrl: documentDownloadUrl(row.id),
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    status: row.status,
    statusReason: row.statusReason,
    pageCount: row.pageCount,
    createdAt: row.createdAt.toISOString(),
    uploadedAt: row.uploadedAt.toISOString(),
    childId: row.childId,
    childName: row.childName,
  };
}

/** The documents query for one child, newest upload first; reused by getChild's batch. */
export function documentsOfChildQuery(db: Db, familyId: string, childId: string) {
  return db
    .select(documentColumns)
    .from(documents)
    .innerJoin(children, eq(children.id, documents.childId))
    .where(and(eq(documents.familyId, familyId), eq(documents.childId, childId)))
    .orderBy(desc(documents.uploadedAt), desc(documents.id));
}

/** A child's documents, newest first. An unknown or foreign child yields []. */
export async function listDocuments(db: Db, familyId: string, childId: string): Promise<DocumentDto[]> {
  const rows = await documentsOfChildQuery(db, familyId, childId);
  return rows.map(toDocumentDto);
}

export async function getDocument(db: Db, familyId: string, id: string): Promise<DocumentDto | null> {
  const [row] = await db
    .select(documentColumns)
    .from(documents)
    .innerJoin(children, eq(children.id, documents.childId))
    .where(and(eq(documents.familyId, familyId), eq(documents.id, id)))
    .limit(1);
  return row ? toDocumentDto(row) : null;
}

/** What the file routes need: where the bytes are and how to name them. */
export async function getDocumentFile(
  db: Db,
  familyId: string,
  id: string,
): Promise<{ fileKey: string; fileName: string; contentType: string; size: number } | null> {
  const [row] = await db
    .select({ fileKey: documents.fileKey, fileName: documents.fileName, contentType: documents.contentType, size: documents.size })
    .from(documents)
    .where(and(eq(documents.familyId, familyId), eq(documents.id, id)))
    .limit(1);
  return row ?? null;
}

/** Edit Document Details: title, type and school year. Null when the document is not the family's. */
export async function updateDocument(db: Db, familyId: string, id: string, input: DocumentEditInput): Promise<DocumentDto | null> {
  const updated = await db
    .update(documents)
    .set({ title: input.title, documentType: input.documentType, schoolYear: input.schoolYear })
    .where(and(eq(documents.familyId, familyId), eq(documents.id, id)))
    .returning({ id: documents.id });
  if (updated.length === 0) return null;
  return getDocument(db, familyId, id);
}

/**
 * Deletes the R2 object, then the row (chunks and insights go with it by FK cascade). The object goes
 * first: if R2 fails the row stays and the user can retry, rather than leaving an unreachable object.
 * Returns false when the document is not the family's.
 */
export async function deleteDocument(db: Db, bucket: R2Bucket, familyId: string, id: string): Promise<boolean> {
  const file = await getDocumentFile(db, familyId, id);
  if (!file) return false;
  await bucket.delete(file.fileKey);
  await db.delete(documents).where(and(eq(documents.familyId, familyId), eq(documents.id, id)));
  return true;
}

export type NewDocument = {
  id: string;
  familyId: string;
  childId: string;
  title: string;
  documentType: string;
  schoolYear: string | null;
  fileKey: string;
  fileName: string;
  contentType: string;
  size: number;
  uploadedAt: Date;
};

/** Inserts a freshly stored upload with status 'processing'. */
export async function insertDocument(db: Db, doc: NewDocument): Promise<void> {
  await db.insert(documents).values({ ...doc, status: "processing" });
}

/** The bytes a family's documents take (the stored-bytes quota, docs/decisions/0015). */
export async function storedBytes(db: Db, familyId: string): Promise<number> {
  const row = await db
    .select({ total: sql<number>`coalesce(sum(${documents.size}), 0)` })
    .from(documents)
    .where(eq(documents.familyId, familyId))
    .get();
  return Number(row?.total ?? 0);
}

/**
 * Inserts an upload only if the family's documents, it included, stay within `maxBytes`. The insert and
 * the check are one D1 batch (one transaction, serialised with every other write), so concurrent uploads
 * cannot each see room that only one of them has: the later one sees the earlier row and is taken out.
 * False: over the limit, nothing inserted.
 */
export async function insertDocumentWithin(db: Db, doc: NewDocument, maxBytes: number): Promise<boolean> {
  const total = sql`(select coalesce(sum(d.size), 0) from documents d where d.family_id = ${doc.familyId})`;
  const [, removed] = await db.batch([
    db.insert(documents).values({ ...doc, status: "processing" }),
    db
      .delete(documents)
      .where(and(eq(documents.id, doc.id), sql`${total} > ${maxBytes}`))
      .returning({ id: documents.id }),
  ]);
  return removed.length === 0;
}

// A document's text page by page, exactly as the processing queue read it: the stored passages
// (document_chunks) joined per page by the same rule the analyzer and the chat read them with
// (pagesOf), so the page a citation names shows the words that citation was made from. Used by
// GET /api/documents/:id/text (the viewer's text view). Never re-reads the file.
import { and, eq } from "drizzle-orm";
import { DOCUMENT_TEXT_MESSAGES } from "../../common/messages/documents.ts";
import { UPLOAD_MESSAGES } from "../../common/schemas/documents.ts";
import { loadPassages } from "../ai/insights/store.ts";
import type { Db } from "../db/client.ts";
import { documents } from "../db/schema.ts";
import { ApiError, notFound } from "../http/errors.ts";
import { pagesOf } from "./chunks.ts";

export type DocumentTextDto = {
  documentId: string;
  /** Index 0 is page 1. Every page of the document is listed; a page without text is "". */
  pages: string[];
};

export async function getDocumentText(db: Db, familyId: string, documentId: string): Promise<DocumentTextDto> {
  const [row] = await db
    .select({ id: documents.id, title: documents.title, status: documents.status, statusReason: documents.statusReason, pageCount: documents.pageCount })
    .from(documents)
    .where(and(eq(documents.familyId, familyId), eq(documents.id, documentId)))
    .limit(1);
  if (!row) throw notFound(UPLOAD_MESSAGES.notFound);
  if (row.status === "processing") {
    throw new ApiError(409, "DOCUMENT_PROCESSING", DOCUMENT_TEXT_MESSAGES.processing, {}, { "Retry-After": "5" });
  }
  if (row.status !== "ready") throw new ApiError(422, "NO_TEXT", row.statusReason || DOCUMENT_TEXT_MESSAGES.noText);
  const read = pagesOf(await loadPassages(db, familyId, row));
  // Pages with no text leave no passage; the page count keeps them, so page N is still page N.
  const count = Math.max(read.length, row.pageCount ?? 0);
  return { documentId: row.id, pages: Array.from({ length: count }, (_, i) => read[i] ?? "") };
}

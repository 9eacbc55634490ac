// Test helpers for processing and retrieval tests (imported only by *.test.ts): rows are inserted
// directly with drizzle and files put straight into R2, so these tests do not depend on the upload API.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { getDb } from "../db/client.ts";
import { children, documentChunks, documents, families } from "../db/schema.ts";

const CONTENT_TYPES: Record<string, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  doc: "application/msword",
  txt: "text/plain",
};

export async function createFamilyWithChild(childName = "Maya"): Promise<{ familyId: string; childId: string }> {
  const db = getDb(env);
  const familyId = crypto.randomUUID();
  const childId = crypto.randomUUID();
  await db.insert(families).values({ id: familyId, name: "Test family" });
  await db.insert(children).values({ id: childId, familyId, name: childName, updatedAt: new Date() });
  return { familyId, childId };
}

/** A 'processing' document row whose file is already in R2 (what the upload route leaves behind). */
export async function createStoredDocument(
  owner: { familyId: string; childId: string },
  fileName: string,
  bytes: Uint8Array<ArrayBuffer> | null,
  overrides: Partial<typeof documents.$inferInsert> = {},
): Promise<string> {
  const id = crypto.randomUUID();
  const fileKey = `documents/${owner.familyId}/${id}`; // the upload route's key scheme (requirements §13)
  if (bytes) await env.FILES.put(fileKey, bytes);
  const extension = fileName.split(".").pop()?.toLowerCase() ?? "";
  await getDb(env)
    .insert(documents)
    .values({
      id,
      familyId: owner.familyId,
      childId: owner.childId,
      title: fileName.replace(/\.[^.]+$/, ""),
      documentType: "IEP",
      fileKey,
      fileName,
      contentType: CONTENT_TYPES[extension] ?? "application/octet-stream",
      size: bytes?.length ?? 0,
      uploadedAt: new Date(),
      ...overrides,
    });
  return id;
}

export async function documentRow(id: string) {
  const row = await getDb(env).query.documents.findFirst({ where: eq(documents.id, id) });
  if (!row) throw new Error(`no document ${id}`);
  return row;
}

export async function chunksOf(id: string) {
  return getDb(env).select().from(documentChunks).where(eq(documentChunks.documentId, id)).orderBy(documentChunks.ordinal);
}

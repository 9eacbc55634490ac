// The document queue consumer (requirements §10: queue() → extract text → chunks + FTS5). The upload route
// stores the file in R2, inserts the row as 'processing' and sends { documentId }; this turns the
// row into ready / needs_ocr / failed. Each message is handled on its own: one bad file can neither
// fail its batch-mates nor be retried forever (docs/decisions/0022-document-processing-queue.md).
import { and, eq, inArray, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import * as v from "valibot";
// Explicit .ts paths: the demo seed imports this module under Node 24 (type stripping, no bundler).
import * as schema from "../../db/schema.ts";
import { documentChunks, documents } from "../../db/schema.ts";
import { replaceChunksStatements } from "../chunk-store.ts";
import { chunkPages } from "../chunks.ts";
import { extractDocument, type Extraction, type TextRecognizer } from "../extract/document.ts";
import { REASONS } from "../extract/messages.ts";

/** Deliveries of one document before it is marked failed (the queue itself allows 1 + max_retries = 4). */
export const MAX_ATTEMPTS = 3;

export const DocumentMessageSchema = v.object({ documentId: v.pipe(v.string(), v.minLength(1), v.maxLength(128)) });
export type DocumentMessage = v.InferOutput<typeof DocumentMessageSchema>;

type MarkdownResult = { format: "markdown"; data: string } | { format: "error"; error: string };
/** The one Workers AI method used here (production only: the AI binding cannot run locally). */
type MarkdownConverter = { toMarkdown(files: { name: string; blob: Blob }[]): Promise<MarkdownResult[]> };

export type DocumentEnv = Pick<Env, "DB" | "FILES"> & { AI?: MarkdownConverter };

export type ProcessOutcome = "ready" | "needs_ocr" | "failed" | "missing" | "skipped";

const dbOf = (env: Pick<Env, "DB">) => drizzle(env.DB, { schema });

/** Text recognition for scanned PDFs through Workers AI's markdown conversion, when bound. */
function recognizerFor(env: DocumentEnv): TextRecognizer | undefined {
  const ai = env.AI;
  if (!ai || typeof ai.toMarkdown !== "function") return undefined;
  return async ({ name, contentType, bytes }) => {
    try {
      const [result] = await ai.toMarkdown([{ name, blob: new Blob([bytes], { type: contentType }) }]);
      return result?.format === "markdown" ? result.data : null;
    } catch (err) {
      // OCR is a bonus: without it the document stays viewable and is marked needs_ocr.
      console.warn("document processing: markdown conversion failed", err);
      return null;
    }
  };
}

async function saveOutcome(env: DocumentEnv, row: typeof documents.$inferSelect, extraction: Extraction): Promise<void> {
  const db = dbOf(env);
  if (extraction.status === "ready") {
    const chunks = chunkPages(extraction.pages);
    const statements = replaceChunksStatements(db, { documentId: row.id, childId: row.childId, familyId: row.familyId }, chunks);
    // One transaction: the passages and the 'ready' status appear together or not at all.
    await env.DB.batch([
      ...statements,
      env.DB.prepare(
        "UPDATE documents SET status = 'ready', status_reason = NULL, page_count = ? WHERE id = ? AND status = 'processing'",
      ).bind(extraction.pageCount, row.id),
    ]);
    return;
  }
  await db.batch([
    db.delete(documentChunks).where(eq(documentChunks.documentId, row.id)),
    db
      .update(documents)
      .set({ status: extraction.status, statusReason: extraction.reason, pageCount: extraction.pageCount })
      .where(and(eq(documents.id, row.id), eq(documents.status, "processing"))),
  ]);
}

async function processRow(env: DocumentEnv, row: typeof documents.$inferSelect): Promise<ProcessOutcome> {
  const object = await env.FILES.get(row.fileKey);
  const extraction: Extraction = object
    ? await extractDocument(
        { name: row.fileName, contentType: row.contentType, bytes: new Uint8Array(await object.arrayBuffer()) },
        { recognize: recognizerFor(env) },
      )
    : { status: "failed", pageCount: null, reason: REASONS.missingFile };
  await saveOutcome(env, row, extraction);
  return extraction.status;
}

/**
 * Extracts, chunks and indexes one document and records its new status. Returns what happened;
 * throws only for failures worth retrying (D1/R2 errors, unexpected exceptions).
 */
export async function processDocument(env: DocumentEnv, documentId: string): Promise<ProcessOutcome> {
  const row = await dbOf(env).query.documents.findFirst({ where: eq(documents.id, documentId) });
  if (!row) return "missing";
  if (row.status !== "processing") return "skipped";
  return processRow(env, row);
}

async function markFailed(env: DocumentEnv, documentId: string, reason: string): Promise<void> {
  await dbOf(env)
    .update(documents)
    .set({ status: "failed", statusReason: reason })
    .where(and(eq(documents.id, documentId), eq(documents.status, "processing")));
}

/** Backoff between deliveries: 30 s, then 60 s. */
const retryDelay = (attempts: number) => Math.min(300, 30 * 2 ** (attempts - 1));

async function handleMessage(env: DocumentEnv, message: Message<unknown>): Promise<void> {
  const parsed = v.safeParse(DocumentMessageSchema, message.body);
  if (!parsed.success) {
    console.warn("document processing: dropping a malformed message", message.id);
    message.ack();
    return;
  }
  const { documentId } = parsed.output;
  // Count the delivery BEFORE working: if extraction kills the isolate (CPU or memory limit), no catch
  // runs, yet the next delivery still sees the attempt and the cap still holds.
  const [row] = await dbOf(env)
    .update(documents)
    .set({ attempts: sql`${documents.attempts} + 1` })
    .where(and(eq(documents.id, documentId), eq(documents.status, "processing")))
    .returning();
  if (!row) {
    message.ack(); // deleted meanwhile, or already processed (a duplicate delivery)
    return;
  }
  if (row.attempts > MAX_ATTEMPTS) {
    console.error(`document processing: ${documentId} gave up after ${MAX_ATTEMPTS} attempts`);
    await markFailed(env, documentId, REASONS.tooManyAttempts);
    message.ack();
    return;
  }
  try {
    const outcome = await processRow(env, row);
    if (outcome === "failed") console.warn(`document processing: ${documentId} cannot be read`);
    message.ack();
  } catch (err) {
    if (row.attempts >= MAX_ATTEMPTS) {
      console.error(`document processing: ${documentId} failed on attempt ${row.attempts}; giving up`, err);
      await markFailed(env, documentId, REASONS.tooManyAttempts);
      message.ack();
    } else {
      console.warn(`document processing: ${documentId} failed on attempt ${row.attempts}; retrying`, err);
      message.retry({ delaySeconds: retryDelay(row.attempts) });
    }
  }
}

/**
 * The Worker's queue() handler. Messages run one after another (extraction is CPU-bound) with the
 * least-tried documents first, so a file that keeps crashing the isolate goes last and cannot hold
 * back the others in its batch.
 */
export async function handleDocumentBatch(batch: MessageBatch<unknown>, env: DocumentEnv): Promise<void> {
  const ids = batch.messages.flatMap((m) => {
    const parsed = v.safeParse(DocumentMessageSchema, m.body);
    return parsed.success ? [parsed.output.documentId] : [];
  });
  const attempts = new Map<string, number>();
  try {
    if (ids.length > 0) {
      const rows = await dbOf(env)
        .select({ id: documents.id, attempts: documents.attempts })
        .from(documents)
        .where(inArray(documents.id, ids));
      for (const r of rows) attempts.set(r.id, r.attempts);
    }
  } catch (err) {
    // Ordering is an optimisation; each message still gets its own handling (and errors) below.
    console.warn("document processing: could not order the batch", err);
  }
  const triesOf = (m: Message<unknown>) => {
    const parsed = v.safeParse(DocumentMessageSchema, m.body);
    return parsed.success ? (attempts.get(parsed.output.documentId) ?? 0) : -1;
  };
  const ordered = [...batch.messages].sort((a, b) => triesOf(a) - triesOf(b));
  for (const message of ordered) {
    try {
      await handleMessage(env, message);
    } catch (err) {
      // Bookkeeping itself failed (D1 unavailable?): leave this message to the queue's own retries.
      console.warn("document processing: retrying after an error", err);
      message.retry({ delaySeconds: retryDelay(message.attempts) });
    }
  }
}

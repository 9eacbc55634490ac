// Streamed document upload (requirements §4/§5, requirements §15 Uploads; docs/decisions/0010-streamed-uploads.md).
// The request body is parsed as it arrives; the file part flows through the size limit and the content
// check into R2 without ever being held whole. Order: stream to R2 → insert the row → enqueue. Any
// failure undoes what came before it, so there is never an object without a row or a row without a file.
import { eq } from "drizzle-orm";
import {
  CONTENT_TYPE_BY_EXTENSION,
  defaultSchoolYear,
  extensionOf,
  FILE_NAME_MAX,
  isAcceptedExtension,
  MAX_UPLOAD_BYTES,
  UPLOAD_MESSAGES,
  uploadFieldsSchema,
  type UploadFields,
} from "../../common/schemas/documents.ts";
import { childExists } from "../children/children.ts";
import { getDb, type Db } from "../db/client.ts";
import { documents } from "../db/schema.ts";
import { ApiError, badRequest, notFound } from "../http/errors.ts";
import { parseWith } from "../http/validate.ts";
import { formatBytes } from "../../common/format.ts";
import { DEFAULT_STORED_BYTES, familySubject, overQuota, storedBytesLimit, withQuota } from "../quotas/quotas.ts";
import { contentCheckFor, ContentMismatchError } from "./file-check.ts";
import { type DocumentDto, documentKey, getDocument, insertDocumentWithin, storedBytes } from "./documents.ts";
import { boundaryOf, MultipartError, MultipartReader } from "./multipart.ts";
import { R2StreamWriter } from "./r2-writer.ts";

/** Room for the text fields and part headers around the file in a multipart body. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** Each text field (title ≤ 200 characters, type, school year) fits easily. */
const TEXT_FIELD_MAX_BYTES = 4 * 1024;
const FILE_FIELD = "document";
const TEXT_FIELDS = new Set(["title", "documentType", "schoolYear"]);

/** The message a queue consumer receives for each upload. */
export type DocumentQueueMessage = { documentId: string };

/** `maxStoredBytes`: the family's stored-bytes quota (docs/decisions/0015), 1 GiB when not given. */
export type UploadDeps = { db: Db; bucket: R2Bucket; queue: Queue; maxStoredBytes?: number };

/**
 * Over the stored-bytes quota. Room comes back when documents are deleted, not with time: Retry-After
 * (which every 429 carries) is a nominal hour.
 */
export const storageFull = (limit: number) =>
  overQuota(
    `This document does not fit in your family's storage (${formatBytes(limit)} in all). Delete documents you no longer need to make room, then try again.`,
    60 * 60_000,
  );

export const tooLarge = () => new ApiError(413, "FILE_TOO_LARGE", UPLOAD_MESSAGES.tooLarge);
const unsupported = (message: string = UPLOAD_MESSAGES.unsupportedType) => new ApiError(415, "UNSUPPORTED_FILE_TYPE", message);

/** Keeps the base name, drops control characters, caps the length (keeping the extension). */
export function cleanFileName(raw: string, ext: string): string {
  const base = Array.from(raw.split(/[\\/]/).pop() ?? "")
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f)
    .join("")
    .trim();
  if (!base) return `document${ext}`;
  if (base.length <= FILE_NAME_MAX) return base;
  return base.slice(0, FILE_NAME_MAX - ext.length) + ext;
}

/** Rejects a declared body size over the limit before a byte is read. */
export function checkDeclaredLength(header: string | null | undefined, maxFileBytes: number): void {
  if (!header) return;
  const n = Number(header);
  if (Number.isFinite(n) && n > maxFileBytes + MULTIPART_OVERHEAD_BYTES) throw tooLarge();
}

function multipartProblem(err: MultipartError): ApiError {
  if (err.kind === "malformed") return new ApiError(400, "MALFORMED_UPLOAD", err.message);
  return new ApiError(400, "INVALID_UPLOAD", err.message);
}

/**
 * An upload as the family's (POST /api/children/:id/documents/upload and the upload page's action): every
 * attempt takes a unit of the uploads quota before the body is read (a refused or failed upload gives it
 * back), within the family's stored-bytes quota.
 */
export function uploadDocument(env: Env, familyId: string, childId: string, request: Request): Promise<DocumentDto> {
  const db = getDb(env);
  const deps: UploadDeps = { db, bucket: env.FILES, queue: env.DOCUMENT_QUEUE, maxStoredBytes: storedBytesLimit(env) };
  return withQuota(db, env, "uploads", familySubject(familyId), () => receiveUpload(deps, familyId, childId, request));
}

/** Receives one streamed upload; throws ApiError for every refusal. */
export async function receiveUpload(deps: UploadDeps, familyId: string, childId: string, request: Request): Promise<DocumentDto> {
  const maxBytes = MAX_UPLOAD_BYTES;
  const maxStored = deps.maxStoredBytes ?? DEFAULT_STORED_BYTES;
  checkDeclaredLength(request.headers.get("content-length"), maxBytes);
  const [exists, used] = await Promise.all([childExists(deps.db, familyId, childId), storedBytes(deps.db, familyId)]);
  if (!exists) throw notFound(UPLOAD_MESSAGES.missingChild);
  // The room left is checked on the declared length (before a byte is read), while streaming, and
  // finally together with the insert (the only check concurrent uploads cannot race).
  const room = Math.max(0, maxStored - used);
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > room + MULTIPART_OVERHEAD_BYTES) throw storageFull(maxStored);
  const boundary = boundaryOf(request.headers.get("content-type"));
  if (!boundary) {
    throw new ApiError(415, "UNSUPPORTED_MEDIA_TYPE", "Send the upload as multipart/form-data (fields document, title, documentType, schoolYear).");
  }
  if (!request.body) throw badRequest(UPLOAD_MESSAGES.missingFile, { document: UPLOAD_MESSAGES.missingFile });

  const reader = new MultipartReader(request.body, boundary);
  const documentId = crypto.randomUUID();
  const key = documentKey(familyId, documentId);
  const texts: Record<string, string> = {};
  let writer: R2StreamWriter | null = null;
  let fileName = "";
  let ext = "";

  try {
    for (let part = await reader.nextPart(); part; part = await reader.nextPart()) {
      if (part.filename === null) {
        const value = await part.text(TEXT_FIELD_MAX_BYTES);
        if (TEXT_FIELDS.has(part.name)) texts[part.name] = value;
        continue;
      }
      if (part.name !== FILE_FIELD) throw badRequest(`Unexpected file field "${part.name}"; send the file as "${FILE_FIELD}".`, { [part.name]: "Unexpected file" });
      if (writer) throw badRequest("Please upload one file at a time.", { document: "Please upload one file at a time." });
      // A browser sends an empty, nameless file part when nothing was chosen.
      if (part.filename === "") continue;
      ext = extensionOf(part.filename);
      if (!isAcceptedExtension(ext)) throw unsupported();
      // The client usually sends the text fields first: refuse bad ones before streaming the file.
      if (texts.title !== undefined && texts.documentType !== undefined) validateFields(texts);
      fileName = cleanFileName(part.filename, ext);
      const check = contentCheckFor(ext);
      writer = new R2StreamWriter(deps.bucket, key, {
        httpMetadata: { contentType: CONTENT_TYPE_BY_EXTENSION[ext] },
        customMetadata: { familyId, childId, documentId },
      });
      let size = 0;
      for await (const chunk of part.chunks()) {
        size += chunk.length;
        if (size > maxBytes) throw tooLarge();
        if (size > room) throw storageFull(maxStored);
        check.push(chunk);
        await writer.write(chunk);
      }
      if (size === 0) throw badRequest(UPLOAD_MESSAGES.emptyFile, { document: UPLOAD_MESSAGES.emptyFile });
      check.finish();
    }
    if (!writer) throw badRequest(UPLOAD_MESSAGES.missingFile, { document: UPLOAD_MESSAGES.missingFile });
    const fields = validateFields(texts);

    await writer.close();
    let fits: boolean;
    try {
      fits = await insertDocumentWithin(deps.db, {
        id: documentId,
        familyId,
        childId,
        title: fields.title,
        documentType: fields.documentType,
        schoolYear: fields.schoolYear ?? defaultSchoolYear(),
        fileKey: key,
        fileName,
        contentType: CONTENT_TYPE_BY_EXTENSION[ext as keyof typeof CONTENT_TYPE_BY_EXTENSION],
        size: writer.size,
        uploadedAt: new Date(),
      }, maxStored);
    } catch (err) {
      // No row: the catch below removes the stored object. A child deleted meanwhile is the likely cause.
      if (!(await childExists(deps.db, familyId, childId))) throw notFound(UPLOAD_MESSAGES.missingChild);
      throw err;
    }
    // No row: the catch below removes the stored object.
    if (!fits) throw storageFull(maxStored);
    try {
      const message: DocumentQueueMessage = { documentId };
      await deps.queue.send(message);
    } catch (err) {
      // Without a queued job the document would say 'processing' forever: undo the row (the catch below
      // removes the object) and let the user retry.
      console.warn("Document queue send failed", err);
      try {
        await deps.db.delete(documents).where(eq(documents.id, documentId));
      } catch (deleteErr) {
        // The row stays, so its file must too: a row without its object would be worse than a stuck status.
        writer = null;
        console.warn("Could not remove the row after the queue failure", documentId, deleteErr);
      }
      throw new ApiError(503, "UPLOAD_NOT_QUEUED", "The document could not be queued for processing. Please try again.");
    }
    const dto = await getDocument(deps.db, familyId, documentId);
    if (!dto) throw new Error("uploaded document vanished");
    return dto;
  } catch (err) {
    await reader.cancel();
    // Aborts an unfinished multipart upload, or deletes the object if it was already stored.
    if (writer) await writer.abort().catch((e: unknown) => console.warn("R2 cleanup after a failed upload failed", key, e));
    if (err instanceof ContentMismatchError) throw unsupported(UPLOAD_MESSAGES.contentMismatch(ext));
    if (err instanceof MultipartError) throw multipartProblem(err);
    throw err;
  }
}

function validateFields(texts: Record<string, string>): UploadFields {
  return parseWith(uploadFieldsSchema, texts);
}

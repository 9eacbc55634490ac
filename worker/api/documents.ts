// Documents (requirements §7 documents calls): a child's list, the streamed upload, details, edit, delete, the
// text as it was read, and the two authorized file routes. Every route needs a session and is scoped to
// the caller's family; another family's document or child answers 404 exactly like a missing one.
import { Hono } from "hono";
import { CHILD_MESSAGES } from "../../common/schemas/children.ts";
import { documentEditSchema, UPLOAD_MESSAGES } from "../../common/schemas/documents.ts";
import { childExists } from "../children/children.ts";
import { getDb } from "../db/client.ts";
import { deleteDocument, getDocument, getDocumentFile, listDocuments, updateDocument } from "../documents/documents.ts";
import { getDocumentText } from "../documents/text.ts";
import { uploadDocument } from "../documents/upload.ts";
import { notFound } from "../http/errors.ts";
import { idParam, jsonBody } from "../http/validate.ts";
import { requireAuth, type ApiEnv } from "./types.ts";

const documentNotFound = () => notFound(UPLOAD_MESSAGES.notFound);

/** RFC 6266 Content-Disposition with an ASCII fallback and the exact name as RFC 5987 UTF-8. */
export function contentDisposition(kind: "inline" | "attachment", fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** The page's frame may show our own files; nothing in them may run or load anything. */
export const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'";

export const documentsApi = new Hono<ApiEnv>()
  .get("/children/:id/documents", async (c) => {
    const { familyId } = requireAuth(c);
    const db = getDb(c.env);
    const childId = idParam(c, "id", CHILD_MESSAGES.notFound);
    // An empty list and an unknown child differ: the latter is 404.
    const [exists, docs] = await Promise.all([childExists(db, familyId, childId), listDocuments(db, familyId, childId)]);
    if (!exists) throw notFound(CHILD_MESSAGES.notFound);
    return c.json(docs);
  })
  .post("/children/:id/documents/upload", async (c) => {
    const { familyId } = requireAuth(c);
    const doc = await uploadDocument(c.env, familyId, idParam(c, "id", UPLOAD_MESSAGES.missingChild), c.req.raw);
    return c.json(doc, 201);
  })
  .get("/documents/:id", async (c) => {
    const { familyId } = requireAuth(c);
    const doc = await getDocument(getDb(c.env), familyId, idParam(c, "id", UPLOAD_MESSAGES.notFound));
    if (!doc) throw documentNotFound();
    return c.json(doc);
  })
  .put("/documents/:id", async (c) => {
    const { familyId } = requireAuth(c);
    const id = idParam(c, "id", UPLOAD_MESSAGES.notFound);
    const input = await jsonBody(c, documentEditSchema);
    const doc = await updateDocument(getDb(c.env), familyId, id, input);
    if (!doc) throw documentNotFound();
    return c.json(doc);
  })
  .delete("/documents/:id", async (c) => {
    const { familyId } = requireAuth(c);
    const deleted = await deleteDocument(getDb(c.env), c.env.FILES, familyId, idParam(c, "id", UPLOAD_MESSAGES.notFound));
    if (!deleted) throw documentNotFound();
    return c.body(null, 204);
  })
  // The text as it was read, page by page (the viewer's text view and citations' highlights).
  .get("/documents/:id/text", async (c) => c.json(await getDocumentText(getDb(c.env), requireAuth(c).familyId, idParam(c, "id", UPLOAD_MESSAGES.notFound))))
  .get("/documents/:id/download", async (c) => serveFile(c.env, requireAuth(c).familyId, idParam(c, "id", UPLOAD_MESSAGES.notFound), "attachment"))
  .get("/documents/:id/file", async (c) => serveFile(c.env, requireAuth(c).familyId, idParam(c, "id", UPLOAD_MESSAGES.notFound), "inline"));

/** Streams the stored object straight through; never buffered, never cached by shared caches. */
async function serveFile(env: Env, familyId: string, id: string, kind: "inline" | "attachment"): Promise<Response> {
  const file = await getDocumentFile(getDb(env), familyId, id);
  if (!file) throw documentNotFound();
  const object = await env.FILES.get(file.fileKey);
  if (!object) {
    console.warn("Document row without its R2 object", id);
    throw documentNotFound();
  }
  const headers = new Headers({
    "Content-Type": file.contentType,
    "Content-Length": String(object.size),
    "Content-Disposition": contentDisposition(kind, file.fileName),
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
  });
  if (kind === "inline") {
    // worker/app.ts keeps a route's own CSP: this one lets our pages frame the file.
    headers.set("Content-Security-Policy", FILE_CSP);
    headers.set("X-Frame-Options", "SAMEORIGIN");
  }
  return new Response(object.body, { headers });
}

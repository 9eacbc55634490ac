import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { extensionOf, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from "../../common/schemas/documents.ts";
import { getDb } from "../db/client.ts";
import { receiveUpload } from "../documents/upload.ts";
import { PART_SIZE } from "../documents/r2-writer.ts";
import { signUp, type TestUser } from "../test/auth.ts";
import { call, json, ORIGIN } from "../test/http.ts";
import { chunkedStream, fixtures, multipartBody, multipartType } from "../test/multipart.ts";
import {
  addChild,
  callWithEnv,
  count,
  docParts,
  type DocumentJson,
  type ErrorJson,
  familyIdOf,
  r2Keys,
  uploadFile,
  uploadParts,
  withOverrides,
} from "../test/uploads.ts";

let parent: TestUser;
let familyId: string;
let childId: string;

beforeAll(async () => {
  parent = await signUp();
  familyId = await familyIdOf(parent);
  childId = (await addChild(parent, "Maya")).id;
});

const docRows = (id: string) => count("documents", "id = ?", id);

/** Checks a refused upload's status, message and (optionally) the field it names. */
async function expectRefused(res: Response, status: number, message: string, field?: string): Promise<ErrorJson> {
  expect(res.status).toBe(status);
  const body = await json<ErrorJson>(res);
  expect(body.message).toBe(message);
  expect(field === undefined || field in (body.fields ?? {})).toBe(true);
  return body;
}

const oversized = () => {
  const bytes = new Uint8Array(MAX_UPLOAD_BYTES + 1);
  bytes.set(fixtures.pdf());
  return bytes;
};

const quiet = () => vi.spyOn(console, "error").mockImplementation(() => {});
/** Every object and row of this family, to show a failed upload left nothing behind. */
async function snapshot() {
  return { keys: await r2Keys(`documents/${familyId}/`), rows: await count("documents", "family_id = ?", familyId) };
}

describe("upload: the happy paths", () => {
  it.each([
    ["iep.pdf", fixtures.pdf(), "application/pdf"],
    ["eval.docx", fixtures.docx(), "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ["old.doc", fixtures.doc(), "application/msword"],
    ["notes.txt", fixtures.txt(), "text/plain; charset=utf-8"],
  ])("stores %s in R2 under a server key, inserts the row as 'processing' and answers 201", async (name, bytes, contentType) => {
    const res = await uploadParts(parent, childId, docParts({ name, bytes }, { title: " Spring IEP ", documentType: "Evaluation", schoolYear: "2025/26" }));
    expect(res.status).toBe(201);
    const doc = await json<DocumentJson>(res);
    expect(doc).toMatchObject({
      title: "Spring IEP",
      documentType: "Evaluation",
      schoolYear: "2025-2026",
      fileName: name,
      contentType,
      size: bytes.length,
      status: "processing",
      statusReason: null,
      pageCount: null,
      childId,
      childName: "Maya",
      fileUrl: `/api/documents/${doc.id}/file`,
      downloadUrl: `/api/documents/${doc.id}/download`,
    });
    expect(Date.parse(doc.createdAt)).not.toBeNaN();
    expect(Date.parse(doc.uploadedAt)).not.toBeNaN();
    const object = await env.FILES.get(`documents/${familyId}/${doc.id}`);
    expect(object).not.toBeNull();
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(bytes);
    expect(object!.httpMetadata?.contentType).toBe(contentType);
  });

  it("enqueues { documentId } for processing", async () => {
    const sent: unknown[] = [];
    const queue = withOverrides(env.DOCUMENT_QUEUE, { send: async (body: unknown) => void sent.push(body) });
    const res = await callWithEnv({ DOCUMENT_QUEUE: queue }, "POST", `/api/children/${childId}/documents/upload`, {
      cookie: parent.cookie,
      headers: { "Content-Type": multipartType() },
      body: multipartBody(docParts({ name: "q.pdf", bytes: fixtures.pdf() })),
    });
    expect(res.status).toBe(201);
    const doc = await json<DocumentJson>(res);
    expect(sent).toEqual([{ documentId: doc.id }]);
  });

  it("uses the current year when the school year is blank, and accepts the file before or after the fields", async () => {
    const year = String(new Date().getUTCFullYear());
    const fileFirst = await uploadParts(parent, childId, [
      { name: "document", filename: "first.pdf", value: fixtures.pdf() },
      { name: "title", value: "File first" },
      { name: "documentType", value: "Progress Report" },
      { name: "schoolYear", value: "" },
    ]);
    expect(fileFirst.status).toBe(201);
    expect(await json(fileFirst)).toMatchObject({ title: "File first", documentType: "Progress Report", schoolYear: year });
    const fileLast = await uploadParts(parent, childId, docParts({ name: "last.pdf", bytes: fixtures.pdf() }, { title: "File last", documentType: "Other" }));
    expect(fileLast.status).toBe(201);
    expect(await json(fileLast)).toMatchObject({ title: "File last", schoolYear: year });
  });

  it("streams a file larger than one R2 part through a multipart upload, also when sent chunked", async () => {
    const big = new Uint8Array(PART_SIZE + 1234567);
    big.set(fixtures.pdf());
    for (let i = 4096; i < big.length; i += 4096) big[i] = i % 251;
    const res = await uploadParts(parent, childId, docParts({ name: "big.pdf", bytes: big }), { chunk: 65536 });
    expect(res.status).toBe(201);
    const doc = await json<DocumentJson>(res);
    expect(doc.size).toBe(big.length);
    const object = await env.FILES.get(`documents/${familyId}/${doc.id}`);
    expect(object!.size).toBe(big.length);
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(big);
  });

  it("keeps only the base name of a path-like file name and strips control characters", async () => {
    const doc = await uploadFile(parent, childId, "C:\\Users\\me\\IEP\u0007 2025.pdf", fixtures.pdf());
    expect(doc.fileName).toBe("IEP 2025.pdf");
  });
});

describe("upload: bad input stores nothing", () => {
  it("no file → 400 'Please select a file to upload.' (no part, or the browser's empty part)", async () => {
    const before = await snapshot();
    const none = await uploadParts(parent, childId, [{ name: "title", value: "T" }, { name: "documentType", value: "IEP" }]);
    await expectRefused(none, 400, UPLOAD_MESSAGES.missingFile, "document");
    const emptyPart = await uploadParts(parent, childId, docParts({ name: "", bytes: new Uint8Array(0) }));
    await expectRefused(emptyPart, 400, UPLOAD_MESSAGES.missingFile, "document");
    expect(await snapshot()).toEqual(before);
  });

  it("an empty file → 400", async () => {
    const before = await snapshot();
    await expectRefused(await uploadParts(parent, childId, docParts({ name: "empty.pdf", bytes: new Uint8Array(0) })), 400, UPLOAD_MESSAGES.emptyFile, "document");
    expect(await snapshot()).toEqual(before);
  });

  it("a missing title, a bad type or school year → 400 naming the field (fields before or after the file)", async () => {
    const before = await snapshot();
    const pdf = { name: "a.pdf", bytes: fixtures.pdf() };
    await expectRefused(await uploadParts(parent, childId, docParts(pdf, { documentType: "IEP" })), 400, UPLOAD_MESSAGES.titleRequired, "title");
    await expectRefused(await uploadParts(parent, childId, docParts(pdf, { title: "   ", documentType: "IEP" })), 400, UPLOAD_MESSAGES.titleRequired, "title");
    await expectRefused(await uploadParts(parent, childId, docParts(pdf, { title: "x".repeat(201), documentType: "IEP" })), 400, UPLOAD_MESSAGES.titleTooLong, "title");
    await expectRefused(await uploadParts(parent, childId, docParts(pdf, { title: "T", documentType: "Report card" })), 400, UPLOAD_MESSAGES.typeRequired, "documentType");
    await expectRefused(await uploadParts(parent, childId, docParts(pdf, { title: "T" })), 400, UPLOAD_MESSAGES.typeRequired, "documentType");
    // 504 Plan is an edit-only type (requirements §5).
    await expectRefused(await uploadParts(parent, childId, docParts(pdf, { title: "T", documentType: "504 Plan" })), 400, UPLOAD_MESSAGES.typeRequired, "documentType");
    await expectRefused(await uploadParts(parent, childId, docParts(pdf, { title: "T", documentType: "IEP", schoolYear: "2025-2027" })), 400, UPLOAD_MESSAGES.schoolYear, "schoolYear");
    const fileFirst = await uploadParts(parent, childId, [{ name: "document", filename: "a.pdf", value: fixtures.pdf() }, { name: "documentType", value: "IEP" }]);
    await expectRefused(fileFirst, 400, UPLOAD_MESSAGES.titleRequired, "title");
    expect(await snapshot()).toEqual(before);
  });

  it("an unknown child, or another family's child → 404 'Missing child information…'", async () => {
    const other = await signUp();
    const theirChild = await addChild(other, "Theo");
    const before = { theirs: await r2Keys(`documents/${await familyIdOf(other)}/`), theirRows: await count("documents", "child_id = ?", theirChild.id) };
    await expectRefused(await uploadParts(parent, childId.replace(/.$/, "0") + "x", docParts({ name: "a.pdf", bytes: fixtures.pdf() })), 404, UPLOAD_MESSAGES.missingChild);
    await expectRefused(await uploadParts(parent, theirChild.id, docParts({ name: "a.pdf", bytes: fixtures.pdf() })), 404, UPLOAD_MESSAGES.missingChild);
    expect({ theirs: await r2Keys(`documents/${await familyIdOf(other)}/`), theirRows: await count("documents", "child_id = ?", theirChild.id) }).toEqual(before);
  });

  it.each([
    ["a zip named .pdf", "report.pdf", fixtures.docx()],
    ["an .exe named .pdf", "setup.pdf", fixtures.exe()],
    ["a .txt with NUL bytes", "notes.txt", new Uint8Array([0x49, 0x45, 0x50, 0x00, 0x0a])],
    ["a .txt that is not UTF-8", "notes.txt", new Uint8Array([0x49, 0xff, 0xfe, 0x50])],
    ["a zip without word/document.xml named .docx", "sheet.docx", fixtures.zipWithoutWord()],
    ["a PDF named .doc", "old.doc", fixtures.pdf()],
  ])("%s → 415 with a clear message", async (_label, name, bytes) => {
    const before = await snapshot();
    const body = await expectRefused(await uploadParts(parent, childId, docParts({ name, bytes })), 415, UPLOAD_MESSAGES.contentMismatch(extensionOf(name)));
    expect(body.code).toBe("UNSUPPORTED_FILE_TYPE");
    expect(await snapshot()).toEqual(before);
  });

  it.each(["photo.png", "script.exe", "noextension", "archive.zip", "page.html"])("an extension that is not accepted (%s) → 415", async (name) => {
    const before = await snapshot();
    await expectRefused(await uploadParts(parent, childId, docParts({ name, bytes: fixtures.pdf() })), 415, UPLOAD_MESSAGES.unsupportedType);
    expect(await snapshot()).toEqual(before);
  });

  it("a non-multipart body → 415; a malformed one → 400", async () => {
    const json415 = await call("POST", `/api/children/${childId}/documents/upload`, { cookie: parent.cookie, body: { title: "x" } });
    expect(json415.status).toBe(415);
    const truncated = multipartBody(docParts({ name: "a.pdf", bytes: fixtures.pdf() }));
    const res = await call("POST", `/api/children/${childId}/documents/upload`, {
      cookie: parent.cookie,
      headers: { "Content-Type": multipartType() },
      raw: truncated.subarray(0, truncated.length - 30),
    });
    expect(res.status).toBe(400);
    expect((await json<ErrorJson>(res)).code).toBe("MALFORMED_UPLOAD");
  });

  describe("the 50 MB limit", () => {
    it("50 MB + 1 byte with a Content-Length → 413 with the spec's message, nothing in R2 or D1", async () => {
      const before = await snapshot();
      const res = await uploadParts(parent, childId, docParts({ name: "huge.pdf", bytes: oversized() }));
      expect(res.status).toBe(413);
      expect((await json<ErrorJson>(res)).message).toBe(UPLOAD_MESSAGES.tooLarge);
      expect(await snapshot()).toEqual(before);
    });

    it("50 MB + 1 byte sent chunked without Content-Length → 413 while streaming, nothing in R2 or D1", async () => {
      const before = await snapshot();
      const viaRuntime = await uploadParts(parent, childId, docParts({ name: "huge.pdf", bytes: oversized() }), { chunk: 256 * 1024 });
      expect(viaRuntime.status).toBe(413);
      expect((await json<ErrorJson>(viaRuntime)).message).toBe(UPLOAD_MESSAGES.tooLarge);
      expect(await snapshot()).toEqual(before);

      // The same, called directly so the request provably carries no Content-Length; the multipart
      // upload that had started (the first 8 MiB parts) is aborted, not completed.
      const body = chunkedStream(multipartBody(docParts({ name: "huge.pdf", bytes: oversized() })), 256 * 1024);
      expect(new Request(ORIGIN, { method: "POST", body: chunkedStream(new Uint8Array(1), 1) }).headers.get("content-length")).toBeNull();
      let aborted = 0;
      const bucket = withOverrides(env.FILES, {
        createMultipartUpload: async (key: string, options?: R2MultipartOptions) => {
          const upload = await env.FILES.createMultipartUpload(key, options);
          return withOverrides(upload, { abort: async () => ((aborted += 1), upload.abort()) });
        },
      });
      const direct = await callWithEnv({ FILES: bucket }, "POST", `/api/children/${childId}/documents/upload`, {
        cookie: parent.cookie,
        headers: { "Content-Type": multipartType() },
        body,
      });
      expect(direct.status).toBe(413);
      expect(aborted).toBe(1);
      expect(await snapshot()).toEqual(before);
    });

    it("exactly 50 MB is accepted", async () => {
      const bytes = new Uint8Array(MAX_UPLOAD_BYTES);
      bytes.set(fixtures.pdf());
      const res = await uploadParts(parent, childId, docParts({ name: "max.pdf", bytes }), { chunk: 1 << 20 });
      expect(res.status).toBe(201);
      const doc = await json<DocumentJson>(res);
      expect((await env.FILES.head(`documents/${familyId}/${doc.id}`))?.size).toBe(MAX_UPLOAD_BYTES);
      await call("DELETE", `/api/documents/${doc.id}`, { cookie: parent.cookie });
    });

    it("a declared Content-Length over the limit is refused before the body is read", async () => {
      let pulls = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulls += 1;
          controller.enqueue(new Uint8Array(1024));
        },
      });
      const request = new Request(`${ORIGIN}/api/children/${childId}/documents/upload`, {
        method: "POST",
        headers: { "Content-Type": multipartType(), "Content-Length": String(MAX_UPLOAD_BYTES * 2) },
        body,
      });
      const upload = receiveUpload({ db: getDb(env), bucket: env.FILES, queue: env.DOCUMENT_QUEUE }, familyId, childId, request);
      await expect(upload).rejects.toMatchObject({ status: 413, message: UPLOAD_MESSAGES.tooLarge });
      expect(pulls).toBeLessThanOrEqual(1); // a stream may be pulled once to prime it; nothing was consumed
    });
  });
});

/** Posts an upload to the app with some bindings replaced. */
const post = (overrides: Partial<Env>, bytes: Uint8Array, name = "f.pdf") =>
  callWithEnv(overrides, "POST", `/api/children/${childId}/documents/upload`, {
    cookie: parent.cookie,
    headers: { "Content-Type": multipartType() },
    body: multipartBody(docParts({ name, bytes })),
  });

describe("upload: faults leave nothing half-done", () => {

  it("a D1 failure after the R2 write leaves no object", async () => {
    quiet();
    const before = await snapshot();
    const db = withOverrides(env.DB, {
      prepare: (query: string) => {
        if (/^insert into "documents"/i.test(query)) throw new Error("D1_ERROR: simulated insert failure");
        return env.DB.prepare(query);
      },
    });
    let stored = 0;
    const bucket = withOverrides(env.FILES, { put: async (...args: Parameters<R2Bucket["put"]>) => ((stored += 1), env.FILES.put(...args)) });
    const res = await post({ DB: db, FILES: bucket }, fixtures.pdf());
    expect(res.status).toBe(500);
    expect(stored).toBe(1); // the object was written before the insert failed…
    expect(await snapshot()).toEqual(before); // …and removed again
  });

  it("an R2 failure (single put) leaves no row", async () => {
    quiet();
    const before = await snapshot();
    const bucket = withOverrides(env.FILES, { put: async () => Promise.reject(new Error("R2 unavailable")) });
    const res = await post({ FILES: bucket }, fixtures.pdf());
    expect(res.status).toBe(500);
    expect(await snapshot()).toEqual(before);
  });

  it("an R2 failure starting or during a multipart upload leaves no row and aborts the upload", async () => {
    quiet();
    const before = await snapshot();
    const big = new Uint8Array(PART_SIZE * 2 + 10);
    big.set(fixtures.pdf());
    const failingStart = withOverrides(env.FILES, { createMultipartUpload: async () => Promise.reject(new Error("R2 unavailable")) });
    expect((await post({ FILES: failingStart }, big)).status).toBe(500);
    expect(await snapshot()).toEqual(before);

    let aborted = 0;
    const failingPart = withOverrides(env.FILES, {
      createMultipartUpload: async (key: string, options?: R2MultipartOptions) => {
        const upload = await env.FILES.createMultipartUpload(key, options);
        let parts = 0;
        return withOverrides(upload, {
          uploadPart: async (n: number, value: Uint8Array) => {
            parts += 1;
            if (parts === 2) throw new Error("R2 part failed");
            return upload.uploadPart(n, value);
          },
          abort: async () => ((aborted += 1), upload.abort()),
        });
      },
    });
    expect((await post({ FILES: failingPart }, big)).status).toBe(500);
    expect(aborted).toBe(1);
    expect(await snapshot()).toEqual(before);
  });

  it("a queue failure removes the row and the object and answers 503", async () => {
    const before = await snapshot();
    const queue = withOverrides(env.DOCUMENT_QUEUE, { send: async () => Promise.reject(new Error("queue down")) });
    const res = await post({ DOCUMENT_QUEUE: queue }, fixtures.pdf());
    expect(res.status).toBe(503);
    expect(await snapshot()).toEqual(before);
  });
});

describe("documents: read, edit, delete, files", () => {
  it("lists a child's documents newest first and reads one", async () => {
    const child = await addChild(parent, "Lists");
    const a = await uploadFile(parent, child.id, "a.pdf", fixtures.pdf(), "First");
    const b = await uploadFile(parent, child.id, "b.txt", fixtures.txt(), "Second");
    const list = await json<DocumentJson[]>(await call("GET", `/api/children/${child.id}/documents`, { cookie: parent.cookie }));
    expect(list.map((d) => d.id)).toEqual([b.id, a.id]);
    const one = await call("GET", `/api/documents/${a.id}`, { cookie: parent.cookie });
    expect(one.status).toBe(200);
    expect(await json(one)).toEqual(a);
    const empty = await addChild(parent, "Empty");
    expect(await json(await call("GET", `/api/children/${empty.id}/documents`, { cookie: parent.cookie }))).toEqual([]);
  });

  it("PUT edits title, type (any of the six) and school year; validates like the form", async () => {
    const doc = await uploadFile(parent, childId, "edit.pdf", fixtures.pdf());
    const ok = await call("PUT", `/api/documents/${doc.id}`, { cookie: parent.cookie, body: { title: " New title ", documentType: "504 Plan", schoolYear: "2024" } });
    expect(ok.status).toBe(200);
    expect(await json(ok)).toMatchObject({ id: doc.id, title: "New title", documentType: "504 Plan", schoolYear: "2024", fileName: "edit.pdf" });
    const cleared = await call("PUT", `/api/documents/${doc.id}`, { cookie: parent.cookie, body: { title: "T", documentType: "Assessment", schoolYear: "" } });
    expect(await json(cleared)).toMatchObject({ schoolYear: null, documentType: "Assessment" });
    for (const [body, field] of [
      [{ documentType: "IEP" }, "title"],
      [{ title: "", documentType: "IEP" }, "title"],
      [{ title: "T" }, "documentType"],
      [{ title: "T", documentType: "Homework" }, "documentType"],
      [{ title: "T", documentType: "IEP", schoolYear: "next year" }, "schoolYear"],
    ] as const) {
      const res = await call("PUT", `/api/documents/${doc.id}`, { cookie: parent.cookie, body });
      expect(res.status).toBe(400);
      expect((await json<ErrorJson>(res)).fields?.[field]).toBeTruthy();
    }
    expect(await json(await call("GET", `/api/documents/${doc.id}`, { cookie: parent.cookie }))).toMatchObject({ title: "T", documentType: "Assessment" });
  });

  it("download: attachment with an RFC 6266/5987 file name, the stored type, nosniff, no-store; bytes streamed", async () => {
    const bytes = fixtures.pdf();
    const doc = await uploadFile(parent, childId, "Évaluation \"Mai\" 2025 — ✓.pdf", bytes);
    const res = await call("GET", doc.downloadUrl, { cookie: parent.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Content-Disposition")).toBe(
      `attachment; filename="_valuation _Mai_ 2025 _ _.pdf"; filename*=UTF-8''%C3%89valuation%20%22Mai%22%202025%20%E2%80%94%20%E2%9C%93.pdf`,
    );
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("Content-Length")).toBe(String(bytes.length));
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
  });

  it("file: inline, framable only by our own pages, nothing in it may run", async () => {
    const doc = await uploadFile(parent, childId, "notes.txt", fixtures.txt());
    const res = await call("GET", doc.fileUrl, { cookie: parent.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toBe(`inline; filename="notes.txt"; filename*=UTF-8''notes.txt`);
    expect(res.headers.get("Content-Security-Policy")).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'");
    expect(res.headers.get("X-Frame-Options")).toBe("SAMEORIGIN");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await res.text()).toBe(new TextDecoder().decode(fixtures.txt()));
    // Other /api answers keep the strict API policy.
    const meta = await call("GET", `/api/documents/${doc.id}`, { cookie: parent.cookie });
    expect(meta.headers.get("Content-Security-Policy")).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("DELETE removes the row, the R2 object, its chunks and insights", async () => {
    const doc = await uploadFile(parent, childId, "gone.pdf", fixtures.pdf());
    await env.DB.batch([
      env.DB.prepare("insert into document_chunks (document_id, child_id, family_id, page, ordinal, text) values (?, ?, ?, 1, 0, 'Goal: reading')").bind(doc.id, childId, familyId),
      env.DB.prepare("insert into document_insights (document_id, engine, summary) values (?, 'builtin', 'A summary')").bind(doc.id),
    ]);
    const res = await call("DELETE", `/api/documents/${doc.id}`, { cookie: parent.cookie });
    expect(res.status).toBe(204);
    expect(await docRows(doc.id)).toBe(0);
    expect(await env.FILES.head(`documents/${familyId}/${doc.id}`)).toBeNull();
    expect(await count("document_chunks", "document_id = ?", doc.id)).toBe(0);
    expect(await count("document_insights", "document_id = ?", doc.id)).toBe(0);
    expect((await call("GET", `/api/documents/${doc.id}`, { cookie: parent.cookie })).status).toBe(404);
    expect((await call("DELETE", `/api/documents/${doc.id}`, { cookie: parent.cookie })).status).toBe(404);
  });
});

describe("documents: access", () => {
  it("another family's document or child → 404 on every route, and nothing changes", async () => {
    const other = await signUp();
    const doc = await uploadFile(parent, childId, "mine.pdf", fixtures.pdf(), "Mine");
    const key = `documents/${familyId}/${doc.id}`;
    const attempts: Array<[string, string, Parameters<typeof call>[2]]> = [
      ["GET", `/api/documents/${doc.id}`, {}],
      ["PUT", `/api/documents/${doc.id}`, { body: { title: "Stolen", documentType: "Other", schoolYear: "" } }],
      ["DELETE", `/api/documents/${doc.id}`, {}],
      ["GET", `/api/documents/${doc.id}/download`, {}],
      ["GET", `/api/documents/${doc.id}/file`, {}],
      ["GET", `/api/children/${childId}/documents`, {}],
      [
        "POST",
        `/api/children/${childId}/documents/upload`,
        { headers: { "Content-Type": multipartType() }, raw: multipartBody(docParts({ name: "x.pdf", bytes: fixtures.pdf() })) },
      ],
    ];
    for (const [method, path, opts] of attempts) {
      const res = await call(method, path, { ...opts, cookie: other.cookie });
      expect(res.status, `${method} ${path}`).toBe(404);
      const text = await res.text();
      expect(text).not.toContain("Mine");
      expect(text).not.toContain("Maya");
    }
    expect(await json(await call("GET", `/api/documents/${doc.id}`, { cookie: parent.cookie }))).toEqual(doc);
    expect(await env.FILES.head(key)).not.toBeNull();
    expect(await count("documents", "family_id = ?", await familyIdOf(other))).toBe(0);
  });

  it("no session → 401 on every route", async () => {
    const doc = await uploadFile(parent, childId, "auth.pdf", fixtures.pdf());
    for (const [method, path] of [
      ["GET", `/api/documents/${doc.id}`],
      ["PUT", `/api/documents/${doc.id}`],
      ["DELETE", `/api/documents/${doc.id}`],
      ["GET", `/api/documents/${doc.id}/download`],
      ["GET", `/api/documents/${doc.id}/file`],
      ["GET", `/api/children/${childId}/documents`],
      ["POST", `/api/children/${childId}/documents/upload`],
    ] as const) {
      const res = await call(method, path, method === "PUT" ? { body: { title: "x", documentType: "IEP" } } : {});
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    expect(await docRows(doc.id)).toBe(1);
  });

  it("an id that cannot be ours → 404, not an error", async () => {
    for (const path of ["/api/documents/..%2F..%2Fetc", `/api/documents/${"a".repeat(300)}`, "/api/documents/%00/file"]) {
      expect((await call("GET", path, { cookie: parent.cookie })).status).toBe(404);
    }
    // And a chunked stream upload to a bad id never reads the body.
    const res = await call("POST", `/api/children/${"z".repeat(100)}/documents/upload`, {
      cookie: parent.cookie,
      headers: { "Content-Type": multipartType() },
      raw: chunkedStream(multipartBody(docParts({ name: "a.pdf", bytes: fixtures.pdf() })), 10),
    });
    expect(res.status).toBe(404);
  });
});

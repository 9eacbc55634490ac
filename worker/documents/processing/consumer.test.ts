import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "../../db/client.ts";
import { documents } from "../../db/schema.ts";
import worker from "../../test/entry.ts";
import {
  SAMPLE_EVALUATION_TEXT,
  SAMPLE_IEP_PAGES,
  SAMPLE_PROGRESS_REPORT_PARAGRAPHS,
  makeCorruptPdf,
  makeDocx,
  makeImageOnlyPdf,
  makePdf,
} from "../../test/fixtures/index.ts";
import { searchChunks } from "../chunk-store.ts";
import { REASONS } from "../extract/messages.ts";
import { MAX_ATTEMPTS, handleDocumentBatch, processDocument, type DocumentEnv } from "./consumer.ts";
import { chunksOf, createFamilyWithChild, createStoredDocument, documentRow } from "../../test/processing.ts";

const encode = (s: string) => new TextEncoder().encode(s);
let messageCounter = 0;

/** Runs the Worker's real queue() export on a batch and reports what was acked and retried. */
async function deliver(bodies: unknown[], attempts = 1) {
  const batch = createMessageBatch(
    "iep-binder-documents",
    bodies.map((body) => ({ id: `msg-${++messageCounter}`, timestamp: Date.now(), attempts, body })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, env);
  const result = await getQueueResult(batch, ctx);
  const idOf = (i: number) => batch.messages[i]!.id;
  return { result, acked: (i: number) => result.explicitAcks.includes(idOf(i)) };
}

/** A hand-built message that records what the consumer did with it. */
function fakeMessage(id: string, body: unknown, attempts = 1) {
  return { id, timestamp: new Date(), attempts, body, ack: vi.fn<() => void>(), retry: vi.fn<(options?: QueueRetryOptions) => void>() };
}

function fakeBatch(messages: Message<unknown>[]): MessageBatch<unknown> {
  return { queue: "iep-binder-documents", messages, metadata: { metrics: { backlogCount: 0, backlogBytes: 0 } }, ackAll: () => {}, retryAll: () => {} };
}

/** An env whose R2 reads fail, as a transient outage would. */
function envWithFailingR2(): DocumentEnv {
  return {
    DB: env.DB,
    FILES: new Proxy(env.FILES, {
      get(target, prop) {
        if (prop === "get") return () => Promise.reject(new Error("R2 is unavailable"));
        const value: unknown = Reflect.get(target, prop);
        return typeof value === "function" ? value.bind(target) : value;
      },
    }),
  };
}

describe("processDocument", () => {
  it("turns a PDF into ready with its page count and page-numbered passages", async () => {
    const owner = await createFamilyWithChild();
    const id = await createStoredDocument(owner, "Maya IEP.pdf", makePdf(SAMPLE_IEP_PAGES));
    expect(await processDocument(env, id)).toBe("ready");
    const row = await documentRow(id);
    expect(row).toMatchObject({ status: "ready", statusReason: null, pageCount: 5 });
    const chunks = await chunksOf(id);
    expect(new Set(chunks.map((c) => c.page))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(chunks.every((c) => c.familyId === owner.familyId && c.childId === owner.childId)).toBe(true);
    const hits = await searchChunks(getDb(env), { ...owner, query: "speech language therapy minutes" });
    expect(hits[0]).toMatchObject({ documentId: id, page: 4 });
  });

  it("processes DOCX and TXT files", async () => {
    const owner = await createFamilyWithChild();
    const docx = await createStoredDocument(owner, "progress.docx", makeDocx(SAMPLE_PROGRESS_REPORT_PARAGRAPHS));
    const txt = await createStoredDocument(owner, "evaluation.txt", encode(SAMPLE_EVALUATION_TEXT));
    expect(await processDocument(env, docx)).toBe("ready");
    expect(await processDocument(env, txt)).toBe("ready");
    expect(await documentRow(docx)).toMatchObject({ status: "ready", pageCount: 2 });
    expect(await documentRow(txt)).toMatchObject({ status: "ready", pageCount: 2 });
    const hits = await searchChunks(getDb(env), { ...owner, query: "phonological awareness" });
    expect(hits[0]).toMatchObject({ documentId: txt, page: 2 });
  });

  it("marks invalid UTF-8 text as failed, with its reason", async () => {
    const owner = await createFamilyWithChild();
    const id = await createStoredDocument(owner, "notes.txt", new Uint8Array([0x41, 0xff, 0xfe, 0x42]));
    expect(await processDocument(env, id)).toBe("failed");
    expect(await documentRow(id)).toMatchObject({ status: "failed", statusReason: REASONS.invalidUtf8 });
    expect(await chunksOf(id)).toEqual([]);
  });

  it("marks an image-only PDF needs_ocr, keeps its page count and stores no passages", async () => {
    const owner = await createFamilyWithChild();
    const id = await createStoredDocument(owner, "scan.pdf", makeImageOnlyPdf(2));
    expect(await processDocument(env, id)).toBe("needs_ocr");
    expect(await documentRow(id)).toMatchObject({ status: "needs_ocr", statusReason: REASONS.scannedPdf, pageCount: 2 });
    expect(await chunksOf(id)).toEqual([]);
  });

  it("converts a scan with the AI binding's markdown conversion when it is bound", async () => {
    const owner = await createFamilyWithChild();
    const id = await createStoredDocument(owner, "scan.pdf", makeImageOnlyPdf(2));
    const toMarkdown = vi.fn<(files: { name: string; blob: Blob }[]) => Promise<{ format: "markdown"; data: string }[]>>(async (files) =>
      files.map(() => ({ format: "markdown", data: "# IEP\n\nMaya receives speech therapy twice a week for 25 minutes." })),
    );
    expect(await processDocument({ DB: env.DB, FILES: env.FILES, AI: { toMarkdown } }, id)).toBe("ready");
    expect(toMarkdown).toHaveBeenCalledOnce();
    const [[files]] = toMarkdown.mock.calls as [[{ name: string; blob: Blob }[]]];
    expect(files[0]!.name).toBe("scan.pdf");
    expect(files[0]!.blob.type).toBe("application/pdf");
    expect(await documentRow(id)).toMatchObject({ status: "ready", pageCount: 2 });
    expect((await chunksOf(id)).map((c) => c.text)).toEqual(["# IEP\n\nMaya receives speech therapy twice a week for 25 minutes."]);
  });

  it("keeps a legacy .doc stored and explains why it has no text", async () => {
    const owner = await createFamilyWithChild();
    const bytes = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const id = await createStoredDocument(owner, "old.doc", bytes);
    expect(await processDocument(env, id)).toBe("failed");
    expect(await documentRow(id)).toMatchObject({
      status: "failed",
      statusReason: "Text can't be read from .doc files. Save the document as DOCX or PDF and upload it again to get insights.",
    });
    expect(await env.FILES.head(`documents/${owner.familyId}/${id}`)).not.toBeNull();
  });

  it("marks a document whose file is missing as failed", async () => {
    const owner = await createFamilyWithChild();
    const id = await createStoredDocument(owner, "gone.pdf", null);
    expect(await processDocument(env, id)).toBe("failed");
    expect(await documentRow(id)).toMatchObject({ status: "failed", statusReason: REASONS.missingFile });
  });

  it("leaves missing and already processed documents alone", async () => {
    const owner = await createFamilyWithChild();
    const id = await createStoredDocument(owner, "done.txt", encode("Some text here."), { status: "ready", pageCount: 7 });
    expect(await processDocument(env, id)).toBe("skipped");
    expect(await documentRow(id)).toMatchObject({ status: "ready", pageCount: 7 });
    expect(await processDocument(env, crypto.randomUUID())).toBe("missing");
  });
});

describe("queue consumer", () => {
  it("fails a corrupt PDF with a reason and still processes the next message in the same batch", async () => {
    const owner = await createFamilyWithChild();
    const corrupt = await createStoredDocument(owner, "broken.pdf", makeCorruptPdf());
    const good = await createStoredDocument(owner, "good.pdf", makePdf([["A perfectly readable page about reading goals."]]));
    const { result, acked } = await deliver([{ documentId: corrupt }, { documentId: good }]);
    expect(result.retryMessages).toEqual([]);
    expect(acked(0) && acked(1)).toBe(true);
    expect(await documentRow(corrupt)).toMatchObject({ status: "failed", statusReason: REASONS.corruptPdf, attempts: 1 });
    expect(await documentRow(good)).toMatchObject({ status: "ready", pageCount: 1, attempts: 1 });
  });

  it("acks malformed, unknown and duplicate messages without touching anything", async () => {
    const owner = await createFamilyWithChild();
    const done = await createStoredDocument(owner, "done.txt", encode("Done already."), { status: "ready" });
    const { result } = await deliver([{ nope: 1 }, "text", null, { documentId: crypto.randomUUID() }, { documentId: done }]);
    expect(result.explicitAcks).toHaveLength(5);
    expect(result.retryMessages).toEqual([]);
    expect(await documentRow(done)).toMatchObject({ status: "ready", attempts: 0 });
  });

  it("retries a transient failure with a delay and gives up on the third attempt", async () => {
    const owner = await createFamilyWithChild();
    const id = await createStoredDocument(owner, "iep.pdf", makePdf([["Readable text, but R2 is down."]]));
    const failingEnv = envWithFailingR2();
    const outcomes: string[] = [];
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const message = fakeMessage(`m${attempt}`, { documentId: id }, attempt);
      await handleDocumentBatch(fakeBatch([message]), failingEnv);
      const row = await documentRow(id);
      outcomes.push(`${row.attempts}:${row.status}:${message.ack.mock.calls.length ? "ack" : `retry ${JSON.stringify(message.retry.mock.calls[0]?.[0])}`}`);
    }
    expect(outcomes).toEqual(['1:processing:retry {"delaySeconds":30}', '2:processing:retry {"delaySeconds":60}', "3:failed:ack"]);
    expect(await documentRow(id)).toMatchObject({ statusReason: REASONS.tooManyAttempts });
    expect(errors).toHaveBeenCalledOnce();
  });

  it("gives up at once on a document whose earlier deliveries died without reporting (CPU or memory limit)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const owner = await createFamilyWithChild();
    const id = await createStoredDocument(owner, "huge.pdf", makePdf([["text"]]), { attempts: MAX_ATTEMPTS });
    const { acked } = await deliver([{ documentId: id }], MAX_ATTEMPTS + 1);
    expect(acked(0)).toBe(true);
    expect(await documentRow(id)).toMatchObject({ status: "failed", statusReason: REASONS.tooManyAttempts, attempts: MAX_ATTEMPTS + 1 });
  });

  it("handles the least-tried documents of a batch first, so a repeat offender goes last", async () => {
    const owner = await createFamilyWithChild();
    const tried = await createStoredDocument(owner, "a.txt", encode("Tried twice before."), { attempts: 2 });
    const fresh = await createStoredDocument(owner, "b.txt", encode("Never tried."));
    const order: string[] = [];
    const spyEnv: DocumentEnv = {
      DB: env.DB,
      FILES: new Proxy(env.FILES, {
        get(target, prop) {
          if (prop === "get") return (key: string) => (order.push(key.split("/").pop()!), target.get(key));
          const value: unknown = Reflect.get(target, prop);
          return typeof value === "function" ? value.bind(target) : value;
        },
      }),
    };
    const messages = [tried, fresh].map((documentId, i) => fakeMessage(`o${i}`, { documentId }));
    await handleDocumentBatch(fakeBatch(messages), spyEnv);
    expect(order).toEqual([fresh, tried]);
    expect(messages.every((m) => m.ack.mock.calls.length === 1)).toBe(true);
  });

  it("is wired to the real queue: an enqueued document gets processed", async () => {
    const owner = await createFamilyWithChild();
    const id = await createStoredDocument(owner, "queued.txt", encode("Sent through the real queue binding."));
    await env.DOCUMENT_QUEUE.send({ documentId: id });
    await vi.waitFor(
      async () => {
        expect((await getDb(env).select({ status: documents.status }).from(documents).where(eq(documents.id, id)))[0]?.status).toBe("ready");
      },
      { timeout: 60_000, interval: 100 },
    );
  });
});

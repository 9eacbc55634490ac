// requirements §19, load: 100 concurrent chat streams and 50 concurrent uploads, at the same time, against one
// local worker (vite preview → workerd, real D1/R2/KV/Queues/Durable Objects) on loopback. Bounded:
// fixed counts, a 5-minute guard. It then stops the server and reads what was stored — every R2 object
// and the D1 rows — through a small inspection Worker bound to the same local state, and checks:
//   - every request got an answer, and each is accounted for (201, a clear 4xx, or a client abort);
//   - no chat message lost or mixed up (each stream carries its own question and one complete answer,
//     the chunks add up to the stored answer, each conversation stores exactly its two messages);
//   - no orphaned objects: every R2 object belongs to a document row (or a child's avatar), every
//     document row has its object, nothing is left "processing" or "streaming".
// Run: node scripts/bench/load.mjs  (or via npm run bench). Exit code 1 when any check fails.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { unstable_startWorker } from "wrangler";
import { makePdf, SAMPLE_IEP_PAGES } from "../../worker/test/fixtures/index.ts";
import { addChild, apiCall, documentSettled, freePort, printTable, record, signUp, startServer, uploadDocument } from "./lib.mjs";

process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";
const PARENTS = 10;
const STREAMS = 100;
const UPLOADS = 50;
const TOPICS = ["speech therapy minutes", "reading goals", "accommodations on tests", "annual review date", "occupational therapy"];
const IEP_TEXT = [
  "INDIVIDUALIZED EDUCATION PROGRAM (IEP)",
  "Goal 1 (Reading): By October 2026, the student will read grade 3 passages at 90 words correct per minute.",
  "SERVICES: Speech and Language Therapy, 2 x 25 minutes weekly. Occupational Therapy consultation, 30 minutes monthly.",
  "ACCOMMODATIONS: Extended time (1.5x) on tests. Directions read aloud. Annual Review Due: 10/13/2026.",
].join("\n\n");

const guard = setTimeout(() => {
  console.error("load test timed out after 5 minutes");
  process.exit(2);
}, 5 * 60_000);

/** One question on its own conversation; every SSE event, parsed. */
async function ask(origin, cookie, conversationId, content) {
  const res = await fetch(`${origin}/api/conversations/${conversationId}/messages/stream`, {
    method: "POST",
    headers: { Origin: origin, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ content }),
  });
  const events = [];
  if (res.status !== 200) return { status: res.status, events };
  let buffer = "";
  const decoder = new TextDecoder();
  for await (const bytes of res.body) {
    buffer += decoder.decode(bytes, { stream: true });
    let cut;
    while ((cut = buffer.indexOf("\n\n")) >= 0) {
      events.push(JSON.parse(buffer.slice(buffer.indexOf("data: ") + 6, cut)));
      buffer = buffer.slice(cut + 2);
    }
  }
  return { status: res.status, events };
}

/** A multipart body whose file part stops mid-way: the client aborts after sending `bytes`. */
async function abortedUpload(origin, cookie, childId, bytes) {
  const boundary = "----loadAbort" + Math.random().toString(16).slice(2);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nAborted\r\n--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nIEP\r\n--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="big.txt"\r\nContent-Type: text/plain\r\n\r\n`;
  const controller = new AbortController();
  let sent = 0;
  const body = new ReadableStream({
    async pull(c) {
      if (sent === 0) c.enqueue(new TextEncoder().encode(head));
      if (sent >= bytes) {
        // Give the worker time to be mid-write, then drop the connection.
        await new Promise((r) => setTimeout(r, 300));
        controller.abort();
        return;
      }
      c.enqueue(new TextEncoder().encode("IEP text line for an upload that will be cut off.\n".repeat(1024)));
      sent += 51 * 1024;
    },
  });
  try {
    const res = await fetch(`${origin}/api/children/${childId}/documents/upload`, {
      method: "POST",
      headers: { Origin: origin, Cookie: cookie, "Content-Type": `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: "half",
      signal: controller.signal,
    });
    return { outcome: `answered ${res.status}`, status: res.status };
  } catch {
    return { outcome: "aborted by the client", status: 0 };
  }
}

/** A Worker bound to the stopped app's local D1 and R2, to read what was stored. */
async function inspect(persist) {
  const dir = mkdtempSync(join(tmpdir(), "iep-load-inspect-"));
  const main = join(dir, "inspect.mjs");
  writeFileSync(
    main,
    `export default { async fetch(request, env) {
      const url = new URL(request.url);
      if (url.pathname === "/r2") {
        const keys = [];
        let cursor;
        do { const page = await env.FILES.list({ cursor, limit: 1000 }); keys.push(...page.objects.map((o) => o.key)); cursor = page.truncated ? page.cursor : undefined; } while (cursor);
        return Response.json(keys);
      }
      return Response.json((await env.DB.prepare(await request.text()).all()).results);
    } };`,
  );
  const config = join(dir, "wrangler.json");
  writeFileSync(
    config,
    JSON.stringify({
      name: "load-inspect",
      main,
      compatibility_date: "2026-08-01",
      d1_databases: [{ binding: "DB", database_name: "iep-binder", database_id: "00000000-0000-0000-0000-000000000000" }],
      r2_buckets: [{ binding: "FILES", bucket_name: "iep-binder-files" }],
    }),
  );
  const worker = await unstable_startWorker({ config, dev: { server: { port: await freePort() }, inspector: false, persist, logLevel: "none" } });
  try {
    const base = (await worker.url).toString().replace(/\/$/, "");
    const sql = async (q) => (await fetch(`${base}/d1`, { method: "POST", body: q })).json();
    return {
      keys: await (await fetch(`${base}/r2`)).json(),
      documents: await sql("SELECT id, family_id, file_key, status FROM documents"),
      avatars: await sql("SELECT avatar_key FROM children WHERE avatar_key IS NOT NULL"),
      messages: await sql("SELECT conversation_id, role, status, content FROM messages"),
    };
  } finally {
    await worker.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
}

const server = await startServer(await freePort(), { keepState: true });
const { origin } = server;
let stopped = false;
try {
  // Setup (not measured): parents, each with a child, one processed IEP, and ten conversations.
  const parents = [];
  for (let p = 0; p < PARENTS; p++) {
    const { cookie } = await signUp(origin, `load${p}`);
    const childId = await addChild(origin, cookie, `Child ${p}`);
    const documentId = await uploadDocument(origin, cookie, childId, { title: `IEP ${p}`, bytes: IEP_TEXT, filename: "iep.txt", type: "text/plain" });
    parents.push({ cookie, childId, documentId });
  }
  for (const parent of parents) {
    const status = await documentSettled(origin, parent.cookie, parent.documentId);
    if (status !== "ready") throw new Error(`setup document ${status}`);
  }
  const streams = [];
  for (let i = 0; i < STREAMS; i++) {
    const parent = parents[i % PARENTS];
    const conversation = await (await apiCall(origin, parent.cookie, "POST", `/api/children/${parent.childId}/conversations`, { title: `Load ${i}` })).json();
    streams.push({ parent, conversationId: conversation.id, question: `Question ${i}: ${TOPICS[i % TOPICS.length]}?` });
  }

  // The load: all streams and all uploads at once. Uploads: 40 valid (PDF and text), 5 of a refused
  // type, 5 cut off by the client mid-file.
  const pdf = makePdf(SAMPLE_IEP_PAGES);
  const bigText = `${IEP_TEXT}\n\n${"Progress note: the student met the benchmark with support.\n".repeat(16_000)}`; // ≈ 1 MB
  const uploads = Array.from({ length: UPLOADS }, (_, i) => ({ parent: parents[i % PARENTS], kind: i < 30 ? "pdf" : i < 40 ? "text" : i < 45 ? "refused" : "aborted", i }));
  const t0 = performance.now();
  const [chatResults, uploadResults] = await Promise.all([
    Promise.all(streams.map((s) => ask(origin, s.parent.cookie, s.conversationId, s.question))),
    Promise.all(
      uploads.map(async (u) => {
        const { cookie, childId } = u.parent;
        if (u.kind === "aborted") return abortedUpload(origin, cookie, childId, 512 * 1024);
        const form = new FormData();
        form.set("title", `Load upload ${u.i}`);
        form.set("documentType", "IEP");
        if (u.kind === "pdf") form.set("document", new Blob([pdf], { type: "application/pdf" }), `iep-${u.i}.pdf`);
        else if (u.kind === "text") form.set("document", new Blob([bigText], { type: "text/plain" }), `notes-${u.i}.txt`);
        else form.set("document", new Blob(["MZ not a document"], { type: "application/octet-stream" }), `setup-${u.i}.exe`);
        const res = await fetch(`${origin}/api/children/${childId}/documents/upload`, { method: "POST", headers: { Origin: origin, Cookie: cookie }, body: form });
        const body = await res.json().catch(() => null);
        return { outcome: `answered ${res.status}`, status: res.status, id: res.status === 201 ? body?.id : undefined, message: body?.message };
      }),
    ),
  ]);
  const wallMs = performance.now() - t0;

  // Chat: lost (no answer, or not stored) and mixed up (another question's or conversation's data).
  let lost = 0;
  let mixed = 0;
  for (const [i, r] of chatResults.entries()) {
    const { conversationId, question } = streams[i];
    const user = r.events.find((e) => e.type === "userMessage");
    const complete = r.events.find((e) => e.type === "complete");
    if (r.status !== 200 || !user || !complete) {
      lost += 1;
      continue;
    }
    const chunks = r.events.filter((e) => e.type === "chunk");
    const text = chunks.map((e) => e.content).join("");
    const ids = new Set(chunks.map((e) => e.messageId));
    const own = user.message.content === question && user.message.conversationId === conversationId && complete.message.conversationId === conversationId;
    if (!own || ids.size !== 1 || !ids.has(complete.message.id) || text !== complete.message.content) mixed += 1;
  }

  // Uploads: each accounted for, and the valid ones processed.
  const expectedOutcome = { pdf: "answered 201", text: "answered 201", refused: "answered 415", aborted: "aborted by the client" };
  const unexpected = uploadResults.filter((r, i) => r.outcome !== expectedOutcome[uploads[i].kind]);
  const refusedWithoutMessage = uploadResults.filter((r, i) => uploads[i].kind === "refused" && !r.message);
  const accepted = uploadResults.map((r, i) => ({ ...r, parent: uploads[i].parent })).filter((r) => r.id);
  const settled = await Promise.all(accepted.map((r) => documentSettled(origin, r.parent.cookie, r.id)));
  const notReady = settled.filter((s) => s !== "ready").length;

  // What was stored, read after the server stopped (no write in flight).
  await server.stop();
  stopped = true;
  const stored = await inspect(server.persist);
  const referenced = new Set([...stored.documents.map((d) => d.file_key), ...stored.avatars.map((a) => a.avatar_key)]);
  const keys = new Set(stored.keys);
  const orphanObjects = stored.keys.filter((k) => !referenced.has(k));
  const rowsWithoutObject = stored.documents.filter((d) => !keys.has(d.file_key));
  const stuckDocuments = stored.documents.filter((d) => d.status === "processing").length;
  const stuckMessages = stored.messages.filter((m) => m.status === "streaming").length;
  const byConversation = new Map();
  for (const m of stored.messages) byConversation.set(m.conversation_id, [...(byConversation.get(m.conversation_id) ?? []), m]);
  for (const [i, s] of streams.entries()) {
    const rows = byConversation.get(s.conversationId) ?? [];
    const question = rows.find((m) => m.role === "user");
    const answer = rows.find((m) => m.role === "assistant");
    if (rows.length !== 2 || question?.content !== s.question || answer?.status !== "complete" || answer.content !== chatResults[i].events.find((e) => e.type === "complete")?.message.content) lost += 1;
  }
  const expectedDocuments = PARENTS + uploads.filter((u) => u.kind === "pdf" || u.kind === "text").length;

  const rows = [
    ["chat streams", `${STREAMS} sent, ${chatResults.filter((r) => r.status === 200).length} answered 200`, `${lost} lost, ${mixed} mixed up (goal 0)`],
    ["uploads", `${UPLOADS} sent: ${Object.entries(Object.groupBy(uploadResults, (r) => r.outcome)).map(([k, v]) => `${v.length} ${k}`).join(", ")}`, `${unexpected.length} unexpected, ${refusedWithoutMessage.length} refusals without a message`],
    ["documents processed", `${settled.length - notReady} of ${settled.length} ready`, ""],
    ["R2 objects", `${stored.keys.length} (${stored.documents.length} document rows, expected ${expectedDocuments})`, `${orphanObjects.length} orphaned objects, ${rowsWithoutObject.length} rows without their object (goal 0)`],
    ["left unfinished", `${stuckDocuments} documents processing, ${stuckMessages} messages streaming`, "goal 0"],
    ["wall time", `${(wallMs / 1000).toFixed(1)} s for the streams and uploads together`, ""],
  ];
  printTable(`Load — ${STREAMS} chat streams + ${UPLOADS} uploads at once, one local worker`, rows);
  const ok =
    lost === 0 &&
    mixed === 0 &&
    unexpected.length === 0 &&
    refusedWithoutMessage.length === 0 &&
    notReady === 0 &&
    orphanObjects.length === 0 &&
    rowsWithoutObject.length === 0 &&
    stored.documents.length === expectedDocuments &&
    stuckDocuments === 0 &&
    stuckMessages === 0;
  record([
    { id: "L1", figure: `${STREAMS} concurrent chat streams: lost / mixed up`, result: `${lost} / ${mixed}`, goal: "0 / 0", met: lost === 0 && mixed === 0 },
    {
      id: "L2",
      figure: `${UPLOADS} concurrent uploads: unexpected answers / orphaned objects`,
      result: `${unexpected.length} / ${orphanObjects.length + rowsWithoutObject.length}`,
      goal: "0 / 0",
      met: unexpected.length === 0 && orphanObjects.length === 0 && rowsWithoutObject.length === 0 && stored.documents.length === expectedDocuments,
    },
  ]);
  if (!ok) {
    for (const u of unexpected) console.error("unexpected upload answer:", u.outcome, u.message ?? "");
    for (const k of orphanObjects) console.error("orphaned object:", k);
    process.exitCode = 1;
  }
} finally {
  if (!stopped) await server.stop();
  rmSync(server.persist, { recursive: true, force: true });
  clearTimeout(guard);
}

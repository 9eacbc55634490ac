// npm run eval:chat — the chat evaluation through the real HTTP API in workerd (requirements §14.3 item 5, ADR 0065).
// For every invented family (worker/record/fixtures) and, when present, the public sample questions
// (../shared/iep-samples/questions.json, handed in by vitest.config.ts as the EVAL_SAMPLES binding), a
// parent signs up and signs in, adds the child, uploads each document as a file (→ R2 → Queue →
// extraction → ready), opens a conversation and asks every question through the chat stream; the
// streamed answer is scored (evaluate.ts: the opening must state every expected fact, "not stated" must
// be said, a false premise corrected). Citations are checked twice: what the engine cited must name a
// passage or fact it was given (ids), and what the parent is shown must quote the cited document's page.
import { env } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPLOAD_DOCUMENT_TYPES } from "../../common/schemas/documents.ts";
import { analyzeDocument } from "../ai/analyzer/index.ts";
import { createBuiltinEngine, type AiEngine, type AnswerRequest, type Citation } from "../ai/engines/index.ts";
import type { ConversationDto, StoredCitation } from "../conversations/conversations.ts";
import { readEvents, sendForm, useChatEngine } from "../test/conversations.ts";
import { logIn, sessionCookieFrom, signUp, type TestUser } from "../test/auth.ts";
import { call, json } from "../test/http.ts";
import { addChild, docParts, uploadParts, type DocumentJson } from "../test/uploads.ts";
import { plainText, scoreAnswer } from "./evaluate.ts";
import { FAMILIES, type Family } from "./fixtures/index.ts";

/** The goal per set (requirements §14.3): ≥ 90% right. */
const GOAL = 0.9;
const encoder = new TextEncoder();

/** What the engine cited, as given to it: ids that name no passage or fact of its request are "missing". */
type EngineCall = { child: string | undefined; question: string; cited: number; missing: number };
const engineCalls: EngineCall[] = [];

/** The configured built-in engine, unchanged, with its citations counted against what it was given. */
function observedEngine(): AiEngine {
  const inner = createBuiltinEngine();
  return {
    ...inner,
    streamAnswer(request: AnswerRequest) {
      const answer = inner.streamAnswer(request);
      void answer.result.then((result) => {
        const given = (c: Citation) => {
          const fact = request.record?.facts.get(c.passageId);
          if (fact) return fact.documentId === c.documentId && fact.page === c.page;
          const p = request.passages.find((x) => x.id === c.passageId);
          return p !== undefined && p.documentId === c.documentId && p.page === c.page;
        };
        engineCalls.push({ child: request.childName, question: request.question, cited: result.citations.length, missing: result.citations.filter((c) => !given(c)).length });
      });
      return answer;
    },
  };
}

type Asked = { set: string; blind: boolean; q: string; class: string; ok: boolean; missing: string[]; answer: string; citations: StoredCitation[]; unsupported: number; ms: number };

/**
 * A quote and a page compared as the text view finds a citation's words (common/quote-match.ts): letters and
 * digits only, so a vendor export's " | " cell separators, kept on the page and laid out as columns by the
 * analyzer (ADR 0080), do not hide a quote that is there.
 */
const norm = (s: string) => s.normalize("NFKD").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/** Polls the document until processing has finished (the queue consumer runs in this workerd). */
async function waitReady(user: TestUser, id: string): Promise<DocumentJson> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const doc = await json<DocumentJson>(await call("GET", `/api/documents/${id}`, { cookie: user.cookie }));
    if (doc.status === "ready") return doc;
    if (doc.status !== "processing") throw new Error(`${doc.title}: ${doc.status} (${doc.statusReason})`);
    if (Date.now() > deadline) throw new Error(`${doc.title} is still processing after 60 s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A parent's whole path: account, child, uploads (as files, through the queue), a conversation, every question. */
async function runFamily(family: Family): Promise<Asked[]> {
  const account = await signUp({ firstName: "Eval", lastName: family.name });
  const signedIn = await logIn(account.email, account.password);
  if (signedIn.status !== 200) throw new Error(`sign-in failed: ${signedIn.status}`);
  const user = { ...account, cookie: sessionCookieFrom(signedIn) };
  const child = await addChild(user, family.child);

  // In upload order, as the parent uploaded them (the record breaks ties by upload time).
  const docs = [...family.documents].sort((a, b) => Date.parse(a.uploadedAt) - Date.parse(b.uploadedAt));
  const pages = new Map<string, string>();
  for (const doc of docs) {
    // The upload form offers four types; anything else (a 504 plan) is filed as Other and then edited.
    const uploadType = (UPLOAD_DOCUMENT_TYPES as readonly string[]).includes(doc.documentType) ? doc.documentType : "Other";
    const fields = { title: doc.title, documentType: uploadType, ...(doc.schoolYear ? { schoolYear: doc.schoolYear } : {}) };
    const file = { name: `${doc.title.replace(/[^\w-]+/g, "-")}.txt`, bytes: encoder.encode(doc.pages.join("\f")), type: "text/plain" };
    const res = await uploadParts(user, child.id, docParts(file, fields));
    if (res.status !== 201) throw new Error(`upload of ${doc.title} failed: ${res.status} ${await res.text()}`);
    const uploaded = await json<DocumentJson>(res);
    if (uploadType !== doc.documentType) {
      const edit = await call("PUT", `/api/documents/${uploaded.id}`, { cookie: user.cookie, body: { ...fields, documentType: doc.documentType } });
      if (edit.status !== 200) throw new Error(`edit of ${doc.title} failed: ${edit.status} ${await edit.text()}`);
    }
    await waitReady(user, uploaded.id);
    const rows = await env.DB.prepare("select page, text from document_chunks where document_id = ? order by ordinal").bind(uploaded.id).all<{ page: number; text: string }>();
    // A page's passages joined: a fact's quote may run across two of them.
    for (const r of rows.results) pages.set(`${uploaded.id}:${r.page}`, `${pages.get(`${uploaded.id}:${r.page}`) ?? ""}${norm(r.text)}`);
  }

  const opened = await call("POST", `/api/children/${child.id}/conversations`, { cookie: user.cookie, body: { title: `Questions about ${family.child}` } });
  if (opened.status !== 201) throw new Error(`conversation failed: ${opened.status} ${await opened.text()}`);
  const conversation = await json<ConversationDto>(opened);

  const asked: Asked[] = [];
  for (const item of family.questions) {
    const t0 = performance.now();
    const res = await call("POST", `/api/conversations/${conversation.id}/messages/stream`, { cookie: user.cookie, ...sendForm(item.q) });
    if (res.status !== 200) throw new Error(`${family.name}: "${item.q}" answered ${res.status} ${await res.text()}`);
    const complete = (await readEvents(res)).at(-1);
    const ms = performance.now() - t0;
    if (complete?.type !== "complete") throw new Error(`${family.name}: "${item.q}" did not complete: ${JSON.stringify(complete)}`);
    const { content, citations } = complete.message;
    // A citation the parent is shown must quote the page it names, of one of this child's documents.
    const unsupported = citations.filter((c) => {
      const quote = norm(c.quote).slice(0, 64);
      return !(pages.get(`${c.documentId}:${c.page}`) ?? "").includes(quote);
    }).length;
    const score = scoreAnswer(content, item.facts, item.kind);
    asked.push({ set: family.name, blind: family.blind === true, q: item.q, class: item.class, ...score, answer: content, citations, unsupported, ms });
  }
  return asked;
}

/** The public sample questions as families (one per sample document), when the samples are present. */
function sampleFamilies(): Family[] {
  // JSON of the sample questions and their documents' text, or "" when the samples are not present.
  const given = (env as unknown as { EVAL_SAMPLES?: string }).EVAL_SAMPLES;
  if (!given) return [];
  const { questions, documents } = JSON.parse(given) as {
    questions: { q: string; doc: string; class: string; answer_facts: string[] }[];
    documents: Record<string, string>;
  };
  const byDoc = new Map<string, Family>();
  for (const item of questions) {
    const text = documents[item.doc];
    if (text === undefined) continue;
    let family = byDoc.get(item.doc);
    if (!family) {
      // Plain-text pages are split by form feeds; the samples' text files may mark them with a line instead.
      const pages = text.includes("\f") ? text.split("\f") : text.split(/^=+\s*PAGE BREAK\s*=+\s*$/m);
      const child = analyzeDocument(pages).student?.name ?? "Student";
      family = { name: `sample:${item.doc}`, child, documents: [{ title: item.doc, documentType: "IEP", schoolYear: null, uploadedAt: "2026-01-01T00:00:00Z", pages }], questions: [] };
      byDoc.set(item.doc, family);
    }
    const notStated = item.answer_facts.includes("not stated");
    family.questions.push({ q: item.q, facts: item.answer_facts, kind: item.class === "false premise" ? "false premise" : notStated ? "not stated" : "fact", class: item.class });
  }
  return [...byDoc.values()];
}

function line(label: string, results: Asked[]): string {
  const right = results.filter((r) => r.ok).length;
  return `${label.padEnd(34)} ${String(right).padStart(3)}/${String(results.length).padEnd(3)} ${((100 * right) / Math.max(1, results.length)).toFixed(1)}%`;
}

let restore: () => void;
beforeAll(() => {
  restore = useChatEngine(observedEngine());
});
afterAll(() => restore());

describe("npm run eval:chat: the chat through the HTTP API, upload to streamed answer", () => {
  it("answers ≥ 90% of every set in the opening, and every answer cites a page that says it", async () => {
    const started = performance.now();
    // EVAL_FAMILIES (comma-separated names, from vitest.config.ts) narrows a run to those families.
    const only = ((env as unknown as { EVAL_FAMILIES?: string }).EVAL_FAMILIES ?? "").split(",").filter(Boolean);
    const own = only.length > 0 ? FAMILIES.filter((f) => only.includes(f.name)) : FAMILIES;
    // A name that matches no family is a typo, not a pass: the run names it and fails.
    expect(only.filter((n) => !FAMILIES.some((f) => f.name === n))).toEqual([]);
    const samples = only.length > 0 ? [] : sampleFamilies();
    // Families are independent parents; they run side by side as they would in production.
    const runs = await Promise.all([...own, ...samples].map(async (f) => ({ f, results: await runFamily(f) })));
    const all = runs.flatMap((r) => r.results);
    const ownResults = all.filter((r) => !r.set.startsWith("sample:"));
    const sampleResults = all.filter((r) => r.set.startsWith("sample:"));

    const out: string[] = ["", "Chat evaluation through the API (built-in engine; right = the first 300 characters of the answer's plain text)"];
    for (const { f, results } of runs) if (!f.name.startsWith("sample:")) out.push(line(`${f.blind ? "BLIND " : ""}${f.name}`, results));
    out.push(line("own families, all", ownResults));
    out.push(line("own families, not blind", ownResults.filter((r) => !r.blind)));
    if (sampleResults.length > 0) {
      for (const { f, results } of runs) if (f.name.startsWith("sample:")) out.push(line(`  ${f.name}`, results));
      out.push(line("public samples (questions.json)", sampleResults));
    } else out.push("public samples: not present (../shared/iep-samples/questions.json)");

    out.push("", "by question class (all sets):");
    const byClass = new Map<string, Asked[]>();
    for (const r of all) byClass.set(r.class, [...(byClass.get(r.class) ?? []), r]);
    for (const [c, rs] of [...byClass].sort(([a], [b]) => a.localeCompare(b))) out.push(line(`  ${c}`, rs));

    const missingIds = engineCalls.reduce((n, c) => n + c.missing, 0);
    const engineCited = engineCalls.reduce((n, c) => n + c.cited, 0);
    const uncited = all.filter((r) => r.citations.length === 0);
    const unsupported = all.reduce((n, r) => n + r.unsupported, 0);
    const shown = all.reduce((n, r) => n + r.citations.length, 0);
    const times = all.map((r) => r.ms).sort((a, b) => a - b);
    out.push(
      "",
      `citations: the engine cited ${engineCited} ids in ${engineCalls.length} answers, ${missingIds} naming a missing passage or fact;`,
      `  ${shown} shown to the parent, ${unsupported} not quoting the cited page; answers without any citation: ${uncited.length}`,
      `question → streamed answer complete (paced as a parent sees it): p50 ${times[Math.floor(times.length / 2)]?.toFixed(0)} ms; whole run ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    for (const r of all.filter((x) => !x.ok || x.citations.length === 0 || x.unsupported > 0)) {
      const why = [r.missing.length > 0 ? `missing ${r.missing.join(" | ")}` : "", r.citations.length === 0 ? "no citation" : "", r.unsupported > 0 ? `${r.unsupported} unsupported citation(s)` : ""].filter(Boolean).join("; ");
      out.push("", `✗ [${r.blind ? "BLIND " : ""}${r.set}] ${r.q} — ${why}`, `   ${plainText(r.answer).slice(0, 400)}`);
    }
    console.info(out.join("\n"));

    // A run that scores no question proves nothing (0/0 is not a pass).
    expect(all.length).toBeGreaterThan(0);
    expect(engineCalls.length).toBe(all.length);
    expect(missingIds).toBe(0);
    expect(unsupported).toBe(0);
    expect(uncited.map((r) => r.q)).toEqual([]);
    // Every own family, and the public set as a whole, at the goal.
    const sets: [string, Asked[]][] = [...runs.filter((r) => !r.f.name.startsWith("sample:")).map((r): [string, Asked[]] => [r.f.name, r.results]), ["public samples", sampleResults]];
    const below = sets.filter(([, rs]) => rs.length > 0 && rs.filter((r) => r.ok).length / rs.length < GOAL).map(([name]) => name);
    expect(below).toEqual([]);
  }, 600_000);
});

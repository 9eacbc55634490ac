// What an answer may be built from (requirements §14.4, requirements §14): the child's passages that FTS5 retrieves for
// the question (scoped to the caller's family AND child inside the SQL) and the analyzer's facts of the
// child's ready documents, as the child's record (worker/record). Citations that name anything but a
// retrieved passage or a fact of that record are dropped here, after
// the engine, so no engine (built-in or LLM) can cite a page it was not given.
import { and, eq } from "drizzle-orm";
import { escapeMarkdown } from "../ai/analyzer/index.ts";
import { createEngine, type AiEngine, type AiEnv, type AnswerRequest, type Citation, type Passage } from "../ai/engines/index.ts";
import type { Db } from "../db/client.ts";
import { children } from "../db/schema.ts";
import { searchChunks } from "../documents/chunk-store.ts";
import { loadChildRecord } from "../record/load.ts";
import { progressAsked, roleAsked } from "../record/answer.ts";
import { relatedWords } from "../record/question.ts";
import type { FactRef } from "../record/record.ts";
import type { StoredCitation } from "./conversations.ts";

/**
 * Passages handed to the engine: enough to answer across documents, few enough to stay focused. The
 * built-in engine re-ranks their sentences, so a couple more candidates cost nothing (ADR 0042).
 */
export const RETRIEVAL_LIMIT = 8;
/** Passages found only through the question's synonyms and corrected spellings (ADR 0076). */
export const RELATED_LIMIT = 4;
/**
 * Passages of the documents attached to the current plan (its amendments, its progress reports) read besides
 * the child's top passages: such a document changes or reports on the plan, so its words must not lose to the
 * plan's many passages on the same topic (an amendment that moves a session to another day; ADR 0086).
 */
export const ATTACHED_LIMIT = 2;
/**
 * Passages of the plans' own documents read for a question that asks a person by role or a goal's progress: the
 * row that answers it must not depend on how the words rank among every family's text (BM25 weighs a word by the
 * whole index), so the plans' passages on that role, and the progress reports' on that goal, are read too (ADR 0092).
 */
export const PLAN_FIELD_LIMIT = 2;
/** Earlier turns handed to the engine (LLM follow-up questions); the built-in engine ignores them. */
export const HISTORY_TURNS = 10;

/**
 * Where the chat's engine comes from. A seam for the fault tests (an engine that fails mid-stream, a slow
 * one): they replace `create`, which is otherwise the configured engine of requirements §14.
 */
export const chatEngine: { create: (env: AiEnv) => Promise<AiEngine> } = {
  create: (env) => createEngine(env),
};

export type Grounding = {
  request: AnswerRequest;
  /** False when nothing in the child's documents matched: the answer says so instead of guessing. */
  covered: boolean;
};

type Scope = { familyId: string; childId: string };

/**
 * The engine's request for one question: retrieved passages and the documents' facts (the caller adds
 * the recent turns). The child, the documents with their stored facts, and the FTS5 search are three
 * independent reads issued together, so grounding costs one D1 round trip on the way to the first token.
 */
export async function groundQuestion(db: Db, env: AiEnv, engine: AiEngine, scope: Scope, question: string): Promise<Grounding> {
  // The question's own words, and apart from them its synonyms and corrected spellings, so that a passage
  // wording the answer differently is still a candidate without pushing out the question's best matches.
  const related = relatedWords(question);
  const [[child], record, direct, alike] = await Promise.all([
    db
      .select({ name: children.name })
      .from(children)
      .where(and(eq(children.familyId, scope.familyId), eq(children.id, scope.childId)))
      .limit(1),
    loadChildRecord(db, env, engine, scope.familyId, scope.childId),
    searchChunks(db, { familyId: scope.familyId, childId: scope.childId, query: question, limit: RETRIEVAL_LIMIT }),
    related ? searchChunks(db, { familyId: scope.familyId, childId: scope.childId, query: related, limit: RELATED_LIMIT }) : Promise.resolve([]),
  ]);
  const current = record.current?.documentId;
  const attached = current ? record.documents.filter((d) => d.attachesTo === current).map((d) => d.documentId) : [];
  const role = roleAsked(question);
  const plans = [record.current, record.previous].filter((d) => d !== undefined).map((d) => d.documentId);
  const ofPlans = record.documents.filter((d) => plans.includes(d.documentId) || (d.attachesTo !== undefined && plans.includes(d.attachesTo))).map((d) => d.documentId);
  const reports = record.documents.filter((d) => d.role === "progress-report" && d.attachesTo === current).map((d) => d.documentId);
  // One more round of searches, issued together: the attached documents', the plans' on a role, the reports' on a goal.
  const [own, people, progress] = await Promise.all([
    attached.length > 0 ? searchChunks(db, { familyId: scope.familyId, childId: scope.childId, documentIds: attached, query: related ? `${question} ${related}` : question, limit: ATTACHED_LIMIT }) : Promise.resolve([]),
    role && ofPlans.length > 0 ? searchChunks(db, { familyId: scope.familyId, childId: scope.childId, documentIds: ofPlans, query: role, limit: PLAN_FIELD_LIMIT }) : Promise.resolve([]),
    reports.length > 0 && progressAsked(question) ? searchChunks(db, { familyId: scope.familyId, childId: scope.childId, documentIds: reports, query: question, limit: PLAN_FIELD_LIMIT }) : Promise.resolve([]),
  ]);
  const hits = [...direct, ...alike, ...own, ...people, ...progress].filter((h, i, all) => all.findIndex((x) => x.chunkId === h.chunkId) === i);
  // Only passages of documents that are ready (and whose facts were read) can be cited.
  const docs = record.documents.map((d) => ({ documentId: d.documentId, title: d.title, documentType: d.filedType, facts: d.facts }));
  const titles = new Map(docs.map((d) => [d.documentId, d.title]));
  const passages: Passage[] = hits
    .filter((h) => titles.has(h.documentId))
    .map((h, i) => ({ id: `P${i + 1}`, documentId: h.documentId, documentTitle: titles.get(h.documentId), page: h.page, text: h.text }));
  return {
    // The built-in engine answers from the record even when no passage matched ("not stated" is an
    // answer too); a model is only asked when it has passages to read.
    covered: passages.length > 0 || (engine.info.id === "builtin" && docs.length > 0),
    request: {
      question,
      passages,
      documents: docs,
      childName: child?.name,
      record,
      history: [],
    },
  };
}

/** The answer when retrieval found nothing: said plainly, never a guess. */
export function notCoveredAnswer(childName: string | undefined, hasDocuments: boolean): string {
  const whose = childName ? `${escapeMarkdown(childName)}'s documents` : "the documents";
  if (!hasDocuments) {
    return `There are no processed documents for ${childName ? escapeMarkdown(childName) : "this child"} yet, so I can't answer from them. Upload a document, or wait until its processing finishes.`;
  }
  return `${whose.charAt(0).toUpperCase()}${whose.slice(1)} don't seem to cover that: no passage matches your question, so I won't guess. Try other words, or ask about goals, services, accommodations or key dates.`;
}

/**
 * The engine's citations that name a passage of this request, on the page it is on, once each. The
 * quote is the passage's own text, never the engine's, so a citation always shows what the page says.
 */
export function groundCitations(cited: Citation[], passages: Passage[], facts: ReadonlyMap<string, FactRef> = new Map()): StoredCitation[] {
  const byId = new Map(passages.map((p) => [p.id, p]));
  const seen = new Set<string>();
  const out: StoredCitation[] = [];
  for (const c of cited) {
    // A record fact ("F3"): its own document, page and the quote the analyzer read there.
    const fact = facts.get(c.passageId);
    if (fact) {
      const key = `${fact.documentId}:${fact.page}:${fact.quote}`;
      if (fact.documentId !== c.documentId || fact.page !== c.page || seen.has(key)) continue;
      seen.add(key);
      out.push({ documentId: fact.documentId, documentTitle: fact.documentTitle, page: fact.page, quote: fact.quote.replace(/\s+/g, " ").trim().slice(0, 200) });
      continue;
    }
    const passage = byId.get(c.passageId);
    if (!passage || passage.documentId !== c.documentId || passage.page !== c.page || seen.has(passage.id)) continue;
    seen.add(passage.id);
    out.push({
      documentId: passage.documentId,
      documentTitle: passage.documentTitle ?? "Document",
      page: passage.page,
      quote: passage.text.replace(/\s+/g, " ").trim().slice(0, 200),
    });
  }
  return out;
}

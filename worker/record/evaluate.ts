// Scoring the chat's answers (npm run eval:chat, and the record's tests): an answer is right when the
// opening of its plain text (first 300 characters) contains every expected fact; a "not stated" item
// must say the documents do not mention it; a false premise must be corrected ("No — …").
import { analyzeDocument } from "../ai/analyzer/index.ts";
import type { Citation, Passage } from "../ai/engines/types.ts";
import { chunkPages } from "../documents/chunks.ts";
import { answerFromRecord } from "./answer.ts";
import type { Family } from "./fixtures/types.ts";
import { buildRecord, type ChildRecord, type RecordSource } from "./record.ts";

export const OPENING_CHARS = 300;
const NOT_STATED = /\b(?:don't|do not|doesn't|does not) (?:mention|state|name|say|show|list)|\bnot stated\b|\bno mention\b|\bnot mentioned\b/i;

/** Markdown to plain text, the way a parent reads the answer. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\\([\\`*_[\]<>|#~])/g, "$1")
    .replace(/\*\*|__|`/g, "")
    .replace(/^\s*[-*]\s+/gm, "")
    .replace(/\s+/g, " ")
    .trim();
}

const norm = (s: string) => s.toLowerCase().replace(/[“”"]/g, "").replace(/[’‘]/g, "'").replace(/\s+/g, " ");

export type Kind = "fact" | "not stated" | "false premise";

export interface Scored {
  ok: boolean;
  missing: string[];
}

export function scoreAnswer(answer: string, facts: string[], kind: Kind): Scored {
  const opening = norm(plainText(answer).slice(0, OPENING_CHARS));
  const wanted = facts.filter((f) => f !== "not stated");
  const missing = wanted.filter((f) => !opening.includes(norm(f)));
  const needsNotStated = kind === "not stated" || facts.includes("not stated") || (kind === "false premise" && wanted.length === 0);
  if (needsNotStated && !NOT_STATED.test(opening)) missing.push("(says it is not stated)");
  if (kind === "false premise" && !/^no\b|\bno —|\bno -|\bnot\b/i.test(opening)) missing.push("(corrects the premise)");
  return { ok: missing.length === 0, missing };
}

export type Retrieve = (question: string, passages: Passage[]) => Passage[];

export interface FamilyRun {
  record: ChildRecord;
  passages: Passage[];
}

/** Analyzes a family's documents as processing would (facts per document) and builds the child's record. */
export function prepareFamily(family: Family, today?: string): FamilyRun {
  const sources: RecordSource[] = [];
  const passages: Passage[] = [];
  family.documents.forEach((doc, i) => {
    const documentId = `${family.name}-doc-${i + 1}`;
    sources.push({
      documentId,
      title: doc.title,
      documentType: doc.documentType,
      schoolYear: doc.schoolYear,
      uploadedAt: Date.parse(doc.uploadedAt),
      facts: analyzeDocument(doc.pages, { title: doc.title }),
    });
    for (const c of chunkPages(doc.pages)) passages.push({ id: `C${passages.length + 1}`, documentId, documentTitle: doc.title, page: c.page, text: c.text });
  });
  return { record: buildRecord(sources, today), passages };
}

export interface QuestionResult {
  family: string;
  q: string;
  class: string;
  ok: boolean;
  missing: string[];
  answer: string;
  citations: Citation[];
  /** Citations naming a fact or passage that is not in the record or the retrieved passages. */
  badCitations: number;
  ms: number;
}

export function runFamily(family: Family, retrieve: Retrieve, today?: string): QuestionResult[] {
  const run = prepareFamily(family, today);
  return family.questions.map((item) => {
    const t0 = performance.now();
    const given = retrieve(item.q, run.passages).map((p, i) => ({ ...p, id: `P${i + 1}` }));
    const result = answerFromRecord(run.record, item.q, given, family.child);
    const ms = performance.now() - t0;
    const { ok, missing } = scoreAnswer(result.text, item.facts, item.kind);
    const badCitations = result.citations.filter((c) => {
      const fact = run.record.facts.get(c.passageId);
      if (fact) return fact.documentId !== c.documentId || fact.page !== c.page;
      const p = given.find((x) => x.id === c.passageId);
      return !p || p.documentId !== c.documentId || p.page !== c.page;
    }).length;
    return { family: family.name, q: item.q, class: item.class, ok, missing, answer: result.text, citations: result.citations, badCitations, ms };
  });
}

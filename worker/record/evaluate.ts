// Scoring the chat's answers (npm run eval:chat: worker/record/eval.test.ts): an answer is right when the
// opening of its plain text (first 300 characters) contains every expected fact; a "not stated" item
// must say the documents do not mention it; a false premise must be corrected ("No — …").
import { analyzeDocument } from "../ai/analyzer/index.ts";
import type { Passage } from "../ai/engines/types.ts";
import { chunkPages, pagesOf } from "../documents/chunks.ts";
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

export interface FamilyRun {
  record: ChildRecord;
  passages: Passage[];
}

/**
 * Analyzes a family's documents as the chat does (facts per document, read from the passages processing
 * stores, joined by pagesOf) and builds the child's record: what the record tests check is what the chat sees.
 */
export function prepareFamily(family: Family, today?: string): FamilyRun {
  const sources: RecordSource[] = [];
  const passages: Passage[] = [];
  family.documents.forEach((doc, i) => {
    const documentId = `${family.name}-doc-${i + 1}`;
    const chunks = chunkPages(doc.pages);
    sources.push({
      documentId,
      title: doc.title,
      documentType: doc.documentType,
      schoolYear: doc.schoolYear,
      uploadedAt: Date.parse(doc.uploadedAt),
      facts: analyzeDocument(pagesOf(chunks), { title: doc.title }),
    });
    for (const c of chunks) passages.push({ id: `C${passages.length + 1}`, documentId, documentTitle: doc.title, page: c.page, text: c.text });
  });
  return { record: buildRecord(sources, today), passages };
}

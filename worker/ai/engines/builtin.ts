// The built-in engine: no model, no network, no key. Everything it says is composed from the analyzer's
// facts (each with its page) and from the retrieved passages, so it is deterministic, cites its sources
// and cannot be steered by text inside a document: document text only ever appears as escaped quotes.
import {
  ANALYZER_VERSION,
  composeSummary,
  escapeMarkdown,
  suggestQuestions,
  type DateKind,
  type DocumentFacts,
  type Service,
} from "../analyzer/index.ts";
import { engineLabel } from "../messages.ts";
import { answerFromRecord } from "../../record/answer.ts";
import { buildRecord } from "../../record/record.ts";
import type {
  AiEngine,
  AnswerRequest,
  AnswerResult,
  AnswerStream,
  ChildSummaryInput,
  Citation,
  DocumentInput,
  EngineInfo,
  GoalInsight,
  Passage,
} from "./types.ts";

export const BUILTIN_INFO: EngineInfo = {
  id: "builtin",
  label: engineLabel("builtin"),
  cacheKey: `analyzer-v${ANALYZER_VERSION}`,
};

/** True when the analyzer found nothing at all: no goal, service, accommodation, date or eligibility. */
export function factsAreEmpty(facts: DocumentFacts): boolean {
  return (
    facts.goals.length === 0 &&
    facts.services.length === 0 &&
    facts.accommodations.length === 0 &&
    facts.dates.length === 0 &&
    facts.eligibility.length === 0 &&
    !facts.lrePercent &&
    !facts.extendedSchoolYear &&
    !(facts.evaluation && (facts.evaluation.scores.length > 0 || facts.evaluation.recommendations.length > 0))
  );
}


/** The analyzer's goals in the shape the insights show (spec §3 fields first, then the richer ones). */
export function goalInsightsFromFacts(facts: DocumentFacts): GoalInsight[] {
  return facts.goals.map((g, i) => {
    const goal: GoalInsight = {
      area: g.area ?? `Goal ${g.number ?? i + 1}`,
      description: g.description,
      objectives: [...g.objectives],
      page: g.page,
      quote: g.quote,
    };
    // The spec's "measurable outcomes" is the goal's measurable criterion as written; how it is measured
    // is its own field, so nothing is said twice.
    if (g.criterion) goal.measurableOutcomes = g.criterion;
    if (g.number) goal.number = g.number;
    if (g.area && g.areaInferred) goal.areaInferred = true;
    if (g.baseline) goal.baseline = g.baseline;
    if (g.criterion) goal.criterion = g.criterion;
    if (g.measurement) goal.measurement = [g.measurement, g.schedule].filter(Boolean).join("; ");
    else if (g.schedule) goal.measurement = g.schedule;
    if (g.targetDate) goal.targetDate = g.targetDate;
    if (g.progress) goal.progress = g.progress;
    return goal;
  });
}

/**
 * Meeting questions from the facts. A document in which the analyzer found nothing gets none: the
 * analyzer's always-useful fallbacks ("…support the goals in this document?") would be about things the
 * document does not contain.
 */
export function questionsFromFacts(facts: DocumentFacts): string[] {
  return factsAreEmpty(facts) ? [] : suggestQuestions(facts);
}

// ---------- one summary across a child's documents ----------

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function shortDate(value: string): string {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value);
  if (!m) return value;
  const month = MONTHS[Number(m[2]) - 1] ?? m[2];
  return m[3] ? `${month} ${Number(m[3])}, ${m[1]}` : `${month} ${m[1]}`;
}

const KEY_DATES: { kind: DateKind; name: string }[] = [
  { kind: "meeting", name: "Meeting" },
  { kind: "annual-review", name: "Annual review" },
  { kind: "reevaluation", name: "Reevaluation" },
  { kind: "progress-reports", name: "Progress reports" },
];

function serviceLine(s: Service): string {
  const amount =
    s.minutesPerWeek !== undefined ? `about ${s.minutesPerWeek} min/week` : s.frequency ? s.frequency : "amount not stated";
  return `${escapeMarkdown(s.name)} — ${escapeMarkdown(amount)} (p. ${s.page})`;
}

export function composeChildSummary(input: ChildSummaryInput): string {
  const out: string[] = [];
  const name = escapeMarkdown(input.childName);
  out.push(`## ${name}'s documents`, "");
  out.push("*Built from the documents' text without an AI model. Page numbers show where each fact appears.*");
  for (const doc of input.documents) {
    const f = doc.facts;
    out.push("", `### ${escapeMarkdown(doc.title)}`);
    const meta = [doc.documentType, doc.schoolYear].filter((x): x is string => Boolean(x)).map(escapeMarkdown).join(", ");
    if (meta) out.push(`*${meta}*`, "");
    if (factsAreEmpty(f)) {
      out.push("No dates, goals, services or accommodations were found in this document's text.");
      continue;
    }
    for (const { kind, name: label } of KEY_DATES) {
      const d = f.dates.find((x) => x.kind === kind);
      if (d) out.push(`- **${label}:** ${escapeMarkdown(kind === "progress-reports" ? d.value : shortDate(d.value))} (p. ${d.page})`);
    }
    if (f.eligibility.length > 0) {
      out.push(`- **Eligibility:** ${f.eligibility.map((e) => escapeMarkdown(e.category)).join(", ")} (p. ${f.eligibility[0]?.page})`);
    }
    if (f.goals.length > 0) {
      const areas = [...new Set(f.goals.map((g) => g.area).filter((a): a is string => Boolean(a)))];
      out.push(`- **Goals:** ${f.goals.length}${areas.length > 0 ? ` (${areas.map(escapeMarkdown).join(", ")})` : ""}`);
    }
    if (f.services.length > 0) {
      out.push("- **Services:**");
      for (const s of f.services) out.push(`  - ${serviceLine(s)}`);
    }
    if (f.accommodations.length > 0) {
      const testing = f.accommodations.filter((a) => a.kind === "testing").length;
      out.push(`- **Accommodations:** ${f.accommodations.length}${testing > 0 ? ` (${testing} for testing)` : ""}`);
    }
    if (f.extendedSchoolYear) {
      const v = { yes: "Yes", no: "No", undecided: "Not yet decided" }[f.extendedSchoolYear.value];
      out.push(`- **Extended school year:** ${v} (p. ${f.extendedSchoolYear.page})`);
    }
  }
  const flags = input.documents.flatMap((d) => d.facts.flags.map((flag) => ({ flag, title: d.title })));
  if (flags.length > 0) {
    out.push("", "### Worth checking");
    for (const { flag, title } of flags.slice(0, 10)) {
      out.push(`- ${escapeMarkdown(flag.message)} (${escapeMarkdown(title)}${flag.page ? `, p. ${flag.page}` : ""})`);
    }
  }
  if (input.skipped.length > 0) {
    out.push("", "### Not included");
    for (const s of input.skipped) out.push(`- ${escapeMarkdown(s.title)}: ${escapeMarkdown(s.reason)}`);
  }
  return out.join("\n");
}

// ---------- answers to a question: from the child's record, then the passages' sentences ----------

export function citationOf(p: Passage): Citation {
  return { passageId: p.id, documentId: p.documentId, page: p.page, quote: p.text.replace(/\s+/g, " ").trim().slice(0, 200) };
}

/** The answer to a question (ADR 0042): worker/record/answer.ts does the reading and the composing. */
export function composeAnswer(request: AnswerRequest): AnswerResult {
  const record =
    request.record ??
    buildRecord(request.documents.map((d) => ({ documentId: d.documentId, title: d.title, documentType: d.documentType, facts: d.facts })));
  return answerFromRecord(record, request.question, request.passages, request.childName);
}

/** Splits text into stream pieces: a line at a time, long lines a few words at a time. */
export function* pieces(text: string): Generator<string> {
  for (const line of text.match(/[^\n]*\n|[^\n]+$/g) ?? []) {
    if (line.length <= 80) {
      yield line;
      continue;
    }
    const words = line.match(/\S+\s*/g) ?? [line];
    for (let i = 0; i < words.length; i += 8) yield words.slice(i, i + 8).join("");
  }
}

export function createBuiltinEngine(): AiEngine {
  return {
    info: BUILTIN_INFO,
    summarize: async (input: DocumentInput) => composeSummary(input.facts, input.title),
    analyzeGoals: async (input: DocumentInput) => goalInsightsFromFacts(input.facts),
    suggestQuestions: async (input: DocumentInput) => questionsFromFacts(input.facts),
    summarizeChild: async (input: ChildSummaryInput) => composeChildSummary(input),
    streamAnswer(request: AnswerRequest): AnswerStream {
      const result = composeAnswer(request);
      async function* textStream(): AsyncGenerator<string> {
        for (const piece of pieces(result.text)) {
          if (request.signal?.aborted) return;
          yield piece;
        }
      }
      return { textStream: textStream(), result: Promise.resolve(result) };
    },
  };
}

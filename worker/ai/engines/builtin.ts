// The built-in engine: no model, no network, no key. Everything it says is composed from the analyzer's
// facts (each with its page) and from the retrieved passages, so it is deterministic, cites its sources
// and cannot be steered by text inside a document: document text only ever appears as escaped quotes.
import {
  ANALYZER_VERSION,
  composeSummary,
  escapeMarkdown,
  suggestQuestions,
  type DocumentFacts,
  type Service,
} from "../analyzer/index.ts";
import { pieces } from "../stream-pieces.ts";
import { engineLabel } from "../../../common/messages/ai.ts";
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


/** The analyzer's goals in the shape the insights show (requirements §3 fields first, then the richer ones). */
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
    if (g.confidence === "medium" || g.confidence === "low") goal.confidence = g.confidence;
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

// ---------- one summary across a child's documents, from the child's record ----------

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function shortDate(value: string): string {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value);
  if (!m) return value;
  const month = MONTHS[Number(m[2]) - 1] ?? m[2];
  return m[3] ? `${month} ${Number(m[3])}, ${m[1]}` : `${month} ${m[1]}`;
}

function minutes(s: Service): string {
  if (s.minutesPerWeek !== undefined) return s.per === "month" ? `${s.minutesPerSession ?? s.minutesPerWeek} min/month` : `${s.minutesPerWeek} min/week`;
  return s.frequency ?? "amount not stated";
}

const DEADLINE_NAMES = { "annual-review": "Annual review", reevaluation: "Reevaluation (three-year)", "progress-reports": "Progress reports", "plan-review": "504 plan review" } as const;

/**
 * The child summary (the conversation's first message and "Update Summary"): what the current plan
 * provides, what changed since the previous one, what is due next, then the other documents' news. Not
 * a per-document list: the record has already related the documents to each other (ADR 0041).
 */
export function composeChildSummary(input: ChildSummaryInput, today?: string): string {
  const n = input.documents.length;
  // Documents arrive newest upload first; their order stands in for the upload time.
  const record = buildRecord(
    input.documents.map((d, i) => ({ documentId: d.documentId, title: d.title, documentType: d.documentType, schoolYear: d.schoolYear, uploadedAt: n - i, facts: d.facts })),
    today,
  );
  const md = escapeMarkdown;
  const name = md(input.childName);
  const out: string[] = [`## ${name}'s documents`, "", "*Built from the documents' text without an AI model. Page numbers show where each fact appears.*"];
  const plan = record.current ?? record.plan504;
  if (plan) {
    out.push("", `### What the current plan provides`, `*${md(plan.label.replace(/^the /, "The "))} (“${md(plan.title)}”)*`, "");
    const services = record.services.filter((l) => l.current);
    if (services.length > 0) {
      out.push(`- **Services:** ${services.map((l) => `${md(l.current!.item.name)} — ${md(minutes(l.current!.item))} (p. ${l.current!.ref.page})`).join("; ")}`);
      const total = record.totalOutsideGenEd.current;
      if (total && total.counted.length > 0) out.push(`- **Outside general education:** ${total.minutes} min/week in all (the services' minutes per week added up${total.excluded.length > 0 ? `, without ${total.excluded.map((e) => md(e.name)).join(", ")}` : ""})`);
    }
    const acc = record.current ? record.accommodations.current : record.accommodations.plan504;
    if (acc.length > 0) {
      const testing = acc.filter((a) => a.item.kind === "testing").length;
      out.push(`- **Accommodations:** ${acc.length}${testing > 0 ? ` (${testing} for testing)` : ""}: ${acc.slice(0, 4).map((a) => md(a.item.text)).join("; ")}${acc.length > 4 ? "; …" : ""} (p. ${acc[0]!.ref.page})`);
    }
    const goals = record.goals.links.filter((l) => l.current);
    if (goals.length > 0) out.push(`- **Goals:** ${goals.length} (${goals.map((l, i) => md(l.current!.item.area ?? `Goal ${l.current!.item.number ?? i + 1}`)).join(", ")})`);
    if (record.eligibility.current.length > 0) out.push(`- **Eligibility:** ${record.eligibility.current.map((e) => md(e.item.category)).join(", ")} (p. ${record.eligibility.current[0]!.ref.page})`);
    if (record.lre.current) out.push(`- **General education:** ${record.lre.current.item.value}% of the time (p. ${record.lre.current.ref.page})`);
    if (record.esy.current) out.push(`- **Extended school year:** ${{ yes: "Yes", no: "No", undecided: "Not yet decided" }[record.esy.current.item.value]} (p. ${record.esy.current.ref.page})`);
  }
  if (record.current && record.previous) {
    const changes: string[] = [];
    for (const l of record.services) {
      if (l.current && l.previous && l.change) changes.push(`${md(l.current.item.name)}: ${l.previous.item.minutesPerWeek} → ${l.current.item.minutesPerWeek} min/week`);
      else if (l.current && !l.previous) changes.push(`New service: ${md(l.current.item.name)} (${md(minutes(l.current.item))})`);
      else if (!l.current && l.previous) changes.push(`Service no longer listed: ${md(l.previous.item.name)} (was ${md(minutes(l.previous.item))})`);
    }
    for (const a of record.accommodations.added) changes.push(`Accommodation added: ${md(a.item.text)}${a.item.kind === "testing" ? " (testing)" : ""}`);
    for (const a of record.accommodations.removed) changes.push(`Accommodation removed: ${md(a.item.text)}${a.item.kind === "testing" ? " (testing)" : ""}`);
    for (const l of record.goals.links) {
      if (l.status === "added") changes.push(`New goal: ${md(l.current!.item.area ?? l.current!.item.description.slice(0, 60))}`);
      if (l.status === "dropped") changes.push(`Goal dropped: ${md(l.previous!.item.area ?? l.previous!.item.description.slice(0, 60))}`);
      if (l.status === "carried" && l.baselineUnchanged) changes.push(`Goal carried over with the same baseline: ${md(l.current!.item.area ?? "")}`);
    }
    out.push("", `### What changed since ${md(record.previous.label)}`, "");
    out.push(...(changes.length > 0 ? changes.slice(0, 14).map((c) => `- ${c}`) : ["- No change in services, accommodations or goals was found."]));
  }
  if (record.deadlines.length > 0) {
    out.push("", "### What is due next", "");
    for (const d of record.deadlines) {
      const value = d.kind === "progress-reports" ? md(d.value) : md(shortDate(d.value));
      out.push(`- **${DEADLINE_NAMES[d.kind]}:** ${value}${d.pastDue ? " — **past due**" : ""} (${md(d.located.doc.title)}, p. ${d.located.ref.page})`);
    }
  }
  const others: string[] = [];
  const missing = record.recommendations.filter((r) => !r.providedBy);
  for (const ev of record.evaluations) {
    const recs = record.recommendations.filter((r) => r.recommendation.doc === ev);
    others.push(`**${md(ev.title)}** (${md(ev.label)}): ${recs.length} recommendation${recs.length === 1 ? "" : "s"}${recs.length > 0 ? `, ${recs.length - recs.filter((r) => missing.includes(r)).length} provided in the current plan` : ""}`);
    for (const r of recs.filter((x) => missing.includes(x)).slice(0, 3)) others.push(`  - Not in the current IEP: ${md(r.recommendation.item.text)} (p. ${r.recommendation.ref.page})`);
  }
  for (const pr of record.progressReports) {
    const items = record.goals.progress.filter((p) => p.goal.doc === pr);
    others.push(`**${md(pr.title)}** (${md(pr.label)})${items.length > 0 ? `: ${items.slice(0, 5).map((p) => `${md(p.goal.item.area ?? "goal")} — ${md(p.status)}`).join("; ")}` : ""}`);
  }
  if (record.plan504 && record.current) others.push(`**${md(record.plan504.title)}** (${md(record.plan504.label)}): ${record.accommodations.plan504.length} accommodations`);
  for (const d of record.documents.filter((x) => x.role === "other" || x.role === "amendment" || (x.role === "iep" && x !== record.current && x !== record.previous))) {
    others.push(`**${md(d.title)}**${factsAreEmpty(d.facts) ? ": no dates, goals, services or accommodations were found in its text" : ""}`);
  }
  if (!plan && record.documents.length > 0 && others.length === 0) others.push(...record.documents.map((d) => `**${md(d.title)}**`));
  if (others.length > 0) {
    out.push("", "### Other documents", "");
    for (const o of others) out.push(o.startsWith("  ") ? o : `- ${o}`);
  }
  const flags = input.documents.flatMap((d) => d.facts.flags.map((flag) => ({ flag, title: d.title })));
  if (flags.length > 0) {
    out.push("", "### Worth checking");
    for (const { flag, title } of flags.slice(0, 6)) {
      out.push(`- ${md(flag.message)} (${md(title)}${flag.page ? `, p. ${flag.page}` : ""})`);
    }
  }
  if (input.skipped.length > 0) {
    out.push("", "### Not included");
    for (const s of input.skipped) out.push(`- ${md(s.title)}: ${md(s.reason)}`);
  }
  out.push("", `*Read from: ${input.documents.map((d) => md(d.title)).join(", ")}.*`);
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

// The built-in IEP analyzer: deterministic extraction from a document's text, with no model and no
// network. Pure TypeScript so it runs in workerd and in Node. It never invents: every fact carries
// the page and the quote it came from, and what the document does not state stays empty.
import { extractAccommodations } from "./accommodations.ts";
import { detectAmendment, extractAmendmentChanges } from "./amendment.ts";
import { extractDates, extractProgressSchedule } from "./dates.ts";
import { classifyDocument, extractStudentName } from "./doctype.ts";
import { buildDocument } from "./document.ts";
import { extractEligibility } from "./eligibility.ts";
import { extractRecommendations, extractScores } from "./evaluation.ts";
import { computeFlags } from "./flags.ts";
import { extractGoals } from "./goals.ts";
import { extractEsy, extractLre } from "./placement.ts";
import { extractServices } from "./services.ts";
import { ANALYZER_VERSION, type DocumentFacts } from "./types.ts";

export { composeSummary, escapeMarkdown } from "./summary.ts";
export { suggestQuestions } from "./questions.ts";
export { minutesPerWeek } from "./services.ts";
export { parseDate } from "./dates.ts";
export type * from "./types.ts";
export { ANALYZER_VERSION } from "./types.ts";

export function analyzeDocument(pages: string[], opts: { title?: string } = {}): DocumentFacts {
  const doc = buildDocument(Array.isArray(pages) ? pages.map((p) => (typeof p === "string" ? p : "")) : []);
  const documentType = classifyDocument(doc, opts.title);
  const dates = extractDates(doc);
  const schedule = extractProgressSchedule(doc);
  if (schedule) dates.push(schedule);

  const goals = extractGoals(doc, { progressReport: documentType.value === "Progress Report" });
  // "By …" dates count as goal target dates only when they are a goal's own deadline (objectives
  // and benchmarks have earlier ones).
  const targets = new Set(goals.map((g) => g.targetDate));
  const amendment = documentType.value === "IEP" ? detectAmendment(doc) : undefined;
  const changes = amendment ? extractAmendmentChanges(doc) : undefined;
  const changed = changes && changes.goals.length + changes.services.length + changes.accommodations.length > 0 ? changes : undefined;
  const facts: Omit<DocumentFacts, "flags"> = {
    engine: "builtin",
    version: ANALYZER_VERSION,
    documentType,
    dates: dates.filter((d) => d.kind !== "goal-target" || targets.has(d.value)),
    eligibility: extractEligibility(doc),
    // An amendment's facts are what it changes (when it lists its changes in a form we read).
    goals: changed ? changed.goals : goals,
    services: changed ? changed.services : extractServices(doc),
    accommodations: changed ? changed.accommodations : extractAccommodations(doc),
  };
  if (amendment) facts.amendment = amendment;
  const name = extractStudentName(doc);
  if (name) facts.student = { name };
  const lre = extractLre(doc);
  if (lre) facts.lrePercent = lre;
  const esy = extractEsy(doc);
  if (esy) facts.extendedSchoolYear = esy;
  if (documentType.value === "Evaluation" || documentType.value === "Assessment") {
    facts.evaluation = { scores: extractScores(doc), recommendations: extractRecommendations(doc) };
  }
  return { ...facts, flags: computeFlags(facts) };
}

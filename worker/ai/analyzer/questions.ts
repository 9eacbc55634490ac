// Questions for the next meeting, generated from what the facts show or lack. Gaps come first
// (they are what parents most often miss), then questions about what the document does commit to.
import type { DocumentFacts, Goal } from "./types.ts";

function goalLabel(g: Goal, i: number): string {
  const n = g.number ?? String(i + 1);
  // An inferred area is our classification, not the document's name for the goal.
  if (g.area && g.areaInferred) return `goal ${n} (${g.area.toLowerCase()})`;
  if (g.area) return `the ${g.area.toLowerCase()} goal`;
  return `goal ${n}`;
}

export function suggestQuestions(facts: DocumentFacts): string[] {
  const child = facts.student?.name?.split(" ")[0] ?? "my child";
  const q: string[] = [];
  const type = facts.documentType.value;

  const planGoals = type === "IEP" ? facts.goals : [];
  const noBaseline = planGoals.map((g, i) => ({ g, i })).filter(({ g }) => !g.baseline);
  for (const { g, i } of noBaseline.slice(0, 2)) {
    q.push(`What is the baseline for ${goalLabel(g, i)}: where is ${child} starting from, and how was it measured?`);
  }
  const noCriterion = planGoals.map((g, i) => ({ g, i })).filter(({ g }) => !g.criterion);
  for (const { g, i } of noCriterion.slice(0, 2)) {
    q.push(`How will we know ${goalLabel(g, i)} has been met? What score, accuracy or number of trials counts as success?`);
  }
  for (const s of facts.services.filter((x) => x.minutesPerSession === undefined || x.per === undefined).slice(0, 2)) {
    q.push(`How many minutes of ${s.name.toLowerCase()} will ${child} receive, and how often?`);
  }
  if (type === "IEP" && !facts.dates.some((d) => d.kind === "progress-reports")) {
    q.push("How and how often will I receive progress reports on each goal?");
  }
  if (type === "IEP" && !facts.extendedSchoolYear) {
    q.push(`Was extended school year (ESY) considered for ${child}, and what data was used to decide?`);
  }
  if (type === "IEP" && !facts.dates.some((d) => d.kind === "annual-review")) {
    q.push("When is the next annual review of this IEP?");
  }
  if ((type === "IEP" || type === "Evaluation") && !facts.dates.some((d) => d.kind === "reevaluation")) {
    q.push("When is the next reevaluation due?");
  }
  if (type === "Progress Report") {
    const behind = facts.goals.filter((g) => g.progress && /\b(?:insufficient|not\s+making|limited|minimal|regress|not\s+met)\b/i.test(g.progress));
    for (const g of behind.slice(0, 2)) {
      q.push(`Progress on ${goalLabel(g, facts.goals.indexOf(g))} is "${g.progress}". What will change in instruction or services?`);
    }
  }
  if (facts.evaluation?.scores.length) {
    q.push(`Which of these results are below the average range, and how do ${child}'s goals and services address them?`);
  }
  if (facts.evaluation?.recommendations.length) {
    q.push("Which of the evaluator's recommendations will be written into the IEP, and which will not (and why)?");
  }
  if (facts.lrePercent && facts.lrePercent.value < 100) {
    q.push(
      `What will ${child} be doing during the ${100 - facts.lrePercent.value}% of the day outside general education, and what would it take to spend more of it with peers?`,
    );
  } else if (type === "IEP" && !facts.lrePercent) {
    q.push(`How much of the school day will ${child} spend in general education classes?`);
  }
  if (facts.accommodations.length > 0) {
    const testing = facts.accommodations.some((a) => a.kind === "testing");
    q.push(
      testing
        ? "How will every teacher learn about these accommodations, and how will I know they are used, including on tests?"
        : "Which of these accommodations also apply on classroom and state tests?",
    );
  }
  if (facts.services.some((s) => s.minutesPerWeek !== undefined)) {
    q.push("If a service session is missed (absence, holiday, provider out), will it be made up?");
  }
  // Always useful, used to reach at least five questions.
  const fallback = [
    `What are ${child}'s biggest needs right now, and which part of this document addresses each one?`,
    "Who is my main contact at school for questions about this document?",
    "What can we do at home to support the goals in this document?",
    "Can we meet before the next review if I have concerns?",
    "Is there anything in this document that the team expects to change this year?",
  ];
  for (const f of fallback) {
    if (q.length >= 5) break;
    q.push(f);
  }
  return [...new Set(q)].slice(0, 8);
}

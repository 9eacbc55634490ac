// The meeting brief (requirements §14.5): one page a parent brings to the IEP meeting — changes since last year,
// flags, open evaluation recommendations, deadlines and suggested questions, each with its citation.
// Composed once from the Progress view; the printable page and the PDF both render this.
import { longDate } from "./record.ts";
import type { Flag, ProgressView, Source } from "./progress.ts";

export interface BriefItem {
  text: string;
  /** "the IEP of March 10, 2026, page 3; the IEP of March 12, 2025, page 3" */
  cite: string;
  sources: Source[];
}

export interface BriefSection {
  heading: string;
  items: BriefItem[];
  /** Shown when the section has no items. */
  empty: string;
}

export interface Brief {
  childId: string;
  title: string;
  subtitle: string;
  sections: BriefSection[];
  /** What the brief could not compare (no IEP, one IEP, documents still processing…). */
  missing: string[];
}

export const citeOf = (sources: Source[]) => [...new Map(sources.map((s) => [`${s.documentId}:${s.page}`, `${s.document}, page ${s.page}`])).values()].join("; ");

const item = (text: string, sources: Source[]): BriefItem => ({ text, sources, cite: citeOf(sources) });

function question(f: Flag): string {
  switch (f.kind) {
    case "service-cut":
      return `Why was ${f.subject} reduced, and what data shows ${f.subject.toLowerCase().includes("therapy") ? "the therapy" : "the service"} is needed less?`;
    case "service-ended":
      return `Why did ${f.subject} end? What will replace it?`;
    case "baseline-unchanged":
      return `The ${f.subject} baseline has not moved in a year. What will be done differently this year?`;
    case "goal-dropped":
      return `What happened to the ${f.subject} goal? It was not reported as mastered.`;
    case "target-lowered":
      return `Why was the ${f.subject} target lowered?`;
    case "word-for-word":
      return `The ${f.subject} goal is the same as last year. Why is it expected to work this time?`;
    case "accommodation-removed":
      return `Why was “${f.subject}” removed? Did the team look at how it was used?`;
    case "recommendation-missing":
      return `The evaluation recommends “${f.subject}”. Where is this in the IEP, or why not?`;
  }
}

export function buildBrief(view: ProgressView): Brief {
  const flags = view.flags.filter((f) => f.kind !== "recommendation-missing");
  const open = view.evaluation.recommendations.filter((r) => r.status === "missing");
  const deadlines = view.deadlines.filter((d) => d.date);
  const questions = view.flags.map((f) => item(question(f), f.sources));
  for (const d of view.deadlines) {
    if (d.kind === "reevaluation" && d.daysUntil !== null && d.daysUntil <= 365) {
      questions.push(item(`The reevaluation is due ${longDate(d.stated)}. Which assessments are planned, and when?`, [d.source]));
    }
  }
  const compared = view.comparison.comparable && view.comparison.current && view.comparison.previous;
  return {
    childId: view.childId,
    title: `Meeting brief: ${view.childName}`,
    subtitle: compared
      ? `${view.comparison.current!.label} compared with ${view.comparison.previous!.label}. Prepared ${longDate(view.today)}.`
      : `Prepared ${longDate(view.today)}.`,
    missing: view.missing,
    sections: [
      {
        heading: "Changes since last year",
        items: view.changes.map((c) => item(c.message, c.sources)),
        empty: compared ? "Nothing added or increased." : "Needs two IEPs to compare.",
      },
      { heading: "Flags", items: flags.map((f) => item(f.message, f.sources)), empty: compared ? "No flags." : "Needs two IEPs to compare." },
      {
        heading: "Open evaluation recommendations",
        items: open.map((r) => item(`“${r.text}” — not in the current IEP.`, [r.source])),
        empty: view.evaluation.document ? "Every recommendation is in the current IEP." : "No evaluation uploaded.",
      },
      {
        heading: "Deadlines",
        items: deadlines.map((d) =>
          item(`${d.title}: ${longDate(d.date!)}${d.estimated ? " (estimated)" : ""}${d.pastDue ? " — past due" : ""}`, [d.source]),
        ),
        empty: "No dates found.",
      },
      { heading: "Questions to ask", items: questions, empty: "No questions suggested." },
    ],
  };
}

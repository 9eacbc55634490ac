// A markdown summary composed only from extracted facts (never from free document text), so what it
// says can always be traced to a page. Document text inside it is escaped so it cannot add links,
// HTML or headings of its own.
import { MONTH_NAMES } from "./dates.ts";
import { goalName } from "./flags.ts";
import type { DateKind, DocumentFacts, KeyDate, Service } from "./types.ts";



export function escapeMarkdown(s: string): string {
  return s.replace(/\s+/g, " ").replace(/([\\`*_[\]<>|#~])/g, "\\$1");
}

function formatDate(value: string): string {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value);
  if (!m) return value;
  const month = MONTH_NAMES[Number(m[2]) - 1] ?? m[2];
  return m[3] ? `${month} ${Number(m[3])}, ${m[1]}` : `${month} ${m[1]}`;
}

const DATE_ORDER: DateKind[] = [
  "meeting",
  "start",
  "end",
  "annual-review",
  "reevaluation",
  "progress-reports",
  "goal-target",
  "eligibility",
  "evaluation",
  "signature",
  "birth",
  "other",
];

// Kinds whose meaning does not depend on the label; start/end/eligibility/evaluation/other keep the
// document's own label ("Reporting period ending", "Services Begin").
const DATE_NAMES: Partial<Record<DateKind, string>> = {
  meeting: "Meeting",
  "annual-review": "Annual review",
  reevaluation: "Reevaluation",
  "progress-reports": "Progress reports",
  "goal-target": "Goals to be met by",
  birth: "Date of birth",
};

function page(p: number): string {
  return ` (p. ${p})`;
}

function dateLine(d: KeyDate): string {
  const label = d.label.replace(/[\s,;:]+$/, "");
  const name = DATE_NAMES[d.kind] ?? (label.charAt(0).toUpperCase() + label.slice(1));
  const value = d.kind === "progress-reports" ? d.value : formatDate(d.value);
  return `- **${escapeMarkdown(name)}:** ${escapeMarkdown(value)}${page(d.page)}`;
}

function describeAmount(s: Service): string {
  const parts: string[] = [];
  if (s.minutesPerSession !== undefined && s.sessions !== undefined && s.per) {
    parts.push(
      s.sessions === 1
        ? `${s.minutesPerSession} min per ${s.per}`
        : `${s.minutesPerSession} min × ${s.sessions} per ${s.per}`,
    );
    if (s.per !== "week" || s.sessions !== 1) parts.push(`≈ ${s.minutesPerWeek} min/week`);
  } else {
    if (s.minutesPerSession !== undefined) parts.push(`${s.minutesPerSession} min (frequency not stated)`);
    else if (s.per) parts.push(`${s.sessions ?? ""}× per ${s.per} (minutes not stated)`.trim());
    else parts.push("amount not stated");
  }
  return parts.join(", ");
}

export function composeSummary(facts: DocumentFacts, title: string): string {
  const out: string[] = [];
  out.push(`## ${escapeMarkdown(title || "Document summary")}`);
  out.push("");
  out.push("*Built from the document's text without an AI model. Page numbers show where each fact appears.*");
  out.push("");
  out.push(`**Document type:** ${facts.documentType.value}`);
  // A blank line between them: consecutive lines would run together into one paragraph.
  if (facts.student?.name) out.push("", `**Student:** ${escapeMarkdown(facts.student.name)}`);

  const nothing =
    facts.goals.length === 0 &&
    facts.services.length === 0 &&
    facts.accommodations.length === 0 &&
    facts.dates.length === 0 &&
    facts.eligibility.length === 0;
  if (nothing) {
    out.push("");
    out.push(
      "No dates, goals, services or accommodations were found in this document's text. If it is a scan, its text may not have been readable.",
    );
    return out.join("\n");
  }

  if (facts.dates.length > 0) {
    out.push("", "### Key dates");
    const sorted = [...facts.dates].sort((a, b) => DATE_ORDER.indexOf(a.kind) - DATE_ORDER.indexOf(b.kind));
    let others = 0;
    for (const d of sorted) {
      // An "other" date is worth listing only under a label of its own ("Transition Meeting: …"), not a
      // fragment of the sentence around it ("with the report card: …", "and June 11").
      if (d.kind === "other" && (!/^[A-Z][A-Za-z]/.test(d.label) || /^(?:date|and|or|on|by)\b\W*$/i.test(d.label) || ++others > 4)) continue;
      out.push(dateLine(d));
    }
  }

  if (facts.eligibility.length > 0) {
    out.push("", "### Eligibility");
    for (const e of facts.eligibility) out.push(`- ${escapeMarkdown(e.category)}${page(e.page)}`);
  }

  if (facts.goals.length > 0) {
    out.push("", `### Annual goals (${facts.goals.length})`);
    facts.goals.forEach((g, i) => {
      const area = g.area && g.areaInferred ? ` — ${escapeMarkdown(g.area)} (area inferred)` : "";
      out.push(`${i + 1}. **${escapeMarkdown(goalName(g, i))}**${area}: ${escapeMarkdown(g.description)}${page(g.page)}`);
      out.push(`   - Baseline: ${g.baseline ? escapeMarkdown(g.baseline) : "*not stated*"}`);
      out.push(`   - Measurable criterion: ${g.criterion ? escapeMarkdown(g.criterion) : "*not stated*"}`);
      if (g.measurement || g.schedule) {
        const how = [g.measurement, g.schedule].filter(Boolean).join("; ");
        out.push(`   - Measured by: ${escapeMarkdown(how)}`);
      }
      if (g.objectives.length > 0) {
        out.push(`   - Objectives: ${g.objectives.map((o) => escapeMarkdown(o.replace(/[.;]+$/, ""))).join("; ")}`);
      }
      if (g.progress) out.push(`   - Progress: ${escapeMarkdown(g.progress)}`);
    });
  }

  if (facts.services.length > 0) {
    out.push("", "### Services");
    let total = 0;
    let complete = true;
    for (const s of facts.services) {
      const extras = [s.setting, s.location, s.provider ? `provider: ${s.provider}` : undefined].filter(Boolean) as string[];
      out.push(
        `- **${escapeMarkdown(s.name)}** — ${escapeMarkdown(describeAmount(s))}${extras.length > 0 ? `; ${escapeMarkdown(extras.join("; "))}` : ""}${page(s.page)}`,
      );
      if (s.minutesPerWeek === undefined) complete = false;
      else total += s.minutesPerWeek;
    }
    if (facts.services.length > 1) {
      out.push(`- Total: about ${total} minutes per week${complete ? "" : " (some services do not state an amount)"}`);
    }
  }

  if (facts.accommodations.length > 0) {
    out.push("", "### Accommodations");
    for (const kind of ["classroom", "testing", "other"] as const) {
      const items = facts.accommodations.filter((a) => a.kind === kind);
      if (items.length === 0) continue;
      // The blank line ends the previous kind's list; without it the label would continue its last item.
      out.push("", `**${kind === "classroom" ? "Classroom" : kind === "testing" ? "Testing" : "Other"}**`, "");
      for (const a of items) out.push(`- ${escapeMarkdown(a.text)}${page(a.page)}`);
    }
  }

  if (facts.lrePercent || facts.extendedSchoolYear) {
    out.push("", "### Placement");
    if (facts.lrePercent) out.push(`- In general education: ${facts.lrePercent.value}% of the time${page(facts.lrePercent.page)}`);
    if (facts.extendedSchoolYear) {
      const v = { yes: "Yes", no: "No", undecided: "Not yet decided" }[facts.extendedSchoolYear.value];
      out.push(`- Extended school year: ${v}${page(facts.extendedSchoolYear.page)}`);
    }
  }

  if (facts.evaluation && (facts.evaluation.scores.length > 0 || facts.evaluation.recommendations.length > 0)) {
    out.push("", "### Evaluation results");
    for (const s of facts.evaluation.scores.slice(0, 20)) {
      out.push(`- ${escapeMarkdown(s.test)}: ${escapeMarkdown(s.score)}${page(s.page)}`);
    }
    if (facts.evaluation.recommendations.length > 0) {
      out.push("", "**Recommendations**");
      for (const r of facts.evaluation.recommendations.slice(0, 12)) out.push(`- ${escapeMarkdown(r.text)}${page(r.page)}`);
    }
  }

  if (facts.flags.length > 0) {
    out.push("", "### Worth checking");
    for (const f of facts.flags) out.push(`- ${escapeMarkdown(f.message)}${f.page ? page(f.page) : ""}`);
  }
  return out.join("\n");
}

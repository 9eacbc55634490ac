// Progress across the years (requirements §14.5): the child's record (ADR 0041) seen as a parent reviews a plan —
// timeline, goal lineage with flags, a service-minutes ledger per IEP, accommodations, evaluation
// coverage and deadlines. A view of the record, not a second model: every item keeps the record's fact
// (document, page, quote), and every flag cites both documents. `/api/children/:id/progress`, the
// Progress tab, the dashboard card, the calendar file and the meeting brief all read this one module
// (docs/decisions/0043-progress-view.md).
import type { Accommodation, Goal, Service } from "../ai/analyzer/index.ts";
import { getChild } from "../children/children.ts";
import type { Db } from "../db/client.ts";
import { createBuiltinEngine } from "../ai/engines/index.ts";
import type { AiEnv } from "../ai/engines/index.ts";
import { loadChild, type LoadedChild } from "./load.ts";
import { goalMatch, longDate, serviceKey, type ChildRecord, type DocRole, type FactRef, type GoalLink, type GoalProgress, type Located, type MinutesTotal, type RecordDocument } from "./record.ts";

/** Where an item was read: the document, its page and the words quoted. */
export interface Source {
  documentId: string;
  /** How a parent names the document ("the IEP of March 10, 2026"). */
  document: string;
  page: number;
  quote: string;
}

export type FlagKind =
  | "service-cut"
  | "service-ended"
  | "baseline-unchanged"
  | "goal-dropped"
  | "target-lowered"
  | "word-for-word"
  | "accommodation-removed"
  | "recommendation-missing";

/** Something a parent should ask about. Each cites both documents it compares (or the one it reads). */
export interface Flag {
  kind: FlagKind;
  /** The goal area, service or accommodation it is about. */
  subject: string;
  message: string;
  sources: Source[];
}

export type ChangeKind = "service-added" | "service-increased" | "goal-added" | "goal-dropped-mastered" | "accommodation-added";

/** A change that is not a warning (something added, increased or completed). */
export interface Change {
  kind: ChangeKind;
  subject: string;
  message: string;
  sources: Source[];
}

export interface DocView {
  documentId: string;
  title: string;
  role: DocRole;
  kind: string;
  date: string | null;
  label: string;
  /** Amendments and progress reports: the IEP they belong to. */
  attachesTo: string | null;
  /** What the page should say about this document ("amends an IEP that is not uploaded"). */
  note: string | null;
}

export interface GoalView {
  area: string;
  /** True when the document states no area (the lineage then matches by wording only). */
  areaStated: boolean;
  description: string;
  baseline: string | null;
  criterion: string | null;
  source: Source;
}

export interface ProgressEntry {
  status: string;
  note: string | null;
  date: string | null;
  source: Source;
}

export interface GoalLineage {
  status: "carried" | "added" | "dropped" | "current";
  /** How the two goals were matched, in words a parent reads. */
  matchedBy: string | null;
  current: GoalView | null;
  previous: GoalView | null;
  /** Progress reports on this goal, oldest first, under the previous IEP and then the current one. */
  progress: ProgressEntry[];
  flags: FlagKind[];
}

export interface LedgerCell {
  /** Null when the IEP lists the service without minutes. */
  minutesPerWeek: number | null;
  frequency: string | null;
  /** The change from the IEP before, when both state minutes. */
  change: number | null;
  source: Source;
  /** The earlier IEP's source, when the cell is compared with it. */
  before: Source | null;
}

export interface LedgerRow {
  key: string;
  name: string;
  /** One cell per IEP in `ledger.ieps` order; null when that IEP has no such service. */
  cells: (LedgerCell | null)[];
}

export interface Deadline {
  kind: "annual-review" | "reevaluation" | "progress-report" | "plan-review";
  title: string;
  /** The day it falls on (ISO); month-only dates use the month's first day. Null when the document gives no date. */
  date: string | null;
  /** As the document states it ("2029-03", "each quarter"). */
  stated: string;
  pastDue: boolean;
  /** Whole days from today (negative when past). */
  daysUntil: number | null;
  /** True when the date is worked out from a schedule rather than stated. */
  estimated: boolean;
  note: string | null;
  source: Source;
}

export interface RecommendationView {
  text: string;
  source: Source;
  status: "provided" | "missing" | "no-iep";
  providedBy: { kind: "service" | "goal" | "accommodation"; text: string; source: Source } | null;
}

/** A document of the child that is not in the record yet (still processing, or unreadable). */
export type PendingDocument = LoadedChild["pending"][number];

export interface ProgressView {
  childId: string;
  childName: string;
  today: string;
  /** False when there is no IEP: the page shows "Upload an IEP to see progress" and what else it can. */
  hasIep: boolean;
  /** What cannot be shown and why, in a parent's words. */
  missing: string[];
  pending: PendingDocument[];
  timeline: DocView[];
  comparison: { current: DocView | null; previous: DocView | null; comparable: boolean };
  goals: GoalLineage[];
  ledger: { ieps: DocView[]; rows: LedgerRow[]; totals: (MinutesTotal | null)[]; how: string };
  accommodations: {
    added: { text: string; kind: string; source: Source }[];
    removed: { text: string; kind: string; source: Source }[];
    kept: { text: string; kind: string; source: Source; before: Source }[];
  };
  evaluation: { document: DocView | null; recommendations: RecommendationView[] };
  deadlines: Deadline[];
  flags: Flag[];
  changes: Change[];
}

const ROLE_KIND: Record<DocRole, string> = {
  iep: "IEP",
  amendment: "IEP amendment",
  "progress-report": "Progress report",
  evaluation: "Evaluation",
  "504": "504 plan",
  other: "Other document",
};

const DAY = 86_400_000;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);
}

function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** A stated date as a day: "2029-03" → "2029-03-01" (the earliest it can mean); anything else null. */
function asDay(value: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  if (/^\d{4}-\d{2}$/.test(value)) return `${value}-01`;
  return null;
}

/** Days between progress reports for a schedule as written, or null when it names no period. */
export function reportInterval(schedule: string): number | null {
  const s = schedule.toLowerCase();
  if (/(?:9|nine)[- ]weeks?|quarter|grading period|marking period/.test(s)) return s.includes("9") || s.includes("nine") ? 63 : 91;
  if (/trimester/.test(s)) return 122;
  if (/semester/.test(s)) return 182;
  if (/(?:6|six)[- ]weeks?/.test(s)) return 42;
  if (/month/.test(s)) return 30;
  if (/report card/.test(s)) return 91;
  return null;
}

function docView(d: RecordDocument, record: ChildRecord): DocView {
  let note: string | null = null;
  if (d.role === "amendment" && !d.attachesTo) {
    const amends = d.facts.amendment?.amends;
    note = `Amends ${amends ? `the IEP of ${longDate(amends)}` : "an IEP"}, which is not uploaded: its changes are not compared.`;
  } else if (d.role === "progress-report" && !d.attachesTo) note = "No IEP uploaded that this report belongs to.";
  else if (d.role === "iep" && !d.date) note = "No meeting or start date found: ordered by school year and upload time.";
  else if (d.role === "504" && record.current && d === record.plan504 && record.current.date && d.date && d.date < record.current.date) {
    note = "Replaced by a later IEP.";
  }
  return {
    documentId: d.documentId,
    title: d.title,
    role: d.role,
    kind: ROLE_KIND[d.role],
    date: d.date ?? null,
    label: d.label,
    attachesTo: d.attachesTo ?? null,
    note,
  };
}

const sourceOf = (record: ChildRecord, ref: FactRef): Source => {
  const doc = record.documents.find((d) => d.documentId === ref.documentId);
  return { documentId: ref.documentId, document: doc?.label ?? ref.documentTitle, page: ref.page, quote: ref.quote };
};

const minutes = (s: Service) => s.minutesPerWeek ?? null;

function goalView(record: ChildRecord, g: Located<Goal>): GoalView {
  const area = g.item.area && !g.item.areaInferred ? g.item.area : null;
  return {
    area: area ?? (g.item.area ? `${g.item.area} (area not stated; read from the goal)` : g.item.number ? `Goal ${g.item.number} (area not stated)` : "Goal (area not stated)"),
    areaStated: Boolean(area),
    description: g.item.description,
    baseline: g.item.baseline ?? null,
    criterion: g.item.criterion ?? null,
    source: sourceOf(record, g.ref),
  };
}

const goalName = (l: GoalLink) => {
  const g = (l.current ?? l.previous)?.item;
  return g?.area && !g.areaInferred ? g.area : g?.number ? `Goal ${g.number}` : "A goal";
};

function entry(record: ChildRecord, p: GoalProgress): ProgressEntry {
  return { status: p.status, note: p.note ?? null, date: p.date ?? null, source: sourceOf(record, p.goal.ref) };
}

/** The Progress view of a record. `pending` lists the child's documents that are not ready (not in the record). */
export function buildProgress(record: ChildRecord, child: { id: string; name: string }, pending: PendingDocument[] = []): ProgressView {
  const { current, previous } = record;
  const missing: string[] = [];
  const src = (ref: FactRef) => sourceOf(record, ref);

  // Two IEPs with the same date cannot be ordered: comparing them would invent a "change".
  const sameDate = Boolean(current && previous && current.date && current.date === previous.date);
  const comparable = Boolean(current && previous && !sameDate);
  if (!current) missing.push("No IEP uploaded yet: goals, services and accommodations appear once an IEP is uploaded.");
  else if (!previous) missing.push("Only one IEP: changes appear once an earlier or later IEP is uploaded.");
  if (sameDate && current?.date) {
    missing.push(`Two IEPs have the same date (${longDate(current.date)}): they cannot be told apart by date, so no changes between them are shown.`);
  }
  for (const p of pending) {
    missing.push(
      p.status === "processing"
        ? `“${p.title}” is still being processed: it is not included yet.`
        : `“${p.title}” could not be read${p.status === "needs_ocr" ? " (no text layer: a scan)" : ""}: it is not included.`,
    );
  }
  const timelineDocs = [...record.documents].sort((a, b) => (a.date ?? "9999").localeCompare(b.date ?? "9999") || a.uploadedAt - b.uploadedAt);
  const timeline = timelineDocs.map((d) => docView(d, record));
  for (const d of timeline) if (d.note && (d.role === "amendment" || d.role === "progress-report") && !d.attachesTo) missing.push(`${d.title}: ${d.note}`);

  const flags: Flag[] = [];
  const changes: Change[] = [];

  // ---------- goals ----------
  const progressFor = (g: Located<Goal> | undefined, iep: RecordDocument | undefined) =>
    g && iep ? record.goals.progress.filter((p) => p.iepId === iep.documentId && goalMatch(p.goal.item, g.item) !== null) : [];
  const goals: GoalLineage[] = record.goals.links.map((l) => {
    const lineage: GoalLineage = {
      status: !previous || sameDate ? "current" : l.status,
      matchedBy: null,
      current: l.current ? goalView(record, l.current) : null,
      previous: comparable && l.previous ? goalView(record, l.previous) : null,
      // Oldest first: the previous IEP's reports, then the current one's (the record lists them newest first).
      progress: [...(comparable ? progressFor(l.previous, previous).toReversed() : []), ...progressFor(l.current, current).toReversed()].map((p) => entry(record, p)),
      flags: [],
    };
    if (!comparable) {
      // Without a comparison the previous IEP's goals are not listed as "dropped".
      return lineage;
    }
    const name = goalName(l);
    if (l.status === "carried" && l.current && l.previous) {
      lineage.matchedBy = l.matchedBy === "area" ? `Same area (“${l.previous.item.area}”)` : "Similar wording (at least half the words shared)";
      const both = [src(l.previous.ref), src(l.current.ref)];
      if (l.baselineUnchanged) {
        lineage.flags.push("baseline-unchanged");
        flags.push({ kind: "baseline-unchanged", subject: name, message: `${name}: the baseline is the same as last year (“${l.current.item.baseline}”).`, sources: both });
      }
      if (l.targetLowered) {
        lineage.flags.push("target-lowered");
        flags.push({ kind: "target-lowered", subject: name, message: `${name}: the target went down from ${l.targetLowered.from} to ${l.targetLowered.to}.`, sources: both });
      }
      if (l.wordForWord) {
        lineage.flags.push("word-for-word");
        flags.push({ kind: "word-for-word", subject: name, message: `${name}: the goal is carried over word for word (only its dates changed).`, sources: both });
      }
    } else if (l.status === "added" && l.current) {
      changes.push({ kind: "goal-added", subject: name, message: `New goal: ${name}.`, sources: [src(l.current.ref)] });
    } else if (l.status === "dropped" && l.previous) {
      // The new IEP's goals page: where the goal would be.
      const goalsPage = record.goals.links.find((x) => x.current)?.current?.ref;
      const where = goalsPage ? [src(goalsPage)] : [];
      const report = l.lastProgress ? [src(l.lastProgress.goal.ref)] : [];
      if (l.mastered) {
        changes.push({ kind: "goal-dropped-mastered", subject: name, message: `${name}: not in the new IEP; the last progress report says “${l.lastProgress?.status}”.`, sources: [src(l.previous.ref), ...report] });
      } else {
        lineage.flags.push("goal-dropped");
        const last = l.lastProgress ? ` The last progress report says “${l.lastProgress.status}”, not mastered.` : " No progress report shows it mastered.";
        flags.push({ kind: "goal-dropped", subject: name, message: `${name}: the goal is not in the new IEP.${last}`, sources: [src(l.previous.ref), ...where, ...report] });
      }
    }
    return lineage;
  });
  // A previous IEP's goals are only shown as dropped in a real comparison.
  const goalsShown = goals.filter((g) => g.current || g.previous);

  // ---------- ledger ----------
  const plans = record.plans;
  const ieps = plans.map((p) => docView(p.doc, record));
  const rows = new Map<string, LedgerRow>();
  plans.forEach((plan, col) => {
    const seen = new Map<string, number>();
    for (const s of plan.services) {
      const base = serviceKeyOf(record, s);
      const n = (seen.get(base) ?? 0) + 1;
      seen.set(base, n);
      const key = n > 1 ? `${base} #${n}` : base;
      let row = rows.get(key);
      if (!row) {
        row = { key, name: s.item.name, cells: plans.map(() => null) };
        rows.set(key, row);
      }
      row.cells[col] = { minutesPerWeek: minutes(s.item), frequency: s.item.frequency ?? null, change: null, source: src(s.ref), before: null };
    }
  });
  for (const row of rows.values()) {
    for (let col = 1; col < plans.length; col++) {
      const cell = row.cells[col];
      const before = row.cells[col - 1];
      const a = plans[col - 1]!.doc.date;
      const b = plans[col]!.doc.date;
      // Same-date IEPs are not compared (their order is a guess).
      if (!cell || !before || (a && b && a === b)) continue;
      cell.before = before.source;
      if (cell.minutesPerWeek !== null && before.minutesPerWeek !== null) cell.change = cell.minutesPerWeek - before.minutesPerWeek;
    }
  }
  if (comparable && current && previous) {
    const cur = plans.findIndex((p) => p.doc === current);
    const prev = plans.findIndex((p) => p.doc === previous);
    for (const row of rows.values()) {
      const now = row.cells[cur];
      const then = row.cells[prev];
      if (now && then && now.minutesPerWeek !== null && then.minutesPerWeek !== null) {
        const diff = now.minutesPerWeek - then.minutesPerWeek;
        if (diff < 0) {
          flags.push({ kind: "service-cut", subject: row.name, message: `${row.name}: cut from ${then.minutesPerWeek} to ${now.minutesPerWeek} minutes a week.`, sources: [then.source, now.source] });
        } else if (diff > 0) {
          changes.push({ kind: "service-increased", subject: row.name, message: `${row.name}: up from ${then.minutesPerWeek} to ${now.minutesPerWeek} minutes a week.`, sources: [then.source, now.source] });
        }
      } else if (then && !now) {
        const servicesPage = plans[cur]?.services[0]?.ref;
        flags.push({
          kind: "service-ended",
          subject: row.name,
          message: `${row.name}: in the previous IEP${then.minutesPerWeek !== null ? ` (${then.minutesPerWeek} minutes a week)` : ""}, not in the new one.`,
          sources: [then.source, ...(servicesPage ? [src(servicesPage)] : [])],
        });
      } else if (now && !then) {
        changes.push({ kind: "service-added", subject: row.name, message: `${row.name}: new in this IEP.`, sources: [now.source] });
      }
    }
  }
  const noMinutes = [...rows.values()].filter((r) => r.cells.some((c) => c && c.minutesPerWeek === null));
  if (noMinutes.length > 0) missing.push(`No minutes stated for: ${noMinutes.map((r) => r.name).join(", ")} — not compared.`);

  // ---------- accommodations ----------
  const acc = (l: Located<Accommodation>) => ({ text: l.item.text, kind: l.item.kind, source: src(l.ref) });
  const accommodations: ProgressView["accommodations"] = { added: [], removed: [], kept: [] };
  if (comparable) {
    accommodations.added = record.accommodations.added.map(acc);
    accommodations.removed = record.accommodations.removed.map(acc);
    accommodations.kept = record.accommodations.current
      .filter((a) => !record.accommodations.added.includes(a))
      .map((a) => {
        const before = record.accommodations.previous.find((p) => !record.accommodations.removed.includes(p) && similar(p.item.text, a.item.text));
        return { ...acc(a), before: before ? src(before.ref) : src(a.ref) };
      });
    const page = record.accommodations.current[0]?.ref;
    for (const r of record.accommodations.removed) {
      flags.push({ kind: "accommodation-removed", subject: r.item.text, message: `Removed: “${r.item.text}”.`, sources: [src(r.ref), ...(page ? [src(page)] : [])] });
    }
    for (const a of record.accommodations.added) changes.push({ kind: "accommodation-added", subject: a.item.text, message: `Added: “${a.item.text}”.`, sources: [src(a.ref)] });
  } else if (current) {
    accommodations.kept = record.accommodations.current.map((a) => ({ ...acc(a), before: src(a.ref) }));
  }

  // ---------- evaluation coverage (the latest evaluation) ----------
  const latestEval = record.evaluations[0];
  const recommendations: RecommendationView[] = record.recommendations
    .filter((r) => r.recommendation.doc === latestEval)
    .map((r) => {
      const providedBy = r.providedBy ? { kind: r.providedBy.kind, text: r.providedBy.text, source: src(r.providedBy.ref) } : null;
      // Without an IEP (or a 504 plan) there is nothing to check against: never "not in the IEP".
      const status = providedBy ? "provided" : current ? "missing" : "no-iep";
      return { text: r.recommendation.item.text, source: src(r.recommendation.ref), status, providedBy };
    });
  if (latestEval && current) {
    // The current IEP's services (or goals) page: where the recommendation would be provided.
    const iepPage = record.services.find((l) => l.current)?.current?.ref ?? record.goals.links.find((l) => l.current)?.current?.ref;
    for (const r of recommendations.filter((x) => x.status === "missing")) {
      flags.push({
        kind: "recommendation-missing",
        subject: r.text,
        message: `The evaluation recommends “${r.text}”: not in the current IEP.`,
        sources: [r.source, ...(iepPage ? [src(iepPage)] : [])],
      });
    }
  }
  if (latestEval && recommendations.length === 0) missing.push(`No recommendations found in ${latestEval.label}.`);

  // ---------- deadlines ----------
  const deadlines: Deadline[] = [];
  for (const d of record.deadlines) {
    const source = src(d.located.ref);
    if (d.kind === "progress-reports") {
      const every = reportInterval(d.value);
      const iep = d.located.doc;
      const reports = record.progressReports.filter((r) => r.attachesTo === iep.documentId && r.date);
      const anchor = reports[0]?.date ?? iep.date;
      let date: string | null = null;
      let note: string | null = null;
      if (every && anchor && asDay(anchor)) {
        date = addDays(asDay(anchor)!, every);
        if (date < record.today) {
          note = reports[0] ? `No progress report uploaded since ${longDate(reports[0].date!)}.` : "No progress report uploaded for this IEP yet.";
          while (date < record.today) date = addDays(date, every);
        }
      }
      deadlines.push({
        kind: "progress-report",
        title: "Next progress report expected",
        date,
        stated: d.value,
        pastDue: false,
        daysUntil: date ? daysBetween(record.today, date) : null,
        estimated: true,
        note: note ?? `Reports are due ${d.value}; the date is an estimate from ${anchor ? longDate(anchor) : "the IEP"}.`,
        source,
      });
      continue;
    }
    const date = asDay(d.value);
    const title = d.kind === "annual-review" ? "Annual review" : d.kind === "reevaluation" ? "Reevaluation" : "504 plan review";
    deadlines.push({
      kind: d.kind,
      title,
      date,
      stated: d.value,
      pastDue: d.pastDue,
      daysUntil: date ? daysBetween(record.today, date) : null,
      estimated: false,
      note: /^\d{4}-\d{2}$/.test(d.value) ? `The document gives the month only (${longDate(d.value)}).` : null,
      source,
    });
  }
  if (current && !deadlines.some((d) => d.kind === "annual-review")) missing.push("No annual review date found in the current IEP.");

  return {
    childId: child.id,
    childName: child.name,
    today: record.today,
    hasIep: Boolean(current),
    missing,
    pending,
    timeline,
    comparison: { current: current ? docView(current, record) : null, previous: previous ? docView(previous, record) : null, comparable },
    goals: goalsShown,
    ledger: {
      ieps,
      rows: [...rows.values()],
      totals: plans.map((p) => p.total ?? null),
      how: "Minutes outside general education: the sum of the IEP's services' minutes per week, leaving out consultation, services given in general education and services without minutes.",
    },
    accommodations,
    evaluation: { document: latestEval ? docView(latestEval, record) : null, recommendations },
    deadlines,
    flags,
    changes,
  };
}

function similar(a: string, b: string): boolean {
  const x = a.toLowerCase().replace(/[^a-z0-9%]+/g, " ").trim();
  const y = b.toLowerCase().replace(/[^a-z0-9%]+/g, " ").trim();
  return x === y || goalWords(x, y) >= 0.5;
}

function goalWords(a: string, b: string): number {
  const x = new Set(a.split(" "));
  const y = new Set(b.split(" "));
  let both = 0;
  for (const w of x) if (y.has(w)) both++;
  return both / (x.size + y.size - both || 1);
}

function serviceKeyOf(record: ChildRecord, s: Located<Service>): string {
  return record.services.find((l) => l.current === s || l.previous === s)?.key ?? serviceKey(s.item.name);
}

/** The next deadline to show on the dashboard card, with the words it is shown in. */
export function nextDeadline(view: Pick<ProgressView, "deadlines">): { text: string; pastDue: boolean; date: string } | null {
  const dated = view.deadlines.filter((d): d is Deadline & { date: string; daysUntil: number } => d.date !== null && d.daysUntil !== null);
  // A past-due review or reevaluation comes first: it is what the parent must act on.
  const overdue = dated.filter((d) => d.pastDue).sort((a, b) => a.daysUntil - b.daysUntil)[0];
  const next = overdue ?? dated.filter((d) => !d.pastDue && d.daysUntil >= 0).sort((a, b) => a.daysUntil - b.daysUntil)[0];
  if (!next) return null;
  const name = next.kind === "progress-report" ? "Next progress report" : next.title;
  // A month-only date is not counted in days from the month's first day: that would overstate it.
  if (/^\d{4}-\d{2}$/.test(next.stated)) {
    return { text: `${name} ${next.pastDue ? "was due in" : "due in"} ${longDate(next.stated)}`, pastDue: next.pastDue, date: next.date };
  }
  const n = Math.abs(next.daysUntil);
  const days = `${n} day${n === 1 ? "" : "s"}`;
  const text = next.pastDue ? `${name} was due ${days} ago` : next.daysUntil === 0 ? `${name} due today` : `${name} ${next.estimated ? "expected" : "due"} in ${days}`;
  return { text, pastDue: next.pastDue, date: next.date };
}

// The view of a loaded child, kept as long as the record memo keeps that child (worker/record/load.ts): a
// new document, a changed or re-analysed one, a deletion, a renamed child or a new day gives a new
// LoadedChild, so a view can never outlive what it was built from, and there is one cache, not two
// (ADR 0046). The views are shared between requests: callers read them and never change them.
const views = new WeakMap<LoadedChild, ProgressView>();
const viewJson = new WeakMap<ProgressView, string>();

/** The child's progress, or null when the child is not the family's (404). */
export async function loadProgress(db: Db, env: AiEnv, familyId: string, childId: string): Promise<ProgressView | null> {
  const loaded = await loadChild(db, env, createBuiltinEngine(), familyId, childId);
  if (!loaded) return null;
  let view = views.get(loaded);
  if (!view) {
    view = buildProgress(loaded.record, loaded.child, loaded.pending);
    views.set(loaded, view);
  }
  return view;
}

/** The view as JSON, serialised once per view (the API answers an unchanged child with the same text). */
export function progressJson(view: ProgressView): string {
  let json = viewJson.get(view);
  if (json === undefined) {
    json = JSON.stringify(view);
    viewJson.set(view, json);
  }
  return json;
}

/** The child (with its documents) and its progress, or null when the child is not the family's (404). */
export async function loadChildProgress(db: Db, env: AiEnv, familyId: string, childId: string) {
  const [child, progress] = await Promise.all([getChild(db, familyId, childId), loadProgress(db, env, familyId, childId)]);
  return child && progress ? { child, progress } : null;
}

/** The next deadline of each of the family's children that has documents (the dashboard's cards). */
export async function nextDeadlines(db: Db, env: AiEnv, familyId: string, children: { id: string; documentCount: number }[]) {
  const entries = await Promise.all(
    children
      .filter((c) => c.documentCount > 0)
      .map(async (c) => {
        const view = await loadProgress(db, env, familyId, c.id);
        return [c.id, view ? nextDeadline(view) : null] as const;
      }),
  );
  return Object.fromEntries(entries.filter(([, d]) => d !== null)) as Record<string, NonNullable<ReturnType<typeof nextDeadline>>>;
}

// The Progress tab's share of the child's progress view: exactly the fields the tab renders. The page's loader
// sends this instead of the whole view because loader data is written into the page's HTML for hydration, and
// the fields only the API, the brief and the calendar read (the comparison's documents, each total's services,
// report notes, the changes list) made the child profile's document cross one more network round trip
// before its first paint (ADR 0093). GET /api/children/:id/progress keeps the whole view.
import type { DocView, GoalView, ProgressView, Source } from "@worker/record/progress";

const goal = (g: GoalView | null) => g && { area: g.area, description: g.description, baseline: g.baseline, source: g.source };
const accommodation = (a: { text: string; source: Source }) => ({ text: a.text, source: a.source });
const ledgerDoc = (d: DocView) => ({ documentId: d.documentId, label: d.label });

export function progressTabView(view: ProgressView) {
  return {
    childId: view.childId,
    hasIep: view.hasIep,
    missing: view.missing,
    pending: view.pending,
    timeline: view.timeline.map((d) => ({ documentId: d.documentId, title: d.title, kind: d.kind, date: d.date, note: d.note })),
    comparison: { comparable: view.comparison.comparable },
    goals: view.goals.map((g) => ({
      status: g.status,
      matchedBy: g.matchedBy,
      flags: g.flags,
      current: goal(g.current),
      previous: goal(g.previous),
      progress: g.progress.map((p) => ({ status: p.status, date: p.date, source: p.source })),
    })),
    ledger: {
      ieps: view.ledger.ieps.map(ledgerDoc),
      rows: view.ledger.rows.map((r) => ({
        key: r.key,
        name: r.name,
        cells: r.cells.map((c) => c && { minutesPerWeek: c.minutesPerWeek, change: c.change, source: c.source, before: c.before }),
      })),
      totals: view.ledger.totals.map((t) => t && { minutes: t.minutes }),
      how: view.ledger.how,
    },
    accommodations: {
      added: view.accommodations.added.map(accommodation),
      removed: view.accommodations.removed.map(accommodation),
      kept: view.accommodations.kept.map(accommodation),
    },
    evaluation: {
      document: view.evaluation.document && { label: view.evaluation.document.label },
      recommendations: view.evaluation.recommendations,
    },
    deadlines: view.deadlines.map((d) => ({
      kind: d.kind,
      title: d.title,
      date: d.date,
      stated: d.stated,
      pastDue: d.pastDue,
      estimated: d.estimated,
      note: d.note,
      source: d.source,
    })),
    flags: view.flags,
  };
}

export type ProgressTabView = ReturnType<typeof progressTabView>;

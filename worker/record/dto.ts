// The child's record as /api sends it (GET /api/ai/record/:childId): plain JSON, each fact with its
// id, document and page, so a page or a client reads the same relations the chat answers from.
import type { ChildRecord, FactRef, Located, RecordDocument } from "./record.ts";

type Source = { id: string; documentId: string; page: number };

const src = (ref: FactRef): Source => ({ id: ref.id, documentId: ref.documentId, page: ref.page });
const docRef = (d: RecordDocument | undefined) => (d ? { documentId: d.documentId, title: d.title, label: d.label, role: d.role, date: d.date ?? null } : null);
const at = <T>(l: Located<T> | undefined, pick: (item: T) => unknown) => (l ? { value: pick(l.item), source: src(l.ref) } : null);

export function toRecordDto(record: ChildRecord) {
  return {
    today: record.today,
    documents: record.documents.map((d) => ({ ...docRef(d), attachesTo: d.attachesTo ?? null })),
    current: docRef(record.current),
    previous: docRef(record.previous),
    plan504: docRef(record.plan504),
    services: record.services.map((l) => ({
      key: l.key,
      name: l.name,
      current: at(l.current, (s) => ({ name: s.name, minutesPerWeek: s.minutesPerWeek ?? null, frequency: s.frequency ?? null })),
      previous: at(l.previous, (s) => ({ name: s.name, minutesPerWeek: s.minutesPerWeek ?? null, frequency: s.frequency ?? null })),
      change: l.change ?? null,
    })),
    minutesOutsideGeneralEducation: {
      current: record.totalOutsideGenEd.current ?? null,
      previous: record.totalOutsideGenEd.previous ?? null,
      how: "the sum of the IEP's services' minutes per week, leaving out consultation, services given in general education and services without minutes",
    },
    accommodations: {
      current: record.accommodations.current.map((a) => at(a, (x) => ({ text: x.text, kind: x.kind }))),
      added: record.accommodations.added.map((a) => at(a, (x) => ({ text: x.text, kind: x.kind }))),
      removed: record.accommodations.removed.map((a) => at(a, (x) => ({ text: x.text, kind: x.kind }))),
      plan504: record.accommodations.plan504.map((a) => at(a, (x) => ({ text: x.text, kind: x.kind }))),
    },
    goals: record.goals.links.map((l) => ({
      status: l.status,
      baselineUnchanged: l.baselineUnchanged ?? null,
      current: at(l.current, (g) => ({ area: g.area ?? null, description: g.description, baseline: g.baseline ?? null, criterion: g.criterion ?? null })),
      previous: at(l.previous, (g) => ({ area: g.area ?? null, description: g.description, baseline: g.baseline ?? null })),
    })),
    progress: record.goals.progress.map((p) => ({ area: p.goal.item.area ?? null, status: p.status, note: p.note ?? null, date: p.date ?? null, source: src(p.goal.ref) })),
    deadlines: record.deadlines.map((d) => ({ kind: d.kind, value: d.value, label: d.label, pastDue: d.pastDue, source: src(d.located.ref) })),
    recommendations: record.recommendations.map((r) => ({
      text: r.recommendation.item.text,
      source: src(r.recommendation.ref),
      providedBy: r.providedBy ? { kind: r.providedBy.kind, text: r.providedBy.text, source: src(r.providedBy.ref) } : null,
    })),
    eligibility: record.eligibility.current.map((e) => at(e, (x) => x.category)),
    generalEducationPercent: at(record.lre.current, (x) => x.value),
    extendedSchoolYear: at(record.esy.current, (x) => x.value),
    scores: record.scores.map((s) => at(s, (x) => ({ test: x.test, score: x.score }))),
  };
}

export type RecordDto = ReturnType<typeof toRecordDto>;

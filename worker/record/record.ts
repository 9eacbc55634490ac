// The child's record (requirements §14.3, docs/decisions/0041-child-record.md): everything the analyzer found in
// all of a child's ready documents, as typed facts that each keep their document, page and quote, plus
// the relations between documents a parent asks about (current vs previous IEP, what changed, what is
// due). It is a pure function of the stored per-document facts: no text is read again, so the loaders,
// /api and every chat engine see the same record, and it is cheap enough to build on each request.
import type {
  Accommodation,
  Cited,
  DocumentFacts,
  DocumentType,
  EligibilityCategory,
  EvaluationScore,
  Goal,
  KeyDate,
  Recommendation,
  Service,
} from "../ai/analyzer/index.ts";

/** One document as the record reads it: its stored facts and what the parent filed it as. */
export interface RecordSource {
  documentId: string;
  title: string;
  /** The type the parent filed it under. */
  documentType: string;
  schoolYear?: string | null;
  /** Milliseconds since the epoch. */
  uploadedAt?: number;
  facts: DocumentFacts;
}

/** A citable fact: what the answer's citation shows. Ids ("F1", "F2", …) are local to one record. */
export interface FactRef {
  id: string;
  documentId: string;
  documentTitle: string;
  page: number;
  quote: string;
}

export type DocRole = "iep" | "amendment" | "progress-report" | "evaluation" | "504" | "other";

export interface RecordDocument {
  documentId: string;
  title: string;
  role: DocRole;
  /** What the parent filed it as. */
  filedType: string;
  analyzerType: DocumentType;
  schoolYear: string | null;
  uploadedAt: number;
  /** The meeting or effective date (ISO) when the document states one. */
  date?: string;
  /** How a parent would name it: "the IEP of May 2, 2026". */
  label: string;
  /** Amendments and progress reports: the IEP they belong to. */
  attachesTo?: string;
  facts: DocumentFacts;
}

export interface Located<T> {
  item: T;
  doc: RecordDocument;
  ref: FactRef;
}

export interface ServiceLine {
  key: string;
  name: string;
  current?: Located<Service>;
  previous?: Located<Service>;
  /** current − previous minutes per week, when both are known. */
  change?: number;
  /**
   * The current IEP's amendment's row for the service, when one changes it. An amendment that changes only how
   * or when it is given (the same minutes a week) leaves the IEP's row as `current`; one that changes the amount
   * is `current` as well (ADR 0092).
   */
  amended?: Located<Service>;
}

export interface MinutesTotal {
  minutes: number;
  /** Services counted, by name. */
  counted: string[];
  /** Services left out and why ("in general education", "consultation", "no minutes stated"). */
  excluded: { name: string; why: string }[];
}

export interface GoalLink {
  current?: Located<Goal>;
  previous?: Located<Goal>;
  status: "added" | "dropped" | "carried";
  /** Carried over: how the two goals were matched (the same stated area, or shared wording). */
  matchedBy?: "area" | "wording";
  /** Carried over with the same baseline as before. */
  baselineUnchanged?: boolean;
  /** Carried over with the same goal text, ignoring dates and years. */
  wordForWord?: boolean;
  /** Carried over with a lower measurable target (a percentage or an "N of M" share) than before. */
  targetLowered?: { from: string; to: string };
  /** Dropped: the last progress reported on it under the previous IEP, and whether that was mastery. */
  lastProgress?: GoalProgress;
  mastered?: boolean;
}

/** One IEP's services (its amendments applied) and its minutes outside general education. */
export interface PlanServices {
  doc: RecordDocument;
  services: Located<Service>[];
  total?: MinutesTotal;
}

export interface GoalProgress {
  goal: Located<Goal>;
  status: string;
  note?: string;
  /** The report's date when it states one. */
  date?: string;
  /** The IEP the report belongs to. */
  iepId?: string;
}

export interface Deadline {
  kind: "annual-review" | "reevaluation" | "progress-reports" | "plan-review";
  value: string;
  label: string;
  located: Located<KeyDate>;
  pastDue: boolean;
}

export interface RecommendationCheck {
  recommendation: Located<Recommendation>;
  /** What in the current IEP (or 504 plan) provides it, or undefined when nothing does. */
  providedBy?: { kind: "service" | "goal" | "accommodation"; text: string; ref: FactRef };
}

export interface ChildRecord {
  /** Every document, the plan documents ordered newest first. */
  documents: RecordDocument[];
  ieps: RecordDocument[];
  current?: RecordDocument;
  previous?: RecordDocument;
  plan504?: RecordDocument;
  evaluations: RecordDocument[];
  progressReports: RecordDocument[];
  services: ServiceLine[];
  /** Every IEP's services, oldest first (the ledger across the years). */
  plans: PlanServices[];
  totalOutsideGenEd: { current?: MinutesTotal; previous?: MinutesTotal };
  accommodations: {
    current: Located<Accommodation>[];
    previous: Located<Accommodation>[];
    added: Located<Accommodation>[];
    removed: Located<Accommodation>[];
    plan504: Located<Accommodation>[];
  };
  goals: { links: GoalLink[]; progress: GoalProgress[] };
  deadlines: Deadline[];
  recommendations: RecommendationCheck[];
  eligibility: { current: Located<EligibilityCategory>[]; previous: Located<EligibilityCategory>[] };
  lre: { current?: Located<Cited & { value: number }>; previous?: Located<Cited & { value: number }> };
  esy: { current?: Located<Cited & { value: "yes" | "no" | "undecided" }>; previous?: Located<Cited & { value: "yes" | "no" | "undecided" }> };
  scores: Located<EvaluationScore>[];
  /** Every fact the record cites, by id. */
  facts: Map<string, FactRef>;
  /** The date "today" the record was built for (past-due marks). */
  today: string;
}

// ---------- small helpers ----------

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "2026-05-02" → "May 2, 2026"; "2026-05" → "May 2026"; anything else as is. */
export function longDate(value: string): string {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value);
  if (!m) return value;
  const month = MONTHS[Number(m[2]) - 1] ?? m[2];
  return m[3] ? `${month} ${Number(m[3])}, ${m[1]}` : `${month} ${m[1]}`;
}

const STOP = new Set(
  "a an and are as at be by for from in into is it of on or the to with will his her their he she they per each during all any".split(" "),
);

export function words(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9%]+/g) ?? []).filter((w) => !STOP.has(w));
}

/**
 * What a recommendation asks for, without the prose around it: "Finally, …; we recommend a speech-language
 * screening" → "a speech-language screening"; "…, so an occupational therapy consultation is recommended" →
 * "an occupational therapy consultation"; "she would also benefit from extended time on tests" → "extended
 * time on tests". A listed recommendation usually is its own gist.
 */
export function recommendationGist(text: string): string {
  const one = text.replace(/\s+/g, " ").trim();
  const after = /\b(?:recommend(?:s|ed)?|suggest(?:s|ed)?|advise[sd]?)(?: that)?\s+(?!that\b)(.{4,})$/i.exec(one) ?? /\bwould (?:also )?benefit from\s+(.{4,})$/i.exec(one);
  if (after?.[1] && !/^(?:for|to|by|in)\b/i.test(after[1])) return after[1].replace(/[.;]\s*$/, "");
  const before = /^(.*?)\s+(?:is|are) (?:strongly |also )?(?:recommended|suggested|advised)\b/i.exec(one);
  if (before?.[1]) return (before[1].split(/,\s*(?:so|and|but)\s+|;\s*/).at(-1) ?? before[1]).trim();
  return one;
}

/** Shared words over the smaller set's size: a short plan item inside a long recommendation still matches. */
function overlap(a: string, b: string): { share: number; both: number } {
  const x = new Set(words(a));
  const y = new Set(words(b));
  if (x.size === 0 || y.size === 0) return { share: 0, both: 0 };
  let both = 0;
  for (const w of x) if (y.has(w)) both++;
  return { share: both / Math.min(x.size, y.size), both };
}

export function jaccard(a: string, b: string): number {
  const x = new Set(words(a));
  const y = new Set(words(b));
  if (x.size === 0 || y.size === 0) return 0;
  let both = 0;
  for (const w of x) if (y.has(w)) both++;
  return both / (x.size + y.size - both);
}

function flat(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9%]+/g, " ").trim();
}

// ---------- services ----------

const SERVICE_KINDS: { key: string; re: RegExp }[] = [
  { key: "speech", re: /speech|language therap|\bslp\b|articulation/i },
  { key: "occupational therapy", re: /occupational|\bo\.?t\.?\b/i },
  { key: "physical therapy", re: /physical therap|\bp\.?t\.?\b/i },
  { key: "counseling", re: /counsel|social work|psycholog|social[- ]emotional/i },
  { key: "behavior", re: /behavio/i },
  { key: "vision", re: /vision|orientation and mobility/i },
  { key: "hearing", re: /hearing|deaf|audiolog/i },
  { key: "transportation", re: /transport|\bbus\b/i },
  { key: "assistive technology", re: /assistive tech/i },
  { key: "aide", re: /\baide\b|paraprofessional|para-?educator/i },
];

const SUBJECTS: { key: string; re: RegExp }[] = [
  { key: "reading", re: /reading|literacy|ela\b|english/i },
  { key: "writing", re: /writ/i },
  { key: "math", re: /math/i },
];

/** A key that stays the same for one service across IEPs whatever each form calls it. */
export function serviceKey(name: string): string {
  const kind = SERVICE_KINDS.find((k) => k.re.test(name));
  if (kind) return kind.key;
  const subjects = SUBJECTS.filter((s) => s.re.test(name)).map((s) => s.key);
  // "Consultation – special education teacher" is a consultation about the child, not instruction (ADR 0092).
  if (/consult/i.test(name) && subjects.length === 0) return "consultation";
  if (/specialized|special education|academic|resource|instruction|intervention|\bsai\b/i.test(name) || subjects.length > 0) {
    return `instruction${subjects.length > 0 ? ` (${subjects.join("/")})` : ""}`;
  }
  return flat(name);
}

/** Why a service is not time outside general education, or null when it is. */
function notOutside(s: Service): string | null {
  if (/consult/i.test(s.name)) return "consultation between staff";
  const where = `${s.location ?? ""} ${s.setting ?? ""}`;
  if (/general education|gen\.? ed|regular class|push-?in|inclusion|co-?taught/i.test(where) && !/pull-?out|resource|separate|therapy room|special education (?:class|room)/i.test(where)) {
    return "given in general education";
  }
  if (s.minutesPerWeek === undefined) return "no minutes stated";
  return null;
}

// ---------- the build ----------

function same(a: Accommodation, b: Accommodation): boolean {
  return flat(a.text) === flat(b.text) || jaccard(a.text, b.text) >= 0.5 || (a.kind === b.kind && headOf(a.text) !== undefined && headOf(a.text) === headOf(b.text));
}

/**
 * An accommodation's name, its first two words that say what it is ("Extended time (150%)" and "Extended time:
 * 1.5x the standard administration time"; "Small group administration" and "Small group setting"): the same
 * support reworded in the next IEP is kept, not taken away and added (ADR 0085).
 */
function headOf(text: string): string | undefined {
  const name = text.toLowerCase().split(/[:(;,–—]/)[0] ?? "";
  const named = name.match(/[a-z][a-z-]*/g)?.filter((w) => !/^(?:a|an|the|of|for|on|in|to|with|and|or|all|her|his|their)$/.test(w)) ?? [];
  return named.length >= 2 ? `${named[0]} ${named[1]}` : undefined;
}

/**
 * Two stated areas name one area when one's words are all the other's, at least two of them: a form that
 * renames "Reading - Fluency/Decoding" to "Reading Fluency" keeps the goal (ADR 0086); "Reading" alone is
 * too broad to pair "Reading Comprehension" with "Reading Fluency".
 */
function sameArea(a: string, b: string): boolean {
  if (flat(a) === flat(b)) return true;
  const [x, y] = [flat(a).split(" "), flat(b).split(" ")].sort((m, n) => m.length - n.length) as [string[], string[]];
  return x.length >= 2 && x.every((w) => y.includes(w));
}

/** How two goals are the same goal across IEPs: the same stated area, else shared wording; null when not. */
export function goalMatch(a: Goal, b: Goal): "area" | "wording" | null {
  if (a.area && b.area && !a.areaInferred && !b.areaInferred && sameArea(a.area, b.area)) return "area";
  return jaccard(a.description, b.description) >= 0.5 ? "wording" : null;
}

const MONTH_WORDS = /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/g;

/** A goal's text without its dates, so "By April 2026, …" and "By April 2027, …" read as the same words. */
function undated(text: string): string {
  return flat(text.replace(/\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/g, " ").replace(/\b(?:19|20)\d{2}\b/g, " ").toLowerCase().replace(MONTH_WORDS, " "));
}

/**
 * The measurable level of a goal as a comparable share: the highest percentage, else an "N of M"
 * ratio. Other numbers (words per minute on a different grade level, counts) are not comparable
 * across years, so they are never read as a lower target.
 */
function targetShare(g: Goal): { value: number; text: string } | null {
  const text = `${g.criterion ?? ""} ${g.criterion ? "" : g.description}`;
  const pcts = [...text.matchAll(/(\d{1,3}(?:\.\d+)?)\s?%/g)].map((m) => ({ value: Number(m[1]) / 100, text: m[0] }));
  if (pcts.length > 0) return pcts.reduce((a, b) => (b.value > a.value ? b : a));
  const ratio = /\b(\d{1,2}) (?:out )?of (\d{1,2})\b/.exec(text);
  if (ratio && Number(ratio[2]) > 0 && Number(ratio[1]) <= Number(ratio[2])) return { value: Number(ratio[1]) / Number(ratio[2]), text: ratio[0] };
  return null;
}

/** A progress status that reports the goal met ("Mastered", "M", "Goal met"), not "not yet met". */
export function isMastery(status: string): boolean {
  if (/\bnot\b|\bin ?sufficient\b|\bpartial/i.test(status)) return false;
  return /master|\bgoal met\b|\bmet\b|achieved|^\s*M\s*$/i.test(status);
}

/** How many kinds of plan content a document has (services, goals, accommodations): a plan has at least two. */
function planKinds(f: DocumentFacts): number {
  return [f.services.length, f.goals.length, f.accommodations.length].filter((n) => n > 0).length;
}

/**
 * What a document is, from its content first and from how the parent filed it second (ADR 0080): the upload
 * form offers only IEP, Evaluation, Progress Report and Other, so a 504 plan, an amendment or a notice is
 * often filed as an IEP, and an IEP now and then as something else.
 */
export function roleOf(src: RecordSource): DocRole {
  const f = src.facts;
  const filed = `${src.documentType} ${src.title}`;
  // An amendment is known by its content (the analyzer's title reading) as well as by how it was filed (ADR 0079).
  if (/amend/i.test(filed) || f.amendment) return "amendment";
  const t = f.documentType.value;
  // A notice (prior written notice, meeting notice, consent) names itself in its title: never a plan,
  // whatever it was filed as.
  if (t === "Other" && f.documentType.confidence >= 0.7) return "other";
  if (t === "504 Plan" || /\b504\b/.test(src.documentType)) return "504";
  // Read as a report but filed as an IEP, with services and goals that carry no progress mark: an IEP whose
  // header names its progress-report schedule, not a report.
  if (t === "Progress Report" && /\biep\b/i.test(src.documentType) && f.services.length > 0 && f.goals.length > 0 && !f.goals.some((g) => g.progress)) return "iep";
  if (t === "Progress Report" || /progress/i.test(src.documentType)) return "progress-report";
  if (t === "Evaluation" || t === "Assessment" || /evaluat|assessment/i.test(src.documentType)) return "evaluation";
  if (t === "IEP") return "iep";
  // Filed as an IEP but not read as one: only a plan that has a plan's content counts as one, so a
  // note filed under "IEP" never becomes the current IEP.
  if (/\biep\b/i.test(src.documentType) && planKinds(f) > 0) return "iep";
  return "other";
}

/**
 * A document read as an IEP that has less than a plan's content (one kind of content, or none) while another
 * IEP has a plan's: a one-page notice, a letter or a goal report, never the current IEP (ADR 0080). Goals
 * with progress marks make it a progress report; anything else is kept as "other" (quoted, not a plan).
 */
function thinPlanRole(doc: RecordDocument, ieps: RecordDocument[]): DocRole | null {
  if (planKinds(doc.facts) >= 2 || !ieps.some((o) => o !== doc && planKinds(o.facts) >= 2)) return null;
  return doc.facts.goals.some((g) => g.progress) ? "progress-report" : "other";
}

function docDate(f: DocumentFacts, role: DocRole): string | undefined {
  // A progress report is dated by its reporting period, not by the IEP date it restates.
  if (role === "progress-report") {
    // "Report Date: June 5, 2026" beside "Reporting Period: Trimester 3 (03/09/2026 – …)": the report's own
    // date, not the period's first day (ADR 0082).
    const own = f.dates.find((x) => /^\d{4}-\d{2}/.test(x.value) && /\breport(?:ing)? date\b|\bdate of (?:the )?report\b|\bdate (?:issued|sent)\b/i.test(x.label));
    if (own) return own.value;
    const period = f.dates.find((x) => /^\d{4}-\d{2}/.test(x.value) && /report|period|ending/i.test(`${x.label} ${x.quote}`) && x.kind !== "meeting");
    if (period) return period.value;
  }
  // An amendment is dated by its own date ("Date of amendment"), not by a change's start date.
  if (role === "amendment") {
    const own = f.dates.find((x) => /^\d{4}-\d{2}/.test(x.value) && /\b(?:date of (?:the )?(?:amendment|agreement|change|notice)|amendment date|amended on|date amended)\b/i.test(`${x.label} ${x.quote}`));
    if (own) return own.value;
  }
  // A field that names the plan's own date ("Plan Date:", "Date of Plan:") dates it before a date a sentence
  // of the plan mentions ("… a letter from the pediatrician dated September 26, 2022"; ADR 0086).
  if (role === "504" || role === "iep") {
    const own = f.dates.find((x) => /^\d{4}-\d{2}-\d{2}/.test(x.value) && /^(?:(?:504|iep|section 504) )?plan date$|^date of (?:the )?(?:504 |iep )?plan$/i.test(x.label.trim()));
    if (own) return own.value;
  }
  // "Previous IEP date: 10/08/2025" in a new IEP's header dates the IEP before it, not this one (ADR 0080).
  const earlier = /\b(?:previous|prior|last|old|original|former|most recent)\b/i;
  for (const kind of ["meeting", "start", "evaluation", "eligibility", "signature"] as const) {
    const d = f.dates.find((x) => x.kind === kind && /^\d{4}-\d{2}/.test(x.value) && !(kind !== "evaluation" && earlier.test(x.label)));
    if (d) return d.value;
  }
  // A progress report is often dated only by its reporting period.
  const other = f.dates.find((x) => x.kind === "other" && /^\d{4}-\d{2}/.test(x.value) && /report|period|date/i.test(x.label));
  return other?.value;
}

/** Newest first: meeting/effective date, then school year, then upload time. */
function newerFirst(a: RecordDocument, b: RecordDocument): number {
  if (a.date && b.date && a.date !== b.date) return a.date < b.date ? 1 : -1;
  const ya = a.schoolYear ?? (a.date ? schoolYearOf(a.date) : null);
  const yb = b.schoolYear ?? (b.date ? schoolYearOf(b.date) : null);
  if (ya && yb && ya !== yb) return ya < yb ? 1 : -1;
  return b.uploadedAt - a.uploadedAt;
}

function schoolYearOf(iso: string): string {
  const y = Number(iso.slice(0, 4));
  const m = Number(iso.slice(5, 7));
  return m >= 7 ? `${y}-${y + 1}` : `${y - 1}-${y}`;
}

const ROLE_NAMES: Record<DocRole, string> = {
  iep: "IEP",
  amendment: "IEP amendment",
  "progress-report": "progress report",
  evaluation: "evaluation",
  "504": "504 plan",
  other: "document",
};

function labelOf(role: DocRole, date: string | undefined, title: string): string {
  if (role === "other") return `“${title}”`;
  return date ? `the ${ROLE_NAMES[role]} of ${longDate(date)}` : `the ${ROLE_NAMES[role]} “${title}”`;
}

const isNote = (s: Service) => /^(?:services? )?(?:notes?|comments?|remarks?)$/i.test(s.name.trim());
/** "Occupational therapy: discontinued (see Prior Written Notice)": a service the plan says it ends. */
const isEnded = (s: Service) => s.minutesPerWeek === undefined && /^\W*(?:discontinued|ended|stopped|none|not (?:provided|needed|required))\b/i.test(s.quote.slice(s.quote.indexOf(s.name) + s.name.length));
/** "Speech-language pathologist: Ms. Lenora Quist": who gives a service, not one. */
const isPerson = (s: Service) => s.minutesPerWeek === undefined && /(?:pathologist|therapist|teacher|manager|coordinator|psychologist|counsel(?:l)?or|specialist|provider)$/i.test(s.name.trim());

/** A report's note without its first sentence when that sentence only restates an IEP goal. */
function withoutRestatedGoal(note: string, goalTexts: string[]): string {
  const [first = "", ...rest] = note.split(/(?<=\.)\s+/);
  const said = first.replace(/\.$/, "").toLowerCase();
  if (rest.length > 0 && said.split(" ").length >= 5 && goalTexts.some((t) => t.includes(said))) return rest.join(" ");
  // The goal's words run straight into the comment with no period between ("/r/ in all word positions with 90%
  // accuracy in conversation Marisol produced /r/ correctly in 92% …"): the longest opening run of five words or
  // more that a goal states is the goal said again, when a sentence or a figure starts after it (ADR 0092).
  const tokens = note.split(" ");
  for (let k = tokens.length - 3; k >= 5; k--) {
    const head = tokens.slice(0, k).join(" ").toLowerCase();
    if (/^[A-Z0-9]/.test(tokens[k] ?? "") && goalTexts.some((t) => t.includes(head))) return tokens.slice(k).join(" ");
  }
  return note;
}

/**
 * A document's facts as the record relates them: a row the analyzer read both as a service and as one of the
 * same document's accommodations (an aids table printed under the services heading), with no minutes of its
 * own, is the accommodation; a line labelled as notes on the services ("Service notes: OT is on Thursdays …
 * reduced from 60 minutes …") is a note, a service the plan says is discontinued has ended, and a provider's
 * line ("Speech-language pathologist: Ms. …") names a person: none is a service (ADR 0086).
 */
function relatedFacts(f: DocumentFacts): DocumentFacts {
  const isAccommodation = (s: Service) => s.minutesPerWeek === undefined && f.accommodations.some((a) => flat(a.text).startsWith(flat(s.name)));
  const services = f.services.filter((s) => !isNote(s) && !isAccommodation(s) && !isEnded(s) && !isPerson(s));
  return services.length === f.services.length ? f : { ...f, services };
}

export function buildRecord(sources: RecordSource[], today: string = new Date().toISOString().slice(0, 10)): ChildRecord {
  const facts = new Map<string, FactRef>();
  const refFor = (doc: RecordDocument, cited: { page: number; quote: string }): FactRef => {
    for (const f of facts.values()) if (f.documentId === doc.documentId && f.page === cited.page && f.quote === cited.quote) return f;
    const ref: FactRef = { id: `F${facts.size + 1}`, documentId: doc.documentId, documentTitle: doc.title, page: cited.page, quote: cited.quote };
    facts.set(ref.id, ref);
    return ref;
  };
  const at = <T extends { page: number; quote: string }>(doc: RecordDocument, item: T): Located<T> => ({ item, doc, ref: refFor(doc, item) });

  const documents: RecordDocument[] = sources.map((src) => {
    const role = roleOf(src);
    const date = docDate(src.facts, role);
    return {
      documentId: src.documentId,
      title: src.title,
      role,
      filedType: src.documentType,
      analyzerType: src.facts.documentType.value,
      schoolYear: src.schoolYear ?? null,
      uploadedAt: src.uploadedAt ?? 0,
      date,
      label: labelOf(role, date, src.title),
      facts: relatedFacts(src.facts),
    };
  });
  const read = documents.filter((o) => o.role === "iep");
  for (const d of read) {
    const role = thinPlanRole(d, read);
    if (!role) continue;
    d.role = role;
    d.date = docDate(d.facts, role);
    d.label = labelOf(role, d.date, d.title);
  }
  documents.sort(newerFirst);
  const ieps = documents.filter((d) => d.role === "iep");
  const current = ieps[0];
  const previous = ieps[1];
  // Two IEPs with the same date would both be "the IEP of May 2"; the title tells them apart.
  for (const d of ieps) if (ieps.some((o) => o !== d && o.label === d.label)) d.label = `the IEP “${d.title}”`;
  const plan504 = documents.find((d) => d.role === "504");
  const evaluations = documents.filter((d) => d.role === "evaluation");
  const progressReports = documents.filter((d) => d.role === "progress-report");

  // Amendments and progress reports belong to the newest IEP dated on or before them.
  for (const d of documents) {
    if (d.role !== "amendment" && d.role !== "progress-report") continue;
    // An amendment that names the IEP it changes ("IEP dated 12/16/2025") belongs to that one.
    const named = d.role === "amendment" ? ieps.find((i) => i.date && i.date === d.facts.amendment?.amends) : undefined;
    const owner = named ?? (d.date ? ieps.find((i) => !i.date || i.date <= d.date!) : current);
    if (owner) d.attachesTo = owner.documentId;
  }

  // Services: the current IEP's, with amendments to it applied (an amendment's service replaces the same one).
  // A change of how or when a service is given with its minutes unchanged keeps the IEP's row in force, so what
  // the plan says about the service (its reason, its comparison with last year) stays the IEP's; the amendment's
  // row is kept beside it for when the change starts (ADR 0092).
  const amendedRows = new Map<string, Located<Service>>();
  const servicesOf = (iep: RecordDocument | undefined, amended?: Map<string, Located<Service>>): Located<Service>[] => {
    if (!iep) return [];
    const own = iep.facts.services.map((s) => at(iep, s));
    for (const a of documents.filter((x) => x.role === "amendment" && x.attachesTo === iep.documentId)) {
      for (const s of a.facts.services) {
        const i = own.findIndex((o) => serviceKey(o.item.name) === serviceKey(s.name));
        amended?.set(serviceKey(s.name), at(a, s));
        if (i >= 0 && s.minutesPerWeek !== undefined && own[i]!.item.minutesPerWeek === s.minutesPerWeek && own[i]!.doc === iep) continue;
        if (i >= 0) own[i] = at(a, s);
        else own.push(at(a, s));
      }
    }
    return own;
  };
  const cur = servicesOf(current, amendedRows);
  const prev = servicesOf(previous);
  const lines = new Map<string, ServiceLine>();
  for (const s of cur) {
    const key = serviceKey(s.item.name);
    if (!lines.has(key)) lines.set(key, { key, name: s.item.name, current: s, amended: amendedRows.get(key) });
  }
  for (const s of prev) {
    const key = serviceKey(s.item.name);
    const line = lines.get(key);
    if (line && !line.previous) line.previous = s;
    else if (!line) lines.set(key, { key, name: s.item.name, previous: s });
  }
  for (const line of lines.values()) {
    const a = line.current?.item.minutesPerWeek;
    const b = line.previous?.item.minutesPerWeek;
    if (a !== undefined && b !== undefined) line.change = a - b;
  }
  const total = (list: Located<Service>[]): MinutesTotal | undefined => {
    if (list.length === 0) return undefined;
    const out: MinutesTotal = { minutes: 0, counted: [], excluded: [] };
    for (const s of list) {
      const why = notOutside(s.item);
      if (why) out.excluded.push({ name: s.item.name, why });
      else {
        out.minutes += s.item.minutesPerWeek ?? 0;
        out.counted.push(s.item.name);
      }
    }
    return out;
  };

  // Accommodations.
  // An IEP's accommodations are its own and those its amendments add (an amendment lists only its changes).
  const accOf = (doc: RecordDocument | undefined) =>
    doc
      ? [
          ...doc.facts.accommodations.map((a) => at(doc, a)),
          ...documents.filter((x) => x.role === "amendment" && x.attachesTo === doc.documentId).flatMap((x) => x.facts.accommodations.map((a) => at(x, a))),
        ]
      : [];
  const curAcc = accOf(current);
  const prevAcc = accOf(previous);
  const added = previous ? curAcc.filter((a) => !prevAcc.some((p) => same(a.item, p.item))) : [];
  const removed = previous ? prevAcc.filter((p) => !curAcc.some((a) => same(a.item, p.item))) : [];

  // Goals.
  const curGoals = current ? current.facts.goals.map((g) => at(current, g)) : [];
  const prevGoals = previous ? previous.facts.goals.map((g) => at(previous, g)) : [];
  const links: GoalLink[] = [];
  const usedPrev = new Set<Located<Goal>>();
  const progress: GoalProgress[] = [];
  for (const r of progressReports) {
    const goalTexts = documents.flatMap((d) => (d.role === "iep" || d.role === "amendment" ? d.facts.goals.map((x) => x.description.toLowerCase()) : []));
    for (const g of r.facts.goals) {
      if (!g.progress) continue;
      const gp: GoalProgress = { goal: at(r, g), status: g.progress };
      // A report that restates the goal before its comment ("read grade 5 passages at 120 wcpm …. 104 wcpm on the
      // October 14 probe."): the note is the comment, not the goal said again (ADR 0086).
      if (g.progressNote) gp.note = withoutRestatedGoal(g.progressNote, goalTexts);
      if (r.date) gp.date = r.date;
      if (r.attachesTo) gp.iepId = r.attachesTo;
      progress.push(gp);
    }
  }
  for (const g of curGoals) {
    // An area match first (the usual case), then shared wording, so two goals of one area pair up by words.
    const p = prevGoals.find((x) => !usedPrev.has(x) && goalMatch(g.item, x.item) === "area" && jaccard(g.item.description, x.item.description) >= 0.2)
      ?? prevGoals.find((x) => !usedPrev.has(x) && goalMatch(g.item, x.item) !== null);
    if (p) {
      usedPrev.add(p);
      const link: GoalLink = { current: g, previous: p, status: "carried", matchedBy: goalMatch(g.item, p.item) ?? "wording" };
      if (g.item.baseline && p.item.baseline) link.baselineUnchanged = flat(g.item.baseline) === flat(p.item.baseline);
      link.wordForWord = undated(g.item.description) === undated(p.item.description);
      const before = targetShare(p.item);
      const now = targetShare(g.item);
      if (before && now && now.value < before.value) link.targetLowered = { from: before.text, to: now.text };
      links.push(link);
    } else links.push({ current: g, status: previous ? "added" : "carried" });
  }
  if (previous) {
    for (const p of prevGoals) {
      if (usedPrev.has(p)) continue;
      const link: GoalLink = { previous: p, status: "dropped" };
      // The newest report on this goal under the previous IEP (reports are newest first).
      const last = progress.find((x) => x.iepId === previous.documentId && goalMatch(x.goal.item, p.item) !== null);
      if (last) link.lastProgress = last;
      link.mastered = last ? isMastery(last.status) : false;
      links.push(link);
    }
  }

  // Deadlines: from the current IEP, then the 504 plan and evaluations for what the IEP does not state.
  const deadlines: Deadline[] = [];
  const planDocs = [current, plan504, ...evaluations].filter((d): d is RecordDocument => Boolean(d));
  const kinds: [Deadline["kind"], (d: KeyDate, doc: RecordDocument) => boolean][] = [
    ["annual-review", (d, doc) => d.kind === "annual-review" && doc.role === "iep"],
    ["reevaluation", (d) => d.kind === "reevaluation"],
    ["progress-reports", (d, doc) => d.kind === "progress-reports" && doc.role === "iep"],
    ["plan-review", (d, doc) => doc.role === "504" && (d.kind === "annual-review" || (d.kind === "other" && /review/i.test(d.label)))],
  ];
  // A 504 plan replaced by a later IEP has no review to come.
  const plan504Active = plan504 && (!current || !current.date || !plan504.date || plan504.date > current.date);
  for (const [kind, test] of kinds) {
    if (kind === "plan-review" && !plan504Active) continue;
    for (const doc of planDocs) {
      const d = doc.facts.dates.find((x) => test(x, doc));
      if (!d) continue;
      const iso = /^\d{4}-\d{2}/.test(d.value);
      deadlines.push({ kind, value: d.value, label: d.label, located: at(doc, d), pastDue: iso && d.value.slice(0, d.value.length) < today.slice(0, d.value.length) });
      break;
    }
  }

  // Evaluation recommendations, each checked against the current IEP (and the 504 plan).
  const provides: { kind: "service" | "goal" | "accommodation"; text: string; ref: FactRef; key?: string }[] = [
    ...cur.map((s) => ({ kind: "service" as const, text: s.item.name, ref: s.ref, key: serviceKey(s.item.name) })),
    ...curGoals.map((g) => ({ kind: "goal" as const, text: `${g.item.area ?? ""} ${g.item.description}`, ref: g.ref })),
    ...[...curAcc, ...accOf(plan504)].map((a) => ({ kind: "accommodation" as const, text: a.item.text, ref: a.ref })),
  ];
  const recommendations: RecommendationCheck[] = [];
  for (const ev of evaluations) {
    for (const r of ev.facts.evaluation?.recommendations ?? []) {
      const rec = at(ev, r);
      // A recommended service is provided when the IEP has a service of the same kind ("speech",
      // "instruction (reading)"); otherwise the closest goal or accommodation by shared words.
      const key = serviceKey(r.text);
      let best: (typeof provides)[number] | undefined;
      // Only a recommendation that asks for a service ("therapy", "instruction", "group") is matched
      // as one: "a graphic organizer for writing tasks" is not writing instruction.
      const asksService = /therap|instruction|intervention|counsel|services?\b|\bgroup\b|sessions?|minutes/i.test(r.text);
      if (asksService && (SERVICE_KINDS.some((k) => k.key === key) || key.startsWith("instruction"))) {
        // A recommendation for instruction without a subject is served by any instruction only when it
        // asks for academic instruction: "social skills instruction" is not reading instruction.
        const generic = key === "instruction" && /specialized|special education|academic|resource/i.test(r.text);
        // "Instruction in keyboarding" names no subject: only academic instruction is served by any instruction.
        // Direct therapy is not provided by a consultation with the teacher (ADR 0079).
        const direct = /\bdirect\b/i.test(r.text) && !/\bconsult/i.test(r.text);
        best = provides.find(
          (p) =>
            p.kind === "service" &&
            !(direct && /\bconsult/i.test(p.text)) &&
            ((p.key === key && (key !== "instruction" || generic)) || (generic && p.key?.startsWith("instruction"))),
        );
        // Instruction in a subject the plan gives no service of its own (resource room teaches several):
        // provided by the plan's general instruction when the plan has a goal in that subject.
        const subjects = SUBJECTS.filter((x) => x.re.test(r.text));
        if (!best && subjects.length > 0 && curGoals.some((g) => subjects.some((x) => x.re.test(g.item.area ?? "")))) {
          best = provides.find((p) => p.kind === "service" && p.key === "instruction");
        }
      }
      if (!best) {
        // By shared words: the whole texts (Jaccard), or what the recommendation asks for inside a plan
        // item's words (a prose sentence around "extended time" does not hide the plan's "Extended time").
        const gist = recommendationGist(r.text);
        let score = 0;
        for (const p of provides) {
          const o = overlap(gist, p.text);
          const s = Math.max(jaccard(r.text, p.text), p.kind === "accommodation" && o.both >= 2 && o.share >= 0.6 ? o.share * 0.5 : 0);
          if (s > score && s >= 0.25) {
            score = s;
            best = p;
          }
        }
      }
      const check: RecommendationCheck = { recommendation: rec };
      if (best) check.providedBy = { kind: best.kind, text: best.text.trim(), ref: best.ref };
      recommendations.push(check);
    }
  }

  const esyAmendment = documents.find((x) => x.role === "amendment" && x.attachesTo === current?.documentId && x.facts.extendedSchoolYear);
  const located = <T extends { page: number; quote: string }>(doc: RecordDocument | undefined, item: T | undefined) =>
    doc && item ? at(doc, item) : undefined;
  const eligOf = (doc: RecordDocument | undefined) => (doc ? doc.facts.eligibility.map((e) => at(doc, e)) : []);
  const eligCurrent = eligOf(current);

  return {
    documents,
    ieps,
    current,
    previous,
    plan504,
    evaluations,
    progressReports,
    services: [...lines.values()],
    plans: ieps.toReversed().map((doc) => {
      const services = doc === current ? cur : doc === previous ? prev : servicesOf(doc);
      const plan: PlanServices = { doc, services };
      const t = total(services);
      if (t) plan.total = t;
      return plan;
    }),
    totalOutsideGenEd: { current: total(cur), previous: total(prev) },
    accommodations: { current: curAcc, previous: prevAcc, added, removed, plan504: accOf(plan504) },
    goals: { links, progress },
    deadlines,
    recommendations,
    eligibility: {
      // Without an IEP, the evaluation or 504 plan states what the child is eligible under.
      current: eligCurrent.length > 0 ? eligCurrent : documents.flatMap((d) => eligOf(d)).slice(0, 4),
      previous: eligOf(previous),
    },
    lre: { current: located(current, current?.facts.lrePercent), previous: located(previous, previous?.facts.lrePercent) },
    esy: {
      // An amendment's ESY decision (the newest) replaces its IEP's ("ESY: to be determined" → "Yes"; ADR 0079).
      current: located(esyAmendment, esyAmendment?.facts.extendedSchoolYear) ?? located(current, current?.facts.extendedSchoolYear),
      previous: located(previous, previous?.facts.extendedSchoolYear),
    },
    scores: evaluations.flatMap((ev) => (ev.facts.evaluation?.scores ?? []).map((s) => at(ev, s))),
    facts,
    today,
  };
}

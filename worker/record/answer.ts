// Answers from the child's record (ADR 0042): the first sentence states the fact(s) the question asks
// for and where they come from; a few supporting lines may follow, never the whole topic. What the
// record cannot type falls back to the best-matching SENTENCES of the retrieved passages. Document text
// only ever appears escaped and quoted, so instructions inside a document are data, never commands.
import { escapeMarkdown, parseDate, type Accommodation, type Goal, type Service } from "../ai/analyzer/index.ts";
import type { Citation, Passage } from "../ai/engines/types.ts";
import { expand, notEnglish, PROGRESS_SCHEDULE, readQuestion, type Question } from "./question.ts";
import { isMastery, jaccard, longDate, recommendationGist, serviceKey, words, type ChildRecord, type FactRef, type Located, type RecordDocument, type ServiceLine } from "./record.ts";

export const ONLY_ENGLISH = "I can only understand questions in English for now. Please ask your question in English.";

export interface RecordAnswer {
  text: string;
  citations: Citation[];
}

type Ctx = { record: ChildRecord; q: Question; who: string; passages: Passage[]; cites: Citation[] };

const md = escapeMarkdown;

function cite(ctx: Ctx, ref: FactRef | undefined): string {
  if (!ref) return "";
  if (!ctx.cites.some((c) => c.passageId === ref.id)) ctx.cites.push({ passageId: ref.id, documentId: ref.documentId, page: ref.page, quote: ref.quote });
  return `p. ${ref.page}`;
}

/** "in the IEP of May 2, 2026 (p. 4)". */
function where(ctx: Ctx, doc: RecordDocument, ref: FactRef): string {
  return `in ${md(doc.label)} (${cite(ctx, ref)})`;
}

/** A short quote of the document's own words, when it adds them (the form's wording of a date or a category). */
function quoted(quote: string, max = 110): string {
  const flat = quote.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return `“${md(flat)}”`;
  const cut = flat.slice(0, max);
  return `“${md(cut.slice(0, Math.max(cut.lastIndexOf(" "), max * 0.6)))}…”`;
}

/**
 * A progress note quoted so that it keeps the figure it reports: whole when it fits, else from the sentence of its
 * first figure, a few words before that figure when the sentence is longer than the quote (ADR 0092).
 */
function noteQuote(note: string, max: number): string {
  const flat = note.replace(/\s+/g, " ").trim();
  const at = flat.search(/\d/);
  if (flat.length <= max || at < 0 || /\d/.test(clip(flat, max))) return quoted(flat, max);
  const sentence = Math.max(0, ...[...flat.slice(0, at).matchAll(/[.;!?]\s+/g)].map((m) => m.index + m[0].length));
  const from = at - sentence < max * 0.6 ? sentence : flat.lastIndexOf(" ", at - 30) + 1;
  return from > sentence ? `“…${md(clip(flat.slice(from), max).replace(/…$/, ""))}…”` : quoted(flat.slice(from), max);
}

function has(q: Question, re: RegExp): boolean {
  return re.test(q.text);
}

function pick(ctx: Ctx): RecordDocument | undefined {
  const { record, q } = ctx;
  if (q.year) {
    const byYear = record.ieps.find((d) => d.date?.startsWith(q.year!)) ?? record.ieps.find((d) => d.schoolYear?.includes(q.year!));
    if (byYear) return byYear;
  }
  if (q.when === "previous") return record.previous;
  return record.current ?? record.plan504;
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** A text cut at a word boundary to about `max` characters. */
function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  // Not ended on a word that needs the next one ("Preferential seating near the…").
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max * 0.6)).replace(/(?:\s+(?:a|an|the|of|for|to|and|or|with|near|during|at|in|on|after|before|when|by))+$/i, "")}…`;
}

// ---------- services ----------

const SERVICE_ASK =
  /\bservices?\b|\bhelp (?:in|with|for)\b|\bminutes?\b|\btherap\w*|\bspeech\b|\bslp\b|\bot\b|\boccupational\b|\bphysical\b|\bcounsel\w*|\bsocial work|\bsessions?\b|\binstruction\b|\bspecial ed\w*|\bresource\b|\bpull[- ]?out|\bpush[- ]?in|\bhow (?:much|often|many)\b|\bsped\b|\bspecialized\b|\btutor\w*|\bhelp with\b/;

/** A question that claims a service went down, or up ("did it go up?", "cut", "lowered", "more"). */
// A parent's everyday words count ("bumped up", "upped", "trimmed", "scaled back"; ADR 0086).
const DOWN_CLAIM = /\b(?:cut|reduc\w*|decreas\w*|less|fewer|lower\w*|(?:went|go|goes|gone|going) down|halved|in half|bump(?:s|ed|ing)? down|trimm(?:ed|ing)|scaled? back|stepped down)\b/;
const UP_CLAIM = /\b(?:increas\w*|more|rais\w*|higher|(?:went|go|goes|gone|going) up|doubl\w*|tripl\w*|bump(?:s|ed|ing)? up|boost\w*|upped|stepped up)\b/;

/** The direction a question claims a service moved; "taken away" (q.removed) is a cut. */
function claimedDirection(q: Question): { down: boolean; up: boolean } {
  return { down: q.removed || DOWN_CLAIM.test(q.text), up: UP_CLAIM.test(q.text) };
}

function askedServices(ctx: Ctx): ServiceLine[] {
  const { q } = ctx;
  const keys = new Set<string>();
  const t = q.text;
  if (/speech|slp|articulation|language therap/.test(t)) keys.add("speech");
  if (/\bot\b|occupational|handwriting|fine motor/.test(t)) keys.add("occupational therapy");
  if (/\bpt\b|physical therap/.test(t)) keys.add("physical therapy");
  if (/counsel|social work|psycholog|social[- ]emotional/.test(t)) keys.add("counseling");
  if (/behavio/.test(t)) keys.add("behavior");
  const subjects = ["reading", "writing", "math"].filter((s) => new RegExp(s === "writing" ? "writ" : s).test(t));
  // "What does he get for math and counseling?": a subject beside a named service asks for its instruction too.
  const instruction = /\binstruction\b|special ed|sped|resource|specialized|academic|tutor|pull[- ]?out|\bhelp with\b/.test(t) || (subjects.length > 0 && (keys.size === 0 || /\b(?:and|plus)\b|&/.test(t)));
  // A subject some service names is answered by that service alone, not also by a plan's unnamed instruction
  // (or a row misread as one) whose change would decide the Yes/No (ADR 0086).
  const named = subjects.filter((s) => ctx.record.services.some((l) => l.key.startsWith("instruction (") && l.key.includes(s)));
  // A service named by how it is given ("consult minutes", "the consultation"): the plan's consultations,
  // whatever they consult about (ADR 0092).
  const byModel = /\bconsult\w*/.test(t) ? ctx.record.services.filter((l) => /consult/i.test((l.current ?? l.previous)!.item.name)) : [];
  if (byModel.length > 0 && keys.size === 0) return byModel;
  const own = namedByOwnWords(ctx);
  if (own.length > 0) return [...new Set([...own, ...ctx.record.services.filter((l) => keys.has(l.key))])];
  const lines = ctx.record.services.filter((line) => {
    if (keys.has(line.key)) return true;
    // "Instruction (reading)" answers a question about reading help; a subject no service names does not
    // fall back to another subject's service.
    if (instruction && line.key.startsWith("instruction")) {
      return subjects.length === 0 ? true : subjects.some((s) => line.key.includes(s)) || (line.key === "instruction" && named.length < subjects.length);
    }
    return false;
  });
  return keys.size === 0 && subjects.length === 1 && (q.change || q.premise || q.reason) ? oneSubject(lines, subjects[0]!) : lines;
}

// Words of a service's name that say what it is about beyond the usual kinds (subjects, therapies, "instruction").
const GENERIC_SERVICE_WORD =
  /^(?:reading|writing|written|expression|math\w*|speech|language|therapy|therapies|instruction\w*|services?|special|specially|specialized|designed|education\w*|minutes|occupational|physical|counseling|related|skills|support\w*|general|setting|group|individual|direct|consult\w*|teacher|academic\w*|resource)$/;

/**
 * "How much coping skills instruction", "self regulation time": a service named by its own words ("SDI
 * Self-Regulation", "Coping skills instruction") that no kind of service covers (ADR 0092, round B).
 */
function namedByOwnWords(ctx: Ctx): ServiceLine[] {
  const asked = new Set(ownServiceWords(ctx.q.text));
  return ctx.record.services.filter((l) => ownServiceWords((l.current ?? l.previous)!.item.name).some((w) => asked.has(w)));
}

function ownServiceWords(text: string): string[] {
  return words(text).filter((w) => w.length >= 5 && /^[a-z]+$/.test(w) && !GENERIC_SERVICE_WORD.test(w));
}

/**
 * A change asked of one subject ("did they cut her reading minutes") is that subject's own service: the plans'
 * row of that subject alone when both plans have it, else the one plan's row and the other plan's under another
 * name ("Specialized Instruction - Reading" then "Special Education (reading and written expression)") as one
 * service, so a row that also names another subject is not counted as a change of this one (ADR 0092).
 */
function oneSubject(lines: ServiceLine[], subject: string): ServiceLine[] {
  const own = lines.find((l) => l.key === `instruction (${subject})` && l.current && l.previous);
  if (own) return [own];
  const now = lines.filter((l) => l.current && !l.previous);
  const then = lines.filter((l) => l.previous && !l.current);
  if (now.length !== 1 || then.length !== 1 || lines.length !== 2) return lines;
  const [a, b] = [now[0]!.current!, then[0]!.previous!];
  const change = a.item.minutesPerWeek !== undefined && b.item.minutesPerWeek !== undefined ? a.item.minutesPerWeek - b.item.minutesPerWeek : undefined;
  return [{ key: now[0]!.key, name: a.item.name, current: a, previous: b, change }];
}

/**
 * A service the plan counts in a period other than a week (per month, per N-day cycle, per grading period):
 * its total in that period (sessions × minutes) and the period's words. A parent reads "150 minutes per
 * 6-day cycle" in the IEP, so that is what the answer says first, as round A did for months (ADR 0090).
 */
function ownPeriod(s: Service): { total: number; unit: string } | undefined {
  if (s.minutesPerWeek === undefined || s.per === undefined || s.per === "week" || s.per === "day" || s.per === "year") return undefined;
  const weeks = s.per === "month" ? 4 : s.periodWeeks;
  const total = s.minutesPerSession !== undefined ? s.minutesPerSession * (s.sessions ?? 1) : weeks !== undefined ? Math.round(s.minutesPerWeek * weeks) : undefined;
  if (total === undefined) return undefined;
  const days = s.periodWeeks !== undefined ? Math.round(s.periodWeeks * 5) : undefined;
  const unit =
    s.per === "month"
      ? "minutes per month"
      : s.per === "cycle"
        ? `minutes per ${days ? `${days}-day ` : ""}cycle`
        : `minutes per ${s.periodWeeks ? `${s.periodWeeks}-week ` : ""}grading period`;
  return { total, unit };
}

function amount(s: Service): string {
  if (s.minutesPerWeek !== undefined) {
    // A service counted per month, per N-day cycle or per grading period is said in its own period, as the
    // plan counts it; its weekly figure is what the comparisons and totals use, said beside it so a plan
    // counted otherwise reads against a weekly one (ADR 0090).
    const own = ownPeriod(s);
    // A service given a few times a year ("1 x Quarterly", "3 times per year") is said in the plan's own period.
    if (s.minutesPerWeek < 5 && s.minutesPerSession !== undefined && s.frequency && /quarter|year|annual|semester|trimester|grading/i.test(s.frequency)) {
      return `${s.minutesPerSession * (s.sessions ?? 1)} minutes, ${s.frequency.replace(/\s+/g, " ")}`;
    }
    if (own) return `${own.total} ${own.unit}${s.minutesPerWeek > 0 ? ` (about ${s.minutesPerWeek} a week)` : ""}`;
    return `${s.minutesPerWeek} minutes per week`;
  }
  return s.frequency ? s.frequency : "an amount the document does not state";
}

/** The plan's own wording of how long and how often ("30 minutes, 4 times per month"), beside the computed amount. */
function asWritten(s: Service): string {
  // Said in the plan's own period already (a quarterly or yearly service): nothing to add.
  if (s.frequency && /quarter|year|annual|semester|trimester|grading/i.test(s.frequency) && amount(s).includes(s.frequency.replace(/\s+/g, " "))) return "";
  // A plan that states hours ("2.5 hours per week") is quoted in its own words beside the minutes (ADR 0080).
  if (s.amount && /\bhours?\b|\bhrs?\b/i.test(s.amount)) return ` (${md(s.amount.replace(/\s+/g, " "))})`;
  // One session a period, said already by the amount ("120 minutes per month"): nothing to add (ADR 0092).
  if ((s.sessions ?? 1) === 1 && s.minutesPerSession !== undefined && ownPeriod(s)?.total === s.minutesPerSession) return "";
  if (s.minutesPerSession && s.frequency && (s.per !== "week" || (s.sessions ?? 1) > 1)) return ` (${s.minutesPerSession} minutes, ${md(s.frequency.replace(/\s+/g, " "))})`;
  if (s.minutesPerSession && s.sessions && s.sessions > 1) return ` (${s.minutesPerSession} minutes, ${md(`${s.sessions} times per ${s.per}`)})`;
  if (s.per === "day" && s.minutesPerSession) return ` (${s.minutesPerSession} minutes a day)`;
  return "";
}

function serviceSentence(ctx: Ctx, line: ServiceLine, doc: "current" | "previous"): string {
  const at = doc === "current" ? line.current : line.previous;
  if (!at) return "";
  const s = at.item;
  // "Where does she get speech?", "is it individual or group?": the row's location and setting, when asked.
  const place = /\bwhere\b|\blocation\b|\broom\b|\bgroup\b|\bindividual\w*|\b1:1\b|\bone[- ]on[- ]one\b|\bpull[- ]?out\b|\bpulled out\b|\bpush[- ]?in\b|\bin class\b|\b(?:regular|gen(?:eral)? ed\w*) (?:class\w*|setting)\b/.test(ctx.q.text)
    ? [s.setting, s.location].filter((x): x is string => Boolean(x)).map((x) => md(x.replace(/\s+/g, " "))).join(", ")
    : "";
  // "How many times a week?": the plan's frequency as written, even for one session a week.
  const often = /\bhow often\b|\bhow many (?:times|sessions|days)\b|\bfrequency\b|\btimes a (?:week|month|day)\b/.test(ctx.q.text);
  const written = asWritten(s) || (often && s.frequency ? ` (${s.minutesPerSession ? `${s.minutesPerSession} minutes, ` : ""}${md(s.frequency.replace(/\s+/g, " "))})` : "");
  // No minutes stated ("monthly"): the service, then how often the plan says it happens.
  if (s.minutesPerWeek === undefined) return `${md(s.name)}, **${md((s.amount ?? s.frequency ?? "an amount the document does not state").replace(/\s+/g, " "))}**${place ? ` — ${place}` : ""} ${where(ctx, at.doc, at.ref)}`;
  return `**${md(amount(s))}**${inHours(ctx, s.minutesPerWeek)} of ${md(s.name)}${written}${place ? ` — ${place}` : ""} ${where(ctx, at.doc, at.ref)}`;
}

/**
 * The figures of a service a stated number may be: in the period the question names ("30 min every week" is
 * the weekly total, "45 minutes a day" the daily session, "120 a month" the monthly total), else any of them.
 */
function ownFigures(q: Question, s: Service): (number | undefined)[] {
  const daily = s.per === "day" || /\bdaily\b|\bday\b/i.test(s.frequency ?? "");
  // "Cut to once a week", "3 times a week": a count of sessions, not minutes (ADR 0086).
  if (/\b(?:once|twice|thrice|(?:\d+|one|two|three|four|five) (?:times?|sessions?)|\d+ ?x)\b/.test(q.text)) return [s.sessions];
  if (/\b(?:a|per|every|each) week\b|\bweekly\b|\b(?:a|per) wk\b/.test(q.text)) return [s.minutesPerWeek];
  // "120 a month": the monthly total, when the plan counts per month (ADR 0090).
  const own = ownPeriod(s);
  if (/\b(?:a|per|every|each) month\b|\bmonthly\b/.test(q.text)) return [own?.unit === "minutes per month" ? own.total : undefined];
  if (/\b(?:a|per|every|each) day\b|\bdaily\b/.test(q.text)) return [daily ? s.minutesPerSession : undefined];
  if (/\b(?:a|per|each) session\b/.test(q.text)) return [s.minutesPerSession];
  return [s.minutesPerWeek, s.minutesPerSession, own?.total, s.sessions];
}

/** " (4 hours a week)" when the parent asks in hours. */
function inHours(ctx: Ctx, minutesPerWeek: number | undefined): string {
  if (minutesPerWeek === undefined || !/\bhours?\b|\bhrs?\b/.test(ctx.q.text)) return "";
  const h = Math.round((minutesPerWeek / 60) * 100) / 100;
  return ` (${h} hour${h === 1 ? "" : "s"} a week)`;
}

function answerServices(ctx: Ctx): string | null {
  const { record, q, who } = ctx;
  if (asksTotal(q) && !asksOnesSetting(ctx)) return answerTotal(ctx);
  const asked = askedServices(ctx);
  const other = asked.length === 0 ? serviceLabel(q.text) : null;
  const namesAService = asked.length > 0 || Boolean(other) || has(q, /speech|slp|\bot\b|occupational|physical therap|\bpt\b|counsel|social work|behavio|\binstruction\b|special ed|reading|math|writ/);
  if (!SERVICE_ASK.test(q.text) && asked.length === 0 && !other) return null;
  if (!record.current && !record.previous) return null;
  if (asked.length === 0 && namesAService) {
    // The parent names a service the plan does not have.
    const label = other;
    if (!label) return null;
    const list = record.services.filter((l) => l.current).map((l) => `${md(l.current!.item.name)} (${md(amount(l.current!.item))})`);
    const lead = q.premise || q.yesNo ? "No — " : "";
    const doc = record.current ?? record.previous!;
    const firstRef = record.services.find((l) => l.current)?.current?.ref;
    return `${lead}${lead ? "the" : "The"} documents don't mention ${label} for ${who}${record.current ? `; ${md(doc.label)}${firstRef ? ` (${cite(ctx, firstRef)})` : ""} lists ${list.length > 0 ? list.join(", ") : "no services"}` : ""}.`;
  }
  if (asked.length === 0 && (q.added || q.removed) && /\bservices?\b/.test(q.text) && record.current && record.previous) {
    const fresh = record.services.filter((l) => l.current && !l.previous);
    const gone = record.services.filter((l) => l.previous && !l.current);
    const list = q.removed ? gone : fresh;
    const side = q.removed ? "previous" : "current";
    if (list.length === 0) {
      return `No — ${md(record.current.label)} ${q.removed ? "keeps every service" : "adds no service"} compared with ${md(record.previous.label)}.`;
    }
    return `${q.yesNo ? "Yes — " : ""}${md(cap(record.current.label))} ${q.removed ? "no longer has" : "adds"} ${list.map((l) => serviceSentence(ctx, l, side).replace(/ in the .*? \(/, " (")).join("; ")} compared with ${md(record.previous.label)}.`;
  }
  if (asked.length === 0 && /\bdoubl\w*|\btripl\w*|\bhalved\b|\bin half\b/.test(q.text) && record.current) {
    // "Was every service doubled?": checked against the previous IEP, service by service.
    const both = record.services.filter((l) => l.current?.item.minutesPerWeek !== undefined && l.previous?.item.minutesPerWeek !== undefined);
    const factor = /doubl/.test(q.text) ? 2 : /tripl/.test(q.text) ? 3 : 0.5;
    const all = both.length > 0 && both.every((l) => l.current!.item.minutesPerWeek === l.previous!.item.minutesPerWeek! * factor);
    const list = record.services
      .filter((l) => l.current)
      .slice(0, 4)
      .map((l) => `${md(l.current!.item.name)} ${md(amount(l.current!.item))}${l.previous?.item.minutesPerWeek !== undefined ? ` (was ${l.previous.item.minutesPerWeek})` : ""} (${cite(ctx, l.current!.ref)})`);
    return `${all ? "Yes" : "No"} — in ${md(record.current.label)}: ${list.join("; ")}.`;
  }
  // "How much OT did she get before the amendment?": the amended IEP's own row for the service.
  const amendedNow = asked[0]?.current;
  // With no IEP before the amended one, "what was her OT before?" is the same question (ADR 0080).
  if (amendedNow?.doc.role === "amendment" && (/\bbefore (?:the |it was |they )?amend\w*|\boriginal (?:iep|plan)\b|\bprior to (?:the )?amend\w*/.test(q.text) || (q.when === "previous" && !record.previous))) {
    const { iep, own } = beforeAmendment(record, asked[0]!) ?? {};
    if (iep && own) {
      return `Before ${md(amendedNow.doc.label)}, ${who} got **${md(amount(own))}** of ${md(own.name)}${asWritten(own)} in ${md(iep.label)} (${cite(ctx, refOf(record, iep, own))}); now **${md(amount(amendedNow.item))}** (${cite(ctx, amendedNow.ref)}).`;
    }
  }
  // Events of a service: "when did counseling start / was it added", "when did OT end / stop".
  // "It starts in January, right?" asks the start date as much as "when does it start" (ADR 0082).
  const whenAsked = /\bwhen\b|\bwhat date\b|\bdate\b/.test(q.text) || (q.premise && !q.reason && Boolean(namedMonth(q.text)));
  const startAsked = whenAsked && /\b(?:start|starts|started|begin|begins|began|beginning|add|added|adds|effective|takes? effect|kicks? in)\b/.test(q.text);
  const endAsked = whenAsked && !startAsked && (q.removed || /\b(?:end|ends|ended|ending|stop\w*|finish\w*)\b/.test(q.text));
  if (startAsked && asked.length === 0 && /\bservices\b/.test(q.text)) {
    const starts = answerServiceStarts(ctx);
    if (starts) return starts;
  }
  if (startAsked && asked[0]?.current) {
    // An amendment that changes the service: its start when the question asks about the change, the plan's
    // own start otherwise, the other said after it (ADR 0092).
    const line = asked[0];
    const plan = asked[0].current;
    const changed = line.amended && line.amended.item !== plan.item ? line.amended : undefined;
    const at = changed && asksAboutChange(q, plan, changed) ? changed : plan;
    const date = serviceStart(at);
    const also = changed && changed !== at ? serviceStart(changed) : undefined;
    const then = changed && also ? `; ${md(changed.doc.label)} changes it from **${md(longDate(also))}** (${cite(ctx, changed.ref)})` : "";
    // An amendment's row that changes the amended IEP's own row did not add the service: what it changed is said
    // (ADR 0092, round B).
    const before = at === plan ? beforeAmendment(record, line) : undefined;
    const from = before && before.own.minutesPerWeek !== plan.item.minutesPerWeek ? ` (it changes ${md(before.iep.label)}'s ${md(amount(before.own))})` : "";
    const added = from || (!line.previous && record.previous ? ` (${md(at.doc.label)} added it; ${md(record.previous.label)} had none)` : "");
    if (date) return `${md(at.item.name)} ${date > record.today ? "starts" : "started"} **${md(longDate(date))}** ${where(ctx, at.doc, at.ref)}${added}${then}: ${quoted(at.ref.quote, 150)}.`;
  }
  if (endAsked && asked[0]) {
    const line = asked[0];
    if (line.previous && !line.current) {
      const end = line.previous.item.endDate ?? line.previous.doc.facts.dates.find((d) => d.kind === "end" && /^\d{4}-\d{2}-\d{2}$/.test(d.value))?.value;
      return `${md(line.previous.item.name)} ended with ${md(line.previous.doc.label)}${end ? `, on **${md(longDate(end))}**` : ""} (${cite(ctx, line.previous.ref)}); ${md(record.current?.label ?? "the current IEP")} does not list it.`;
    }
    if (line.current) {
      const end = line.current.item.endDate ?? line.current.doc.facts.dates.find((d) => d.kind === "end" && /^\d{4}-\d{2}-\d{2}$/.test(d.value))?.value;
      if (end) return `${md(line.current.item.name)} runs until **${md(longDate(end))}** ${where(ctx, line.current.doc, line.current.ref)}; it has not ended.`;
    }
  }
  const lines = asked.length > 0 ? asked : record.services.filter((l) => l.current || (q.when === "previous" && l.previous));
  if (lines.length === 0) return null;
  const wantPrev = q.when === "previous" && !q.change && Boolean(record.previous);
  const out: string[] = [];
  // "So they tripled his OT, how much is it?": a stated rise or cut is a claim to check like a stated number (ADR 0082).
  if (q.change || (q.premise && (q.numbers.length > 0 || UP_CLAIM.test(q.text) || DOWN_CLAIM.test(q.text)))) {
    // "Did they change his speech and reading?": each named service's change, all in the first sentence (ADR 0080).
    if (asked.length >= 2 && record.current && record.previous && q.numbers.length === 0) {
      // A claimed cut or increase counts only the services that moved that way.
      const { down, up } = claimedDirection(q);
      const claim = down ? -1 : up ? 1 : 0;
      const parts = asked.slice(0, 3).map((l) => {
        const now = l.current?.item.minutesPerWeek;
        const then = l.previous?.item.minutesPerWeek;
        const name = md((l.current ?? l.previous)!.item.name);
        if (l.current && l.previous && now !== undefined && then !== undefined) {
          return { changed: claim === 0 ? now !== then : Math.sign(now - then) === claim, text: `${name} ${now === then ? `stayed at **${now}**` : now < then ? `went down from ${then} to **${now}**` : `went up from ${then} to **${now}**`} minutes per week (${cite(ctx, l.current.ref)})` };
        }
        if (l.current && !l.previous) return { changed: true, text: `${name} is new: **${md(amount(l.current.item))}** (${cite(ctx, l.current.ref)})` };
        if (!l.current && l.previous) return { changed: true, text: `${name} ended (it was ${md(amount(l.previous.item))}, ${cite(ctx, l.previous.ref)})` };
        return { changed: false, text: `${name}: ${md(amount((l.current ?? l.previous)!.item))}` };
      });
      // "Are they the same as last year?" is answered by whether none moved.
      const sameAsked = /\bsame\b|\bunchanged\b/.test(q.text) && claim === 0;
      const lead = q.yesNo ? (parts.some((x) => x.changed) !== sameAsked ? "Yes — " : "No — ") : "";
      return `${lead}In ${md(record.current.label)} compared with ${md(record.previous.label)}: ${parts.map((x) => x.text).join("; ")}.`;
    }
    // A comparison, or a premise to check against the record. "Did the amendment cut her speech?", "so they
    // reduced it in September?": a change asked of the amendment that made it is against the amended IEP's own
    // row, not last year's (ADR 0080).
    const named = lines[0]!;
    const amendedBy = named.current?.doc.role === "amendment" ? named.current.doc : undefined;
    const month = amendedBy?.date ? longDate(amendedBy.date).split(" ")[0]!.toLowerCase() : undefined;
    // The amendment's change is the service's latest one: "did they cut her speech?", naming no plan, is checked
    // against the amended IEP's own row too, and last year's plan is said after it (ADR 0092); "… compared to
    // last year / the new IEP" keeps the plans named.
    const asksAmendment = /\bamend\w*|\bnotice of changes?\b/.test(q.text) || (month && new RegExp(`\\b${month}\\b`).test(q.text)) || q.when === "any";
    const base = amendedBy && q.when !== "previous" && asksAmendment ? beforeAmendment(record, named) : undefined;
    const lastYear = base && named.previous ? `; ${md(named.previous.doc.label)} had ${md(amount(named.previous.item))} (${cite(ctx, named.previous.ref)})` : "";
    const first: ServiceLine = base ? { ...named, previous: { item: base.own, doc: base.iep, ref: refOf(record, base.iep, base.own) } } : named;
    const cur = first.current?.item.minutesPerWeek;
    const prev = first.previous?.item.minutesPerWeek;
    // A stated number may be in the plan's own units: per session ("45 minutes a day"), per month, or sessions (ADR 0082).
    const own = first.current ? ownFigures(q, first.current.item) : [cur];
    const claimed = q.numbers.find((n) => !own.includes(n));
    const wrong = q.premise && claimed !== undefined && cur !== undefined && !q.numbers.some((n) => own.includes(n));
    if (first.current && first.previous && cur !== undefined && prev !== undefined) {
      // Both plans count it in the same period (per month, per 6-day cycle): the change is said in the plans'
      // own numbers (ADR 0082).
      const [m, pm] = [ownPeriod(first.current.item), ownPeriod(first.previous.item)];
      const monthly = m !== undefined && pm !== undefined && m.unit === pm.unit;
      const [c, p, unit] = monthly ? [m.total, pm.total, m.unit] : [cur, prev, "minutes per week"];
      // The previous plan counts it in another period than the current (per month or per cycle, the other per
      // week): its own total in its own words, the weekly figure beside it (ADR 0090).
      const was = !monthly && pm !== undefined ? md(amount(first.previous.item)) : String(p);
      const verb = c === p ? "stayed the same at" : c < p ? `went down from ${was} to` : `went up from ${was} to`;
      // "So she doesn't get speech at all anymore?" while the plan still gives some: the premise is wrong (ADR 0079).
      const endedClaim = /\bat all\b|\bany ?more\b|\bno longer\b|\bstopp?\w*|\bgone\b/.test(q.text) && cur > 0;
      // A claimed cut ("reduced", "less", "lowered") while it stayed or went up, or a claimed increase while it went down.
      const { down, up } = claimedDirection(q);
      // "Is it the same as last year?" is answered by whether it is.
      const sameAsked = /\bsame\b|\bunchanged\b/.test(q.text) && !down && !up;
      const lead = sameAsked ? (cur === prev ? "Yes — " : "No — ") : wrong || endedClaim || (down && cur >= prev) || (up && cur <= prev && (q.yesNo || q.premise)) ? "No — " : q.yesNo ? "Yes — " : "";
      out.push(
        `${lead}${lead ? md(first.current.item.name) : cap(md(first.current.item.name))} ${verb} **${c} ${unit}**${monthly ? ` (${prev} to ${cur} minutes per week)` : ""}: ${serviceSentence(ctx, first, "current")}; ${md(first.previous.doc.label)} had ${was}${asWritten(first.previous.item)} (${cite(ctx, first.previous.ref)})${lastYear}.`,
      );
    } else if (first.current) {
      // "Why did they take away his counseling?" when the plan has it: the premise is corrected.
      const lead = wrong || q.removed ? "No — " : "";
      out.push(`${lead}${who} gets ${serviceSentence(ctx, first, "current")}${record.previous ? `; ${md(record.previous.label)} had no ${md(first.key)} service` : ""}${wrong ? `, not ${claimed}` : ""}.`);
    } else if (first.previous) {
      // "Is she still getting OT?" is answered No; "did they stop her OT?" Yes.
      const stillAsked = /\bstill\b|\bcontinu\w*|\bkeep\w*|\bkept\b/.test(q.text) && !q.removed;
      out.push(`${q.yesNo ? (stillAsked ? "No — " : "Yes — ") : ""}${md(first.previous.item.name)} is no longer in the current IEP: ${md(first.previous.doc.label)} had ${serviceSentence(ctx, first, "previous")}, and ${md(record.current?.label ?? "the current IEP")} does not list it.`);
    }
    for (const line of lines.slice(1, 4)) if (line.current) out.push(`- ${serviceSentence(ctx, line, "current")}`);
    return out.join("\n");
  }
  const chosen = lines.filter((l) => (wantPrev ? l.previous : l.current));
  // "How much OT did he get?" when only the previous IEP gave it: what it was, and that it ended (ADR 0080).
  const ended = !wantPrev && chosen.length === 0 && asked.length > 0 ? asked.find((l) => l.previous && !l.current) : undefined;
  if (ended && record.current) {
    return `${q.yesNo ? "No — " : ""}${md(ended.previous!.item.name)} is not in ${md(record.current.label)}; ${who} had ${serviceSentence(ctx, ended, "previous")}.`;
  }
  if (chosen.length === 0) return null;
  const side = wantPrev ? "previous" : "current";
  // "Is it in her regular class or pulled out?" offers a choice of settings: no Yes or No answers it.
  const choice = /\bor\b/.test(q.text) && /\bpull(?:ed)?[- ]?out\b|\bpush[- ]?in\b|\b(?:regular|gen(?:eral)? ed\w*) (?:class\w*|setting)\b|\bin class\b|\bresource\b/.test(q.text);
  const lead = q.yesNo && !choice ? "Yes — " : "";
  const head = chosen[0]!;
  const verb = side === "previous" ? "had" : "gets";
  if (asked.length === 0 && chosen.length > 1 && !q.numbers.length) {
    // "What are her services?": all of them in the first sentence, the document named once.
    const doc = head[side]!.doc;
    out.push(
      `${lead}${who} ${verb} ${chosen.length} services in ${md(doc.label)}: ${chosen
        .slice(0, 5)
        .map((l) => `**${md(amount(l[side]!.item))}** of ${md(l[side]!.item.name)} (${cite(ctx, l[side]!.ref)})`)
        .join("; ")}.`,
    );
    const total = record.totalOutsideGenEd[side];
    if (total && total.counted.length > 1) out.push(`- In all, ${total.minutes} minutes per week outside general education.`);
    return out.join("\n");
  }
  // Each named service with its own change from the previous IEP, right after it.
  const before = (l: ServiceLine): string => amendedFrom(ctx, l, wantPrev) + lastPlan(l);
  const lastPlan = (l: ServiceLine): string => {
    const prev = l.previous?.item.minutesPerWeek;
    if (wantPrev || !l.current || !l.previous || prev === undefined || prev === l.current.item.minutesPerWeek) return "";
    // Counted in the same period in both plans (per month, per cycle): the previous plan's number, as it words it.
    // Counted per month or per cycle in the previous plan only: its own total with the weekly one beside it (ADR 0090).
    const own = ownPeriod(l.previous.item);
    const both = own !== undefined && ownPeriod(l.current.item)?.unit === own.unit;
    return `; ${md(l.previous.doc.label)} had ${both ? `${own.total} ${own.unit}` : own !== undefined ? md(amount(l.previous.item)) : prev} (${cite(ctx, l.previous.ref)})`;
  };
  const second = chosen.length > 1 && asked.length > 0 ? chosen[1] : undefined;
  out.push(`${lead}${who} ${verb} ${serviceSentence(ctx, head, side)}${before(head)}${second ? `, and ${serviceSentence(ctx, second, side)}${before(second)}` : ""}.`);
  const rest = chosen.slice(asked.length > 0 ? 2 : 1, 6);
  if (rest.length > 0) {
    out.push("", "Other services in the same plan:");
    for (const line of rest) out.push(`- ${serviceSentence(ctx, line, side)}`);
  }
  const provider = head[side]?.item.provider;
  if (provider && asked.length > 0) out.push(`- Provider: ${md(provider)}`);
  return out.join("\n");
}

/**
 * A service's start: an amendment's change starts on its own date; a plan's row on the first date of the row
 * (its start), else its own start date, else the plan's.
 */
function serviceStart(at: Located<Service>): string | undefined {
  if (at.doc.role === "amendment" && at.item.startDate) return at.item.startDate;
  return parseDate(at.ref.quote) ?? at.item.startDate ?? at.doc.facts.dates.find((d) => d.kind === "start" && /^\d{4}-\d{2}-\d{2}$/.test(d.value))?.value ?? at.doc.date;
}

const longWords = (text: string) => new Set(words(text).filter((w) => w.length > 3));

/**
 * Whether a question about a service asks about an amendment's change to it: it names the change ("the speech
 * change", "the new speech time", "since the amendment") or a word only the change's text has ("push in", "in
 * her classroom" when the plan's row says pull-out) (ADR 0092).
 */
function asksAboutChange(q: Question, plan: Located<Service>, change: Located<Service>): boolean {
  if (/\bchang\w*|\bnew\b|\bamend\w*|\bswitch\w*|\bmov(?:e|ed|ing)\b|\bnow\b/.test(q.text)) return true;
  const [inPlan, inChange] = [longWords(plan.ref.quote), longWords(change.ref.quote)];
  return q.terms.some((t) => t.length > 3 && inChange.has(t) && !inPlan.has(t));
}

/** "When did her services start?": the start of the current plan's services, and any change an amendment made since. */
function answerServiceStarts(ctx: Ctx): string | null {
  const { record, who } = ctx;
  const plan = record.current;
  if (!plan) return null;
  const rows = plan.facts.services.map((s) => ({ s, date: serviceStart({ item: s, doc: plan, ref: refOf(record, plan, s) }) })).filter((x) => x.date);
  if (rows.length === 0) return null;
  // The date most of the plan's services start on, then any other.
  const byDate = new Map<string, Service[]>();
  for (const r of rows) byDate.set(r.date!, [...(byDate.get(r.date!) ?? []), r.s]);
  const [first, ...others] = [...byDate.entries()].sort((a, b) => b[1].length - a[1].length);
  const names = (list: Service[]) => list.map((s) => md(s.name)).join(", ");
  const ref = refOf(record, plan, first![1][0]!);
  const changes = record.services.filter((l) => l.amended?.item.startDate && l.amended.item !== l.current?.item).map((l) => `${md(l.amended!.doc.label)} changes ${md(l.amended!.item.name)} from **${md(longDate(l.amended!.item.startDate!))}** (${cite(ctx, l.amended!.ref)})`);
  const verb = first![0] > record.today ? "start" : "started";
  return `${who}'s services in ${md(plan.label)} ${verb} **${md(longDate(first![0]))}** (${cite(ctx, ref)}): ${names(first![1])}${others.map(([d, list]) => `; ${names(list)} on ${md(longDate(d))}`).join("")}${changes.length > 0 ? `. Since then, ${changes.join("; ")}` : ""}.`;
}

/** "; before it, the IEP of … had 450 (p. 3)": what the amended IEP gave before an amendment changed the amount (ADR 0092). */
function amendedFrom(ctx: Ctx, line: ServiceLine, wantPrev: boolean): string {
  const base = wantPrev ? undefined : beforeAmendment(ctx.record, line);
  const now = line.current?.item;
  if (!base || !now || base.own.minutesPerWeek === now.minutesPerWeek) return "";
  const own = ownPeriod(base.own);
  const figure = own && ownPeriod(now)?.unit === own.unit ? String(own.total) : md(amount(base.own));
  return `; before it, ${md(base.iep.label)} had ${figure} (${cite(ctx, refOf(ctx.record, base.iep, base.own))})`;
}

/** A service an amendment changed: the amended IEP's own row for it, what it was just before the amendment. */
function beforeAmendment(record: ChildRecord, line: ServiceLine): { iep: RecordDocument; own: Service } | undefined {
  const now = line.current;
  if (now?.doc.role !== "amendment") return undefined;
  const iep = record.ieps.find((i) => i.documentId === now.doc.attachesTo);
  const own = iep?.facts.services.find((x) => serviceKey(x.name) === line.key);
  return iep && own ? { iep, own } : undefined;
}

/**
 * "Math support — how much, and is it in her regular class or pulled out?": one named service asked with where it
 * is given is that service's amount and setting, not the total outside general education (ADR 0092, round B).
 * Asked of all of them ("total", "altogether") it stays the total.
 */
function asksOnesSetting(ctx: Ctx): boolean {
  if (/\btotal\b|\ball together\b|\baltogether\b|\ball (?:of )?(?:her|his|their|the) services\b/.test(ctx.q.text)) return false;
  return askedServices(ctx).length > 0 && /\bor\b|\bis (?:it|that|this)\b|\bwhere\b/.test(ctx.q.text);
}

function asksTotal(q: Question): boolean {
  // "How much time is he in special ed?" asks the same total as "outside general education" (ADR 0080).
  return /\btotal\b|\ball together\b|\baltogether\b|\boutside (?:of )?(?:the )?(?:general|gen|regular)|\bout of (?:the )?(?:general|gen|regular) (?:ed|class)|\bpulled out\b|\bhow much (?:time|of (?:the|his|her|their) (?:day|week))\b.*\b(?:in|at|getting) (?:special ed\w*|sped)\b/.test(q.text);
}

function serviceLabel(text: string): string | null {
  if (/speech|slp/.test(text)) return "speech therapy";
  if (/\bot\b|occupational/.test(text)) return "occupational therapy";
  if (/\bpt\b|physical therap/.test(text)) return "physical therapy";
  if (/counsel/.test(text)) return "counseling";
  if (/social work/.test(text)) return "social work services";
  if (/behavio/.test(text)) return "behavior services";
  // "Does she get extra help in math?": instruction in a subject the plan gives none of (ADR 0080).
  const subject = /\b(math|reading|writing)\b/.exec(text)?.[1];
  if (subject && /\bhelp\b|\binstruction\b|\bsupport\b|\btutor\w*|\bclass\b|\bservices?\b/.test(text)) return `${subject} instruction`;
  // Other related services a plan may give ("adapted PE", "music therapy", "hippotherapy"): named in the
  // question's own letters only, so no other text of the question is repeated (ADR 0086, second pass).
  if (/\badapted (?:pe\b|p\.e\.|phys\w*(?: ed\w*)?)|\bape\b/.test(text)) return "adapted physical education";
  const therapy = /\b([a-z]{3,})([- ]?)therap(?:y|ies)\b/.exec(text);
  if (therapy?.[1] && !/^(?:get|gets|getting|got|any|her|his|their|the|receive[sd]?|receiving|have|has|had|more|less|some|does|did|for|what|which|much|many|extra|new|old|still|need|needs|and|into|from|with|this|that|your|our|about|group|individual|daily|weekly|monthly|direct|private|outside|school|related)$/.test(therapy[1])) {
    return therapy[2] ? `${therapy[1]} therapy` : `${therapy[1]}therapy`;
  }
  return null;
}

function answerTotal(ctx: Ctx): string | null {
  const { record, q, who } = ctx;
  const side = q.when === "previous" ? "previous" : "current";
  const total = record.totalOutsideGenEd[side];
  const doc = side === "previous" ? record.previous : record.current;
  if (!total || !doc) return null;
  const counted = record.services.map((l) => l[side]).filter((s): s is Located<Service> => Boolean(s) && total.counted.includes(s!.item.name));
  const refs = counted.map((s) => cite(ctx, s.ref)).filter((v, i, a) => a.indexOf(v) === i);
  const other = side === "current" ? record.totalOutsideGenEd.previous : record.totalOutsideGenEd.current;
  const otherDoc = side === "current" ? record.previous : record.current;
  const lines = [
    `${who} gets **${total.minutes} minutes per week**${inHours(ctx, total.minutes)} of services outside general education in ${md(doc.label)}${refs.length > 0 ? ` (${refs.join(", ")})` : ""}${other && otherDoc ? `; ${md(otherDoc.label)} had ${other.minutes}` : ""}.`,
    `How it is computed: the sum of each service's minutes per week (${counted.map((s) => `${md(s.item.name)} ${s.item.minutesPerWeek}`).join(" + ") || "none"})${total.excluded.length > 0 ? `, leaving out ${total.excluded.map((e) => `${md(e.name)} (${e.why})`).join(", ")}` : ""}.`,
  ];
  return lines.join("\n");
}

// ---------- dates ----------

/** A goal's entry on a progress report asked for: its code, rating or mark. */
const PROGRESS_ENTRY = /\b(?:codes?|ratings?|rated|marks?|marked)\b/;

function answerDates(ctx: Ctx): string | null {
  const { record, q, who } = ctx;
  const t = q.text;
  let kind: "reevaluation" | "annual-review" | "progress-reports" | "meeting" | "plan-review" | null = null;
  // "When was her last progress report?": the latest report's date, not the schedule.
  if (/\b(?:last|latest|most recent|recent|newest)\b.*\bprogress reports?\b|\bprogress reports?\b.*\b(?:dated|date of)\b/.test(t) && /\bwhen\b|\bdate\b/.test(t)) {
    const report = [...record.progressReports].sort((a, b) => (b.date ?? "").localeCompare(a.date ?? ""))[0];
    if (report?.date) {
      const d = report.facts.dates.find((x) => x.value === report.date) ?? report.facts.dates[0];
      return `${who}'s latest progress report is ${md(report.label)}, dated **${md(longDate(report.date))}**${d ? ` (${quoted(d.quote, 90)}, ${md(report.title)}, ${cite(ctx, refOf(record, report, d))})` : ""}.`;
    }
  }
  // "When was he last evaluated?", "date of her most recent evaluation": an event that happened, not the next one due.
  const pastEvaluation = /\b(?:when (?:was|did|were)|what date (?:was|did)|date of)\b.*\b(?:evaluat\w*|eval|tested|testing|assessed|assessment)\b/.test(t) && !/\bnext\b|\bdue\b|\bagain\b|\bre-?eval\w*|\btriennial\b|\bwill\b/.test(t);
  if (pastEvaluation) {
    const ev = record.evaluations[0];
    const stated = record.current?.facts.dates.find((d) => d.kind === "evaluation");
    if (ev?.date) {
      const d = ev.facts.dates.find((x) => x.value === ev.date) ?? ev.facts.dates[0];
      return `${who}'s latest evaluation is ${md(ev.label)}, dated **${md(longDate(ev.date))}**${d ? ` (${quoted(d.quote, 90)}, ${md(ev.title)}, ${cite(ctx, refOf(record, ev, d))})` : ""}.`;
    }
    if (stated && record.current) return `${who} was last evaluated on **${md(longDate(stated.value))}** (${quoted(stated.quote, 90)}, ${md(record.current.label)}, ${cite(ctx, refOf(record, record.current, stated))}).`;
  }
  // "IEP dates?", "key dates": the plan's meeting, its end and what is due next, in one line (ADR 0080).
  if (/^(?:(?:the |her |his |my \w+'?s? )?(?:iep |key |important |main )?dates|what are the (?:iep |key |important )?dates)(?: (?:in|of|for) (?:the |her |his )?(?:new |current )?iep)?\s*\??$/.test(t.trim()) && record.current) {
    const cur = record.current;
    const meeting = cur.facts.dates.find((x) => x.kind === "meeting") ?? cur.facts.dates.find((x) => x.value === cur.date);
    const end = cur.facts.dates.find((x) => x.kind === "end" && /^\d{4}-\d{2}-\d{2}$/.test(x.value));
    const parts = [
      meeting ? `meeting **${md(longDate(meeting.value))}** (${cite(ctx, refOf(record, cur, meeting))})` : "",
      end ? `ends **${md(longDate(end.value))}** (${cite(ctx, refOf(record, cur, end))})` : "",
      ...record.deadlines.filter((d) => d.kind === "annual-review" || d.kind === "reevaluation").map((d) => `${d.kind === "annual-review" ? "annual review due" : "reevaluation due"} **${md(longDate(d.value))}**${d.pastDue ? " (past due)" : ""} (${cite(ctx, d.located.ref)})`),
    ].filter(Boolean);
    if (parts.length > 0) return `${md(cap(cur.label))}: ${parts.join("; ")}.`;
  }
  // "Why did the reeval say she doesn't qualify?", "which reeval recommendations …": what it found, not when
  // it is due (ADR 0086).
  const asksFinding = /\bqualif\w*|\beligib\w*|\bdisabilit\w*|\bcategor\w*|\brecommend\w*|\bfind\w*|\bfound\b|\bresults?\b|\bscores?\b/.test(t) && !/\bwhen\b|\bdue\b|\bdates?\b|\bnext\b/.test(t);
  if (!asksFinding && /re-?eval\w*|triennial|three[- ]year|3[- ]year|\btest\w* (?:\w+ )?again|\bevaluat\w* (?:\w+ )?again|\bre-?test|\bnext (?:\w+ )?eval\w*/.test(t)) kind = "reevaluation";
  // "What code did she get for reading comprehension on the March progress report": a report named as where the
  // answer is, asked for a goal's code or rating, is that goal's entry in it, not when reports come (ADR 0092).
  else if (PROGRESS_ENTRY.test(t) && /\b(?:on|in|from)\b (?:\w+ ){0,3}(?:progress )?reports?\b/.test(t)) return null;
  else if (PROGRESS_SCHEDULE.test(t) || (/progress reports?|report cards?|progress updates?/.test(t) && /how often|when|schedule|get|receive|many|often|frequency|\bnext\b|\bdate\b|\bdue\b/.test(t))) kind = "progress-reports";
  else if (/\b504\b/.test(t) && /review|renew|expir\w*|due|next|\bends?\b|\bvalid\b|\bgood (?:for|through|until)\b|\blast\b/.test(t)) kind = "plan-review";
  // "Annual" alone names a document too ("any new accommodations in the annual IEP"): only with a word that asks a date.
  else if (
    (/annual|yearly/.test(t) && /\bwhen\b|\bdate\b|\bdue\b|\bnext\b|\breview\b|\bmeeting\b|deadline|expir\w*|\bends?\b|\buntil\b|overdue|\blate\b|missed|\b(?:ran|run) out\b|\bover\b|\blapsed\b/.test(t)) ||
    /next (?:iep|meeting)|iep (?:is )?due|review (?:date|meeting)|renew|expire|\b(?:redo|rewrite|re-?write|update) (?:\w+ )?iep\b|\bends?\b.*iep|iep.*\bend\b|next review|new iep due|meet again|\b(?:ran|run) out\b|\blapsed\b/.test(t)
  )
    kind = "annual-review";
  else if (/when (?:was|did)|what (?:date|day) (?:was|did)|\bdate of\b|\bdated\b/.test(t) && (/meeting|iep|written|signed|held|meet/.test(t) || (/\b504\b/.test(t) && Boolean(record.plan504)))) kind = "meeting";
  if (!kind) return null;
  if (kind === "meeting") {
    const doc = /\b504\b/.test(t) && record.plan504 ? record.plan504 : pick(ctx);
    if (!doc) return null;
    // "When did the services in the IEP start?": the plan's own start date, not its meeting (ADR 0079).
    const start = /\b(?:start|starts|started|begin|begins|began|effective)\b/.test(t) ? doc.facts.dates.find((x) => x.kind === "start" && /^\d{4}-\d{2}-\d{2}$/.test(x.value)) : undefined;
    if (start) {
      return `${cap(md(doc.role === "504" ? "the 504 plan" : doc === record.current ? "the current IEP" : doc === record.previous ? "the previous IEP" : "that IEP"))}${/\bservices?\b/.test(t) ? " and its services" : ""} started on **${md(longDate(start.value))}** (${quoted(start.quote)}, ${md(doc.title)}, ${cite(ctx, refOf(record, doc, start))}).`;
    }
    // The meeting, else the date the record dates the plan by (its own "Plan Date:" before a date its sentences
    // mention; ADR 0086), else its start.
    const d = doc.facts.dates.find((x) => x.kind === "meeting") ?? doc.facts.dates.find((x) => x.value === doc.date) ?? doc.facts.dates.find((x) => x.kind === "start");
    if (!d) return null;
    const ref = cite(ctx, refOf(record, doc, d));
    return `${cap(md(doc.role === "504" ? "the 504 plan" : doc === record.current ? "the current IEP" : doc === record.previous ? "the previous IEP" : "that IEP"))} ${d.kind === "meeting" ? "meeting was held on" : "is dated"} **${md(longDate(d.value))}** (${quoted(d.quote)}, ${md(doc.title)}, ${ref}).`;
  }
  // "When does her IEP end / expire?": the plan's own end date when it states one, then the review due.
  const end = kind === "annual-review" && /\bends?\b|\bexpir\w*|\bover\b|\b(?:ran|run) out\b|\blapsed\b/.test(t) ? record.current?.facts.dates.find((d) => d.kind === "end" && /^\d{4}-\d{2}-\d{2}$/.test(d.value)) : undefined;
  if (end && record.current) {
    const review = record.deadlines.find((d) => d.kind === "annual-review");
    // "It expired in October, right? The review was missed": checked against the plan's own dates (ADR 0079).
    const claimsPast = /\bexpired|\bmissed|\boverdue|\bpast due|\bran out|\blapsed/.test(t);
    const lead = claimsPast ? (end.value > record.today && !review?.pastDue ? "No — " : "Yes — ") : "";
    return `${lead}${lead ? md(record.current.label) : md(cap(record.current.label))} ends **${md(longDate(end.value))}** (${quoted(end.quote, 90)}, ${cite(ctx, refOf(record, record.current, end))})${review ? `; the next annual review is due ${md(longDate(review.value))} (${cite(ctx, review.located.ref)})` : ""}.`;
  }
  const dl = record.deadlines.find((d) => d.kind === kind) ?? (kind === "annual-review" && !record.current ? record.deadlines.find((d) => d.kind === "plan-review") : undefined);
  const names = { reevaluation: "three-year reevaluation", "annual-review": "next annual IEP review", "progress-reports": "progress reports", "plan-review": "504 plan review" } as const;
  // "When was her reeval originally due, back in the old plan?": the previous IEP's own date, which the current
  // plan's replaced, then the current one (ADR 0086).
  const before = q.when === "previous" && !q.premise && !q.yesNo && (kind === "reevaluation" || kind === "annual-review") ? record.previous?.facts.dates.find((d) => d.kind === kind && /^\d{4}-\d{2}-\d{2}$/.test(d.value)) : undefined;
  // "How often did we get progress reports back in Wyoming?": the schedule the previous plan set, then today's (ADR 0092).
  const schedule = q.when === "previous" && kind === "progress-reports" ? record.previous?.facts.dates.find((d) => d.kind === "progress-reports") : undefined;
  if (schedule && record.previous) {
    const now = dl && dl.located.doc !== record.previous ? `; ${md(dl.located.doc.label)} sends them ${md(dl.value)} (${cite(ctx, dl.located.ref)})` : "";
    return `Under ${md(record.previous.label)}, ${who}'s progress reports came **${md(schedule.value)}** (${quoted(schedule.quote, 140)}, ${cite(ctx, refOf(record, record.previous, schedule))})${now}.`;
  }
  if (before && record.previous) {
    const now = dl && dl.located.doc !== record.previous ? `; ${md(dl.located.doc.label)} sets it for ${md(longDate(dl.value))} (${cite(ctx, dl.located.ref)})` : "";
    return `${md(cap(record.previous.label))} set ${who}'s ${names[kind]} for **${md(longDate(before.value))}** (${quoted(before.quote, 90)}, ${cite(ctx, refOf(record, record.previous, before))})${now}.`;
  }
  // A 504 plan replaced by a later IEP has no review to come: its own review date, and the IEP that applies now (ADR 0080).
  if (!dl && kind === "plan-review" && record.plan504 && record.current) {
    const plan = record.plan504;
    const own = plan.facts.dates.find((d) => d.kind === "annual-review" || /review/i.test(d.label));
    if (own) return `${md(cap(plan.label))} set its review for **${md(longDate(own.value))}** (${quoted(own.quote, 90)}, ${cite(ctx, refOf(record, plan, own))}); ${md(record.current.label)} is newer, so the IEP is the plan that applies now.`;
  }
  if (!dl) {
    const noun = names[kind];
    return `The documents don't state ${kind === "progress-reports" ? "how often progress reports come" : `when the ${noun} is due`}${record.current ? ` (${md(record.current.label)} has no such date)` : ""}.${checked(ctx)}`;
  }
  const src = dl.located;
  const ref = cite(ctx, src.ref);
  if (kind === "progress-reports") {
    // "When's the next one coming?": a date a document gives for the next report, when it is still ahead (ADR 0086).
    const next = /\bnext\b|\bwhen\b|\bdate\b/.test(t)
      ? record.documents
          .flatMap((doc) => doc.facts.dates.filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d.value) && d.value >= record.today && /\bnext\b.*\breport|\breport\w*\b.*\bdue\b/i.test(d.label)).map((d) => ({ doc, d })))
          .sort((a, b) => a.d.value.localeCompare(b.d.value))[0]
      : undefined;
    if (next) return `${who}'s next progress report is due **${md(longDate(next.d.value))}** (${quoted(next.d.quote)}, ${md(next.doc.label)}, ${cite(ctx, refOf(record, next.doc, next.d))}); reports come ${md(dl.value)} (${ref}).`;
    return `${who}'s progress reports come **${md(dl.value)}** (${quoted(src.item.quote, 140)}, ${md(src.doc.label)}, ${ref}).`;
  }
  const past = dl.pastDue ? " — that date has passed (past due)" : "";
  // "The reeval was already due, right?", "is the review overdue?": the claim checked against the date (ADR 0080).
  const claimsPast = /\balready (?:due|passed|over|late)|\bmissed|\boverdue|\bpast due|\blate\b|\bexpired|\bran out|\blapsed/.test(t) && (q.premise || q.yesNo);
  const lead = claimsPast ? (dl.pastDue ? "Yes — " : "No — ") : "";
  const lines = [`${lead}${who}'s ${names[kind]} is due **${md(longDate(dl.value))}**${past} (${quoted(src.item.quote)}, ${md(src.doc.label)}, ${ref}).`];
  const other = record.deadlines.filter((d) => d !== dl && d.kind !== "progress-reports").slice(0, 2);
  for (const o of other) lines.push(`- ${cap(names[o.kind])}: ${md(longDate(o.value))}${o.pastDue ? " (past due)" : ""} (${cite(ctx, o.located.ref)})`);
  return lines.join("\n");
}

function refOf(record: ChildRecord, doc: RecordDocument, cited: { page: number; quote: string }): FactRef {
  for (const f of record.facts.values()) if (f.documentId === doc.documentId && f.page === cited.page && f.quote === cited.quote) return f;
  const ref: FactRef = { id: `F${record.facts.size + 1}`, documentId: doc.documentId, documentTitle: doc.title, page: cited.page, quote: cited.quote };
  record.facts.set(ref.id, ref);
  return ref;
}

// ---------- placement, ESY, eligibility ----------

const OUTSIDE_GEN_ED = "(?:special ed\\w*|\\bsped\\b|resource room|separate class\\w*|self-contained|pull[- ]?out)";
const SHARE_OF_DAY = "(?:(?:all|whole|entire|full|half|most|majority)(?: of)? (?:the )?(?:day|time|week)|\\d+ ?(?:%|percent)(?: of the (?:day|time|week))?)";

/**
 * The share of the day in general education a question claims by the time it puts outside it ("in special ed half the
 * day", "most of the day in the resource room", "is she in special ed all day"), or undefined when it claims none.
 */
function claimedGenEd(q: Question): number | undefined {
  const m = new RegExp(`${OUTSIDE_GEN_ED}\\b.*?\\b${SHARE_OF_DAY}|\\b${SHARE_OF_DAY}.*?${OUTSIDE_GEN_ED}|\\bfull[- ]time\\b.*${OUTSIDE_GEN_ED}`).exec(q.text);
  if (!m) return undefined;
  const share = m[0];
  const pct = /(\d+) ?(?:%|percent)/.exec(share)?.[1];
  if (pct) return 100 - Number(pct);
  if (/\bhalf\b/.test(share)) return 50;
  if (/\bmost\b|\bmajority\b/.test(share)) return 25;
  return 0;
}

function answerPlacement(ctx: Ctx): string | null {
  const { record, q, who } = ctx;
  // "Is she in special ed all day?", "is he in a separate class full time?", "since she's in special ed half the
  // day …": the share of the day in general education answers it, and corrects a share it does not bear out (ADR 0092).
  const claimed = claimedGenEd(q);
  const allDay = claimed !== undefined;
  if (!allDay && !/general ed\w*|gen ed|regular (?:class\w*|ed\w*)|mainstream|placement|\blre\b|least restrictive|percent|%|how much of the (?:day|week)|inclusion|with (?:other|typical) (?:kids|students|peers)/.test(q.text)) return null;
  if (asksTotal(q)) return null;
  const side = q.when === "previous" ? "previous" : "current";
  const lre = record.lre[side];
  if (!lre) {
    // Not typed by the analyzer: a sentence of the plan that states a percentage of general education.
    const doc = side === "previous" ? record.previous : record.current;
    const hits = sentencesOf(ctx.passages).filter((s) => /\d+\s*(?:%|percent)/i.test(s.text) && /general education|regular (?:class|education)|gen\.? ed/i.test(s.text));
    const hit = hits.find((s) => s.passage.documentId === doc?.documentId) ?? (doc ? undefined : hits[0]);
    if (hit) {
      const pct = /(\d+)\s*(?:%|percent)/i.exec(hit.text)?.[1];
      return `${who} is in general education **${pct}%** of the time: ${quoted(hit.text, 160)} (${md(doc?.label ?? hit.passage.documentTitle ?? "document")}, ${citePassage(ctx, hit.passage)}).`;
    }
    return `The documents don't state what share of the day ${who} spends in general education.${checked(ctx)}`;
  }
  const other = side === "current" ? record.lre.previous : record.lre.current;
  const tail = other && other.item.value !== lre.item.value ? `; ${md(other.doc.label)} had ${other.item.value}% (${cite(ctx, other.ref)})` : "";
  // "She's in gen ed 90% of the day, right?": a stated share checked against the plan's (ADR 0082).
  const stated = !allDay && (q.yesNo || q.premise) && q.numbers.length > 0 ? (q.numbers.includes(lre.item.value) ? "Yes — " : "No — ") : "";
  const lead = allDay ? (Math.abs(lre.item.value - claimed) > 10 ? "No — " : "Yes — ") : stated;
  return `${lead}${who} is in general education **${lre.item.value}%** of the time ${where(ctx, lre.doc, lre.ref)}: ${quoted(lre.item.quote, 140)}${tail}.`;
}

function answerEsy(ctx: Ctx): string | null {
  const { record, q, who } = ctx;
  if (!/extended school year|\besy\b|summer|\b(?:12|twelve)[- ]month/.test(q.text)) return null;
  const denied = /\bdenied|\brefused|\bnot get|\bno (?:esy|summer)\b|\bdoesn'?t get|\bwon'?t|\bcancel\w*|\bremov\w*|\bdropp?\w*|\bturned down|\bnot eligible|\bineligible|\b(?:didn'?t|did not|doesn'?t|does not|isn'?t|not) (?:\w+ )?(?:qualify|get|getting|receive)\b/.test(q.text);
  // "Why no ESY anymore? she had it before": "anymore" asks about the plan now; "before" only states the
  // premise's past (ADR 0092).
  const stoppedNow = q.reason && denied && /\bany ?more\b|\bno longer\b|\bany longer\b/.test(q.text);
  const esy = record.esy[q.when === "previous" && !stoppedNow ? "previous" : "current"];
  // "Why was ESY added?" (the plan gives it): the documents' own reason for it (ADR 0079); "why was it
  // denied" while the plan gives it is a premise to correct below.
  if (q.reason && !denied && esy?.item.value === "yes") {
    const why = statedReason(ctx, ["esy", "extended school year", "summer"], false, esy.doc.documentId);
    if (why) return why;
  }
  if (!esy) return `The documents don't state an extended school year (ESY) decision for ${who}.${checked(ctx)}`;
  // "Why didn't she qualify for ESY?" while the plan gives none: the decision, then the documents' own reason
  // for it, the reason first so it reads in the answer's opening (ADR 0086).
  if (q.reason && denied && esy.item.value === "no") {
    // The sentence after the decision that gives its data ("… data show she recouped within two weeks") is its reason.
    const why = besideDecision(ctx, esy.doc, esy.item.quote, (t) => REASON_WORDS.test(t) || /^(?:reasons?|rationale|justification|explanation)\b/i.test(t) || /\b(?:regress\w*|recoup\w*|regain\w*|data|probes?)\b/i.test(t));
    if (why) return `${md(cap(esy.doc.label))} gives ${who} no extended school year services (${cite(ctx, esy.ref)}); the reason it gives: ${quoted(why.text, 240)} (${citePassage(ctx, why.passage)}).`;
  }
  // A decision put off: the date the team will decide by, when the plan gives one ("decide by 2027-04-30"; ADR 0086).
  if (esy.item.value === "undecided") {
    const by = decideBy(ctx, esy.doc, esy.item.quote);
    if (by) return `Not decided yet — the team will decide on extended school year services for ${who} by **${md(longDate(by))}** ${where(ctx, esy.doc, esy.ref)}: ${quoted(esy.item.quote, 150)}.`;
  }
  // "Did she have ESY last summer, how much?", "ESY this summer — how much and when": the plan whose ESY ran in
  // that summer, its amount and dates first (ADR 0090).
  const summer = summerAsked(ctx);
  const asksAmount = /\bhow (?:much|many|long)\b|\bminutes?\b|\bhours?\b|\bsessions?\b/.test(q.text);
  const ran = summer === undefined || q.when === "previous" ? undefined : [record.esy.current, record.esy.previous].find((e) => e?.item.value === "yes" && esyPeriod(ctx, e.doc, e.item.quote).includes(`, ${summer}**`));
  if (ran && asksAmount) {
    const much = esyAmount(ctx, ran.doc, ran.item.quote);
    const period = esyPeriod(ctx, ran.doc, ran.item.quote);
    const past = period.startsWith("; it ran");
    if (much) return `${q.yesNo ? "Yes — " : ""}${who} ${past ? "had" : "has"} extended school year services in summer ${summer} under ${md(ran.doc.label)}: **${md(flatSpace(much))}**${period.replace(/^; it (?:ran|runs)/, ",")} (${cite(ctx, ran.ref)}).`;
  }
  // "When was her ESY last summer?" while the current plan gives none: that decision, then the last plan's ESY
  // that did run, with its dates (ADR 0086).
  const before = record.esy.previous;
  if (/\blast summer\b|\bpast summer\b|\bsummer before\b/.test(q.text) && q.when !== "previous" && esy.item.value !== "yes" && before?.item.value === "yes") {
    const period = esyPeriod(ctx, before.doc, before.item.quote);
    return `No — ${md(esy.doc.label)} gives ${who} no extended school year services (${cite(ctx, esy.ref)}): ${quoted(esy.item.quote, 80)}. ${md(cap(before.doc.label))} gave ESY${period ? period.replace(/^; it/, ", which") : ""} (${cite(ctx, before.ref)}).`;
  }
  const claimsYes = q.premise && !denied;
  let v: string = { yes: "Yes", no: "No", undecided: "Not decided yet" }[esy.item.value];
  if (q.premise && ((denied && esy.item.value === "yes") || (claimsYes && esy.item.value !== "yes"))) v = "No, that is not what the IEP says";
  const says = { yes: `${who} gets extended school year services`, no: `${who} does not get extended school year services`, undecided: "the team has not decided on extended school year services" }[esy.item.value];
  const period = esy.item.value === "yes" ? esyPeriod(ctx, esy.doc, esy.item.quote) : "";
  // "When is ESY?", "ESY dates?": the dates first.
  if (period && !q.premise && /\bwhen\b|\bdates?\b|\bstarts?\b|\bends?\b|\bhow long\b/.test(q.text)) {
    // "ESY dates and how much per week": its amount beside its dates, when both are asked (ADR 0092, round B).
    const much = asksAmount ? esyAmount(ctx, esy.doc, esy.item.quote) : "";
    return `${who}'s extended school year${much ? ` is **${md(flatSpace(much))}** and` : ""}${period.replace(/^; it/, "")} ${where(ctx, esy.doc, esy.ref)}: ${quoted(esy.item.quote, 150)}.`;
  }
  return `${v} — ${says} ${where(ctx, esy.doc, esy.ref)}: ${quoted(esy.item.quote, 150)}${period}.`;
}

/** The passage holding a decision's quote, and its text from the quote on (up to 400 characters). */
function fromDecision(ctx: Ctx, doc: RecordDocument, quote: string): { passage?: Passage; text: string } {
  const key = flatSpace(quote).slice(0, 30);
  const passage = ctx.passages.find((p) => p.documentId === doc.documentId && flatSpace(p.text).includes(key));
  return { passage, text: passage ? flatSpace(passage.text).slice(flatSpace(passage.text).indexOf(key)).slice(0, 400) : flatSpace(quote) };
}

/** The first sentence from a decision on that the test accepts: its reason, written right after it. */
function besideDecision(ctx: Ctx, doc: RecordDocument, quote: string, test: (text: string) => boolean): { text: string; passage: Passage } | undefined {
  const { passage, text } = fromDecision(ctx, doc, quote);
  if (!passage) return undefined;
  const rest = text.slice(flatSpace(quote).length);
  const sentence = rest.split(/(?<=[.!?])\s+(?=[A-Z])/).map((x) => x.trim()).find((x) => x.length > 12 && test(x));
  return sentence ? { text: sentence, passage } : undefined;
}

/** The date an ESY decision is put off to, in its quote or the passage right after it ("decide by 2027-04-30"). */
function decideBy(ctx: Ctx, doc: RecordDocument, quote: string): string | undefined {
  const { text } = fromDecision(ctx, doc, quote);
  const m = /\b(?:by|before|no later than|until|on)\s+(\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{2,4}|[A-Z][a-z]+\.? \d{1,2}, \d{4})/.exec(text);
  return m?.[1] ? parseDate(m[1]) : undefined;
}

function flatSpace(s: string): string {
  return s.replace(/\s+/g, " ");
}

/**
 * How much ESY the plan gives, as it writes it, from the decision on ("Reading, 120 minutes weekly (2 x 60 min)",
 * "60 minutes, 2 times per week"; ADR 0090); "" when it states none.
 */
function esyAmount(ctx: Ctx, doc: RecordDocument, quote: string): string {
  const { text } = fromDecision(ctx, doc, quote);
  const m = /\b\d+\s*(?:minutes?|mins?|hours?|hrs?)\b(?:,?\s*(?:\d+|one|two|three|four|five)\s*(?:x|times?|sessions?|days?)\s*(?:per|a|each|every|\/)\s*(?:week|day|month)|\s*(?:per|a|each|every|\/)\s*(?:week|day|month|session)|\s*(?:weekly|daily|monthly))(?:\s*\([^)]{1,30}\))?/i.exec(text);
  return m ? m[0] : "";
}

/** The summer a question names ("last summer", "this summer", "next summer"): its year, from today's. */
function summerAsked(ctx: Ctx): number | undefined {
  const year = Number(ctx.record.today.slice(0, 4));
  const after = ctx.record.today.slice(5) > "08-31";
  if (/\b(?:last|past) summer\b|\bsummer before\b/.test(ctx.q.text)) return after ? year : year - 1;
  if (/\bthis (?:past )?summer\b/.test(ctx.q.text)) return year;
  if (/\bnext summer\b|\bcoming summer\b/.test(ctx.q.text)) return after ? year + 1 : year;
  return undefined;
}

/** The dates ESY runs, from the first date range after the decision in its document ("06/22/2026 - 07/30/2026"). */
function esyPeriod(ctx: Ctx, doc: RecordDocument, quote: string): string {
  // A quote's runs of whitespace are one space; the passage keeps the form's column gaps ("needed:  [X] Yes"; ADR 0085).
  const key = flatSpace(quote).slice(0, 30);
  const passage = ctx.passages.find((p) => p.documentId === doc.documentId && flatSpace(p.text).includes(key));
  if (!passage) return "";
  const after = flatSpace(passage.text).slice(flatSpace(passage.text).indexOf(key));
  // "June 7 - July 2, 2027": a first date without its year takes the second's (ADR 0080).
  // ISO dates too ("2025-06-09 through 2025-07-03", a vendor export's; ADR 0086).
  const range = /(\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{2,4}|[A-Z][a-z]+\.? \d{1,2}(?:, \d{4})?)\s*(?:-|–|—|to|through)\s*(\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{2,4}|[A-Z][a-z]+\.? \d{1,2}, \d{4})/.exec(after.slice(0, 400));
  const year = range?.[2] ? /\d{4}$/.exec(range[2])?.[0] : undefined;
  const from = range?.[1] ? parseDate(/\d{4}$|\/|^\d{4}-/.test(range[1]) ? range[1] : `${range[1]}, ${year ?? ""}`) : undefined;
  const to = range?.[2] ? parseDate(range[2]) : undefined;
  if (!range || !from || !to) return "";
  return `; it ${to < ctx.record.today ? "ran" : "runs"} from **${md(longDate(from))}** to **${md(longDate(to))}** (${quoted(range[0], 60)}, ${citePassage(ctx, passage)})`;
}

// A category under the form's own name too ("Emotional Disturbance (“Emotional-Behavioral Disability”)"): the
// parent looks for the words on the form (ADR 0092, round B).
function categoryName(e: { category: string; stated?: string }): string {
  return `**${md(e.category)}**${e.stated ? ` (“${md(e.stated)}”)` : ""}`;
}

function answerEligibility(ctx: Ctx): string | null {
  const { record, q, who } = ctx;
  // "What was her 504 plan for?": a 504 plan exists for an impairment, its eligibility.
  // "What did her old 504 plan give her for tests?" asks what it gives, not what it is for (ADR 0090).
  const gives = /\b(?:give|gives|gave|get|gets|got|provide\w*|allow\w*|offer\w*)\b/.test(q.text) || /\bfor (?:\w+ )?(?:tests?|testing|exams?|quiz\w*|class\w*|homework|assignments?)\b/.test(q.text);
  const for504 = /\b504\b/.test(q.text) && (q.reason || (/\bfor\b|\babout\b/.test(q.text) && !gives));
  if (!for504 && !/eligib\w*|disabilit\w*|classif\w*|categor\w*|qualif\w*|diagnos\w*|\blabel\b|what does (?:he|she|they) have|impairment/.test(q.text)) return null;
  const of504 = /\b504\b/.test(q.text) && record.plan504 ? record.plan504.facts.eligibility.map((e) => ({ item: e, doc: record.plan504!, ref: refOf(record, record.plan504!, e) })) : [];
  if (/\b504\b/.test(q.text) && record.plan504 && of504.length === 0) {
    // The plan names its impairment in a sentence of its own ("Description of the impairment: …"): quoted.
    const plan = record.plan504;
    const all = sentencesOf(ctx.passages.filter((p) => p.documentId === plan.documentId));
    const at = all.findIndex((x) => /impairment|diagnos\w*|disabilit\w*|condition|eligib\w*/i.test(x.text) && !/^(?:section )?504\b/i.test(x.text));
    // A form's field label ("1. DESCRIPTION OF THE PHYSICAL OR MENTAL IMPAIRMENT") has its answer on the line
    // below: that line is quoted (ADR 0086).
    const label = at >= 0 && (CAPS_HEADING.test(all[at]!.text.replace(/^\d+[.)]\s*/, "")) || all[at]!.text.endsWith(":"));
    const below = label ? all[at + 1] : undefined;
    const hit = below && below.passage === all[at]!.passage ? below : all[at];
    if (hit) return `${who}'s 504 plan (${md(plan.label)}) is for: ${quoted(hit.text, 200)} (${citePassage(ctx, hit.passage)}).`;
  }
  // "Was it different last year?", "did her category change?": both IEPs' categories, the current one first (ADR 0082).
  const [now, then] = [record.eligibility.current, record.eligibility.previous];
  // "Why did the reeval say she doesn't qualify anymore?" while the plan names a category: the claim is corrected (ADR 0086).
  const claimsNone = of504.length === 0 && now.length > 0 && /\b(?:doesn'?t|does not|didn'?t|did not|isn'?t|is not|not|no longer|won'?t)\b(?: \w+){0,3} (?:qualif\w*|eligib\w*)|\bineligible\b|\bnot (?:have|has) a disabilit/.test(q.text);
  if (of504.length === 0 && q.change && now.length > 0 && then.length > 0) {
    const names = (l: typeof now) => l.map((e) => e.item.category);
    const same = names(now).join("|").toLowerCase() === names(then).join("|").toLowerCase();
    const lead = claimsNone ? "No — " : q.yesNo ? (same ? "No — " : "Yes — ") : "";
    const side = (l: typeof now) => `${l.map((e) => categoryName(e.item)).join(" and ")} in ${md(l[0]!.doc.label)} (${cite(ctx, l[0]!.ref)})`;
    return same ? `${lead}${who} is eligible under ${side(now)}, the same as in ${md(then[0]!.doc.label)} (${cite(ctx, then[0]!.ref)}).` : `${lead}${who} is eligible under ${side(now)}; ${md(then[0]!.doc.label)} had ${side(then).replace(/ in the .*? \(/, " (")}.`;
  }
  const list = of504.length > 0 ? of504 : q.when === "previous" && then.length > 0 ? then : now;
  if (list.length === 0) return `The documents don't state ${who}'s eligibility category.${checked(ctx)}`;
  const first = list[0]!;
  const cats = list.map((e) => categoryName(e.item)).join(" and ");
  const quotes = [...new Set(list.map((e) => e.item.quote))].slice(0, 2).map((x) => quoted(x, 120)).join("; ");
  // "Does he qualify for special ed?": yes, under the categories the plan names (ADR 0080).
  const lead = claimsNone && list === now ? "No — " : q.yesNo && /qualif\w*|eligib\w*/.test(q.text) && !q.premise ? "Yes — " : "";
  return `${lead}${who} is eligible under ${cats} ${where(ctx, first.doc, first.ref)}: ${quotes}.`;
}

// ---------- accommodations ----------

const ACC_ASK =
  /ac+om+odat\w*|\bscribe\b|\bnotes\b|graphic organi[sz]er|audio ?books?|large print|\bfidget\w*|visual schedule|check[- ]?in|\bplanner\b|word bank|spell ?check\w*|dictat\w*|manipulatives|\bchunk\w*|\bword processor\b|\blaptop\b|\bcomputer\b|^(?:can|may) (?:he|she|they|\w+) |\ballowed\b|\bpermitted\b|\blet (?:him|her|them)\b|modif\w*|extra time|extended time|more time|time and a half|double time|\btests?\b|\btesting\b|\bexams?\b|\bquiz\w*|standardi[sz]ed|state test|\bseat\w*|\bbreaks?\b|read aloud|read-aloud|text[- ]to[- ]speech|calculator|headphones|separate (?:room|location)|small group|support(?:s)? in class|help in class/;

/** School subjects and settings: words an accommodation shares with many questions, never the thing asked for. */
const SUBJECT = /^(?:math\w*|reading|read|writing|science|social|studies|spelling|english|history|classes|classroom|room|tests?|quiz\w*|exams?)$/;

/** Words of a question about accommodations that name no particular one. */
const GENERIC_ACC = /^(?:ac+om+odat\w*|modifications?|taken|away|take|removed?|dropped|drop|added?|why|did|they|school|plan|anything|something)$/;

/** The word itself or an inflection of it ("seat" in "seating"), never a longer word ("para" in "paragraph"). */
function hasWord(text: string, word: string): boolean {
  const at = text.indexOf(word);
  if (at < 0) return false;
  return new RegExp(`(?:^|[^a-z0-9])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:s|es|ed|ing|al|ly)?(?![a-z0-9])`).test(text);
}

function accScore(q: Question, a: Accommodation): number {
  const text = ` ${a.text.toLowerCase()} `;
  let score = 0;
  for (const term of q.terms) {
    if (GENERIC_ACC.test(term)) continue;
    if (hasWord(text, term)) score += 2;
    else if (expand(term).some((w) => w.length > 2 && hasWord(text, w))) score += 1;
  }
  if (/standardi[sz]ed|state/.test(q.text) && /standardi[sz]ed|state|district/.test(text)) score += 2;
  if (/classroom|class tests?|teacher/.test(q.text) && /classroom/.test(text)) score += 2;
  if (/how long|time/.test(q.text) && /time/.test(text)) score += 2;
  if (/where|room|location|place/.test(q.text) && /location|room|setting|separate|small group/.test(text)) score += 2;
  return score;
}

/** The line of the plan's own text that starts with an accommodation and says more (its columns), when retrieved. */
function rowOf(ctx: Ctx, a: Located<Accommodation>): { s: Sentence } | undefined {
  const head = flatText(a.item.text);
  const s = sentencesOf(ctx.passages.filter((p) => p.documentId === a.doc.documentId)).find((x) => flatText(x.text).startsWith(head) && flatText(x.text).length > head.length + 3);
  return s ? { s } : undefined;
}

function flatText(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9.]+/g, " ").trim();
}

function accLine(ctx: Ctx, a: Located<Accommodation>): string {
  return `${md(a.item.text)}${a.item.kind === "testing" ? " (testing)" : ""} (${cite(ctx, a.ref)})`;
}

/**
 * Items listed compactly: each one's text, then one citation for the run of items on the same page of the same
 * document ("A; B; C (IEP 2025, p. 3)"), the document's title named once per run (ADR 0090).
 */
function listCompactly<L extends Located<unknown>>(ctx: Ctx, items: L[], text: (x: L) => string, titled = true): string {
  const runs: { key: string; first: L; texts: string[] }[] = [];
  for (const x of items) {
    const key = `${x.ref.documentId}:${x.ref.page}`;
    const last = runs.at(-1);
    if (last?.key === key) last.texts.push(text(x));
    else runs.push({ key, first: x, texts: [text(x)] });
  }
  return runs.map((r) => `${r.texts.join("; ")} (${titled ? `${md(r.first.doc.title)}, ` : ""}${cite(ctx, r.first.ref)})`).join("; ");
}

/** What each accommodation an amendment changed was before it ("time and one-half"), by the changed entry. */
const changedFrom = new WeakMap<Located<Accommodation>, { was: string; amendment: RecordDocument }>();

/**
 * The current IEP's accommodations as its amendments leave them: an amendment that changes one ("Was: Extended time
 * (time and one-half)" / "Now: Extended time — double time (2x)") replaces it, cited at the amendment's page
 * (ADR 0090). The record keeps an amendment's added accommodations; a changed one is read here from its passage.
 */
function amendedAccommodations(ctx: Ctx): Located<Accommodation>[] {
  const { record } = ctx;
  const list = record.accommodations.current;
  const cur = record.current;
  if (!cur) return list;
  const amendments = record.documents
    .filter((d) => d.role === "amendment" && d.attachesTo === cur.documentId)
    .sort((a, b) => (a.date ?? "").localeCompare(b.date ?? ""));
  const changes: { was: string; now: string; passage: Passage; doc: RecordDocument }[] = [];
  for (const doc of amendments) {
    for (const p of ctx.passages.filter((x) => x.documentId === doc.documentId)) {
      for (const m of p.text.matchAll(/^[ \t]*(?:was|before|from|previously)[ \t]*:[ \t]*(.+)\n[ \t]*(?:now|after|to|changed to|new)[ \t]*:[ \t]*(.+)$/gim)) {
        changes.push({ was: m[1]!.trim(), now: m[2]!.trim(), passage: p, doc });
      }
    }
  }
  if (changes.length === 0) return list;
  return list.map((a) => {
    // The newest amendment's change of it wins.
    const c = changes.filter((x) => flatText(x.was) === flatText(a.item.text) || jaccard(x.was, a.item.text) >= 0.6).pop();
    if (!c) return a;
    const p = c.passage;
    const changed: Located<Accommodation> = {
      item: { ...a.item, text: c.now },
      doc: c.doc,
      ref: { id: p.id, documentId: p.documentId, documentTitle: p.documentTitle ?? c.doc.title, page: p.page, quote: flatSpace(c.now) },
    };
    changedFrom.set(changed, { was: a.item.text, amendment: c.doc });
    return changed;
  });
}

/** The current plan's passages (and its amendments'), the plan's own first. */
function planPassages(ctx: Ctx): Passage[] {
  const cur = ctx.record.current?.documentId;
  if (!cur) return [];
  const own = new Set(ctx.record.documents.filter((d) => d.documentId === cur || (d.role === "amendment" && d.attachesTo === cur)).map((d) => d.documentId));
  return ctx.passages.filter((p) => own.has(p.documentId)).sort((a, b) => Number(b.documentId === cur) - Number(a.documentId === cur));
}

const STATE_TESTS = /\bstate (?:tests?|testing|assessments?|exams?)\b|\bstate-?wide (?:tests?|testing|assessments?)\b|\b(?:alternate|alternative|general) (?:state )?(?:tests?|assessments?)\b|\bend[- ]of[- ](?:grade|course|year) (?:tests?|exams?)\b/;

/**
 * "What accommodations does she get on state tests?" when the plan's accommodations table has a column that says
 * whether each applies to state testing ("Accommodation | Where / When | State & District Testing" with Yes / No):
 * the rows marked yes in that column (ADR 0092, round B).
 */
function answerStateTestColumn(ctx: Ctx): string | null {
  const { record, q, who } = ctx;
  if (!record.current || !STATE_TESTS.test(q.text) || !/ac+om+odat\w*|\bsupports?\b|\bget\b|\bhelp\b/.test(q.text) || q.removed || q.added) return null;
  for (const p of planPassages(ctx)) {
    const lines = p.text.split("\n");
    for (let i = 0; i < lines.length; i++) {
      const head = cells(lines[i]!);
      const col = head.findIndex((c) => /\bstate\b.*\b(?:test\w*|assess\w*)\b|\b(?:test\w*|assess\w*)\b.*\bstate\b/i.test(c));
      if (col <= 0 || !/ac+om+odat|support|\baid/i.test(head[0]!)) continue;
      const yes: string[] = [];
      for (const line of lines.slice(i + 1)) {
        const row = cells(line);
        if (row.length < 2) break;
        if (row.length === head.length && /^(?:yes|y|x|✓|✔|☒)$/i.test(row[col]!)) yes.push(row[0]!);
      }
      if (yes.length === 0) continue;
      const doc = record.documents.find((d) => d.documentId === p.documentId);
      return `On state tests ${who} gets ${yes.length} accommodation${yes.length === 1 ? "" : "s"} in ${md(doc?.label ?? p.documentTitle ?? "the plan")}: ${yes.map((x) => `**${md(x)}**`).join("; ")} (${citePassage(ctx, p)}) — the rows its column “${md(head[col]!)}” marks yes.`;
    }
  }
  return null;
}

/**
 * "So she's taking the alternate state test now, right?": which state test the plan says the child takes — a box
 * checked ("[X] General assessment with accommodations") or a sentence ("will participate in the general
 * assessment with accommodations") — and a claim about it checked (ADR 0092, round B).
 */
function answerStateTestTaken(ctx: Ctx): string | null {
  const { record, q, who } = ctx;
  // "What does she get for state tests" asks for the accommodations, not which test is taken.
  if (!record.current || !STATE_TESTS.test(q.text) || !/\b(?:tak\w*|took|participat\w*|sit\w*|which|what kind)\b/.test(q.text) || /ac+om+odat|\bgets?\b|\bhelp\b|\bsupports?\b/.test(q.text)) return null;
  const CHECKED = /^\s*(?:\[\s*[xX✓✔]\s*\]|☒|☑|\(\s*[xX]\s*\))\s*(.*(?:assessment|test)\b.*)$/i;
  const SAID = /\b(?:will |to )?(?:participate|participates|take|takes)\s+(?:in\s+)?(?:the\s+)?((?:general|regular|alternate|alternative)\b[^.;]*\b(?:assessment|test)s?\b(?:[^.;]*?\baccommodations?\b)?)/i;
  const LABELLED = /\bparticipation\b[^:]{0,30}:\s*((?:general|regular|alternate|alternative|state)\b.*\b(?:assessment|test)s?\b.*)$/i;
  for (const p of planPassages(ctx)) {
    for (const line of p.text.split("\n")) {
      const taken = CHECKED.exec(line)?.[1] ?? LABELLED.exec(line)?.[1] ?? SAID.exec(line)?.[1];
      if (!taken) continue;
      // A row of boxes: the checked one's words end where the next box starts.
      const what = taken.replace(/\s*(?:\(|\[|☐|□).*$/, "").trim();
      const alternate = /\balternat/i.test(what);
      const claimsAlternate = /\balternat/.test(q.text);
      const lead = q.yesNo ? (claimsAlternate === alternate ? "Yes — " : "No — ") : "";
      const doc = record.documents.find((d) => d.documentId === p.documentId);
      return `${lead}${who} takes **the ${md(what.charAt(0).toLowerCase() + what.slice(1))}** in ${md(doc?.label ?? p.documentTitle ?? "the plan")}: ${quoted(line.trim(), 120)} (${citePassage(ctx, p)}).`;
    }
  }
  return null;
}

/**
 * Which state or district test the child takes ("Participation: General assessment with accommodations", "the team
 * considered the alternate assessment and rejected it"): a participation decision, not an accommodation.
 */
const PARTICIPATION = /\bparticipat\w*|\b(?:general|alternate|alternative|regular) (?:state |statewide )?assessment\b|\bassessments? during\b/i;
/** An accommodation given on tests: filed as one, or one only a test has (items read aloud, a test's administration). */
const forTests = (a: Located<Accommodation>) =>
  !PARTICIPATION.test(a.item.text) && (a.item.kind === "testing" || /\bread[- ]aloud\b|\badministration\b|\btests?\b|\bexams?\b|\bassessments?\b/i.test(a.item.text));

function answerAccommodations(ctx: Ctx): string | null {
  const { record, q, who } = ctx;
  const acc = { ...record.accommodations, current: amendedAccommodations(ctx) };
  const namesOne = () =>
    [...acc.current, ...acc.previous, ...acc.plan504].some((a) => accScore(q, a.item) >= 2 && q.terms.some((t) => t.length > 3 && expand(t).some((w) => w.length > 3 && a.item.text.toLowerCase().includes(w))));
  // Not asked in accommodation words, but naming one of the plan's ("does she get the checklist", "how often
  // are his movement breaks") — and naming no service ("speech therapy" is not "text-to-speech").
  const namesNoService = askedServices(ctx).length === 0 && !SERVICE_ASK.test(q.text.replace(/\bhow (?:much|often|many)\b/g, ""));
  if (!ACC_ASK.test(q.text) && !(namesNoService && (q.yesNo || /\bhow often\b|\bwhen\b|\bwhere\b/.test(q.text)) && namesOne())) return null;
  // "Does she get extra help in math?" asks for instruction, a service (ADR 0080).
  if (/\bhelp (?:in|with|for)\b/.test(q.text) && /\b(?:math|reading|writing)\b/.test(q.text)) return null;
  const testing = /\btests?\b|\btesting\b|\bexams?\b|\bquiz\w*|standardi[sz]ed|assessment/.test(q.text);
  // "Did they take away any accommodations, like for tests?": tests are an example of "any", not the kind
  // asked for; every one taken away answers it, the testing ones first (ADR 0090).
  const example = testing && /\bany\b/.test(q.text) && /\b(?:like|such as|for example|for instance|e\.?g\.?|including|especially)\b(?: \w+){0,3} (?:tests?|testing|exams?|quiz\w*|assessments?)\b/.test(q.text);
  // "Does she have a social skills group?": a yes/no whose own words name nothing in the plans is not answered by
  // an accommodation that shares one common word with it (ADR 0080).
  if (q.yesNo && !q.change) {
    const COMMON = /^(?:tests?|testing|time|extra|class\w*|group|help|have|does|allowed|use|still|state|during|work|school|get|gets|any|right|correct|true|really|actually|needs?|whenever|ever|always|every|other|only|also|just|should|would|could|might|must|wants?|like|know|there|doesn|didn|isn|don|won|aren|wasn|haven|hasn|can)$/;
    const inText = (text: string) => (t: string) => expand(t).some((w) => w.length > 2 && hasWord(text.toLowerCase(), w));
    const best = [...acc.current, ...acc.previous, ...acc.plan504].map((a) => ({ a, s: accScore(q, a.item) })).sort((x, y) => y.s - x.s)[0];
    const specific = q.terms.filter((t) => t.length > 3 && !t.includes("'") && !GENERIC_ACC.test(t) && !COMMON.test(t));
    // "Can she use a calculator on math tests?": a thing no plan and no page names is said not to be mentioned,
    // not answered by an accommodation that shares the subject ("read aloud for math"; ADR 0082).
    const absent = specific.filter((t) => !SUBJECT.test(t) && !ctx.passages.some((p) => inText(p.text)(t)) && ![...acc.current, ...acc.previous, ...acc.plan504].some((a) => inText(a.item.text)(t)));
    if (absent.length > 0) {
      const pool = acc.current.length > 0 ? acc.current : acc.plan504;
      const shown = (testing ? pool.filter((a) => a.item.kind === "testing") : pool).slice(0, 4);
      // Named in the parent's own words: from the first absent word to the last ("chew gum"), with its article.
      const said = q.text.split(/[^a-z0-9:'-]+/);
      const at = absent.map((t) => said.indexOf(t)).filter((i) => i >= 0);
      const [from, to] = [Math.min(...at), Math.max(...at)];
      const named = at.length > 0 && to - from < 4 ? said.slice(/^an?$/.test(said[from - 1] ?? "") ? from - 1 : from, to + 1).join(" ") : absent[0]!;
      return `No — the documents don't mention ${md(named)} for ${who}.${shown.length > 0 ? ` ${md(cap(shown[0]!.doc.label))} gives: ${shown.map((a) => accLine(ctx, a)).join("; ")}.` : checked(ctx)}`;
    }
    if (best && specific.length > 0 && !specific.some(inText(best.a.item.text))) return null;
  }
  // "Is her math help in a small group?" is about a service's setting, not the testing accommodation "small group".
  if (askedServices(ctx).length > 0 && /\bhelp\b|\binstruction\b|\bservices?\b|\btherap\w*|\bsessions?\b/.test(q.text) && !/ac+om+odat\w*|\btests?\b|\btesting\b|\bexams?\b|\bquiz\w*|\ballowed\b|\bcalculator\b|\bseat\w*|\bbreaks?\b|extra time|extended time/.test(q.text)) return null;
  if (q.removed || q.premise) {
    // A named accommodation the parent thinks was taken away: say whether the current plan still has it.
    const pool = acc.current.length > 0 ? acc.current : acc.plan504;
    const best = pool.map((a) => ({ a, s: accScore(q, a.item) })).sort((x, y) => y.s - x.s)[0];
    const gone = acc.removed.map((a) => ({ a, s: accScore(q, a.item) })).sort((x, y) => y.s - x.s)[0];
    // "Did they take away any of her testing accommodations?" names none: the removed list answers it. A removed
    // accommodation that matches the question better than any the plan keeps is the one asked about (ADR 0080).
    // "Which/what/any" asks for the list only in the clause that claims the removal: "…took away her extra time on
    // tests, what can i do" names one accommodation (ADR 0086).
    const claim = q.text.split(/[,;?]+|\b(?:and|but|so)\b/).find((c) => /\b(?:took|take|taken|taking|remov\w*|dropp?\w*|cut|los[te]|gone|rid|eliminat\w*|discontinu\w*|no longer|anymore|stopp?\w*)\b/.test(c)) ?? q.text;
    if (best && best.s >= 2 && q.removed && !/\bany\b|\bwhich\b|\bwhat\b/.test(claim) && !(gone && gone.s > best.s)) {
      const was = changedFrom.get(best.a);
      if (was) return `No — ${md(was.amendment.label)} changed it: ${who} now gets **${md(best.a.item.text)}** (${cite(ctx, best.a.ref)}), in place of ${md(was.was)}.`;
      return `No — ${md(best.a.doc.label)} still gives ${who} **${md(best.a.item.text)}** (${cite(ctx, best.a.ref)}).`;
    }
    // "Did she lose any of her classroom accommodations?" names a kind, not one of them: the list answers it (ADR 0090).
    const listAsked = example || (/\bany\b|\bwhich\b|\bwhat\b/.test(claim) && q.terms.every((t) => GENERIC_ACC.test(t) || /^(?:class\w*|tests?|testing|lose|lost|losing|new|iep|her|his)$/.test(t)));
    if (gone && gone.s >= 2 && q.removed && record.current && !listAsked) {
      return `Yes — **${md(gone.a.item.text)}** was in ${md(gone.a.doc.label)} (${cite(ctx, gone.a.ref)}) and is not in ${md(record.current.label)}.`;
    }
    // "Did they take away her laptop?" when no IEP lists one: it was not taken from the IEP; the 504 plan
    // that had it, if one did, is named (ADR 0080).
    const thing = q.terms.find((t) => t.length > 3 && !GENERIC_ACC.test(t) && !/^(?:tests?|testing|time|extra|class|away|anymore|still|give|gave|took|take|taken|los[et]|losing|remov\w*|drop\w*|cut|gone|stop\w*|rid|eliminat\w*|discontinu\w*|longer)$/.test(t));
    const anywhere = (list: Located<Accommodation>[]) => list.find((a) => thing && hasWord(a.item.text.toLowerCase(), thing));
    if (q.removed && thing && !isMonth(thing) && !/\bany\w*|\bwhich\b|\bwhat\b|\bsomething\b/.test(q.text) && record.current && !anywhere(acc.current) && !anywhere(acc.previous)) {
      const in504 = anywhere(acc.plan504);
      return in504
        ? `No — the IEPs don't list a ${md(thing)}; ${md(in504.doc.label)} had **${md(in504.item.text)}** (${cite(ctx, in504.ref)}), and ${md(record.current.label)} does not carry it over.`
        : `No — the documents don't list a ${md(thing)} for ${who}.${checked(ctx)}`;
    }
  }
  if (q.change && !q.removed && !q.added && record.previous && record.current) {
    // "Did her extended time change?": the one accommodation named, as each IEP words it.
    const named = (list: Located<Accommodation>[]) => list.map((a) => ({ a, s: accScore(q, a.item) })).sort((x, y) => y.s - x.s)[0];
    const before = named(acc.previous);
    const now = named(acc.current);
    if (before && now && before.s >= 3 && now.s >= 3) {
      if (flatText(before.a.item.text) === flatText(now.a.item.text)) {
        // "Does he still get it?", "is it the same?" are answered yes; "did it change?" no.
        return `${/\bstill\b|\bsame\b|\bkeep\b|\bkept\b/.test(q.text) ? "Yes" : "No"} — **${md(now.a.item.text)}** is in both ${md(record.previous.label)} (${cite(ctx, before.a.ref)}) and ${md(record.current.label)} (${cite(ctx, now.a.ref)}).`;
      }
      return `${q.yesNo ? "Yes — " : ""}${md(cap(record.previous.label))} had **${md(before.a.item.text)}** (${cite(ctx, before.a.ref)}); ${md(record.current.label)} has **${md(now.a.item.text)}** (${cite(ctx, now.a.ref)}).`;
    }
  }
  if (q.change && (q.removed || q.added || /chang|differen/.test(q.text)) && record.previous && record.current) {
    // A decision on which state test is taken is no accommodation to add or take away (ADR 0092, round B).
    const list = (q.removed ? acc.removed : q.added ? acc.added : [...acc.added, ...acc.removed]).filter((a) => !PARTICIPATION.test(a.item.text));
    const filtered = example
      ? [...list.filter(forTests), ...list.filter((a) => !forTests(a))]
      : testing
        ? list.filter(forTests)
        : list;
    const verb = q.removed ? "taken away" : q.added ? "added" : "changed";
    if (filtered.length === 0) {
      return `No — no ${testing ? "testing " : ""}accommodation was ${verb} in ${md(record.current.label)} compared with ${md(record.previous.label)}.`;
    }
    if (q.removed || q.added) {
      const lead = q.yesNo ? "Yes — " : "";
      // Listed compactly, the kind asked for first ("did she lose any classroom accommodations"): each item's
      // short text, one citation per page they share, so the item asked about is in the opening (ADR 0090).
      const classroom = /\bclass(?:room|work)?\b|\bin class\b/.test(q.text) && !testing;
      const ordered = classroom ? [...filtered.filter((a) => a.item.kind !== "testing"), ...filtered.filter((a) => a.item.kind === "testing")] : filtered;
      // The more items, the shorter each, so a long list keeps its later items in the opening too (ADR 0092).
      const each = Math.max(28, Math.min(60, Math.floor(200 / Math.min(ordered.length, 8)) - 3));
      const items = listCompactly(ctx, ordered.slice(0, 8), (a) => `**${md(clip(a.item.text, each))}**${a.item.kind === "testing" ? " (testing)" : ""}`);
      return `${lead}${filtered.length === 1 ? "One accommodation was" : `${filtered.length} accommodations were`} ${verb} in ${md(record.current.label)} compared with ${md(record.previous.label)}: ${items}${filtered.length > 8 ? "; and more" : ""}.`;
    }
    return [
      `${acc.added.length} added and ${acc.removed.length} taken away in ${md(record.current.label)} compared with ${md(record.previous.label)}:`,
      ...acc.added.slice(0, 4).map((a) => `- Added: ${accLine(ctx, a)}`),
      ...acc.removed.slice(0, 4).map((a) => `- Taken away: ${accLine(ctx, a)}`),
    ].join("\n");
  }
  const side = q.when === "previous" ? acc.previous : acc.current.length > 0 ? acc.current : acc.plan504;
  const use504 = /\b504\b/.test(q.text) && acc.plan504.length > 0;
  const pool = use504 ? acc.plan504 : side;
  if (pool.length === 0) return null;
  let list = testing ? pool.filter((a) => a.item.kind === "testing" || /test|assess|exam/i.test(a.item.text)) : pool;
  if (list.length === 0) list = pool;
  // An accommodation the question names ("a calculator on tests") counts even when the plan files it
  // under the classroom, or its setting column ("Math tests") was not kept with it.
  const named = pool.map((a) => ({ a, s: accScore(q, a.item) })).sort((x, y) => y.s - x.s)[0];
  // Only a bare item ("Use of a calculator", a few words) is taken for a testing one: "Extra time to make up work
  // missed …" says where it applies, and it is not tests.
  if (named && named.s >= 3 && named.a.item.text.split(/\s+/).length <= 6 && !list.includes(named.a) && list.every((a) => accScore(q, a.item) < named.s)) list = [named.a, ...list];
  const scored = list.map((a) => ({ a, s: accScore(q, a.item) })).sort((x, y) => y.s - x.s);
  // The plan's own label, not an amendment's that changed one of its entries.
  const doc = (pool.find((a) => !changedFrom.has(a)) ?? pool[0]!).doc;
  const when = /\bhow often\b|\bwhen (?:does|do|is|can)\b|\bwhere\b|\bwhich (?:class\w*|subjects?|settings?)\b|\bwhat (?:class\w*|settings?|subjects?)\b/.test(q.text);
  const specific = q.yesNo || when || /how long|how much time|what kind/.test(q.text);
  if (specific) {
    const best = scored[0]!;
    const generic = q.terms.every((t) => GENERIC_ACC.test(t) || /^(?:testing|tests?|get|have|any|lena)$/.test(t) || t.length < 3);
    if (q.yesNo && generic && list.length > 0) {
      return `Yes — ${who} gets ${list.length} ${testing ? "testing " : ""}accommodation${list.length === 1 ? "" : "s"} in ${md(doc.label)}: ${list.slice(0, 3).map((a) => `**${md(a.item.text)}** (${cite(ctx, a.ref)})`).join("; ")}${list.length > 3 ? "; and more" : ""}.`;
    }
    // Whether the plan has the accommodation asked about is decided by the words that name it, not by
    // "tests", which every testing accommodation shares.
    const naming = (a: Accommodation) => accScore({ ...q, terms: q.terms.filter((t) => !/^(?:tests?|testing|exams?|quiz\w*|assessments?)$/.test(t)) }, a);
    if (q.yesNo && (best.s < 2 || (testing && naming(best.a.item) < 2 && scored.every((x) => naming(x.a.item) < 2)))) {
      // Not in the plan now: was it in the previous one?
      const before = acc.previous.map((a) => ({ a, s: naming(a.item) })).sort((x, y) => y.s - x.s)[0];
      if (before && before.s >= 2 && record.current && q.when !== "previous") {
        return `No — **${md(before.a.item.text)}** was in ${md(before.a.doc.label)} (${cite(ctx, before.a.ref)}) and is not in ${md(record.current.label)}.`;
      }
      return `No — the documents don't mention that accommodation; ${md(doc.label)} lists ${pool.length} accommodations, for example ${pool.slice(0, 2).map((a) => md(a.item.text)).join("; ")} (${cite(ctx, pool[0]!.ref)}).`;
    }
    // "How often / where does he get movement breaks?": the plan's row for it, with its setting and frequency columns.
    const row = when ? rowOf(ctx, best.a) : undefined;
    if (row) return `${md(cap(best.a.doc.label))} gives ${who} **${md(best.a.item.text)}**: ${quoted(row.s.text, 200)} (${citePassage(ctx, row.s.passage)}).`;
    const also = scored.filter((x) => x !== best && x.s >= best.s && x.s > 0).slice(0, 2);
    return `${q.yesNo ? "Yes — " : ""}${md(doc.label === best.a.doc.label ? cap(doc.label) : best.a.doc.label)} gives ${who}: **${md(best.a.item.text)}** (${cite(ctx, best.a.ref)})${also.map((x) => `; **${md(x.a.item.text)}** (${cite(ctx, x.a.ref)})`).join("")}.`;
  }
  // Listed compactly (short items, one citation per page), so the opening holds six of them; the ones that
  // match the question best are whole ("… with extended time (double time) …"; ADR 0090).
  const top = scored.slice(0, 6);
  const best = scored[0]?.s ?? 0;
  const head = `${who} ${q.when === "previous" && !use504 ? "had" : "gets"} ${list.length} ${testing ? "testing " : ""}accommodation${list.length === 1 ? "" : "s"} ${md(use504 ? "in the 504 plan" : `in ${doc.label}`)}: ${listCompactly(ctx, top.map((x) => x.a), (a) => `**${md(clip(a.item.text, best > 0 && top.some((x) => x.a === a && x.s === best) ? 160 : 60))}**`, false)}${list.length > 6 ? "; and more" : ""}.`;
  return head;
}

// ---------- goals ----------

/**
 * "How is he doing on…", "how's she doing", "how is my daughter doing", "did he meet/reach his goal", "has she mastered…": progress; so is
 * "have they started the … goal" (a report says a goal not yet introduced; ADR 0085).
 */
const PROGRESS_ASK =
  /\bprogress\b|\bcodes?\b|\bratings?\b|\brated\b|how(?:'s| is| are) (?:my \w+ |\w+ )?doing|\bhow (?:did|has|was) (?:\w+ )?(?:do|done|doing|going)\b|\bhow (?:is|are) (?:[\w-]+ ){1,4}(?:going|coming along)\b|\bmaster\w*|on track|\b(?:meet|meets|met|meeting|reach\w*|achiev\w*|pass\w*|make|made|making)\b.*\bgoals?\b|\b(?:ha(?:ve|s)|did)\b.*\b(?:start(?:ed)?|beg[au]n|begin|introduced?|work(?:ed)? on)\b.*\bgoals?\b|\b(?:ha(?:ve|s)|is)\b.*\bgoals?\b.*\b(?:started|begun|introduced)\b/;

const GOAL_ASK = /\bgoals?\b|\bon track\b|\b(?:progress )?codes?\b|\bratings?\b|\brated\b|\bhow (?:is|are) (?:[\w-]+ ){1,4}(?:going|coming along)\b|\bwhere (?:is|was|are|were) (?:he|she|they|\w+) start\w*|\bstarting (?:level|point)\b|\bimprov\w*|\bhow (?:did|has|was) (?:\w+ )?(?:do|done|doing)\b|\bbaseline\w*|\bobjectives?\b|\bbenchmarks?\b|\bprogress\b|\bmaster\w*|how(?:'s| is| are) (?:he|she|they|my \w+|\w+) doing|\bcurrent(?:ly)?\b.*\b(?:level|read\w*|fluency|at)\b|\bworking on\b|\bwhere (?:is|are) (?:he|she|they|\w+) (?:at|now)|\bright now\b|\bstarting point\b|\bwords (?:correct )?per minute\b|\bwpm\b|(?:read\w*|math|writ\w*|fluency|speech)\b.*\b(?:level|now)\b(?<!how (?:much|many|often)\b.*)(?<!\bwhat(?:'?s| is) (?:her|his|their|the) speech now\b.*)/;

const SUBJECT_AREAS: Record<string, RegExp> = {
  reading: /\bread|literacy|decod|comprehension|phonics|fluency/,
  math: /\bmath|calculation|computation|numer|problem solving/,
  writing: /\bwrit|spelling|composition/,
  speech: /speech|language|articulation|communication|pragmatic|intelligib/,
};

function goalScore(q: Question, g: Goal): number {
  const text = ` ${(g.area ?? "").toLowerCase()} ${g.description.toLowerCase()} `;
  const area = ` ${(g.area ?? "").toLowerCase()} `;
  let score = 0;
  for (const term of q.terms) {
    if (/^(?:goals?|baseline|objectives?|progress|iep|doing|working|level|reading|math|writing|speech)$/.test(term)) {
      // A subject counts by its own word ("read…", "math", "writ…"): "fluency" alone may be math facts.
      // A subject's goal may be named by its area's other words ("Communication" is a speech goal; ADR 0080).
      const subject = SUBJECT_AREAS[term];
      if (subject?.test(text)) score += subject.test(area) ? 2 : 1;
      continue;
    }
    // The parent's own word in the area ranks above a synonym's ("articulation" is the Articulation goal, not
    // "Expressive Language" by way of "language"; ADR 0080).
    if (area.includes(` ${term}`)) score += 3;
    else if (expand(term).some((w) => area.includes(w))) score += 2;
    else if (expand(term).some((w) => text.includes(w))) score += 1;
  }
  // "Her speech sound goal", "pronouncing words": the articulation goal, not any speech goal (ADR 0082).
  // So is a sound named by its letter ("no r sound goal", "her s sounds", "the th sound"; ADR 0090).
  const letter = /\b([a-z]|[a-z]h) sounds?\b/.exec(q.text)?.[1];
  if ((/\bspeech sounds?\b|\bsounds? (?:errors?|production)\b|\bpronounc\w*|\blisp\w*/.test(q.text) || letter) && /articulat|phonolog|intelligib/.test(area)) score += 2;
  if (letter && text.includes(`/${letter}/`)) score += 1;
  return score;
}

function bestGoals(q: Question, list: Located<Goal>[]): { g: Located<Goal>; s: number }[] {
  return list.map((g) => ({ g, s: goalScore(q, g.item) })).sort((a, b) => b.s - a.s);
}

/** A goal's baseline: its own field, else a "Baseline: …" written inside the goal's text. */
function baselineOf(g: Goal): string | undefined {
  return g.baseline ?? /\bbaseline\s*[:|–-]\s*([^.;\n]+)/i.exec(g.description)?.[1]?.trim();
}

/** A goal's statement and criterion: what "did the goal change" compares. */
function goalWords(g: Goal): string {
  return `${g.description} ${g.criterion ?? ""}`;
}

function critOf(g: Goal): string {
  return g.criterion ? ` — **${md(g.criterion)}**` : "";
}

function goalName(g: Goal, i?: number): string {
  return g.area ? md(g.area) : `Goal ${md(g.number ?? String((i ?? 0) + 1))}`;
}

/** "3 times a week", "twice a week", "how many sessions": a service's amount, said or asked (ADR 0086). */
const STATED_AMOUNT = /\b(?:\d+|one|two|three|four|five) (?:times?|x|sessions?|days?)\b|\b(?:once|twice) (?:a|per|every) (?:week|month|day)\b|\bhow many (?:sessions|times|days)\b/;

function answerGoals(ctx: Ctx): string | null {
  const { record, q, who } = ctx;
  if (!GOAL_ASK.test(q.text) || PROGRESS_SCHEDULE.test(q.text)) return null;
  // "Is she getting less speech now?" names a service and an amount or a change, not a goal's level.
  if (!/\bgoals?\b|baseline|objective|benchmark|progress|master\w*|level|doing|improv\w*/.test(q.text) && askedServices(ctx).length > 0 && (q.change || /\bhow much\b|\bminutes\b|\bhow often\b/.test(q.text) || STATED_AMOUNT.test(q.text))) return null;
  const links = record.goals.links;
  const curGoals = links.map((l) => l.current).filter((g): g is Located<Goal> => Boolean(g));
  const prevGoals = links.map((l) => l.previous).filter((g): g is Located<Goal> => Boolean(g));
  // Progress from progress reports.
  if (PROGRESS_ASK.test(q.text) && record.goals.progress.length > 0 && !/progress reports? (?:come|will|how often)/.test(q.text)) {
    // "On the March progress report": the entries of the report of that month, when there is one (ADR 0092).
    const month = namedMonth(q.text);
    const ofMonth = month ? record.goals.progress.filter((p) => p.date && MONTH_NAMES[Number(p.date.slice(5, 7)) - 1] === month) : [];
    const ranked = (ofMonth.length > 0 ? ofMonth : record.goals.progress).map((p) => ({ p, s: goalScore(q, p.goal.item) })).sort((a, b) => b.s - a.s);
    const best = ranked[0]!;
    if (best.s === 0 && /\b(?:met|meet|meets|reach\w*|achiev\w*|master\w*)\b/.test(q.text)) {
      // "Has she met any of her goals?": the goals the latest report calls met, or plainly none.
      const latest = ranked[0]!.p.goal.doc;
      const mine = ranked.filter((x) => x.p.goal.doc === latest);
      const met = mine.filter((x) => isMastery(x.p.status));
      const list = (met.length > 0 ? met : mine.slice(0, 3)).map((x) => `${goalName(x.p.goal.item)}: **${md(x.p.status)}** (${cite(ctx, x.p.goal.ref)})`).join("; ");
      return met.length > 0
        ? `Yes — ${md(latest.label)} reports ${met.length === 1 ? "one goal" : `${met.length} goals`} met: ${list}.`
        : `No — ${md(latest.label)} reports no goal as met yet: ${list}.`;
    }
    // "Did she meet her speech goal and how was fluency?": each part's own goal, both from the same report (ADR 0082).
    const parts = q.text.split(/\s*(?:,|;|\band\b)\s*/).filter((part) => part.split(" ").length >= 2);
    const each = parts
      .map((part) => {
        const sub = { ...q, text: part, terms: q.terms.filter((t) => part.includes(t)) };
        return record.goals.progress.filter((p) => p.goal.doc === best.p.goal.doc).map((p) => ({ p, s: goalScore(sub, p.goal.item) })).sort((a, b) => b.s - a.s)[0];
      })
      .filter((x): x is { p: (typeof ranked)[number]["p"]; s: number } => Boolean(x && x.s > 0));
    const distinctParts = [...new Set(each.map((x) => x.p))];
    const chosen =
      distinctParts.length >= 2 ? distinctParts.slice(0, 3).map((p) => ({ p, s: best.s })) : best.s > 0 ? ranked.filter((x) => x.s === best.s).slice(0, 2) : ranked.slice(0, 4);
    const rep = best.p.goal.doc;
    const head = chosen
      .map((x) => `${goalName(x.p.goal.item)}: **${md(x.p.status)}**${x.p.note ? ` — ${noteQuote(x.p.note, 90)}` : ""} (${cite(ctx, x.p.goal.ref)})`)
      .join("; ");
    return `${md(cap(rep.label))} reports ${who}'s progress as ${head}.${best.s > 0 && ranked.length > chosen.length ? `\n- ${ranked.length - chosen.length} other goal(s) are in the same report.` : ""}`;
  }
  // "Did her reading baseline go up from last year?", "how much has her reading improved?": one goal's
  // baseline in the previous IEP and in the current one, side by side.
  if (record.previous && record.current && /baseline|\blevel\b|improv\w*|\bbetter\b|\bworse\b|\bgrow\w*|\bgain\w*/.test(q.text) && (q.change || /improv|better|worse|grow|gain|\bsince\b|\bsame\b|last year|before/.test(q.text))) {
    const hit = bestGoals(q, curGoals)[0];
    const link = hit && hit.s > 0 ? links.find((l) => l.current === hit.g) : undefined;
    const now = link?.current ? baselineOf(link.current.item) : undefined;
    const before = link?.previous ? baselineOf(link.previous.item) : undefined;
    if (link?.current && link.previous && now && before) {
      const name = goalName(link.current.item);
      // A baseline written inside the goal's text is compared as written (ADR 0090).
      return link.baselineUnchanged || flatText(now) === flatText(before)
        ? `${/\bsame\b/.test(q.text) ? "Yes" : "No"} — ${who}'s **${name}** baseline is the same in both IEPs: ${quoted(now, 110)} (${md(record.current.label)}, ${cite(ctx, link.current.ref)}; ${md(record.previous.label)}, ${cite(ctx, link.previous.ref)}).`
        : `${/\bsame\b|\bunchanged\b/.test(q.text) ? "No — " : ""}${who}'s **${name}** baseline went from **${md(before)}** in ${md(record.previous.label)} (${cite(ctx, link.previous.ref)}) to **${md(now)}** in ${md(record.current.label)} (${cite(ctx, link.current.ref)}).`;
    }
  }
  // Changes between IEPs.
  // "What is her new reading goal?" asks for the goal itself: "new" only says which IEP.
  const asksOne = /^what (?:is|are)\b/.test(q.text) && (bestGoals(q, curGoals)[0]?.s ?? 0) > 0 && !/chang|differen|dropp|remov|\badd/.test(q.text);
  if (q.change && !asksOne && record.previous && record.current && /\bgoals?\b|baseline/.test(q.text)) {
    const dropped = links.filter((l) => l.status === "dropped");
    const added = links.filter((l) => l.status === "added");
    const carried = links.filter((l) => l.status === "carried" && l.previous);
    const area = bestGoals(q, [...curGoals, ...prevGoals])[0];
    // "Did her math goal change?": that goal in both IEPs.
    const named = area && area.s > 0 && !q.removed && !q.added ? links.find((l) => l.current === area.g || l.previous === area.g) : undefined;
    // "Is the story retell baseline the same as in her old IEP?" compares the baselines, not the goals' criteria (ADR 0090).
    const [bNow, bBefore] = named?.current && named.previous ? [baselineOf(named.current.item), baselineOf(named.previous.item)] : [];
    if (named?.current && named.previous && bNow && bBefore && /\bbaselines?\b/.test(q.text)) {
      const [a, b] = [flatText(bNow), flatText(bBefore)];
      const same = a === b || a.includes(b) || b.includes(a);
      const lead = /\bsame\b|\bunchanged\b/.test(q.text) || !q.change ? (same ? "Yes" : "No") : same ? "No" : "Yes";
      return `${lead} — the **${goalName(named.current.item)}** baseline ${same ? "is the same" : "changed"}: **${md(bNow)}** in ${md(record.current.label)} (${cite(ctx, named.current.ref)}); **${md(bBefore)}** in ${md(record.previous.label)} (${cite(ctx, named.previous.ref)}).`;
    }
    // A plan that states no baseline for the goal: the one stated, and which plan has none — never the criteria (ADR 0092).
    if (named?.current && named.previous && (bNow ?? bBefore) && /\bbaselines?\b/.test(q.text)) {
      const [stated, none] = bNow ? [named.current, named.previous] : [named.previous, named.current];
      return `The **${goalName(stated.item)}** baseline is **${md((bNow ?? bBefore)!)}** in ${md(stated.doc.label)} (${cite(ctx, stated.ref)}); ${md(none.doc.label)} states no baseline for that goal (${cite(ctx, none.ref)}), so the two cannot be compared.`;
    }
    if (named?.current && named.previous && /chang|differen|same/.test(q.text)) {
      const same = words(goalWords(named.current.item)).join(" ") === words(goalWords(named.previous.item)).join(" ");
      const lead = /\bsame\b/.test(q.text) === same ? "Yes" : "No";
      return `${lead} — ${md(record.previous.label)}: ${quoted(named.previous.item.description, 100)}${critOf(named.previous.item)} (${cite(ctx, named.previous.ref)}); ${md(record.current.label)}: ${quoted(named.current.item.description, 100)}${critOf(named.current.item)} (${cite(ctx, named.current.ref)}).`;
    }
    if (q.removed && area && area.s > 0) {
      const link = links.find((l) => l.current === area.g || l.previous === area.g)!;
      if (link.status === "dropped") return `Yes — the ${goalName(link.previous!.item)} goal of ${md(link.previous!.doc.label)} (${cite(ctx, link.previous!.ref)}) is not in ${md(record.current.label)}.`;
      const g = link.current!;
      return `No — ${md(record.current.label)} still has a **${goalName(g.item)}** goal (${cite(ctx, g.ref)}): ${quoted(g.item.description, 150)}.`;
    }
    if (/same baseline|baseline.*(?:same|chang)|(?:same|chang).*baseline/.test(q.text)) {
      const same = carried.filter((l) => l.baselineUnchanged);
      if (same.length === 0) return `No — no carried-over goal in ${md(record.current.label)} has the same baseline as in ${md(record.previous.label)}.`;
      return `Yes — ${same.map((l) => `the **${goalName(l.current!.item)}** goal`).join(" and ")} kept the same baseline: ${quoted(same[0]!.current!.item.baseline ?? "", 100)} (${cite(ctx, same[0]!.current!.ref)}; ${md(record.previous.label)}, ${cite(ctx, same[0]!.previous!.ref)}).`;
    }
    // "Which goals were kept / carried over / are the same as last year?": the carried-over goals first (ADR 0080).
    if (/\bkept\b|\bkeep\b|\bcarr(?:y|ied)\b|\bcontinu\w*|\brepeat\w*|\bsame\b/.test(q.text) && !q.removed && !q.added && carried.length > 0) {
      return `${q.yesNo ? "Yes — " : ""}${md(cap(record.current.label))} carries over ${carried.length} goal${carried.length === 1 ? "" : "s"} from ${md(record.previous.label)}: **${carried.map((l) => goalName(l.current!.item)).join(", ")}** (${cite(ctx, carried[0]!.current!.ref)})${added.length > 0 ? `; new: ${added.map((l) => goalName(l.current!.item)).join(", ")}` : ""}${dropped.length > 0 ? `; dropped: ${dropped.map((l) => goalName(l.previous!.item)).join(", ")}` : ""}.`;
    }
    const addedPart = added.length > 0 ? `added **${added.map((l) => goalName(l.current!.item)).join(", ")}**` : "added no goal";
    const droppedPart = dropped.length > 0 ? `dropped **${dropped.map((l) => goalName(l.previous!.item)).join(", ")}**` : "dropped none";
    // "Which goals got dropped?": the side asked for comes first, so it stays in the answer's opening (ADR 0092).
    const droppedFirst = q.removed && !q.added;
    const lines = [
      `Compared with ${md(record.previous.label)}, ${md(record.current.label)} ${droppedFirst ? `${droppedPart} and ${addedPart}` : `${addedPart} and ${droppedPart}`} (${cite(ctx, ((droppedFirst ? dropped[0]?.previous : undefined) ?? added[0]?.current ?? dropped[0]?.previous ?? curGoals[0])?.ref)}).`,
    ];
    if (carried.length > 0) lines.push(`- Carried over: ${carried.map((l) => `${goalName(l.current!.item)}${l.baselineUnchanged ? " (same baseline as before)" : ""}`).join(", ")}`);
    return lines.join("\n");
  }
  const pool = q.when === "previous" && prevGoals.length > 0 ? prevGoals : curGoals.length > 0 ? curGoals : prevGoals;
  if (pool.length === 0) return null;
  const ranked = bestGoals(q, pool);
  const best = ranked[0]!;
  if (q.removed && best.s > 0 && pool === curGoals) {
    const g = best.g;
    return `No — ${md(g.doc.label)} still has a **${goalName(g.item)}** goal (${cite(ctx, g.ref)}): ${quoted(g.item.description, 150)}.`;
  }
  // "His math goal baseline": the word "baseline" asks for it even beside "goal" (ADR 0080).
  const asksBaseline =
    /\bbaselines?\b|starting point|starting level/.test(q.text) ||
    (/\bcurrent(?:ly)?\b|\bnow\b|right now|where (?:is|are|was|were) \w+ (?:at|now|start\w*)|level/.test(q.text) && !/\bgoal\b(?! for)/.test(q.text.replace(/current iep/, "")));
  if (best.s > 0) {
    const g = best.g;
    if (asksBaseline) {
      const base = baselineOf(g.item) ?? g.item.baselineSource?.quote;
      if (!base) return `${md(g.doc.label === record.current?.label ? cap(g.doc.label) : g.doc.label)} states no baseline for the ${goalName(g.item)} goal (${cite(ctx, g.ref)}).`;
      // "Reading goal baseline and target": both parts, the goal's criterion beside its baseline (ADR 0092).
      const target = /\btargets?\b|\bcriteri\w*|\baim\w*|\bgoal (?:is|level)\b|\bexpected\b|\bsupposed to\b/.test(q.text) && g.item.criterion ? `; the goal's target: **${md(g.item.criterion)}**` : "";
      return `${who}'s ${g.doc === record.current || !record.current ? "current level" : "level then"} (the baseline of the **${goalName(g.item)}** goal): **${md(base)}**${target} ${where(ctx, g.doc, g.ref)}.`;
    }
    const crit = g.item.criterion;
    // "How is she doing on math facts?" with no progress report yet: said first, then the goal itself.
    const noReport = PROGRESS_ASK.test(q.text) && record.progressReports.length === 0 ? "No progress report is among the documents yet. " : "";
    const head = noReport + (crit
      ? `${who}'s ${goalName(g.item)} goal is **${md(crit)}** ${where(ctx, g.doc, g.ref)}: ${quoted(g.item.description, 170)}`
      : `${who}'s ${goalName(g.item)} goal ${where(ctx, g.doc, g.ref)}: ${quoted(g.item.description, 200)}`);
    const lines = [`${head}.`];
    if (g.item.baseline) lines.push(`- Baseline: ${md(g.item.baseline)}`);
    const link = links.find((l) => l.current === g);
    if (link?.previous) lines.push(`- Carried over from ${md(link.previous.doc.label)}${link.baselineUnchanged ? " with the same baseline" : ""} (${cite(ctx, link.previous.ref)})`);
    return lines.join("\n");
  }
  if (q.terms.some((t) => !/^(?:goals?|iep|baseline|objectives?|working|what|are)$/.test(t)) && /\bgoals?\b/.test(q.text) && ranked.length > 0 && q.terms.length > 1) {
    const named = q.terms.find((t) => !/^(?:goals?|iep|baseline|objectives?|working)$/.test(t));
    if (named) {
      return `${q.yesNo || q.premise ? "No — " : ""}${q.yesNo || q.premise ? "the" : "The"} documents don't mention a ${md(named)} goal; ${md(pool[0]!.doc.label)} has ${pool.length} goal${pool.length === 1 ? "" : "s"}: ${pool.map((g, i) => goalName(g.item, i)).join(", ")} (${cite(ctx, pool[0]!.ref)}).`;
    }
  }
  return `${md(cap(pool[0]!.doc.label))} has **${pool.length} goal${pool.length === 1 ? "" : "s"}**: ${pool.map((g, i) => `${goalName(g.item, i)} (${cite(ctx, g.ref)})`).join(", ")}.`;
}

// ---------- progress: a report's own row and key ----------

/**
 * A progress report's key entry: "2 = Progressing - not on track …", "2 – Emerging: some progress", "N = Not
 * introduced …", a code that is a word ("ADEQUATE — making progress; …", "NO PROGRESS — …").
 */
const KEY_LINE = /^\s*([0-9]{1,2}|[A-Z]{1,3}|[A-Z]{4,}(?: [A-Z]{2,}){0,2})\s*(?:=|–|—|-)\s+([A-Za-z].{2,140})$/;

/**
 * A report's key, code → meaning, from the lines of its passages. A key may set several entries on one line
 * ("4 = Met    3 = Adequate progress …    1 = Minimal progress"): each run set apart by a tab or three spaces is
 * read as its own entry (ADR 0092).
 */
function progressKeyOf(pages: Passage[]): Map<string, { meaning: string; page: Passage }> {
  const key = new Map<string, { meaning: string; page: Passage }>();
  for (const page of pages) for (const line of page.text.split("\n")) {
    if (/^\s*goal\b/i.test(line)) continue;
    for (const part of line.split(/\t+|\s{3,}/)) {
      const m = KEY_LINE.exec(part);
      // An entry cut by the line's end loses its unclosed aside ("Partial progress (may not meet the goal").
      if (m && !key.has(m[1]!)) key.set(m[1]!, { meaning: m[2]!.trim().replace(/\s*\([^)]*$/, ""), page });
    }
  }
  return key;
}
/** The columns of a table row: cells set apart by a tab or two or more spaces. */
const cells = (line: string) => line.trim().split(/\t+|\s{2,}/).map((c) => c.trim()).filter(Boolean);

/**
 * "How is she doing on her decoding goal", "what % of the fluency goal has she reached", "why does the early
 * literacy goal say N": the report's own row for that goal — its code with the meaning the report's key gives it,
 * and the row's other columns under their headings ("% of criterion: 63%") or the note on the line below. Used
 * when the record's progress entry for the goal lacks what was asked (no entry, no note, a code's meaning or a
 * percentage asked; requirements §2, ADR 0092).
 */
/** A question about how a goal is going: the chat's grounding reads the progress reports' own passages on it (ADR 0092, round B). */
export function progressAsked(question: string): boolean {
  const q = readQuestion(question);
  return PROGRESS_ASK.test(q.text) && !PROGRESS_SCHEDULE.test(q.text);
}

function answerProgressRow(ctx: Ctx): string | null {
  const { record, q, who } = ctx;
  const reports = record.documents.filter((d) => d.role === "progress-report").sort((a, b) => (b.date ?? "").localeCompare(a.date ?? ""));
  if (reports.length === 0 || PROGRESS_SCHEDULE.test(q.text)) return null;
  // "Why does the literacy goal say N", "what does NI mean": a code named, not what a goal says it aims at.
  const asksCode = (/\b(?:mean|means|meaning|code|stand for)\b/.test(q.text) || /\bsays?\s+["“']?(?:[A-Z]{1,3}|\d)["”']?\s*\??$/.test(q.raw)) && /\bgoals?\b/.test(q.text);
  const asksShare = /%|\bpercent\w*\b/.test(q.raw) && /\bgoals?\b/.test(q.text) && /\breach\w*|\bat\b|\bmet\b|\bprogress\b|\bwhere\b|\bfar\b|\bclose\b/.test(q.text);
  if (!asksCode && !asksShare && !PROGRESS_ASK.test(q.text)) return null;
  const goals = record.goals.links.map((l) => l.current ?? l.previous).filter((g): g is Located<Goal> => Boolean(g));
  const goal = bestGoals(q, goals)[0];
  if (!goal || goal.s === 0) return null;
  const entry = record.goals.progress.map((p) => ({ p, s: goalScore(q, p.goal.item) })).sort((a, b) => b.s - a.s)[0];
  const entryFits = entry && entry.s > 0 && entry.s >= goal.s;
  if (entryFits && entry.p.note && !asksCode && !asksShare) return null;
  const head = (goal.g.item.area ?? "").replace(/\(.*$/, "").trim().toLowerCase();
  if (head.length < 4) return null;
  for (const report of reports) {
    const pages = ctx.passages.filter((p) => p.documentId === report.documentId);
    // The key's meaning of a code: from the key's lines when they are among the passages, else from the report's
    // entries as the analyzer resolved them ("Goal achieved (4)").
    const key = new Map([...progressKeyOf(pages)].map(([code, k]) => [code, k.meaning]));
    for (const e of record.goals.progress.filter((x) => x.goal.doc === report)) {
      const m = /^(.+?) \(([0-9]{1,2}|[A-Z]{1,3})\)/.exec(e.status);
      if (m && !key.has(m[2]!)) key.set(m[2]!, m[1]!);
    }
    const isCode = (c: string) => key.has(c) || /^(?:[0-9]|[A-Z]{1,3})$/.test(c);
    for (const p of pages) {
      const lines = p.text.split("\n");
      const at = lines.findIndex((l) => l.toLowerCase().includes(head) && !/\)\s*:/.test(l) && (/\bcode\s*:/i.test(l) || cells(l).slice(1).some((c) => key.has(c) || /^[A-Z]{1,3}$/.test(c)) || /\d%?\s+[0-9]$/.test(l.trim())));
      if (at < 0) continue;
      const row = lines[at]!;
      const cols = cells(row);
      const coded = /\bcode\s*:\s*([0-9A-Z]{1,3})\b(?:\s*\(([^)]{2,80})\))?/i.exec(row);
      const code = coded?.[1] ?? cols.slice(1).toReversed().find(isCode);
      if (!code) continue;
      const meaning = key.get(code) ?? coded?.[2];
      // The row's other columns under the table's heading row (the nearest line above with as many cells).
      const heading = lines.slice(0, at).toReversed().find((l) => cells(l).length === cols.length && cells(l).every((c) => /^[A-Za-z%#][^0-9]*$/.test(c)));
      const named = heading ? cols.map((c, i) => ({ h: cells(heading)[i]!, c })).filter((x, i) => i > 0 && x.c !== code && !x.c.toLowerCase().includes(head)) : [];
      const below = lines[at + 1] && /^\s{4,}\S/.test(lines[at + 1]!) ? lines[at + 1]!.trim() : "";
      const detail = named.length > 0 ? named.map((x) => `${md(x.h)}: **${md(x.c.replace(/\.$/, ""))}**`).join("; ") : below ? quoted(below, 140) : cols.length > 3 ? quoted(cols.slice(2).filter((c) => c !== code).join("; "), 140) : "";
      const explained = meaning ? `, which the report's key explains as “${md(meaning)}”` : "";
      return `${md(cap(report.label))} gives ${who}'s **${md(cap(head))}** goal the code **${md(code)}**${explained} (${citePassage(ctx, p)})${detail ? `: ${detail.replace(/\.$/, "")}` : ""}.`;
    }
  }
  return null;
}

/**
 * "What does ADEQUATE mean on the progress report", "what does a 2 stand for": the meaning the latest report's key
 * gives the code the parent names, with the goals that got it (requirements §2, ADR 0092).
 */
function answerProgressKeyWord(ctx: Ctx): string | null {
  const { record, q, who } = ctx;
  if (!/\b(?:mean|means|meaning|stand for|stands for)\b/.test(q.text)) return null;
  const reports = record.documents.filter((d) => d.role === "progress-report").sort((a, b) => (b.date ?? "").localeCompare(a.date ?? ""));
  for (const report of reports) {
    const key = progressKeyOf(ctx.passages.filter((p) => p.documentId === report.documentId));
    // A word code is named in any case ("adequate"); a letter or digit only as written ("NI", "a 2").
    const named = /\bprogress\b|\breports?\b|\bcodes?\b|\bmarks?\b|\bratings?\b|\bgoals?\b/.test(q.text);
    const asked = [...key].filter(([code]) => (code.length >= 4 || named) && (code.length >= 4 ? new RegExp(`\\b${code}\\b`, "i") : new RegExp(`(?<![\\w'])${code}(?![\\w'])`)).test(q.raw));
    if (asked.length !== 1) continue;
    const [code, k] = asked[0]!;
    const goals = record.goals.progress.filter((e) => e.goal.doc === report && e.status.toUpperCase().startsWith(code));
    const got = goals.length > 0 ? ` ${who}'s ${goals.map((e) => goalName(e.goal.item)).join(", ")} goal${goals.length === 1 ? " has" : "s have"} it on that report.` : "";
    return `On ${md(report.label)}, **${md(code)}** means “${md(k.meaning)}” (${citePassage(ctx, k.page)}).${got}`;
  }
  return null;
}

/**
 * A recommendation named by what it gives: "Develop and implement a Behavior Intervention Plan based on the FBA"
 * → "Behavior Intervention Plan based on the FBA", so a list of them keeps each item's subject in the answer's
 * opening (ADR 0092).
 */
function recommendationHead(text: string): string {
  const gist = recommendationGist(text);
  const bare = gist.replace(/^(?:(?:develop|implement|provide|continue|consider|begin|start|offer|conduct|complete|add|use)(?:\s*(?:,|and|or|\/)\s*|\s+))+(?:(?:a|an|the)\s+)?/i, "");
  return bare.length >= 8 && bare !== gist ? cap(bare) : gist;
}

// ---------- a review of existing data; a functional behavior assessment ----------

/**
 * "At the review of existing data did they decide she needed new testing?": a review's table that answers, area
 * by area, whether more data is needed ("Communication   Yes   Pragmatic language assessment …"), read row by row:
 * the assessments planned, then the areas that need none (requirements §2, ADR 0092).
 */
function answerDataReview(ctx: Ctx): string | null {
  const { q } = ctx;
  if (!/review of (?:the )?existing data|\breed\b|\b(?:new|more|additional|further) (?:testing|tests?|assessments?|evaluations?|data)\b|\bre-?test\w*/.test(q.text)) return null;
  // A review's decision is asked of the review, or as what was decided; "does she need testing" alone is not it.
  if (!/\breview\w*|\breed\b|\bdecid\w*|\bplan\w*/.test(q.text)) return null;
  for (const page of ctx.passages) {
    const lines = page.text.split("\n");
    const head = lines.findIndex((l) => /\b(?:additional|new|more) (?:data|assessment|testing)\b.*\bneeded\b|\bneeded\?/i.test(l));
    if (head < 0) continue;
    const rows = lines.slice(head + 1).map(cells).filter((c) => c.length >= 2 && /^(?:yes|no)$/i.test(c[1]!)).map((c) => ({ area: c[0]!, needed: /^yes$/i.test(c[1]!), plan: c.slice(2).join("; ") }));
    if (rows.length < 2) continue;
    // Named by what it is, whatever the form it came on was filed as.
    const review = `the review of existing data (${md(page.documentTitle ?? "document")})`;
    const yes = rows.filter((r) => r.needed);
    const no = rows.filter((r) => !r.needed);
    const planned = yes.map((r) => `**${md(clip(r.plan || r.area, 60))}** (${md(r.area.toLowerCase())})`).join("; ");
    const lead = yes.length > 0 ? `Yes — ${review} found new assessment needed in ${yes.length} area${yes.length === 1 ? "" : "s"}: ${planned}` : `No — ${review} found no new assessment needed`;
    const none = no.length > 0 && yes.length > 0 ? `. None was needed for ${no.map((r) => md(r.area.toLowerCase())).join(", ")}` : "";
    return `${lead}${none} (${citePassage(ctx, page)}).`;
  }
  return null;
}

/**
 * "Why does she have a behavior plan, what did the FBA find?": the function a functional behavior assessment gives
 * the behavior ("Hypothesized function: escape from …"), with the behavior it targets; the evaluation's own
 * summary first, else the plan's (requirements §2, ADR 0092).
 */
function answerBehaviorFunction(ctx: Ctx): string | null {
  const { record, q, who } = ctx;
  const asksFunction = /\bfunction of (?:her|his|their|the) behaviou?r/.test(q.text);
  if (!asksFunction && (!/\bfba\b|functional behaviou?r (?:assessment|analysis)|\bbehaviou?r (?:intervention )?plan\b|\bbip\b/.test(q.text) || !(q.reason || /\bfind\w*|\bfound\b|\bshow\w*|\bresults?\b|\bfunction\b/.test(q.text)))) return null;
  const rank = (p: Passage) => (record.documents.find((d) => d.documentId === p.documentId)?.role === "evaluation" ? 0 : 1);
  for (const page of [...ctx.passages].sort((a, b) => rank(a) - rank(b))) {
    const lines = unwrapped([page])[0]!.text.split("\n");
    const at = lines.findIndex((l) => /^\s*(?:hypothesi[sz]ed |likely |suspected )?function(?: of (?:the )?behaviou?r)?\s*:\s*\S/i.test(l));
    if (at < 0) continue;
    const fn = (lines[at]!.replace(/^[^:]*:\s*/, "").trim().split(/(?<=\.)\s/)[0] ?? "").replace(/\.$/, "");
    const target = lines.slice(Math.max(0, at - 6), at).map((l) => /^\s*target(?:ed)? behaviou?r\s*:\s*(.+)$/i.exec(l)?.[1]).find(Boolean);
    return `The functional behavior assessment found that ${who}'s behavior${target ? ` (${md(clip(target.replace(/\s*\(.*$/, ""), 80))})` : ""} serves **${md(clip(fn, 160))}** (${citePassage(ctx, page)}); the behavior plan is built on that finding.`;
  }
  return null;
}

// ---------- a goal an amendment changed ----------

/** An amendment's line giving a goal's new wording: "Amended criterion: …", "New goal: …", "Revised target: …". */
const AMENDED_GOAL_LINE = /^\s*(?:amended|new|revised|changed|updated)\s+(?:mastery\s+)?(criterion|criteria|goal|target|benchmark)\s*:\s*(.+)$/i;
/** The line it replaces: "Current criterion: …", "Old goal: …". */
const REPLACED_GOAL_LINE = /^\s*(?:current|old|previous|original|present|was)\s+(?:mastery\s+)?(?:criterion|criteria|goal|target|benchmark)\s*:\s*(.+)$/i;

/**
 * "What's the writing goal criterion now", "the amendment raised her writing goal to 7 of 8, right?": a goal an
 * amendment of the current IEP changes is answered with the amendment's wording, not the IEP's — the amendment
 * names the goal (its area in the lines above) and gives the new criterion in a labelled line, wrapped lines
 * included. A figure the parent claims that the new wording does not hold is corrected (requirements §2, ADR 0092).
 */
function answerAmendedGoal(ctx: Ctx): string | null {
  const { record, q, who } = ctx;
  const current = record.current;
  if (!current || !/\bgoals?\b/.test(q.text) || q.reason || PROGRESS_ASK.test(q.text)) return null;
  if (!/criteri\w*|\btarget\b|\bmastery\b|\bnow\b|\bcurrent\w*|\bamend\w*|\bout of\b|\bchang\w*|\braised?\b|\bbump\w*|\blower\w*|\bup to\b|\bdown to\b/.test(q.text)) return null;
  const goals = record.goals.links.map((l) => l.current).filter((g): g is Located<Goal> => Boolean(g));
  const asked = bestGoals(q, goals)[0];
  const area = asked && asked.s > 0 ? (asked.g.item.area ?? "").replace(/\(.*$/, "").trim().toLowerCase() : "";
  if (area.length < 4) return null;
  const amendments = record.documents.filter((d) => d.role === "amendment" && d.attachesTo === current.documentId).sort((a, b) => (b.date ?? "").localeCompare(a.date ?? ""));
  for (const amendment of amendments) {
    for (const page of ctx.passages.filter((p) => p.documentId === amendment.documentId)) {
      const lines = page.text.split("\n");
      for (const [i, line] of lines.entries()) {
        const m = AMENDED_GOAL_LINE.exec(line);
        if (!m || !lines.slice(Math.max(0, i - 6), i).some((l) => l.toLowerCase().includes(area))) continue;
        // A wrapped value goes on in the indented lines below that carry no label of their own.
        let value = m[2]!.trim();
        for (const next of lines.slice(i + 1)) {
          if (!/^\s+\S/.test(next) || /^\s*[A-Za-z ]{2,40}:/.test(next)) break;
          value += ` ${next.trim()}`;
        }
        value = value.replace(/\.$/, "");
        const was = lines.slice(Math.max(0, i - 6), i).map((l) => REPLACED_GOAL_LINE.exec(l)?.[1]).filter(Boolean).pop();
        const head = `${who}'s **${md((asked!.g.item.area ?? "").replace(/\(.*$/, "").trim())}** goal's ${m[1]!.toLowerCase() === "goal" ? "wording" : "criterion"} is now **${md(value)}** — ${md(amendment.label)} changed it${was ? ` from “${md(was.trim().replace(/\.$/, ""))}”` : ""} (${citePassage(ctx, page)}).`;
        // "Up to 7 out of 8, right?": a claimed score the new wording does not give is corrected.
        const claimed = /\b(\d+) (?:out of|of) (\d+)\b|\b(\d+)\s?%/.exec(q.raw);
        const claim = claimed ? (claimed[3] ? `${claimed[3]}%` : `${claimed[1]} of ${claimed[2]}`) : undefined;
        if (claim && !value.replace(/\bout of\b/g, "of").includes(claim)) return `No — ${head}`;
        return q.yesNo && claim ? `Yes — ${head}` : head;
      }
    }
  }
  return null;
}

// ---------- evaluation: recommendations and scores ----------

/** The one recommendation a question names by its topic ("OT", "speech"), when only one matches best. */
function recommendationsAbout(ctx: Ctx): ChildRecord["recommendations"][number] | undefined {
  const terms = ctx.q.terms.filter((t) => !/^(?:evaluat\w*|eval|say|says|said|getting|get|give|didn|recommend\w*|suggest\w*|psych\w*|find|found|report|why)$/.test(t));
  if (terms.length === 0) return undefined;
  const ranked = ctx.record.recommendations
    .map((r) => {
      const found = terms.map((t) => Math.min(...expand(t).filter((w) => w.length > 1).map((w) => r.recommendation.item.text.search(new RegExp(`\\b${w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "i"))).filter((i) => i >= 0)));
      // Where the words first appear: a recommendation about speech therapy names it first, one that only
      // mentions speech-to-text software names it later (ADR 0092).
      return { r, n: found.filter(Number.isFinite).length, at: Math.min(...found) };
    })
    .filter((x) => x.n > 0)
    .sort((a, b) => b.n - a.n || a.at - b.at);
  return ranked[0] && (ranked[0].n > (ranked[1]?.n ?? 0) || (ranked[0].at === 0 && ranked[1]!.at > 0)) ? ranked[0].r : undefined;
}

function answerEvaluation(ctx: Ctx): string | null {
  const { record, q, who } = ctx;
  // "Is anything from the evaluation missing from her IEP?" asks about the recommendations without naming them.
  // "What did the psych say?", "what did the evaluation find?": its scores and what it recommends, briefly.
  // "What did the evaluation say about OT and is she getting it?": the recommendation on that topic, and
  // whether the current plan provides it (ADR 0079).
  const topic = recommendationsAbout(ctx);
  // "Did the IEP give her everything the speech eval recommended?" asks about every recommendation (below).
  // "Which IEE recommendations did the district refuse?" asks for a list too.
  const asksAll = /\bevery\w*|\ball\b/.test(q.text) || /\b(?:which|what) (?:\w+ )?recommendations\b/.test(q.text);
  if (topic && /\bevaluat\w*|\beval\b|\bpsych\w*|\biee\b/.test(q.text) && /\b(?:say|says|said|recommend\w*|suggest\w*)\b/.test(q.text) && !q.reason && !asksAll) {
    const r = topic;
    const given = askedServices(ctx).find((l) => l.current)?.current;
    const plan = record.current ? md(record.current.label) : "the current plan";
    // A recommended service the plan gives: how much it gives, which may be less than recommended (ADR 0092).
    const much = r.providedBy?.kind === "service" && given ? ` — **${md(amount(given.item))}**` : "";
    const provided = r.providedBy
      ? `${plan} provides it: ${md(r.providedBy.kind)} “${md(r.providedBy.text.slice(0, 80))}” (${cite(ctx, r.providedBy.ref)})${much}`
      : `${plan} does **not** provide it${given ? `; it gives ${md(given.item.name)}, ${md(amount(given.item))} (${cite(ctx, given.ref)})` : ""}`;
    return `${md(cap(r.recommendation.doc.label))} recommends ${quoted(r.recommendation.item.text, 160)} (${cite(ctx, r.recommendation.ref)}); ${provided}.`;
  }
  const evalSays = !q.yesNo && /\b(?:say|says|said|find|found|finds|show|shows|showed|conclude\w*|results?)\b/.test(q.text) && /\bevaluat\w*|\beval\b|\bpsych\w*|\bneuropsych\w*|\btesting\b/.test(q.text) && !/recommend\w*|suggest\w*/.test(q.text);
  if (evalSays && (record.scores.length > 0 || record.recommendations.length > 0)) {
    const ev = record.scores[0]?.doc ?? record.recommendations[0]!.recommendation.doc;
    const scores = record.scores.filter((s) => s.doc === ev).slice(0, 3).map((x) => `${md(x.item.test)} **${md(x.item.score)}** (${cite(ctx, x.ref)})`);
    const recs = record.recommendations.filter((r) => r.recommendation.doc === ev).map((r) => `**${md(clip(recommendationGist(r.recommendation.item.text), 60))}** (${cite(ctx, r.recommendation.ref)})`);
    return `${md(cap(ev.label))}${scores.length > 0 ? ` reports ${scores.join("; ")}` : ""}${scores.length > 0 && recs.length > 0 ? ", and" : ""}${recs.length > 0 ? ` recommends ${recs.join("; ")}` : ""}.`;
  }
  // "Is everything from the eval in her IEP?", "did the IEP cover all of it?" ask the same (ADR 0090).
  const evalGap =
    /\bevaluat\w*|\beval\b|\bpsych\w*|\btesting\b|\breport\b/.test(q.text) &&
    (/\bmissing\b|\bnot in\b|\bleft out\b|n't (?:in|have|include)|\bfollow\w*/.test(q.text) || (/\bevery\w*|\ball\b/.test(q.text) && /\bin (?:the|her|his|their|my)\b|\bin it\b|\bincluded?\b|\binclud\w*|\bcover\w*|\bprovid\w*|\bput\b|\bdo\b|\bdid\b/.test(q.text)));
  if ((/recommend\w*|suggest\w*/.test(q.text) || evalGap) && record.recommendations.length > 0) {
    const recs = record.recommendations;
    const ev = recs[0]!.recommendation.doc;
    const missing = recs.filter((r) => !r.providedBy);
    // What each recommendation asks for, in a few words: the opening names every one of them.
    const gist = (r: (typeof recs)[number]) => `**${md(clip(recommendationGist(r.recommendation.item.text), 70))}** (${cite(ctx, r.recommendation.ref)})`;
    const asksMissing = /\bnot\b|n't\b|\bmissing\b|\bleft out\b|\bevery\w*\b|\ball\b|\bfollow\w*\b|\bignor\w*/.test(q.text) || q.yesNo;
    const lines: string[] = [];
    if (asksMissing) {
      const lead = q.yesNo ? (missing.length > 0 ? "No — " : "Yes — ") : "";
      lines.push(
        missing.length > 0
          ? `${lead}${missing.length === 1 ? "one recommendation" : `${missing.length} recommendations`} of ${md(ev.label)} ${missing.length === 1 ? "is" : "are"} **not in the current IEP**: ${missing.map(gist).join("; ")}.`
          : `${lead}every recommendation of ${md(ev.label)} is provided in the current plan.`,
      );
      lines[0] = cap(lines[0]!);
    } else {
      // Every recommendation in a few words, one citation per page, those the plan lacks marked (ADR 0090).
      const listed = listCompactly(ctx, recs.map((r) => ({ ...r.recommendation, r })), (x) => `**${md(clip(recommendationHead(x.item.text), 50))}**${x.r.providedBy ? "" : " (not in the current IEP)"}`, false);
      lines.push(`${md(cap(ev.label))} recommends ${listed}.`);
    }
    for (const r of recs.filter((x) => x.providedBy).slice(0, 6)) {
      lines.push(`- ${md(clip(recommendationGist(r.recommendation.item.text), 90))} — provided: ${md(r.providedBy!.kind)} “${md(r.providedBy!.text.slice(0, 80))}” (${cite(ctx, r.providedBy!.ref)})`);
    }
    return lines.join("\n");
  }
  // "What's her working memory?": a question whose words all name one of the tests reported asks its score.
  const named = q.terms.filter((t) => t.length > 2);
  const namesATest = named.length >= 2 && !GOAL_ASK.test(q.text) && record.scores.some((s) => named.every((t) => s.item.test.toLowerCase().includes(t)));
  if ((namesATest || /\bscores?\b|\biq\b|percentile|test results|testing results|standard score|\bwisc\b|\bwiat\b|results of (?:the|his|her) (?:evaluation|testing)/.test(q.text)) && record.scores.length > 0) {
    const ranked = record.scores.map((s) => ({ s, n: q.terms.filter((t) => expand(t).some((w) => s.item.test.toLowerCase().includes(w))).length })).sort((a, b) => b.n - a.n);
    // "What was her IQ score?" when the evaluations report no cognitive test: not stated, then what they do report (ADR 0092).
    if (/\biq\b|\bintelligence\b|\bcognitive\b|\bfull scale\b/.test(q.text) && !record.scores.some((s) => /\biq\b|intelligen|cognitiv|full scale|general ability|ability index|\bgai\b|\bfsiq\b/i.test(s.item.test))) {
      const ev = record.scores[0]!.doc;
      return `The documents don't state an IQ score for ${who}: ${md(ev.label)} reports no cognitive (IQ) testing; its scores are ${record.scores.filter((s) => s.doc === ev).slice(0, 3).map((x) => `${md(x.item.test)} **${md(x.item.score.split(",")[0]!)}** (${cite(ctx, x.ref)})`).join("; ")}.`;
    }
    const chosen = ranked[0]!.n > 0 ? ranked.filter((x) => x.n === ranked[0]!.n).slice(0, 3) : ranked.slice(0, 4);
    const ev = chosen[0]!.s.doc;
    return `${md(cap(ev.label))} reports ${who}'s scores: ${chosen.map((x) => `${md(x.s.item.test)}: **${md(x.s.item.score)}** (${cite(ctx, x.s.ref)})`).join("; ")}.`;
  }
  return null;
}

// ---------- reasons ----------

/** Words of a "why" question that name nothing in particular. */
const GENERIC_WHY = /^(?:why|gets?|getting|have|has|need|needs|receives?|given?|iep|plan|services?|school|they|does|did)$/;

/**
 * "Why does he get counseling?": the evaluation's recommendation behind it (the documents' own reason),
 * then what the current plan provides for it. A "why" that claims something happened ("why was it cut",
 * "why was ESY denied") is a premise to check, for the topic's own handler.
 */
/**
 * Why a goal was not carried over: the sentence that says the goal named by the question was met or not
 * continued ("Goals … not continued: Articulation — met (94% …)"), the newest document first, else the last
 * report's mark on it (ADR 0086).
 */
function droppedGoalReason(ctx: Ctx): string | null {
  const { record, q } = ctx;
  const link = record.goals.links
    .filter((l) => l.status === "dropped" && l.previous)
    .map((l) => ({ l, s: goalScore(q, l.previous!.item) }))
    .sort((a, b) => b.s - a.s)[0];
  if (!link || link.s === 0) return null;
  const area = (link.l.previous!.item.area ?? "").toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 3);
  const ENDED = /\b(?:met|master\w*|achiev\w*|not continued|discontinu\w*|no longer needed|completed)\b/i;
  const dated = new Map(record.documents.map((d) => [d.documentId, d.date ?? ""]));
  const named = (text: string) => area.filter((w) => text.toLowerCase().includes(w)).length;
  const hit = area.length > 0
    ? sentencesOf(unwrapped(ctx.passages))
        .filter((s) => named(s.text) > 0 && ENDED.test(s.text))
        .map((s) => ({ s, n: 2 * named(s.text) + (/\bnot (?:continued|carried)|\bdiscontinu/i.test(s.text) ? 2 : 0) + (/\bgoals?\b/i.test(s.text) ? 1 : 0) }))
        .sort((a, b) => b.n - a.n || (dated.get(b.s.passage.documentId) ?? "").localeCompare(dated.get(a.s.passage.documentId) ?? ""))[0]?.s
    : undefined;
  const name = goalName(link.l.previous!.item);
  if (hit) return `The ${name} goal of ${md(link.l.previous!.doc.label)} was not carried over; the documents say: ${quoted(hit.text, 220)} (${md(hit.passage.documentTitle ?? "document")}, ${citePassage(ctx, hit.passage)}).`;
  const last = link.l.lastProgress;
  if (last) return `The ${name} goal of ${md(link.l.previous!.doc.label)} was not carried over; the last report on it gave **${md(last.status)}** (${cite(ctx, last.goal.ref)}).`;
  return null;
}

const TAKEN_OFF = /\b(?:remov\w*|discontinu\w*|dropp?\w*|taken off|took off|eliminat\w*|no longer|ended|stopp?\w*|deleted)\b/i;

/**
 * "Why did they take read aloud off her tests?": the plan's own list of changes from the previous plan, whose item
 * names what was taken away and says why after a colon or "because" ("Test items read aloud removed: Maren declined
 * the read-aloud accommodation …"), with the item's wrapped lines (ADR 0092, round B).
 */
function changeListReason(ctx: Ctx): string | null {
  const { q, record } = ctx;
  if (!q.reason || !/\b(?:take|took|taken|taking|remov\w*|dropp?\w*|discontinu\w*|stopp?\w*|eliminat\w*|rid|off|lose|lost|no longer|anymore)\b/.test(q.text)) return null;
  const terms = q.terms.filter((t) => t.length > 2 && !GENERIC_WHY.test(t) && !/^(?:take|took|taken|taking|off|away|remov\w*|dropp?\w*|discontinu\w*|stopp?\w*|eliminat\w*|lose|lost|tests?|testing|anymore|longer|get|got|rid|come)$/.test(t));
  if (terms.length === 0) return null;
  for (const p of planPassages(ctx)) {
    const lines = p.text.split("\n");
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      const off = TAKEN_OFF.exec(line);
      if (!off) continue;
      const named = terms.filter((t) => expand(t).some((w) => hasWord(line.slice(0, off.index).toLowerCase(), w)));
      if (named.length < Math.min(2, terms.length)) continue;
      let item = line.replace(LIST_MARK, "").trim();
      for (const next of lines.slice(i + 1)) {
        if (!next.trim() || indentOf(next) <= indentOf(line) || LIST_MARK.test(next)) break;
        item += ` ${next.trim()}`;
      }
      // The reason follows the word for the removal, after a colon or "because".
      const after = item.slice(TAKEN_OFF.exec(item)?.index ?? 0);
      if (!/^[^:]*?:\s*.{12,}|\bbecause\b\s*.{8,}/.test(after)) continue;
      const doc = record.documents.find((d) => d.documentId === p.documentId);
      return `${cap(md(doc?.label ?? p.documentTitle ?? "the plan"))} says why: ${quoted(item, 200)} (${citePassage(ctx, p)}).`;
    }
  }
  return null;
}

function answerReason(ctx: Ctx): string | null {
  const { record, q } = ctx;
  const addedOnly = q.added && !q.removed && !/\b(?:more|increas\w*|went up)\b/.test(q.text);
  // "Why didn't they give her the OT the evaluation recommended?": when the record agrees it is not provided,
  // the documents' own reason (ADR 0079).
  // The evaluation named in other words too ("the eval said", "the neuropsych wanted"; ADR 0090).
  if (q.reason && /\bnot\b|n't\b|\bdidn\b/.test(q.text) && /\brecommend\w*|\bsuggest\w*|\badvis\w*|\bevaluat\w*|\beval\b|\bre-?evals?\b|\b(?:neuro)?psych\w*|\biee\b/.test(q.text)) {
    const r = recommendationsAbout(ctx);
    if (r && !r.providedBy) return statedReason(ctx, q.terms.filter((t) => !GENERIC_WHY.test(t) && !/^(?:didn|give|put|add|want\w*|said|says?|evaluat\w*|eval|iee|(?:neuro)?psych\w*|recommend\w*|suggest\w*|advis\w*)$/.test(t)));
  }
  // "How come he doesn't get OT anymore?" asks why it stopped: its negation is the removal, not a refusal.
  const negation = q.text.replace(/\b(?:\w+n't|not) (?:\w+ ){0,4}(?:any ?more|any longer)\b/g, "stopped");
  // A figure the question states that the plan agrees with ("why did they cut speech to once a week") still asks
  // the reason; one it contradicts is corrected by the service's handler (ADR 0086).
  const stated = askedServices(ctx)[0]?.current?.item;
  const agrees = stated !== undefined && q.numbers.length > 0 && q.numbers.every((n) => ownFigures(q, stated).includes(n));
  if (!q.reason || (q.numbers.length > 0 && !agrees) || /\bdeni\w*|\brefus\w*|\bcancel\w*|\bnot\b|n't\b/.test(negation)) return null;
  const terms = q.terms.filter((t) => !GENERIC_WHY.test(t) && !/^(?:add\w*|reasons?|come)$/.test(t));
  // "Why did they end OT and add social work?": each service's own reason, both in the first sentences (ADR 0080).
  const named = askedServices(ctx);
  if (named.length >= 2 && q.change) {
    const each = named.slice(0, 2).map((l) => statedReason(ctx, [l.key.split(" ")[0]!])?.replace(/^The documents give this reason: /, `For ${md((l.current ?? l.previous)!.item.name)}: `));
    if (each.every(Boolean)) return each.join(" ");
  }
  // "Why did she have a 504 plan?": a plan's reason is its impairment, the eligibility handler's; ESY's
  // reason is the ESY handler's (its decision, then the documents' reason).
  if (terms.every((t) => t === "504") || /extended school year|\besy\b|\bsummer\b/.test(q.text)) return null;
  // The reason an amendment or a notice gives for its change comes first: those documents exist to state it (ADR 0092).
  // A goal's reason is the dropped goal's (below).
  const noticed = /\bgoals?\b/.test(q.text) ? null : noticeReason(ctx, terms);
  if (noticed) return noticed;
  if (q.removed || (q.change && !addedOnly)) {
    // "Why did they cut / increase / change X?": the reason a document states, when the record does not
    // contradict the change; a premise the record contradicts ("why did they stop her OT" while the plan
    // still has it) is corrected by the topic's own handler.
    // "Why did they drop the articulation goal?" asks about a goal, not the speech service its area names (ADR 0086).
    if (/\bgoals?\b/.test(q.text)) return droppedGoalReason(ctx) ?? statedReason(ctx, terms.filter((t) => !/^goals?$/.test(t)));
    const line = askedServices(ctx)[0];
    if (!line) return q.removed ? null : statedReason(ctx, terms);
    const cur = line.current?.item.minutesPerWeek;
    // A service an amendment changed last: "why did they increase / cut X" is about that change, so it is
    // checked against the amended IEP's own row, unless the parent names last year (ADR 0080).
    const base = q.when === "previous" ? undefined : beforeAmendment(record, line);
    const prev = base ? base.own.minutesPerWeek : line.previous?.item.minutesPerWeek;
    const { down, up } = claimedDirection(q);
    const stopped = /\b(?:stop\w*|remov\w*|taken away|took away|take away|drop\w*|gone|no longer|anymore|rid)\b/.test(q.text);
    const contradicted =
      (stopped && Boolean(line.current)) || (cur !== undefined && prev !== undefined && ((down && cur >= prev) || (up && cur <= prev)));
    if (contradicted && base && cur !== undefined && prev !== undefined && cur !== prev) {
      // The premise runs against the amendment's change: corrected first, then the documents' reason.
      const now = line.current!;
      const why = statedReason(ctx, terms);
      return `No — ${md(now.item.name)} went ${cur > prev ? "up" : "down"} in ${md(now.doc.label)}: from **${md(amount(base.own))}**${asWritten(base.own)} in ${md(base.iep.label)} (${cite(ctx, refOf(record, base.iep, base.own))}) to **${md(amount(now.item))}**${asWritten(now.item)} (${cite(ctx, now.ref)}).${why ? `\n- ${why}` : ""}`;
    }
    return contradicted ? null : statedReason(ctx, terms);
  }
  const ranked = record.recommendations
    .map((r) => {
      const text = ` ${r.recommendation.item.text.toLowerCase()} ${(r.providedBy?.text ?? "").toLowerCase()} `;
      return { r, n: terms.filter((t) => expand(t).some((w) => w.length > 2 && text.includes(w))).length };
    })
    .sort((a, b) => b.n - a.n);
  const best = ranked[0];
  // "Why are they adding counseling?": the reason of the document that added the service (an amendment's).
  const adding = askedServices(ctx).find((l) => l.current && (!l.previous || l.current.doc.role === "amendment"))?.current?.doc.documentId;
  if (!best || best.n === 0) return statedReason(ctx, terms, false, adding);
  const rec = best.r.recommendation;
  const by = best.r.providedBy;
  const provided = by ? `\n- ${md(cap(record.current?.label ?? "the current plan"))} provides it: ${md(by.kind)} “${md(by.text.slice(0, 80))}” (${cite(ctx, by.ref)})` : "";
  return `Because ${md(rec.doc.label)} recommended it: ${quoted(rec.item.text, 200)} (${cite(ctx, rec.ref)}).${provided}`;
}

/** The subjects a reason may be about: a sentence naming one the question does not name is about something else. */
const TOPICS = [/speech|language|articulation|\bslp\b/, /occupational|\bot\b|handwriting/, /physical therap|\bpt\b/, /counsel|social work/, /reading|fluency/, /\bmath/, /writing|written/, /behavio/];

function namesOtherTopic(text: string, terms: string[]): boolean {
  const asked = terms.flatMap((t) => expand(t)).join(" ");
  return TOPICS.some((re) => re.test(text) && !re.test(asked));
}

/** A sentence on a line labelled "Reason(s) …:" ("2. Reasons for the action: … . His articulation has improved."). */
function underReasonLabel(s: Sentence): boolean {
  const text = s.passage.text;
  const at = text.indexOf(s.text.slice(0, 40));
  if (at < 0) return false;
  const line = text.slice(text.lastIndexOf("\n", at) + 1, at);
  return /^\s*(?:\d{1,2}[.)]\s*)?(?:reasons?\b[^:]{0,60}|why\b[^:]{0,60}|basis for[^:]{0,60}|rationale\b[^:]{0,60}|justification\b[^:]{0,60}):/i.test(line);
}

/** A sentence a document labels as the reason ("Reason for the change: …", "because …") naming the thing asked about. */
const REASON_WORDS = /\breasons?\b|\brationale\b|\bbecause\b|\bdue to\b|\bso that\b|\bin order to\b|\bso the team\b|\bthe team (?:decided|determined|agreed)\b|\b(?:considered and )?rejected\b/i;
/** A heading that labels what follows as the reasons ("REASON FOR THE CHANGES", "Team considerations"). */
const REASON_HEADING = /^(?:reasons? for\b|team considerations\b)[^.]{0,80}$/i;
/** Words that say a service or support changed: a "why did they cut X" is answered by the sentence stating the change. */
const CHANGE_WORDS = /\b(?:reduc|decreas|cut|increas|discontinu|added|chang|dropp|stopp)\w*/i;

/** A test for a question's term (or one of its synonyms) in a text. */
const said = (text: string) => (t: string) => expand(t).some((w) => w.length > 2 && text.includes(w));

/** A line in capitals ("REASON FOR THE AMENDMENT", "AGREEMENT"): a section heading. */
const CAPS_HEADING = /^[A-Z][A-Z0-9 /&(),'-]{3,}$/;

/**
 * The documents' own reason for what the question names. prefer: the document that made the change asked
 * about (the amendment that adds a service), whose reason ranks first (ADR 0082).
 */
/**
 * A sentence wrapped onto the next line (which then starts in lower case, indented or not: passages keep a line's
 * indentation, ADR 0081) is read whole; so is one whose next line opens a parenthesis ("to 71 wcpm\n(September
 * 2025) and took 9 weeks to recoup"; ADR 0090).
 */
function unwrapped(passages: Passage[]): Passage[] {
  return passages.map((p) => ({ ...p, text: p.text.replace(/([^.!?:\n])\n[ \t]*(?=[a-z]|\([^)\n]*\) [a-z])/g, "$1 ") }));
}

function statedReason(ctx: Ctx, terms: string[], anyReason = false, prefer?: string): string | null {
  const sentences = sentencesOf(unwrapped(ctx.passages));
  // Every sentence of a section headed as the reasons ("REASON FOR THE AMENDMENT") is a reason, up to the next
  // heading; opening: the section's first sentence, quoted before a later one that names what was asked but
  // gives no reason of its own ("Counseling will teach …").
  const opening = new Map<Sentence, Sentence>();
  let open: Sentence | undefined;
  sentences.forEach((s, i) => {
    const before = sentences[i - 1];
    if (before?.passage !== s.passage) open = undefined;
    if (CAPS_HEADING.test(s.text.trim())) open = undefined;
    else if (before && before.passage === s.passage && REASON_HEADING.test(before.text.trim())) open = s;
    if (open) opening.set(s, open);
  });
  // A "Reason: …" line names its subject in the sentence before it ("OT is increased … Reason: …"): both count.
  // A sentence right under a reasons heading is a reason even without a reason word.
  const changeAsked = ctx.q.change || ctx.q.removed || ctx.q.added;
  const hit = sentences
    .map((s, i) => ({ s, before: sentences[i - 1]?.passage === s.passage ? sentences[i - 1]!.text : "" }))
    .filter((x) => !REASON_HEADING.test(x.s.text.trim()))
    .map((x) => ({ ...x, context: `${x.before} ${x.s.text}`.toLowerCase(), own: x.s.text.toLowerCase(), labelled: underReasonLabel(x.s) || opening.has(x.s) }))
    .filter((x) => REASON_WORDS.test(x.s.text) || REASON_HEADING.test(x.before.trim()) || x.labelled)
    .map((x) => ({
      s: x.s,
      // The sentence's own words count fully, the sentence before it half, and not at all when the sentence
      // names another service than the one asked: of several reasons under one label, the one about what was
      // asked ranks first (ADR 0080).
      n:
        terms.filter(said(x.own)).length +
        (namesOtherTopic(x.own, terms) ? 0 : 0.5 * terms.filter((t) => !said(x.own)(t) && said(x.context)(t)).length) +
        (x.labelled ? 0.5 : 0) +
        (/^(?:reasons?|rationale)\b/i.test(x.s.text) || REASON_HEADING.test(x.before.trim()) ? 0.5 : 0) +
        (changeAsked && CHANGE_WORDS.test(x.s.text) ? 0.5 : 0) +
        // A "Rationale: …" line says what it is the reason for in the line before it (ADR 0085).
        (prefer && x.s.passage.documentId === prefer && terms.some(said(/^(?:reasons?|rationale)\b/i.test(x.s.text) ? x.context : x.own)) ? 1 : 0),
    }))
    .filter((x) => x.n >= 1 || (anyReason && x.n > 0))
    .sort((a, b) => b.n - a.n)[0];
  if (!hit) return null;
  const first = opening.get(hit.s);
  const text = first && first !== hit.s && !REASON_WORDS.test(hit.s.text) ? `${first.text} … ${hit.s.text}` : hit.s.text;
  return `The documents give this reason: ${reasonQuote(text, 240)} (${md(hit.s.passage.documentTitle ?? "document")}, ${citePassage(ctx, hit.s.passage)}).`;
}

/**
 * A long reason sentence quoted with its "because …" clause kept: "A separate … service, as recommended by …,
 * was considered and not added at this time because the district first wants …" cut at 240 characters would
 * keep the option and lose its reason (ADR 0090). The head is shortened instead, marked with an ellipsis.
 */
function reasonQuote(text: string, max: number): string {
  const flat = flatSpace(text).trim();
  const at = flat.search(/\b(?:because|due to)\b/);
  if (flat.length <= max || at < max * 0.6) return quoted(flat, max);
  const head = clip(flat.slice(0, at), Math.max(60, max - 150));
  const tail = clip(flat.slice(at), max - head.length);
  return `“${md(head)}${head.endsWith("…") ? " " : " … "}${md(tail)}”`;
}

// ---------- reasons in notices and amendments ----------

/** The passages of the documents whose purpose is to state why something changed: an amendment, a prior written notice. */
function noticePassages(ctx: Ctx): Passage[] {
  const ids = new Set(ctx.record.documents.filter((d) => d.role === "amendment").map((d) => d.documentId));
  for (const p of ctx.passages) if (/\bprior written notice\b|\bnotice of (?:proposed|refused|the )?(?:action|refusal|iep amendment)/i.test(p.text)) ids.add(p.documentId);
  return ctx.passages.filter((p) => ids.has(p.documentId));
}

/** A decision column's value in a notice's table of proposals ("ACCEPTED", "REFUSED"), written in capitals. */
const DECISION = /\s(ACCEPTED|APPROVED|AGREED|PROPOSED|REFUSED|REJECTED|DENIED|DECLINED)\s+(\S.*)$/;
const REFUSAL = /^(?:REFUSED|REJECTED|DENIED|DECLINED)$/;

/**
 * A notice's table that answers each request with a decision and its explanation ("2  Speech-language therapy,
 * >= 60 min/week  REFUSED  Lucia's … rose to 78% …", the explanation wrapping onto indented lines): the row whose
 * item names the question's words best (two at least; requirements §2, ADR 0092).
 */
function noticeDecision(ctx: Ctx): { item: string; decision: string; why: string; passage: Passage } | undefined {
  const terms = ctx.q.terms.filter((t) => !GENERIC_WHY.test(t) && !/^(?:wont|won|give|gives|giving|cut|cuts|reduc\w*|so|bc|because|said|says?|now)$/.test(t));
  const rows: { item: string; decision: string; why: string; passage: Passage; n: number }[] = [];
  // A passage of such a table is one by its rows, whether or not the notice's title is in the same passage.
  for (const p of ctx.passages) {
    const lines = p.text.split("\n");
    lines.forEach((line, i) => {
      const m = DECISION.exec(line);
      if (!m) return;
      const item = line.slice(0, m.index).replace(/^\s*\d{1,2}[.)]?\s+/, "").trim();
      let why = m[2]!.trim();
      for (const next of lines.slice(i + 1)) {
        if (!/^\s{12,}\S/.test(next)) break;
        why += ` ${next.trim()}`;
      }
      const text = item.toLowerCase().replace(/\bmin\b/g, "minutes");
      // Only a refusal is answered here: an accepted request is what the plan now gives, its own handler's.
      if (REFUSAL.test(m[1]!)) rows.push({ item, decision: m[1]!, why, passage: p, n: terms.filter(said(text)).length });
    });
  }
  const best = rows.sort((a, b) => b.n - a.n)[0];
  return best && best.n >= 2 && best.n > (rows[1]?.n ?? 0) ? best : undefined;
}

/**
 * "Why won't they give her double time", "why did they cut the speech minutes": the explanation a notice gives
 * for its decision on that request; "so she gets double time now?" when the notice refused it: No, and its
 * explanation (ADR 0092).
 */
function answerNoticeDecision(ctx: Ctx): string | null {
  const { q, record } = ctx;
  if (!q.reason && !q.yesNo && !q.premise) return null;
  const row = noticeDecision(ctx);
  if (!row) return null;
  const doc = record.documents.find((d) => d.documentId === row.passage.documentId);
  const label = md(doc?.label ?? row.passage.documentTitle ?? "the notice");
  const refusal = `${label} refused “${md(row.item)}”, explaining: ${quoted(row.why, 240)} (${md(row.passage.documentTitle ?? "document")}, ${citePassage(ctx, row.passage)})`;
  if (q.reason) return `${cap(refusal)}.`;
  // A yes/no on a request the school refused, in a notice no older than the current plan: the refusal answers it.
  const current = record.current?.date;
  if (!current || !doc?.date || doc.date >= current) return `No — ${refusal}.`;
  return null;
}

/** A line labelling a notice's reason ("2. Reason for the action: …", "Reason: …") or a heading in capitals over it ("REASON FOR CHANGE"). */
const REASON_LABEL = /^\s*(?:\d{1,2}[.)]\s*)?(?:reasons?\b|rationale\b|basis for\b|justification\b|explanation\b)[^:]{0,60}:\s*(.*)$/i;
const REASON_CAPS = /^\s*(?:REASONS?|RATIONALE|EXPLANATION)\b[A-Z ()/-]*$/;

/**
 * "Why did they cut speech", "why did they move some of her speech into the classroom": the reason an amendment
 * or a prior written notice gives for its change to what the question names — its labelled reason or the section
 * under a reason heading, whole (up to the next label or heading), checked against the change described just
 * above it. The change read from the notice decides, so a reason is given even when the record has not applied
 * it (ADR 0092).
 */
function noticeReason(ctx: Ctx, terms: string[]): string | null {
  const { q } = ctx;
  const asked = terms.filter((t) => TOPICS.some((re) => expand(t).some((w) => re.test(w))));
  for (const line of askedServices(ctx)) asked.push(line.key.split(" ")[0]!);
  if (asked.length === 0) return null;
  const { down, up } = claimedDirection(q);
  const blocks: { text: string; about: string; lines: string[]; passage: Passage }[] = [];
  for (const p of noticePassages(ctx)) {
    const lines = p.text.split("\n");
    lines.forEach((line, i) => {
      const labelled = REASON_LABEL.exec(line);
      if (!labelled && !REASON_CAPS.test(line)) return;
      const body = labelled?.[1] ? [labelled[1]] : [];
      for (const next of lines.slice(i + 1)) {
        if (!next.trim() || /^\s*\d{1,2}[.)]\s/.test(next) || CAPS_HEADING.test(next.trim()) || REASON_LABEL.test(next)) {
          if (body.length > 0 || next.trim()) break;
          continue;
        }
        body.push(next.trim());
      }
      const above = lines.slice(Math.max(0, i - 8), i).map((l) => l.toLowerCase().replace(/\b\w+-\w+\b/g, " "));
      if (body.length > 0) blocks.push({ text: body.join(" "), about: above.join(" "), lines: above, passage: p });
    });
  }
  const hit = blocks
    .map((b) => ({ b, n: asked.filter(said(`${b.about} ${b.text}`.toLowerCase())).length }))
    // A claimed cut or increase needs a line of the change above the reason to state it of the subject asked: a
    // reason for another change (a new day, ESY, "noise-reducing headphones") answers nothing about it.
    .filter((x) => x.n > 0 && (!(down || up) || x.b.lines.some((l) => asked.some(said(l)) && (down ? DOWN_CLAIM : UP_CLAIM).test(l))))
    .sort((a, b) => b.n - a.n)[0];
  if (!hit) return null;
  return `The documents give this reason: ${reasonQuote(hit.b.text, 240)} (${md(hit.b.passage.documentTitle ?? "document")}, ${citePassage(ctx, hit.b.passage)}).`;
}

// ---------- people ----------

// serves: the service a provider of this role gives, so "Speech and language … (provided by Priya Ramanathan)" names the speech therapist.
const ROLES: { re: RegExp; find: RegExp; name: string; evaluation?: boolean; serves?: RegExp }[] = [
  // The same role under the titles states and vendors give it: Hawaii's "care coordinator", California's "case
  // carrier", "IEP manager", "teacher of record" (ADR 0092).
  {
    re: /case manager|caseworker|case worker|case carrier|care coordinator|iep (?:manager|coordinator)|teacher of record|in charge of (?:\w+ )?iep|responsible for (?:\w+ )?iep|\b(?:main |my )?(?:point of )?contact\b/,
    find: /case manager|case coordinator|case carrier|care coordinator|IEP (?:manager|coordinator)|teacher of record/i,
    name: "case manager",
  },
  {
    re: /\b(?:evaluation|eval|testing|assessment|evaluator|examiner|neuropsych\w*|evaluated|tested|assessed)\b/,
    find: /examiner|evaluator|evaluated by|assessed by|psycholog\w*|neuropsycholog\w*|clinician|Ph\.?D|Psy\.?D/i,
    name: "evaluator",
    evaluation: true,
  },
  // "Who does his speech?", "who gives her OT?": the person who provides the service is asked for (ADR 0080).
  { re: /speech (?:therapist|teacher|pathologist)|\bslp\b|\bwho (?:\w+ ){1,3}speech\b|\b(?:does|do|did|gives?|gave|provides?|provided|runs?|ran|teach(?:es)?|taught|handles?|handled|sees? (?:her|him|them) for) (?:(?:his|her|their|the) )?speech\b/, find: /speech[- ](?:language )?(?:therapist|pathologist)|\bSLP\b/i, name: "speech therapist", serves: /speech|language/i },
  { re: /\bot\b|occupational therap\w*/, find: /occupational therapist|\bOTR?\b/i, name: "occupational therapist", serves: /occupational|\bOT\b/ },
  { re: /psychologist/, find: /psychologist/i, name: "school psychologist" },
  { re: /counsel\w*|social worker/, find: /counselor|psychologist|social worker/i, name: "counselor" },
  { re: /gen(?:eral)? ed\w* teacher|classroom teacher|regular (?:ed\w* )?teacher|homeroom teacher/, find: /general education teacher|classroom teacher|regular education teacher|homeroom teacher/i, name: "general education teacher" },
  { re: /special ed\w* teacher|resource teacher|sped teacher/, find: /special education teacher|resource (?:specialist|teacher)/i, name: "special education teacher" },
  { re: /504 coordinator/, find: /504 coordinator/i, name: "504 coordinator" },
  { re: /principal|administrator/, find: /principal|administrator|LEA representative/i, name: "school administrator" },
  { re: /teacher/, find: /teacher/i, name: "teacher" },
];

// "Ms. H. Oyelaran-Pike": a first initial may stand between the title and the name.
const TITLED = /\b(?:Mr|Mrs|Ms|Dr|Miss)\.? (?:[A-Z]\. )?[A-Z][a-z]+(?:[ -][A-Z][a-z]+)?/;
// Degrees and licences between a name and its role ("Anneliese Brodt, M.A., CCC-SLP", "…, OTR/L"): read as the comma after the name.
const PLAIN_NAME = "[A-Z][a-z]+ [A-Z][a-z]+(?:-[A-Z][a-z]+)?";
const REPLACED = /\b(?:in place of|replacing|instead of|formerly|previously|who replaces)\b/;
const CREDENTIALS = /(?:,\s*(?:(?:[A-Z][a-z]{0,2}\.){1,3}|[A-Z]{2,5}(?:\/[A-Z])?))+(?:,\s*|\s*-)?$/;
// A name followed by "School District", "Unified" … is a place, not a person.
const NAMED = /\b[A-Z][a-z]+ [A-Z][a-z]+(?:-[A-Z][a-z]+)?\b(?! (?:School|District|Unified|County|Public|Elementary|Intermediate|Middle|High)\b)/g;
const NOT_A_NAME = /\b(?:Method|Date|Services?|Therapy|Therapist|Education|Teacher|Pathologist|Provider|Evaluation|Plan|Review|Meeting|School|District|Language|Speech|Special|General|Case|Manager|Occupational|Physical|Student|Program|Annual|Goal|Progress|Team|Coordinator|Counselor|Psychologist|Elementary|Middle|High)\b/;

function personIn(text: string, role: RegExp): string | null {
  const at = text.search(role);
  if (at < 0) return null;
  const before = text.slice(Math.max(0, at - 80), at).replace(CREDENTIALS, ", ");
  // A name right before its role ("Dr. Celeste Mouton, School Psychologist", "Mr. Paul Guidry (principal)").
  const named = new RegExp(`(${TITLED.source})\\s*[,(]\\s*(?:[Tt]he\\s+|[Oo]ur\\s+|[Ss]chool\\s+)?$`).exec(before.slice(-50));
  if (named?.[1]) return named[1];
  // A signature or team row: the name, then its role ("Prepared by: Elliot Vandermeer, Case Manager", "Tamsin
  // Greaves<tab>Special Education Teacher / Case Manager"); other role words may stand between (ADR 0086).
  // A list of participants parted by a middle dot or a bar ("Janelle Fitch (General Education) · Dana Kurtz-Albrecht,
  // M.A., CCC-SLP") is such a row too (ADR 0092, round B).
  const row = /(?:^|[:\t·|•]\s*)([A-Z][a-z]+(?:[ -][A-Z][a-z]+){1,2})(?:,\s*|\s*\t\s*|\s+\()(?:[A-Z][\w-]*(?:\s+[\w-]+){0,4}\s*\/\s*)?$/.exec(before);
  if (row?.[1] && !NOT_A_NAME.test(row[1])) return row[1];
  // The name usually follows the role ("Case Manager: Ms. Dana Whitfield", "Provider: SLP, Mr. Alan Ortiz"), within
  // the role's own entry of a list ("Platt (Speech-Language Pathologist); Ms. Baptiste (…)": not Ms. Baptiste).
  const entryStart = text.lastIndexOf(";", at) + 1;
  const entryEnd = text.indexOf(";", at);
  const entry = text.slice(entryStart, entryEnd < 0 ? undefined : entryEnd);
  // A change names the person it replaces too ("… changes from Ms. Anand to Ms. Brandt", "Ms. Brandt, in place
  // of Ms. Anand"): the new one is the answer (ADR 0086).
  const moved = new RegExp(`\\bfrom (?:${TITLED.source}|${PLAIN_NAME}) to (${TITLED.source}|${PLAIN_NAME})`).exec(entry.slice(at - entryStart));
  if (moved?.[1]) return moved[1];
  const after = entry.slice(at - entryStart).split(REPLACED)[0]!;
  const titled = TITLED.exec(after) ?? TITLED.exec(entry.split(REPLACED)[0]!);
  if (titled) return titled[0];
  // "Case Manager: Greaves, Tamsin" (a vendor's last-name-first) and "Case Manager: E. Vandermeer" (an initial).
  const value = /^[^:\t]*[:\t]\s*([A-Z][a-z]+), ([A-Z][a-z]+)\b|^[^:\t]*[:\t]\s*([A-Z]\. [A-Z][a-z]+)\b/.exec(after);
  if (value?.[1] && value[2] && !NOT_A_NAME.test(value[1])) return `${value[2]} ${value[1]}`;
  if (value?.[3]) return value[3];
  for (const m of after.matchAll(NAMED)) if (!NOT_A_NAME.test(m[0])) return m[0];
  return null;
}

/**
 * A field written with a dot leader ("CASE MANAGER ........ Ms. Genevieve Arceneaux, …") is split after its dots
 * into a label and a value; the two are one field again, so the label's role finds its name (ADR 0092, round B).
 */
const LEADER = /(?:\.\s?){3,}$/;
function withLeaderValues(list: Sentence[]): Sentence[] {
  const out: Sentence[] = [];
  for (let i = 0; i < list.length; i++) {
    const s = list[i]!;
    const next = list[i + 1];
    if (LEADER.test(s.text) && next && next.passage === s.passage && !LEADER.test(next.text)) {
      out.push({ text: `${s.text} ${next.text}`, passage: s.passage });
      i++;
    } else out.push(s);
  }
  return out;
}

function answerPerson(ctx: Ctx): string | null {
  const { q, who } = ctx;
  // "Who is…", or a fragment that names a role ("case manager this year?", "her speech therapist in 2025").
  const fragment = /^(?:(?:his|her|their|the|my \w+'?s?) )?(?:case manager|case worker|speech (?:therapist|teacher|pathologist)|slp|counselor|psychologist|special ed\w* teacher|resource teacher|504 coordinator|evaluator|examiner)\b/.test(q.text);
  // "Mr. Rennick is still her case manager, correct?": a named person claimed in a role is checked (ADR 0082).
  // So is "is her case manager still Ms. X?" (ADR 0085).
  const claimed = (q.premise || q.yesNo) && /\b(?:mr|mrs|ms|miss|dr)\.? [a-z]+/.test(q.text);
  // "What's the new speech therapist's name?": the name asked after the role (ADR 0092, round B).
  if (!fragment && !claimed && !/^who\b|\bwho (?:is|are|will|does|was|were|did)\b|\bname of\b|\bwhat is the name\b|^what (?:is|was) (?:the |her |his |their )?(?:[\w']+ ){1,4}names?\b/.test(q.text)) return null;
  // "Who does her speech and what day?": the schedule's sentence names both (answerSchedule).
  if (/\bwhat (?:day|days|time)\b|\band when\b/.test(q.text)) return null;
  const role = ROLES.find((r) => r.re.test(q.text));
  if (!role) return null;
  // The plan the question names ("in Rhode Island", "last year") first: its provider, not today's (ADR 0090).
  const plan = q.when === "previous" && ctx.record.previous ? ctx.record.previous : ctx.record.current;
  for (const doc of role.evaluation ? [] : [plan, ctx.record.plan504].filter((d): d is RecordDocument => Boolean(d))) {
    for (const s of doc.facts.services) {
      if (!s.provider || !(role.find.test(`${s.provider} ${s.name}`) || role.serves?.test(s.name))) continue;
      const name = personIn(s.provider, /./);
      if (name) return `${who}'s ${role.name}: **${md(name)}** — ${md(s.name)}, provider ${quoted(s.provider, 80)} ${where(ctx, doc, refOf(ctx.record, doc, s))}.`;
    }
  }
  // The plan the question is about first ("now": the current IEP; "last year": the previous one).
  // An evaluator is found in the evaluation the question names ("the private one", "the neuropsych"), else the latest.
  const evals = ctx.record.evaluations;
  const kind = /private|independent|outside|neuro/.exec(q.text)?.[0];
  const about = role.evaluation ? ((kind ? evals.find((e) => new RegExp(kind, "i").test(e.title)) : undefined) ?? evals[0])?.documentId : pick(ctx)?.documentId;
  // The document asked about first, then the newest documents: a name in an old plan is the old one (ADR 0079).
  // An amendment or progress report of the plan asked about is that plan as it stands since, so it ranks with
  // it, the newest first ("Mr. Baptiste replaces Ms. Vukovich as case manager"; ADR 0086).
  const dated = new Map(ctx.record.documents.map((d) => [d.documentId, d.date ?? ""]));
  // A report attached to the plan (a progress report, a review of existing data read as one) ranks after the plan
  // itself: it reports on the plan and may be written by the next school, so the plan's own names come first.
  const rankOf = new Map(
    ctx.record.documents
      .filter((d) => d.documentId === about || (about && d.attachesTo === about))
      .map((d) => [d.documentId, d.documentId === about || d.role === "amendment" ? 2 : 1]),
  );
  const ordered = withLeaderValues(sentencesOf(ctx.passages)).sort(
    (a, b) =>
      (rankOf.get(b.passage.documentId) ?? 0) - (rankOf.get(a.passage.documentId) ?? 0) ||
      (dated.get(b.passage.documentId) ?? "").localeCompare(dated.get(a.passage.documentId) ?? ""),
  );
  for (const s of ordered) {
    const name = personIn(s.text, role.find);
    if (!name) continue;
    return `${who}'s ${role.name}: **${md(name)}** — ${quoted(s.text, 160)} (${md(s.passage.documentTitle ?? "document")}, ${citePassage(ctx, s.passage)}).`;
  }
  return `The documents don't name ${who}'s ${role.name}.${checked(ctx)}`;
}

/**
 * The role a question asks a person for ("who is her case manager now", "the new SLP's name"), with the words its
 * holders are written under, for the chat's grounding to read the plans' own passages on that role (ADR 0092, round B).
 */
export function roleAsked(question: string): string | undefined {
  const q = readQuestion(question);
  if (!/\bwho\b|\bnames?\b/.test(q.text)) return undefined;
  const role = ROLES.find((r) => r.re.test(q.text));
  if (!role || role.evaluation) return undefined;
  return `${role.name} ${role.find.source.replace(/\\b|\(\?:|[()?|\\[\]-]/g, " ")}`.replace(/\s+/g, " ").trim();
}

/** The name and the evidence of an answer of `answerPerson` ("X's role: **Name** — quote (cite)"). */
const personNamed = (text: string | null) => (text ? /^.*?: \*\*(.+?)\*\* — ([^]*)$/.exec(text) : null);

/**
 * "Who is her case manager now, and who was it in Louisiana?": one role asked of two plans. Each part is answered
 * as its own question (the first of the current plan, the second of the previous one) and the two names are put
 * first, so the earlier plan's person is not lost behind the current one's quote (ADR 0092, round B).
 */
function answerPersonNowAndThen(ctx: Ctx): string | null {
  const { q, who, record } = ctx;
  if (!record.current || !record.previous) return null;
  const split = /^(.*?\bwho\b.*?)(?:,\s*|\s+)(?:and|but)\s+(who(?:'?s| is| was| were| did| had)\b.*)$/.exec(q.text);
  if (!split) return null;
  const role = ROLES.find((r) => r.re.test(split[1]!));
  if (!role || role.evaluation) return null;
  // The second part names the role again or stands for it ("who was it", "who was hers").
  const then = split[2]!.replace(/^who(?:'?s| is| was| were| did| had)\b/, `who was the ${role.name}`);
  const part = (text: string, when: Question["when"]) => answerPerson({ ...ctx, q: { ...q, text, when, premise: false, yesNo: false } });
  const now = personNamed(part(split[1]!, "current"));
  const before = personNamed(part(then, "previous"));
  if (!now || !before) return null;
  const same = now[1] === before[1];
  return `${who}'s ${role.name} now: **${now[1]}**; in ${md(record.previous.label)}: **${before[1]}**${same ? " (the same person)" : ""}. Now — ${now[2]} Before — ${before[2]}`;
}

/** "What day…", "When does the group meet?": a schedule the documents state in a sentence. */
function answerSchedule(ctx: Ctx): string | null {
  const { q } = ctx;
  // "When does she have counseling / see the speech therapist" asks the day a service meets, not its start (ADR 0092).
  const whenService = /\bwhen (?:does|do) \w+ (?:have|see|go to|get|attend)\b(?=.*\b(?:speech|counsel\w*|therap\w*|slp|ot|pt|social work\w*|resource)\b)(?!.*\b(?:start\w*|begin\w*|end\w*|stop\w*|review|meeting|reeval\w*)\b)/.test(q.text);
  if (!whenService && !/what (?:day|days|time|period)|which (?:day|days|period)|when does .* (?:meet|happen|take place)|what room|where does .* meet|where is the (?:\w+ )?meeting|\bschedule of\b|\b(?:during|in) the week\b|\bscheduled\b(?! [a-z]+ing\b| (?!for|on|at|during|in|to|every|each)[a-z]+)/.test(q.text)) return null;
  // "What day was the last IEP meeting?": a meeting held is a date of the plan (answerDates), not a weekly schedule.
  if (/\bmeeting\b/.test(q.text) && /\b(?:was|were|did|held|had)\b/.test(q.text)) return null;
  const SCHEDULE =
    /\b(?:(?:monday|tuesday|wednesday|thursday|friday)s?|(?:mon|tues?|wed|thu(?:rs?)?|fri)(?=[\s,./&-])|mornings?|afternoons?|lunch|recess|a\.?m\.?|p\.?m\.?|room \d+(?![/.-]\d)|\d{1,2}:\d{2}|\d(?:st|nd|rd|th) period|period \d)\b/i;
  // "When is speech scheduled?": the word "scheduled" is in every schedule's line, so it names no service (ADR 0086).
  const terms = q.terms.filter((t) => !/^(?:day|days|time|meet|when|room|schedul\w*|sessions?)$/.test(t));
  // A time stamp beside a date ("2025-10-21 16:12", a signature log's) schedules nothing (ADR 0082).
  const STAMP = /\b(?:\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{2,4})[ T]+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?/gi;
  // A line that ends in a comma goes on in the next ("… on Thursdays,\n1:10–1:40 p.m.").
  const count = (text: string) => terms.filter((t) => expand(t).some((w) => w.length > 2 && text.toLowerCase().includes(w))).length;
  // A line that opens with a bracket continues the row above it ("Speech … 240 minutes per 4-week cycle" /
  // "(30-minute sessions, Tuesdays and Thursdays …)"). A line under a block that names the service ("1. Related
  // service — Speech-Language Therapy" / "Now: …:" / "Tuesdays 10:15 …") counts the block's words, at half
  // weight; the newest document first among equals (ADR 0086).
  const dated = new Map(ctx.record.documents.map((d) => [d.documentId, d.date ?? ""]));
  // A schedule an amendment of the plan asked about sets replaces that plan's own ("Sessions move from Mondays
  // … to Thursdays …"), so its line comes first (ADR 0086).
  const plan = pick(ctx)?.documentId;
  const amending = new Set(ctx.record.documents.filter((d) => d.role === "amendment" && plan && d.attachesTo === plan).map((d) => d.documentId));
  const amends = (s: Sentence) => amending.has(s.passage.documentId);
  // Lines that each open with a weekday are one schedule ("Tuesdays 10:15 … pull-out" / "Thursdays 10:15 … push-in").
  const WEEKDAY_LINES = /(^|\n)([ \t]*(?:Mon|Tues|Wednes|Thurs|Fri)days?\b[^\n]*)\n[ \t]*(?=(?:Mon|Tues|Wednes|Thurs|Fri)days?\b)/g;
  const joined = (text: string) => text.replace(/,\n/g, ", ").replace(/\n[ \t]*(?=\()/g, " ").replace(WEEKDAY_LINES, "$1$2; ").replace(WEEKDAY_LINES, "$1$2; ");
  const hits = sentencesOf(ctx.passages.map((p) => ({ ...p, text: joined(p.text) })))
    .filter((s) => SCHEDULE.test(s.text.replace(STAMP, " ")))
    .map((s) => {
      const own = count(s.text);
      // A line that names a service of its own ("Occupational therapy is scheduled on Thursdays") borrows nothing.
      if (own > 0 || TOPICS.some((re) => re.test(s.text.toLowerCase()))) return { s, n: own };
      const lines = joined(s.passage.text).split("\n");
      const flat = lines.map((l) => l.replace(/\s+/g, " "));
      const at = flat.findIndex((l) => l.includes(s.text.slice(0, 30)));
      if (at < 0) return { s, n: 0 };
      // The block's heading may open the sentence's own line ("2. Speech-Language Therapy schedule. … Beginning
      // September 16, therapy is given … on Wednesdays"; ADR 0086).
      const lead = flat[at]!.slice(0, flat[at]!.indexOf(s.text.slice(0, 30)));
      return { s, n: count([...lines.slice(Math.max(0, at - 3), at), lead].join(" ")) / 2 };
    })
    .filter((x) => x.n > 0)
    .sort((a, b) => Number(amends(b.s)) - Number(amends(a.s)) || b.n - a.n || (dated.get(b.s.passage.documentId) ?? "").localeCompare(dated.get(a.s.passage.documentId) ?? ""));
  // "What day…": a line that names a weekday answers it before one that only gives a clock time (a signature's
  // time stamp); the quote opens at the weekday when the line is long (ADR 0082).
  const DAY = /\b(?:monday|tuesday|wednesday|thursday|friday)s?\b|\b\d{1,2}:\d{2}\s*(?:[–-]\s*\d{1,2}:\d{2}\s*)?[ap]\.?m\b/i;
  const dayAsked = /\b(?:what|which) (?:days?|time)\b/.test(q.text);
  const best = (dayAsked ? hits.find((x) => DAY.test(x.s.text)) : undefined) ?? hits[0];
  if (best && dayAsked && DAY.test(best.s.text)) {
    const text = best.s.text.replace(/\s+/g, " ");
    const at = text.search(DAY);
    const from = at > 120 ? Math.max(text.lastIndexOf(". ", at) + 2, text.lastIndexOf(" ", at - 60) + 1) : 0;
    return `${quoted(`${from > 0 ? "…" : ""}${text.slice(from)}`, 200)} (${md(best.s.passage.documentTitle ?? "document")}, ${citePassage(ctx, best.s.passage)}).`;
  }
  if (!best) {
    const line = /what (?:day|days|time|period)|which (?:day|days|period)/.test(q.text) ? askedServices(ctx).find((l) => l.current) : undefined;
    if (!line) return null;
    // The service's own row may give its day ("… currently scheduled Thursdays at 1:15 p.m."; ADR 0079).
    const row = line.current!;
    if (SCHEDULE.test(row.ref.quote.slice(row.item.name.length))) return `${cap(md(row.item.name))}: ${quoted(row.ref.quote, 200)} ${where(ctx, row.doc, row.ref)}.`;
    // A day or time the documents never give: said plainly, with what the plan does say about the service.
    return `The documents don't state the day or time of ${md(line.current!.item.name)}; ${ctx.who} gets ${serviceSentence(ctx, line, "current")}.`;
  }
  return `${quoted(best.s.text, 200)} (${md(best.s.passage.documentTitle ?? "document")}, ${citePassage(ctx, best.s.passage)}).`;
}

// ---------- "not stated" topics and the extractive fallback ----------

// quote: when the documents do name it, the sentence that names it is the answer.
const CONCEPTS: { ask: RegExp; find: RegExp; name: string; quote?: boolean }[] = [
  // A contact detail is asked before the service or person it belongs to: "the speech therapist's email" is
  // not the speech service (ADR 0086).
  { ask: /\be-?mails?\b/, find: /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/, name: "an e-mail address", quote: true },
  { ask: /\b(?:phone|telephone|cell)(?: number)?\b|\bnumber to call\b/, find: /\(\d{3}\)\s*\d{3}[-.]\d{4}|\b\d{3}[-.]\d{3}[-.]\d{4}\b/, name: "a phone number", quote: true },
  { ask: /transport\w*|\bbus\b/, find: /transport|\bbus\b/i, name: "special transportation" },
  { ask: /behavio\w* (?:intervention )?plan|\bbip\b|behavior support plan/, find: /behavio\w* intervention plan|\bBIP\b|behavior support plan/i, name: "a behavior intervention plan" },
  {
    // "Speech to text" is a tool, not speech therapy (ADR 0082).
    ask: /assistive tech\w*|\bat device|\btablet\b|\bipad\b|\bcomputer\b|\blaptop\b|\bchromebook\b|\btyp(?:e|ing)\b|\bspeech[- ]to[- ]text\b|\bdictation software\b/,
    find: /assistive technolog|\btablet\b|\biPad\b|computer|laptop|chromebook|word[- ]process|keyboard|typing|speech[- ]to[- ]text|device/i,
    name: "assistive technology",
  },
  // "1:1" bounded: a clock time ("1:10–1:40 p.m.") is no one-to-one (ADR 0082).
  { ask: /\baide\b|paraprofessional|\bpara\b|one[- ]on[- ]one|one[- ]to[- ]one|(?<![\d:])1:1(?![\d:])/, find: /\baide\b|paraprofessional|one[- ]to[- ]one|one[- ]on[- ]one|(?<![\d:])1:1(?![\d:])/i, name: "a one-to-one aide" },
  { ask: /\bnurse\b|medication|health plan/, find: /nurse|medication|health plan/i, name: "health or nursing services" },
  { ask: /\bdyslexi\w*/, find: /dyslexi/i, name: "dyslexia" },
  { ask: /\badhd\b|attention deficit/, find: /ADHD|attention deficit/i, name: "ADHD" },
  { ask: /\bautis\w*/, find: /autis/i, name: "autism" },
  { ask: /\bhomework\b/, find: /homework/i, name: "homework" },
  { ask: /\btutor\w*/, find: /\btutor/i, name: "tutoring" },
  { ask: /field trips?/, find: /field trip/i, name: "field trips" },
  { ask: /\blunch\b|\brecess\b/, find: /lunch|recess/i, name: "lunch or recess" },
  { ask: /sign language|\basl\b|interpreter/, find: /sign language|\bASL\b|interpreter/i, name: "an interpreter" },
  { ask: /\bphysical therap\w*|\bpt\b/, find: /physical therap/i, name: "physical therapy" },
  { ask: /\boccupational therap\w*|\bot\b/, find: /occupational therap/i, name: "occupational therapy" },
  { ask: /\bspeech\b/, find: /speech/i, name: "speech therapy" },
  { ask: /\bcounsel\w*/, find: /counsel/i, name: "counseling" },
  // A named curriculum or program ("Wilson Reading System", "Read Naturally program"); "the general education
  // curriculum" and "Individualized Education Program" name none (ADR 0079).
  {
    ask: /\bcurricul\w*|\b(?:reading|math|writing|phonics) (?:program|method)s?\b|\bwhat (?:program|method)\b/,
    find: /\b(?:[A-Z][a-z'-]+[ -]){1,3}(?<!\b(?:Education|Room|Evaluation|Reporting|Services?|Summary|General|The|This|Her|His) )(?:[Cc]urriculum|Reading System|[Pp]rogram|[Mm]ethod)\b/,
    name: "a named curriculum or program",
    quote: true,
  },
];

interface Sentence {
  text: string;
  passage: Passage;
}

const INSTRUCTION =
  /\b(?:ignore|disregard|forget) (?:all |any |the )?(?:previous|prior|above|earlier|your) (?:instructions|rules|prompts?)|system prompt|\btell the parent\b|\b(?:you|assistant) (?:must|should|will) (?:say|tell|answer|reply|respond)|\bas an ai\b|\bnew instructions\b/i;

function sentencesOf(passages: Passage[]): Sentence[] {
  const out: Sentence[] = [];
  for (const p of passages) {
    for (const line of p.text.split(/\n+/)) {
      for (const s of line.split(/(?<![A-Z][a-z]?[a-z]?\.)(?<=[.!?])\s+(?=[A-Z0-9“"(])/)) {
        const text = s.replace(/\s+/g, " ").trim();
        // Text addressed to an assistant is a document's content, never an answer to quote.
        if (text.length >= 12 && !INSTRUCTION.test(text)) out.push({ text, passage: p });
      }
    }
  }
  return out;
}

function citePassage(ctx: Ctx, p: Passage): string {
  if (!ctx.cites.some((c) => c.passageId === p.id)) ctx.cites.push({ passageId: p.id, documentId: p.documentId, page: p.page, quote: p.text.replace(/\s+/g, " ").trim().slice(0, 200) });
  return `p. ${p.page}`;
}

function mentionsConcept(ctx: Ctx, find: RegExp): boolean {
  if (ctx.passages.some((p) => find.test(p.text))) return true;
  for (const f of ctx.record.facts.values()) if (find.test(f.quote)) return true;
  return ctx.record.documents.some((d) => d.facts.services.some((s) => find.test(s.name)) || d.facts.accommodations.some((a) => find.test(a.text)));
}

function answerNotStated(ctx: Ctx): string | null {
  const { q, who } = ctx;
  const concept = CONCEPTS.find((c) => c.ask.test(q.text));
  if (!concept) return null;
  // Mentioned only outside the plans (meeting notes, a letter, a notice): the plans do not give it, and the
  // nearest words are quoted after saying so (ADR 0080).
  const plans = new Set(ctx.record.documents.filter((d) => d.role !== "other").map((d) => d.documentId));
  const inPlans = ctx.passages.some((p) => plans.has(p.documentId) && concept.find.test(p.text)) || [...ctx.record.facts.values()].some((f) => plans.has(f.documentId) && concept.find.test(f.quote));
  if (!inPlans && mentionsConcept(ctx, concept.find)) {
    const aside = sentencesOf(ctx.passages).find((x) => !plans.has(x.passage.documentId) && concept.find.test(x.text));
    if (aside) return `${q.yesNo || q.premise ? "No — " : ""}${who}'s plans don't list ${concept.name}; ${md(aside.passage.documentTitle ?? "a document")} says ${quoted(aside.text, 200)} (${citePassage(ctx, aside.passage)}).`;
  }
  if (mentionsConcept(ctx, concept.find)) {
    // Of the sentences that name it, the one sharing most of the question's words ("the case manager's phone").
    const shared = (text: string) => q.terms.filter((t) => expand(t).some((w) => w.length > 2 && text.toLowerCase().includes(w))).length;
    const named = concept.quote
      ? sentencesOf(ctx.passages)
          .filter((s) => concept.find.test(s.text))
          .map((s, i) => ({ s, n: shared(s.text), i }))
          .sort((a, b) => b.n - a.n || a.i - b.i)[0]?.s
      : undefined;
    return named ? `${quoted(named.text, 200)} (${md(named.passage.documentTitle ?? "document")}, ${citePassage(ctx, named.passage)}).` : null;
  }
  const head = `${q.yesNo || q.premise ? "No — the" : "The"} documents don't mention ${concept.name} for ${who}`;
  // Then the nearest thing they do say, when an accommodation shares the question's other words.
  const pool = [...ctx.record.accommodations.current, ...ctx.record.accommodations.plan504];
  const near = concept.quote ? undefined : pool.map((a) => ({ a, s: accScore(q, a.item) })).sort((x, y) => y.s - x.s)[0];
  if (near && near.s >= 2) return `${head}; the nearest is **${md(near.a.item.text)}** in ${md(near.a.doc.label)} (${cite(ctx, near.a.ref)}).`;
  return `${head}.${checked(ctx)}`;
}

/** For a "not stated" answer: where the plan lists what it does provide, so the parent can check. */
function checked(ctx: Ctx): string {
  const doc = ctx.record.current ?? ctx.record.plan504 ?? ctx.record.documents[0];
  if (!doc) return "";
  const first = doc.facts.services[0] ?? doc.facts.accommodations[0] ?? doc.facts.dates[0];
  if (!first) return "";
  const what = doc.facts.services.length > 0 ? "services" : doc.facts.accommodations.length > 0 ? "accommodations" : "key dates";
  return ` ${md(cap(doc.label))} lists its ${what} from page ${first.page} (${cite(ctx, refOf(ctx.record, doc, first))}).`;
}

/** A word of the question at the start of a word of the sentence ("pe" is not inside "specially"); a short one whole. */
function startsWord(lower: string, w: string): boolean {
  return new RegExp(`\\b${w.replace(/[^a-z0-9]/g, "\\$&")}${w.length <= 3 ? "\\b" : ""}`).test(lower);
}

function extractive(ctx: Ctx): string | null {
  const { q } = ctx;
  const terms = q.terms.filter((t) => !/^(?:iep|plan|documents?|say|says|said)$/.test(t));
  if (terms.length === 0) return null;
  const scored = sentencesOf(ctx.passages)
    .map((s) => {
      const lower = ` ${s.text.toLowerCase()} `;
      let score = 0;
      let matched = 0;
      for (const t of terms) {
        if (startsWord(lower, t)) {
          score += 2;
          matched++;
        } else if (expand(t).some((w) => w.length > 2 && startsWord(lower, w))) {
          score += 1;
          matched++;
        }
      }
      return { s, score, matched };
    })
    .filter((x) => x.matched > 0)
    .sort((a, b) => b.score - a.score || a.s.text.length - b.s.text.length);
  const best = scored[0];
  // Half the question's words must be in the sentence, or it is not an answer but a coincidence.
  if (!best || best.matched < Math.max(1, Math.ceil(terms.length / 2))) return null;
  const lines = [`${quoted(best.s.text, 240)} (${md(best.s.passage.documentTitle ?? "document")}, ${citePassage(ctx, best.s.passage)})`];
  for (const x of scored.slice(1, 3)) {
    if (x.score < best.score - 1 || x.s.text === best.s.text) continue;
    lines.push(`- ${quoted(x.s.text, 200)} (${md(x.s.passage.documentTitle ?? "document")}, ${citePassage(ctx, x.s.passage)})`);
  }
  return lines.join("\n");
}

// ---------- several topics at once ----------

const TOPIC_WORDS: [string, RegExp][] = [
  ["goals", /\bgoals?\b/],
  ["services", /\bservices?\b|\bminutes\b/],
  ["accommodations", /\bac+om+odations?\b/],
  ["dates", /\bdates?\b|\bdeadlines?\b|\bdue\b/],
  ["eligibility", /\beligib\w*|\bdisabilit\w*/],
  ["placement", /\bplacement\b|general ed\w*/],
];

/** "What are her goals, services, accommodations and key dates?": the current plan at a glance. */
function answerOverview(ctx: Ctx): string | null {
  const { record, q, who } = ctx;
  // "ESY dates and how many minutes a week": the dates and minutes are the extended school year's, not the
  // plan's (ADR 0092, round B).
  const ofEsy = /extended school year|\besy\b|\bsummer\b/.test(q.text);
  const topics = TOPIC_WORDS.filter(([t, re]) => re.test(q.text) && !(ofEsy && (t === "dates" || t === "services"))).map(([t]) => t);
  const plan = record.current ?? record.plan504;
  // Three topics, or two in a plain list question ("what are her services and accommodations?").
  const plain = !q.change && !q.yesNo && q.when !== "previous" && !q.premise;
  if (topics.length < (plain ? 2 : 3) || !plan) return null;
  const lines = [`Here is ${who}'s current plan, ${md(plan.label)}:`];
  const goals = record.goals.links.filter((l) => l.current).map((l) => l.current!);
  if (topics.includes("goals")) lines.push(`- **Goals:** ${goals.length > 0 ? goals.map((g, i) => `${goalName(g.item, i)} (${cite(ctx, g.ref)})`).join(", ") : "none stated"}`);
  if (topics.includes("services")) {
    const list = record.services.filter((l) => l.current).map((l) => `${md(l.current!.item.name)} ${md(amount(l.current!.item))} (${cite(ctx, l.current!.ref)})`);
    lines.push(`- **Services:** ${list.length > 0 ? list.join("; ") : "none stated"}`);
  }
  if (topics.includes("accommodations")) {
    const acc = record.current ? record.accommodations.current : record.accommodations.plan504;
    lines.push(`- **Accommodations:** ${acc.length > 0 ? `${acc.slice(0, 5).map((a) => md(a.item.text)).join("; ")}${acc.length > 5 ? "; …" : ""} (${cite(ctx, acc[0]!.ref)})` : "none stated"}`);
  }
  if (topics.includes("dates")) {
    const names = { "annual-review": "annual review", reevaluation: "reevaluation", "progress-reports": "progress reports", "plan-review": "504 plan review" } as const;
    lines.push(`- **Key dates:** ${record.deadlines.length > 0 ? record.deadlines.map((d) => `${names[d.kind]} ${md(d.kind === "progress-reports" ? d.value : longDate(d.value))}${d.pastDue ? " (past due)" : ""} (${cite(ctx, d.located.ref)})`).join("; ") : "none stated"}`);
  }
  if (topics.includes("eligibility") && record.eligibility.current.length > 0) {
    lines.push(`- **Eligibility:** ${record.eligibility.current.map((e) => md(e.item.category)).join(", ")} (${cite(ctx, record.eligibility.current[0]!.ref)})`);
  }
  if (topics.includes("placement") && record.lre.current) lines.push(`- **General education:** ${record.lre.current.item.value}% (${cite(ctx, record.lre.current.ref)})`);
  return lines.join("\n");
}

/** Words that name a part of the plan: a question without any asks about the plan as a whole. */
const TOPIC =
  /\brecommend\w*|\bscores?\b|\bservices?\b|\bminutes\b|\bac+om+odat\w*|\bgoals?\b|\bbaseline|speech|reading|writ\w*|math|\bot\b|\bpt\b|occupational|physical|counsel\w*|behavio\w*|\btests?\b|\btesting\b|\besy\b|summer|placement|general ed|gen ed|eligib\w*|disabilit\w*|\bdates?\b|meeting|review|evaluat\w*|\b504\b|progress|amend\w*|case manager|teacher|therap\w*/;

/**
 * "What did he get last year?", "what does she get now?", "what stayed the same?": the plan as a whole —
 * its services first (with the other plan's amounts when both exist), then its accommodations.
 */
function answerWholePlan(ctx: Ctx): string | null {
  const { record, q, who } = ctx;
  if (TOPIC.test(q.text) || !/\bwhat\b/.test(q.text) || !/\b(?:get|gets|got|getting|have|has|had|receive\w*|same|unchanged|stayed|kept)\b/.test(q.text)) return null;
  const same = /\bsame\b|\bunchanged\b|\bstayed\b|\bkept\b|\bdidn't change\b/.test(q.text);
  if (same && record.current && record.previous) {
    const kept = record.services.filter((l) => l.current && l.previous && l.current.item.minutesPerWeek === l.previous.item.minutesPerWeek);
    const acc = record.accommodations.current.filter((a) => !record.accommodations.added.includes(a));
    const carried = record.goals.links.filter((l) => l.status === "carried");
    const parts = [
      ...kept.map((l) => `${md(l.current!.item.name)} at **${md(amount(l.current!.item))}** (${cite(ctx, l.current!.ref)})`),
      ...(acc.length > 0 ? [`accommodations ${acc.slice(0, 3).map((a) => `**${md(a.item.text)}**`).join(", ")} (${cite(ctx, acc[0]!.ref)})`] : []),
      ...(carried.length > 0 ? [`goals carried over: ${carried.map((l) => goalName(l.current!.item)).join(", ")}`] : []),
    ];
    if (parts.length === 0) return `Nothing in ${md(record.current.label)} is the same as in ${md(record.previous.label)}.`;
    return `Unchanged from ${md(record.previous.label)} in ${md(record.current.label)}: ${parts.join("; ")}.`;
  }
  const side = q.when === "previous" ? "previous" : "current";
  const doc = side === "previous" ? record.previous : record.current;
  if (!doc) return null;
  const services = record.services.filter((l) => l[side]);
  const acc = side === "previous" ? record.accommodations.previous : record.accommodations.current;
  if (services.length + acc.length === 0) return null;
  const verb = side === "previous" ? "had" : "gets";
  const lines = [
    `In ${md(doc.label)}, ${who} ${verb} ${services.length > 0 ? services.map((l) => `**${md(amount(l[side]!.item))}** of ${md(l[side]!.item.name)} (${cite(ctx, l[side]!.ref)})`).join("; ") : "no services"}${acc.length > 0 ? `, and ${acc.length} accommodation${acc.length === 1 ? "" : "s"}: ${acc.slice(0, 3).map((a) => md(a.item.text)).join("; ")}${acc.length > 3 ? "; …" : ""} (${cite(ctx, acc[0]!.ref)})` : ""}.`,
  ];
  return lines.join("\n");
}

/** "What changed in the new IEP?": the differences the record found, services first. */
function answerChanges(ctx: Ctx): string | null {
  const { record, q } = ctx;
  if (!/what (?:has |have |)chang\w*|\b(?:did|has|have|is) (?:anything|something|much|a lot|stuff) (?:been )?chang\w*|\b(?:did|has|have) (?:his|her|their|the|my \w+'?s?) (?:iep|plan) (?:\w+ )?chang\w*|\bany changes?\b|\bwhat(?:'s| is) changed\b|what(?:'s| is| are) (?:the )?differen\w*|\bdifferences?\b|what(?:'s| is) new\b|compare (?:the )?(?:two |old |new )?ieps?|\b(?:better|worse)\b.*\biep\b|\biep\b.*\b(?:better|worse)\b/.test(q.text)) return null;
  if (!record.current || !record.previous) return null;
  // A question naming a topic goes to that topic's handler.
  if (/\bservices?\b|\bminutes\b|\bac+om+odat\w*|\bgoals?\b|speech|reading|\bot\b|counsel/.test(q.text)) return null;
  const parts: string[] = [];
  for (const l of ctx.record.services) {
    if (l.current && l.previous && l.change) parts.push(`${md(l.current.item.name)} ${l.previous.item.minutesPerWeek} → **${l.current.item.minutesPerWeek} minutes per week** (${cite(ctx, l.current.ref)})`);
    else if (l.current && !l.previous) parts.push(`new: **${md(l.current.item.name)}** (${cite(ctx, l.current.ref)})`);
    else if (!l.current && l.previous) parts.push(`no longer: **${md(l.previous.item.name)}** (${cite(ctx, l.previous.ref)})`);
  }
  const acc = record.accommodations;
  const goals = record.goals.links;
  const lines = [
    `${q.yesNo ? (parts.length + acc.added.length + acc.removed.length > 0 ? "Yes — compared" : "No — compared") : "Compared"} with ${md(record.previous.label)}, ${md(record.current.label)} changes ${parts.length > 0 ? parts.slice(0, 4).join("; ") : "no service"}.`,
  ];
  if (acc.added.length + acc.removed.length > 0) lines.push(`- Accommodations: ${[...acc.added.map((a) => `added ${md(a.item.text)}`), ...acc.removed.map((a) => `removed ${md(a.item.text)}`)].slice(0, 4).join("; ")} (${cite(ctx, (acc.added[0] ?? acc.removed[0])!.ref)})`);
  const added = goals.filter((l) => l.status === "added").map((l) => goalName(l.current!.item));
  const dropped = goals.filter((l) => l.status === "dropped").map((l) => goalName(l.previous!.item));
  if (added.length + dropped.length > 0) lines.push(`- Goals: ${[...added.map((g) => `new ${g}`), ...dropped.map((g) => `dropped ${g}`)].join("; ")}`);
  const lre = record.lre;
  if (lre.current && lre.previous && lre.current.item.value !== lre.previous.item.value) lines.push(`- General education: ${lre.previous.item.value}% → ${lre.current.item.value}% (${cite(ctx, lre.current.ref)})`);
  return lines.join("\n");
}

/**
 * "What changed in the amendment?", "when was it amended?", "why did they amend it?": the latest amendment's
 * own changes (an amendment lists only what it changes), its date, its stated reason. A question about one
 * service in it ("so they cut her OT in the amendment?") is the service's, answered with the amendment applied.
 */
function answerAmendment(ctx: Ctx): string | null {
  const { record, q } = ctx;
  const amendments = record.documents.filter((d) => d.role === "amendment").sort((a, b) => (b.date ?? "").localeCompare(a.date ?? ""));
  // "What got added to her IEP in April?": a change asked of the month an amendment is dated in is that amendment's (ADR 0079).
  const ofMonth = q.added || q.change ? amendments.find((d) => d.date && new RegExp(`\\b${longDate(d.date).split(" ")[0]!.toLowerCase()}\\b`).test(q.text)) : undefined;
  // An amendment named by its own title, two words or more ("the speech change").
  const byTitle = amendments.find((d) => {
    const phrase = (d.title.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => !isMonth(w));
    return phrase.length >= 2 && q.text.includes(phrase.join(" "));
  });
  if (!/\bamend\w*|\bnotice of changes?\b|\b(?:iep )?change notice\b|\biep change\b/.test(q.text) && !ofMonth && !byTitle) return null;
  const amendment = ofMonth ?? byTitle ?? amendments[0];
  if (!amendment) return null;
  const f = amendment.facts;
  const amended = record.ieps.find((i) => i.documentId === amendment.attachesTo);
  // "When does the amendment end?": its own end date ("effective 09/08/2026 through 03/16/2027"; ADR 0080).
  const ends = /\b(?:end|ends|ending|expire\w*|until|through|last|over)\b/.test(q.text) ? f.dates.find((x) => x.kind === "end" && /^\d{4}-\d{2}-\d{2}$/.test(x.value)) : undefined;
  if (ends) return `${md(cap(amendment.label))} runs through **${md(longDate(ends.value))}** (${quoted(ends.quote, 90)}, ${cite(ctx, refOf(record, amendment, ends))}).`;
  if (/\bwhen\b|\bwhat date\b|\bdated?\b/.test(q.text) && !/\b(?:start|starts|begin|begins)\b/.test(q.text) && amendment.date) {
    const d = f.dates.find((x) => x.value === amendment.date) ?? f.dates[0];
    return `${md(cap(amendment.label))} was made on **${md(longDate(amendment.date))}**${amended ? `; it amends ${md(amended.label)}` : ""} (${d ? `${quoted(d.quote, 90)}, ${cite(ctx, refOf(record, amendment, d))}` : md(amendment.title)}).`;
  }
  if (q.reason) {
    // "Why did they cut her speech in September?": a service's change is checked against the amendment first.
    const checkedChange = askedServices(ctx).length > 0 && (q.change || q.removed) ? answerReason(ctx) : null;
    if (checkedChange) return checkedChange;
    const terms = q.terms.filter((t) => !GENERIC_WHY.test(t) && !/^(?:amend\w*|reasons?|come)$/.test(t));
    const reason = statedReason({ ...ctx, passages: ctx.passages.filter((p) => p.documentId === amendment.documentId) }, terms.length > 0 ? terms : ["change"], true);
    if (reason) return reason;
  }
  // "The amendment added more speech, right?" while it changes only other services: the premise is corrected
  // with what it does add or change, and from when (ADR 0090).
  const named = askedServices(ctx)[0];
  // Only a claim about the amendment itself: "more math than in September" compares the plans (answerServices).
  if (named && q.premise && /\bamend\w*|\bnotice\b/.test(q.text) && (q.added || q.change) && f.services.length > 0 && !f.services.some((x) => serviceKey(x.name) === named.key)) {
    const before = amended ? new Set(amended.facts.services.map((x) => serviceKey(x.name))) : new Set<string>();
    const changes = f.services.slice(0, 3).map((x) => {
      const start = x.startDate ?? parseDate(x.amount ?? "");
      return `${before.has(serviceKey(x.name)) ? "changes" : "adds"} **${md(x.name)}**, ${md(amount(x))}${start ? `, starting **${md(longDate(start))}**` : ""} (${cite(ctx, refOf(record, amendment, x))})`;
    });
    return `No — ${md(amendment.label)} does not change ${md((named.current ?? named.previous)!.item.name)}; it ${changes.join("; ")}.`;
  }
  // A question about one service in it ("so they cut her OT in the amendment?", "when does the amended OT
  // start?", "how much OT after the amendment?") is the service's, answered with the amendment applied.
  if (askedServices(ctx).length > 0 && (q.yesNo || q.premise || /\b(?:start|starts|started|begin|begins|began|how much|how often|how many|minutes|before|original|prior)\b/.test(q.text))) return null;
  const parts = [
    ...f.services.map((x) => `**${md(x.name)}**: ${md(amount(x))}${asWritten(x)} (${cite(ctx, refOf(record, amendment, x))})`),
    ...f.accommodations.map((x) => `accommodation added: **${md(x.text)}** (${cite(ctx, refOf(record, amendment, x))})`),
    ...f.goals.map((x, i) => `goal **${goalName(x, i)}** (${cite(ctx, refOf(record, amendment, x))})`),
  ];
  if (parts.length === 0) return null;
  return `${md(cap(amendment.label))}${amended ? ` (to ${md(amended.label)})` : ""} changes ${parts.slice(0, 4).join("; ")}.`;
}

/** "Is anything in the 504 missing from the IEP?", "did they keep her 504 accommodations?": the two plans' accommodations side by side. */
function answer504VsIep(ctx: Ctx): string | null {
  const { record, q } = ctx;
  const plan = record.plan504;
  if (!plan || !record.current || !/\b504\b/.test(q.text) || !/\biep\b/.test(q.text)) return null;
  if (!/\bmissing\b|n't\b|\bnot in\b|\bkeep\b|\bkept\b|\bcarr(?:y|ied)\b|\bsame\b|\bstill\b|\bmoved?\b|\bleft out\b|\bdropp?\w*/.test(q.text)) return null;
  const now = record.accommodations.current;
  const inIep = (text: string) => now.find((c) => jaccard(text, c.item.text) >= 0.4);
  const acc = record.accommodations.plan504;
  if (acc.length === 0) return null;
  const missing = acc.filter((a) => !inIep(a.item.text));
  const kept = acc.filter((a) => inIep(a.item.text));
  const list = (xs: typeof acc) => xs.slice(0, 4).map((a) => `**${md(a.item.text)}** (${cite(ctx, a.ref)})`).join("; ");
  // "Is anything missing?" is answered yes when something is; "did they keep them?" no.
  const asksMissing = /\bmissing\b|n't\b|\bnot in\b|\bleft out\b|\bdropp?\w*/.test(q.text);
  const lead = q.yesNo ? (missing.length > 0 === asksMissing ? "Yes — " : "No — ") : "";
  const head =
    missing.length === 0
      ? `${lead}every accommodation of ${md(plan.label)} is also in ${md(record.current.label)}: ${list(kept)}.`
      : `${lead}${missing.length} of the ${acc.length} accommodations of ${md(plan.label)} ${missing.length === 1 ? "is" : "are"} not in ${md(record.current.label)}: ${list(missing)}.`;
  return kept.length > 0 && missing.length > 0 ? `${head}\n- Also in the IEP: ${list(kept)}` : head;
}

// A later document's statement that the 504 plan ended: its verb, then (after it) the date it ended.
const PLAN_504_ENDED = /\b(?:terminat\w*|ended|ends|discontinu\w*|replac\w*|supersed\w*|exited|closed|dismissed|no longer (?:in effect|active|needed))\b/i;
const A_DATE = /\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}\/\d{1,2}\/\d{2,4}\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2},? \d{4}\b/i;

/**
 * "Is her old 504 plan still in effect or did the IEP replace it?": the plan's end as a later document states it
 * ("SECTION 504 STATUS … Section 504 IAP dated 08/21/2024 terminated as of 2025-10-21", "her 504 plan was
 * discontinued on … when the IEP began"), with that date; else the IEP that is newer (requirements §14, ADR 0092).
 */
function answer504Ended(ctx: Ctx): string | null {
  const { record, q, who } = ctx;
  const plan = record.plan504;
  if (!plan || !/\b504\b/.test(q.text)) return null;
  if (!/\b(?:in effect|effective|still (?:active|valid|good|count|apply|on|in place)|still (?:have|has) (?:a|the|her|his|their) (?:old )?504|replac\w*|supersed\w*|ended|end|over|terminat\w*|discontinu\w*|take over|took over|instead of)\b/.test(q.text)) return null;
  const later = new Set(record.documents.filter((d) => d.documentId !== plan.documentId && (!plan.date || !d.date || d.date >= plan.date)).map((d) => d.documentId));
  for (const s of withLeaderValues(sentencesOf(ctx.passages))) {
    if (!later.has(s.passage.documentId) || !/\b504\b|\bIAP\b/.test(s.text)) continue;
    // The ending word stands near the plan's name ("504 IAP dated 08/21/2024 terminated"), not in a sentence on one
    // of its accommodations.
    const verb = PLAN_504_ENDED.exec(s.text);
    if (!verb || !/\b(?:504|IAP)\b.{0,60}$/.test(s.text.slice(0, verb.index))) continue;
    const m = A_DATE.exec(s.text.slice(verb.index));
    const ended = m ? parseDate(m[0]) : undefined;
    const doc = record.documents.find((d) => d.documentId === s.passage.documentId);
    const when = ended ? ` on **${longDate(ended)}**` : doc?.date ? ` by ${md(doc.label)}` : "";
    const by = record.current && record.current.documentId !== doc?.documentId ? `; ${md(record.current.label)} is the plan in effect now` : "";
    return `${q.yesNo && !/\bor\b/.test(q.text) ? "No — " : ""}${who}'s 504 plan (${md(plan.label)}) ended${when}, when the IEP replaced it: ${quoted(s.text, 140)} (${md(s.passage.documentTitle ?? "document")}, ${citePassage(ctx, s.passage)})${by}.`;
  }
  return null;
}

/** "Is she still on the 504?": the 504 plan's place next to the IEPs. */
function answer504(ctx: Ctx): string | null {
  const { record, q, who } = ctx;
  if (!/\b504\b/.test(q.text) || /ac+om+odat|review|meeting|renew|due|impairment|diagnos|^when\b|\bwhat date\b|\bdated?\b/.test(q.text)) return null;
  // A question that names something besides the plan ("a laptop on her 504", "what was the 504 for") is
  // about the plan's content: its topic's handler answers it from the 504 plan.
  if (
    q.reason ||
    q.terms.some((t) => !/^(?:504|plans?|old|still|on|under|have|has|had|didnt|did|does|is|was|section|active|anymore|give|gives|provide|provides|include|includes|say|says|contain|contains|list|lists|in)$/.test(t)) ||
    /\bwhat (?:was|is) (?:the |his |her |their )?(?:old )?504(?: plan)? (?:for|about)\b|\b504(?: plan)? for\b/.test(q.text)
  )
    return null;
  const plan = record.plan504;
  if (!plan) return `${q.yesNo ? "No — the" : "The"} documents don't include a 504 plan for ${who}.${checked(ctx)}`;
  // "What is in his 504?": what the plan gives.
  if (/^what\b/.test(q.text) && record.accommodations.plan504.length > 0) {
    const acc = record.accommodations.plan504;
    return `${who}'s 504 plan (${md(plan.label)}) gives ${acc.length} accommodation${acc.length === 1 ? "" : "s"}: ${acc.slice(0, 4).map((a) => `**${md(a.item.text)}** (${cite(ctx, a.ref)})`).join("; ")}${acc.length > 4 ? "; and more" : ""}.`;
  }
  const first = plan.facts.accommodations[0] ?? plan.facts.dates[0];
  const ref = first ? cite(ctx, refOf(record, plan, first)) : "";
  if (record.current && (!plan.date || !record.current.date || plan.date < record.current.date)) {
    return `${who}'s latest plan is an IEP, ${md(record.current.label)}; the 504 plan (${md(plan.label)}${ref ? `, ${ref}` : ""}) is older, so the IEP is the plan that applies now.`;
  }
  return `${q.yesNo ? "Yes — " : ""}${who} has a 504 plan, ${md(plan.label)}${ref ? ` (${ref})` : ""}, with ${plan.facts.accommodations.length} accommodations.`;
}

// Words of a title that name no particular plan.
const TITLE_NOISE = /^(?:iep|ieps|plan|plans|the|and|for|with|final|draft|copy|scan|scanned|signed|version|document|file|new|old|current|latest|meeting|review|annual|school|year|grade|services?|goals?|progress|report|student|amended|amendment|from|page|pages)$/;
const MONTH_NAMES = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
/** A month the question names ("in November"); "may" only as a month ("in may", "may 3"), never the verb. */
const namedMonth = (text: string) => MONTH_NAMES.find((m) => (m === "may" ? /\bin may\b|\bmay \d/ : new RegExp(`\\b${m}\\b`)).test(text));

/** A month's name or its abbreviation ("sept", "oct"). */
const isMonth = (w: string) => w.length >= 3 && MONTH_NAMES.some((m) => m.startsWith(w));

/** The words of a document's title that may name it: no month, no year, no word every plan has. */
function titleWords(title: string): string[] {
  return (title.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => !TITLE_NOISE.test(w) && !isMonth(w));
}

/** Which of the two IEPs the question names by a word of its title or by its month, when it names just one. */
function namedPlan(record: ChildRecord, text: string, childName?: string): "current" | "previous" | undefined {
  const { current, previous } = record;
  if (!current || !previous) return undefined;
  const child = (childName ?? "").toLowerCase();
  const says = (d: RecordDocument): boolean => {
    const own = titleWords(d.title).filter((w) => !child.includes(w));
    if (own.some((w) => new RegExp(`\\b${w}\\b`).test(text))) return true;
    const month = d.date ? MONTH_NAMES[Number(d.date.slice(5, 7)) - 1] : undefined;
    if (!month) return false;
    const spelled = `(?:${month}|${month.slice(0, 3)}${month === "september" ? "t?" : ""})`;
    return new RegExp(`\\b(?:in|from|of|since|the|that) ${spelled}\\b|\\b${spelled} (?:iep|plan|one|meeting)\\b`).test(text);
  };
  const c = says(current);
  const p = says(previous);
  return c && !p ? "current" : p && !c ? "previous" : undefined;
}

const STATES =
  "alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|georgia|hawaii|idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|missouri|montana|nebraska|nevada|new hampshire|new jersey|new mexico|new york|north carolina|north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|south dakota|tennessee|texas|utah|vermont|virginia|washington|west virginia|wisconsin|wyoming";
const STATE_NAME = new RegExp(`\\b(?:${STATES})\\b`, "g");

/** A school's or district's own name in a heading: the capitalised words before "School", "Elementary", "District" …. */
function schoolWords(head: string): string[] {
  return (head.match(/\b(?:[A-Z][a-z]+ ){1,3}(?=(?:Elementary|Middle|High|School|District|Unified|Academy|Public Schools|Supervisory Union)\b)/g) ?? []).flatMap((m) =>
    m.toLowerCase().trim().split(" ").filter((w) => w.length > 3 && !TITLE_NOISE.test(w)),
  );
}

/**
 * "Her old Alaska IEP", "in rhode island", "at Fireweed Hill": which of the two IEPs the question names by the
 * place its own heading names (a state, the school or district it is written for), when only one of them names
 * it there (ADR 0090). A page's first lines are its letterhead or running header; a place named further down
 * ("less than in the Alaska IEP") is a mention, not the plan's own place.
 */
function placedPlan(record: ChildRecord, text: string, passages: Passage[]): "current" | "previous" | undefined {
  const { current, previous } = record;
  if (!current || !previous) return undefined;
  const states = text.match(STATE_NAME) ?? [];
  const heads = (d: RecordDocument) =>
    passages
      .filter((p) => p.documentId === d.documentId)
      .map((p) => p.text.split("\n").slice(0, 4).join(" "))
      .join(" ");
  const names = (d: RecordDocument): boolean => {
    // A letterhead in capitals ("GREEN HOLLOW SUPERVISORY UNION") names its school as much as one in title case.
    const head = heads(d).replace(/\b[A-Z]{2,}\b/g, (w) => `${w[0]}${w.slice(1).toLowerCase()}`);
    const lower = head.toLowerCase();
    if (states.some((st) => lower.includes(st))) return true;
    return schoolWords(head).some((w) => new RegExp(`\\b${w}\\b`).test(text));
  };
  const c = names(current);
  const p = names(previous);
  return c && !p ? "current" : p && !c ? "previous" : undefined;
}

/**
 * "What did the call notes say?", "what's in the meeting letter?": a document that is no plan, named by its
 * title's own words, answered from its first sentences (ADR 0080).
 */
function answerNamedNote(ctx: Ctx): string | null {
  const { record, q } = ctx;
  if (!/\b(?:say|says|said|write|wrote|mention\w*)\b|\bwhat (?:is|was) in\b/.test(q.text)) return null;
  const notes = record.documents.filter((d) => d.role === "other");
  const named = notes.find((d) => {
    const own = titleWords(d.title);
    return own.length > 0 && own.every((w) => new RegExp(`\\b${w}\\b`).test(q.text));
  });
  if (!named) return null;
  // Its sentences on what else the question names first ("… say about tutoring"), else its opening.
  const title = named.title.toLowerCase();
  const rest = q.terms.filter((t) => !title.includes(t) && !/^(?:say|says|said|write|wrote|mention\w*|about)$/.test(t));
  const lines = sentencesOf(ctx.passages.filter((p) => p.documentId === named.documentId))
    .map((x, i) => ({ x, i, n: rest.filter(said(x.text.toLowerCase())).length }))
    .sort((a, b) => b.n - a.n || a.i - b.i)
    .slice(0, 2)
    .map((y) => y.x);
  if (lines.length === 0) return null;
  return `${md(cap(named.label))} says: ${lines.map((x) => `${quoted(x.text, 180)} (${citePassage(ctx, x.passage)})`).join(" ")}`;
}

// ---------- a labelled part of a plan ----------

/**
 * Parts of a plan a parent asks for by what they hold, each under its own label: a transition plan's postsecondary
 * goals and course of study, the parent's concerns in a plan or its meeting notes (ADR 0092).
 */
const STATED_PARTS: { ask: RegExp; label: RegExp; name: (who: string) => string; unless?: RegExp }[] = [
  // "What job is she aiming for?": the employment goal alone, not every postsecondary goal (ADR 0092, round B).
  {
    ask: /\b(?:job|jobs|career|occupation|employment|employed|work as|work in|for a living)\b/,
    label: /^(?:post-?secondary )?(?:employment|career)(?: goal)?\b/i,
    name: (who) => `${who}'s employment goal`,
  },
  {
    ask: /\bafter (?:high school|graduation|(?:she|he|they) graduates?)\b|\bpost-?secondary\b|\bpost-?school\b|\btransition (?:plan|goals?)\b/,
    unless: /\b(?:job|jobs|career|occupation|employment|employed|work as|work in|for a living)\b/,
    label: /^(?:(?:measurable|appropriate|desired) )?(?:post-?secondary|post-?school) (?:goals?|outcomes?)\b/i,
    name: (who) => `${who}'s postsecondary goals`,
  },
  { ask: /\b(?:course|program) of study\b|\bdiploma\b/, label: /^(?:multi-year )?(?:course|program)s? of study\b/i, name: (who) => `${who}'s course of study` },
  {
    // Asked what the concerns were, not a concern of the parent's own that leads a question ("i have concerns about …").
    ask: /\bwhat (?:were|are|was|did)\b.*\bconcerns?\b|\bconcerns?\b.*\b(?:i|we|the parents?|the family) (?:had|raised|said|shared|brought up|bring up|raise|share|mention\w*|gave|give)\b|\bwhat did (?:i|we) (?:say|tell|ask|raise|bring up|share)\b|\b(?:parent|family)(?:'s|s'|al)? (?:concerns|input)\b/,
    label: /^(?:(?:educational )?concerns (?:of|raised by|from) (?:the )?(?:parents?|family)|parent(?:'s|s'|al)? (?:educational )?(?:concerns?|input)|family (?:concerns?|priorities))\b/i,
    name: () => "the parent's concerns",
  },
];

const LIST_MARK = /^[ \t]*(?:[-•*]|\d+[.)])[ \t]+/;
const indentOf = (line: string) => /^[ \t]*/.exec(line)![0].length;

/**
 * The text under a label in a passage: its value on the label's line, then the lines below it that are indented
 * deeper or are list items (with their wrapped lines), to a blank line or the next line as far out as the label.
 * A value that only points elsewhere ("see IEP Meeting Notes, page 4") is none.
 */
function underLabel(p: Passage, label: RegExp): string | undefined {
  const lines = p.text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const bare = line.replace(LIST_MARK, "").trim();
    const colon = bare.indexOf(":");
    // A label may stand alone as a heading over its indented items ("Measurable Postsecondary Goals" / "  Employment:
    // …"; ADR 0092, round B).
    const heading = colon < 0 && label.exec(bare)?.[0].length === bare.replace(/[.:]$/, "").length && indentOf(lines[i + 1] ?? "") > indentOf(line);
    if ((colon < 0 && !heading) || !label.test(bare)) continue;
    const parts = heading ? [] : [bare.slice(colon + 1).trim()].filter(Boolean);
    if (/^see\b/i.test(parts[0] ?? "")) continue;
    const own = indentOf(line);
    let inList = false;
    for (const next of lines.slice(i + 1)) {
      if (!next.trim()) break;
      const item = LIST_MARK.test(next) && indentOf(next) <= own + 2;
      if (!(indentOf(next) > own || item || (inList && indentOf(next) > own))) break;
      inList ||= item;
      parts.push(next.replace(LIST_MARK, "").trim());
    }
    const text = flatSpace(parts.join(" ")).trim();
    if (text.length >= 12) return text;
  }
  return undefined;
}

function answerStatedPart(ctx: Ctx): string | null {
  const { record, q, who } = ctx;
  const asked = STATED_PARTS.filter((x) => x.ask.test(q.text) && !x.unless?.test(q.text));
  if (asked.length === 0) return null;
  // The plan asked about and what attaches to it first, then the newest documents.
  const plan = pick(ctx);
  const rank = (p: Passage) => (p.documentId === plan?.documentId ? 2 : record.documents.find((d) => d.documentId === p.documentId)?.attachesTo === plan?.documentId && plan ? 1 : 0);
  const dated = new Map(record.documents.map((d) => [d.documentId, d.date ?? ""]));
  const ordered = [...ctx.passages].sort((a, b) => rank(b) - rank(a) || (dated.get(b.documentId) ?? "").localeCompare(dated.get(a.documentId) ?? ""));
  const found: string[] = [];
  const budget = Math.floor(220 / asked.length);
  for (const part of asked) {
    for (const p of ordered) {
      const text = underLabel(p, part.label);
      if (!text) continue;
      const doc = record.documents.find((d) => d.documentId === p.documentId);
      found.push(`${part.name(who)} in ${md(doc?.label ?? p.documentTitle ?? "the document")}: ${quoted(text, budget)} (${citePassage(ctx, p)})`);
      break;
    }
  }
  if (found.length === 0) return null;
  return `${cap(found.join("; "))}.`;
}

/**
 * "So he has no testing accommodations?", "he doesn't have a writing goal, right?": a claim that something is
 * missing, answered by a handler that found it, starts with "No" (ADR 0080). A question asked in the negative
 * ("doesn't he have …?") and a claim that something ended ("anymore", "no longer") are the handlers' own.
 */
function correctNegativeClaim(q: Question, text: string): string {
  const claim =
    (q.premise || q.yesNo) &&
    !/^(?:is|are|does|do|did|has|have|was|were|can|will)n't\b/.test(q.text) &&
    /\b(?:has|have|gets?|got|is|are) no\b|\b(?:doesn't|does not|don't|do not|isn't|is not|won't|didn't|did not) (?:have|get|receive|include|list|give|need)\b|\bnone\b/.test(q.text) &&
    !/\bany ?more\b|\bno longer\b|\bat all\b/.test(q.text);
  if (!claim) return text;
  // The answer itself says it is not there: the claim holds, nothing to correct.
  if (/\bdon't (?:mention|state|list|name)|\bdoesn't (?:mention|state|list|name)|\bno longer\b|\bnot in\b|\bdoes not\b|\bdo not\b|\bnot stated\b|\bno such\b/.test(text.slice(0, 200))) return text;
  if (text.startsWith("Yes — ")) return `No — ${text.slice("Yes — ".length)}`;
  return /^No\b/.test(text) ? text : `No — ${text}`;
}

/**
 * A premise the parent states ("still Mr. Rennick, right?", "due in 2027 right?") that the answer's own fact
 * contradicts: a person the question names by title who is not the one answered, a year the question names
 * that is not the year of the answer's first fact. The answer then starts with "No" (ADR 0082).
 */
function correctStatedPremise(q: Question, text: string): string {
  const named = /\b(?:mr|mrs|ms|miss|dr)\.? ([a-z][a-z'-]+)/.exec(q.text)?.[1];
  // "Is her case manager still Ms. X?" claims a person as a "…, right?" does (ADR 0085).
  if ((!q.premise && !(q.yesNo && named)) || /^No\b/.test(text)) return text;
  const lead = (text.split(" (")[0] ?? text).slice(0, 200);
  // The answer names someone else: titled, or the name a role's answer gives in bold ("**Elliot Vandermeer**").
  const otherPerson = named && !text.slice(0, 300).toLowerCase().includes(named) && (/\b(?:Mr|Mrs|Ms|Miss|Dr)\.? [A-Z]/.test(lead) || /\*\*[A-Z][\w\\.'-]*(?: [A-Z][\w\\.'-]*){1,2}\*\*/.test(lead));
  const answerYear = /\b(20\d\d)\b/.exec(lead)?.[1];
  const otherYear = q.year && answerYear && !lead.includes(q.year);
  // "The review is in November, right?" while the answer's date is in October.
  const month = namedMonth(q.text);
  const answerMonth = /\b([A-Z][a-z]+) \d{1,2}, 20\d\d/.exec(lead)?.[1]?.toLowerCase();
  const otherMonth = month && answerMonth && answerMonth !== month;
  if (!otherPerson && !otherYear && !otherMonth) return text;
  return `No — ${text.startsWith("Yes — ") ? text.slice("Yes — ".length) : text}`;
}

/**
 * "Her reevaluation was due last spring and they never did it??": a date claimed to be past (due, missed,
 * skipped) while the answer's first date is still ahead is corrected with that date (ADR 0090).
 */
const PAST_CLAIM = /\b(?:overdue|past due)\b|\bnever (?:did|done|held|happened|had)\b|\b(?:skipped|missed)\b|\bnobody did\b|\bdidn't (?:do|happen|hold)\b|\b(?:was|were) (?:due|supposed to)\b.*\b(?:last (?:spring|summer|fall|autumn|winter|year|month|week)|ago|already)\b/;

function correctPastClaim(q: Question, text: string, today: string): string {
  if (/^No\b/.test(text) || !PAST_CLAIM.test(q.text) || !/\bdue\b|\breeval\w*|\bre-eval\w*|\btriennial\b|\bevaluation\b|\breview\b|\bmeeting\b/.test(q.text)) return text;
  const lead = (text.split(" (")[0] ?? text).slice(0, 200);
  const m = /\b([A-Z][a-z]+ \d{1,2}, 20\d\d)\b/.exec(lead);
  const date = m?.[1] ? parseDate(m[1]) : undefined;
  if (!date || date <= today) return text;
  return `No — ${text.startsWith("Yes — ") ? text.slice("Yes — ".length) : text}`;
}

// ---------- the entry point ----------

/** "like she did in Oregon", "as he had at Pine Ridge", "same as in the old IEP": a comparison's clause, to its place. */
const COMPARED_WITH = /\b(?:just |the )?(?:like|as|same as)\b(?: (?:she|he|they|it) (?:did|had|got|was|were|has))?(?: (?:back|before|last (?:year|summer)))?,? (?:in|at) (?:[a-z'-]+ ?){1,3}/g;

export const BUILTIN_NOTE = "*Answered from the documents by the built-in analyzer (no AI model). Check the cited pages.*";

export function answerFromRecord(record: ChildRecord, question: string, passages: Passage[], childName?: string): RecordAnswer {
  const cites: Citation[] = [];
  const who = childName ? md(childName.split(/\s+/)[0] ?? childName) : "Your child";
  if (notEnglish(question)) return { text: ONLY_ENGLISH, citations: [] };
  const q = readQuestion(question, childName);
  // "In the 2025 IEP": a named year picks the IEP of that year as "now" or "last year" for every handler.
  if (q.year && q.when === "any") {
    const of = (d: RecordDocument | undefined) => Boolean(d?.date?.startsWith(q.year!));
    if (of(record.previous) && !of(record.current)) q.when = "previous";
    else if (of(record.current)) q.when = "current";
    else if (record.previous?.schoolYear?.includes(q.year) && !record.current?.schoolYear?.includes(q.year)) q.when = "previous";
  }
  // "In the transfer IEP", "the arizona one", "than in September": a plan named by a word of its title or the
  // month it is dated in is "now" or "last year" for every handler (ADR 0080).
  // A plan named by its place too ("her old Alaska IEP"; ADR 0090). "Still … like in Alaska?" asks about the
  // current plan, against the one it names.
  // So does "… next summer like she did in Oregon?": a plan named only inside a comparison ("like / as / same as …
  // in <place>") is what the claim is compared with; the question is about the plan it would name without it (ADR 0092).
  if (q.when === "any") {
    const plain = q.text.replace(COMPARED_WITH, " ");
    const named = namedPlan(record, plain, childName) ?? placedPlan(record, plain, passages);
    if (named && !(named === "previous" && /\bstill\b/.test(q.text))) q.when = named;
  }
  const ctx: Ctx = { record, q, who, passages, cites };
  if (record.documents.length === 0) {
    return {
      text: `There are no processed documents for ${who} yet, so I can't answer from them. Upload a document on ${who}'s page, or wait until its processing finishes.`,
      citations: [],
    };
  }
  // A question about goals names subjects that are also services ("reading goal"): goals go first then.
  const goalsFirst = /\bgoals?\b|baseline/.test(q.text);
  const handlers = [
    answerStatedPart,
    // A share of the day claimed ("since the new IEP puts her in special ed half the day, who decided that") is
    // checked before the change or reason it leads to (ADR 0092).
    (c: Ctx) => (claimedGenEd(c.q) === undefined ? null : answerPlacement(c)),
    answerNamedNote,
    answerOverview,
    answerAmendedGoal,
    answerDataReview,
    answerBehaviorFunction,
    answerAmendment,
    answerChanges,
    answer504Ended,
    answer504VsIep,
    answer504,
    answerNotStated,
    answerProgressKeyWord,
    answerProgressRow,
    answerNoticeDecision,
    changeListReason,
    answerReason,
    ...(goalsFirst ? [answerGoals] : []),
    answerPersonNowAndThen,
    answerPerson,
    answerSchedule,
    answerEvaluation,
    answerDates,
    answerEsy,
    answerPlacement,
    answerEligibility,
    ...(goalsFirst ? [] : [answerGoals]),
    answerStateTestColumn,
    answerStateTestTaken,
    answerAccommodations,
    answerServices,
    answerWholePlan,
  ];
  for (const handle of handlers) {
    const text = handle(ctx);
    if (text) return { text: `${correctPastClaim(q, correctStatedPremise(q, correctNegativeClaim(q, text)), record.today)}\n\n${BUILTIN_NOTE}`, citations: cites };
  }
  const found = extractive(ctx);
  if (found) return { text: `Here is what the documents say: ${found}\n\n${BUILTIN_NOTE}`, citations: cites };
  if (passages.length === 0 && !q.yesNo) {
    // Nothing in the documents matched any word of the question: said plainly, never a guess. A yes/no
    // question ("does she get …") is answered below: not mentioned, and where the plan lists what it gives.
    return {
      text: `${who}'s documents don't seem to cover that: no passage matches your question, so I won't guess. Try other words, or ask about goals, services, accommodations or key dates.`,
      citations: [],
    };
  }
  // The parent's words are not repeated back: a question may carry text meant to steer the answer.
  const text = `The documents don't mention that.${checked(ctx)} Try other words, or ask about ${who}'s services, goals, accommodations or key dates.`;
  return { text, citations: cites };
}

export { words };

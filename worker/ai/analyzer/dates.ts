// Dates as forms write them ("October 3, 2007", "11/5/93", "2026-04-15", "5/2008", "June 2008"),
// each classified by the label in front of it, plus the progress-reporting schedule.
import { pageAt, quoteOf, sentencesOf, type Doc, type Para } from "./document.ts";
import { cellStarts, clip, isHeaderVocabulary, splitCells } from "./text.ts";
import type { DateKind, KeyDate } from "./types.ts";

export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

// Month names must be capitalised: "may" and "march" are also ordinary words.
const MONTH_ALT = [
  "Jan(?:uary)?",
  "Feb(?:ruary)?",
  "Mar(?:ch)?",
  "Apr(?:il)?",
  "May",
  "June?",
  "July?",
  "Aug(?:ust)?",
  "Sep(?:t(?:ember)?)?",
  "Oct(?:ober)?",
  "Nov(?:ember)?",
  "Dec(?:ember)?",
  "JAN(?:UARY)?",
  "FEB(?:RUARY)?",
  "MAR(?:CH)?",
  "APR(?:IL)?",
  "MAY",
  "JUNE?",
  "JULY?",
  "AUG(?:UST)?",
  "SEP(?:T(?:EMBER)?)?",
  "OCT(?:OBER)?",
  "NOV(?:EMBER)?",
  "DEC(?:EMBER)?",
].join("|");

const DATE_RE = new RegExp(
  [
    String.raw`(?<iso>(?<iy>\d{4})(?<isep>[-/.])(?<im>\d{1,2})\k<isep>(?<id>\d{1,2}))(?!\d)`,
    String.raw`(?<mdy>(?<m1>${MONTH_ALT})\.?\s+(?<d1>\d{1,2})(?:st|nd|rd|th)?,?\s+(?<y1>\d{4}))(?!\d)`,
    // "9 October 2025", and "09-Oct-2025" as report systems print it.
    String.raw`(?<dmy>(?<d2>\d{1,2})(?:st|nd|rd|th)?(?:\s+|-)(?<m2>${MONTH_ALT})\.?(?:,?\s+|-)(?<y2>\d{4}))(?!\d)`,
    // "14-Oct-25" as export systems print it: a two-digit year only between dashes (ADR 0081).
    String.raw`(?<dmy2>(?<d5>\d{1,2})-(?<m5>${MONTH_ALT})-(?<y5>\d{2}))(?![\d-])`,
    String.raw`(?<my>(?<m3>${MONTH_ALT})\.?,?\s+(?<y3>\d{4}))(?!\d)`,
    String.raw`(?<num>(?<nm>\d{1,2})(?<sep>[/.-])(?<nd>\d{1,2})\k<sep>(?<ny>\d{4}|\d{2}))(?![\d/])`,
    String.raw`(?<mon>(?<mm>\d{1,2})/(?<my4>\d{4}))(?![\d/])`,
  ]
    .join("|")
    // Checked once per position, before any alternative: a date starts with a digit or a month name.
    .replace(/^/, "(?=[0-9A-Z])(?<![\\w/.-])(?:")
    .concat(")"),
  "g",
);

function monthIndex(name: string): number {
  const key = name.slice(0, 3).toLowerCase();
  return MONTH_NAMES.findIndex((m) => m.slice(0, 3).toLowerCase() === key) + 1;
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

function fullYear(y: string): number {
  const n = Number(y);
  if (y.length === 4) return n;
  // Two-digit years: forms use them mostly for birth dates; pivot at 70 so the result is fixed.
  return n < 70 ? 2000 + n : 1900 + n;
}

function iso(y: number, m: number, d?: number): string | undefined {
  if (y < 1900 || y > 2100 || m < 1 || m > 12) return undefined;
  if (d === undefined) return `${y}-${pad(m)}`;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (d < 1 || d > days) return undefined;
  return `${y}-${pad(m)}-${pad(d)}`;
}

export interface DateMatch {
  start: number;
  end: number;
  text: string;
  /** YYYY-MM-DD or YYYY-MM. */
  value: string;
}

export function findDates(text: string): DateMatch[] {
  const out: DateMatch[] = [];
  for (const m of text.matchAll(DATE_RE)) {
    const g = m.groups ?? {};
    let value: string | undefined;
    if (g.iso) value = iso(Number(g.iy), Number(g.im), Number(g.id));
    else if (g.mdy) value = iso(Number(g.y1), monthIndex(g.m1 ?? ""), Number(g.d1));
    else if (g.dmy) value = iso(Number(g.y2), monthIndex(g.m2 ?? ""), Number(g.d2));
    else if (g.dmy2) value = iso(fullYear(g.y5 ?? ""), monthIndex(g.m5 ?? ""), Number(g.d5));
    else if (g.my) value = iso(Number(g.y3), monthIndex(g.m3 ?? ""));
    else if (g.num) value = iso(fullYear(g.ny ?? ""), Number(g.nm), Number(g.nd));
    else if (g.mon) value = iso(Number(g.my4), Number(g.mm));
    if (value) out.push({ start: m.index, end: m.index + m[0].length, text: m[0], value });
  }
  return out;
}

export function parseDate(text: string): string | undefined {
  return findDates(text)[0]?.value;
}

// The keyword nearest the date decides its kind ("Services Begin: 9/2/2025   Next Review Date: 6/2026"
// → review for the second). Order only breaks ties at the same position.
const KIND_PATTERNS: Array<[RegExp, DateKind]> = [
  [/\b(?:birth(?:\s*date|day)?|dob|d\.o\.b|born)\b/gi, "birth"],
  // A past evaluation ("Date of Most Recent Evaluation/Reevaluation Report") is not the next one.
  // "Eval." is the same word abbreviated ("Date of Most Recent Eval.", "Last Re-eval").
  [/\b(?:most\s+recent|last|prior|previous)\s+(?:evaluation|re-?evaluation|re-?eval|eval)(?:\s*\/\s*re-?evaluation)?(?:\s+report)?\b/gi, "evaluation"],
  // State names for the evaluation report: Ohio's ETR, Michigan's MET, Pennsylvania's RR (capitals only:
  // "met" is a word). The next one is the reevaluation.
  [/\b(?:[Nn]ext|[Dd]ue)\s+(?:ETR|MET|RR)\b|\b(?:ETR|MET|RR)\s+(?:[Dd]ue|[Dd]eadline)\b|\bnext\s+evaluation\s+team\s+report\b/g, "reevaluation"],
  [/\b(?:ETR|MET|RR)\b|\bevaluation\s+team\s+report\b|\bmultidisciplinary\s+evaluation\s+team\b/g, "evaluation"],
  // "Next Evaluation Due", "Evaluation Due Date": the next one is the reevaluation (ADR 0081).
  [/\bnext\s+(?:full\s+)?evaluation\b|\bevaluation\s+(?:due|deadline)\b/gi, "reevaluation"],
  // "Three Year Evaluation Date" is the triennial one: the period's name and the word after it are one keyword,
  // so "evaluation" nearer the date does not make it a past evaluation (ADR 0090).
  [/\b(?:re-?evaluation|re-?eval|(?:triennial|three[- ]year|3[- ]year)(?:\s+(?:review|re-?evaluation|evaluation|re-?eval|eval|iep|assessment))?(?:\s+(?:date|due))?|eligibility\s+redetermination|redetermination)\b/gi, "reevaluation"],
  // Texas: the Full Individual Evaluation and the Review of Existing Evaluation Data, when they are due.
  [/\b(?:FIE|REED)(?:\s*\/\s*(?:FIE|REED))?\s+(?:[Dd]ue|[Dd]eadline)\b|\b(?:[Nn]ext|[Dd]ue)\s+(?:FIE|REED)\b/g, "reevaluation"],
  // "Annual Review Conference Due", "Annual Review Meeting": the meeting named by its purpose is that
  // deadline, not the meeting this document records (ADR 0086).
  [/\b(?:annual (?:case )?review(?:\s+(?:iep\s+)?(?:meeting|conference))?|review date|date of review|next review|iep review|annual iep|review due|reviewed? (?:by|on)|annual\s+ard(?:\s+due)?|next\s+annual\s+ard|next\s+iep(?:\s+(?:due|date|review|meeting))?|iep\s+due)\b/gi, "annual-review"],
  // "Date IEP Team Met", "Team Meeting Held" (ADR 0081).
  [/\b(?:meeting|iep date|date of (?:the )?iep|(?:date\s+)?iep\s+(?:was\s+)?developed|date\s+of\s+(?:iep\s+)?development|conference|ard(?:\s+date)?|cse(?:\s+date)?|cpse(?:\s+date)?|(?:iep\s+)?team\s+met|date\s+(?:the\s+)?(?:iep\s+)?team\s+met)\b/gi, "meeting"],
  [/\beligib\w*/gi, "eligibility"],
  [/\b(?:initiation|implementation|start|starts|starting|begin|beginning|begins|commenc\w*|effective|from)\b/gi, "start"],
  [/\b(?:end|ending|ends|through|thru|until|expir\w*|duration)\b/gi, "end"],
  [/\b(?:signature|signed|consent)\b/gi, "signature"],
  [/\b(?:evaluation|eval|assessment|assessed|tested|testing|report date|date of report|date of testing)\b/gi, "evaluation"],
];

function classify(context: string): DateKind | undefined {
  let best: { kind: DateKind; end: number } | undefined;
  for (const [re, kind] of KIND_PATTERNS) {
    for (const m of context.matchAll(re)) {
      const end = m.index + m[0].length;
      if (!best || end > best.end) best = { kind, end };
    }
  }
  return best?.kind;
}

function cleanLabel(s: string): string {
  const withoutAside = s.replace(/\([^)]{0,80}\)/g, " ").trim();
  const words = (/[A-Za-z]/.test(withoutAside) ? withoutAside : s)
    .replace(/[:\-–—(]+\s*$/, "")
    .replace(/^[\s,;:.)\]-]+/, "")
    .trim()
    .split(/\s+/);
  return words.slice(-8).join(" ");
}

function isGoalContext(para: Para): boolean {
  return para.section === "goals" || /^(?:measurable\s+)?(?:annual\s+)?goal\b/i.test(para.text) || /\bwill\b/.test(para.text);
}

// A cell that opens with one or two words, the last cut short with a period ("Reeval. ", "Next Eval. ").
const ABBREVIATED_CELL = /(?:^|\s{2,}|\t|\n)((?:[A-Z][a-z]+ )?[A-Z][a-z]{1,8}\. )$/;

/** A dated cell in a table row takes its column's name as its label ("Initiation Date"). */
function columnLabel(header: string[] | undefined, para: Para, d: DateMatch): string | undefined {
  if (!header || para.lines.slice(1).some((l) => !l.cellContinuation)) return undefined;
  const cells = splitCells(para.lines[0]?.raw ?? "");
  if (cells.length !== header.length) return undefined;
  const i = cells.findIndex((c) => c.includes(d.text));
  return i > 0 ? header[i] : undefined;
}

/**
 * A grid of the plan's dates: a row of labels ("IEP Begins   IEP Ends   Next Annual Review") over a
 * row of nothing but dates, each under its label. Every date takes the label above it (ADR 0081).
 */
function namedByRowAbove(above: Para | undefined, para: Para, matches: DateMatch[]): KeyDate[] | undefined {
  // The labels are the line right above (the last line of the paragraph above, when no blank line sets them off).
  const labelLine = above?.lines[above.lines.length - 1]?.raw ?? "";
  if (!above || para.lines.length !== 1 || findDates(labelLine).length > 0) return undefined;
  const cells = cellStarts(para.lines[0]?.raw ?? "");
  const labels = cellStarts(labelLine);
  if (cells.length < 2 || labels.length !== cells.length || labels.some((l) => /\d/.test(l.cell))) return undefined;
  if (!cells.every((c, i) => Math.abs(c.start - (labels[i]?.start ?? -99)) <= 3)) return undefined;
  // Each date is a cell of its own ("Annual   10/14/2025   10/13/2026" under "Type   Meeting Date   Review"),
  // in a row that holds no label of its own ("Date of IEP meeting   14 Oct 2025" is a form's field row).
  const column: number[] = [];
  for (const d of matches) column.push(cells.findIndex((c, i) => c.cell === d.text && !column.includes(i)));
  if (column.some((i) => i < 0)) return undefined;
  if (cells.some((c, i) => !column.includes(i) && (/:\s*$/.test(c.cell) || classify(c.cell) !== undefined))) return undefined;
  if (column.some((i) => classify(labels[i]?.cell ?? "") === undefined)) return undefined;
  return matches.map((d, k) => {
    const i = column[k] ?? 0;
    const label = cleanLabel(labels[i]?.cell ?? "");
    return { kind: classify(label) ?? "other", label, value: d.value, page: para.page, quote: clip(`${labelLine} ${para.text}`) };
  });
}

/** A row of nothing but dates and their labels ("IEP Start   IEP End", "10/20/2025   10/19/2026"): the plan's dates, never an item of a list. */
export function isDateRow(text: string): boolean {
  const cells = splitCells(text);
  return cells.length >= 2 && cells.every((c) => findDates(c)[0]?.text === c.trim() || (classify(c) !== undefined && !/[.,;]/.test(c) && c.split(/\s+/).length <= 4));
}

/** What joins a span's first date to its last ("- 10/13/2026", "through June 5, 2026"). */
const RANGE_NEXT = /^\s*(?:to|through|thru|until|-|–|—)\s*[\dA-Z]/i;

export function extractDates(doc: Doc): KeyDate[] {
  const dates: KeyDate[] = [];
  let previous: Para | undefined;
  let header: string[] | undefined;
  let afterHeader = false;
  // A grid printed one cell a line ("Service" / "Provider" / "Start" / "End"): its column names in
  // order, and the date columns' names, so a row's lone dates take their column's name (ADR 0085).
  let names: string[] = [];
  let dateColumns: string[] = [];
  let dateCell = 0;
  for (const para of doc.paras) {
    const labelAbove = previous;
    previous = para;
    const lone = para.lines.length === 1 && splitCells(para.text).length === 1;
    if (lone && isHeaderVocabulary(para.text.trim())) {
      names.push(para.text.trim());
      if (names.length >= 3) dateColumns = names.filter((n) => classify(n) === "start" || classify(n) === "end");
    } else names = [];
    // A row's first line, when its other lines are its cells wrapping (a header's "Service   #   Staff").
    const rowCells = para.lines.slice(1).every((l) => l.cellContinuation) ? splitCells(para.lines[0]?.raw ?? "") : [];
    const headerRow = rowCells.length >= 3 && rowCells.slice(1).every((c) => isHeaderVocabulary(c));
    // A header row's second line ("Service Provided   Ed   Date") is not a header of its own: its
    // cells do not line up with the rows' cells, so no column names a date.
    if (headerRow) header = afterHeader ? undefined : rowCells;
    else if (para.heading) header = undefined;
    afterHeader = headerRow;
    const matches = findDates(para.text);
    if (matches.length === 0) continue;
    const named = namedByRowAbove(labelAbove, para, matches);
    if (named) {
      dates.push(...named);
      continue;
    }
    const only = matches[0];
    // The date alone on its line, or with an aside in brackets ("08/09/2011 (Age 14)", ADR 0092).
    const alone = only !== undefined && (para.text.trim() === only.text || (para.text.trim().startsWith(only.text) && /^\s*\([^()]{1,30}\)$/.test(para.text.trim().slice(only.text.length))));
    if (matches.length === 1 && only && alone && labelAbove && labelAbove.text.length <= 60) {
      // Flattened form table: the label cell ("IEP Meeting Date") is the line above the date.
      const label = cleanLabel(labelAbove.text);
      const kind = classify(label) ?? (/\bby$/i.test(label) && isGoalContext(para) ? "goal-target" : undefined);
      if (kind || !/\d/.test(label)) {
        dates.push({ kind: kind ?? "other", label, value: only.value, page: para.page, quote: clip(`${labelAbove.text} ${para.text}`) });
        continue;
      }
    }
    if (matches.length === 1 && only && lone && para.text.trim() === only.text && dateColumns.length > 0) {
      // The row's first lone date is in the first date column, the one right under it in the next.
      const underDate = Boolean(labelAbove && findDates(labelAbove.text)[0]?.text === labelAbove.text.trim());
      dateCell = underDate ? dateCell + 1 : 0;
      const column = dateColumns[dateCell];
      if (column) {
        dates.push({ kind: classify(column) ?? "other", label: column, value: only.value, page: para.page, quote: clip(para.text) });
        continue;
      }
    }
    const sentences = sentencesOf(para);
    let prevEnd = 0;
    let si = 0;
    for (const d of matches.slice(0, 500)) {
      const column = columnLabel(header, para, d);
      if (column) {
        prevEnd = d.end;
        const rowName = rowCells[0] ?? "";
        dates.push({
          kind: classify(column) ?? "other",
          label: `${rowName}: ${column}`,
          value: d.value,
          page: pageAt(para, d.start),
          quote: quoteOf(para, 0, d.end),
        });
        continue;
      }
      // Linear over the paragraph: sentences and dates are both in order.
      while (si < sentences.length - 1 && (sentences[si]?.end ?? 0) <= d.start) si++;
      let sentenceStart = Math.min(sentences[si]?.start ?? 0, d.start);
      // "Reeval. Due:   1/21/2027", "Next Eval. Due:": a label cell's abbreviation ends no sentence (ADR 0090, round B).
      const lookFrom = Math.max(prevEnd, sentenceStart - 40);
      const abbreviated = ABBREVIATED_CELL.exec(para.text.slice(lookFrom, sentenceStart));
      if (abbreviated?.[1]) sentenceStart = lookFrom + abbreviated.index + abbreviated[0].length - abbreviated[1].length;
      const from = Math.max(prevEnd, sentenceStart);
      const semicolon = para.text.slice(from, d.start).lastIndexOf(";");
      const boundary = semicolon >= 0 ? from + semicolon + 1 : from;
      const afterDate = prevEnd > 0;
      prevEnd = d.end;
      const context = para.text.slice(boundary, d.start);
      // Column gaps separate one field from the next: the label is the last cell before the date.
      const cells = splitCells(context);
      const lastCell = cells[cells.length - 1] ?? "";
      const labelStart = boundary + context.lastIndexOf(lastCell);
      // In prose the label is the clause before the date ("…, starting on March 2, 2026").
      const clause = lastCell.split(/,\s+/).pop() ?? lastCell;
      let label = cleanLabel(clause);
      const field = /^([A-Z][^:]{2,60}):/.exec(lastCell);
      // "Reporting Period: Quarter 2, ending 01/16/2026" → "Reporting Period ending".
      if (field?.[1] && clause !== lastCell && label.split(/\s+/).length <= 2) label = cleanLabel(`${field[1]} ${label}`);
      let kind = classify(lastCell.slice(-80));
      // "IEP Duration: 01/22/2026 to 01/20/2027": a duration's first date is where it starts.
      if (kind === "end" && /\bduration\s*:?\s*(?:from\s+)?$/i.test(lastCell) && /^\s*(?:to|through|thru|-|–)\s*\d/i.test(para.text.slice(d.end, d.end + 8))) {
        kind = "start";
      }
      // "From 09/09/2025 To 09/07/2026", "10/14/2025 - 10/13/2026": a bare "to" or dash between two dates ends a span.
      if (!kind && /^(?:to|through|thru|until|-|–|—):?$/i.test(lastCell.trim() || context.trim()) && afterDate) kind = "end";
      // "IEP Dates: 10/14/2025 - 10/13/2026": the plan's span starts with its first date (ADR 0081).
      if (!kind && /\b(?:iep|plan|services?|dates?|period|term|effective)\b/i.test(lastCell) && RANGE_NEXT.test(para.text.slice(d.end, d.end + 16))) kind = "start";
      if (!kind && /\bby\s*$/i.test(lastCell)) kind = isGoalContext(para) ? "goal-target" : undefined;
      // "The team will reconvene no later than 9/2/2026 for the annual review": what the date is for follows it.
      if (!kind || kind === "end") {
        const after = /^\s*(?:,\s*)?(?:for|as|at|to hold)\s+(?:the|its|a|an|his|her|their)?\s*([^.;]{3,50})/i.exec(para.text.slice(d.end, d.end + 70));
        const purpose = after?.[1] ? classify(after[1]) : undefined;
        if (purpose === "annual-review" || purpose === "reevaluation" || purpose === "meeting") kind = purpose === "meeting" ? "annual-review" : purpose;
      }
      if (!kind && /^(?:date|dated|on)?$/i.test(label)) {
        // "Guardian signature: … . Date: 4/2/2026": a bare "Date" takes its meaning from the sentence before.
        const before = para.text.slice(Math.max(0, boundary - 120), boundary);
        kind = classify(before);
        if (kind) {
          const prior = before.split(/[.;]\s+/).filter((x) => x.trim()).pop() ?? "";
          const priorLabel = prior.includes(":") ? prior.slice(0, prior.indexOf(":")) : prior;
          label = `${cleanLabel(priorLabel)} date`.trim();
        }
      }
      const clauseAt = lastCell.lastIndexOf(clause);
      const quoteStart = kind || label ? labelStart + (clauseAt > 0 ? clauseAt : 0) : d.start;
      dates.push({
        kind: kind ?? "other",
        label: label || "Date",
        value: d.value,
        page: pageAt(para, d.start),
        quote: quoteOf(para, Math.min(quoteStart, d.start), d.end),
      });
    }
  }
  return dedupeDates(dates);
}

function dedupeDates(dates: KeyDate[]): KeyDate[] {
  const seen = new Set<string>();
  const kindedValues = new Set(dates.filter((d) => d.kind !== "other").map((d) => d.value));
  const out: KeyDate[] = [];
  let others = 0;
  for (const d of dates) {
    const key = `${d.kind}|${d.value}`;
    if (seen.has(key)) continue;
    // "Date of amendment: 2026-11-09" is the document's own date even when a signature shares it (ADR 0082).
    const ownDate = /\bdate of (?:the )?(?:amendment|notice|report|change)s?\b|\b(?:amendment|report|notice) date\b/i.test(d.label);
    if (d.kind === "other" && !ownDate && (kindedValues.has(d.value) || ++others > 20)) continue;
    seen.add(key);
    out.push(d);
  }
  return out;
}

// How often parents hear about progress. Matched only in sentences about reporting progress, so
// "Progress Monitoring: probes every 2 weeks" (measurement, not reporting) is not mistaken for it.
const SCHEDULE_PATTERNS: RegExp[] = [
  /\b(?:every|each)\s+(?:\d{1,2}|two|three|four|five|six|eight|nine|ten|twelve)\s+weeks\b/i,
  /\b(?:quarterly|monthly|weekly|bi-?weekly|semi-?annually|annually|twice a year)\b/i,
  /\b(?:each|every|per|at the end of each|at the end of every)\s+(?:quarter|semester|trimester|(?:grading|marking|reporting) period|nine weeks)\b/i,
  /\b(?:\d|two|three|four|five|six)\s+times\s+(?:per|a|each)\s+(?:school\s+)?year\b/i,
  /\b(?:with|concurrent with|at the same time as|along with|on the same schedule as|when)\s+(?:the\s+)?(?:general education\s+)?report cards?(?:\s+(?:are|is)\s+(?:issued|sent home|distributed))?/i,
  /\b(?:the\s+)?same (?:frequency|schedule) as (?:non-?disabled|general education|typical|all other)?\s*(?:students|peers|report cards)?/i,
];

const REPORTING_CONTEXT = /\b(?:report(?:s|ed|ing)?|inform(?:ed)?|notif\w*|sent home|shared with|communicat\w*)\b/i;

export function extractProgressSchedule(doc: Doc): KeyDate | undefined {
  for (const para of doc.paras) {
    const inSection = para.section === "progress-reporting";
    for (const s of sentencesOf(para)) {
      const sentence = para.text.slice(s.start, s.end);
      if (!inSection && !(/\bprogress\b/i.test(sentence) && REPORTING_CONTEXT.test(sentence))) continue;
      if (/^\s*progress monitoring\b/i.test(sentence)) continue;
      let first = -1;
      let last = -1;
      for (const re of SCHEDULE_PATTERNS) {
        const m = re.exec(sentence);
        if (!m) continue;
        if (first < 0 || m.index < first) first = m.index;
        last = Math.max(last, m.index + m[0].length);
      }
      if (first < 0) continue;
      return {
        kind: "progress-reports",
        label: "Progress reports",
        value: sentence.slice(first, last).replace(/\s+/g, " ").trim(),
        page: pageAt(para, s.start + first),
        quote: quoteOf(para, s.start, s.end),
      };
    }
  }
  return undefined;
}

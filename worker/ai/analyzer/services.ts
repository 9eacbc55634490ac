// Special education and related services: "Occupational therapy: 40 minutes per week, …",
// "2) Counseling: 25 minutes/session, 2 sessions/week", table rows whose cells kept their column gaps
// ("Social skills group   March 2026   2x a week   30 min."), and tables flattened to one cell per
// line, where a record is re-assembled from the name cell and the typed cells that follow it.
import { findDates } from "./dates.ts";
import { JOINING_END, pageAt, quoteOf, sentencesOf, type Doc, type Para } from "./document.ts";
import { isGridPartName } from "./sections.ts";
import {
  BULLET_RE,
  NUMBERED_RE,
  NUMBER_WORD_RE,
  capitalizeFirst,
  checkboxOf,
  headerCells,
  isColumnNameRow,
  isHeaderVocabulary,
  normalizeWs,
  parseCount,
  sentenceSpans,
  splitCells,
  splitLabel,
  stripCheckbox,
  stripListMarker,
  trimPunctuation,
} from "./text.ts";
import type { Period, Service } from "./types.ts";

// A total for a period longer than a week may take four digits ("1350 min per quarter", "1,800 minutes per year").
const MINUTES_RE =
  /(?<![\d.,])(\d{1,2},\d{3}|\d{1,4}(?:\.\d+)?)(?:\s*(?:-|–|to)\s*(\d{1,3}))?\s*-?\s*(minutes?|mins?\.?|hours?|hrs?\.?|hr\.?)(?![a-z])/i;
const FREQ_N_RE = new RegExp(
  // Not the upper end of a range ("2-3 times per week" states no one number).
  String.raw`(?<!\d\s*(?:-|–|to)\s*)\b(\d{1,2}|${NUMBER_WORD_RE}|once|twice|thrice)\s*(?:x|×|times?|sessions?|sess\.?|days?|periods?|visits?|classes|segments?)?\s*(?:\/|per|a|an|each|every|in\s+a)?\s*(day|week|month|wk|mo|weekly|daily|monthly)\b`,
  "i",
);
const MULT_RE = /\b(\d{1,2})\s*[x×]\s*(\d{1,3})\s*min\w*\.?\s*(?:\/|per|a|each)?\s*(day|week|month|wk|mo|weekly|daily|monthly)?\b/i;
// A count per a period longer than a week, or per a school's day cycle, standing in a cell of its own
// ("2 sessions per 6-day cycle", "1 time per 9-week grading period"): a typed cell of the row above,
// never a service's name (ADR 0085).
const COUNTED_PERIOD_RE = new RegExp(
  String.raw`\b(?:\d{1,2}|${NUMBER_WORD_RE}|once|twice)\s*(?:x|×|times?|sessions?)?\s*(?:\/|per|each|every|a|an|in\s+a)\s*(?:\d{1,2}[- ]?days?\s+cycle|(?:(?:\d{1,2}|six|nine|twelve|eighteen)[- ]weeks?\s+)?(?:grading|marking|reporting)\s+period|quarter|semester|trimester|(?:school\s+)?year|nine[- ]weeks?)\b`,
  "i",
);
const PER_AFTER_RE = /^\s*(?:\/|per\b|a\b|an\b|each\b|every\b)\s*(day|week|month|wk|mo)\b|^\s*,?\s*(daily|weekly|monthly)\b/i;
const ADVERB_RE = /(?<!bi-?|semi-?)\b(daily|weekly|monthly)\b/i;

const ROLE_CORE = String.raw`(?:speech[- ](?:language\s+)?(?:pathologist|therapist)|occupational\s+therapist|physical\s+therapist|special\s+education\s+teacher|general\s+education\s+teacher|(?:sped|ese|intervention)\s+(?:teacher|specialist)|resource\s+(?:specialist|teacher)|school\s+psychologist|psychologist|(?:school\s+|guidance\s+)?counsel(?:l)?or|(?:school\s+)?social\s+worker|school\s+nurse|paraprofessional|instructional\s+aide|behavio(?:u)?r\s+(?:specialist|analyst|interventionist)|reading\s+(?:specialist|interventionist)|teacher\s+of\s+the\s+(?:deaf|visually\s+impaired)|case\s+manager|transition\s+coordinator|audiologist)`;
const ROLE_WORDS = new RegExp(String.raw`\b${ROLE_CORE}\b`, "i");
const BY_PROVIDER = new RegExp(String.raw`\bby\s+(?:the\s+|a\s+|an\s+)?((?:[A-Za-z/-]+\s+){0,3}?)(${ROLE_CORE}|SLP|OT|PT|BCBA)\b`, "i");
const ROLE_ACRONYMS = /\b(?:SLP|SLPA|OTR|COTA|OT|PT|PTA|BCBA|TVI)\b/;
const LOCATION_RE =
  /\b(?:(?:inside|outside|in|out\s+of)\s+(?:the\s+)?(?:general|regular)\s+education(?:\s+(?:classroom|class|setting|environment))?|(?:counsel(?:l)?or['’]?s|counseling|nurse['’]?s|speech|therapy|sensory|learning\s+support|resource|OT|PT)\s+(?:office|room|classroom)|general\s+education\s+(?:classroom|class|setting)|special\s+education\s+(?:classroom|class|setting)|separate\s+(?:class(?:room)?|setting|school)|regular\s+(?:class(?:room)?)|self-contained\s+(?:class(?:room)?)|home|community)\b/i;
const SETTING_RE =
  /\b(?:group|individual(?:ly)?|1:1|one-on-one|push-?in|pull-?out|co-?taught|co-?teaching|inclusion|resource|setting)\b/i;
const SERVICE_NAME_RE =
  /\b(?:therap(?:y|ies)|counsel(?:l)?ing|instruction|consultation|consult|speech|language|occupational|physical|social\s+work|psychological|behavio(?:u)?r(?:al)?\s+(?:support|intervention)|audiology|vision|orientation\s+and\s+mobility|interpret\w*|nursing|health\s+services|paraprofessional|aide|adapted\s+physical\s+education|executive\s+function|tutoring|intervention|support)\b/i;
// Field labels of a service record, in the wordings forms use ("Amount of Time and Frequency",
// "Minutes per Session", "Number of Sessions", "Length of Time", "Projected Start Date").
const PER_WORDS = String.raw`(?:\s*(?:per|\/|a|each)\s*(?:session|week|wk|day|month|mo|grading\s+period|year))?`;
const FIELD_LABEL_RE = new RegExp(
  String.raw`^(?:(?:service\s+)?provider(?:\s+(?:title|role|position))?|(?:service\s+)?location(?:\s+of\s+services?)?|(?:service\s+)?setting|` +
    String.raw`(?:service\s+)?frequency(?:\s+(?:period|unit|interval|type|cycle))?${PER_WORDS}|(?:service\s+)?duration${PER_WORDS}|minutes${PER_WORDS}|(?:total\s+)?amount(?:\s+of\s+(?:time|service))?${PER_WORDS}|` +
    String.raw`(?:amount\s+of\s+time|frequency|duration)\s+(?:and|&|\/)\s+(?:frequency|duration|amount\s+of\s+time)|time${PER_WORDS}|length(?:\s+of\s+(?:time|sessions?))?|` +
    String.raw`(?:projected\s+|anticipated\s+)?(?:start|end|begin(?:ning)?|ending|initiation)(?:\s+date)?|session\s+length|(?:number\s+of\s+)?sessions?${PER_WORDS}|times${PER_WORDS}|` +
    // How it is delivered ("Delivery Model: Pull-out", "Group Size: 1:3", "Direct/Indirect: Direct"),
    // which goals it serves, who monitors it, and Georgia's school-day "segments".
    String.raw`(?:service\s+)?delivery(?:\s+model)?|model|group\s+size|ratio|direct\s*\/\s*indirect|goals?(?:\s+(?:addressed|#|numbers?))?|monitor|segment\s+length|(?:number\s+of\s+)?segments?${PER_WORDS})$`,
  "i",
);
/** A services table's own title: "Related Services", "Special Education Services", "Supplementary Aids and Services". */
const TABLE_TITLE_RE = /^(?:(?:special education|related|instructional|direct|indirect|consultation|supplementary|support)\s+(?:and\s+related\s+)?(?:services?|aids(?:\s+and\s+services)?)|program modifications.*|accommodations.*)$/i;
const SERVICE_LABEL_RE = /^(?:service|service\s+(?:type|name)|type\s+of\s+service|related\s+service)$/i;
// A form line whose cells lost their column gaps ("Provider: Speech-Language Pathologist Frequency: 2 times
// per week", e.g. a long line wrapped by PDF text extraction) still holds one field per label. Only the
// capitalised form labels split a cell, so prose such as "in a small-group setting: …" stays whole.
const INLINE_FIELD_RE = /\s+(?=(?:Service Provider|Provider|Location|Setting|Frequency|Duration|Session Length|Start Date|End Date)\s*:)/;

/** The cells of a labelled service line, each holding one "Label: value" field. */
function fieldCells(raw: string): string[] {
  return splitCells(raw).flatMap((cell) => cell.split(INLINE_FIELD_RE));
}
// Time counted, not a service: the placement ("Time outside the general education classroom"), a total
// ("Total hours per week of specialized instruction", "Total service minutes") or a setting's share
// named by the setting alone ("Inside general education: 4 hr"; ADR 0082).
const LRE_TIME_RE =
  /^(?:(?:total\s+)?(?:time|minutes|mins|hours|hrs)\s+(?:spent\s+)?(?:outside|inside|in|removed\s+from)\s+(?:of\s+)?(?:the\s+)?(?:general|regular)\s+(?:education|class)|total\s+(?:(?:number\s+of\s+)?(?:service\s+|instructional\s+|special\s+education\s+)?(?:time|minutes|mins|hours|hrs)\b)|(?:inside|outside|in|removed\s+from)\s+(?:the\s+)?(?:general|regular)\s+(?:education|class(?:room)?)$)/i;
const NONE_RE = /^(?:none|n\/?a|not\s+(?:applicable|required|needed)|no)\b/i;

function roleIn(text: string): RegExpExecArray | null {
  return ROLE_WORDS.exec(text) ?? ROLE_ACRONYMS.exec(text);
}

function periodOf(word: string): Period | undefined {
  const w = word.toLowerCase();
  if (w.startsWith("d")) return "day";
  if (w.startsWith("w")) return "week";
  if (w.startsWith("mo")) return "month";
  return undefined;
}

/**
 * Weekly minutes, rounded (docs/decisions/0023): per day ×5 school days; per week ×1; per month ÷4;
 * per grading period ÷ its weeks (a quarter, a marking or a "nine weeks" period is 9 weeks, a
 * trimester 12, a semester 18, unless the document says "per 6-week grading period"); per year ÷36
 * (a 180-day school year); per N-day cycle ÷ N/5 (a 5-day cycle is a week). The document's own
 * words stay beside the number (Service.amount).
 */
export function minutesPerWeek(minutes: number, sessions: number, per: Period, periodWeeks = 9): number {
  const factor = per === "week" ? 1 : per === "day" ? 5 : per === "month" ? 1 / 4 : per === "year" ? 1 / 36 : 1 / periodWeeks;
  // ("cycle" and "grading-period" both divide by their length in weeks.)
  return Math.round(minutes * sessions * factor);
}

// Periods longer than a month: "per 9-week grading period", "each quarter", "per semester", "annually".
// "per 9 weeks" names a grading period by its length alone (ADR 0081); so does "per 4-week cycle" (ADR 0086).
const LONG_PERIOD_RE =
  /(?:\b(\d{1,2}|once|twice|one|two|three|four|five|six)\s*(?:x|×|times?|sessions?)?\s*)?(?:\/|\bper\b|\ba\b|\ban\b|\beach\b|\bevery\b|\bin\s+a\b|\bduring\s+(?:the|each|a)\b)\s*(?:(?:(\d{1,2}|six|nine|twelve|eighteen)[- ]weeks?\s+)?(grading\s+period|marking\s+period|reporting\s+period|nine[- ]weeks?(?:\s+period)?|quarter|semester|trimester|(?:school\s+)?year)\b|([3-9]|1[0-8]|six|nine|twelve|eighteen)[- ]?(?:weeks\b|week\s+(?:cycle|rotation)\b))|\b(annually|yearly|quarterly)\b/i;

const PERIOD_WEEKS: Record<string, number> = { six: 6, nine: 9, twelve: 12, eighteen: 18 };

function longPeriod(detail: string): { per: Period; weeks?: number; sessions: number; index: number; text: string } | undefined {
  const m = LONG_PERIOD_RE.exec(detail);
  if (!m) return undefined;
  const unit = (m[3] ?? m[5] ?? (m[4] ? "grading period" : "")).toLowerCase();
  const sessions = m[1] ? (parseCount(m[1]) ?? (m[1].toLowerCase() === "once" ? 1 : m[1].toLowerCase() === "twice" ? 2 : 1)) : 1;
  if (/year|annually/.test(unit)) return { per: "year", sessions, index: m.index, text: m[0].trim() };
  const length = m[2] ?? m[4];
  const stated = length ? (PERIOD_WEEKS[length.toLowerCase()] ?? Number(length)) : undefined;
  const weeks = stated ?? (/semester/.test(unit) ? 18 : /trimester/.test(unit) ? 12 : 9);
  return { per: "grading-period", weeks, sessions, index: m.index, text: m[0].trim() };
}

// Minutes written in words ("thirty minutes"): read as digits before the amount is parsed.
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, ninety: 90 };
const UNITS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9 };
const SMALL: Record<string, number> = { ten: 10, fifteen: 15, twelve: 12, eighteen: 18, forty: 40 };
const WORD_MINUTES_RE = /\b(twenty|thirty|forty|fifty|sixty|ninety|ten|twelve|fifteen|eighteen)(?:[- ](one|two|three|four|five|six|seven|eight|nine))?(?=\s*(?:minutes?|mins?)\b)/gi;

// Hours in words: "half an hour", "an hour and a half", "one hour", "two hours".
const WORD_HOURS_RE = /\b(?:(half)\s+an?\s+hour|(?:an?|one)\s+(?:hour\s+and\s+a\s+half|and\s+a\s+half\s+hours?)|(an?|one|two|three|four|five|six)\s+hours?)\b/gi;

// "1 hr 30 min", "1 hour and 15 minutes": one amount.
const HOURS_AND_MINUTES_RE = /\b(\d{1,2})\s*(?:hours?|hrs?\.?)\s*(?:and\s+)?(\d{1,2})\s*(?:minutes?|mins?\.?)(?![a-z])/gi;

// "thirty (30) minutes", "two (2) times": a number in words with its digits beside it is the digits.
const WORDS_WITH_DIGITS_RE =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?\s*\((\d{1,3})\)/gi;

function digitsForWords(detail: string): string {
  return detail
    .replace(WORDS_WITH_DIGITS_RE, "$1")
    .replace(HOURS_AND_MINUTES_RE, (_m, h: string, m: string) => `${Number(h) * 60 + Number(m)} minutes`)
    .replace(WORD_HOURS_RE, (_m, half?: string, n?: string) => {
      if (half) return "30 minutes";
      if (!n) return "90 minutes";
      const count = /^an?$/i.test(n) ? 1 : (UNITS[n.toLowerCase()] ?? 1);
      return `${count * 60} minutes`;
    })
    .replace(WORD_MINUTES_RE, (_m, tens: string, unit?: string) => {
      const base = TENS[tens.toLowerCase()] ?? SMALL[tens.toLowerCase()] ?? 0;
      return String(base + (unit ? (UNITS[unit.toLowerCase()] ?? 0) : 0));
    });
}

// "3 sessions of 20 minutes", "two 30-minute sessions": a count of sessions with their length, the
// period stated somewhere else in the amount ("weekly", "per month").
const SESSIONS_OF_RE = new RegExp(
  // The count never ends inside a number ("30-minute sessions" is no "3" sessions of "0" minutes; ADR 0086).
  String.raw`\b(\d{1,2}|${NUMBER_WORD_RE})(?!\d)\s*(?:(?:sessions?|periods?|visits?|times|classes|blocks?)\s+(?:of|at|lasting|for)\s+(\d{1,3})\s*-?\s*(?:minutes?|mins?)\b\.?|(\d{1,3})\s*-?\s*(?:minutes?|mins?)\.?\s+(?:sessions?|periods?|visits?|blocks?|classes)\b)`,
  "i",
);
const PERIOD_ANY_RE = /(?:\/|\bper\b|\ba\b|\ban\b|\beach\b|\bevery\b)\s*(day|week|month|wk|mo)\b|\b(daily|weekly|monthly)\b/i;
// A count standing apart from its period ("Sessions: 2 … Frequency: Weekly", "2 times   weekly").
const COUNT_ALONE_RE = new RegExp(String.raw`\b(\d{1,2}|${NUMBER_WORD_RE}|once|twice)\s*(?:x|×|times?|sessions?|segments?)(?![a-z])`, "i");

interface Parsed {
  minutes?: number;
  sessions?: number;
  per?: Period;
  frequency?: string;
  periodWeeks?: number;
  amount?: string;
  provider?: string;
  location?: string;
  setting?: string;
  startDate?: string;
  endDate?: string;
  /** Text after the amount that names the service ("… per month of consultation with …"). */
  tail: string;
}

// A school's N-day schedule cycle (Massachusetts grids: "3 x 45 min / 5 day cycle"): a 5-day cycle
// is a school week; another length counts as N/5 weeks.
const CYCLE_RE = /(?:\/|\bper\b|\beach\b|\bevery\b)\s*(\d{1,2})[- ]?days?(?:\s+cycle)?\b/i;

// "Every other week" (or "every two weeks") is twice a month: half the minutes of once a week.
const EVERY_OTHER_WEEK_RE = /\b(?:once\s+)?every\s+(?:other|two|2)\s+weeks?\b/gi;
// What the rewrite above leaves: "alternate weeks" ("bi-weekly" stays unread: twice a week or every two weeks).
const BIWEEKLY_RE = /\b(?:every other week|every (?:2|two) weeks|alternate weeks)\b/i;

// A period abbreviated after "per", "/", "a", "each" or a count ("per wk", "x/mth", "per mon", "a qtr",
// "per sem", "per yr") or as an adverb ("wkly", "mthly") is the period spelled out (ADR 0082). Hours
// ("hr", "hrs") are already a duration unit of MINUTES_RE.
const PERIOD_ABBREVIATION_RE =
  /((?:\/|\bper|\ba|\ban|\beach|\bevery|\d\s*[x×])\s*)(?:(wks?)|(mons?|mths?|mnths?|mos)|(qtrs?)|(sems?)|(yrs?)|(dys?))\b\.?|\b(?:(wkly)|(m(?:o|th|nth)ly))\b\.?/gi;
const PERIOD_SPELLED = ["week", "month", "quarter", "semester", "year", "day", "weekly", "monthly"];

/** The text with its period abbreviations spelled out, and what each spelled-out phrase was written as. */
export function spelledPeriods(s: string): { text: string; written: Array<[string, string]> } {
  const written: Array<[string, string]> = [];
  const text = s.replace(PERIOD_ABBREVIATION_RE, (...m: unknown[]) => {
    const lead = typeof m[1] === "string" ? m[1] : "";
    const spelled = `${lead}${PERIOD_SPELLED[m.slice(2, 10).findIndex((g) => g !== undefined)] ?? ""}`;
    written.push([spelled, String(m[0])]);
    return spelled;
  });
  return { text, written };
}

// A total per period written before the split it is made of ("30 minutes / week (2 x 15 min)"): the
// total's period, when the total is the sessions times their length.
function totalOfSplit(detail: string, splitAt: number, minutes: number): { per: Period; index: number; text: string } | undefined {
  const before = detail.slice(0, splitAt);
  if (!/\(\s*$/.test(before)) return undefined;
  const min = MINUTES_RE.exec(before);
  if (!min?.[1] || min[2] || !/^m/i.test(min[3] ?? "") || Number(min[1].replace(",", "")) !== minutes) return undefined;
  const per = PER_AFTER_RE.exec(before.slice(min.index + min[0].length));
  if (!per || per.index !== 0) return undefined;
  const period = periodOf(per[1] ?? per[2] ?? "");
  return period ? { per: period, index: min.index, text: min[0] + per[0] } : undefined;
}

// "4 x per cycle" in a plan that says its cycle once ("schedule: 6-day rotating cycle", "a six day cycle"):
// that cycle (ADR 0090, round B), read once per document and passed to every reading of an amount.
const BARE_CYCLE_RE = /(?:\/|\bper\b|\beach\b|\bevery\b)\s*cycle\b/i;
const PLAN_CYCLE_RE = new RegExp(String.raw`\b(\d{1,2}|${NUMBER_WORD_RE})[- ]days?\s+(?:rotating\s+|rotation\s+|schedule\s+|school\s+)?cycle\b`, "i");

/** The length in days of the cycle the document states once for its whole schedule, if it does. */
function planCycleOf(doc: Doc): number | undefined {
  const days = doc.paras.map((p) => PLAN_CYCLE_RE.exec(p.text)).find(Boolean)?.[1] ?? "";
  return parseCount(days) || undefined;
}

function parseDetail(written: string, tabular: boolean, planCycleDays: number | undefined): Parsed {
  const stated = CYCLE_RE.exec(written);
  const cycle = stated ?? (planCycleDays ? BARE_CYCLE_RE.exec(written) : null);
  const cycleDays = stated ? Number(stated[1]) : cycle ? planCycleDays : undefined;
  // Rewritten before parsing so "/ 5 day" is not read as "per day"; the quote keeps the document's words.
  const spelled = spelledPeriods(digitsForWords(cycle ? written.replace(stated ? CYCLE_RE : BARE_CYCLE_RE, cycleDays === 5 ? "per week" : `per ${cycleDays}-day cycle`) : written));
  const detail = spelled.text.replace(
    EVERY_OTHER_WEEK_RE,
    "2 times per month",
  );
  const out: Parsed = { tail: "" };
  const removed: Array<[number, number]> = [];
  const mult = MULT_RE.exec(detail);
  const min = MINUTES_RE.exec(detail);
  const sessionsOf = mult ? null : SESSIONS_OF_RE.exec(detail);
  let countKnown = false;
  if (sessionsOf?.[1] && (sessionsOf[2] ?? sessionsOf[3])) {
    out.minutes = Number(sessionsOf[2] ?? sessionsOf[3]);
    out.sessions = parseCount(sessionsOf[1]);
    countKnown = out.sessions !== undefined;
    removed.push([sessionsOf.index, sessionsOf.index + sessionsOf[0].length]);
    const masked = detail.slice(0, sessionsOf.index) + " ".repeat(sessionsOf[0].length) + detail.slice(sessionsOf.index + sessionsOf[0].length);
    const period = PERIOD_ANY_RE.exec(masked);
    if (period) {
      out.per = periodOf(period[1] ?? period[2] ?? "");
      removed.push([period.index, period.index + period[0].length]);
    }
    out.frequency = normalizeWs(`${sessionsOf[0]}${period ? ` ${period[0]}` : ""}`);
  } else if (mult?.[1] && mult[2]) {
    out.minutes = Number(mult[2]);
    out.sessions = Number(mult[1]);
    countKnown = true;
    if (mult[3]) out.per = periodOf(mult[3]);
    out.frequency = mult[0].trim();
    removed.push([mult.index, mult.index + mult[0].length]);
    // "30 minutes / week (2 x 15 min)": the split has no period of its own; the total it adds up to
    // gives it (ADR 0086, fixes after round B, second pass).
    const total = out.per ? undefined : totalOfSplit(detail, mult.index, out.sessions * out.minutes);
    if (total) {
      out.per = total.per;
      const end = mult.index + mult[0].length;
      out.frequency = detail.slice(total.index, /^\s*\)/.test(detail.slice(end)) ? detail.indexOf(")", end) + 1 : end).trim();
      removed.push([total.index, total.index + total.text.length]);
    }
  } else if (min?.[1]) {
    const unit = (min[3] ?? "").toLowerCase();
    // A range ("20-30 minutes") is not a number of minutes; leave it unstated rather than guess.
    if (!min[2]) out.minutes = Math.round(Number(min[1].replace(",", "")) * (unit.startsWith("h") ? 60 : 1));
    removed.push([min.index, min.index + min[0].length]);
    const freq = FREQ_N_RE.exec(detail);
    const after = detail.slice(min.index + min[0].length);
    const perAfter = PER_AFTER_RE.exec(after);
    if (freq?.[1] && freq[2]) {
      out.sessions = parseCount(freq[1]);
      out.per = periodOf(freq[2]);
      out.frequency = freq[0].trim();
      removed.push([freq.index, freq.index + freq[0].length]);
      if (perAfter && perAfter.index === 0) {
        const s = min.index + min[0].length;
        removed.push([s, s + perAfter[0].length]);
      }
    } else if (perAfter) {
      out.sessions = 1;
      out.per = periodOf(perAfter[1] ?? perAfter[2] ?? "");
      out.frequency = perAfter[0].replace(/^\s*,?\s*/, "").trim();
      const s = min.index + min[0].length;
      removed.push([s, s + perAfter[0].length]);
    }
  }
  if (cycleDays && cycleDays !== 5 && out.minutes !== undefined) {
    out.per = "cycle";
    out.periodWeeks = cycleDays / 5;
    // "2 sessions per 6-day cycle, 30 minutes": the count stands before the cycle, apart from the minutes.
    const count = out.sessions === undefined && cycle ? COUNT_ALONE_RE.exec(detail.slice(0, detail.indexOf(`per ${cycleDays}-day cycle`))) : null;
    out.sessions ??= (count?.[1] ? parseCount(count[1]) : undefined) ?? 1;
    // A grid's count and cycle from cells of their own ("5" / "6-day cycle") still say how often.
    out.frequency ??= normalizeWs(`${count?.[0] ?? ""} per ${cycleDays}-day cycle`);
  }
  // "Every other week", "biweekly", "every two weeks": one session per two weeks.
  const biweekly = out.per ? null : BIWEEKLY_RE.exec(detail);
  if (biweekly && out.minutes !== undefined) {
    out.per = "cycle";
    out.periodWeeks = 2;
    out.sessions ??= 1;
    out.frequency = biweekly[0];
    removed.push([biweekly.index, biweekly.index + biweekly[0].length]);
  }
  const long = out.per === "cycle" ? undefined : longPeriod(detail);
  if (long && (!out.per || (out.sessions === 1 && out.per === "day" && long.index <= (min?.index ?? 0) + 40))) {
    out.per = long.per;
    if (!countKnown) out.sessions = long.sessions;
    if (long.weeks) out.periodWeeks = long.weeks;
    out.frequency = long.text;
    removed.push([long.index, long.index + long.text.length]);
  }
  if (sessionsOf && out.minutes !== undefined) {
    out.amount = out.frequency;
  } else if (cycle && out.minutes !== undefined) {
    out.amount = normalizeWs(written.slice(Math.max(0, (mult ?? min)?.index ?? 0), cycle.index + cycle[0].length));
  } else if (min && out.minutes !== undefined) {
    // The amount as written: from the minutes to the end of the period ("270 minutes per 9-week grading period").
    const end = long ? long.index + long.text.length : out.frequency ? detail.indexOf(out.frequency) + out.frequency.length : min.index + min[0].length;
    const from = Math.min(min.index, out.frequency ? detail.indexOf(out.frequency) : min.index);
    out.amount = normalizeWs(detail.slice(Math.max(0, from), Math.max(end, min.index + min[0].length)));
  }
  if (!out.per) {
    const freq = FREQ_N_RE.exec(detail);
    const adverb = ADVERB_RE.exec(detail);
    if (freq?.[1] && freq[2]) {
      out.sessions = parseCount(freq[1]);
      out.per = periodOf(freq[2]);
      out.frequency = freq[0].trim();
      removed.push([freq.index, freq.index + freq[0].length]);
    } else if (adverb?.[1]) {
      out.sessions = 1;
      out.per = periodOf(adverb[1]);
      out.frequency = adverb[1];
      removed.push([adverb.index, adverb.index + adverb[0].length]);
    }
  }
  if (out.per && out.sessions === 1 && !countKnown && !/\d|once|one|twice|two|three|four|five|six|seven|eight|nine|ten/i.test(out.frequency ?? "")) {
    // The period came without a count ("weekly"): a count in its own cell or field ("2 times",
    // "Sessions: 2") is the number of sessions in that period.
    let masked = detail;
    for (const [a, b] of removed) masked = masked.slice(0, a) + " ".repeat(b - a) + masked.slice(b);
    const count = COUNT_ALONE_RE.exec(masked);
    const n = count?.[1] ? (parseCount(count[1]) ?? (/^once$/i.test(count[1]) ? 1 : /^twice$/i.test(count[1]) ? 2 : undefined)) : undefined;
    if (count && n !== undefined) {
      out.sessions = n;
      out.frequency = normalizeWs(`${count[0]} ${out.frequency ?? ""}`);
      removed.push([count.index, count.index + count[0].length]);
    }
  }

  const labelledLocation = /\blocation\s*:\s*([^,;.]+)/i.exec(detail);
  const location = labelledLocation ?? LOCATION_RE.exec(detail);
  let masked = detail;
  if (location) {
    out.location = (labelledLocation ? labelledLocation[1] : location[0])?.trim();
    removed.push([location.index, location.index + location[0].length]);
    // "Counselor's office" is a place, not the provider.
    masked = detail.slice(0, location.index) + " ".repeat(location[0].length) + detail.slice(location.index + location[0].length);
  }
  const labelledProvider = /\bprovider\s*:\s*([^,;.]+)/i.exec(masked);
  const byProvider = BY_PROVIDER.exec(masked);
  if (labelledProvider?.[1]) {
    out.provider = labelledProvider[1].trim();
    removed.push([labelledProvider.index, labelledProvider.index + labelledProvider[0].length]);
  } else if (byProvider) {
    out.provider = normalizeWs(`${byProvider[1] ?? ""}${byProvider[2] ?? ""}`);
    removed.push([byProvider.index, byProvider.index + byProvider[0].length]);
  } else if (tabular) {
    const role = roleIn(masked);
    if (role) {
      out.provider = role[0];
      removed.push([role.index, role.index + role[0].length]);
    }
  }

  const dates = findDates(detail);
  for (const d of dates) {
    const before = detail.slice(Math.max(0, d.start - 30), d.start).toLowerCase();
    if (/\b(?:through|thru|until|to|end\w*)\s*:?\s*$/.test(before) || (tabular && out.startDate)) out.endDate ??= d.value;
    else out.startDate ??= d.value;
    removed.push([d.start, d.end]);
  }

  // What is left, split at commas, holds the delivery model ("small group", "push-in").
  let rest = "";
  let last = 0;
  for (const [s, e] of removed.sort((a, b) => a[0] - b[0])) {
    if (s < last) {
      last = Math.max(last, e);
      continue;
    }
    rest += `${detail.slice(last, s)}|`;
    last = e;
  }
  rest += detail.slice(last);
  const fragments = rest
    .split(/[|,;]|\s{2,}/)
    .map((f) => trimPunctuation(f.replace(/^\s*(?:and\s+)?(?:delivered|provided)?\s*(?:in|within)?\s*(?:an?\s+|the\s+)?/i, "")))
    .filter((f) => f.length > 2);
  const setting = fragments.filter((f) => SETTING_RE.test(f) && !FIELD_LABEL_RE.test(f));
  if (setting.length > 0) out.setting = setting.join(", ");
  const firstMeasure = Math.min(min?.index ?? Infinity, mult?.index ?? Infinity);
  if (Number.isFinite(firstMeasure)) out.tail = trimPunctuation(rest.slice(Math.max(0, rest.indexOf("|"))).replace(/^\|+/, ""));
  // The amount and the frequency keep the document's words ("120 min per mon"), read as spelled out.
  for (const [spelledOut, asWritten] of spelled.written) {
    if (out.amount) out.amount = out.amount.replace(spelledOut, asWritten);
    if (out.frequency) out.frequency = out.frequency.replace(spelledOut, asWritten);
  }
  return out;
}

interface ServiceRecord {
  name: string;
  para: Para;
  nameOffset: number;
  detail: string;
  tabular: boolean;
  fields: { provider?: string; location?: string; setting?: string };
  extraParas: Para[];
  /** Read from a table row under a header row, or named by its own label ("Occupational therapy: …"). */
  columnar?: boolean;
}

function isTyped(text: string): boolean {
  const t = text.trim();
  if (/^\d{1,3}$/.test(t)) return true;
  const idx = typedIndex(t);
  return idx === 0;
}

function startsWithAmount(text: string): boolean {
  const t = text.trim();
  if (/^\d{1,3}$/.test(t)) return true;
  for (const re of [MINUTES_RE, FREQ_N_RE, MULT_RE, ADVERB_RE, COUNTED_PERIOD_RE]) if (re.exec(t)?.index === 0) return true;
  return findDates(t)[0]?.start === 0;
}

/** Where the first minutes, frequency, date, role or location appears (name cells come before it). */
function typedIndex(text: string): number {
  let best = Infinity;
  for (const re of [MINUTES_RE, FREQ_N_RE, MULT_RE, ADVERB_RE, COUNTED_PERIOD_RE, LOCATION_RE, ROLE_WORDS, ROLE_ACRONYMS]) {
    const m = re.exec(text);
    if (m && m.index < best) best = m.index;
  }
  const d = findDates(text)[0];
  if (d && d.start < best) best = d.start;
  return best;
}

function isComplete(r: ServiceRecord, planCycleDays: number | undefined): boolean {
  const p = parseDetail(r.detail, r.tabular, planCycleDays);
  return Boolean(p.minutes ?? p.per ?? p.provider ?? p.location ?? r.fields.provider ?? r.fields.location);
}

const ESY_RE = /extended school year|\besy\b/i;

function applyField(r: ServiceRecord, label: string, raw: string): void {
  const key = label.toLowerCase();
  // "Location: Resource room From 10/15/2025 to 10/13/2026" once column gaps are lost: the dates are
  // their own cell.
  const dated = /^(?:start|begin|initiation|end)/.test(key);
  const [value = raw, dates] = dated ? [raw] : raw.split(/\s+(?=(?:From|Beginning|Starting)\s+\d{1,2}\/\d{1,2}\/\d{2,4})/);
  if (dates) r.detail += `  ${dates}`;
  if (/provider/.test(key)) r.fields.provider = value;
  else if (/location/.test(key)) r.fields.location = value;
  else if (/\b(?:setting|delivery|model|group|ratio|indirect)\b/.test(key)) r.fields.setting = value;
  else if (/^(?:goals?|monitor)\b/.test(key)) return;
  else if (/^(?:start|begin|initiation)/.test(key)) r.detail += `  beginning ${value}`;
  else if (/^(?:end|ending)\b/.test(key)) r.detail += `  through ${value}`;
  else if (/^(?:projected|anticipated)\s+(?:start|begin)/.test(key)) r.detail += `  beginning ${value}`;
  else if (/^(?:projected|anticipated)\s+end/.test(key)) r.detail += `  through ${value}`;
  else if (/^\d{1,4}$/.test(value.trim())) {
    // "Minutes per Session: 30", "Number of Sessions: 2": a bare number means what its label says.
    const per = columnPeriod(key);
    const unit = /\b(?:minutes?|duration|length|time|amount)\b/.test(key) ? "minutes" : /\b(?:sessions?|times|number|frequency)\b/.test(key) ? "times" : "";
    r.detail += `  ${value.trim()}${unit ? ` ${unit}` : ""}${unit && per && per !== "session" ? ` per ${per}` : ""}`;
  } else r.detail += `  ${value}`;
}

/** A row's cells placed under the header's columns by where each starts; a blank or merged cell stays "". */
/**
 * A grid's header: each column's name where it starts, with the words of a header that wrapped onto
 * more lines ("Start" / "Date") and the row above it when that row groups columns ("Location" over
 * "Gen Ed" and "Sp Ed", "Minutes per Session" over "Indirect" and "Direct"): the group's name goes
 * before the name of each column that starts under it.
 */
function headerColumns(para: Para, above: Para | undefined, below?: string): { names: string[]; titles: string[]; starts: number[] } {
  const cells = headerCells(para.lines[0]?.raw ?? "", below);
  const titles = cells.map((c) => c.cell);
  const starts = cells.map((c) => c.start);
  for (const line of para.lines.slice(1)) {
    cellsUnder(line.raw, starts).forEach((c, k) => {
      if (c) titles[k] = `${titles[k] ?? ""} ${c}`.trim();
    });
  }
  const names = titles.map((t) => t.toLowerCase());
  const group = above?.lines.length === 1 ? (above.lines[0]?.raw ?? "") : "";
  const groupCells = group && isHeaderVocabulary(group.replace(/\s{2,}/g, " ").trim()) ? splitCells(group) : [];
  if (groupCells.length > 0 && groupCells.length < starts.length) {
    let from = 0;
    for (const g of groupCells) {
      const gStart = group.indexOf(g, from);
      from = gStart + g.length;
      starts.forEach((s, k) => {
        if (s >= gStart - 3 && s < gStart + g.length) names[k] = `${g.toLowerCase()} ${names[k]}`;
      });
    }
  }
  return { names, titles, starts };
}

function cellsUnder(raw: string, starts: number[]): string[] {
  const out = starts.map(() => "");
  let at = 0;
  for (const cell of splitCells(raw)) {
    const s = raw.indexOf(cell, at);
    at = s + cell.length;
    let col = 0;
    starts.forEach((x, k) => {
      if (x <= s + 2) col = k;
    });
    out[col] = out[col] ? `${out[col]} ${cell}` : cell;
  }
  return out;
}

const KIND_COLUMN = /^(?:(?:service\s+)?(?:type|category|kind)|service\s+category)$/;
const PERIOD_CELL = /^(?:day|week|month|year|school\s+year|quarter|semester|trimester|grading\s+period|marking\s+period)$/i;
const PER_COLUMN = /^(?:per|period|unit|per\s+period|time\s+period|frequency\s+(?:period|unit))$/;
const OWN_PERIOD_WORDS = /^(?:per|each|every|a|an|once|twice|\d{1,2}\s*(?:x|×|times?|sessions?))\b|^\/|\b(?:daily|weekly|monthly|yearly|annually|quarterly)\b/i;

const PERIOD_IN_COLUMN = /\b(?:per|a|each)\s+(day|week|month|year)\b|\/\s*(day|wk|week|mo|month)\b|\b(daily|weekly|monthly)\b/;

function columnPeriod(column: string): string | undefined {
  const m = PERIOD_IN_COLUMN.exec(spelledPeriods(column).text);
  const w = (m?.[1] ?? m?.[2] ?? m?.[3] ?? "").replace(/ly$/, "").replace(/^dai$/, "day").replace(/^wk$/, "week").replace(/^mo$/, "month");
  return w || undefined;
}

/**
 * A grid row's amount in one order whatever the order of its columns: the minutes, then the count,
 * then the period and the rest ("30 minutes  2 times  Weekly"). Bare numbers take their meaning from
 * the column ("Minutes per Week" 90, "Number of Sessions" 2); location, setting and provider cells are
 * kept as fields.
 */
function gridDetail(cells: string[], columns: string[], nameColumn: number, rec: ServiceRecord, titles: string[] = []): string {
  const minutes: string[] = [];
  const counts: string[] = [];
  const rest: string[] = [];
  let sessionsColumn = false;
  cells.forEach((cell, j) => {
    const column = columns[j] ?? "";
    // A mark ("X") in a column means what the column is called ("Gen Ed", "Sp Ed").
    let v = /^[xX✓✔]$/.test(cell.trim()) ? (titles[j] ?? cell.trim()) : cell.trim();
    // A "#" (or "No.") column numbers the rows: never an amount.
    if (j === nameColumn || !v || /\bgoals?\b/.test(column) || /^(?:#|no\.?)$/.test(column.trim())) return;
    // A kind-of-service column beside the name ("Category": "Related Service") says what sort of row it
    // is; read into the amount it parted the count from its period (ADR 0092, round B).
    if (nameColumn >= 0 && KIND_COLUMN.test(column.trim())) return;
    const per = columnPeriod(column);
    // A "Per" cell ("Week", "Month", "6-day cycle") is the period of the row's count; a cell under a
    // column of that name is one whatever its words, unless it says its own ("every other week").
    if (PERIOD_CELL.test(v) || (PER_COLUMN.test(column.trim()) && !OWN_PERIOD_WORDS.test(v))) {
      rest.push(`per ${v}`);
      return;
    }
    // A place or provider cell that ran into the amount column beside it ("Special education teacher30
    // min 2x/wk"): the amount is the row's, the words before it the field's.
    const overflow = /\b(?:location|place|site|delivery|setting|ratio|group|provider|staff|responsible|implementer|personnel)\b/.test(column) ? MINUTES_RE.exec(v) : null;
    if (overflow && overflow.index > 0) {
      minutes.push(v.slice(overflow.index));
      v = v.slice(0, overflow.index).trim();
    }
    const countColumn = /\b(?:sessions?|times|number|frequency|freq)\b/.test(column) && !/\b(?:minutes?|mins?|length|duration)\b/.test(column);
    if (countColumn && /^\d{1,2}$/.test(v)) {
      sessionsColumn ||= /\bsessions?\b/.test(column) && !per;
      counts.push(`${v} ${v === "1" ? "time" : "times"}${per ? ` per ${per}` : ""}`);
    } else if (/\b(?:hours?|hrs?)\b/.test(column) && !/\bminutes?\b/.test(column) && /^\d{1,2}(?:\.\d{1,2})?$/.test(v)) {
      // A bare number under "Hours" (or "Hrs/Wk") is hours (ADR 0081).
      minutes.push(`${v} hours${per ? ` per ${per}` : ""}`);
    } else if (/\b(?:minutes?|mins?|duration|amount|time|length)\b/.test(column) && /^\d{1,4}$/.test(v)) {
      // A bare number under "Minutes" (or "Minutes per week") is minutes, per the column's period.
      minutes.push(`${v} minutes${per ? ` per ${per}` : ""}`);
    } else if (/\b(?:location|place|site)\b/.test(column)) rec.fields.location = v;
    else if (/\b(?:delivery|setting|ratio|group)\b/.test(column)) rec.fields.setting = v;
    else if (/\b(?:provider|staff|responsible|implementer|personnel)\b/.test(column)) rec.fields.provider = v;
    else if (/\b(?:minutes?|mins?|duration|amount|time|length)\b/.test(column)) minutes.push(v);
    else if (countColumn) counts.push(v);
    else rest.push(v);
  });
  const detail = [...minutes, ...counts, ...rest].join("  ");
  // "Sessions: 3" with no period anywhere in the row: the grid counts sessions per week.
  if (sessionsColumn && !PERIOD_ANY_RE.test(detail) && !LONG_PERIOD_RE.test(detail) && !CYCLE_RE.test(detail) && !BARE_CYCLE_RE.test(detail)) return detail.replace(/(\d{1,2}) times(?! per)/, "$1 times per week");
  return detail;
}

/**
 * A grid row's name cell that stops on a joining dash or word ("Occupational Therapy -", "Reading and")
 * goes on in the next lone line that starts under it, even when the PDF put a blank line between them:
 * the row has its figures, and a name never ends on a joiner (docs/decisions/0086).
 */
function namesOnBelow(rec: ServiceRecord, para: Para): boolean {
  if (!rec.columnar || para.page !== rec.para.page || para.heading || para.lines.length !== 1) return false;
  const line = para.lines[0];
  const nameLine = rec.para.lines[0];
  if (!line || !nameLine || splitCells(line.raw).length !== 1 || /\d|[.:;!?]$/.test(line.text) || splitCells(nameLine.raw).length < 3) return false;
  if (!/\s[-–—/&]$|\s(?:and|or|of|for|with|to|in)$/i.test(rec.name) || !rec.para.lines.every((l, k) => k === 0 || l.cellContinuation)) return false;
  const nameStart = nameLine.raw.indexOf(rec.name.split(/\s+/)[0] ?? "");
  return nameStart >= 0 && Math.abs(line.indent - nameStart) <= 3;
}

const NAMES_SERVICE = /\b(?:service|program|description|instruction)s?\b/;
const NAMES_OTHER = /\b(?:minutes|delivery|frequency|provider|location|setting)\b/;

/**
 * The column that names each row's service. A "Service Type" or "Category" column beside a "Service" column
 * holds the row's kind ("Related Service"), not its name; alone, "Type of Service" is the name (ADR 0086).
 */
function serviceColumn(columns: string[]): number {
  const named = columns.filter((c) => NAMES_SERVICE.test(c) && !NAMES_OTHER.test(c));
  const own = named.find((c) => !/\b(?:type|category|kind)\b/.test(c)) ?? named[0];
  return own === undefined ? -1 : columns.indexOf(own);
}

function collectRecords(paras: Para[], planCycleDays: number | undefined): ServiceRecord[] {
  const records: ServiceRecord[] = [];
  let bareNumbersAreMinutes = false;
  let current: ServiceRecord | undefined;
  // Column names of the last header row, so a row's "Location" and "Provider" cells land in place.
  let columns: string[] | undefined;
  let columnTitles: string[] = [];
  let headerAt = -1;
  let columnStarts: number[] | undefined;
  const start = (para: Para, name: string, nameOffset: number, detail: string, tabular: boolean) => {
    current = { name, para, nameOffset, detail, tabular, fields: {}, extraParas: [] };
    records.push(current);
  };
  let lastGrid: ServiceRecord | undefined;
  for (let i = 0; i < paras.length; i++) {
    const para = paras[i] as Para;
    const text = para.text;
    // An option with an empty box is a service the form offers, not one the team chose.
    if (checkboxOf(text) === "unchecked" || para.lines[0]?.mark?.checked === false) {
      current = undefined;
      continue;
    }
    const flat = text.replace(/\s{2,}/g, " ");
    const rawCells = splitCells(para.lines[0]?.raw ?? text);
    if (current && namesOnBelow(current, para)) {
      current.name = `${current.name} ${text}`;
      current.extraParas.push(para);
      continue;
    }
    let cells = rawCells;
    if (columnStarts && columns && cells.length > 1 && cells.length < columns.length) {
      // Two cells that touch ("Reading Specialist 4 x 30 min") split where the header's columns start.
      const raw = para.lines[0]?.raw ?? "";
      const cuts = columnStarts.flatMap((s, k) => {
        if (k === 0) return [];
        // Only where a cell could begin: "… Specialist 4 x 30 min" splits before "4", "45 minutes, 1 time
        // per week" (one cell across two columns) does not split before "per".
        const j = [s, s - 1, s + 1, s - 2, s + 2].find((x) => x > 0 && raw[x - 1] === " " && /[A-Z0-9]/.test(raw[x] ?? ""));
        return j === undefined ? [] : [j];
      });
      const split = [0, ...cuts].map((s, k, all) => raw.slice(s, all[k + 1] ?? raw.length).trim()).filter(Boolean);
      if (split.length === columns.length) cells = split;
      // Otherwise some cells are blank (or merged with the row above): each cell goes under the
      // column it starts in, so the columns keep their meaning whatever their order.
      else cells = cellsUnder(raw, columnStarts);
    }
    if (isHeaderVocabulary(flat) || (rawCells.length >= 2 && rawCells.slice(1).every((c) => isHeaderVocabulary(c))) || isColumnNameRow(rawCells, splitCells(paras[i + 1]?.lines[0]?.raw ?? ""))) {
      if (/\b(?:minutes|duration|min)\b/i.test(flat)) bareNumbersAreMinutes = true;
      if (rawCells.length >= 3) {
        lastGrid = undefined;
        // A header row's second line ("Service Provided   Ed   Ed   Date   Duration") adds to its columns.
        const first = headerAt === i - 1 ? paras[i - 1] : undefined;
        const below = paras[i + 1]?.lines[0]?.raw;
        const header = first
          ? headerColumns({ ...first, lines: [...first.lines, ...para.lines] }, paras[i - 2], below)
          : headerColumns(para, paras[i - 1], below);
        headerAt = i;
        columns = header.names;
        columnTitles = header.titles;
        columnStarts = header.starts;
      }
      continue;
    }
    // A line about the extended school year is its decision, not a service; a row of a services grid
    // that gives an ESY service its time ("ESY reading   3x/wk   60 min") is a service (docs/decisions/0078).
    if (ESY_RE.test(flat.slice(0, 60)) && !(rawCells.length >= 3 && /\d\s*min/i.test(flat))) {
      current = undefined;
      continue;
    }
    const content = stripListMarker(stripCheckbox(text));
    const listed = BULLET_RE.test(text) || NUMBERED_RE.test(text) || checkboxOf(text) === "checked";
    // A two-column table of labels and values ("Service   Speech-Language Therapy", "Amount   1 hr"):
    // the first cell is the label when it is one a service record has.
    const pair = para.lines.length === 1 ? splitCells(para.lines[0]?.raw ?? "") : [];
    const cellField =
      pair.length === 2 && !splitLabel(content) && (SERVICE_LABEL_RE.test(pair[0] ?? "") || FIELD_LABEL_RE.test(pair[0] ?? ""))
        ? { label: pair[0] ?? "", value: pair[1] ?? "" }
        : undefined;
    // "Specialized Academic Instruction   Frequency: 5x weekly   Duration: 45 minutes": a name cell,
    // then labelled field cells.
    const lineCells = para.lines.length > 0 ? fieldCells(para.lines[0]?.raw ?? "") : [];
    const isField = (c: string) => {
      const f = splitLabel(c);
      return Boolean(f && FIELD_LABEL_RE.test(f.label));
    };
    if (lineCells.length >= 2 && !(lineCells[0] ?? "").includes(":") && !isTyped(lineCells[0] ?? "") && lineCells.slice(1).some(isField)) {
      const name = stripListMarker(stripCheckbox(lineCells[0] ?? ""));
      start(para, name, Math.max(0, text.indexOf(name)), "", false);
      const rec = current as ServiceRecord | undefined;
      if (!rec) continue;
      rec.columnar = true;
      for (const cell of [...lineCells.slice(1), ...para.lines.slice(1).flatMap((l) => fieldCells(l.raw))]) {
        const f = splitLabel(cell);
        if (f && FIELD_LABEL_RE.test(f.label)) applyField(rec, f.label, f.value);
        else rec.detail += `  ${cell}`;
      }
      continue;
    }
    const label = splitLabel(content) ?? cellField;
    if (label && FIELD_LABEL_RE.test(label.label)) {
      if (current && cellField) {
        applyField(current, cellField.label, cellField.value);
        current.extraParas.push(para);
        continue;
      }
      // "Frequency: 2x weekly    Duration: 30 minutes    Provider: …": one field per cell.
      if (current) {
        for (const line of para.lines) {
          for (const cell of fieldCells(line.raw)) {
            const f = splitLabel(cell);
            if (f && FIELD_LABEL_RE.test(f.label)) applyField(current, f.label, f.value);
            else current.detail += `  ${cell}`;
          }
        }
        current.extraParas.push(para);
      }
      continue;
    }
    // "Start Date 08/20/2026   End Date 05/30/2027" under a service's name: field labels without their
    // colons, each cell a label and its value, are that service's fields, not a row of their own.
    if (current && para.lines.length === 1) {
      const unlabelled = splitCells(para.lines[0]?.raw ?? "").map((c) => /^([A-Za-z][A-Za-z /&-]*?)\s+(\d.*)$/.exec(c));
      if (unlabelled.length > 0 && unlabelled.every((m) => m?.[1] && FIELD_LABEL_RE.test(m[1].trim()))) {
        for (const m of unlabelled) applyField(current, m![1]!.trim(), m![2]!);
        current.extraParas.push(para);
        continue;
      }
    }
    const offset = text.length - content.length;
    if (label && SERVICE_LABEL_RE.test(label.label)) {
      // "Service: Language and Speech   Provider: SLP   Start: 3/6/2026"
      const [coded = "", ...rest] = fieldCells(label.value);
      // A state's service code before the name ("330 Specialized Academic Instruction") is not part of it.
      const name = coded.replace(/^\d{3}\s+(?=[A-Z])/, "");
      start(para, name, Math.max(0, text.indexOf(name)), "", false);
      const rec = current as ServiceRecord | undefined;
      if (rec) rec.columnar = true;
      for (const cell of [...rest, ...para.lines.slice(1).flatMap((l) => fieldCells(l.raw))]) {
        const f = splitLabel(cell);
        if (rec && f && FIELD_LABEL_RE.test(f.label)) applyField(rec, f.label, f.value);
        else if (rec) rec.detail += `  ${cell}`;
      }
      continue;
    }
    // In a grid's row the first cell is the name whole, colon and all ("Consultation: case manager with
    // general education teachers   1-4   15 min   Weekly").
    const namedInGrid = Boolean(columns && rawCells.length >= 3 && (rawCells[0] ?? "").includes(":"));
    // "Related services: Speech-language therapy, 60 minutes per month, …", "Special education services: Jo
    // will receive …": a grid part's name as a label is the kind of service; the service is named in the
    // value (ADR 0081).
    const partValue = label && label.value && !namedInGrid && rawCells.length < 3 && isGridPartName(label.label) ? label.value : undefined;
    if (partValue) {
      const at = offset + content.length - partValue.length;
      const received = receivedService(partValue);
      const cut = Math.min(typedIndex(partValue), ...[partValue.search(/[,;(]/)].filter((k) => k > 0));
      if (received) {
        start(para, received.name, at + received.at, received.amountFirst ? partValue : partValue.slice(received.at + received.length), false);
        continue;
      }
      if (Number.isFinite(cut) && cut > 0) {
        start(para, trimPunctuation(partValue.slice(0, cut)), at, partValue.slice(cut), false);
        if (current) current.columnar = true;
        continue;
      }
    }
    if (label && !/\d/.test(label.label) && !namedInGrid) {
      start(para, label.label, offset, label.value, false);
      if (current) current.columnar = true;
      continue;
    }
    // A full table row starts a record even when its name cell begins like a place ("Resource Room Program").
    // The name is in the service column; a grid may lead with "Focus on Goal #" (a number).
    const nameColumn = Math.max(0, columns ? serviceColumn(columns) : 0);
    const gridRow = nameColumn > 0 && columns?.length === cells.length;
    // "OT consult   15 min 1x per quarter", "PT   45 min": a therapy named by its letters, which also name
    // its therapist, is the row's service when no record is waiting for its provider (ADR 0081).
    const therapyLetters = /^(?:OT|PT)(?:\s+(?:consult(?:ation)?|services?|therapy|direct|indirect))?$/.test((cells[0] ?? "").trim()) && (!current || isComplete(current, planCycleDays));
    if (cells.filter(Boolean).length >= 2 && (gridRow || (cells.length >= 3 ? !startsWithAmount(cells[0] ?? "") : !isTyped(cells[0] ?? "") || therapyLetters))) {
      let name = stripListMarker(stripCheckbox(cells[0] ?? ""));
      if (columns && columns.length === cells.length && columnStarts && para.lines.length > 1) {
        // Cells that wrapped onto the row's next lines belong to the column they start under.
        const starts = columnStarts;
        const merged = [...cells];
        for (const line of para.lines.slice(1)) {
          // A sentence under the table ("Her group meets on Tuesdays with Mr. …") is prose, not a wrapped cell.
          if (splitCells(line.raw).length === 1 && /[.!?]$/.test(line.text) && line.text.split(/\s+/).length >= 6) break;
          // Nor is the next table's title ("Related Services") when no blank line sets it off.
          if (splitCells(line.raw).length === 1 && TABLE_TITLE_RE.test(line.text.trim())) break;
          let at = 0;
          for (const cell of splitCells(line.raw)) {
            const cellStart = line.raw.indexOf(cell, at);
            at = cellStart + cell.length;
            let col = 0;
            starts.forEach((s, k) => {
              if (s <= cellStart + 3) col = k;
            });
            // A lone line at the margin under a row whose last cell stops mid-phrase ("OT consults with the
            // classroom teacher on" / "seating, fidgets …") goes on in that cell, not in the name (ADR 0082).
            const lastCol = merged.map((c) => c !== "").lastIndexOf(true);
            // So does one that ends a sentence under a last cell of prose still open: a name never ends in a full stop.
            const last = merged[lastCol] ?? "";
            const proseGoesOn = /[.!?]$/.test(cell) && last.split(/\s+/).length >= 4 && !/[.!?]$/.test(last);
            if (col === 0 && lastCol > 0 && splitCells(line.raw).length === 1 && (JOINING_END.test(last) || proseGoesOn)) col = lastCol;
            // A word broken at its hyphen ("Orton-" / "Gillingham") is joined without a space.
            const before = merged[col] ?? "";
            merged[col] = /[A-Za-z]-$/.test(before) ? `${before}${cell}` : `${before} ${cell}`.trim();
          }
        }
        cells.splice(0, cells.length, ...merged);
      }
      if (columns && columns.length === cells.length) {
        name = stripListMarker(stripCheckbox(cells[nameColumn] ?? ""));
        // A name cell merged down from the row above (Word's vertical merge) is that row's service.
        if (!name && lastGrid) name = lastGrid.name;
        if (!name) continue;
        start(para, name, Math.max(0, text.indexOf(name)), "", true);
        const rec = current as ServiceRecord | undefined;
        if (!rec) continue;
        rec.columnar = true;
        lastGrid = rec;
        rec.detail = gridDetail(cells, columns, nameColumn, rec, columnTitles);
      } else start(para, name, offset, text.slice(text.indexOf(cells[1] ?? "")), true);
      continue;
    }
    const at = typedIndex(content);
    const bare = /^\d{1,3}$/.test(content.trim());
    if (at === 0 || bare) {
      if (current) {
        current.detail += bare && bareNumbersAreMinutes ? `  ${content.trim()} minutes` : `  ${content}`;
        current.tabular = current.tabular || !/[.;]$/.test(content);
        current.extraParas.push(para);
      }
      continue;
    }
    if (!listed && /^[a-z]/.test(content) && current) {
      current.detail += ` ${content}`;
      current.extraParas.push(para);
      continue;
    }
    const next = paras[i + 1];
    if (current && next && !listed && typedIndex(`${content} ${next.text}`) === 0) {
      // A provider or location cell that wrapped ("Special Education" / "Teacher").
      current.detail += `  ${content} ${next.text}`;
      current.tabular = true;
      current.extraParas.push(para, next);
      i++;
      continue;
    }
    if (receivedService(content)) {
      // "Nora will receive specially designed instruction in reading in the resource room for thirty
      // minutes, five times per week": the service is what the student receives; the amount, place
      // and provider are read from the rest of its sentence. Each such sentence is a service.
      for (const span of sentenceSpans(content)) {
        const sentence = content.slice(span.start, span.end);
        const received = receivedService(sentence);
        if (!received) continue;
        const detail = received.amountFirst ? sentence : sentence.slice(received.at + received.length);
        start(para, received.name, offset + span.start + received.at, detail, false);
      }
      continue;
    }
    const name = trimPunctuation(Number.isFinite(at) ? content.slice(0, at) : content);
    const rest = Number.isFinite(at) ? content.slice(at) : "";
    // A note above the grid ends in a full stop ("The school runs a 6-day rotating schedule."): a
    // sentence, not a name cell that wrapped (ADR 0085).
    if (current && !listed && !isComplete(current, planCycleDays) && !current.detail.trim() && !/[.!?]$/.test(current.para.text.trim())) {
      // A name cell that wrapped onto a second line ("Specialized Academic" / "Instruction (Writing)").
      current.name = `${current.name} ${name}`;
      current.detail = rest;
      current.extraParas.push(para);
      continue;
    }
    start(para, name, offset, rest, Number.isFinite(at) && at > 0 && !/[.;]$/.test(content));
  }
  return records;
}

// A service stated as what the student receives ("Nora will receive …", "The student will be provided
// with …", "Marcus receives …"): the service is the phrase after the verb, up to where its place,
// amount, provider or purpose begins.
const RECEIVES_RE =
  /^(?:[Tt]he\s+(?:student|child)|[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,2})\s+(?:will\s+(?:continue\s+to\s+)?(?:receive|be\s+provided(?:\s+with)?|be\s+given|get|attend|participate\s+in)|receives|is\s+provided(?:\s+with)?|shall\s+receive)\s+(?:(?:a|an|the)\s+)?/;
const SERVICE_PHRASE_END = new RegExp(
  String.raw`\s+(?:in\s+(?:the|a|an|his|her|their)\b|for\b|by\b|from\b|at\b|with\b|during\b|on\b|each\b|every\b|per\b|to\s+(?:address|support|work|improve|help)\b|(?:\d|${NUMBER_WORD_RE}|once|twice|daily|weekly|monthly|twenty|thirty|forty|fifty|sixty|ninety)\b)|[,(;.:]`,
  "i",
);

function receivedService(content: string): { name: string; at: number; length: number; amountFirst: boolean } | undefined {
  const m = RECEIVES_RE.exec(content);
  if (!m) return undefined;
  // "… receives 30 minutes per week of speech therapy": the amount comes first, the service after "of".
  const amountFirst = AMOUNT_OF_RE.exec(content.slice(m[0].length));
  const at = m[0].length + (amountFirst?.[0].length ?? 0);
  const after = content.slice(at);
  const typed = typedIndex(after);
  const end = Math.min(SERVICE_PHRASE_END.exec(after)?.index ?? after.length, Number.isFinite(typed) ? typed : after.length);
  const name = trimPunctuation(after.slice(0, end));
  // A name that says nothing of a service ("a social skills group") still is one when the sentence gives its amount.
  if (!name || name.split(/\s+/).length > 10 || (!SERVICE_NAME_RE.test(name) && !MINUTES_RE.test(digitsForWords(after)))) return undefined;
  return { name: capitalizeFirst(name), at, length: name.length, amountFirst: Boolean(amountFirst) };
}
const AMOUNT_OF_RE = /^[^.]{0,60}?\b(?:minutes?|mins?|hours?|hrs?|sessions?)\b[^.]{0,40}?\bof\s+(?!\d|one\b|two\b|three\b|four\b|five\b|ten\b|fifteen\b|twenty|thirty|forty|fifty|sixty)(?:(?:a|an|the)\s+)?/i;

// "20 minutes per week individually, plus 15 minutes per month of consultation …" is two services.
const SPLIT_ADDITIONAL = /,?\s*(?:\bplus\b|\band\s+an\s+additional\b|\bin\s+addition\s+to\b|;\s*and\b|\band\b)\s+(?=\d{1,3}\s*(?:minutes?|mins?|hours?|hrs?)\b)/gi;

// A PDF cell whose words ran up to the next column's leaves that column's provider letters glued to the
// name ("Speech-Language TherapySLP"): a word never turns to capitals at its end (ADR 0092, round B).
const GLUED_ROLE = /^(.{3,}[a-z])(SLP|SLPA|OTR|COTA|OT|PT|PTA|BCBA|TVI)$/;

function toServices(r: ServiceRecord, planCycleDays: number | undefined): Service[] {
  // A sentence's subject is the service: "Speech therapy is provided 30 minutes …" names "Speech therapy".
  const written = normalizeWs(stripListMarker(stripCheckbox(r.name)))
    .replace(/[\s:([–—-]+$/, "")
    .replace(/\s+(?:is|are|will\s+be|shall\s+be)\s+(?:provided|delivered|given|offered|received|scheduled)(?:\s+(?:for|at|in|on))?$/i, "");
  const glued = r.tabular && !r.fields.provider ? GLUED_ROLE.exec(written) : null;
  const name = glued?.[1] ?? written;
  if (glued?.[2]) r.fields.provider = glued[2];
  if (!name || (ESY_RE.test(name) && !r.tabular) || NONE_RE.test(r.detail.trim()) || isHeaderVocabulary(name)) return [];
  // A line in capitals with nothing after it ("A. SPECIALLY DESIGNED INSTRUCTION") names a part of the
  // form, not a service.
  const letters = name.replace(/[^A-Za-z]/g, "");
  if (!r.detail.trim() && !r.fields.provider && !r.fields.location && r.extraParas.length === 0 && letters.length > 3 && letters === letters.toUpperCase()) return [];
  // "Time outside the general education classroom: 200 minutes per week" is the placement (LRE), not a service.
  if (LRE_TIME_RE.test(name)) return [];
  const pieces = r.detail.split(SPLIT_ADDITIONAL);
  const out: Service[] = [];
  pieces.forEach((piece, i) => {
    const p = parseDetail(piece, r.tabular, planCycleDays);
    let serviceName = name;
    if (i > 0) {
      const of = /^(?:of|for)\s+(.+?)(?:[.;]|$)/i.exec(p.tail);
      serviceName = of?.[1] ? capitalizeFirst(trimPunctuation(of[1])) : name;
      if (of) p.setting = undefined;
    } else if (name.split(/\s+/).length <= 2) {
      // "Consult: 15 minutes per month with the classroom teacher to …"
      const between = /^(?:between|with)\s+(.+?)(?=\s+(?:to|for|in order to|regarding)\b|[,.;]|$)/i.exec(p.tail);
      // "with the school counselor" names who provides it; "with the classroom teacher" whom a consult is with.
      const provider = between?.[1] && roleIn(between[1]) && !/\bconsult/i.test(name) ? between[1] : undefined;
      if (provider) p.provider ??= provider.replace(/^(?:the|a|an)\s+/i, "");
      else if (between) serviceName = `${name} ${between[0].trim()}`;
    }
    if (r.fields.provider) p.provider = r.fields.provider;
    if (r.fields.location) p.location = r.fields.location;
    if (r.fields.setting) p.setting = r.fields.setting;
    if (p.minutes === undefined && p.per === undefined && !SERVICE_NAME_RE.test(serviceName)) return;
    if (/transportation/i.test(serviceName) && p.minutes === undefined) return;
    // "School District Cycle: 5 day cycle" describes the schedule, not a service.
    if (/\b(?:cycle|schedule)\b/i.test(serviceName) && p.minutes === undefined) return;
    const svc: Service = {
      page: pageAt(r.para, r.nameOffset),
      quote: quoteOf(r.para, r.nameOffset),
      name: serviceName,
    };
    if (r.extraParas.length > 0) {
      svc.quote = normalizeWs([r.para, ...r.extraParas].map((x) => x.text).join(" ")).slice(0, 600);
    }
    if (p.minutes !== undefined) svc.minutesPerSession = p.minutes;
    if (p.sessions !== undefined) svc.sessions = p.sessions;
    if (p.per) svc.per = p.per;
    if (p.minutes !== undefined && p.sessions !== undefined && p.per) {
      svc.minutesPerWeek = minutesPerWeek(p.minutes, p.sessions, p.per, p.periodWeeks);
    }
    if (p.frequency) svc.frequency = p.frequency;
    if (p.periodWeeks) svc.periodWeeks = p.periodWeeks;
    if (p.amount) svc.amount = p.amount;
    // Read from a table's columns, its own label or labelled fields: high; from a sentence: medium.
    svc.confidence = r.tabular || r.extraParas.length > 0 || r.columnar ? "high" : "medium";
    if (p.provider) svc.provider = p.provider;
    if (p.location) svc.location = p.location;
    if (p.setting) svc.setting = p.setting;
    if (p.startDate) svc.startDate = p.startDate;
    if (p.endDate) svc.endDate = p.endDate;
    out.push(svc);
  });
  return out;
}

export function extractServices(doc: Doc): Service[] {
  const planCycleDays = planCycleOf(doc);
  // Headings are skipped, except a table's header row, whose cells name the columns. Supports for
  // school personnel given as time with the student's teachers ("Consultation: case manager with general
  // education teachers   15 min   Weekly") are scheduled like any service, and the extended school
  // year's own grid ("ESY Service   Freq.   Duration …") lists services too; a support or an ESY line
  // without an amount of time (training, the ESY decision) is not one (docs/decisions/0078). They are
  // read in one pass with the services, so a grid's header above them still names their columns.
  const gridParas = doc.paras.filter((p) => {
    const cells = splitCells(p.lines[0]?.raw ?? "").length;
    if (p.section === "services") return !p.heading || cells >= 3;
    // A support given as time may be a line of its own ("Occupational therapy consultation … 1 time per month
    // 30 minutes", ADR 0079) or a grid row.
    if (p.section === "staff-supports") return !p.heading || cells >= 3;
    return p.section === "esy" && cells >= 3;
  });
  const paras = gridParas.filter((p) => p.section === "services");
  const found = collectRecords(gridParas, planCycleDays).flatMap((r) => {
    const services = r.tabular ? toServices(r, planCycleDays).map((svc) => withDeliveryOfPart(svc, partTitle(doc, r.para))) : toServices(r, planCycleDays);
    if (r.para.section === "services") return services;
    return services.filter((s) => s.minutesPerSession !== undefined && (r.para.section === "esy" || /\bconsult/i.test(s.name)));
  }).map(withProvider);
  // A plan written as prose ("Maya will receive speech-language therapy twice weekly for 30 minutes. She
  // will also receive occupational therapy once a month …"): each sentence that gives a service is one.
  toldApartBySetting(found);
  const prose = proseServices(paras, planCycleDays);
  // A grid's code column ("330 | Specialized Academic Instruction") is not part of the name (ADR 0080).
  const listed = found.filter((s) => !aboutAService(s) && !saysWhatTimeIs(s) && !NOTE_NAME.test(s.name.trim())).map((s) => (/^\d{3}\s+[A-Z]/.test(s.name) ? { ...s, name: s.name.replace(/^\d{3}\s+/, "") } : s));
  if (prose.length === 0) return listed;
  const covered = (s: Service) => prose.some((x) => x.page === s.page && (s.quote.includes(x.quote.slice(0, 40)) || x.quote.includes(s.quote.slice(0, 40))));
  const kept = listed.filter((s) => !(/\b(?:will|shall)\b|\breceives?\b/i.test(s.name) && covered(s)));
  return [...kept, ...prose.filter((x) => !kept.some((s) => sameService(s, x)))];
}

/** The title of the grid part a row is listed under ("Consultation Services"), the nearest one above it. */
function partTitle(doc: Doc, para: Para): string | undefined {
  for (let k = para.index - 1; k >= Math.max(0, para.index - 12); k--) {
    const p = doc.paras[k];
    if (p?.heading && TABLE_TITLE_RE.test(p.text.trim())) return p.text.trim();
  }
  return undefined;
}

/**
 * A row listed under a part that names how it is delivered ("Consultation Services", "Indirect
 * Services") is that kind of service: its name says so when the row's own name does not
 * ("Occupational Therapy (consultation)"; ADR 0082).
 */
function withDeliveryOfPart(svc: Service, title: string | undefined): Service {
  const kind = title ? /^(consultation|indirect)\b/i.exec(title)?.[1]?.toLowerCase() : undefined;
  if (!kind || new RegExp(String.raw`\b${kind.slice(0, 7)}`, "i").test(svc.name)) return svc;
  return { ...svc, name: `${svc.name} (${kind})` };
}

/**
 * Rows of one service told apart by their setting ("Specialized Instruction" in general education and
 * outside it) are named with it, so each is its own line in the ledger (ADR 0082). Rows told apart
 * only by their room keep the one name (a name cell merged over them).
 */
const LRE_SETTING_RE = /\b(?:general|regular)\s+(?:education|class(?:room)?)\b|\bseparate\s+(?:class(?:room)?|school|setting)\b|\bself-contained\b/i;
function toldApartBySetting(services: Service[]): void {
  const byName = new Map<string, Service[]>();
  for (const s of services) byName.set(s.name.toLowerCase(), [...(byName.get(s.name.toLowerCase()) ?? []), s]);
  for (const group of byName.values()) {
    if (group.length < 2) continue;
    const where = group.map((s) => s.setting ?? (s.location && LRE_SETTING_RE.test(s.location) ? s.location : undefined));
    if (where.some((w) => !w) || new Set(where.map((w) => w?.toLowerCase())).size !== group.length) continue;
    group.forEach((s, k) => {
      s.name = `${s.name} (${where[k]})`;
    });
  }
}

/**
 * A sentence about a service, not a service: "Occupational therapy services end on 10/06/2026: …",
 * "Speech-Language Therapy is provided by Ms. Fontenot on Tuesdays" — no amount of time, and its "name"
 * is a clause (ADR 0080). Read as a service it would keep an ended service in the plan. "Services run on a six
 * day cycle." says which cycle the services follow: no amount of time, a clause for a name (ADR 0090).
 */
function aboutAService(s: Service): boolean {
  return s.minutesPerSession === undefined && s.minutesPerWeek === undefined && /\s(?:is|are|was|were|will|shall|end(?:s|ed)?|beg[ia]ns?|start(?:s|ed)?|stop(?:s|ped)?|continues?|run(?:s)?|follows?)\s|\bprovided by\b|\bdiscontinued\b/i.test(s.name);
}

// "Explanation of changes: speech is reduced from 2 x 30 to 1 x 30 minutes weekly …", "Change in services: …", "Service notes: …",
// "Rationale: …": a labelled note under the grid explains the services; the minutes it names are the
// services' own, not another service (ADR 0090).
const NOTE_NAME =
  /^(?:(?:service|provider|team|additional)\s+)?(?:explanation|reasons?|rationale|justification|comments?|notes?|basis|summary|description)(?:\s+(?:of|for)\s+(?:the\s+)?(?:changes?|services?|decision|amendment|revisions?))?$|^(?:changes?|revisions?)\s+(?:made|explained|(?:in|to)\s+(?:the\s+)?services?|from\s+(?:the\s+)?(?:last|previous|prior)\s+iep)$/i;

/**
 * A note under a grid that says how long a unit of the school's time is ("The school runs a six-day
 * rotation; one class period is 55 minutes", "Each block lasts 80 minutes"): its "name" is a clause that
 * ends in the verb before the minutes, so it is no service (ADR 0090).
 */
function saysWhatTimeIs(s: Service): boolean {
  return /\s(?:is|are|was|were|equals?|lasts?|runs?)$/i.test(s.name.trim());
}

/**
 * A service the prose reading finds again is not read twice: the record has its name, or it is on the
 * same page with the same minutes a session and either reads the same sentence (its name cut where its
 * place or amount starts) or names it more narrowly ("Specially designed instruction in reading" for the
 * prose's "specially designed instruction"). One rule (ADR 0081: it was two that overlapped).
 */
function sameService(s: Service, x: Service): boolean {
  const a = s.name.toLowerCase();
  const b = x.name.toLowerCase();
  if (a === b) return true;
  const sameSentence = x.quote.includes(s.quote.slice(0, 40)) || s.quote.includes(x.quote.slice(0, 40));
  return s.page === x.page && s.minutesPerSession === x.minutesPerSession && (sameSentence || a.startsWith(`${b} `));
}

// "Speech and language (provided by Priya Ramanathan, CCC-SLP; …)", "OT consultation (Jolene Baskins, OTR/L)":
// the provider named in brackets after the service is not part of its name.
const PROVIDED_BY = /\s*\((?:(?:provided\s+)?by\s+([^;,)]+)|([A-Z][a-z'-]+(?:\s+[A-Z][a-z'.-]+){1,2})(?:,\s*[A-Z][A-Za-z/-]+[^)]*\)?|$))[^)]*\)?\s*$/;

// "Counseling (School Psychologist)", "Reading (Special Ed. Teacher)": a grid headed "Service (Provider)"
// writes the provider's role in brackets after the service (ADR 0090, round B).
const ROLE_IN_BRACKETS = /\s*\(([^()]{2,60})\)\s*$/;
const ROLE_NOUN = /\b(?:teachers?|psychologist|specialist|therapist|pathologist|counsel(?:l)?or|social\s+worker|nurse|aide|paraprofessional|interventionist|analyst|audiologist|case\s+manager)\b/i;

function withProvider(s: Service): Service {
  const m = PROVIDED_BY.exec(s.name);
  if (!m || m.index === 0) {
    const role = ROLE_IN_BRACKETS.exec(s.name);
    if (!role?.[1] || role.index === 0 || !(ROLE_NOUN.test(role[1]) || ROLE_ACRONYMS.test(role[1]))) return s;
    return { ...s, name: s.name.slice(0, role.index), provider: s.provider ?? role[1].trim() };
  }
  const person = (m[1] ?? m[2] ?? "").trim();
  const provider = s.provider && !m[0].includes(s.provider) ? s.provider : person;
  return { ...s, name: s.name.slice(0, m.index), provider };
}

const PROSE_SERVICE = [
  /\b(?:will|shall)\s+(?:also\s+|continue\s+to\s+)?(?:receive|get|be\s+given|participate\s+in)\s+(?<name>[a-z][a-z/&' -]{2,60}?(?:therapy|instruction|counseling|counselling|consultation|consult|support|services?|intervention|tutoring|social\s+work))\b(?<detail>[^.;]*)/i,
  /^(?<name>[A-Z][A-Za-z/&' -]{2,60}?(?:therapy|instruction|counseling|counselling|consultation|support|services?|intervention|tutoring|social\s+work))\s+(?:will|shall)\s+be\s+(?:provided|delivered|given|offered)\b(?<detail>[^.;]*)/,
];

function proseServices(paras: Para[], planCycleDays: number | undefined): Service[] {
  const out: Service[] = [];
  for (const para of paras) {
    if (para.heading || splitCells(para.lines[0]?.raw ?? "").length >= 2) continue;
    for (const span of sentencesOf(para)) {
      const sentence = para.text.slice(span.start, span.end).trim();
      for (const re of PROSE_SERVICE) {
        const m = re.exec(sentence);
        if (!m?.groups?.name) continue;
        const p = parseDetail(m.groups.detail ?? "", false, planCycleDays);
        if (p.minutes === undefined || !p.per) break;
        const at = span.start + (para.text.slice(span.start).indexOf(sentence) || 0);
        const svc: Service = { page: pageAt(para, at), quote: quoteOf(para, at, at + sentence.length), name: capitalizeFirst(normalizeWs(m.groups.name)), minutesPerSession: p.minutes, confidence: "medium" };
        if (p.sessions !== undefined) {
          svc.sessions = p.sessions;
          svc.minutesPerWeek = minutesPerWeek(p.minutes, p.sessions, p.per, p.periodWeeks);
        }
        svc.per = p.per;
        if (p.frequency) svc.frequency = p.frequency;
        if (p.periodWeeks) svc.periodWeeks = p.periodWeeks;
        if (p.location) svc.location = p.location;
        if (p.setting) svc.setting = p.setting;
        out.push(svc);
        break;
      }
    }
  }
  return out;
}

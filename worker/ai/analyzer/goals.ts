// Annual goals in the layouts IEP forms use: "Goal 1 (Reading): By …", "Goal 2 - Decoding:" with
// labelled fields below it, "Annual Goal: …" followed by a table of short-term objectives whose
// evaluation columns were flattened onto the same lines, and two-column tables where each label
// ("Baseline") sits on its own line above its value. Progress reports add a status per goal.
import { pageAt, quoteOf, sentencesOf, type Doc, type Para } from "./document.ts";
import { parseDate } from "./dates.ts";
import {
  BULLET_RE,
  capitalizeFirst,
  GOAL_PREFIX,
  NUMBERED_RE,
  NUMBER_WORD_RE,
  contentTokens,
  headerCells,
  isHeaderVocabulary,
  isTitleLike,
  normalizeWs,
  sentenceSpans,
  splitCells,
  splitLabel,
  stripListMarker,
  trimPunctuation,
} from "./text.ts";
import type { Goal } from "./types.ts";

type Field =
  | "description"
  | "area"
  | "baseline"
  | "criterion"
  | "measurement"
  | "schedule"
  | "objectives"
  | "progress"
  | "note"
  | "data"
  | "target"
  | "number"
  | "date"
  | "ignore";

const FIELD_LABELS: Array<[RegExp, Field]> = [
  // "Long-Term Goal", "IEP Goal", "Annual Goal Statement", "Goal Description" (ADR 0081).
  [/^(?:(?:measurable\s+)?(?:annual|long[- ]term|long[- ]range|iep)\s+)?(?:measurable\s+)?goal(?:\s+(?:statement|description|text))?$/i, "description"],
  [
    // "Skill Area / Goal: Work Completion" names the goal's area (ADR 0081).
    /^(?:(?:goal|content|skill|need|focus|curriculum|academic|instructional|subject|functional|performance)\s+area|area(?:\s+of\s+(?:need|concern|focus|instruction))?|(?:goal\s+)?domain|subject|(?:specific\s+)?goal\s+focus|area\s+addressed)(?:\s*\/\s*(?:goal|domain))?$/i,
    "area",
  ],
  [
    // Any present-level label is the baseline's: "Present Performance", "Present Level of Educational
    // Performance", "Current Level of Functioning", "Baseline Data", "Current Performance" (ADR 0082).
    /^(?:baseline(?:\s+(?:data|performance|level|measure))?|(?:present|current)\s+(?:levels?|performance|functioning|skills?)(?:\s+of\s+(?:(?:educational|academic|functional)\s+)?(?:performance|functioning|achievement))?|current\s+performance\s+levels?|current\s+data|plaafp|plep|plop|starting\s+point)$/i,
    "baseline",
  ],
  // "Criteria for Success", "Success Criteria", "Criterion for Mastery" (ADR 0092, round B).
  [
    /^(?:criteria|criterion|mastery(?:\s+criteri(?:a|on))?|(?:measurable|performance|evaluation|success)\s+criteri(?:a|on)|criteri(?:a|on)\s+(?:for|of)\s+(?:success|mastery|attainment))$/i,
    "criterion",
  ],
  [
    /^(?:progress\s+monitoring|evaluation|evaluation\s+(?:method|methods|procedures?|tools?)|methods?\s+of\s+(?:measurement|evaluation|measuring)|how\s+(?:progress\s+)?(?:will\s+be\s+)?measured|how\s+progress\s+will\s+be\s+measured|measured\s+by|data\s+collection|assessment\s+method|measurement)$/i,
    "measurement",
  ],
  [/^(?:evaluation\s+schedule|schedule|frequency(?:\s+of\s+(?:measurement|monitoring))?|monitoring\s+schedule)$/i, "schedule"],
  [
    // "STO 1" (short-term objective), as some state forms number them (ADR 0081); "Benchmarks and
    // Short-Term Objectives" in either order (ADR 0082).
    /^(?:short[- ]term\s+(?:instructional\s+)?objectives?|(?:instructional\s+)?objectives?|benchmarks?|stos?|(?:short[- ]term\s+)?(?:objectives?|benchmarks?)\s*(?:\/|or|and|&)\s*(?:short[- ]term\s+)?(?:objectives?|benchmarks?))(?:\s*#?\s*(?:\d{1,2}(?:[a-z]|\.\d{1,2}|\s*[.-]\s*[A-Za-z])?|[A-Z]))?$/i,
    "objectives",
  ],
  [
    // "Code: AP (Adequate Progress)" under a report's goal is its mark (ADR 0086).
    /^(?:progress(?:\s+(?:code|status|rating|toward(?:s)?\s+(?:the\s+)?goal|made|this\s+period|summary))?|status|goal\s+status|rating|code)$/i,
    "progress",
  ],
  [/^(?:(?:data\s*\/\s*)?comments?|notes?|teacher\s+comments?|progress\s+notes?|narrative)$/i, "note"],
  // A progress report's column of what was measured this period ("Data this period", "Current data"): the
  // report's measure of the goal, written before its comments (ADR 0090).
  [/^(?:(?:progress\s+)?data\s+(?:this|for\s+(?:the|this))\s+(?:period|quarter|term|trimester|semester|report(?:ing\s+period)?)|(?:latest|recent)\s+(?:data|results?)|performance\s+this\s+period|progress\s+data)$/i, "data"],
  [/^(?:target\s+date|mastery\s+date|date\s+of\s+mastery|anticipated\s+(?:mastery|completion)\s+date)$/i, "target"],
  [/^(?:goal\s*(?:#|no\.?|number)?|#|no\.?)$/i, "number"],
  [/^(?:date|date\s+(?:reported|recorded|of\s+(?:report|progress))|progress\s+date|report\s+date)$/i, "date"],
  [/^(?:responsible|person\s+responsible|responsible\s+staff|provider|staff\s+responsible|service\s+area|related\s+service)$/i, "ignore"],
  // The need a goal answers, in its own row above the goal ("Disability-related need"), is not the goal.
  [/^(?:(?:disability[- ]related|identified|student(?:'s)?|priority)\s+)?needs?(?:\s+addressed)?$/i, "ignore"],
];

function fieldOf(label: string): Field | undefined {
  // "Evaluation Method(s)" is "Evaluation Methods".
  const l = normalizeWs(label).replace(/\(s\)/gi, "s").replace(ROW_TAG, "");
  for (const [re, f] of FIELD_LABELS) if (re.test(l)) return f;
  // "Present Level of Performance (Baseline)": a label with an aside in parentheses is the label
  // without it, or else the aside ("Current Data (Baseline)").
  const aside = /^(.+?)\s*\(([^)]{2,40})\)$/.exec(l);
  if (aside?.[1] && aside[2]) return fieldOf(aside[1]) ?? fieldOf(aside[2]);
  // "Present Level / Baseline", "Baseline / Current Performance": two names of one field joined by a
  // slash are that field (a slash between two fields, "Schedule / Method", names neither).
  const parts = l.split(/\s*\/\s*/);
  if (parts.length === 2 && parts.every((p) => p.length >= 3)) {
    const [a, b] = parts.map((p) => fieldOf(p));
    if (a && a === b) return a;
  }
  return undefined;
}

/** A row tag before a label ("[G2] Domain: …", "[3] Baseline: …") numbers the row; the label is what follows. */
const ROW_TAG = /^\[[A-Za-z]{0,4}\s*\d{1,2}\]\s*/;

const GOAL_HEAD = new RegExp(
  String.raw`^${GOAL_PREFIX}goal\b(?!\s+(?:areas?|statement|status|domain|bank|setting)\b)\s*(?:#\s*:?\s*|no\.\s*:?\s*|number\s*:\s*|number\s+)?(\d{1,2}|[A-Z](?![a-z]))?\b\s*(?:of\s+\d{1,2}\b\s*)?(?:\(([^)]{1,60})\))?\s*([:.\-–—,])?\s*`,
  "i",
);

/**
 * "#1  READING FLUENCY", "2. MATH CALCULATION": a goal's number and its area in capitals, alone on a line of the
 * goals section, open that goal; its "Baseline:" and "Goal:" lines follow (ADR 0092, round B).
 */
function numberedAreaHeading(text: string): GoalHeader | undefined {
  const m = /^(?:#\s*|no\.\s*)?(\d{1,2})[.)]?\s+([A-Z][A-Z/&' -]{2,50}[A-Z])$/.exec(text.trim());
  return m ? { number: m[1], area: areaCase(m[2]!), rest: "", restOffset: text.length } : undefined;
}

/** "READING COMPREHENSION" → "Reading Comprehension": an area printed in capitals reads as a name. */
function areaCase(area: string): string {
  const letters = area.replace(/[^A-Za-z]/g, "");
  if (letters.length < 3 || letters !== letters.toUpperCase()) return area;
  return area.toLowerCase().replace(/(^|[\s/(-])([a-z])/g, (_m, p: string, c: string) => p + c.toUpperCase());
}

interface GoalHeader {
  number?: string;
  area?: string;
  rest: string;
  restOffset: number;
}

function parseGoalHeader(text: string): GoalHeader | undefined {
  const t = text.replace(BULLET_RE, "");
  const m = GOAL_HEAD.exec(t);
  if (!m) return undefined;
  const [, number, paren, sep] = m;
  if (!number && !paren && !sep) return undefined;
  // "Goal." ends a sentence; "Goal: " and "Goal 1" open a goal.
  if (!number && !paren && (sep === "." || sep === ",")) return undefined;
  // "Annual Goal (Area: Math)": the aside is a labelled field; its value is the area.
  const asideLabel = paren ? splitLabel(paren.trim()) : undefined;
  let area = asideLabel && fieldOf(asideLabel.label) === "area" ? asideLabel.value : paren?.trim();
  let rest = t.slice(m[0].length);
  let restOffset = text.length - t.length + m[0].length;
  const label = splitLabel(rest);
  if (!area && label && fieldOf(label.label) === "area") {
    // "Goal #1   Area of Need: Articulation"
    area = splitCells(label.value)[0] ?? label.value;
    restOffset += rest.length;
    rest = "";
  } else if (!area && label && !/\bwill\b/i.test(label.label) && label.label.split(/\s+/).length <= 6) {
    area = label.label;
    restOffset += rest.length - label.value.length;
    rest = label.value;
  } else if (!area && rest && isTitleLike(rest.replace(/\s*\([^()]{1,40}\)\s*$/, ""), 5) && !/\bwill\b/i.test(rest)) {
    // "Goal 3 | Speech – Expressive Language (Narrative Retell)": a bracketed aside after the title is part of
    // the area, never a reason to read the title as the goal's text (ADR 0090, last classes of round B).
    area = rest.replace(/[:\s]+$/, "");
    restOffset += rest.length;
    rest = "";
  } else if (!area && number && (sep === "," || sep === "-" || sep === "–" || sep === "—")) {
    // "Goal 1, Reading Fluency. Maya now reads …": the area, then the text.
    const named = /^([A-Z][A-Za-z/&' -]{2,50}?)[.:]\s+/.exec(rest);
    if (named?.[1] && isTitleLike(named[1], 5) && !/\bwill\b/i.test(named[1])) {
      area = named[1].trim();
      restOffset += named[0].length;
      rest = rest.slice(named[0].length);
    }
  }
  const answer = withoutFormQuestions(rest);
  restOffset += rest.length - answer.length;
  return { number, area: area ? areaCase(area) : area, rest: answer, restOffset };
}

interface Draft {
  number?: string;
  area?: string;
  header: Para;
  numbered: boolean;
  description: string;
  descPara?: Para;
  descOffset: number;
  baseline: string[];
  criterion: string[];
  measurement: string[];
  schedule: string[];
  objectives: string[];
  progress: string[];
  note: string[];
  /** A progress report's measure this period, from its own column. */
  data: string[];
  target: string[];
  date: string[];
  /** Read from a goal table's columns (each field under its own column header). */
  fromTable?: boolean;
  /** Opened by an area label ("Goal Area: Math") that comes before the goal's own label. */
  areaOpened?: boolean;
  field: Field;
  /** A label with no value on its line: the next paragraph is its value (flattened 2-column tables). */
  pending: boolean;
}

const SCHEDULE_TAIL =
  /(?:^|[\s,])(quarterly|weekly|monthly|daily|annually|bi-?weekly|ongoing|each (?:quarter|marking period|grading period|semester|trimester)|every \d{1,2} weeks|(?:\d|one|two|three|four) times (?:per|a) (?:week|month|year|quarter))\.?$/i;

function splitSchedule(cell: string): { rest: string; schedule?: string } {
  const m = SCHEDULE_TAIL.exec(cell.trim());
  if (!m || !m[1]) return { rest: cell.trim() };
  return { rest: cell.trim().slice(0, m.index).trim(), schedule: m[1] };
}

/** An objective row: its first column is the objective; the other columns are how/when it is evaluated. */
function readObjectiveRow(para: Para, value?: string): { objective: string; procedure: string[]; schedule: string[] } {
  const objective: string[] = [];
  const procedure: string[] = [];
  const schedule: string[] = [];
  para.lines.forEach((line, i) => {
    const cells = splitCells(i === 0 && value !== undefined ? value : line.raw);
    // A list number in a cell of its own ("1.<tab>Teodor will …") numbers the objective beside it.
    // So does an objective's number under its goal's ("1.1<tab>Using a planning sheet, …"; ADR 0086).
    if (cells.length >= 2 && /^(?:\(?\d{1,2}[.)]|\d{1,2}\.\d{1,2}\.?|\(?[a-z][.)]|[A-Z][.)])$/.test(cells[0] ?? "")) cells.splice(0, 2, `${cells[0]} ${cells[1]}`);
    // A line starting where the objective's first line starts (a value column of a label / value grid)
    // carries the objective on (ADR 0082).
    const firstIsObjective = i === 0 || line.indent < 12 || Math.abs(line.indent - (para.lines[0]?.indent ?? 0)) <= 2;
    cells.forEach((cell, j) => {
      if (j === 0 && firstIsObjective) {
        objective.push(cell);
        return;
      }
      if (isHeaderVocabulary(cell)) return;
      const { rest, schedule: s } = splitSchedule(cell);
      if (s) schedule.push(s);
      if (rest) procedure.push(rest);
    });
  });
  return { objective: stripListMarker(objective.join(" ")), procedure, schedule };
}

function newDraft(header: Para, h?: GoalHeader): Draft {
  return {
    number: h?.number,
    area: h?.area,
    header,
    // A header that names the goal by number or by area ("Annual Goal (Area: Math)") is filled by the
    // "Goal:" label below it.
    numbered: Boolean(h?.number ?? h?.area),
    description: "",
    descOffset: 0,
    baseline: [],
    criterion: [],
    measurement: [],
    schedule: [],
    objectives: [],
    progress: [],
    note: [],
    data: [],
    target: [],
    date: [],
    field: "description",
    pending: false,
  };
}

function setDescription(d: Draft, para: Para, text: string, offset: number): void {
  d.description = text;
  d.descPara = para;
  d.descOffset = offset;
}

// The questions some forms print above each answer ("What can the student currently do?") are the
// form's, not the child's: they are dropped from the start of a value.
const FORM_QUESTIONS = /^(?:(?:what|how|which|when|where|why|who|does|do|is|are|will|can)\b[^.?!]{0,200}\?\s*)+/i;

export function withoutFormQuestions(value: string): string {
  return value.replace(FORM_QUESTIONS, "");
}

/** Two or more words and no lower-case letter: a title, not a field's value. */
const IN_CAPITALS = /^(?=.*[A-Z]{2}.*\s+\S)[^a-z]+$/;

const NO_OBJECTIVES = /^(?:none|n\/?a|not\s+(?:required|applicable|needed))\b/i;

/** An objective says what the student will do in a few words at least; the form's "none", a lone number, a page's link row ("Print   Export") or a sentence about the form is none. */
function isObjective(text: string): boolean {
  // A sentence about the reports or the school's work after the last objective row is none (ADR 0090).
  return text.split(/\s+/).length >= 3 && !NO_OBJECTIVES.test(text) && !ABOUT_THE_FORM.test(text);
}

function addToField(d: Draft, field: Field, value: string, para: Para, offset: number): void {
  const v = withoutFormQuestions(value.trim());
  switch (field) {
    case "description":
      if (!d.description) setDescription(d, para, v, offset);
      else if (v) d.description = `${d.description} ${v}`;
      break;
    case "area":
      if (v) d.area = v;
      break;
    case "objectives":
      // "N/A", "none (not required)": the form's answer that there are none.
      if (v && !isHeaderVocabulary(v) && !NO_OBJECTIVES.test(v)) d.objectives.push(stripListMarker(v));
      break;
    case "ignore":
      break;
    case "number":
      if (v && !d.number) d.number = v.replace(/^#\s*/, "");
      break;
    case "date":
      if (v) d.date.push(v);
      break;
    default:
      if (v) d[field].push(v);
  }
}

const CHECKED_OPTION = /(?:\[\s*[xX✓✔]\s*\]|\(\s*[xX✓✔]\s*\)|[☒☑■])\s*([^[\]()☐☒☑□■]{2,80})/;
const STATUS_WORDS = /\b(?:progress|mastered|met|achieved|introduced|regress\w*|emerging|on track)\b/i;

// A measurable criterion always carries a number: a percentage, "4 of 5", a rate, a rubric score,
// a count of consecutive sessions. "Quarterly" or "independently" alone are not criteria.
const SIGNAL_RE = new RegExp(
  String.raw`\b\d+(?:\.\d+)?\s*(?:%|percent\b)|\b(?:\d+|${NUMBER_WORD_RE})\s+(?:out\s+)?of\s+(?:\d+|${NUMBER_WORD_RE})\b|\b\d+\s+(?:correct\s+)?(?:words|wcpm|cwpm|wpm|correct\s+words|digits\s+correct)\b|\b(?:scor(?:e|es|ing)|rubric)\b[^.;]{0,40}?\b\d|\b(?:\d+|${NUMBER_WORD_RE})\s+consecutive\b|\b\d+\s+(?:trials|opportunities|sessions|probes|samples|times|minutes?|seconds|steps|prompts|or\s+fewer|or\s+more)\b`,
  "i",
);

const MEASURED_BY = /,?\s+(?:as\s+measured\s+(?:by|through|using)|measured\s+by|as\s+determined\s+by|as\s+documented\s+(?:by|in|on)|according\s+to|based\s+on)\s+/i;
const QUALIFIER_BEFORE = /(?:at\s+least|no\s+(?:less|fewer)\s+than|a\s+minimum\s+of|at\s+or\s+above)\s*$/i;

function hasCriterionSignal(text: string): boolean {
  return SIGNAL_RE.test(text);
}

function sentenceEndAfter(text: string, from: number): number {
  for (const s of sentenceSpans(text)) if (s.end > from) return s.end;
  return text.length;
}

function deriveCriterion(desc: string): string | undefined {
  const will = /\bwill\b/i.exec(desc);
  const from = will ? will.index : 0;
  const after = SIGNAL_RE.exec(desc.slice(from));
  if (after) {
    let start = from + after.index;
    const q = QUALIFIER_BEFORE.exec(desc.slice(Math.max(0, start - 30), start));
    if (q) start -= q[0].length;
    let end = sentenceEndAfter(desc, start);
    const measured = MEASURED_BY.exec(desc.slice(start, end));
    if (measured) end = start + measured.index;
    return trimPunctuation(desc.slice(start, end)) || undefined;
  }
  if (will) {
    // "On 3 of 4 probes, Sam will …": the criterion leads the sentence.
    const before = SIGNAL_RE.exec(desc.slice(0, will.index));
    if (before) {
      const clauseEnd = desc.indexOf(",", before.index);
      return trimPunctuation(desc.slice(before.index, clauseEnd > 0 && clauseEnd < will.index ? clauseEnd : will.index));
    }
  }
  return undefined;
}

function deriveMeasurement(desc: string): string | undefined {
  const m = MEASURED_BY.exec(desc);
  if (!m) return undefined;
  const rest = desc.slice(m.index + m[0].length);
  const end = rest.search(/[.;](?:\s|$)/);
  return trimPunctuation(end >= 0 ? rest.slice(0, end) : rest) || undefined;
}

const FROM_TO =
  /\bfrom\s+(?:a\s+baseline\s+of\s+)?(\d+(?:\.\d+)?)\s*(%|percent)?\s+to\s+(\d+(?:\.\d+)?)\s*(%|percent)?\s*((?:[a-z/-]+\s+){0,5}?)(?=(?:with|in|on|across|over|by|as|when|during|given)\b|[,.;]|$)/i;

function deriveBaseline(desc: string): string | undefined {
  const paren = /\(\s*baseline\s*[:=-]?\s*([^)]{1,100})\)/i.exec(desc);
  if (paren?.[1]) return paren[1].trim();
  const m = FROM_TO.exec(desc);
  if (m?.[1]) {
    const unit = m[2] ?? m[4] ?? "";
    const words = (m[5] ?? "").trim();
    return normalizeWs(`${m[1]}${unit === "%" ? "%" : unit ? ` ${unit}` : ""} ${words}`);
  }
  return undefined;
}

const DOMAINS: Array<[string, RegExp]> = [
  // A passage and an inference are read: "answers 3 of 10 inference questions on fourth grade passages" is reading.
  ["Reading", /\bread(?:s|ing)?\b|fluency|decod\w*|comprehension|phonics|phonemic|\bwcpm\b|\bcwpm\b|\bpassages?\b|\binferenc\w*/gi],
  ["Writing", /\bwrit(?:e|es|ing|ten)\b|spelling|paragraphs?\b|essays?\b|composition|written expression|handwriting/gi],
  ["Math", /\bmath\w*|computation|calculation|arithmetic|fractions?\b|equations?\b|word problems?|number sense/gi],
  ["Communication", /\bspeech\b|articulation|\blanguage\b|communicat\w*|pragmatic|\/r\/|\bsounds?\b/gi],
  [
    "Social-emotional / behavior",
    /behavio\w*|attent\w*|concentrat\w*|feelings|self[- ]regulat\w*|coping|\bsocial\b|\bpeers?\b|on[- ]task|self[- ]monitor\w*|self[- ]management/gi,
  ],
  ["Study skills / organization", /study skills?|organi[sz]\w*|work habits|homework|assignments|executive function/gi],
  ["Self-advocacy", /self[- ]advoca\w*|request(?:s|ing)?\s+(?:an?\s+)?(?:accommodation|help|break)/gi],
  ["Motor", /fine motor|gross motor|motor skills/gi],
  ["Daily living", /daily living|self-care|hygiene|dressing|feeding/gi],
  ["Transition / vocational", /employment|vocational|career|job skills/gi],
];

function domainsOf(text: string): string[] {
  const scored: Array<{ name: string; count: number; first: number }> = [];
  for (const [name, re] of DOMAINS) {
    const hits = [...text.matchAll(re)];
    if (hits.length > 0) scored.push({ name, count: hits.length, first: hits[0]?.index ?? 0 });
  }
  scored.sort((a, b) => b.count - a.count || a.first - b.first);
  return scored.map((s) => s.name);
}

function inferArea(d: Draft): string | undefined {
  const top = domainsOf(`${d.description} ${d.objectives.join(" ")}`).slice(0, 2);
  return top.length > 0 ? top.join(", ") : undefined;
}

const GENERIC_AREA_WORDS = new Set(
  "reading read writing written math mathematics academic academics skills skill social behavior behavioral communication language speech functional".split(
    " ",
  ),
);

type Unit = "rate" | "percent" | "of" | "score";

function unitsOf(text: string): Set<Unit> {
  const u = new Set<Unit>();
  if (/\b(?:words?|wcpm|cwpm|wpm)\b[^.]{0,20}\bminute|\bwcpm\b|\bcwpm\b|\bwpm\b/i.test(text)) u.add("rate");
  if (/\d\s*(?:%|percent)/i.test(text)) u.add("percent");
  if (new RegExp(String.raw`\b(?:\d+|${NUMBER_WORD_RE})\s+(?:out\s+)?of\s+(?:\d+|${NUMBER_WORD_RE})\b`, "i").test(text)) u.add("of");
  if (/\b(?:rubric|score[sd]?)\b[^.]{0,30}\d/i.test(text)) u.add("score");
  return u;
}

interface LevelSentence {
  para: Para;
  start: number;
  end: number;
  text: string;
  domains: string[];
  units: Set<Unit>;
  tokens: Set<string>;
}

/** Measured statements from the present levels, which are where most forms put a goal's baseline. */
function presentLevelSentences(doc: Doc): LevelSentence[] {
  const out: LevelSentence[] = [];
  for (const para of doc.paras) {
    if (para.section !== "present-levels" || para.heading) continue;
    const label = splitLabel(para.text);
    const labelDomains = label ? domainsOf(label.label) : [];
    for (const s of sentencesOf(para)) {
      const text = para.text.slice(s.start, s.end);
      const units = unitsOf(text);
      if (units.size === 0) continue;
      const domains = labelDomains.length > 0 ? labelDomains : domainsOf(text);
      out.push({ para, start: s.start, end: s.end, text, domains, units, tokens: new Set(contentTokens(text)) });
    }
  }
  return out;
}

function linkBaseline(goal: Draft, levels: LevelSentence[]): LevelSentence | undefined {
  const goalText = `${goal.description} ${goal.criterion.join(" ")}`;
  const goalUnits = unitsOf(deriveCriterion(goal.description) ?? goalText);
  if (goalUnits.size === 0) return undefined;
  const areaDomains = goal.area ? domainsOf(goal.area) : [];
  const goalDomains = new Set(areaDomains.length > 0 ? areaDomains : domainsOf(goal.description).slice(0, 1));
  // Only the specific part of an area ("fluency" in "Reading fluency") tells sentences apart.
  const areaWords = new Set(contentTokens(goal.area ?? "").filter((w) => w.length > 3 && !GENERIC_AREA_WORDS.has(w)));
  const goalTokens = new Set(contentTokens(goal.description));
  let best: { s: LevelSentence; score: number } | undefined;
  for (const s of levels) {
    if (!s.domains.some((d) => goalDomains.has(d))) continue;
    const shared = [...s.units].filter((u) => goalUnits.has(u));
    if (shared.length === 0) continue;
    const tokens = s.tokens;
    let overlap = 0;
    for (const t of tokens) if (goalTokens.has(t)) overlap++;
    let score = overlap / (tokens.size + goalTokens.size - overlap || 1);
    score += shared.includes("rate") ? 2 : shared.length * 0.5;
    for (const w of areaWords) if (tokens.has(w)) score += 2;
    if (!best || score > best.score) best = { s, score };
  }
  return best?.s;
}

function baselineText(s: LevelSentence): string {
  const clause = s.text.split(/;\s+/).find((c) => unitsOf(c).size > 0) ?? s.text;
  const label = splitLabel(clause);
  return trimPunctuation(label && label.label.split(/\s+/).length <= 4 ? label.value : clause);
}

// A code is a number or up to four capitals, with a slash between letters too ("N/I" for not introduced; ADR 0085).
function legendOf(doc: Doc): Map<string, string> {
  const legend = new Map<string, string>();
  for (const para of doc.paras) {
    if (!/\b(?:codes?|key|legend)\b/i.test(para.text)) continue;
    // Letter codes ("SP = Sufficient progress") or number codes ("3 = Adequate progress").
    const re = /(?<![A-Za-z0-9])([A-Z](?:\/?[A-Z]){0,3}[+-]?|\d{1,2})\s*(?:=|–|—)\s*([A-Za-z][A-Za-z ,'/-]{2,60}?)(?=\s*(?:[;.]|\s{2}|,?\s+(?:[A-Z](?:\/?[A-Z]){0,3}[+-]?|\d{1,2})\s*(?:=|–|—)\s)|\s*$)/g;
    for (const m of para.text.matchAll(re)) if (m[1] && m[2]) legend.set(m[1], m[2].trim());
  }
  // A legend listed one code a line under its title ("Progress codes:" / "4 - Goal met" / "3 - Adequate
  // progress: goal expected to be met …"): each line's code and the words before any explanation (ADR 0079).
  let listed = false;
  for (const para of doc.paras) {
    // The title may name whose key it is in brackets ("PROGRESS KEY (Northgate district)"; ADR 0092).
    if (/\b(?:codes?|key|legend)\s*(?:\([^)\n]{1,60}\))?\s*:?\s*$/i.test(para.text) && para.text.length <= 100) {
      listed = true;
      continue;
    }
    // The words run to the line's end or its first stop, never cut inside a word ("… by the annual review"; ADR 0090).
    // A key line may list several codes, spaced apart ("GM = Goal Met        AP = Adequate Progress (…)"):
    // each entry is read on its own, so one code's words never run into the next code (ADR 0090).
    const entries = listed ? para.text.split(/\s{2,}(?=(?:[A-Z](?:\/?[A-Z]){0,3}[+-]?|\d{1,2})\s+[-–—=]\s)/) : [];
    const read = entries.map((entry) => /^\s*([A-Z](?:\/?[A-Z]){0,3}[+-]?|\d{1,2})\s+[-–—=]\s+([A-Za-z][^:;.]{2,120}?)(?=\s*[:;.]|\s*$)/.exec(entry) ?? /^\s*([A-Z](?:\/?[A-Z]){0,3}[+-]?|\d{1,2})\s+[-–—=]\s+([A-Za-z][^:;.]{2,60})/.exec(entry));
    const m = read[0];
    if (!m?.[1] || !m[2]) {
      listed = false;
      continue;
    }
    for (const e of read) if (e?.[1] && e[2] && !legend.has(e[1])) legend.set(e[1], e[2].trim());
  }
  return legend;
}

function resolveProgress(values: string[], legend: Map<string, string>): string | undefined {
  const v = values.join(" ").trim();
  if (!v) return undefined;
  const code = /^([A-Z](?:\/?[A-Z]){0,3}[+-]?|\d{1,2})\b\s*(?:[-–—:]\s*(.*))?$/.exec(v);
  if (code?.[1] && legend.has(code[1])) return `${legend.get(code[1])} (${code[1]})${code[2] ? ` — ${code[2]}` : ""}`;
  return v;
}

// A progress report's own words about a goal: "Progress: making sufficient progress" inside the narrative.
const INLINE_PROGRESS = /(?:^|[.;]\s+)(?:progress(?:\s+(?:code|status|rating))?|status)\s*:\s*([^.;]{3,120})/i;

export interface GoalOptions {
  /** The document is a progress report: text under a goal that states no goal ("X will …") is progress. */
  progressReport?: boolean;
}

/** "… Code: 3" at the end of a progress report's goal line. */
// The code may be followed by its legend words ("T3 code: 4 (Goal met)"; ADR 0082).
const LABELLED_CODE = /\b(?:progress\s+)?(?:code|rating|status|score)\s*:\s*([A-Z]{1,4}[+-]?|\d{1,2})\s*(?:\([^()]{1,80}\)\s*)?$/i;

// "ESY services will be described in the ESY section before …", "The transition plan will be reviewed at
// the next meeting": a sentence whose subject is the form, its services or the team's work says what the
// school will write or do; a goal says what the student will learn (ADR 0086).
// "Progress toward the annual goals will be reported to parents each quarter" is about the reports, and "The
// case manager will describe ESY services …" is the same sentence with a person as its subject: the school's
// work, not the student's (ADR 0090).
const ABOUT_THE_FORM =
  /^(?:the\s+)?(?:[\w/'’-]+\s+){0,3}(?:services?|section|plan|form|goals?|objectives?|information|details|decision|meeting|team|schedule|reports?)\s+will\s+be\s+(?:described|addressed|documented|determined|decided|discussed|reviewed|listed|written|developed|completed|added|updated|scheduled|held|provided|reported|sent|shared)\b|^progress\s+(?:toward|towards|on|in)\b[^.]{0,80}?\bwill\s+be\s+(?:reported|measured|monitored|shared|sent|reviewed|documented)\b|^(?:the\s+|a\s+|an\s+|each\s+|his\s+|her\s+|their\s+)?(?:(?:special|general|regular)\s+educat(?:ion|or)\s+)?(?:case\s+manager|(?:classroom\s+)?teachers?|special\s+educator|speech[- ](?:language\s+)?pathologist|therapist|coordinator|school\s+psychologist|counselou?r|social\s+worker|provider|iep\s+team|team|school|district|staff|principal|administrator)\s+will\s+(?:describe|write|document|review|send|share|report|decide|determine|discuss|schedule|meet|list|update|complete|develop|add|convene|notify|contact)\b/i;

/** A report's note on a goal: its measure this period, then its comments. */
function reportNote(d: Draft): string {
  return normalizeWs([...d.data.map((x) => (/[.!?]$/.test(x.trim()) ? x : `${x.trim()}.`)), ...d.note].join(" "));
}

function finish(d: Draft, levels: LevelSentence[], legend: Map<string, string>, opts: GoalOptions = {}): Goal | undefined {
  let description = normalizeWs(d.description);
  // A progress table's goal column that holds only the goal's number ("2", "#2") beside its area column
  // numbers the goal; it is no statement and no note (ADR 0090).
  const bareNumber = opts.progressReport && d.area ? /^(?:#\s*)?(\d{1,2})[.)]?$/.exec(description) : null;
  if (bareNumber?.[1]) {
    d.number ??= bareNumber[1];
    description = "";
  }
  if (opts.progressReport && d.progress.length === 0) {
    const code = LABELLED_CODE.exec(d.header.text)?.[1];
    if (code && legend.has(code)) d.progress.push(code);
  }
  if (opts.progressReport && !d.area) {
    // "Goal #1 Reading Fluency — AP (Adequate Progress). Elias read …": the goal's name, a dash, then the
    // report's code (resolved through the report's legend) and its words.
    const named = /^([A-Z][A-Za-z/&' -]{2,50}?)\s+[—–]\s+(\S.*)$/.exec(description);
    if (named?.[1] && named[2] && isTitleLike(named[1], 5) && !/\bwill\b/i.test(named[1])) {
      d.area = named[1].trim();
      description = named[2];
      const code = /^([A-Z]{1,4}[+-]?)(?![A-Za-z])/.exec(description)?.[1];
      if (code && legend.has(code) && d.progress.length === 0) d.progress.push(code);
    }
  }
  // A progress table's goal cell that only names the goal ("Goal 1 Articulation", "Reading Fluency"), its
  // code and comments in the columns beside it: the goal's number and area.
  let titledOnly = false;
  if (opts.progressReport && !d.area && d.progress.length > 0) {
    // "Goal 1 Articulation", or a table's bare number "1 Articulation" (ADR 0080).
    const titled = /^(?:(?:goal\s*(?:#|no\.?)?\s*)?(\d{1,2})\s*[:.,—–-]?\s*)?([A-Za-z][A-Za-z/&' -]{2,50})$/i.exec(description);
    if (titled?.[2] && isTitleLike(titled[2], 5) && !/\bwill\b/i.test(titled[2])) {
      if (titled[1]) d.number = titled[1];
      d.area = titled[2].trim();
      titledOnly = true;
    }
  }
  // A progress report that names each goal by its area and then reports on it ("Goal 1, Reading
  // Fluency. Maya now reads …") does not restate the goal: the text is the progress, not a goal
  // statement, a criterion or a baseline.
  const inline = opts.progressReport ? INLINE_PROGRESS.exec(description) : null;
  const narrative = inline ? description.slice(0, inline.index) : description;
  // "The team will meet to discuss …" in a report's note is the team's plan, not a goal statement (ADR 0079).
  if (opts.progressReport && d.area && description && !/\bwill\b/i.test(narrative.replace(/\b(?:the team|we|they|I|staff|the teacher)\s+will\b/gi, ""))) {
    if (inline?.[1] && d.progress.length === 0) d.progress.push(trimPunctuation(inline[1]));
    const before = inline ? description.slice(0, inline.index + (inline[0].match(/^[.;]\s+/)?.[0].length ?? 0)).trim() : description;
    const after = inline ? trimPunctuation(description.slice(inline.index + inline[0].length).replace(/^[.;]\s*/, "")) : "";
    const note = after ? `${before} ${capitalizeFirst(after)}.` : before;
    if (note && !titledOnly) d.note.unshift(note);
    const para = d.descPara ?? d.header;
    const goal: Goal = {
      page: pageAt(para, d.descOffset),
      quote: quoteOf(para, 0),
      description: `${d.number ? `Goal ${d.number}: ` : ""}${trimPunctuation(d.area)}`,
      area: trimPunctuation(d.area),
      objectives: [],
      confidence: "high",
    };
    if (d.number) goal.number = d.number;
    const progress = resolveProgress(d.progress, legend);
    if (progress) goal.progress = progress;
    goal.progressNote = reportNote(d);
    return goal;
  }
  // "Goal 1: Math Computation" then its checked box ("[X] Making adequate progress"): a report's goal named
  // only by its area, with its mark (ADR 0080).
  if (opts.progressReport && d.area && !description && d.progress.length > 0) {
    const progress = resolveProgress(d.progress, legend);
    const goal: Goal = { page: d.header.page, quote: quoteOf(d.header, 0), description: `${d.number ? `Goal ${d.number}: ` : ""}${trimPunctuation(d.area)}`, area: trimPunctuation(d.area), objectives: [], confidence: "high" };
    if (d.number) goal.number = d.number;
    if (progress) goal.progress = progress;
    const note = reportNote(d);
    if (note) goal.progressNote = note;
    return goal;
  }
  if (description.length < 8 || isHeaderVocabulary(description) || ABOUT_THE_FORM.test(description)) return undefined;
  const para = d.descPara ?? d.header;
  const goal: Goal = {
    page: pageAt(para, d.descOffset),
    quote: quoteOf(para, para === d.header ? 0 : d.descOffset),
    description,
    objectives: d.objectives.filter((o) => o.length > 2),
  };
  if (d.number) goal.number = d.number;
  // Found under a goal label or in a goal table's column: high; a sentence read as a goal because
  // of its shape (no label): medium. An area classified from the goal's words is marked inferred.
  goal.confidence = d.numbered || d.fromTable || d.header !== d.descPara || parseGoalHeader(d.header.text) ? "high" : "medium";
  if (d.area) goal.area = trimPunctuation(d.area);
  else {
    const inferred = inferArea(d);
    if (inferred) {
      goal.area = inferred;
      goal.areaInferred = true;
    }
  }
  const baseline = d.baseline.length > 0 ? trimPunctuation(normalizeWs(d.baseline.join(" "))) : deriveBaseline(description);
  if (baseline) goal.baseline = baseline;
  else {
    const linked = linkBaseline(d, levels);
    if (linked) {
      goal.baseline = baselineText(linked);
      goal.baselineSource = { page: pageAt(linked.para, linked.start), quote: quoteOf(linked.para, linked.start, linked.end) };
    }
  }
  // "… will improve reading fluency from 65 words correct per minute to 110 words correct per minute as
  // measured by …": the level it starts from is the baseline, the level it reaches the criterion.
  const fromTo = FROM_LEVEL_TO_LEVEL.exec(description);
  if (fromTo?.[1] && fromTo[2] && !goal.baseline) goal.baseline = trimPunctuation(fromTo[1]);
  const criterion =
    d.criterion.length > 0 ? trimPunctuation(normalizeWs(d.criterion.join(" "))) : fromTo?.[2] ? trimPunctuation(fromTo[2]) : deriveCriterion(description);
  if (criterion) goal.criterion = criterion;
  const measurement =
    d.measurement.length > 0 ? normalizeWs(d.measurement.join(" ")).replace(/\s+,/g, ",") : deriveMeasurement(description);
  if (measurement) goal.measurement = trimPunctuation(measurement);
  const schedule = [...new Set(d.schedule.map((s) => s.toLowerCase()))].join(", ");
  if (schedule) goal.schedule = schedule;
  const target = d.target.length > 0 ? parseDate(d.target.join(" ")) : undefined;
  const byDate = /^\s*(?:by|on or before|before)\s+([^,]{4,30}),/i.exec(description);
  const targetDate = target ?? (byDate?.[1] ? parseDate(byDate[1]) : undefined);
  if (targetDate) goal.targetDate = targetDate;
  const progress = resolveProgress(d.progress, legend);
  if (progress) goal.progress = progress;
  if (d.note.length > 0) goal.progressNote = normalizeWs(d.note.join(" "));
  const progressDate = d.date.length > 0 ? parseDate(d.date.join(" ")) : undefined;
  if (progressDate) goal.progressDate = progressDate;
  return goal;
}

/** "1. … 2. …" on one line (a Word cell's paragraphs joined): one item per number, in order. */
/**
 * Objectives written one after another in one cell or value column, each a whole sentence of its own ("By
 * January 2026, Tessa will read … 93% accuracy. By April 2026, Tessa will read …"; a Word cell's paragraphs
 * are joined when read): each sentence that says what the student will do, with a measure, is one objective
 * (ADR 0092). A second sentence without both (how it is measured, a note) stays with the first.
 */
function objectiveSentences(value: string): string[] | undefined {
  const pieces = value.split(/(?<=[a-z0-9%)][.!?])\s+(?=[A-Z])/);
  if (pieces.length < 2) return undefined;
  return pieces.every(isMeasuredObjective) ? pieces.map((p) => p.trim()) : undefined;
}

function isMeasuredObjective(sentence: string): boolean {
  return /\bwill\b/.test(sentence) && /\d/.test(sentence) && sentence.split(/\s+/).length >= 6;
}

function inlineList(value: string): string[] | undefined {
  // Items marked in sequence on one run of text: "1. … 2. …", "a) … b) …", "(A) … (B) …" (ADR 0082).
  const first = /^\s*\(?([1aA])[.)]\s/.exec(value);
  if (!first?.[1]) return undefined;
  const start = first[1].charCodeAt(0);
  const parts: string[] = [];
  let from = 0;
  for (let n = 1; ; n++) {
    const marker = String.fromCharCode(start + n);
    const next = new RegExp(String.raw`\s\(?${marker}[.)]\s+(?=[A-Z])`).exec(value.slice(from + 1));
    if (!next) break;
    parts.push(value.slice(from, from + 1 + next.index));
    from += 1 + next.index + 1;
  }
  parts.push(value.slice(from));
  const items = parts.map((p) => stripListMarker(p.trim()).trim()).filter(Boolean);
  return items.length >= 2 ? items : undefined;
}

/** A value followed on its line by more "Label: value" fields, split into the value and those fields. */
/**
 * A two-column form table with one goal per table ("Goal area   Reading - Fluency", "Measurable annual
 * goal   By January …"): a first cell that is a field's label, without a colon, labels the rest of its
 * row (docs/decisions/0078). A row of column names ("Baseline   Criteria   Method") labels nothing.
 */
function labelCellRow(para: Para, labelOnly: Field | undefined): { label: string; value: string } | undefined {
  if (!labelOnly) return undefined;
  const raw = para.lines[0]?.raw ?? "";
  const cells = splitCells(raw);
  if (cells.length < 2 || /:\s*$/.test(cells[0] ?? "")) return undefined;
  if (cells.slice(1).every((c) => isHeaderVocabulary(c) || fieldOf(c.replace(/:$/, "")) !== undefined)) return undefined;
  const first = (cells[0] ?? "").trim();
  const at = para.text.indexOf(first) + first.length;
  return { label: stripListMarker(first), value: para.text.slice(at).trim() };
}

function labelledCells(value: string): string[] {
  return value.split(/\s{2,}(?=[A-Z][A-Za-z #/()'-]{0,40}:\s)/).map((c) => c.trim());
}

function addOtherFields(d: Draft, cells: string[], para: Para): void {
  for (const cell of cells) {
    const l = splitLabel(cell);
    const f = l ? fieldOf(l.label) : undefined;
    if (!l || !f || !l.value) continue;
    if (f === "area") d.area = areaCase(l.value);
    else if (f === "number") d.number ??= /\d{1,2}/.exec(l.value)?.[0];
    else if (f !== "description" && f !== "objectives" && f !== "ignore") addToField(d, f, l.value, para, para.text.indexOf(l.value));
  }
}

// The form's full present-levels label is longer than a field label usually is.
const PRESENT_LEVELS_LABEL = /^(present\s+levels?\s+of\s+(?:academic\s+achievement\s+and\s+)?(?:functional\s+)?(?:educational\s+)?performance)\s*:\s*/i;

function presentLevelsLabel(text: string): { label: string; value: string } | undefined {
  const m = PRESENT_LEVELS_LABEL.exec(text);
  return m?.[1] ? { label: "Present levels", value: text.slice(m[0].length).trim() } : undefined;
}

const FROM_LEVEL_TO_LEVEL =
  /\bfrom\s+(?:a\s+baseline\s+of\s+)?(\d[^,;]{0,60}?)\s+to\s+(\d[^,;]{0,80}?)(?=\s+(?:as\s+measured|as\s+documented|by\b|on\b|in\b|across\b|over\b|when\b|given\b|during\b|for\b)|[.,;]|$)/i;

const PROMPT_FIELD = /^(?:describe|explain|indicate|state)\s+(how\b[^:]{0,160}\bmeasured|when\b[^:]{0,160}\breports?\b[^:]{0,80})\s*:\s*(.*)$/i;

const PROGRESS_QUESTION = /^(?:how|when|how\s+often)\b[^?]{0,80}?\b(measured|monitored|reported)\b[^?]{0,60}\?\s*(.*)$/i;

const FORM_INSTRUCTION = /^(?:include|describe|list|enter|check|indicate|specify|note|attach|use|complete)\b[^.]{0,120}(?:as\s+appropriate|if\s+applicable|below|each|all\s+that\s+apply)/i;

interface Column {
  start: number;
  field: Field;
}

function columnField(name: string): Field | undefined {
  const known = fieldOf(name);
  if (known) return known;
  if (/criteri|mastery/i.test(name)) return "criterion";
  if (/method|procedure|measure|evaluat|data/i.test(name)) return "measurement";
  if (/schedule|when|frequency/i.test(name)) return "schedule";
  if (/baseline|present\s+level/i.test(name)) return "baseline";
  if (/progress|status|\bcode\b|rating/i.test(name)) return "progress";
  if (/objective|benchmark/i.test(name)) return "objectives";
  return undefined;
}

/** "Reading: Given a passage, Sam will …" in a cell or field that holds a goal's area and the goal. */
function areaThenGoal(value: string): { area: string; goal: string } | undefined {
  const m = /^([A-Z][A-Za-z &/,'-]{2,40}?)\s*(?::|\s[-–—])\s+(\S.*)$/.exec(value.trim());
  if (!m?.[1] || !m[2] || !isTitleLike(m[1], 5) || GOAL_VERB.test(m[1]) || !GOAL_VERB.test(m[2])) return undefined;
  return { area: areaCase(m[1].trim()), goal: m[2] };
}

const SERVICE_COLUMN = /\b(?:services?|minutes|mins?|frequency|freq|provider|location|setting|duration|amount|accommodations?|sessions?)\b/i;

/**
 * "Annual Goals   Criteria   Method   Schedule" or a progress report's "Goal   Area   Annual Goal   Code
 * Date   Comments": a goal table whose columns kept their positions. Every column must be one a goal
 * table has, and one of them holds the goal; a bare "Goal" column beside it holds the goal's number.
 */
function goalTableColumns(para: Para, below?: Para): Column[] | undefined {
  if (para.lines.length !== 1) return undefined;
  const raw = para.lines[0]?.raw ?? "";
  if (splitCells(raw).length < 3) return undefined;
  // A row of status boxes ("[ ] Goal met  [X] Making adequate progress  …") is a goal's mark, not a header (ADR 0080).
  if (CHECKED_OPTION.test(raw) || /\[\s*\]|[☐□]/.test(raw)) return undefined;
  // "Goal # Area   Measurable Annual Goal": names of narrow columns split where the row below starts its cells.
  const header = headerCells(raw, below?.lines[0]?.raw);
  const cells = header.map((c) => c.cell);
  if (!/\bgoals?\b/i.test(cells.slice(0, 3).join(" "))) return undefined;
  // Column names carry no value: "Goal 1   Reading Decoding   Rating: 1" is a goal's own line.
  if (cells.some((c) => /\d|:\s*\S/.test(c))) return undefined;
  const columns: Column[] = [];
  for (const { cell, start } of header) {
    // "Skill Area / Goal": a column that holds the area and the goal holds the goal.
    const field = /\/\s*goals?$/i.test(cell) ? "description" : (columnField(cell) ?? (/\bgoals?\b/i.test(cell) ? "description" : undefined));
    // A column a goal grid may have that says nothing the goal needs ("Timeline", "Person(s) Responsible") is
    // passed over; a services grid's columns are never a goal grid's (ADR 0081).
    if (!field && SERVICE_COLUMN.test(cell)) return undefined;
    columns.push({ start, field: field ?? "ignore" });
  }
  const known = columns.filter((c) => c.field !== "ignore" && c.field !== "number");
  if (known.length < 2) return undefined;
  const goalColumns = columns.filter((c) => c.field === "description");
  if (goalColumns.length === 0) return undefined;
  if (goalColumns.length > 1) {
    cells.forEach((cell, i) => {
      const c = columns[i];
      if (c && c.field === "description" && /^goal\s*(?:#|no\.?)?$/i.test(cell.trim())) c.field = "number";
    });
  }
  return columns;
}

/** Splits a table row's lines into per-column text by where each cell starts. */
function readColumns(para: Para, columns: Column[]): Map<Field, string> {
  const out = new Map<Field, string>();
  for (const [i, line] of para.lines.entries()) {
    let at = 0;
    const cells = splitCells(line.raw);
    // A row with a cell under every column name (a web page's tab-separated grid, whose cells do not line up
    // with the names above them) fills the columns in order (ADR 0086).
    const inOrder = i === 0 && cells.length === columns.length;
    for (const [k, cell] of cells.entries()) {
      const start = line.raw.indexOf(cell, at);
      at = start + cell.length;
      let field = columns[0]?.field ?? "description";
      if (inOrder) field = columns[k]?.field ?? field;
      else for (const c of columns) if (c.start <= start + 3) field = c.field;
      out.set(field, normalizeWs(`${out.get(field) ?? ""} ${cell}`));
    }
  }
  return out;
}

const OBJECTIVE_LINE = /^(?:short[- ]term\s+)?(?:objective|benchmark)\s*#?\s*(?:\d{1,2}(?:\s*[.-]?\s*(?:[a-z]|\d{1,2}))?|[A-Z])\s*[.)\-–—]\s+(?=[A-Z])/i;

// What a goal states: what the student will do.
const GOAL_VERB = /\b(?:will|shall)\b/i;

const HEADERLESS_START = /^(?:by|given|when|during|within|after|upon|in)\b|^[A-Z][a-z]+\s+will\b/;

export function extractGoals(doc: Doc, opts: GoalOptions = {}): Goal[] {
  const levels = presentLevelSentences(doc);
  const legend = legendOf(doc);
  const explicitHeaders = doc.paras.some((p) => parseGoalHeader(p.text));
  const goals: Goal[] = [];
  let d: Draft | undefined;
  let table: Column[] | undefined;
  let tableArea: string | undefined;
  const close = () => {
    if (d) {
      const g = finish(d, levels, legend, opts);
      if (g) goals.push(g);
    }
    d = undefined;
  };

  for (const para of doc.paras) {
    const text = para.text;
    // Nothing outside an open goal matters unless it could start one.
    if (!d && !table && para.section !== "goals" && !/goal/i.test(text.slice(0, 40))) continue;

    // Goal tables with positioned columns: each row is a goal; its cells fill the fields.
    const columns = goalTableColumns(para, doc.paras[para.index + 1]);
    if (columns) {
      close();
      table = columns;
      continue;
    }
    if (table && para.heading && para.heading !== "goals") table = undefined;
    // A line of the form's other fields ("Student: …   ID: …", a running header cut in two) ends the grid.
    const leadField = table ? splitLabel(splitCells(para.lines[0]?.raw ?? "")[0] ?? "") : undefined;
    if (table && leadField && !fieldOf(leadField.label)) {
      close();
      table = undefined;
    }
    if (table && !para.heading) {
      const first = para.lines[0];
      const firstCellStart = first ? first.raw.length - first.raw.trimStart().length : 0;
      // An area's name alone on a line between rows ("Written Expression") titles the row below it.
      if (para.lines.length === 1 && splitCells(first?.raw ?? "").length === 1 && isTitleLike(text, 5) && !/\d|\bwill\b|:/.test(text)) {
        close();
        tableArea = areaCase(text.trim());
        continue;
      }
      // So does its label and name on a merged row ("Area of Need: Written Language"; ADR 0086).
      const areaRow = para.lines.length === 1 && splitCells(first?.raw ?? "").length === 1 ? splitLabel(text) : undefined;
      const rowBelow = splitCells(doc.paras[para.index + 1]?.lines[0]?.raw ?? "").length >= 2;
      if (areaRow?.value && rowBelow && fieldOf(areaRow.label) === "area" && !GOAL_VERB.test(areaRow.value)) {
        close();
        tableArea = areaCase(areaRow.value.trim());
        continue;
      }
      // "Baseline: …" under a row (its words wrapping beside the row's other columns) is that goal's field.
      const labelled = d?.fromTable ? splitLabel(readColumns(para, table).get("description") ?? "") : undefined;
      const labelledField = labelled ? fieldOf(labelled.label) : undefined;
      if (d && labelled && labelledField && labelledField !== "description" && labelledField !== "area") {
        addToField(d, labelledField, labelled.value, para, text.indexOf(labelled.value.split(" ")[0] ?? ""));
        continue;
      }
      if (splitCells(first?.raw ?? "").length >= 2 && firstCellStart < (table[1]?.start ?? Infinity)) {
        close();
        d = newDraft(para);
        d.fromTable = true;
        if (tableArea) d.area = tableArea;
        tableArea = undefined;
        const values = readColumns(para, table);
        for (const [field, value] of values) {
          if (field === "description") {
            const named = d.area ? undefined : areaThenGoal(value);
            if (named) d.area = named.area;
            const statement = named?.goal ?? value;
            setDescription(d, para, statement, para.text.indexOf(statement.split(" ")[0] ?? ""));
          } else if (field === "objectives") {
            // A cell of objectives numbered in sequence ("1. … 2. …") holds each of them (ADR 0086).
            for (const objective of inlineList(value) ?? objectiveSentences(value) ?? [value]) addToField(d, field, objective, para, 0);
          } else addToField(d, field, value, para, 0);
        }
        continue;
      }
    }
    const firstCell = splitCells(para.lines[0]?.raw ?? "")[0] ?? text;
    const labelOnly = fieldOf(stripListMarker(firstCell).replace(/:$/, ""));
    const label = presentLevelsLabel(text) ?? splitLabel(text.replace(ROW_TAG, "")) ?? labelCellRow(para, labelOnly);
    const labelField = label ? fieldOf(label.label) : undefined;

    // "Objective A. Sam will …", "Benchmark 2) …": an objective under its own numbered label.
    const objectiveLine = d && !d.fromTable ? OBJECTIVE_LINE.exec(text) : null;
    if (d && objectiveLine) {
      const row = readObjectiveRow(para, text.slice(objectiveLine[0].length));
      if (row.objective) d.objectives.push(row.objective);
      d.field = "objectives";
      d.pending = false;
      continue;
    }

    // 1. Objectives header, possibly followed by the evaluation columns' headers.
    if (d && (labelOnly === "objectives" || labelField === "objectives")) {
      // A form's question printed after the label ("Benchmark/Objectives: What will the student need …?") is not one.
      const value = labelField === "objectives" ? withoutFormQuestions(label?.value ?? "") : "";
      d.field = "objectives";
      d.pending = false;
      const inline = value ? inlineList(value) : undefined;
      if (inline) d.objectives.push(...inline);
      else if (value && !isHeaderVocabulary(value.replace(/\s{2,}/g, " ")) && !NO_OBJECTIVES.test(value)) {
        const row = readObjectiveRow(para, value);
        if (row.objective) d.objectives.push(...(objectiveSentences(row.objective) ?? [row.objective]));
        d.measurement.push(...row.procedure);
        d.schedule.push(...row.schedule);
      }
      continue;
    }

    // 2. A goal header opens a goal ("Annual Goal:" inside "Goal 1 -" fills that goal instead).
    const header = parseGoalHeader(text) ?? (para.section === "goals" && !para.heading ? numberedAreaHeading(text) : undefined);
    if (header) {
      if (!header.number && d && (d.numbered || d.areaOpened) && d.description && !GOAL_VERB.test(d.description) && !d.fromTable) {
        // Unlabelled words between a goal's header and its "Annual Goal:" label state where the
        // student is now (a present level), not a goal of their own.
        d.baseline.push(d.description);
        d.description = "";
      }
      if (!header.number && d && (d.numbered || d.areaOpened) && !d.description) {
        if (header.area && !d.area) d.area = header.area;
        if (header.rest) setDescription(d, para, header.rest, header.restOffset);
        d.field = "description";
        d.pending = !header.rest;
        continue;
      }
      // "Domain: Math" / "Present Level (Baseline): …" / "LONG-RANGE GOAL 2: …": the area and present level
      // written above a numbered heading are that goal's own fields (ADR 0092, round B).
      if (header.number && d?.areaOpened && !d.description && !d.number) {
        d.number = header.number;
        d.numbered = true;
        if (header.area && !d.area) d.area = header.area;
        if (header.rest) setDescription(d, para, header.rest, header.restOffset);
        d.field = "description";
        d.pending = !header.rest;
        continue;
      }
      close();
      d = newDraft(para, header);
      if (header.rest) setDescription(d, para, header.rest, header.restOffset);
      d.pending = !header.rest;
      continue;
    }

    // A bare "Measurable Annual Goal" label opens the next goal once the current one has its text.
    if (labelOnly === "description" && !labelField && (!d || d.description)) {
      if (d && (d.numbered || d.areaOpened) && !GOAL_VERB.test(d.description) && !d.fromTable) {
        d.baseline.push(d.description);
        d.description = "";
        d.field = "description";
        d.pending = true;
        continue;
      }
      close();
      d = newDraft(para);
      d.pending = true;
      continue;
    }

    // "Goal area: Reading. Elsa will read …": a goal opened by its area's label, the statement after it (ADR 0080).
    const areaFirst = /^(?:goal\s+area|area\s+of\s+need|area|domain)\s*[:\-–]\s*([A-Z][A-Za-z/&' -]{2,40}?)[.:]\s+(?=[A-Z])/i.exec(text);
    if (!explicitHeaders && areaFirst?.[1] && para.section === "goals" && /\bwill\b/i.test(text.slice(areaFirst[0].length))) {
      close();
      d = newDraft(para);
      d.area = areaCase(areaFirst[1].trim());
      setDescription(d, para, text.slice(areaFirst[0].length), areaFirst[0].length);
      continue;
    }

    // "Skill Area / Goal: Reading - Given a passage, Sam will …": a field of the area and the goal holds a
    // goal when it says what the student will do (ADR 0081); otherwise it names the area.
    if (labelField === "area" && label && /\/\s*goals?$/i.test(label.label) && GOAL_VERB.test(label.value)) {
      const named = areaThenGoal(label.value);
      const statement = named?.goal ?? label.value;
      if (!d || d.description) {
        close();
        d = newDraft(para);
      }
      if (named) d.area = named.area;
      d.numbered = true;
      setDescription(d, para, statement, text.length - statement.length);
      continue;
    }

    // "Goal Area: Math" before a goal's label opens the next goal when the open one already has its
    // text and its area (so the label cannot be the open goal's own).
    if ((labelField ?? labelOnly) === "area" && label?.value && (para.section === "goals" || d) && (!d || (d.description && d.area))) {
      close();
      const opened = newDraft(para);
      const [own = "", ...others] = labelledCells(label.value);
      opened.area = areaCase(own);
      opened.areaOpened = true;
      opened.pending = true;
      addOtherFields(opened, others, para);
      d = opened;
      continue;
    }

    // A goal's own label with a goal statement ("Long-Term Goal: … will …"), first or after a goal that
    // already states one, opens the next goal, not more words of the last (ADR 0081).
    if (labelField === "description" && label?.value && GOAL_VERB.test(label.value) && (!d || GOAL_VERB.test(d.description)) && (d || para.section === "goals")) {
      close();
      d = newDraft(para);
      setDescription(d, para, withoutFormQuestions(label.value), text.length - label.value.length);
      continue;
    }

    // 3. Field labels, with the value on the same line or (tables) on the next one.
    if (d && (labelField || labelOnly)) {
      const field = (labelField ?? labelOnly) as Field;
      const value = withoutFormQuestions(labelField ? (label?.value ?? "") : "");
      d.field = field;
      const [own = "", ...others] = labelledCells(value);
      const offset = text.length - value.length;
      if (field === "objectives") continue;
      if (own) addToField(d, field, own, para, offset);
      if (others.length > 0) {
        // "Domain: Academic     Subject: Reading": each field on the line is its own; a later area
        // label is the more specific one.
        addOtherFields(d, others, para);
        d.field = field;
      }
      if (field === "progress" && value && CHECKED_OPTION.test(value)) {
        d.progress = [trimPunctuation(CHECKED_OPTION.exec(value)?.[1]?.split(/\s{2,}/)[0] ?? value)];
      }
      d.pending = !value;
      continue;
    }

    // Form questions answered inline: "Describe HOW the student's progress … will be measured: probes."
    const prompt = PROMPT_FIELD.exec(text);
    if (d && prompt) {
      if (/\bmeasured\b/i.test(prompt[1] ?? "")) addToField(d, "measurement", prompt[2] ?? "", para, text.length - (prompt[2] ?? "").length);
      continue;
    }
    // "How will progress be measured? [X] Work samples [ ] Observation": the form's question answered by its
    // ticked options; how progress is reported is the schedule (ADR 0086).
    const asked = PROGRESS_QUESTION.exec(text);
    if (d && asked) {
      const answer = asked[2] ?? "";
      const ticked = [...answer.matchAll(new RegExp(CHECKED_OPTION.source, "g"))].map((m) => trimPunctuation(m[1]?.split(/\s{2,}/)[0] ?? "")).filter(Boolean);
      const value = ticked.length > 0 ? ticked.join(", ") : /[☐□]|\[\s*\]/.test(answer) ? "" : answer;
      if (value) addToField(d, /measur|monitor/i.test(asked[1] ?? "") ? "measurement" : "schedule", value, para, text.length - answer.length);
      continue;
    }

    // A form printed as field cards puts each label on a line of its own and its value on the next ("Goal
    // Area" / "Self-Advocacy (Transition)"): the line under a goal's field label is its value even when its
    // words name a section. A title in capitals is still a heading.
    if (d?.pending && d.field !== "objectives" && para.heading && para.lines.length === 1 && !IN_CAPITALS.test(text)) {
      addToField(d, d.field, text, para, 0);
      d.pending = false;
      continue;
    }
    if (para.heading) {
      if (para.heading !== "goals") close();
      continue;
    }

    // 4. Goals written without a "Goal" label (only when the document never labels them).
    if (
      !explicitHeaders &&
      para.section === "goals" &&
      (!d || (d.description && d.field !== "objectives")) &&
      HEADERLESS_START.test(text) &&
      /\bwill\b/i.test(text) &&
      hasCriterionSignal(text) &&
      !NUMBERED_RE.test(text)
    ) {
      close();
      d = newDraft(para);
      setDescription(d, para, text, 0);
      continue;
    }

    // A goals table row without a "Goal" label ("1 | Reading | Elsa will read … | weekly probes" from a
    // vendor's export): its number, its area and the cell that states the goal (ADR 0080).
    const cells = splitCells(para.lines[0]?.raw ?? "");
    const stated = cells.findIndex((c) => /\bwill\b/i.test(c));
    if (!explicitHeaders && para.section === "goals" && para.lines.length === 1 && /^\d{1,2}$/.test(cells[0] ?? "") && stated > 0 && stated <= 2) {
      close();
      d = newDraft(para);
      d.number = cells[0]!;
      const area = stated === 2 ? cells[1] : undefined;
      if (area && area.length <= 40) d.area = areaCase(area);
      const statement = cells[stated]!;
      setDescription(d, para, statement, Math.max(0, text.indexOf(statement)));
      continue;
    }

    // Under a numbered goal, an item lettered "a." or "(i)" is its objective, not the next goal (ADR 0081).
    if (!explicitHeaders && d?.number && d.description && /^\(?(?:[a-z]|[ivx]{1,4})[.)]\s/.test(text)) {
      const row = readObjectiveRow(para);
      if (isObjective(row.objective)) d.objectives.push(row.objective);
      continue;
    }
    // A numbered or bulleted list of goals ("1. Math: Ava will solve …") in a document that never labels them.
    if (!explicitHeaders && para.section === "goals" && (BULLET_RE.test(text) || NUMBERED_RE.test(text)) && /\bwill\b/i.test(text) && (!d || (d.description && d.field !== "objectives"))) {
      close();
      d = newDraft(para);
      const body = stripListMarker(text);
      const named = /^([A-Z][A-Za-z/&' -]{2,40}):\s+/.exec(body);
      if (named?.[1]) d.area = areaCase(named[1].trim());
      const n = /^\s*(\d{1,2})[.)]/.exec(text)?.[1];
      if (n) d.number = n;
      const statement = named ? body.slice(named[0].length) : body;
      setDescription(d, para, statement, Math.max(0, text.indexOf(statement)));
      continue;
    }

    if (!d) continue;
    if (isHeaderVocabulary(text.replace(/\s{2,}/g, " "))) continue;

    // 5. Checked status boxes in a progress report.
    if (CHECKED_OPTION.test(text) && STATUS_WORDS.test(text)) {
      const opt = CHECKED_OPTION.exec(text)?.[1]?.split(/\s{2,}/)[0];
      if (opt) d.progress = [trimPunctuation(opt)];
      continue;
    }

    const listItem = BULLET_RE.test(text) || NUMBERED_RE.test(text);
    // Form instructions ("Include, as appropriate, academic and functional areas.") are not values.
    if (FORM_INSTRUCTION.test(text)) continue;
    // An objective numbered "1.2" belongs to goal 1, wherever it is listed (under a goal table, after
    // the last goal's row).
    const owner = /^(\d{1,2})\.\d{1,2}\.?\s/.exec(text)?.[1];
    const ownerGoal = owner && d.number && owner !== d.number && (d.field === "objectives" || d.pending) ? goals.find((g) => g.number === owner) : undefined;
    if (ownerGoal) {
      const row = readObjectiveRow(para);
      if (row.objective) ownerGoal.objectives.push(row.objective);
      continue;
    }
    // Under an objectives grid, a legend ("*Evaluation Procedure: 1 …", "**Progress Codes: …"), another
    // field's line ("Progress will be reported to parents: …") or a title in capitals ("GOALS AND
    // OBJECTIVES (continued)") is not an objective (docs/decisions/0078).
    if (d.field === "objectives" && !listItem) {
      const field = splitLabel(text);
      if (/^[*†‡]/.test(text) || field || /^[A-Z][A-Z0-9 &/,.'-]{4,}(?:\s*\([^)]{1,30}\))?$/.test(text.trim())) continue;
    }
    // A form field the goal does not have ("Course of Study Standard: …", "Goal Type: [X] Academic") between
    // a goal's area and its statement is neither the statement nor, later, the baseline (ADR 0086).
    if (d.pending && d.field === "description" && !d.description && label && !labelField && !GOAL_VERB.test(text)) continue;
    if (d.pending) {
      if (d.field === "objectives") {
        const row = readObjectiveRow(para);
        if (isObjective(row.objective)) d.objectives.push(row.objective);
      } else addToField(d, d.field, text, para, 0);
      d.pending = d.field === "objectives";
      continue;
    }
    if (!d.description) {
      setDescription(d, para, text, 0);
      continue;
    }
    // A present level written under the goal's header without a label, then the goal: the goal is the
    // paragraph that says what the student will do, the words before it its baseline.
    if (d.description && !GOAL_VERB.test(d.description) && GOAL_VERB.test(text) && hasCriterionSignal(text) && d.objectives.length === 0 && !listItem && !d.fromTable) {
      d.baseline.push(d.description);
      setDescription(d, para, text, 0);
      continue;
    }
    if (d.field === "objectives" || listItem) {
      if (d.field !== "objectives" && d.objectives.length === 0 && !listItem) continue;
      const row = readObjectiveRow(para);
      if (isObjective(row.objective)) d.objectives.push(row.objective);
      d.measurement.push(...row.procedure);
      d.schedule.push(...row.schedule);
      d.field = "objectives";
      continue;
    }
    if (/^[a-z]/.test(text) && d.field !== "ignore") {
      addToField(d, d.field, text, para, 0);
      continue;
    }
    if (para.section !== "goals" && para.section !== "progress-reporting") close();
  }
  close();
  if (opts.progressReport && legend.size > 0) goals.push(...codedLines(doc, legend, goals));
  if (opts.progressReport) goals.push(...periodColumns(doc, legend, goals));
  return opts.progressReport ? goals.map((g) => withLabelledCode(g, legend)) : goals;
}

/**
 * "Goal 1  Reading Fluency   Code: 3": the goal's line names its area, then a labelled code. The label is not
 * part of the area, and the code (through the legend) is the goal's progress (ADR 0079).
 */
function withLabelledCode(g: Goal, legend: Map<string, string>): Goal {
  // "T3 code: 3 (Progressing …) Mira writes …": a note that opens with a labelled legend code is the goal's
  // progress, whatever follows it (ADR 0082).
  const opening = /^(?:[A-Z]?\d{1,2}\s+)?(?:progress\s+)?(?:code|rating|status|score)\s*:\s*([A-Z]{1,4}[+-]?|\d{1,2})(?![A-Za-z0-9])/i.exec(g.progressNote ?? "")?.[1];
  if (!g.progress && opening && legend.has(opening)) g = { ...g, progress: resolveProgress([opening], legend)! };
  const label = /^(.*?)\s+(?:progress\s+)?(?:code|rating|status|score)$/i.exec(g.area ?? "");
  if (!label?.[1]) return g;
  const area = label[1].trim();
  const out: Goal = { ...g, area, description: g.description.replace(g.area ?? "", area) };
  const code = LABELLED_CODE.exec(g.quote)?.[1];
  if (!out.progress && code && legend.has(code)) out.progress = resolveProgress([code], legend);
  if (code && out.progressNote === code) delete out.progressNote;
  return out;
}

/** "Written Expression — PI (Progressing Inadequately). Wren wrote …" or "Math Computation ..... D": a goal's area, a dash or dot leader, a legend code. */
const CODED_LINE = /^([A-Z][A-Za-z/&' -]{2,50}?)(?:\s+[—–-]\s+|\s*\.{3,}\s*)([A-Z]{1,4}[+-]?|\d{1,2})(?![A-Za-z0-9])\s*(.*)$/;

/**
 * A progress report that lists each goal on a line of its own by area and code, with no "Goal" label:
 * each such line whose code is in the report's legend is that goal's progress (areas already read are skipped).
 */
function codedLines(doc: Doc, legend: Map<string, string>, read: Goal[]): Goal[] {
  const out: Goal[] = [];
  for (const line of doc.lines) {
    const m = CODED_LINE.exec(line.text);
    if (!m?.[1] || !m[2] || !legend.has(m[2]) || !isTitleLike(m[1], 5) || /\bwill\b/i.test(m[1])) continue;
    const area = m[1].trim();
    if ([...read, ...out].some((g) => g.area?.toLowerCase() === area.toLowerCase())) continue;
    // The code's own words in parentheses restate the legend; what follows is the report's note.
    const note = trimPunctuation((m[3] ?? "").replace(/^\([^)]*\)\s*[.:;-]?\s*/, ""));
    const goal: Goal = { page: line.page, quote: line.text, description: area, area, objectives: [], confidence: "high" };
    const progress = resolveProgress([m[2]], legend);
    if (progress) goal.progress = progress;
    if (note) goal.progressNote = note;
    out.push(goal);
  }
  return out;
}

/** A column headed by a reporting period: "T1", "Q4", "Tri 2", "1st 9 wks", "2nd Quarter", "Nov", "Feb 2026", "11/15". */
const PERIOD_HEADER =
  /^(?:(?:T|Q|P|S|MP|GP|Tri|Qtr|Quarter|Trimester|Term|Period|Sem|Semester)\s*[1-6]|(?:1st|2nd|3rd|4th|5th|6th)(?:\s+(?:9|nine|six|6)\s*(?:wks?|weeks?))?(?:\s+(?:qtr|quarter|tri|trimester|term|period|grading\s+period|semester|marking\s+period))?|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?(?:\s+\d{4})?|\d{1,2}\/\d{1,2}(?:\/\d{2,4})?)$/i;
const CODE_CELL = /^(?:[A-Z](?:\/?[A-Z]){0,3}[+-]?|\d{1,2})$/;

/**
 * A progress table whose columns are reporting periods ("Goal  Area  T1  T2  T3  Evidence"): each row is a
 * goal, the latest period whose cell holds a code is its current mark (through the report's legend when
 * it has one), and a column after the periods is the report's note (ADR 0086, "Per-period progress columns").
 * Cells are read by the header's column positions, so an empty cell (a period not reported yet) is empty.
 */
function periodColumns(doc: Doc, legend: Map<string, string>, read: Goal[]): Goal[] {
  const out: Goal[] = [];
  let columns: Array<{ start: number; end: number; period: boolean }> | undefined;
  for (const line of doc.lines) {
    const cells = [...line.raw.matchAll(/\S+(?: \S+)*/g)].map((m) => ({ start: m.index, end: m.index + m[0].length, text: m[0] }));
    const periods = cells.filter((c) => PERIOD_HEADER.test(c.text));
    if (periods.length >= 2 && cells.length - periods.length <= 3 && cells.indexOf(periods[0]!) >= 1) {
      columns = cells.map((c, i) => ({ start: c.start, end: cells[i + 1]?.start ?? Infinity, period: periods.includes(c) }));
      continue;
    }
    if (!columns) continue;
    if (line.raw.trim() === "") continue;
    const first = columns.findIndex((c) => c.period);
    const firstStart = columns[first]!.start;
    // A cell's text is what stands from just before its column's start to just before the next one's.
    const cellAt = (k: number) => line.raw.slice(Math.max(0, columns![k]!.start - 1), columns![k]!.end === Infinity ? undefined : columns![k]!.end - 1).trim();
    const head = line.raw.slice(0, Math.max(0, firstStart - 1)).trim();
    const named = /^(?:(?:goal\s*)?(?:#|no\.?\s*)?(\d{1,2})[.:)]?\s+)?([A-Za-z][A-Za-z/&' -]{2,50})$/i.exec(head.replace(/\s{2,}/g, " "));
    const marks = columns.flatMap((c, k) => (c.period ? [cellAt(k)] : []));
    if (!named?.[2] || !isTitleLike(named[2], 5) || /\bwill\b/i.test(named[2]) || !marks.some((m) => CODE_CELL.test(m))) {
      // A line that is no goal row ends the table, unless it only wraps a row's words.
      if (!marks.some((m) => m !== "")) continue;
      columns = undefined;
      continue;
    }
    const latest = marks.findLast((m) => CODE_CELL.test(m) && (legend.size === 0 || legend.has(m)));
    if (!latest) continue;
    const area = named[2].trim();
    if ([...read, ...out].some((g) => g.area?.toLowerCase() === area.toLowerCase() && g.progress)) continue;
    const goal: Goal = { page: line.page, quote: line.text, description: area, area, objectives: [], confidence: "high" };
    if (named[1]) goal.number = named[1];
    const progress = resolveProgress([latest], legend);
    if (progress) goal.progress = progress;
    const last = columns.reduce((k, c, i) => (c.period ? i : k), first);
    const note = trimPunctuation(columns.slice(last + 1).map((_, i) => cellAt(last + 1 + i)).join(" "));
    if (note) goal.progressNote = note;
    out.push(goal);
  }
  return out;
}

// Turns extracted page text into lines and paragraphs the extractors can reason about:
// cleans characters PDF extraction leaves behind, drops running headers/footers, removes
// instructions aimed at a language model, tags every line with the form section it sits in, and
// re-joins sentences that PDF text extraction wrapped across lines.
import { classifyHeadingText, headingKind, isGridPartName, isHeadingContinuation, isSectionName, type SectionKind } from "./sections.ts";
import {
  BARE_MARK,
  BULLET_RE,
  GOAL_PREFIX,
  NUMBERED_RE,
  cellStarts,
  clip,
  isHeaderVocabulary,
  isOrganizationName,
  sentenceSpans,
  type Span,
  isTitleLike,
  splitCells,
  splitLabel,
} from "./text.ts";

// Topics a "Label: value" line can switch to without a heading: they never continue a list above them.
const ENDS_A_LIST = new Set<SectionKind>(["esy", "progress-reporting", "lre", "transition", "team", "consent"]);

export interface Line {
  page: number;
  /** Text with trailing space removed; leading indentation and column gaps kept. */
  raw: string;
  /** raw without indentation. */
  text: string;
  indent: number;
  /** A wrapped label's piece was lifted off this line (joinWrappedLabels): on the page, words stand before its own. */
  lifted?: boolean;
  section: SectionKind;
  /** Set when this line is a section heading. */
  heading?: SectionKind;
  sectionHeading: string;
  /** The rest of a table row's cells that wrapped onto this line ("Services (Indirect)" under "Consultant Teacher"). */
  cellContinuation?: boolean;
  /**
   * An option of a list or grid whose boxes are a column of lone "X" marks: marked or left blank, and the name
   * of the column the mark stands under ("Yes", "No", "Needed"), when a header names it (docs/decisions/0086).
   */
  mark?: { checked: boolean; column?: string };
}

export interface Para {
  index: number;
  /** Lines joined with one space; column gaps inside a line are kept as two spaces. */
  text: string;
  lines: Line[];
  /** Offset of each line in `text`. */
  starts: number[];
  page: number;
  section: SectionKind;
  heading?: SectionKind;
  /** The heading that opened this paragraph's section, as written. */
  sectionHeading: string;
}

export interface Doc {
  pageCount: number;
  lines: Line[];
  paras: Para[];
  /** True when text that addresses an AI model was found and removed. */
  removedInstructions: boolean;
  /**
   * The first page's top lines removed as a running header: a title printed on every page and nowhere else
   * still names the document's kind (ADR 0086, fixes after round B, second pass).
   */
  runningHead: string[];
}

// "Goal 2:", "Goal (Reading) –", and "Goal #2 Reading Comprehension — AP" or "Goal 2 Self-Regulation — L"
// (a numbered Goal followed by a capitalised name is a header whatever follows; no /i for that one).
// Each optional part takes the spaces before it inside its own group: three "\s*" in a row around
// optional parts try every split of a long run of spaces (a Word table's padded cells), which cost a
// 5-page document 40 ms (ADR 0090).
const GOAL_HEADER_START = new RegExp(
  String.raw`^${GOAL_PREFIX}goal(?:\s*(?:#|no\.|number))?(?:\s*(?:\d{1,2}|[A-Z](?![a-z])))?(?:\s*\([^)]{1,60}\))?\s*[:.\-–—]|^${GOAL_PREFIX}goal\s*(?:#|no\.)\s*\d{1,2}\b`,
  "i",
);
const NUMBERED_GOAL_NAME = new RegExp(String.raw`^${GOAL_PREFIX}(?:Goal|GOAL)\s*(?:#|No\.)?\s*\d{1,2}\s+[A-Z]`);
// Labels that sit alone on a line when a two-column form table is flattened ("Baseline" above its value).
const FORM_LABEL_LINE =
  /^(?:baseline|(?:measurable\s+)?annual\s+goal(?:\s+#?\d{1,2})?|goal\s+area|criteria|mastery\s+criteria|evaluation\s+(?:method|procedures?|schedule)|how\s+progress\s+will\s+be\s+measured|short[- ]term\s+objectives|benchmarks|progress(?:\s+code)?|comments|student(?:\s+name)?|date\s+of\s+birth|(?:iep\s+)?meeting\s+date|annual\s+review\s+date|re-?evaluation\s+(?:due|date)|disability(?:\s+category)?|primary\s+disability|grade|school)\s*:?$/i;
// A form's question that opens a line ("How will progress be measured? [X] …") starts a field of its own (ADR 0086).
const FORM_QUESTION_LINE = /^(?:how|what|when|where|who|which|why|does|do|is|are|will|can|has|have)\b[^?]{3,120}\?/i;
const CHECKBOX_START = /^(?:\[\s*[xX✓✔]?\s*\]|\(\s*[xX✓✔]?\s*\)|[☐☒☑□■❑❒⊠\uf0fe\uf0fd\uf078\uf0fc\uf0a8\uf06f\uf0a3\uf071])/;

/**
 * A word processor's table comes out as tab-separated rows, and a vendor's export often as rows whose cells
 * are separated by " | ": consecutive lines of either are laid out as aligned columns (each cell padded to
 * its column's widest cell), the way PDF text keeps a table's columns, so one column reading serves PDF
 * text, word-processor exports and vendor exports (ADRs 0076, 0080).
 */
const PIPE_ROW = /\s\|\s|^\s*\|\s*\S.*\|\s*$/;

function cellsOf(line: string): string[] | null {
  if (line.includes("\t")) return line.split("\t").map((c) => c.trimEnd());
  // A bulleted item with its columns set off by bars ("- Copy of notes | Daily | All classes") stays a list
  // item: its first column is the item (accommodations.ts).
  if (!PIPE_ROW.test(line) || /^\s*[-*•‣◦▪]\s/.test(line)) return null;
  return line
    .trim()
    .replace(/^\|\s*/, "")
    .replace(/\s*\|$/, "")
    .split(/\s*\|\s*/);
}

function alignTabs(text: string): string {
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; ) {
    if (!cellsOf(lines[i]!)) {
      i++;
      continue;
    }
    let j = i;
    while (j < lines.length && cellsOf(lines[j]!)) j++;
    const rows = lines.slice(i, j).map((l) => cellsOf(l)!);
    const tabbed = lines[i]!.includes("\t");
    const widths: number[] = [];
    for (const row of rows) row.forEach((c, k) => (widths[k] = Math.max(widths[k] ?? 0, c.length)));
    rows.forEach((row, r) => (lines[i + r] = row.map((c, k) => (k < row.length - 1 ? c.padEnd((widths[k] ?? 0) + 4) : c)).join("")));
    // Each row of a tab-separated table is one line, so the line after the table is never a cell of its
    // last row wrapping ("Transportation as a related service" / "No" under a services grid; ADR 0086):
    // a blank line sets it off.
    if (tabbed && j < lines.length && lines[j]!.trim() !== "") lines.splice(j, 0, "");
    i = j;
  }
  return lines.join("\n");
}

export function cleanPageText(text: string): string {
  return alignTabs(text.replace(/\r\n?/g, "\n").replace(/\f/g, "\n"))
    .replace(/[\u00a0\u2002\u2003\u2007\u2009\u202f]/g, " ")
    .replace(/\u00ad|\u200b|\u200c|\u200d|\u2060|\ufeff/g, "")
    .replace(/(?!\n)\p{Cc}/gu, "");
}

// Text that talks to a language model rather than about a child. The analyzer itself follows no
// instructions, but its facts are later given to an LLM as context, so such sentences are removed
// before anything is extracted (and can never become a "goal" or a quote).
const INSTRUCTION_PATTERNS: RegExp[] = [
  /\b(?:ignore|disregard|forget|override|bypass)\s+(?:all\s+|any\s+|every\s+)?(?:of\s+)?(?:the\s+|your\s+|my\s+|these\s+|those\s+)?(?:previous|prior|above|earlier|preceding|foregoing|original|system)\s+(?:instructions?|prompts?|directions?|rules|messages?|guidelines)/gi,
  /\b(?:reveal|print|show|output|repeat|disclose|display|leak)\s+(?:me\s+)?(?:the\s+|your\s+)?(?:system|hidden|initial|secret)\s+(?:prompt|instructions?|message)/gi,
  /\bsystem\s+prompt\b/gi,
  /\byou\s+are\s+now\s+(?:a|an|in)\b/gi,
  /\b(?:new|updated)\s+instructions\s*:/gi,
  /<\|?\/?(?:im_start|im_end|system|assistant)\|?>/gi,
  /\[\/?INST\]/gi,
  /\b(?:jailbreak|developer\s+mode)\b/gi,
];

function lineStartOf(text: string, i: number): number {
  return text.lastIndexOf("\n", i - 1) + 1;
}

function lineEndOf(text: string, i: number): number {
  const e = text.indexOf("\n", i);
  return e < 0 ? text.length : e;
}

/** Blanks each sentence that contains an instruction to a model; line breaks are kept. */
export function removeInstructions(text: string): { text: string; removed: boolean } {
  const ranges: Array<[number, number]> = [];
  for (const re of INSTRUCTION_PATTERNS) {
    for (const m of text.matchAll(re)) {
      let start = lineStartOf(text, m.index);
      // Walk back over wrapped lines (a line starting in lower case continues the one above).
      for (let k = 0; k < 2 && start > 0 && /^\s*[a-z]/.test(text.slice(start, start + 40)); k++) {
        const prevStart = lineStartOf(text, start - 1);
        if (text.slice(prevStart, start - 1).trim() === "") break;
        start = prevStart;
      }
      const head = text.slice(start, m.index);
      const stop = Math.max(head.lastIndexOf(". "), head.lastIndexOf("! "), head.lastIndexOf("? "));
      if (stop >= 0) start += stop + 2;
      let end = m.index + m[0].length;
      for (let k = 0; k < 3; k++) {
        const lineEnd = lineEndOf(text, end);
        const tail = text.slice(end, lineEnd);
        const sentenceEnd = /[.!?](?:\s|$)/.exec(tail);
        if (sentenceEnd) {
          end += sentenceEnd.index + 1;
          break;
        }
        end = lineEnd;
        const next = text.slice(lineEnd + 1, lineEndOf(text, lineEnd + 1));
        if (!/^\s*[a-z]/.test(next)) break;
        end = lineEnd + 1;
      }
      ranges.push([start, end]);
    }
  }
  if (ranges.length === 0) return { text, removed: false };
  const chars = text.split("");
  for (const [s, e] of ranges) for (let i = s; i < e && i < chars.length; i++) if (chars[i] !== "\n") chars[i] = " ";
  return { text: chars.join(""), removed: true };
}

function boilerplateKey(text: string): string {
  return text.toLowerCase().replace(/\d+/g, "#").replace(/\s+/g, " ").trim();
}

interface RawLine {
  page: number;
  raw: string;
  lifted?: boolean;
}

/**
 * A header's cell that names the student by a field without its colon: "DOB 08/27/2017", "Student ID 40021",
 * and by the student's other fields, "Age 9", "Grade 4", "MRN 55102" (ADR 0090).
 */
export const IDENTITY_CELL = /^(?:dob|d\.o\.b\.?|date\s+of\s+birth|birth\s*date|student\s+(?:id|no\.?|number)|state\s+id|age|grade|mrn|sasid|lasid)\s+#?\d/i;

/** Running headers and footers repeat on most pages; they would otherwise be glued into sentences. */
function dropRepeatedEdges(pages: RawLine[][]): { pages: RawLine[][]; head: string[] } {
  // A two-page document repeats its header and footer only twice: there, only the two lines at each
  // edge count, and only lines long enough to be a running header rather than a repeated word.
  const two = pages.length === 2;
  const edge = (lines: RawLine[]) => {
    const idx: number[] = [];
    for (let i = 0; i < lines.length && idx.length < (two ? 2 : 4); i++) if ((lines[i]?.raw.trim() ?? "") !== "") idx.push(i);
    const tail: number[] = [];
    for (let i = lines.length - 1; i >= 0 && tail.length < (two ? 2 : 3); i--) if ((lines[i]?.raw.trim() ?? "") !== "") tail.push(i);
    return new Set([...idx, ...tail]);
  };
  const counts = new Map<string, number>();
  if (pages.length >= 2) {
    for (const lines of pages) {
      const seen = new Set<string>();
      for (const i of edge(lines)) seen.add(boilerplateKey(lines[i]?.raw ?? ""));
      for (const k of seen) counts.set(k, (counts.get(k) ?? 0) + 1);
    }
  }
  const threshold = two ? 2 : Math.max(3, Math.ceil(pages.length * 0.6));
  const keptOnce = new Set<string>();
  const head: string[] = [];
  const kept = pages.map((lines, p) => {
    const edges = edge(lines);
    let body = false;
    return lines.flatMap((l, i) => {
      const line = keptLine(l, i, p, edges);
      if (line && l.raw.trim() !== "") body = true;
      else if (!line && p === 0 && !body && edges.has(i)) head.push(l.raw.trim());
      return line ?? [];
    });
  });
  return { pages: kept, head };

  /** The line as it is kept, or undefined when it is dropped as a page's edge. */
  function keptLine(l: RawLine, i: number, p: number, edges: Set<number>): RawLine | undefined {
    const t = l.raw.trim();
    if (/^page\s+\d+(?:\s+of\s+\d+)?$/i.test(t)) return undefined;
    if (!edges.has(i)) return l;
    if (t === String(p + 1) || t === `- ${p + 1} -`) return undefined;
    const key = boilerplateKey(t);
    if ((counts.get(key) ?? 0) < threshold || (two && key.length < 16)) return l;
    // A running header that carries fields ("Student: …  DOB: 03/14/2014") is read once, where it
    // first appears; page numbers and print stamps never are.
    // So is one that names the student without colons ("IEP  |  Ezra Belmonte  |  DOB 08/27/2017"): the
    // birth date and the student's ids stand nowhere else on some forms (ADR 0086).
    // A header whose fields end in the page's number ("Student: …   Meeting Date(s): 02/27/2026   page 1 of 4")
    // is read once too, without its page number (ADR 0090).
    const numbered = PAGE_CELL.exec(l.raw);
    const fields = numbered ? `${l.raw.slice(0, numbered.index)}${l.raw.slice(numbered.index + numbered[0].length)}` : l.raw;
    if (!keptOnce.has(key) && splitCells(fields).some((c) => splitLabel(c) || IDENTITY_CELL.test(c)) && !/\bpage\s+\d/i.test(fields) && !/\b(?:printed|generated|confidential)\b/i.test(fields)) {
      keptOnce.add(key);
      return { ...l, raw: fields.replace(/\s+$/, "") };
    }
    return undefined;
  }
}

/** A running header's page-number cell ("page 2 of 4", "Page 3"), set off from the fields by a column gap. */
const PAGE_CELL = /(?:^|\s{2,}|\s*\|\s*)page\s+\d{1,3}(?:\s+of\s+\d{1,3})?\s*$/i;

// A day and month with no year ("10 NOV", "Jan 6,", "01/06/"): a date cell whose year wrapped below it.
const DATE_WITHOUT_YEAR = /^(?:\d{1,2}\s+[A-Za-z]{3,9}\.?|[A-Za-z]{3,9}\.?\s+\d{1,2},?|\d{1,2}[/.-]\d{1,2}[/.-]?)$/;

/**
 * A line that continues the table row above it: every cell sits under one of the row's cells, it has
 * fewer cells, and it does not look like a row of its own — it has nothing in the first column, or its
 * first cell carries on a phrase ("- Study Skills", "(Indirect)", lower case), or it is a lone cell with
 * no figures (a wrapped name: "Services (Indirect)"). Lettered headings ("B. …") are never continuations.
 */
function isWrappedCells(prevRaw: string, raw: string): boolean {
  const row = cellStarts(prevRaw);
  // A line of "Label: value" fields is a form, not a table row; a row whose name holds a colon
  // ("Consultation: special") among cells that are not fields is still a row (ADR 0082).
  if (row.length < 3 || isHeaderRow(prevRaw) || row.filter((r) => /^[A-Za-z][^:]{0,40}:/.test(r.cell)).length * 2 >= row.length) return false;
  const cells = cellStarts(raw);
  if (cells.length === 0 || cells.length > row.length || /^\s*(?:[A-Z]|\d{1,2}|[ivx]{1,4})[.)]\s/.test(raw)) return false;
  if (wrapsMidPhrase(row, cells)) return true;
  if (cells.length === row.length) return false;
  if (!cells.every((c) => row.some((r) => Math.abs(r.start - c.start) <= 3))) return false;
  const first = cells[0] as { cell: string; start: number };
  // A section's name in capitals right under a table ("ACCOMMODATIONS") starts that section.
  if (cells.length === 1 && /^[A-Z][A-Z &/,-]{4,}$/.test(first.cell) && headingKind(first.cell) !== undefined) return false;
  const inFirstColumn = Math.abs(first.start - (row[0]?.start ?? 0)) <= 3;
  // Words under a row without words (a row of dates) do not continue it: they start something else.
  if (cells.length === 1 && row.every((r) => !/[A-Za-z]/.test(r.cell))) return false;
  // A row naming only a part of the grid ("Supplementary aids and services") heads the rows below it.
  if (cells.length === 1 && inFirstColumn && isGridPartName(first.cell)) return false;
  // Every column but the first filled, each cell starting as a cell does: a row of its own whose first
  // cell is merged with the row above (Word's vertical merge), not the row above wrapping.
  if (!inFirstColumn && row.length >= 4 && cells.length === row.length - 1 && cells.every((c) => /^[A-Z0-9]/.test(c.cell))) return false;
  if (!inFirstColumn || /^[-–(a-z]/.test(first.cell)) return true;
  // A numbered goal's header at the margin ("Goal 3 | Speech – Narrative Retell") opens the next goal, even
  // right under a row whose label ends in a preposition ("Measured by | …") with no blank line between
  // (ADR 0092): a label is not a phrase that wraps.
  if (NUMBERED_GOAL_NAME.test(raw.trim())) return false;
  // A cell above that stops mid-phrase ("30 Minutes /", "Speech and") goes on in the same column below.
  if (cells.some((c) => row.some((r) => Math.abs(r.start - c.start) <= 3 && JOINING_END.test(r.cell)))) return true;
  // Words under the word cells of a row whose other cells hold its figures (an amount, dates), with
  // nothing under those: the row's name, provider and place wrapped ("Specially Designed" /
  // "Instruction: Reading"); a row of its own has figures of its own (ADR 0082). A date's year alone under
  // a cell that stops at its day and month ("10 NOV" / "2025") finishes that date (ADR 0092, round B).
  const yearUnderDate = (c: { cell: string; start: number }) =>
    /^(?:19|20)\d{2}$/.test(c.cell) && row.some((r) => Math.abs(r.start - c.start) <= 3 && DATE_WITHOUT_YEAR.test(r.cell));
  if (
    cells.length >= 2 &&
    row.some((r) => /\d/.test(r.cell)) &&
    cells.some((c) => !/\d/.test(c.cell)) &&
    cells.every((c) => yearUnderDate(c) || (!/\d/.test(c.cell) && row.some((r) => Math.abs(r.start - c.start) <= 3 && !/\d/.test(r.cell))))
  ) {
    return true;
  }
  // Words under at most half of a wide row's columns, none of them an amount or a date: the row's
  // cells wrapped ("Social / Communication", "Speech-Language / Therapy"), not a row of their own.
  if (row.length >= 4 && cells.length >= 2 && cells.length <= Math.floor(row.length / 2) && cells.every((c) => !/\d/.test(c.cell))) return true;
  return cells.length === 1 && !/\d/.test(first.cell) && !isCapitalHeading(raw) && !/:/.test(first.cell);
}

/** Every cell of the line starts under a cell of the wrapped line above it. */
function underWrappedCell(aboveRaw: string, raw: string): boolean {
  const above = cellStarts(aboveRaw);
  return cellStarts(raw).every((c) => above.some((a) => Math.abs(a.start - c.start) <= 3));
}

const FREQUENCY_WORD = /^(?:daily|weekly|monthly|yearly|annually|quarterly|as\s+needed|once|twice|each|every|per|bi-?weekly|ongoing|n\/a)\b/i;

/**
 * A line whose cells each sit under a cell of the row above, where a cell of several words above stops
 * mid-phrase ("Given a 6th grade informational passage," / "80% accuracy on 4 of") and goes on below
 * it: the row's cells wrapped, however many of them (all at once, as a goal grid's prose cells do). A
 * row of its own starts no cell in the middle of a phrase (ADR 0081).
 */
function wrapsMidPhrase(row: Array<{ cell: string; start: number }>, cells: Array<{ cell: string; start: number }>): boolean {
  const under = cells.map((c) => row.find((r) => Math.abs(r.start - c.start) <= 3));
  if (under.some((r) => !r)) return false;
  // A row of amounts or dates below is a row of its own.
  if (cells.some((c) => /^\d{1,2}[/-]\d{1,2}[/-]\d{2,4}$|^\d{1,4}$/.test(c.cell))) return false;
  return cells.some((c, k) => {
    const above = under[k]?.cell ?? "";
    const words = above.split(/\s+/).length;
    if (words < 3 || /[.!?:]["')]?$/.test(above)) return false;
    if (/(?:[,;]|\b(?:and|or|of|the|a|an|to|with|for|in|on|by|at|from|as|than|that)|[-–/&])$/i.test(above)) return true;
    // Prose going on in lower case; not an amount's cell above a frequency word of the next row ("2 times
    // per month" over "weekly").
    const amount = /\d\s*(?:-?\s*min|minutes?|hours?|hrs?|x\b|×|times|sessions?|\/)/i.test(above);
    const prose = !amount && (!/\d/.test(above) || words >= 6);
    if (prose && /^[a-z]/.test(c.cell) && !FREQUENCY_WORD.test(c.cell)) return true;
    // A sentence of a prose cell going on with a number ("Rowan will read" / "110 words correct per minute").
    return prose && words >= 5 && !/\d/.test(above) && /^\d[\d.,%]*\s+[a-z]/.test(c.cell) && !/^\d+\s*(?:min|minutes?|hours?|hrs?|times|sessions?|x)\b/i.test(c.cell);
  });
}

/**
 * A line without the name of the district, cooperative or office that issued the form. That name is
 * who wrote the document, never a heading, a goal, a service or an accommodation, even when it holds
 * "Services", "Goals" or "Support" (docs/decisions/0077). What else the line holds stays when it is a
 * field ("Student: …") or a title; short cells beside the name ("CONFIDENTIAL", a student's name, a
 * page number) go with it. Undefined when the line names no issuer.
 */
// A field's value ("Location: Counselor's Office") is that field's, never the issuer (ADR 0079).
function issuerCell(cell: string): boolean {
  return !/^[A-Za-z][A-Za-z /&-]{0,30}:\s*\S/.test(cell) && isOrganizationName(cell);
}

function withoutIssuer(raw: string): string | undefined {
  const cells = splitCells(raw);
  // A table row with an amount or a date is data: a cell there that looks like a name ("School
  // Counseling Office") is a place.
  if (!cells.some((c) => issuerCell(c)) || cells.some((c) => /\d/.test(c) && !/^page\s+\d/i.test(c) && !c.includes(":"))) return undefined;
  const rest = cells.filter((c) => !issuerCell(c));
  if (!rest.some((c) => c.includes(":") || headingKind(c) !== undefined)) return "";
  // The name's characters become spaces, so what stays keeps its columns.
  let out = raw;
  let at = 0;
  for (const c of cells) {
    const start = out.indexOf(c, at);
    at = start + c.length;
    if (issuerCell(c)) out = out.slice(0, start) + " ".repeat(c.length) + out.slice(at);
  }
  return out;
}

// A cell's text that stops inside a word or an aside: "(Orton-", "(grades 3".
const OPEN_END = /(?:[A-Za-z]-|\([^)]*)$/;

function isHeaderRow(raw: string): boolean {
  const cells = splitCells(raw);
  return cells.length >= 3 && cells.slice(1).every((c) => isHeaderVocabulary(c));
}

function isCapitalHeading(raw: string): boolean {
  // A form's numbered section ("4. STATEMENT OF HOW PROGRESS WILL BE REPORTED") is a heading when its
  // name is long enough not to be a numbered goal's area ("1. READING FLUENCY"; ADR 0082).
  const numbered = /^\s*(?:\d{1,2}|[IVX]{1,4})[.)]\s+(?=(?:\S+\s+){3})/.exec(raw);
  // "PARENT RIGHTS UNDER SECTION 504": the law's number is part of the name (ADR 0090).
  const t = raw.trim().slice(numbered ? numbered[0].trim().length : 0).trim().replace(/\bSECTION\s+504\b/g, "SECTION");
  if (splitCells(raw).length !== 1 || /[\d:.;,]/.test(t) || raw.length - raw.trimStart().length > 4) return false;
  const words = t.split(/\s+/);
  const letters = t.replace(/[^\p{L}]/gu, "");
  return words.length >= 2 && words.length <= 10 && letters.length >= 8 && letters === letters.toUpperCase();
}

function percentile(values: number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
}

function isStarter(line: Line): boolean {
  const t = line.text;
  if (line.heading || line.mark) return true;
  if (BULLET_RE.test(t) || NUMBERED_RE.test(t) || CHECKBOX_START.test(t)) return true;
  // A row tag ("[G2] Domain: …", "[3] …") starts an export's next record.
  if (/^\[[A-Za-z]{0,4}\s*\d{1,2}\]\s/.test(t)) return true;
  if (GOAL_HEADER_START.test(t) || NUMBERED_GOAL_NAME.test(t)) return true;
  if (splitLabel(t)) return true;
  if (isHeaderVocabulary(t) || FORM_LABEL_LINE.test(t) || FORM_QUESTION_LINE.test(t)) return true;
  // A row whose columns are set off by dashes or bars ("Visual schedule — Daily — Classroom").
  if (/\s[—–|]\s.*\s[—–|]\s/.test(t)) return true;
  const cells = splitCells(line.raw);
  return cells.length >= 2 && line.indent < 8 && /^[A-Z0-9]/.test(cells[0] ?? "");
}

const LEADING_MARK = new RegExp(String.raw`^\s{0,3}${BARE_MARK}\s*`);
const LONE_MARK = /^(?:[xX✓✔])$/;
// The names a form gives a column of marks; a mark under a negative one is the option not chosen.
const MARK_COLUMN = /^(?:yes|no|y|n|needed|not\s+needed|required|not\s+required|provided|applies|selected|checked|n\/a)$/i;
const NEGATIVE_COLUMN = /^(?:no|n|not\s+needed|not\s+required|n\/a)$/i;

/**
 * Lists and grids whose boxes are a column of lone "X" marks (a form typed or copied as text): a line marked
 * at its start ("X   Extended time") or in a mark column ("Extended time   X", under "Yes" or "No") is an
 * option with its answer; a line of the same list left blank where the others are marked is an option not
 * chosen. Each such line is a paragraph of its own (docs/decisions/0086).
 */
function markColumns(lines: Line[]): void {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    const lead = LEADING_MARK.exec(line.raw);
    if (lead && line.text.length > lead[0].trim().length + 2) {
      line.mark = { checked: true };
      // Options left blank stand where the marked ones' words start, in the lines around them.
      const textAt = lead[0].length;
      for (const step of [-1, 1]) {
        for (let j = i + step; j >= 0 && j < lines.length; j += step) {
          const other = lines[j] as Line;
          if (other.text === "" || other.page !== line.page || other.heading || LEADING_MARK.test(other.raw)) break;
          const above = lines[j - 1];
          const wraps = Boolean(above && above.text !== "" && (JOINING_END.test(above.text) || /^[a-z]/.test(other.text)));
          if (textAt < 2 || Math.abs(other.indent - textAt) > 1 || wraps) break;
          other.mark = { checked: false };
        }
      }
      continue;
    }
    // A header naming a column of marks: the rows below it answer in that column.
    const header = cellStarts(line.raw);
    const columns = header.slice(1).filter((c) => MARK_COLUMN.test(c.cell));
    if (columns.length === 0 || !header.slice(1).every((c) => MARK_COLUMN.test(c.cell) || isHeaderVocabulary(c.cell))) {
      trailingMarks(lines, i);
      continue;
    }
    const rows: Line[] = [];
    for (let j = i + 1; j < lines.length; j++) {
      const row = lines[j] as Line;
      if (row.page !== line.page || row.heading) break;
      if (row.text === "") {
        if ((lines[j + 1]?.text ?? "") === "") break;
        continue;
      }
      const cells = cellStarts(row.raw);
      const mark = cells.find((c, k) => k > 0 && LONE_MARK.test(c.cell));
      const under = mark ? columns.find((c) => Math.abs(c.start - mark.start) <= 4) : undefined;
      if (mark && !under) break;
      if (under) row.mark = { checked: !NEGATIVE_COLUMN.test(under.cell), column: under.cell };
      else if (cells.length === 1 && !row.cellContinuation) row.mark = { checked: false };
      else if (!row.cellContinuation) break;
      rows.push(row);
    }
    // A grid without a single mark is not one of marks: its rows say what they say.
    if (!rows.some((r) => r.mark?.column !== undefined)) for (const r of rows) delete r.mark;
    i += rows.length;
  }
}

/** "Extended time   X" / "Read aloud" / "Seating   X": a headerless grid's last column of marks. */
function trailingMarks(lines: Line[], i: number): void {
  const line = lines[i] as Line;
  const cells = cellStarts(line.raw);
  const last = cells[cells.length - 1];
  if (cells.length !== 2 || !last || !LONE_MARK.test(last.cell) || line.mark) return;
  line.mark = { checked: true };
  for (const step of [-1, 1]) {
    for (let j = i + step; j >= 0 && j < lines.length; j += step) {
      const other = lines[j] as Line;
      if (other.text === "" || other.page !== line.page || other.heading || other.mark || Math.abs(other.indent - line.indent) > 1) break;
      const own = cellStarts(other.raw);
      const end = own[own.length - 1];
      if (own.length === 2 && end && LONE_MARK.test(end.cell) && Math.abs(end.start - last.start) <= 4) other.mark = { checked: true };
      else if (own.length === 1) other.mark = { checked: false };
      else break;
    }
  }
}

export const JOINING_END = /(?:[,;]|\b(?:and|or|of|the|a|an|to|with|for|in|on|by|at|from|as|than|that|including|between|per)|[-–/&])$/i;

function continues(prev: Line, next: Line, blankBetween: boolean, width: number): boolean {
  if (next.cellContinuation && !blankBetween) return true;
  // A table row under a table row is the next row (one whose first cell is merged with the row above
  // starts indented), never the row above wrapping.
  if (splitCells(prev.raw).length >= 3 && splitCells(next.raw).length >= 2) return false;
  if (prev.heading || isStarter(next)) return false;
  const startsLower = /^[a-z(]/.test(next.text);
  if (blankBetween) return startsLower && !/[.!?:]["')]?$/.test(prev.text);
  if (startsLower || JOINING_END.test(prev.text)) return true;
  // A one-line labelled field that ends a sentence ("Baseline: … in 4 of 5 episodes.") is over: a
  // capitalised next line starts something else, however near the margin the field's line ran.
  if (/[.!?]["')]?$/.test(prev.text) && /^[A-Z]/.test(next.text) && splitLabel(prev.text)) return false;
  // Otherwise the line was wrapped only if the next line's first word would not have fitted on it
  // (a line that stops short with room to spare ended there: a list item, a form field).
  if (isTitleLike(prev.text) && prev.text.length < 0.8 * width) return false;
  const firstWord = next.text.split(/\s/, 1)[0] ?? "";
  return prev.text.length + 1 + firstWord.length > 0.95 * width;
}

const LABEL_PIECE = /^(?:[A-Z(][A-Za-z()'’/&#.-]*|[a-z][A-Za-z()'’/&-]*|\/)(?:\s+(?:[A-Za-z()'’/&#.-]+|\/))*:?$/;

/**
 * A grid of label / value cells whose labels wrap over lines ("Present Level" / "(Baseline):",
 * "Short-Term" / "Objectives /" / "Benchmarks:") beside a value that wraps too: the label's lines,
 * up to the one ending in a colon, are one label, printed on its first line; the lines below keep
 * only their value, in its column, so they read as the value going on (ADR 0082). A line's words
 * stay where they were on the page, so quotes of a value on one line are still found there.
 */
function joinWrappedLabels(lines: RawLine[]): RawLine[] {
  const out = lines.slice();
  for (let i = 0; i < out.length; i++) {
    const first = cellStarts(out[i]?.raw ?? "");
    const [label, value] = first;
    if (first.length !== 2 || !label || !value || label.start > 2 || label.cell.endsWith(":") || !isLabelPiece(label.cell)) continue;
    const pieces = [label.cell];
    let end = -1;
    for (let j = i + 1; j < Math.min(out.length, i + 4); j++) {
      const cells = cellStarts(out[j]?.raw ?? "");
      const [piece, beside] = cells;
      if (!piece || cells.length > 2 || Math.abs(piece.start - label.start) > 2 || !isLabelPiece(piece.cell)) break;
      if (beside && Math.abs(beside.start - value.start) > 2) break;
      pieces.push(piece.cell);
      if (piece.cell.endsWith(":")) {
        end = j;
        break;
      }
    }
    if (end < 0) continue;
    // "Short-" / "Term" is one word broken at its hyphen.
    const joined = pieces.reduce((a, b) => (/[A-Za-z]-$/.test(a) ? `${a}${b}` : `${a} ${b}`));
    const line = out[i] as RawLine;
    out[i] = { ...line, raw: `${joined}${" ".repeat(Math.max(2, value.start - joined.length))}${value.cell}` };
    for (let j = i + 1; j <= end; j++) {
      const below = out[j] as RawLine;
      const beside = cellStarts(below.raw)[1];
      out[j] = { ...below, raw: beside ? `${" ".repeat(beside.start)}${beside.cell}` : "", lifted: true };
    }
    i = end;
  }
  return out;
}

function isLabelPiece(cell: string): boolean {
  return cell.length <= 30 && !/\d/.test(cell) && cell.split(/\s+/).length <= 4 && LABEL_PIECE.test(cell);
}

/** A grid row that gives an amount of time: a cell of minutes or hours, or a bare count of them. */
function rowWithTime(raw: string): boolean {
  const cells = splitCells(raw);
  return cells.length >= 3 && cells.some((c) => /^\d{1,3}$/.test(c) || /^\d{1,3}\s*(?:minutes?|mins?\.?|hours?|hrs?\.?)\b/i.test(c));
}

/**
 * Whether a grid part's title at `at` stands between rows of a services grid: the row above it (across
 * a blank line) is a grid row, and the first row below it (past blank lines and the part's own header
 * row, three cells or more without figures) gives time.
 */
function gridPartOfServices(pageLines: Array<{ raw: string }>, at: number, above: Line | undefined): boolean {
  if (!above || splitCells(above.raw).length < 3) return false;
  let next = at + 1;
  while (next < pageLines.length && (pageLines[next]?.raw.trim() ?? "") === "") next++;
  const header = pageLines[next]?.raw ?? "";
  if (!isHeaderRow(header) && !(splitCells(header).length >= 3 && !/\d/.test(header))) return rowWithTime(header);
  // Under its own header a bare figure may be another column's (a goal's number): the time names its unit.
  return splitCells(pageLines[next + 1]?.raw ?? "").some((c) => /^\d{1,3}\s*(?:minutes?|mins?\.?|hours?|hrs?\.?)(?![a-z])/i.test(c));
}

/** A cell of minutes within the next few lines of a flattened grid's row ("Counselor" / "Office" / "30 minutes"). */
function rowAmountBelow(pageLines: Array<{ raw: string }>, at: number): boolean {
  return pageLines.slice(at + 1, at + 5).some((l) => /^\s*\d{1,3}\s*(?:minutes?|mins?\.?|hours?|hrs?\.?)\s*$/i.test(l.raw));
}

export function buildDocument(pages: string[]): Doc {
  let removedInstructions = false;
  const rawPages: RawLine[][] = pages.map((pageText, p) => {
    const original = cleanPageText(pageText ?? "");
    const cleaned = removeInstructions(original);
    if (cleaned.removed) removedInstructions = true;
    const before = original.split("\n");
    // A line that was nothing but an instruction disappears (rather than becoming a blank line), so
    // the rest of the document reads exactly as if it had never been there.
    return cleaned.text
      .split("\n")
      .filter((line, i) => line.trim() !== "" || (before[i] ?? "").trim() === "")
      .map((raw) => ({ page: p + 1, raw: raw.replace(/\s+$/, "") }));
  });
  const dropped = dropRepeatedEdges(rawPages);
  const kept = dropped.pages.map(joinWrappedLabels);

  const lines: Line[] = [];
  let section: SectionKind = "none";
  let sectionHeading = "";
  let previous: Line | undefined;
  // The last line with text, across blank lines (a Word table's rows end in one).
  let lastRow: Line | undefined;
  let rowLine: Line | undefined;
  // Column names printed one a line ("Service" / "Provider" / "Time" / …): the grid below is flattened
  // to one cell a line, and how many names in a row were seen (ADR 0085).
  let columnNames = 0;
  let flatGrid = false;
  for (const pageLines of kept) {
    for (const [at, { page, raw: read, lifted }] of pageLines.entries()) {
      const issuer = withoutIssuer(read);
      if (issuer === "") {
        // A blank line in its place, so the lines around it are not joined across it.
        lines.push({ page, raw: "", text: "", indent: 0, section, sectionHeading });
        previous = undefined;
        continue;
      }
      const raw = issuer ?? read;
      const text = raw.trim();
      const line: Line = { page, raw, text, indent: raw.length - raw.trimStart().length, section, sectionHeading };
      if (lifted) line.lifted = true;
      if (text !== "") {
        // A heading in capitals that names no known section ("AVISO A LOS PADRES", "EMERGENCY
        // CIRCUMSTANCES") still ends the section above it: its lines are not that section's items.
        // The second line of a table's header row ("Goal #   Duration/Per Cycle" under "Focus on   …
        // Frequency and") names columns, not a section.
        const headerContinuation = Boolean(previous && isHeaderRow(previous.raw) && splitCells(raw).every((c) => isHeaderVocabulary(c)));
        // A line naming a section right above a table's header row is that table's title, not the row
        // above wrapping (text whose blank line before it was lost: "Testing Accommodations").
        const below = pageLines[at + 1]?.raw ?? "";
        const titlesTable = (isHeaderRow(below) || (splitCells(below).length >= 3 && !/\d/.test(below))) && headingKind(text) !== undefined;
        if (previous && previous.page === page && !titlesTable && !isSectionName(text) && isWrappedCells(previous.raw, raw)) line.cellContinuation = true;
        // A name cell that wrapped twice, its second line left open ("instruction (Orton-" above
        // "Gillingham based)"), goes on under the row it belongs to.
        // So does a name cell wrapped over a third line, alone right under the wrapped name ("Specially
        // Designed" / "Instruction: Written" / "Language"; ADR 0082); a "Label: …" line starts a field.
        else if (
          previous?.cellContinuation &&
          rowLine &&
          rowLine.page === page &&
          (OPEN_END.test(splitCells(previous.raw)[0] ?? "") || (splitCells(raw).length === 1 && !splitLabel(text) && underWrappedCell(previous.raw, raw) && headingKind(text) === undefined)) &&
          isWrappedCells(rowLine.raw, raw)
        ) {
          line.cellContinuation = true;
        }
        if (!line.cellContinuation) rowLine = line;
        // A grid's header row right under the name of its part ("Supplementary Aids/Services" above
        // "Service   Amount   Frequency …") names that part's columns: structure of the part's section,
        // not a section of its own.
        // A Word table's header row stands a blank line below the title (ADR 0090).
        const columnsOfPart = Boolean(lastRow?.heading && lastRow.page === page && isHeaderRow(raw));
        let kind = headerContinuation || line.cellContinuation ? undefined : (headingKind(text) ?? (isCapitalHeading(line.raw) ? "other" : undefined));
        const aColumnName = splitCells(raw).length === 1 && isHeaderVocabulary(text);
        columnNames = aColumnName ? columnNames + 1 : 0;
        if (columnNames >= 3) flatGrid = true;
        // In such a grid a row's name may name a section ("Counseling (Related Service)", "Transition
        // Service - Job Shadow"); its minutes a few cells below make it a row, not a heading.
        // A grid part's title between rows of a services grid ("Supplementary Aids and Services / Supports for
        // School Personnel") whose rows below still give minutes is a part of the services (ADR 0086).
        // So is such a part set off by blank lines with its own header row, when its rows give time too
        // ("Supports for School Personnel" / "Support   Frequency   Amount of Time …" / a consultation's
        // 20 minutes a month): time with the student's teachers is a service on the IEP (ADR 0090).
        if (kind && kind !== "services" && section === "services" && isGridPartName(text) && gridPartOfServices(pageLines, at, lastRow?.page === page ? lastRow : undefined)) kind = "services";
        if (kind && flatGrid && !aColumnName && rowAmountBelow(pageLines, at)) kind = undefined;
        else if (kind) flatGrid = false;
        if (kind && columnsOfPart) {
          line.heading = section;
          lines.push(line);
          previous = line;
          continue;
        }
        if (kind) {
          line.heading = kind;
        } else if (previous?.heading && previous.page === page && isHeadingContinuation(previous.text, text)) {
          line.heading = previous.heading;
        }
        const label = line.heading ? undefined : splitLabel(text);
        const topic = label ? classifyHeadingText(label.label) : undefined;
        // "SECTION 8 - TRANSPORTATION: …" is the form's next numbered section, whatever it is about.
        const numbered = Boolean(label && /^(?:section|part)\s+[0-9A-Za-z]{1,3}\b/i.test(label.label));
        if ((topic && ENDS_A_LIST.has(topic) && topic !== section) || (numbered && (topic ?? "other") !== section)) {
          // "ESY: does not qualify" or "Placement: …" in the middle of a list ends that list.
          section = topic ?? "other";
          sectionHeading = label?.label ?? "";
          line.section = section;
          line.sectionHeading = sectionHeading;
        }
        if (line.heading) {
          section = line.heading;
          sectionHeading = previous?.heading && !kind ? `${sectionHeading} ${text}` : text;
          line.section = section;
          line.sectionHeading = sectionHeading;
        }
      }
      lines.push(line);
      previous = text === "" ? undefined : line;
      if (text !== "") lastRow = line;
    }
  }

  markColumns(lines);

  const widthByPage = new Map<number, number>();
  const all: number[] = [];
  const lengthsByPage = new Map<number, number[]>();
  for (const l of lines) {
    if (l.text.length < 10) continue;
    all.push(l.text.length);
    const list = lengthsByPage.get(l.page);
    if (list) list.push(l.text.length);
    else lengthsByPage.set(l.page, [l.text.length]);
  }
  // The text width: what a full line measures (the longest lines, ignoring a few outliers).
  const docWidth = Math.max(40, percentile(all, 0.95));
  for (let p = 1; p <= pages.length; p++) {
    const lens = lengthsByPage.get(p) ?? [];
    // A page of short lines (a form grid) is measured against the document's width too.
    widthByPage.set(p, lens.length >= 8 ? Math.max(40, percentile(lens, 0.95), 0.85 * docWidth) : docWidth);
  }

  const paras: Para[] = [];
  let current: Line[] = [];
  const flush = () => {
    if (current.length === 0) return;
    let text = "";
    const starts: number[] = [];
    for (const l of current) {
      if (text !== "") text += " ";
      starts.push(text.length);
      text += l.text.replace(/\s{2,}/g, "  ");
    }
    const first = current[0] as Line;
    paras.push({
      index: paras.length,
      text,
      lines: current,
      starts,
      page: first.page,
      section: first.section,
      heading: first.heading,
      sectionHeading: first.sectionHeading,
    });
    current = [];
  };
  let blank = false;
  for (const line of lines) {
    if (line.text === "") {
      blank = true;
      continue;
    }
    const prev = current[current.length - 1];
    if (!prev || !continues(prev, line, blank, widthByPage.get(prev.page) ?? docWidth)) flush();
    current.push(line);
    if (line.heading) flush();
    blank = false;
  }
  flush();
  return { pageCount: pages.length, lines, paras, removedInstructions, runningHead: dropped.head };
}

export function pageAt(para: Para, offset: number): number {
  // Binary search: the last line that starts at or before the offset.
  let lo = 0;
  let hi = para.starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((para.starts[mid] ?? 0) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return para.lines[lo]?.page ?? para.page;
}

export function quoteOf(para: Para, start = 0, end = para.text.length): string {
  // A quote stops where the page has words of a lifted label between two lines of the text (ADR 0082).
  const seam = para.lines.findIndex((l, i) => l.lifted && (para.starts[i] ?? 0) > start && (para.starts[i] ?? 0) < end);
  return clip(para.text.slice(start, seam > 0 ? (para.starts[seam] ?? end) : end).trimEnd());
}


const sentenceCache = new WeakMap<Para, Span[]>();

/** Sentence spans of a paragraph, computed once (several extractors walk the same sentences). */
export function sentencesOf(para: Para): Span[] {
  let spans = sentenceCache.get(para);
  if (!spans) {
    spans = sentenceSpans(para.text);
    sentenceCache.set(para, spans);
  }
  return spans;
}

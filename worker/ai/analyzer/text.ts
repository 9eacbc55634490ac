// Small string helpers shared by the extractors. Every regex here is linear: no nested quantifiers
// over unbounded input, so a hostile 100-page document cannot make the analyzer spin.

/** Collapse every run of whitespace (line breaks, column gaps) to one space. */
export function normalizeWs(s: string): string {
  return s.replace(/\s+/g, " ").trim();
}

/** A quote is a prefix-cut of the source (never rewritten), so it stays findable in the page text. */
export function clip(s: string, max = 600): string {
  const t = normalizeWs(s);
  if (t.length <= max) return t;
  const cut = t.lastIndexOf(" ", max);
  return t.slice(0, cut > max / 2 ? cut : max);
}

/** Table cells: PDF text extraction keeps column gaps as runs of two or more spaces. */
export function splitCells(s: string): string[] {
  return s
    .trim()
    .split(/\s{2,}/)
    .filter((c) => c.length > 0);
}

/** A line's cells with where each starts (its column). */
export function cellStarts(raw: string): Array<{ cell: string; start: number }> {
  let at = 0;
  return splitCells(raw).map((cell) => {
    const start = raw.indexOf(cell, at);
    at = start + cell.length;
    return { cell, start };
  });
}

/**
 * A grid's header row split into its columns. Header words of narrow columns can sit one space apart
 * ("Minutes Frequency Service", "Goal # Area"): a cell of the first row below that starts inside a
 * header cell, right after a space (or one character off it), splits it there (ADRs 0077, 0081).
 */
export function headerCells(raw: string, below?: string): Array<{ cell: string; start: number }> {
  const rowStarts = below ? cellStarts(below).map((c) => c.start) : [];
  const out: Array<{ cell: string; start: number }> = [];
  for (const { cell, start } of cellStarts(raw)) {
    let from = start;
    for (const r of rowStarts) {
      const cut = [r, r + 1, r - 1].find((j) => j > from && j < start + cell.length && raw[j - 1] === " " && /[A-Za-z#]/.test(raw[j] ?? ""));
      if (cut === undefined) continue;
      out.push({ cell: raw.slice(from, cut).trim(), start: from });
      from = cut;
    }
    out.push({ cell: raw.slice(from, start + cell.length).trim(), start: from });
  }
  return out;
}

/**
 * The words forms put before "Goal" in a goal's own heading ("Measurable Annual Goal 1", "IEP Goal 2",
 * "Long-Term Goal", "Academic Goal #1"; ADR 0081). A postsecondary (transition) goal is not one of them.
 */
export const GOAL_PREFIX = String.raw`(?:(?:[Mm]easurable|MEASURABLE|[Aa]nnual|ANNUAL|IEP|[Ll]ong[- ](?:[Tt]erm|[Rr]ange)|LONG[- ](?:TERM|RANGE)|[Aa]cademic|ACADEMIC|[Ff]unctional|FUNCTIONAL|[Bb]ehavio(?:u)?r(?:al)?|BEHAVIO(?:U)?R(?:AL)?|[Ii]nstructional)\s+){0,3}`;

const STOP = new Set(
  "a an the and or of for to in on with by at as from per vs is are be will that this his her their its into than then".split(" "),
);

/** Lower-case content words, used for overlap scores. */
export function contentTokens(s: string): string[] {
  const out: string[] = [];
  for (const m of s.toLowerCase().matchAll(/[a-z0-9]+/g)) {
    const w = m[0];
    if (w.length > 1 && !STOP.has(w)) out.push(w);
  }
  return out;
}

/** Headings and table cells are Title Case or ALL CAPS; wrapped prose is not. */
export function isTitleLike(s: string, maxWords = 12): boolean {
  const t = s.trim().replace(/:$/, "");
  if (!/[A-Za-z]/.test(t) || /[.;,]$/.test(t)) return false;
  const words = t.split(/\s+/);
  if (words.length > maxWords) return false;
  const letters = t.replace(/[^A-Za-z]/g, "");
  if (letters.length > 2 && letters === letters.toUpperCase()) return true;
  let significant = 0;
  let capital = 0;
  for (const w of words) {
    const core = w.replace(/^[^A-Za-z0-9]+/, "");
    if (!core || STOP.has(core.toLowerCase())) continue;
    significant++;
    if (/^[A-Z0-9]/.test(core)) capital++;
  }
  return significant > 0 && capital / significant >= 0.8;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  once: 1,
  two: 2,
  twice: 2,
  three: 3,
  thrice: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

export function parseCount(s: string): number | undefined {
  const w = s.toLowerCase();
  if (/^\d+(\.\d+)?$/.test(w)) return Number(w);
  return NUMBER_WORDS[w];
}

export const NUMBER_WORD_RE = "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve";

// Word's list glyphs also reach PDF text as "o" (Courier New circle) and "§" (Wingdings square)
// before a capitalised item.
export const BULLET_RE = /^(?:[-–—•*▪◦●·○➢➤►]|\uf0b7|\uf0a7|[o§](?=\s+[A-Z]))\s+/;
/** "1.", "1)", "(a)", "1-Improve…", "A. " — the numbering forms IEP forms use. */
export const NUMBERED_RE = /^(?:\d{1,2}\.\d{1,2}\.?(?=\s+[A-Z])|\(?\d{1,2}[.)](?!\d|[A-Za-z]{1,4}\.\d)|\d{1,2}\s*-(?=\s*[A-Za-z])|\(?[a-z][.)](?=\s)|\([A-Z]\)|[A-Z][.)](?=\s)|\(?[ivx]{1,4}[.)](?=\s))\s*/;

export function stripListMarker(s: string): string {
  return s.replace(BULLET_RE, "").replace(NUMBERED_RE, "").trim();
}

/** "Label: value" at the start of a line, with a short label (≤ 8 words). */
export function splitLabel(s: string): { label: string; value: string } | undefined {
  const m = /^([A-Z][A-Za-z0-9 '’/&(),#.+-]{0,70}?)\s*:(?:\s+|$)/.exec(s);
  if (!m || !m[1]) return undefined;
  const label = m[1].trim();
  if (label.split(/\s+/).length > 8 || /\.\s/.test(label)) return undefined;
  return { label, value: s.slice(m[0].length).trim() };
}

// Who issued the form: a district, cooperative, office or division ("Dune Ridge Special Services
// Cooperative", "Cascade Ridge Education Service District - Student Services and Supports", "Division
// of Exceptional Children & Support Services"). Its name may hold "Services", "Goals" or "Support",
// but it names no part of the form (docs/decisions/0077).
const ORG_END =
  /\s(?:cooperative|co-?op|collaborative|consortium|district|schools|boces|office|department|division|bureau|corporation|(?:isd|usd|esd|esc|sd|iu|selpa|sela))$/i;
const ORG_START = /^(?:division|department|office|bureau|board)\s+of\s+[A-Z]/i;
const ORG_CONNECTORS = /\s(?:and|in|of|for|the|to|on|with|by|&)\s/i;

function isOrganizationPart(part: string): boolean {
  const t = part.trim();
  const words = t.split(/\s+/);
  if (words.length < 3 || words.length > 10 || !/^[A-Z]/.test(t) || !isTitleLike(t, 10) || /\d/.test(t)) return false;
  return ORG_START.test(t) || (ORG_END.test(t) && !ORG_CONNECTORS.test(` ${t} `));
}

/** A line's cell that is an organisation's name (a part of it set off by a dash, a bar or a comma is enough). */
export function isOrganizationName(cell: string): boolean {
  return cell
    .trim()
    .split(/\s+[-–—|•]\s+|,\s+/)
    .some(isOrganizationPart);
}

/** Words that only ever appear as table column headers. */
const HEADER_WORDS = new Set(
  (
    "service services provider providers location locations frequency freq duration minutes min mins start end date dates " +
    "initiation procedures procedure schedule evaluation criteria session sessions setting amount time per week type " +
    "projected begin beginning ending status code codes comments objective objectives goal area baseline and of " +
    "hours hrs hr total anticipated person responsible responsible position title / & # ( ) x delivery model ratio size " +
    "program programs recommended criteria method methods mastery measure measured progress report reported " +
    "initiated initiation duration/frequency frequency/duration length focus personnel cycle duration/per " +
    "nature description number implementer site interval role monitor staff wk mo month day session/week " +
    // Minnesota's grid: "Location" over "Gen Ed" / "Sp Ed", "Minutes per Session" over "Indirect" / "Direct".
    "gen sp ed direct indirect " +
    // Abbreviated evaluation columns ("Eval. Proc.", "Performance Criteria").
    "eval proc performance " +
    // Columns named by the question they answer ("How Often", "How Long", "Where", "By Whom"; ADR 0081).
    "where who whom when how often long by " +
    // An objectives grid's "Target" column, when each benchmark is due (ADR 0090, round B).
    "target"
  ).split(" "),
);

export function isHeaderVocabulary(s: string): boolean {
  // "Goal(s)", "Freq.", "Site*": a column's name abbreviated, pluralised or footnoted is still its name.
  const words = s
    .toLowerCase()
    .replace(/\(s\)/g, "")
    .replace(/[():/#&*]|\.(?=\s|$)/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0 || words.length > 12) return false;
  return words.every((w) => HEADER_WORDS.has(w));
}

/**
 * A grid's row of column names: three or more short cells without a figure, each a name the vocabulary
 * knows; or at least half of them, when the row below holds figures in two cells or more (a header over its
 * first row: "Service   Location   Extent/Frequency   Begin   End", docs/decisions/0086).
 */
export function isColumnNameRow(cells: string[], below: string[] = []): boolean {
  if (cells.length < 3 || cells.some((c) => /\d/.test(c) || c.split(/\s+/).length > 3)) return false;
  const known = cells.filter((c) => isHeaderVocabulary(c)).length;
  return known === cells.length || (known * 2 >= cells.length && below.filter((c) => /\d/.test(c)).length >= 2);
}

export interface Span {
  start: number;
  end: number;
}

const ABBREVIATIONS = new Set(
  "dr mr mrs ms st ave no vs etc e.g i.e approx min hr hrs jan feb mar apr jun jul aug sep sept oct nov dec inc jr sr pg p pp fig".split(
    " ",
  ),
);

/** Sentence spans inside a paragraph; careful with "Dr.", "e.g.", initials and decimals. */
export function sentenceSpans(text: string): Span[] {
  const spans: Span[] = [];
  let start = 0;
  const re = /[.!?](?=["')\]]?\s+["'(]?[A-Z0-9])/g;
  for (const m of text.matchAll(re)) {
    const i = m.index;
    const before = /([A-Za-z.]+)$/.exec(text.slice(Math.max(start, i - 12), i));
    const word = before?.[1]?.toLowerCase() ?? "";
    if (m[0] === "." && (ABBREVIATIONS.has(word) || /^[a-z]$/.test(word))) continue;
    spans.push({ start, end: i + 1 });
    start = i + 1;
    while (start < text.length && /\s/.test(text[start] ?? "")) start++;
  }
  if (start < text.length) spans.push({ start, end: text.length });
  return spans.filter((s) => s.end > s.start);
}

export function capitalizeFirst(s: string): string {
  return s.length > 0 ? s.charAt(0).toUpperCase() + s.slice(1) : s;
}

export function trimPunctuation(s: string): string {
  return s
    .replace(/^[\s,;:.\-–—]+/, "")
    .replace(/[\s,;:.\-–—]+$/, "")
    .trim();
}

// Form checkboxes as text layers and Word files give them: Unicode boxes, Wingdings/Wingdings 2
// glyphs in the private-use area (U+F0FE ☑, U+F0FD/U+F078 ☒, U+F0A8/U+F06F/U+F0A3 ☐) and typed "[X]" / "[ ]".
// A lone "X" typed in a checkbox column ("X   Extended time", "Yes   X No", "Extended time   X") marks that
// option like a ticked box: an "X" that stands as a word of its own before a column gap, the line's end or a
// capitalised option (docs/decisions/0086). "2 x 30 min" is no mark.
export const BARE_MARK = String.raw`(?<!\S)[xX](?=\t|\s{2,}|\s*$|\s+[A-Z])`;
const CHECKED_BOX = String.raw`(?:[☒☑✓✔✗✘■⊠\uf0fe\uf0fd\uf078\uf0fc]|\[\s*[xX✓✔]\s*\]|\(\s*[xX✓✔]\s*\)|${BARE_MARK})`;
export const UNCHECKED_BOX = String.raw`(?:[☐□❑❒\uf0a8\uf06f\uf0a3\uf071]|\[\s*\]|\(\s*\)|_{2,})`;
const CHECKED_START = new RegExp(String.raw`^\s*${CHECKED_BOX}\s*`);
const UNCHECKED_START = new RegExp(String.raw`^\s*${UNCHECKED_BOX}\s*`);

/** Whether a line or cell starts with a ticked box, an empty box, or no box at all. */
export function checkboxOf(s: string): "checked" | "unchecked" | undefined {
  if (CHECKED_START.test(s)) return "checked";
  if (UNCHECKED_START.test(s)) return "unchecked";
  return undefined;
}

/** The text after a leading checkbox. */
export function stripCheckbox(s: string): string {
  return s.replace(CHECKED_START, "").replace(UNCHECKED_START, "");
}

/** Where every checkbox on a line starts: a line of several ticked and empty options is one option per box. */
export function checkboxStarts(s: string): number[] {
  const re = new RegExp(`${CHECKED_BOX}|${UNCHECKED_BOX}`, "g");
  return [...s.matchAll(re)].map((m) => m.index);
}

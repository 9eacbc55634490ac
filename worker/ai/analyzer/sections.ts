// Recognises section headings ("Section 4-Measurable Annual Goals", "5) ACCOMMODATIONS AND
// MODIFICATIONS", "Services") so extractors can ask "which part of the form is this line in?".
// Only headings that name a known IEP section change the section: a Title Case table cell such as
// "Resource Room" must not end the services table it sits in.
import { isHeaderVocabulary, isTitleLike, splitCells } from "./text.ts";

export type SectionKind =
  | "none"
  | "info"
  | "eligibility"
  | "present-levels"
  | "goals"
  | "services"
  | "accommodations"
  | "testing"
  | "assistive-tech"
  | "staff-supports"
  | "esy"
  | "lre"
  | "progress-reporting"
  | "transition"
  | "team"
  | "consent"
  | "scores"
  | "recommendations"
  | "other";

// Specific kinds win wherever they appear: "E. Modifications and supports for school personnel" is
// about staff, not student accommodations.
const PRIORITY: Array<[RegExp, SectionKind]> = [
  // Document titles ("Section 504 Accommodation Plan") are not the sections their words name.
  [/^(?:sample\s+)?(?:section\s+504\s+(?:accommodation\s+)?plan|504\s+(?:accommodation\s+)?plan|(?:student\s+)?accommodation\s+plan|individuali[sz]ed\s+education(?:al)?\s+(?:program|plan))\b/i, "info"],
  [/extended school year|\besy\b/i, "esy"],
  // A services grid's part "A. Consultation (Indirect Services to School Personnel …)" is a service.
  [/^consultation\b.*\bservices?\b/i, "services"],
  [/supports? for (?:school )?personnel|school personnel|supports? for staff|staff supports?/i, "staff-supports"],
  [/assistive technology/i, "assistive-tech"],
  [
    /(?:state|district)[- ]?(?:wide\s+)?(?:and\s+(?:district|state)[- ]?(?:wide\s+)?)?(?:testing|assessments?)|testing\s+(?:accommodations?|modifications?)|assessment\s+accommodations?|test(?:ing)?\s+modifications?|participation in (?:state|district)|(?:assessment|testing)\s+participation|^(?:(?:state|district|statewide)\s+)?(?:assessments?|testing)$/i,
    "testing",
  ],
];

// Otherwise the keyword that appears first names the section ("Supplementary Aids, Modifications and
// Services" is about accommodations; "Related Services and Supplementary Aids" is about services).
const GENERAL: Array<[RegExp, SectionKind]> = [
  // "Adaptations" is Minnesota's and Arizona's word for accommodations and modifications together.
  [/accommodations?|modifications?|adaptations?|supplementary aids|supports? for (?:the )?student|classroom supports?|^(?:instructional |student |designated )?supports?$/i, "accommodations"],
  [/transition|post-?secondary|adult outcomes|graduation/i, "transition"],
  // Wisconsin's I-4 "Program Summary" is its services table (ADR 0079).
  [/related services|special education (?:and|programs?|services)|\bservices?\b|service delivery|speciali[sz]ed instruction|specially designed instruction|program summary/i, "services"],
  [/progress report|reporting progress|reports? (?:of|on) progress|progress reporting/i, "progress-reporting"],
  [/annual goals?|measurable goals?|\bgoals?\b|\bobjectives?\b|\bbenchmarks\b/i, "goals"],
  [/present levels?|plaafp|\bplep\b|strengths|parent(?:al)? (?:concerns|input)|functional performance|academic achievement/i, "present-levels"],
  [/eligibility|classification|disabilit(?:y|ies)/i, "eligibility"],
  [
    /least restrictive|\blre\b|placement|participation (?:in general education|with non-?disabled)|non-?disabled peers|general education classes|time in (?:the )?general education/i,
    "lre",
  ],
  [/team members|participants|signatures?|attendance|attendees/i, "team"],
  [/consent|procedural safeguards|prior written notice|\bnotice\b/i, "consent"],
  [
    /test results|assessment results|\bscores\b|tests? administered|assessment (?:data|summary)|evaluation results|summary of (?:findings|results)|cognitive (?:abilities|functioning)|academic achievement testing/i,
    "scores",
  ],
  [/recommendations?/i, "recommendations"],
  // "Dates", "IEP Dates", "Important Dates", "Timelines": the plan's dates (ADR 0081).
  [/student information|background|demographic|identifying information|reason for referral|history|^(?:(?:iep|important|key|plan)\s+)?dates$|^timelines?$/i, "info"],
];

const SECTION_PREFIX = /^(?:section|part|article)\s+[0-9a-z]{1,3}\s*[-.:)–—]?\s*/i;
const ENUM_PREFIX = /^(?:\(?(?:\d{1,2}|[A-Za-z]|[ivxIVX]{1,4})[.)]|\d{1,2}\s*-(?=\s*[A-Za-z]))\s*/;
// Form prompts ("Describe any…", "State why…") open a sub-section even though they are sentences.
const PROMPT = /^(?:state|explain|describe|list|specify|indicate|identify|check)\s+(?:why|how|the|any|if|whether|all|each|what)\b/i;

function stripHeadingPrefix(s: string): { text: string; numbered: boolean } {
  let t = s.trim();
  let numbered = false;
  for (let i = 0; i < 2; i++) {
    const before = t;
    const afterSection = t.replace(SECTION_PREFIX, "");
    if (afterSection !== t) numbered = true;
    t = afterSection.replace(ENUM_PREFIX, "");
    if (t === before) break;
  }
  return { text: t.trim(), numbered };
}

// The federal part's full name, "Supplementary Aids and Services, Program Modifications and Supports for
// School Personnel", heads a table of the student's own aids: the student's part comes first, so the
// staff part named at its end does not make it staff supports (ADR 0085).
const STUDENT_AIDS_FIRST = /^supplementary\s+aids\b/i;

// "Supports and Modifications for the Child / Supports for Staff" (an early-childhood export): a heading of two
// parts, the first naming the child's or student's own supports, heads the child's list; the staff part is a
// labelled line of its own below it (ADR 0092).
const CHILD_PART_FIRST = /^([^/]*\b(?:for|of)\s+(?:the\s+)?(?:child|student)\b[^/]*?)\s*\/\s*\S/i;

export function classifyHeadingText(t: string): SectionKind | undefined {
  if (STUDENT_AIDS_FIRST.test(t) && !/extended school year|\besy\b|assistive technology/i.test(t)) return "accommodations";
  const childPart = CHILD_PART_FIRST.exec(t)?.[1];
  if (childPart && classifyHeadingText(childPart) === "accommodations") return "accommodations";
  let best: { kind: SectionKind; at: number } | undefined;
  for (const [re, kind] of PRIORITY) {
    const m = re.exec(t);
    if (m && (!best || m.index < best.at)) best = { kind, at: m.index };
  }
  if (best) return best.kind;
  for (const [re, kind] of GENERAL) {
    const m = re.exec(t);
    if (m && (!best || m.index < best.at)) best = { kind, at: m.index };
  }
  return best?.kind;
}

const CHECKBOX_TAIL = /^[\s_xX✓✔☐☒☑□■[\]()]*(?:yes|no)\b/i;

// The parts a services grid is divided into, as federal law names them; a row holding only these
// names ("Supplementary aids and services", "Program modifications or supports for school
// personnel", "Special education (specially designed instruction)") heads the rows below it in any
// case (docs/decisions/0078).
const GRID_PART =
  /^(?:special\s+education(?:\s+services)?|specially\s+designed\s+instruction|related\s+services?|supplementary\s+aids(?:\s*(?:and|&|\/)\s*services)?|(?:program\s+)?modifications?|accommodations?|supports?\s+for\s+(?:school\s+)?personnel|extended\s+school\s+year(?:\s+services)?|transition\s+services)$/i;

/** A row that names only parts of a services grid, in any case. */
export function isGridPartName(cell: string): boolean {
  const parts = cell
    .trim()
    .replace(/\s*\([^)]{2,60}\)\s*$/, "")
    .split(/\s*[;,/]\s*|\s+(?:and|or|&)\s+(?=(?:program|supports?|modifications?|accommodations?|related|special|supplementary)\b)/i)
    .filter(Boolean);
  return parts.length > 0 && parts.every((p) => GRID_PART.test(p) || /^services$/i.test(p)) && !parts.every((p) => /^services$/i.test(p));
}

/**
 * The section a line opens, or undefined when the line is not a heading. A heading is short and Title
 * Case (or numbered, or a form prompt), ends without a sentence stop, and names a known section.
 */
export function headingKind(line: string): SectionKind | undefined {
  const cells = splitCells(line);
  const first = cells[0] ?? "";
  // A table row ("Counseling Services   Individual   1 x weekly   30 minutes") is data, not a heading,
  // even when its first cell names a section; a header row's other cells are column names.
  const rest = cells.slice(1).join("  ");
  // "ANNUAL GOALS          Progress measured by: see each goal": a heading in capitals with a labelled note set
  // to its right is that heading; the note says how to read the section (ADR 0092, round B).
  if (cells.length === 2 && /^[A-Z][A-Z &/-]{3,40}$/.test(first) && /^[A-Z][a-z][^:]{2,40}:\s*\S/.test(cells[1]!)) {
    const own = classifyHeadingText(first);
    if (own) return own;
  }
  if (cells.length >= 2 && !CHECKBOX_TAIL.test(rest) && !cells.slice(1).every((c) => isHeaderVocabulary(c))) {
    if (!/:\s*$/.test(first)) return undefined;
  }
  // A grid's header row that leads with the goal it serves ("Goal Area   Service   Minutes/Session")
  // is a services grid: its service column says what the table is.
  if (cells.length >= 3 && cells.slice(1).every((c) => isHeaderVocabulary(c)) && cells.slice(1).some((c) => /^(?:type\s+of\s+)?services?$/i.test(c.trim()))) {
    const own = classifyHeadingText(stripHeadingPrefix(first).text);
    if (own === "goals" || own === undefined) return "services";
  }
  // "5. GOALS AND OBJECTIVES (continued)" on the next page is the same heading again.
  // "Supports for the student (check all that apply):": the form's instruction is not part of the name.
  const { text, numbered } = stripHeadingPrefix(
    first.replace(/\s*(?:\(\s*cont(?:inued|'d|\.)?\s*\)|[-–—]\s*cont(?:inued|'d|\.)?)\s*$/i, "").replace(/\s*\((?:check|select|mark|tick|circle)\b[^)]{0,40}\)\s*(?=:?\s*$)/i, ""),
  );
  if (cells.length === 1 && isGridPartName(text)) return classifyHeadingText(text);
  // "Check all that apply." says how to read the list it stands in; it opens no section (ADR 0082).
  if (/^(?:check|mark|select|tick)\s+(?:all|each|any)\s+that\s+appl(?:y|ies)\b[^:]*$/i.test(text)) return undefined;
  if (PROMPT.test(text) && text.length <= 300) {
    // Classify by the question, not by its answer ("Describe how … measured: quarterly reports").
    const colon = text.indexOf(":");
    return classifyHeadingText(colon > 0 ? text.slice(0, colon) : text) ?? "other";
  }
  if (text.length < 3 || text.length > 110) return undefined;
  const colon = text.indexOf(":");
  let head = text;
  if (colon >= 0) {
    const after = text.slice(colon + 1).trim();
    const restOfLine = line.slice(line.indexOf(":") + 1);
    if (after.length > 0 && !CHECKBOX_TAIL.test(after)) return undefined;
    if (after.length === 0 && restOfLine.trim().length > 0 && !CHECKBOX_TAIL.test(restOfLine)) {
      // "Eligibility:   Specific Learning Disability" is a field, not a heading.
      const restCells = splitCells(restOfLine);
      if (!restCells.every((c) => /^(?:initiation date|frequency|duration|location|start|end|date|[_\sxX]+)$/i.test(c))) {
        return undefined;
      }
    }
    head = text.slice(0, colon);
  }
  if (/[.;,]$/.test(head.trim())) return undefined;
  const kind = classifyHeadingText(head);
  // A short line in sentence case that ends in a colon and introduces the student's supports ("Supports
  // for the student:", "Accommodations for state tests:") opens that list like a heading (ADR 0081).
  // "Assessment Accommodations (OSTP and district assessments)": a qualifier in brackets at the end is
  // written in sentence case even in a Title Case heading (ADR 0085), and is not counted in a list's label
  // ("Supplementary aids, accommodations and program modifications (all settings):"; ADR 0090).
  const titled = head.replace(/\s*\([^()]*\)\s*$/, "");
  const introducesList = colon >= 0 && colon === text.length - 1 && titled.split(/\s+/).length <= 6 && (kind === "accommodations" || kind === "testing");
  // "Section 7-Participating agencies…" is a heading even in sentence case; "3. Modified work" is a list item.
  if (!isTitleLike(head, 14) && !(titled.length >= 3 && isTitleLike(titled, 14)) && !(numbered && head.split(/\s+/).length <= 14 && /^[A-Z]/.test(head)) && !isSectionName(head) && !introducesList) return undefined;
  return kind;
}

// A line that is nothing but a section's name opens that section even in sentence case: a table's part
// titles ("Related services", "Supplementary aids and services" in Wisconsin's Program Summary; ADR 0079).
const SECTION_NAME =
  /^(?:related services|special education services|specially designed instruction|supplementary aids(?: and services)?|program modifications(?: (?:or|and) supports? for school personnel)?|supports? for school personnel)$/i;

export function isSectionName(text: string): boolean {
  return SECTION_NAME.test(text.trim());
}

const CONNECTOR_START = /^(?:for|of|and|or|to|the|&|with|in|on|by)\b/i;
const CONNECTOR_END = /(?:\b(?:for|of|and|or|to|the|with|in|on|by)|[&,/-])$/i;

/** A heading wrapped onto a second line ("C. Supplementary Aids &" / "For the Student"). */
export function isHeadingContinuation(previousHeadingLine: string, line: string): boolean {
  const t = line.trim();
  if (!isTitleLike(t, 6)) return false;
  const prevFirst = (splitCells(previousHeadingLine)[0] ?? "").trim();
  return CONNECTOR_START.test(t) || CONNECTOR_END.test(prevFirst);
}

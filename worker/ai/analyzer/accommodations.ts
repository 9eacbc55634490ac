// Accommodations and modifications, from bulleted lists, table rows ("Calculator    November 2007")
// and prose lists separated by semicolons. Classroom vs testing comes from the sub-heading they sit
// under ("Assessment Accommodations:"), or, under a generic heading, from what the item is about.
import { isDateRow, parseDate } from "./dates.ts";
import { pageAt, quoteOf, sentencesOf, type Doc, type Para } from "./document.ts";
import {
  BULLET_RE,
  NUMBERED_RE,
  capitalizeFirst,
  cellStarts,
  checkboxOf,
  checkboxStarts,
  stripCheckbox,
  isHeaderVocabulary,
  splitCells,
  splitLabel,
  stripListMarker,
  trimPunctuation,
} from "./text.ts";
import type { Accommodation, AccommodationKind } from "./types.ts";

const TESTING_ITEM = /\b(?:tests?|testing|assessments?|exams?|examinations?|quiz(?:zes)?|standardized|staar|regents|sbac|parcc|eoc)\b/i;
const STAFF_SENTENCE = /\b(?:staff|personnel|school\s+team)\b/i;
// "The team discussed whether …", "At this time the team agreed to try these accommodations …": what the
// team did or decided, told about the list, is not an item of it (ADR 0090).
const TEAM_SENTENCE = /\bthe\s+(?:iep\s+|504\s+)?team\s+(?:has\s+)?(?:discussed|agreed|decided|reviewed|considered|determined|met|will)\b/i;
// "Support for school personnel: SLP consults with teacher": the federal part's staff row in a table
// of the student's aids supports the adults, not the student (ADR 0085).
// "Personnel supports: the behavior specialist will train …" is the same part under its other name (ADR 0086).
const STAFF_ROW = /^(?:(?:program\s+)?supports?\s+for\s+(?:school\s+)?(?:personnel|staff)|(?:school\s+)?(?:personnel|staff)\s+supports?)\b/i;
// "Mississippi Academic Assessment Program (MAAP)", "Idaho Standards Achievement Test (ISAT)": a test's
// name with its initials, alone on its line, names what is taken, not how (ADR 0086).
const TEST_NAME = /^(?:[A-Z][\w'’.-]*\s+(?:(?:of|and|for|in)\s+)?){1,8}(?:Assessments?|Tests?|Exams?|Examinations?|Program|System)\s+\([A-Z][A-Z0-9&-]{1,9}\)$/;
// "Same as Forward Exam", "See above": a cell that points at another row's list is not one of its own.
const NONE_RE = /^(?:none|n\/?a|not\s+applicable|no\s+accommodations|(?:the\s+)?same\s+as\b|see\s+(?:above|below)\b|as\s+above\b)/i;
// "… with the assessment accommodations marked above" points at the list; it is not one of them.
// "… with the assessment accommodations in section 7" points at the list too (ADR 0082).
const REFERS_TO_LIST =
  /\bsame\s+(?:accommodations?|modifications?|supports?)\s+as\b|\b(?:accommodations?|modifications?|adaptations?|supports?)\s+(?:(?:\w+\s+){0,2}(?:marked|listed|checked|noted|shown|described|indicated)\s+)?(?:above|below|in\s+(?:section|part|item)\s+\w+)\b/i;
// How to read the form's list, not an item of it: "Only the checked items are part of the plan",
// "Check all that apply", "Items marked X apply" (ADR 0082).
const FORM_INSTRUCTION = /^(?:only\s+(?:the\s+)?(?:checked|marked|selected)\b|(?:check|mark|select)\s+(?:all|each|any)\s+that\s+apply\b|(?:items?|boxes)\s+(?:checked|marked)\b)/i;

function sectionKind(para: Para): AccommodationKind | undefined {
  if (para.section === "testing") return "testing";
  if (/\b(?:instruction(?:al)?|classroom)\b/i.test(para.sectionHeading)) return "classroom";
  return undefined;
}

function labelKind(raw: string): AccommodationKind | undefined {
  // "Assessment (classroom tests and AASA):" names its kind before the brackets (ADR 0079).
  // "[Testing]": a vendor's type cell in brackets names the same kind (ADR 0086).
  const label = raw.replace(/^\[\s*([^\]]+?)\s*\]$/, "$1").replace(/\s*\([^)]*\)\s*$/, "");
  if (/^(?:testing|assessments?|state\s+(?:testing|assessments?)|district\s+(?:testing|assessments?)|exams?)$/i.test(label)) {
    return "testing";
  }
  if (/^(?:classroom|instruction(?:al)?|class\s*work|homework|environment(?:al)?|presentation|response|setting|timing)$/i.test(label)) {
    return "classroom";
  }
  return undefined;
}

interface Item {
  text: string;
  start: number;
  end: number;
  kind?: AccommodationKind;
}

// The name a grid gives its accommodation column: "Accommodation", "Testing Accommodations",
// "Accommodations/Modifications", "Supplementary Aids, Services, Modifications and/or Supports",
// "Description of Accommodation", "Supports for the Student", "Aid / Service / Modification" (a
// supplementary-aids table of its own, ADR 0085).
const ACCOMMODATION_HEADER =
  /^(?:(?:(?:description|type)\s+of\s+(?:the\s+)?)?(?:(?:testing|classroom|instructional|assessment|program)\s+)?(?:accommodations?|modifications?|supports?|strateg(?:y|ies)|(?:supplementary\s+)?aids?)(?:(?:\s*[,/]\s*(?:(?:and\/or|and|&|or)\s+)?|\s+(?:and\/or|and|&|or)\s+)(?:accommodations?|modifications?|supports?|services?|aids?|personnel\s+supports|program\s+modifications))*(?:\s+(?:for\s+the\s+student|description))?)$/i;

/** Where the accommodation column of a table starts ("Area   Accommodation   Responsible"). */
function accommodationColumn(para: Para): number | undefined {
  // A header whose column names wrap onto a second line ("ACAP" / "Summative") is read on its first (ADR 0086).
  if (!para.lines.slice(1).every((l) => l.cellContinuation)) return undefined;
  const raw = para.lines[0]?.raw ?? "";
  const cells = splitCells(raw);
  if (cells.length < 2 || cells.some((c) => c.split(/\s+/).length > 9)) return undefined;
  // "Accommodation(s)": a column's name in the plural form forms print.
  const i = cells.findIndex((c) => ACCOMMODATION_HEADER.test(c.trim().replace(/\(s\)/gi, "s")));
  // A header row names its other columns too ("Conditions", "Responsible"): a lone cell is a label.
  if (i < 0 || !cells.every((c, k) => k === i || c.split(/\s+/).length <= 3 || isHeaderVocabulary(c))) return undefined;
  let at = 0;
  let start = 0;
  cells.forEach((c, k) => {
    const s = raw.indexOf(c, at);
    at = s + c.length;
    if (k === i) start = s;
  });
  return start;
}

/**
 * A table row under such a header: the cell in the accommodation column, with the words of that cell
 * that wrapped onto the row's next lines (ADR 0081), its kind from the row's first cell.
 */
function columnItem(para: Para, column: number): Item | undefined {
  const raw = para.lines[0]?.raw ?? "";
  const cells = splitCells(raw);
  const first = cells[0] ?? "";
  const hit = cellStarts(raw).find((c) => Math.abs(c.start - column) <= 3);
  if (!hit) return undefined;
  const start = para.text.indexOf(hit.cell);
  let text = hit.cell;
  let end = start + hit.cell.length;
  para.lines.slice(1).forEach((line, k) => {
    const below = cellStarts(line.raw).find((c) => Math.abs(c.start - column) <= 3);
    if (!below) return;
    text = /[A-Za-z]-$/.test(text) ? `${text}${below.cell}` : `${text} ${below.cell}`;
    end = para.text.indexOf(below.cell, para.starts[k + 1] ?? 0) + below.cell.length;
  });
  const kind = first !== hit.cell ? (labelKind(first) ?? (TESTING_ITEM.test(first) ? "testing" : undefined)) : appliesTo(cells.slice(1));
  return { text, start, end, kind };
}

/**
 * The kind a row's setting cells give an accommodation named in its first column ("Scribe …   Assessment   District
 * and state tests" under "Accommodation   Applies To   Frequency"): testing when a cell names only tests and none
 * names the classroom ("Classroom; Assessment" applies to both, and stays as the item's own words say; ADR 0092).
 */
function appliesTo(cells: string[]): AccommodationKind | undefined {
  const parts = cells.flatMap((c) => c.split(/\s*[;,/]\s*|\s+and\s+/i)).map((c) => c.trim()).filter(Boolean);
  if (parts.some((c) => labelKind(c) === "classroom" || /\b(?:class(?:room|es|work)?|instruction\w*|homework|assignments?)\b/i.test(c))) return undefined;
  return cells.some((c) => labelKind(c) === "testing" || /^(?:(?:all|district|state|statewide|unit)(?:\s+(?:and|&|or))?\s+)*(?:tests?|testing|assessments?|exams?)(?:\s+(?:and|&)\s+quizzes)?$/i.test(c.trim())) ? "testing" : undefined;
}

// A grid's frequency or place cell on a line of its own (a table copied one cell a line): "Daily",
// "As needed", "All classes" say when or where an accommodation applies; they are never one (ADR 0081).
const WHEN_OR_WHERE =
  /^(?:daily|weekly|monthly|as\s+needed|when\s+needed|ongoing|always|all\s+(?:day|year|classes|settings|subjects|content\s+areas|environments|school\s+settings|academic\s+classes|staff|teachers)|during\s+(?:all\s+)?(?:tests?|testing|assessments?|instruction)|(?:all\s+)?tests?(?:\s+and\s+quizzes)?)$/i;
const ITEM_FIELD =
  /^(?:frequency|location|duration|when|where|(?:projected\s+)?(?:begin(?:ning)?|start|end|ending)(?:\s+date)?|provider|responsible(?:\s+(?:staff|person|party|for\s+(?:implementation|implementing(?:\s+the\s+plan)?)))?|(?:implemented|provided)\s+by|implementers?|person(?:\(s\)|s)?\s+responsible|staff|conditions?|subjects?|class(?:es)?|courses?|content\s+areas?)$/i;
// "with supports/accommodations" names the same decision by both words (ADR 0086).
const TAKEN_WITH = /\bwith(?:out)?\s+(?:(?:the\s+)?following\s+)?(?:(?:supports?|accommodations?|modifications?)\s*(?:\/|and|or|&)\s*)?(?:accommodations?|modifications?)$/i;
// "Grade 2: no NDSA administration this year", "She is exempt from the state test": the decision that the
// student is not tested, not how (ADR 0090).
const NOT_TESTED = /\bno\s+(?:[\w-]+\s+){0,3}administrations?\b|\b(?:does|do|will)\s+not\s+(?:take|sit|participate\s+in)\b|\bnot\s+(?:be\s+)?(?:tested|administered|assessed)\b|\bexempt(?:ed)?\s+from\b/i;
const NOT_CONTINUED = /\b(?:is|are|was|were|will)\s+(?:not\s+(?:be\s+)?(?:continued|carried\s+(?:over|forward|into)|kept)|(?:be\s+)?discontinued|no\s+longer\s+(?:be\s+)?(?:provided|needed|used|given))\b/i;
const PARTICIPATION = /^(?:participat\w*|takes?\b|will\s+take|general\s+assessment|alternate\s+assessment|standard\s+administration|not\s+(?:tested|administered|assessed))|^with(?:out)?\s+accommodations$/i;

/**
 * "extended time, preferential seating, and a copy of notes": a run of short phrases separated by
 * commas or semicolons is one accommodation each. Anything else (a sentence) is left whole.
 */
function listParts(value: string, at: number, kind?: AccommodationKind, maxWords = 8): Item[] | undefined {
  const parts: Item[] = [];
  let pos = 0;
  // Semicolons delimit the items when there are any: each may then be longer and have commas of its own
  // ("Extended time (1.5x); Test items read aloud for math and science (not for reading items)"; ADR 0082).
  const semicolons = value.includes(";");
  if (semicolons) maxWords = Math.max(maxWords, 16);
  // Commas inside brackets ("read aloud (math, science)") do not separate items.
  for (const raw of value.split(semicolons ? ";" : /[;,](?![^(]*\))/)) {
    const lead = /^\s*(?:(?:and|or)\s+)?/.exec(raw)?.[0].length ?? 0;
    const body = raw.slice(lead).replace(/\.\s*$/, "");
    if (body.trim()) parts.push({ text: body.trim(), start: at + pos + lead, end: at + pos + lead + body.trimEnd().length, kind });
    pos += raw.length + 1;
  }
  if (parts.length < 2 || parts.some((p) => p.text.split(/\s+/).length > maxWords || /\bwill\b/i.test(p.text))) return undefined;
  return parts;
}

const GIVEN_LEAD =
  /^[^,:;]{0,80}?\b(?:will\s+(?:be\s+)?(?:given|provided(?:\s+with)?|allowed|offered|receive|have(?:\s+access\s+to)?|use|get)|(?:is|are)\s+(?:given|provided(?:\s+with)?|allowed|offered)|receives|has\s+access\s+to|(?:will\s+)?include|includes)\s+/i;

// "LEAP 2025 Accommodations", "Math Class Supports": a list's label may name whose or which tests' it is (ADR 0086).
const GENERAL_LABEL = /^(?:(?!(?:with|without|no|any)\b)[\w&/().-]+\s+){0,4}(?:accommodations?|modifications?|supports?|supplementary\s+aids(?:\s+and\s+services)?|accommodations?\s*(?:\/|and|&)\s*modifications?)$/i;

function itemsOf(para: Para): Item[] {
  const text = para.text;
  const content = stripListMarker(text);
  const offset = text.length - content.length;
  // "Setting - Small group administration": the category, a dash, the accommodation.
  const dashed = /^([A-Za-z]+(?:\s+[A-Za-z]+)?)\s+[-–—]\s+(?=\S)/.exec(content);
  const dashedKind = dashed?.[1] ? labelKind(dashed[1]) : undefined;
  if (dashed && (dashedKind || /^(?:scheduling|organization)$/i.test(dashed[1] ?? ""))) {
    const at = offset + dashed[0].length;
    return [{ text: content.slice(dashed[0].length), start: at, end: text.length, kind: dashedKind === "testing" ? "testing" : undefined }];
  }
  const label = splitLabel(content);
  const lk = label ? labelKind(label.label) : undefined;
  if (label && (lk || GENERAL_LABEL.test(label.label))) {
    // "Presentation: large print, audio books" / "Accommodations: extended time; a copy of notes".
    const at = text.length - label.value.length;
    const kind = lk ?? (/testing|assessment/i.test(label.label) ? "testing" : undefined);
    // "Accommodation: Extended time   Frequency: Daily   Location: All classes": the value is the
    // first cell; the labelled cells after it are its frequency and place.
    const valueCells = splitCells(label.value);
    if (valueCells.length >= 2 && valueCells.slice(1).every((c) => splitLabel(c))) {
      const first = valueCells[0] ?? "";
      return [{ text: first, start: at, end: at + first.length, kind }];
    }
    const list = listParts(label.value, at, kind);
    if (list) return list;
    if (lk) return [{ text: label.value, start: at, end: text.length, kind: lk }];
    return [{ text: label.value, start: at, end: text.length, kind }];
  }
  if (label && TESTING_ITEM.test(label.label)) {
    // A named test ("STAAR: oral administration") stays part of the accommodation.
    return [{ text: content, start: offset, end: text.length, kind: "testing" }];
  }
  if (BULLET_RE.test(text) || NUMBERED_RE.test(text)) return [{ text: content, start: offset, end: text.length }];
  const cells = cellStarts(para.lines[0]?.raw ?? text);
  if (cells.length >= 2 && para.lines.slice(1).every((l) => l.cellContinuation)) {
    // Table row: the first column is the accommodation (with its words that wrapped onto the row's
    // next lines); the rest are its dates and frequency.
    // A grid whose first column is each row's type ("Instructional | Preferential seating | All classes",
    // "Modification | Reduced spelling list | ELA") has the accommodation in its second column (ADR 0085).
    const type = cells[0]?.cell ?? "";
    // Two cells are enough when the first is a type ("[Classroom] | Visual schedule posted at desk"; ADR 0086).
    const typed = (cells.length >= 3 && (labelKind(type) !== undefined || /^modifications?$/i.test(type))) || (cells.length === 2 && labelKind(type) !== undefined);
    const item = columnItem(para, cells[typed ? 1 : 0]?.start ?? 0);
    if (item) return [typed ? item : { ...item, kind: undefined }];
  }
  const items: Item[] = [];
  for (const s of sentencesOf(para)) {
    let from = s.start;
    let sentence = text.slice(from, s.end);
    if (STAFF_SENTENCE.test(sentence) || TEAM_SENTENCE.test(sentence)) continue;
    // A sentence after another that introduces the list below ("… with these supports:") is no item of it (ADR 0090).
    if (/:\s*$/.test(sentence) && s.start > 0) continue;
    // "… will take the state tests with the following accommodations: extended time; small group."
    // lists its accommodations after the colon.
    const lead = /^[^:]{0,200}\b(?:accommodations?|modifications?|supports?|as\s+follows|the\s+following)\s*:\s+/i.exec(sentence);
    if (lead) {
      const list = listParts(sentence.slice(lead[0].length), from + lead[0].length);
      if (list) {
        items.push(...list);
        continue;
      }
      from += lead[0].length;
      sentence = sentence.slice(lead[0].length);
    }
    // "Nora will be given extended time on tests, a copy of class notes, and preferential seating.":
    // what the student is given, has or is allowed is a list, one accommodation per phrase.
    const given = GIVEN_LEAD.exec(sentence);
    if (given) {
      const list = listParts(sentence.slice(given[0].length), from + given[0].length, undefined, 12);
      if (list) {
        items.push(...list);
        continue;
      }
    }
    if (sentence.includes(";")) {
      let at = from;
      for (const part of sentence.split(";")) {
        const cleaned = part.replace(/^\s*and\s+/i, "");
        const start = at + (part.length - part.trimStart().length);
        items.push({ text: cleaned, start, end: at + part.length });
        at += part.length + 1;
      }
    } else items.push({ text: sentence, start: from, end: s.end });
  }
  return items;
}

/** The ticked options of a checklist paragraph: each box's text runs to the next box or line end. */
function checkedOptions(para: Para): Item[] {
  const text = para.text;
  const starts = checkboxStarts(text);
  const items: Item[] = [];
  starts.forEach((s, k) => {
    const segment = text.slice(s, starts[k + 1] ?? text.length);
    if (checkboxOf(segment) !== "checked") return;
    // The option's own words: up to a wide gap (the next column) or a line break.
    const body = stripCheckbox(segment);
    const start = s + (segment.length - body.length);
    const own = body.split(/\s{2,}|\n/)[0] ?? "";
    items.push({ text: own, start, end: start + own.length });
  });
  return items;
}

/** "[X] With accommodations   [ ] Without": the option ticked first, without its box (ADR 0085). */
// An empty box may come first ("[ ] without accommodations  [X] with accommodations"; ADR 0086, second pass).
function tickedChoice(value: string): string {
  const m = /^(?:\s*(?:\[\s*\]|[☐□])[^[☐☒☑□■]*)*\s*\[\s*[xX✓✔]\s*\]\s*([^[☐☒☑□■]*)/.exec(value) ?? /^(?:\s*(?:\[\s*\]|[☐□])[^[☐☒☑□■]*)*\s*[☒☑■✓✔]\s*([^[☐☒☑□■]*)/.exec(value);
  return (m?.[1] ?? "").trim();
}

/**
 * A form's field after the list ("504 Coordinator: Mr. Holm", "Review date: 09/2024", "Transportation:
 * Regular transportation with peers", ADR 0085) is not an accommodation.
 */
// "Participation:", "ISAT participation:", "Participation in state assessments:": how the student takes the
// tests, decided by its ticked option, not an accommodation (ADR 0086).
const PARTICIPATION_LABEL = /^(?:(?:[\w&/.-]+\s+){0,3}participation|participation\s+in\b[^:]{0,60})$/i;

// "Discontinued: small group setting", "No longer provided: …": an item the plan stops giving, with its reason
// after it, is none of the plan's accommodations (ADR 0086, second pass).
const REMOVED_LABEL = /^(?:(?:accommodations?|modifications?|supports?)\s+)?(?:discontinued|removed|deleted|dropped|ended|stopped|no\s+longer\s+(?:provided|given|needed|used))$/i;

/**
 * A line followed by bullet lines the paragraph joined to it ("NH SAS: [ ] without [X] with" then "- Extended
 * time", "- Small group"): the line and each bullet, as paragraphs of their own (ADR 0086, second pass).
 */
function bulletsApart(para: Para): Para[] {
  if (para.lines.length < 2 || BULLET_RE.test(para.lines[0]!.text) || !para.lines.slice(1).every((l) => BULLET_RE.test(l.text))) return [para];
  return para.lines.map((line, k) => {
    const text = para.text.slice(para.starts[k] ?? 0, para.starts[k + 1] ?? para.text.length).trimEnd();
    return { ...para, text, lines: [line], starts: [0], page: line.page };
  });
}

const ROLE_FIELD = /^(?:504\s+)?(?:coordinator|case manager|teacher|parent|guardian|principal|signature|signed|reviewed by|review date|date|team members?|transportation)\b[^:]{0,30}:/i;

export function extractAccommodations(doc: Doc): Accommodation[] {
  const out: Accommodation[] = [];
  const seen = new Set<string>();
  let subKind: AccommodationKind | undefined;
  let column: number | undefined;
  let outside = false;
  for (const para of doc.paras.flatMap(bulletsApart)) {
    if (para.heading) {
      subKind = undefined;
      column = undefined;
    }
    // A grid's header row ("Accommodation   Frequency   Location") may read as a heading too; its
    // column is kept either way. A grid that names accommodations in its header is one wherever the form
    // puts it ("Supplementary aids and accommodations | Frequency / setting" under a services section; ADR 0085).
    const header = accommodationColumn(para);
    const inSection = para.section === "accommodations" || para.section === "testing";
    if (header !== undefined && (inSection || /accommodation|modification/i.test(para.text))) {
      column = header;
      outside = !inSection;
      continue;
    }
    if (!inSection && !(outside && column !== undefined)) continue;
    if (para.heading) continue;
    // An option left blank in a column of "X" marks, or marked under "No", is not the student's (docs/decisions/0086).
    if (para.lines[0]?.mark?.checked === false) continue;
    if (checkboxStarts(para.text).length > 0 && checkboxOf(para.text) !== undefined) {
      // A checklist: only the ticked options are the student's accommodations; an empty box is an
      // option the form offers, not one the team chose.
      for (const opt of checkedOptions(para)) {
        const text = capitalizeFirst(trimPunctuation(opt.text.replace(/\s{2,}/g, " ")));
        if (text.length < 3 || NONE_RE.test(text)) continue;
        // A ticked option that introduces the list ("… with the following accommodations:") or is the
        // decision how the student is assessed ("General assessment with accommodations") is not an
        // item of it (ADR 0082).
        // So is a ticked test taken "with accommodations" ("[X] ACAP Summative with accommodations"; ADR 0086).
        if (/:\s*$/.test(opt.text) || /^(?:general|alternate|regular)\s+(?:state\s+)?assessment\b/i.test(text) || TAKEN_WITH.test(text)) continue;
        const kind: AccommodationKind = subKind ?? sectionKind(para) ?? (TESTING_ITEM.test(text) ? "testing" : "classroom");
        const key = `${kind}|${text.toLowerCase()}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ text, kind, page: pageAt(para, opt.start), quote: quoteOf(para, opt.start, opt.end), confidence: "high" });
      }
      continue;
    }
    if (isHeaderVocabulary(para.text.replace(/\s{2,}/g, " ")) || (para.lines.length === 1 && isDateRow(para.lines[0]?.raw ?? ""))) continue;
    // "District screener   Without accommodations": an assessments grid's row for a test taken without any
    // names a test, no accommodation (ADR 0090, round B).
    if (splitCells(para.lines[0]?.raw ?? "").slice(1).some((c) => /^without\s+(?:any\s+)?accommodations?\.?$/i.test(c.trim()))) continue;
    if (column !== undefined) {
      // A row whose accommodation cell is empty ("        GEE/SEE   During independent work": a PDF
      // printed the cell's name on another line) holds only the grid's other columns (ADR 0085).
      const raw = para.lines[0]?.raw ?? "";
      const cells = cellStarts(raw);
      if (para.lines.length === 1 && cells.length >= 2 && (cells[0]?.start ?? 0) > column + 3) continue;
      // A cell's wrapped words may stand after a blank line a PDF put inside the row; they still sit
      // alone in the accommodation column (ADR 0085).
      const inColumn = (l: Para["lines"][number]) => {
        const below = cellStarts(l.raw);
        return below.length === 1 && Math.abs((below[0]?.start ?? 0) - column!) <= 3;
      };
      const item = para.lines.slice(1).every((l) => l.cellContinuation || inColumn(l)) && cells.length >= 2 ? columnItem(para, column) : undefined;
      if (item) {
        // A cell may list several ("Large print; read-aloud directions").
        const items = (item.text.includes(";") ? listParts(item.text, item.start, item.kind) : undefined) ?? [item];
        for (const one of items) {
          const text = capitalizeFirst(trimPunctuation(one.text));
          const kind: AccommodationKind = one.kind ?? subKind ?? sectionKind(para) ?? (TESTING_ITEM.test(text) ? "testing" : "classroom");
          const key = `${kind}|${text.toLowerCase()}`;
          if (text.length >= 3 && !NONE_RE.test(text) && !STAFF_ROW.test(text) && !ROLE_FIELD.test(stripListMarker(text)) && !seen.has(key)) {
            seen.add(key);
            out.push({ text, kind, page: pageAt(para, one.start), quote: quoteOf(para, one.start, one.end), confidence: "high" });
          }
        }
        continue;
      }
      // A lone line (the name of a row whose other cells a PDF printed on the next line) is read below
      // as a line of its own; the table goes on after it. Another table's row ends this one.
      if (cells.length >= 2) column = undefined;
    }
    const content = stripListMarker(para.text);
    // "The following adaptations will be provided in all classes:" introduces the list below it; it
    // is not one of its items.
    // So does a marked option that introduces it ("[X] General assessment with the following
    // accommodations:"; ADR 0082).
    const leadIn = /\b(?:the\s+following(?:\s+\w+){0,2}|as\s+follows|listed\s+below)\s*:\s*$/i.test(content);
    if (/:\s*$/.test(content) && (!BULLET_RE.test(para.text) || leadIn) && !splitLabel(content) && sentencesOf(para).length === 1) {
      if (TESTING_ITEM.test(content)) subKind = "testing";
      continue;
    }
    const label = splitLabel(content);
    // "IEP Review Date: June 3, 2027" after the list is one of the form's dates, not an accommodation.
    if (label?.value && /\bdate\b|\bdue\b|\bmeeting\b|\breview\b|evaluat|triennial/i.test(label.label) && parseDate(label.value)) continue;
    // "Frequency: Daily", "Location: All classes" under "Accommodation: Extended time" are that item's
    // fields, never an item (ADR 0081); "LEAP 2025: participates with accommodations" is the decision to test.
    // "Alternate assessment (portfolio): No": an option the form asks about, answered no (ADR 0090, round B).
    // So is "State and district assessments: Not applicable (preschool)": the form's field, answered none (ADR 0092).
    if (label?.value && (/^(?:no|n\/a)\.?$/i.test(label.value.trim()) || NONE_RE.test(label.value.trim()))) continue;
    if (label?.value && (ITEM_FIELD.test(label.label.trim()) || PARTICIPATION.test(label.value) || PARTICIPATION.test(tickedChoice(label.value)) || TAKEN_WITH.test(label.value.trim()) || PARTICIPATION_LABEL.test(label.label.trim()))) continue;
    // "Personnel supports: …" supports the adults, not the student.
    if (label && (STAFF_ROW.test(label.label.trim()) || REMOVED_LABEL.test(label.label.trim()))) continue;
    if (label && !label.value) {
      // "Testing:" on its own line sets the kind of the items listed under it.
      // "Supports for the RCAT and district tests:" names tests in more words (ADR 0086).
      subKind = labelKind(label.label) ?? (TESTING_ITEM.test(label.label) ? "testing" : "other");
      continue;
    }
    // "The scribe listed in the Wyoming IEP is not continued: …": a note that an earlier plan's accommodation ends,
    // no accommodation of this plan (the record finds it taken away by comparing the plans; ADR 0092).
    // Its wrapped tail ("Annual Goal 5.") names a goal, no accommodation either.
    if ((NOT_CONTINUED.test(para.text) && !BULLET_RE.test(para.text)) || /^(?:(?:annual|measurable)\s+)?goal\s*#?\s*\d+\.?$/i.test(para.text.trim())) continue;
    const base = subKind ?? sectionKind(para);
    for (const item of itemsOf(para)) {
      // "Copy of class notes | Daily | All classes": an export's row with its columns set off by bars;
      // the accommodation is the first column (the quote keeps the whole row).
      // "Visual schedule — Daily — Classroom": the same row with its columns set off by dashes.
      const row = item.text.split(/\s+\|\s+/)[0]!;
      const dashed = row.split(/\s+[—–]\s+/);
      const text = capitalizeFirst(trimPunctuation((dashed.length >= 3 ? dashed[0]! : row).replace(/\s{2,}/g, " ")));
      if (text.length < 3 || NONE_RE.test(text) || isHeaderVocabulary(text) || REFERS_TO_LIST.test(text) || ROLE_FIELD.test(text) || FORM_INSTRUCTION.test(text) || WHEN_OR_WHERE.test(text) || TEST_NAME.test(text) || NOT_TESTED.test(text)) continue;
      // "Marisol will take the state tests with accommodations": the decision to test, not one of them (ADR 0090, round B).
      if (/\bwill\s+(?:take|participate\s+in)\b/i.test(text) && TAKEN_WITH.test(text)) continue;
      const kind: AccommodationKind = item.kind ?? base ?? (TESTING_ITEM.test(text) ? "testing" : "classroom");
      const key = `${kind}|${text.toLowerCase()}`;
      if (seen.has(key)) continue;
      seen.add(key);
      // Listed or in a table row under an accommodations heading: high; split out of prose: medium.
      const listed = BULLET_RE.test(para.text) || NUMBERED_RE.test(para.text) || splitCells(para.lines[0]?.raw ?? "").length >= 2 || Boolean(label);
      out.push({ text, kind, page: pageAt(para, item.start), quote: quoteOf(para, item.start, item.end), confidence: listed ? "high" : "medium" });
    }
  }
  return out;
}

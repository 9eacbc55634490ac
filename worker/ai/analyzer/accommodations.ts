// Accommodations and modifications, from bulleted lists, table rows ("Calculator    November 2007")
// and prose lists separated by semicolons. Classroom vs testing comes from the sub-heading they sit
// under ("Assessment Accommodations:"), or, under a generic heading, from what the item is about.
import { pageAt, quoteOf, sentencesOf, type Doc, type Para } from "./document.ts";
import {
  BULLET_RE,
  NUMBERED_RE,
  capitalizeFirst,
  isHeaderVocabulary,
  splitCells,
  splitLabel,
  stripListMarker,
  trimPunctuation,
} from "./text.ts";
import type { Accommodation, AccommodationKind } from "./types.ts";

const TESTING_ITEM = /\b(?:tests?|testing|assessments?|exams?|examinations?|quiz(?:zes)?|standardized|staar|regents|sbac|parcc|eoc)\b/i;
const STAFF_SENTENCE = /\b(?:staff|personnel|school\s+team)\b/i;
const NONE_RE = /^(?:none|n\/?a|not\s+applicable|no\s+accommodations)\b/i;

function sectionKind(para: Para): AccommodationKind | undefined {
  if (para.section === "testing") return "testing";
  if (/\b(?:instruction(?:al)?|classroom)\b/i.test(para.sectionHeading)) return "classroom";
  return undefined;
}

function labelKind(label: string): AccommodationKind | undefined {
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

/** Where the accommodation column of a table starts ("Area   Accommodation   Responsible"). */
function accommodationColumn(para: Para): number | undefined {
  if (para.lines.length !== 1) return undefined;
  const raw = para.lines[0]?.raw ?? "";
  const cells = splitCells(raw);
  if (cells.length < 2 || cells.some((c) => c.split(/\s+/).length > 4)) return undefined;
  const i = cells.findIndex((c) =>
    /^(?:(?:testing|classroom|instructional|assessment)\s+)?(?:accommodations?|modifications?|supports?|accommodations?\s*(?:\/|and|&)\s*modifications?|strateg(?:y|ies))$/i.test(c.trim()),
  );
  // A header row names its other columns too ("Conditions", "Responsible"): a lone cell is a label.
  if (i < 0 || !cells.every((c, k) => k === i || c.split(/\s+/).length <= 3)) return undefined;
  let at = 0;
  let start = 0;
  cells.forEach((c, k) => {
    const s = raw.indexOf(c, at);
    at = s + c.length;
    if (k === i) start = s;
  });
  return start;
}

/** A table row under such a header: the cell in the accommodation column, its kind from the row's first cell. */
function columnItem(para: Para, column: number): Item | undefined {
  const raw = para.lines[0]?.raw ?? "";
  const cells = splitCells(raw);
  let at = 0;
  for (const c of cells) {
    const s = raw.indexOf(c, at);
    at = s + c.length;
    if (Math.abs(s - column) <= 3) {
      const start = para.text.indexOf(c);
      const first = cells[0] ?? "";
      const kind = first !== c ? (labelKind(first) ?? (TESTING_ITEM.test(first) ? "testing" : undefined)) : undefined;
      return { text: c, start, end: start + c.length, kind };
    }
  }
  return undefined;
}

function itemsOf(para: Para): Item[] {
  const text = para.text;
  const content = stripListMarker(text);
  const offset = text.length - content.length;
  const label = splitLabel(content);
  const lk = label ? labelKind(label.label) : undefined;
  if (lk && label) {
    const at = text.length - label.value.length;
    return [{ text: label.value, start: at, end: text.length, kind: lk }];
  }
  if (label && TESTING_ITEM.test(label.label)) {
    // A named test ("STAAR: oral administration") stays part of the accommodation.
    return [{ text: content, start: offset, end: text.length, kind: "testing" }];
  }
  if (BULLET_RE.test(text) || NUMBERED_RE.test(text)) return [{ text: content, start: offset, end: text.length }];
  const cells = splitCells(para.lines[0]?.raw ?? text);
  if (cells.length >= 2 && para.lines.length === 1) {
    // Table row: the first column is the accommodation; the rest are its dates and frequency.
    const first = cells[0] ?? "";
    return [{ text: first, start: text.indexOf(first), end: text.indexOf(first) + first.length }];
  }
  const items: Item[] = [];
  for (const s of sentencesOf(para)) {
    const sentence = text.slice(s.start, s.end);
    if (STAFF_SENTENCE.test(sentence)) continue;
    if (sentence.includes(";")) {
      let at = s.start;
      for (const part of sentence.split(";")) {
        const cleaned = part.replace(/^\s*and\s+/i, "");
        const start = at + (part.length - part.trimStart().length);
        items.push({ text: cleaned, start, end: at + part.length });
        at += part.length + 1;
      }
    } else items.push({ text: sentence, start: s.start, end: s.end });
  }
  return items;
}

export function extractAccommodations(doc: Doc): Accommodation[] {
  const out: Accommodation[] = [];
  const seen = new Set<string>();
  let subKind: AccommodationKind | undefined;
  let column: number | undefined;
  for (const para of doc.paras) {
    if (para.heading) {
      subKind = undefined;
      column = undefined;
    }
    if ((para.section !== "accommodations" && para.section !== "testing") || para.heading) continue;
    const header = accommodationColumn(para);
    if (header !== undefined) {
      column = header;
      continue;
    }
    if (isHeaderVocabulary(para.text.replace(/\s{2,}/g, " "))) continue;
    if (column !== undefined) {
      const item = para.lines.length === 1 && splitCells(para.lines[0]?.raw ?? "").length >= 2 ? columnItem(para, column) : undefined;
      if (item) {
        const text = capitalizeFirst(trimPunctuation(item.text));
        const kind: AccommodationKind = item.kind ?? subKind ?? sectionKind(para) ?? (TESTING_ITEM.test(text) ? "testing" : "classroom");
        const key = `${kind}|${text.toLowerCase()}`;
        if (text.length >= 3 && !NONE_RE.test(text) && !seen.has(key)) {
          seen.add(key);
          out.push({ text, kind, page: pageAt(para, item.start), quote: quoteOf(para, item.start, item.end), confidence: "high" });
        }
        continue;
      }
      column = undefined;
    }
    const content = stripListMarker(para.text);
    const label = splitLabel(content);
    if (label && !label.value) {
      // "Testing:" on its own line sets the kind of the items listed under it.
      subKind = labelKind(label.label) ?? "other";
      continue;
    }
    const base = subKind ?? sectionKind(para);
    for (const item of itemsOf(para)) {
      const text = capitalizeFirst(trimPunctuation(item.text.replace(/\s{2,}/g, " ")));
      if (text.length < 3 || NONE_RE.test(text) || isHeaderVocabulary(text)) continue;
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

// Least restrictive environment (share of the day in general education) and the extended school
// year decision, from prose ("does not qualify for ESY") or checkbox lines
// ("Yes___ No _X_", "[X] Yes [ ] No", "☐ Yes ☒ No").
import { pageAt, quoteOf, sentencesOf, type Doc, type Para } from "./document.ts";
import { clip } from "./text.ts";
import type { Cited } from "./types.ts";

const GEN_ED = /\b(?:general\s+education|regular\s+(?:education|class(?:room)?)|non-?disabled\s+peers|gen\.?\s+ed\b)/i;
const TIME = /\b(?:day|week|time|instructional|school)\b/i;
const NOT_LRE = /\b(?:accuracy|correct(?:ly)?|trials|probes|questions|opportunities)\b/i;
const OUTSIDE = /\b(?:outside(?:\s+of)?|removed\s+from|removal\s+from|away\s+from)\s+(?:the\s+)?(?:general|regular)/i;
const UNCHECKED_START = /^(?:\[\s*\]|\(\s*\)|[☐□])/;
const BOXES = /[[(]\s*[xX✓✔✗]?\s*[\])]|[☐□☒☑■✓✔✗]|_{2,}|(?<!\S)[xX](?=\s+(?:yes|no)\b|\s{2,}|\s*$)/i;
const BOX_RE = /\[\s*[xX✓✔✗]?\s*\]|\(\s*[xX✓✔✗]?\s*\)|[☐□☒☑■]/g;

// A placement category names a band of the day ("Regular class 80% or more of the day", "40-79%", "less than
// 40%"), not the child's share: a stated percentage elsewhere is the answer, the band only when none is (ADR 0082).
const BAND = /\d\s*(?:%|percent)\s*(?:or\s+(?:more|less|greater|fewer)|and\s+(?:above|over|more))|\b(?:less|fewer|more)\s+than\s+\d{1,3}\s*(?:%|percent)|\bat\s+least\s+\d{1,3}\s*(?:%|percent)|\d{1,3}\s*%?\s*(?:-|–|to)\s*\d{1,3}\s*(?:%|percent)/i;

// A line that states the time in and the time outside side by side ("Time in regular class: 89%      Time outside
// regular class: 11%"): only the cell holding the figure says which of the two it is (ADR 0092, round B).
function cellAt(sentence: string, at: number): string {
  const gap = /\s{2,}|\s*[|\t]\s*/g;
  let start = 0;
  let end = sentence.length;
  for (const m of sentence.matchAll(gap)) {
    if (m.index + m[0].length <= at) start = m.index + m[0].length;
    else if (m.index > at) {
      end = m.index;
      break;
    }
  }
  return sentence.slice(start, end);
}

export function extractLre(doc: Doc): (Cited & { value: number }) | undefined {
  let band: (Cited & { value: number }) | undefined;
  let previous: Para | undefined;
  for (const para of doc.paras) {
    const labelAbove = previous;
    previous = para;
    const bare = /^(\d{1,3}(?:\.\d+)?)\s*(?:%|percent)$/i.exec(para.text.trim());
    if (bare?.[1] && labelAbove && GEN_ED.test(labelAbove.text) && labelAbove.text.length <= 80) {
      // Flattened form table: "Percent of time in general education" above "82%".
      const n = Number(bare[1]);
      if (n <= 100) {
        const value = OUTSIDE.test(labelAbove.text) ? 100 - n : n;
        return { value, page: para.page, quote: clip(`${labelAbove.text} ${para.text}`) };
      }
    }
    if (para.section === "goals" || para.section === "present-levels") continue;
    if (UNCHECKED_START.test(para.text)) continue;
    // A "Label ........ 88%" row: the dot leader is no sentence end, the label and its value are one line.
    const row = /(?:^|\n)([^\n]*?)\s*\.{3,}\s*(\d{1,3}(?:\.\d+)?)\s*(?:%|percent\b)/i.exec(para.text);
    if (row?.[1] && row[2] && GEN_ED.test(row[1]) && TIME.test(row[1]) && Number(row[2]) <= 100) {
      const at = row.index + row[0].indexOf(row[1]);
      return { value: OUTSIDE.test(row[1]) ? 100 - Number(row[2]) : Number(row[2]), page: pageAt(para, at), quote: quoteOf(para, at, row.index + row[0].length) };
    }
    for (const s of sentencesOf(para)) {
      const sentence = para.text.slice(s.start, s.end);
      if (!GEN_ED.test(sentence) || !TIME.test(sentence) || NOT_LRE.test(sentence)) continue;
      const m = /(?<![\d.])(\d{1,3}(?:\.\d+)?)\s*(?:%|percent\b)/i.exec(sentence);
      if (!m?.[1]) continue;
      const n = Number(m[1]);
      if (n > 100) continue;
      const value = OUTSIDE.test(cellAt(sentence, m.index)) ? 100 - n : n;
      const found = { value, page: pageAt(para, s.start + m.index), quote: quoteOf(para, s.start, s.end) };
      if (!BAND.test(sentence)) return found;
      band ??= found;
    }
  }
  return band;
}

type EsyValue = "yes" | "no" | "undecided";

// "12-month services/program" is what some states' forms call the extended school year.
// "ESYP", "ESYS": the program's or the services' initials (ADR 0086).
const ESY_MENTION = /extended\s+school\s+year|\besy[ps]?\b|\b(?:12|twelve)[- ]month\s+(?:special\s+)?(?:services?|programs?|school\s+year)/i;
const CHECK_TOKEN =
  /(\[\s*[xX✓✔✗]\s*\]|\(\s*[xX✓✔✗]\s*\)|[☒☑■✓✔✗]|_*[xX✓✔]_+|_+[xX✓✔]_*|(?<!\S)[xX](?=\s+(?:yes|no)\b|\s{2,}|\s*$))|(\[\s*\]|\(\s*\)|[☐□]|_{2,})|(?<![A-Za-z])(yes|no|undecided|to be determined|tbd|pending|(?:decision\s+)?(?:deferred|postponed)|does\s+not\s+(?:require|need|qualify(?:\s+for)?)|is\s+not\s+eligible(?:\s+for)?|requires|needs|qualifies(?:\s+for)?|is\s+eligible(?:\s+for)?)(?![A-Za-z])/gi;

/** Reads checkbox options: which of Yes / No / TBD is marked. */
function checkedOption(text: string): EsyValue | undefined {
  const tokens: Array<{ box?: boolean; option?: string; start: number; end: number }> = [];
  for (const m of text.matchAll(CHECK_TOKEN)) {
    const at = { start: m.index, end: m.index + m[0].length };
    if (m[1]) tokens.push({ box: true, ...at });
    else if (m[2]) tokens.push({ box: false, ...at });
    else if (m[3]) tokens.push({ option: m[3].toLowerCase(), ...at });
  }
  const firstBox = tokens.findIndex((t) => t.box !== undefined);
  const firstOption = tokens.findIndex((t) => t.option !== undefined);
  if (firstBox < 0 || firstOption < 0) return undefined;
  // Boxes come either before their label ("[X] Yes") or after it ("Yes___ No _X_").
  const boxFirst = firstBox < firstOption;
  const checked = new Set<string>();
  const boxes = tokens.filter((t) => t.box !== undefined);
  const lone = boxes.length === 1 && /^[xX]$/.test(text.slice(boxes[0]!.start, boxes[0]!.end));
  tokens.forEach((t, i) => {
    if (!t.option) return;
    const neighbour = tokens[boxFirst ? i - 1 : i + 1];
    if (neighbour?.box === true) checked.add(t.option);
  });
  if (lone) {
    // A lone "X" typed between two options ("Yes   X No") marks the one it stands closer to (docs/decisions/0086).
    const k = tokens.indexOf(boxes[0]!);
    const before = tokens[k - 1];
    const after = tokens[k + 1];
    const mark = tokens[k]!;
    const near = before?.option && after?.option ? (mark.start - before.end < after.start - mark.end ? before : after) : before?.option ? before : after;
    checked.clear();
    if (near?.option) checked.add(near.option);
  }
  if (checked.size !== 1) return undefined;
  const [only = ""] = [...checked];
  // Boxes may stand before the decision's verbs ("[X] requires  [ ] does not require ESY services").
  if (only === "yes" || /^(?:requires|needs|qualifies|is\s+eligible)/.test(only)) return "yes";
  if (only === "no" || /^(?:does|is)\s+not\b/.test(only)) return "no";
  return "undecided";
}

const ESY_NO =
  /\b(?:not\s+(?:be\s+)?(?:required|needed|eligible|recommended|warranted|necessary|appropriate|qualif\w*)|does\s+not\s+(?:qualify|need|require|meet)|will\s+not\s+(?:receive|participate|attend|be\s+provided)|no\s+esy|den(?:ied|ies)|ineligible)\b/i;
// "The CSC determined that Mateo REQUIRES Extended School Year services": the team's finding, unless the
// sentence asks whether he does ("… will decide whether she needs ESY" is undecided; ADR 0092, round B).
const ESY_YES =
  /\b(?:qualifies|is\s+eligible|will\s+receive|will\s+participate|will\s+attend|(?:is|are)\s+(?:required|recommended|needed|warranted)|was\s+approved|(?<!\b(?:whether|if)\s+(?:\S+\s+){0,3})(?:requires|needs))\b/i;
const ESY_UNDECIDED =
  /\b(?:to\s+be\s+determined|tbd|will\s+be\s+(?:determined|decided|considered|revisited)|not\s+yet\s+(?:been\s+)?determined|undecided|pending|deferred|postponed|(?:will\s+)?decide\s+(?:by|before)|data\s+(?:is|are|will\s+be)\s+(?:being\s+)?collected)\b/i;

const OTHER_LABEL = /^[A-Z][A-Za-z /&()-]{2,60}:/;

export function extractEsy(doc: Doc): (Cited & { value: EsyValue }) | undefined {
  let sinceHeading = 0;
  let above: Para | undefined;
  for (const para of doc.paras) {
    const lineAbove = above;
    above = para;
    sinceHeading = para.heading ? 0 : sinceHeading + 1;
    // Only the first few paragraphs under an ESY heading speak about ESY without naming it, and
    // not a field that is about something else ("Reporting progress: …").
    const inSection = para.section === "esy" && sinceHeading <= 3 && !(OTHER_LABEL.test(para.text) && !ESY_MENTION.test(para.text));
    // A column of "X" marks: an option left blank is not the answer; a mark under "Yes" or "No" is (docs/decisions/0086).
    const mark = para.lines[0]?.mark;
    const column = /^(yes|no)$/i.exec(mark?.column ?? "")?.[1];
    if (column && (inSection || ESY_MENTION.test(para.text) || ESY_MENTION.test(lineAbove?.text ?? ""))) {
      return { value: column.toLowerCase() as EsyValue, page: para.page, quote: quoteOf(para) };
    }
    if (mark?.checked === false) continue;
    const spans = sentencesOf(para);
    for (const [k, s] of spans.entries()) {
      const sentence = para.text.slice(s.start, s.end);
      // A list of options, one box each: an option whose box is empty is not the team's answer; the
      // marked one is ("[ ] ESY services are required" / "[X] ESY services are not required"; ADR 0082).
      if (UNCHECKED_START.test(sentence.trim()) && (sentence.match(BOX_RE) ?? []).length === 1) continue;
      const mention = ESY_MENTION.exec(sentence);
      if (!mention && !inSection) continue;
      const tail = mention ? sentence.slice(mention.index, mention.index + 160) : sentence;
      // "Extended School Year: Yes, for reading." answers with a qualification after the yes/no; a
      // table row answers in the cell beside its label ("Extended School Year Services   No"), and a
      // label may end with a dot leader ("12-Month Services ....... Yes — speech, July").
      // Options with boxes ("Yes ☐  No ☒", "✔ No   Yes") are answered by the marked box, never by the
      // word that happens to stand last or first (ADR 0082).
      const after = /\?\s*$/.test(sentence) ? para.text.slice(s.end, s.end + 80) : "";
      const boxed = BOXES.test(sentence) || BOXES.test(after);
      // "Extended School Year Services   Yes   No": both options named and none marked is a grid's header.
      const bothOptions = /\b(?:yes\s+no|no\s+yes)\s*$/i.test(sentence);
      const answer =
        mention && !boxed && !bothOptions
          ? /^[^:]{0,80}?(?::\s*|\s{2,}|\s\.{3,}\s*)(yes|no)(?:\.|(?:,|\s[—–-])\s[^.]{0,80}\.?)?\s*$/i.exec(sentence.slice(mention.index))
          : null;
      // "Does the student qualify for ESY services?   Yes": a question answered in the cell beside it (ADR 0081).
      const replied = mention && after && !boxed ? /^\s*(yes|no)\b/i.exec(after) : null;
      const bare = inSection && !mention ? /^(yes|no)\.?$/i.exec(sentence.trim()) : (answer ?? replied);
      const value =
        (bare?.[1] ? (bare[1].toLowerCase() as EsyValue) : undefined) ??
        checkedOption(tail) ??
        (after && boxed ? checkedOption(after) : undefined) ??
        // The boxes may come before the words "ESY" ("Talia [X] requires [ ] does not require ESY services").
        (mention ? checkedOption(sentence.slice(Math.max(0, mention.index - 120), mention.index)) : undefined) ??
        (ESY_NO.test(sentence) ? "no" : ESY_YES.test(sentence) ? "yes" : ESY_UNDECIDED.test(sentence) ? "undecided" : undefined);
      if (replied && !answer && value) return { value, page: pageAt(para, s.start), quote: quoteOf(para, s.start, s.end + replied[0].length) };
      // A bare "Yes" is quoted with the line above it, the question or the heading it answers ("Does the
      // student need ESY services?" between the heading and the answer; ADR 0085).
      if (bare?.[1] && value && !answer) {
        const question = spans[k - 1];
        if (question) return { value, page: pageAt(para, question.start), quote: quoteOf(para, question.start, s.end) };
        return { value, page: para.page, quote: clip(`${lineAbove && lineAbove.page === para.page ? lineAbove.text : para.sectionHeading} ${sentence}`) };
      }
      if (value) return { value, page: pageAt(para, s.start), quote: quoteOf(para, s.start, s.end) };
    }
  }
  return undefined;
}

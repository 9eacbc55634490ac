// Evaluation reports: test scores (table rows or "Test: standard score 85 (16th percentile)") and the
// evaluator's recommendations.
import { pageAt, quoteOf, sentencesOf, type Doc, type Para } from "./document.ts";
import { BULLET_RE, NUMBERED_RE, normalizeWs, splitCells, stripListMarker, trimPunctuation } from "./text.ts";
import type { EvaluationScore, Recommendation } from "./types.ts";

const SCORE_HEADER =
  /\b(?:standard\s+scores?|scaled\s+scores?|percentiles?|percentile\s+rank|t-?scores?|\bSS\b|\bPR\b|classification|descriptor|descriptive\s+(?:category|range)|range|grade\s+equivalent|age\s+equivalent)\b/i;
const SCORE_WORDS =
  /\b(?:standard\s+score|scaled\s+score|t-?score|percentile|SS|PR|index|composite|grade\s+equivalent|age\s+equivalent|GE|AE|raw\s+score|score)\b/i;
const DESCRIPTOR =
  /\b(?:very\s+low|extremely\s+low|low|below\s+average|low\s+average|average|high\s+average|above\s+average|superior|very\s+superior|borderline|well\s+below\s+average|within\s+normal\s+limits|mild|moderate|severe|significant|elevated|at[- ]risk|clinically\s+significant)\b/i;
// A test row: a name, then the first number that is not part of the name ("WIAT-4" keeps its 4).
const ROW = /^([A-Za-z][A-Za-z0-9 ()'’&/,:.-]{2,80}?)\s+((?<![\w-])\d{1,3}(?:\.\d+)?(?:st|nd|rd|th)?(?:\s|$|%|,).*)$/;

/** A test's name that says its value is a score ("Full Scale IQ", "Processing Speed Index", "Reading Composite"). */
const SCORE_NAME = /\b(?:IQ|index|composite|quotient|cluster)\b/i;

/** A dot leader ("Processing Speed Index ....... 79") separates a row's name from its value, like a column gap. */
const DOT_LEADER = /\s*\.{3,}\s*/g;

function scoreRow(text: string, inTable: boolean): { test: string; score: string } | undefined {
  const t = stripListMarker(text).replace(DOT_LEADER, "   ");
  const cells = splitCells(t);
  if (cells.length >= 2 && /\d/.test(cells.slice(1).join(" ")) && !/\d/.test((cells[0] ?? "").replace(/[A-Za-z]+-\d+|\d+(?:st|nd|rd|th)/g, ""))) {
    if (inTable || SCORE_WORDS.test(t)) return { test: trimPunctuation(cells[0] ?? ""), score: cells.slice(1).join(", ") };
  }
  const colon = /^([A-Za-z][^:]{2,80}):\s*(.+)$/.exec(t);
  // "Standard score 76" after the colon, or a name that says it is a score ("Full Scale IQ: 94").
  if (colon?.[1] && colon[2] && /\d/.test(colon[2]) && (SCORE_WORDS.test(colon[2]) || (SCORE_NAME.test(colon[1]) && /^\d{1,3}(?:\.\d+)?\b/.test(colon[2])))) {
    return { test: trimPunctuation(colon[1]), score: trimPunctuation(colon[2]) };
  }
  if (!inTable) return undefined;
  const row = ROW.exec(normalizeWs(t));
  if (!row?.[1] || !row[2]) return undefined;
  if (!(DESCRIPTOR.test(row[2]) || /\d\s+\d/.test(row[2]) || SCORE_WORDS.test(row[2]))) return undefined;
  return { test: trimPunctuation(row[1]), score: trimPunctuation(row[2]) };
}

export function extractScores(doc: Doc): EvaluationScore[] {
  const out: EvaluationScore[] = [];
  let inTable = false;
  let tablePage = -1;
  // A table of one test whose header names only score columns ("Standard Score  Percentile  Description"):
  // the test is the line above the header, and the row under it is numbers alone (ADR 0092).
  let testAbove: string | undefined;
  let previous = "";
  for (const para of doc.paras) {
    if (para.heading) {
      inTable = para.heading === "scores" && SCORE_HEADER.test(para.text);
      testAbove = undefined;
      continue;
    }
    for (const [i, line] of para.lines.entries()) {
      const text = line.text;
      const before = previous;
      previous = text;
      if (SCORE_HEADER.test(text) && !/\d{2}/.test(text)) {
        inTable = true;
        tablePage = line.page;
        const first = splitCells(text)[0] ?? "";
        testAbove = splitCells(text).length >= 2 && SCORE_HEADER.test(first) && /[A-Za-z]{3}/.test(before) && !/\d{2}/.test(before.replace(/[A-Za-z]+-\d+/g, "")) ? trimPunctuation(before).slice(0, 100) : undefined;
        continue;
      }
      const numbers = splitCells(text);
      if (inTable && testAbove && numbers.length >= 2 && /^\d{1,3}(?:\.\d+)?$/.test(numbers[0]!)) {
        const at = para.starts[i] ?? 0;
        out.push({ test: testAbove, score: numbers.join(", "), page: line.page, quote: quoteOf(para, at, at + text.length) });
        testAbove = undefined;
        continue;
      }
      testAbove = undefined;
      // Several scores in one line are read one by one, before the line is taken as one row.
      const listed = listedScores(text);
      const row = listed.length >= 2 ? undefined : scoreRow(text, inTable);
      if (row && row.test.split(/\s+/).length <= 10) {
        const at = para.starts[i] ?? 0;
        out.push({ test: row.test, score: row.score, page: line.page, quote: quoteOf(para, at, at + text.length) });
      } else if (listed.length >= 2) {
        const at = para.starts[i] ?? 0;
        for (const x of listed) out.push({ ...x, page: line.page, quote: quoteOf(para, at, at + text.length) });
      } else if (inTable && line.page !== tablePage && !/\d/.test(text)) {
        inTable = false;
      }
    }
    if (para.lines.length > 1 && !para.lines.some((l) => /\d/.test(l.text))) inTable = false;
  }
  return out.slice(0, 60);
}

/** A named test (an acronym like WISC-V or KTEA-3, or a name that says it is a score) with its number. */
const LISTED_SCORE = /^([A-Za-z][A-Za-z0-9 ()'’&/,-]{2,70}?)\s*:?\s+((?<![\w-])\d{1,3}(?:\.\d+)?)(?:\s*\(([^)]{1,40})\))?\.?$/;

/**
 * Scores listed in one line or sentence ("Scores: WISC-V Full Scale IQ 91; KTEA-3 Math Computation 74;
 * BASC-3 Anxiety: At-Risk."): each item that names a test and gives a number is a score (ADR 0080).
 */
function listedScores(text: string): { test: string; score: string }[] {
  const body = text.replace(/^\s*(?:test\s+)?(?:scores?|results?)\s*:\s*/i, "");
  const items = body.split(/;\s*|\.\s+(?=[A-Z])/).map((x) => x.trim()).filter(Boolean);
  if (items.length < 2) return [];
  const out: { test: string; score: string }[] = [];
  for (const item of items) {
    const m = LISTED_SCORE.exec(item.replace(/\b(?:standard|scaled)\s+score\b/i, "").replace(/\s+/g, " ").trim());
    if (!m?.[1] || !m[2] || !(/\b[A-Z]{2,}(?:-[0-9A-Z]+)?\b/.test(m[1]) || SCORE_NAME.test(m[1]))) continue;
    out.push({ test: trimPunctuation(m[1]), score: m[3] ? `${m[2]} (${m[3]})` : m[2] });
  }
  return out;
}

const RECOMMEND_SENTENCE = /^(?:it\s+is\s+(?:strongly\s+)?recommended|we\s+recommend|the\s+(?:team|evaluator|examiner)\s+recommends|recommend(?:ed|ations?)\s+(?:include|are))/i;

/** A sentence that advises something, in a recommendations section written as prose. */
const ADVISES = /\brecommend\w*|\bwould (?:also )?benefit\b|\bshould\b|\bsuggest\w*|\bconsider\w*|\bis advised\b|\bwe advise\b|\bwill need\b|\bneeds? (?:to|a|an)\b/i;

function isListItem(para: Para): boolean {
  return BULLET_RE.test(para.text) || NUMBERED_RE.test(para.text);
}

export function extractRecommendations(doc: Doc): Recommendation[] {
  const out: Recommendation[] = [];
  // A recommendations section that numbers or bullets its items: those items are the recommendations;
  // its prose (a summary, "Recommendations for the IEP team:") leads into them.
  const listed = doc.paras.some((p) => !p.heading && p.section === "recommendations" && isListItem(p));
  for (const para of doc.paras) {
    if (para.heading) continue;
    if (para.section === "recommendations") {
      if (listed && !isListItem(para)) continue;
      if (isListItem(para)) {
        const text = stripListMarker(para.text);
        out.push({ text: trimPunctuation(normalizeWs(text)), page: para.page, quote: quoteOf(para) });
        continue;
      }
      // Prose: the sentences that recommend ("It is recommended…", "she would benefit from…", "…should…");
      // the summary around them is not a recommendation. A paragraph with no such sentence is kept whole.
      const sentences = sentencesOf(para).map((s) => ({ s, raw: para.text.slice(s.start, s.end) }));
      const advising = sentences.filter((x) => ADVISES.test(x.raw));
      for (const { s, raw } of advising.length > 0 ? advising : sentences) {
        const text = trimPunctuation(normalizeWs(raw));
        if (text.length > 12 && !/:\s*$/.test(raw)) out.push({ text, page: pageAt(para, s.start), quote: quoteOf(para, s.start, s.end) });
      }
      continue;
    }
    for (const s of sentencesOf(para)) {
      const sentence = para.text.slice(s.start, s.end);
      if (RECOMMEND_SENTENCE.test(sentence.trim())) {
        out.push({ text: trimPunctuation(normalizeWs(sentence)), page: pageAt(para, s.start), quote: quoteOf(para, s.start, s.end) });
      }
    }
  }
  return out.slice(0, 30);
}

// Eligibility categories. A category name counts only where the document is talking about
// eligibility ("Eligibility:", "classification", "qualifies under"), so a diagnosis mentioned in a
// history paragraph is not reported as the child's special-education category.
import { pageAt, quoteOf, sentencesOf, type Doc } from "./document.ts";
import { splitCells, splitLabel, trimPunctuation } from "./text.ts";
import type { EligibilityCategory } from "./types.ts";

// Names follow IDEA's categories (34 CFR 300.8); forms use many spellings of each.
const CATEGORIES: Array<[RegExp, string]> = [
  [/\bdeaf[- ]?blind(?:ness)?\b/gi, "Deaf-Blindness"],
  [/\bspecific\s+learning\s+disabilit(?:y|ies)\b|\blearning\s+disabilit(?:y|ies)\b/gi, "Specific Learning Disability"],
  [/\bSLD\b/g, "Specific Learning Disability"],
  [/\bother\s+health\s+impair(?:ment|ed)\b/gi, "Other Health Impairment"],
  [/\bOHI\b/g, "Other Health Impairment"],
  [/\bautis(?:m|tic)(?:\s+spectrum\s+disorder)?\b/gi, "Autism"],
  [/\bASD\b/g, "Autism"],
  [
    /\bspeech(?:\s+or\s+|\s*\/\s*|\s*-\s*|\s+and\s+|\s+)language\s+impair(?:ment|ed)\b|\bspeech\s+impair(?:ment|ed)\b|\blanguage\s+impair(?:ment|ed)\b/gi,
    "Speech or Language Impairment",
  ],
  // States name the category in words of their own: Kentucky's "Emotional-Behavioral Disability", "emotional/behavioral".
  [/\b(?:serious\s+)?emotional(?:\s+|\s*[-/]\s*)(?:disturbance|disabilit(?:y|ies)|(?:and\s+|\s*)behavio(?:u)?ral\s+disabilit(?:y|ies))\b/gi, "Emotional Disturbance"],
  [/\bEBD\b/g, "Emotional Disturbance"],
  [/\bintellectual\s+disabilit(?:y|ies)\b/gi, "Intellectual Disability"],
  [/\bmultiple\s+disabilities\b/gi, "Multiple Disabilities"],
  [/\bdeafness\b/gi, "Deafness"],
  [/\bhearing\s+impair(?:ment|ed)\b|\bhard\s+of\s+hearing\b/gi, "Hearing Impairment"],
  [/\bvisual\s+impair(?:ment|ed)\b|\bblindness\b/gi, "Visual Impairment"],
  [/\borthopedic\s+impair(?:ment|ed)\b/gi, "Orthopedic Impairment"],
  [/\btraumatic\s+brain\s+injury\b/gi, "Traumatic Brain Injury"],
  [/\bTBI\b/g, "Traumatic Brain Injury"],
  [/\bdevelopmental\s+delay\b/gi, "Developmental Delay"],
];

const CONTEXT =
  /\b(?:eligib\w*|classification|classified|categor(?:y|ies)|qualif\w*|primary|secondary|handicapping\s+condition|area\s+of\s+disability|exceptionality)\b|\b(?:disabilit(?:y|ies)|impairment|condition|diagnosis)\s*:/i;
const LABEL_ABOVE = /^(?:primary\s+|secondary\s+)?(?:disability(?:\s+category)?|eligibility(?:\s+category)?|classification|category|area\s+of\s+eligibility)$/i;
const NEGATED = /\b(?:not|no\s+longer|ruled\s+out|rather\s+than|does\s+not|did\s+not|no\s+evidence\s+of)\b[^.;]{0,50}$/i;
const RAW_LABEL =
  /^(?:identified\s+|primary\s+|qualifying\s+)?(?:disability|impairment|condition|diagnosis|physical\s+or\s+mental\s+impairment|disability\s*\/\s*impairment|eligibility\s+category)$/i;

// The form's own words for a category, when they name it with words the IDEA name lacks ("Emotional-Behavioral
// Disability" for Emotional Disturbance): a parent looks for the words on the form. An abbreviation ("SLD") or a
// plural is the same name.
function nameWords(text: string): string[] {
  return text.toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 2).map((w) => w.replace(/(?:ies|y|s)$/, ""));
}

function statedName(text: string, category: string): string | undefined {
  const own = nameWords(text);
  const canonical = new Set(nameWords(category));
  return own.length >= 2 && own.some((w) => !canonical.has(w)) ? text.replace(/\s+/g, " ").trim() : undefined;
}

export function extractEligibility(doc: Doc): EligibilityCategory[] {
  const out: EligibilityCategory[] = [];
  const seen = new Set<string>();
  let previous = "";
  for (const para of doc.paras) {
    // Flattened form table: "Disability Category" on the line above "Specific Learning Disability".
    const labelAbove = previous.length <= 40 && LABEL_ABOVE.test(previous);
    previous = para.text;
    if (para.section === "goals" || para.section === "present-levels") continue;
    for (const s of sentencesOf(para)) {
      const sentence = para.text.slice(s.start, s.end);
      if (!CONTEXT.test(sentence) && !labelAbove) continue;
      let found = false;
      // In the order the sentence names them: "Primary: X      Secondary: Y" puts the primary category first.
      const hits = CATEGORIES.flatMap(([re, category]) => [...sentence.matchAll(re)].map((m) => ({ m, category }))).sort((a, b) => a.m.index - b.m.index);
      for (const { m, category } of hits) {
        const before = sentence.slice(Math.max(0, m.index - 80), m.index);
        if (NEGATED.test(before)) continue;
        found = true;
        if (seen.has(category)) continue;
        seen.add(category);
        // The quote is the field or clause the category sits in.
        const gap = sentence.lastIndexOf("  ", m.index);
        const cellStart = gap >= 0 ? gap + 2 : 0;
        const stated = statedName(m[0], category);
        out.push({ category, ...(stated ? { stated } : {}), page: pageAt(para, s.start + m.index), quote: quoteOf(para, s.start + cellStart, s.end) });
      }
      if (found) continue;
      // Section 504 plans name the impairment in words of their own ("Identified impairment: ADHD").
      for (const cell of splitCells(sentence)) {
        const label = splitLabel(cell);
        if (!label || !RAW_LABEL.test(label.label)) continue;
        const value = trimPunctuation(label.value);
        if (!value || value.split(/\s+/).length > 10 || /^(?:none|n\/?a)$/i.test(value) || seen.has(value)) continue;
        seen.add(value);
        const at = s.start + sentence.indexOf(cell);
        out.push({ category: value, page: pageAt(para, at), quote: quoteOf(para, at, at + cell.length) });
      }
    }
  }
  return out;
}

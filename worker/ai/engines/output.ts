// How an LLM engine reads the model's answer (its prompt is built by prompt.ts): JSON checked against a
// schema (valibot), markdown bounded, and citations kept only when they name a passage or fact the model
// was given.
import * as v from "valibot";
import type { FactRef } from "../../record/record.ts";
import type { Citation, GoalInsight, Passage } from "./types.ts";

/** The JSON value in a model's answer: tolerates code fences and prose around one object or array. */
export function extractJson(text: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  const body = (fenced?.[1] ?? text).trim();
  const start = body.search(/[[{]/);
  if (start < 0) throw new SyntaxError("no JSON value in the answer");
  const open = body[start];
  const end = body.lastIndexOf(open === "{" ? "}" : "]");
  if (end <= start) throw new SyntaxError("unterminated JSON value in the answer");
  return JSON.parse(body.slice(start, end + 1));
}

const optionalText = (max: number) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(max),
        v.transform((s) => (s ? s : null)),
      ),
    ),
  );

export const LlmGoalSchema = v.object({
  area: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(120)),
  description: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(2000)),
  measurableOutcomes: optionalText(1000),
  baseline: optionalText(1000),
  criterion: optionalText(1000),
  measurement: optionalText(1000),
  objectives: v.optional(v.nullable(v.pipe(v.array(v.pipe(v.string(), v.trim(), v.maxLength(1000))), v.maxLength(20)))),
  passage: optionalText(20),
  quote: optionalText(2000),
});

export const LlmGoalsSchema = v.object({ goals: v.pipe(v.array(LlmGoalSchema), v.maxLength(40)) });

const QuestionList = v.pipe(v.array(v.pipe(v.string(), v.trim(), v.minLength(5), v.maxLength(400))), v.maxLength(15));
export const LlmQuestionsSchema = v.union([v.object({ questions: QuestionList }), QuestionList]);

const normalize = (s: string) => s.replace(/\s+/g, " ").trim().toLowerCase();

/**
 * Validated goals with their citations checked: a goal must name a passage it was given (a goal
 * without a source is dropped, so the model cannot add goals the text does not hold), and its quote is
 * kept only when it really is in that passage.
 */
export function goalsFromOutput(text: string, passages: Passage[]): GoalInsight[] {
  const parsed = v.parse(LlmGoalsSchema, extractJson(text));
  const byId = new Map(passages.map((p) => [p.id.toUpperCase(), p]));
  const goals: GoalInsight[] = [];
  for (const g of parsed.goals) {
    const passage = g.passage ? byId.get(g.passage.replace(/[[\]\s]/g, "").toUpperCase()) : undefined;
    if (!passage) continue;
    const goal: GoalInsight = { area: g.area, description: g.description, objectives: (g.objectives ?? []).filter(Boolean), page: passage.page };
    if (g.measurableOutcomes) goal.measurableOutcomes = g.measurableOutcomes;
    if (g.baseline) goal.baseline = g.baseline;
    if (g.criterion) goal.criterion = g.criterion;
    if (g.measurement) goal.measurement = g.measurement;
    if (g.quote && normalize(passage.text).includes(normalize(g.quote))) goal.quote = g.quote.replace(/\s+/g, " ").trim();
    goals.push(goal);
  }
  return goals;
}

export function questionsFromOutput(text: string): string[] {
  const parsed = v.parse(LlmQuestionsSchema, extractJson(text));
  const list = Array.isArray(parsed) ? parsed : parsed.questions;
  return [...new Set(list.map((q) => q.replace(/\s+/g, " ").replace(/\[P\d+\]/gi, "").trim()))].filter((q) => q.length >= 5);
}

const MAX_MARKDOWN = 20_000;

/**
 * A generated markdown text with its citation markers resolved: a marker naming a passage we sent
 * becomes "(p. N)", any other marker is dropped. Throws when nothing usable is left.
 */
export function markdownFromOutput(text: string, passages: Passage[]): string {
  const byId = new Map(passages.map((p) => [p.id.toUpperCase(), p]));
  const out = text
    .trim()
    .replace(/^```(?:markdown|md)?\s*\n([\s\S]*?)\n```$/i, "$1")
    // "[P3, P7]" despite the instructions: resolved like "[P3][P7]".
    .replace(/\[(P\d+(?:\s*[,;]\s*P\d+)+)\]/gi, (_m, list: string) => list.split(/\s*[,;]\s*/).map((id) => `[${id}]`).join(""))
    // The blank before a marker goes with it, so a dropped marker leaves no gap before punctuation.
    .replace(/[ \t]*\[(P\d+)\]/gi, (_m, id: string) => {
      const p = byId.get(id.toUpperCase());
      return p ? ` (p. ${p.page})` : "";
    })
    .replace(/(\(p\. \d+\))(?:\s*\1)+/g, "$1")
    .replace(/[ \t]+\n/g, "\n")
    .trim();
  if (!out) throw new Error("the model returned an empty text");
  return out.length > MAX_MARKDOWN ? `${out.slice(0, MAX_MARKDOWN)}…` : out;
}

/**
 * Filters a stream of text so that only citation markers naming a passage in `ids` get through. A
 * possible marker ("[P1…") is held back until it is complete or proves not to be one.
 */
export async function* filterCitations(source: AsyncIterable<string>, ids: ReadonlySet<string>, used: Set<string>): AsyncGenerator<string> {
  let held = "";
  const release = (final: boolean): string => {
    let out = "";
    for (;;) {
      const open = held.indexOf("[");
      if (open < 0) {
        out += held;
        held = "";
        return out;
      }
      out += held.slice(0, open);
      held = held.slice(open);
      const m = /^\[([PF]\d{1,4})\]/i.exec(held);
      if (m?.[1]) {
        const id = m[1].toUpperCase();
        if (ids.has(id)) {
          out += `[${id}]`;
          used.add(id);
        }
        held = held.slice(m[0].length);
        continue;
      }
      // Could still become a marker: wait for more text (unless the stream has ended).
      if (!final && /^\[(?:[PF]\d{0,4})?$/i.test(held)) return out;
      out += "[";
      held = held.slice(1);
    }
  };
  for await (const chunk of source) {
    held += chunk;
    const out = release(false);
    if (out) yield out;
  }
  const rest = release(true);
  if (rest) yield rest;
}

export function citationsFor(used: Iterable<string>, passages: Passage[], facts: ReadonlyMap<string, FactRef> = new Map()): Citation[] {
  const byId = new Map(passages.map((p) => [p.id, p]));
  const out: Citation[] = [];
  for (const id of used) {
    const f = facts.get(id);
    if (f) {
      out.push({ passageId: f.id, documentId: f.documentId, page: f.page, quote: f.quote.replace(/\s+/g, " ").trim().slice(0, 200) });
      continue;
    }
    const p = byId.get(id);
    if (p) out.push({ passageId: p.id, documentId: p.documentId, page: p.page, quote: p.text.replace(/\s+/g, " ").trim().slice(0, 200) });
  }
  return out;
}


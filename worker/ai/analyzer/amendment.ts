// IEP amendments change part of an IEP without rewriting it: "Goal 2 is revised to read: …", "New
// service: …", "Accommodation added: …". Their facts are the changes only (everything else stays as
// in the amended IEP), each marked amended, so a parent's record is not filled with a second, partial
// copy of the IEP. docs/decisions/0023.
import { parseDate } from "./dates.ts";
import { buildDocument, pageAt, quoteOf, type Doc } from "./document.ts";
import { extractGoals } from "./goals.ts";
import { extractServices } from "./services.ts";
import { capitalizeFirst, trimPunctuation, UNCHECKED_BOX } from "./text.ts";
import type { Accommodation, Cited, Goal, Service } from "./types.ts";

// A notice of changes made without a meeting is an amendment too, whatever the parent filed it as (ADR 0079).
const TITLE = /\b(?:iep\s+)?amendment\b|\bamended\s+iep\b|\bchanges?\s+to\s+(?:the\s+|an?\s+)?iep\b|\biep\s+changes?\b/gi;
// A form's row of kinds ("[X] Annual [ ] Amendment") names this document by its ticked box only: an empty
// box's "Amendment" is an option not chosen (ADR 0085).
const UNCHECKED_BEFORE = new RegExp(`${UNCHECKED_BOX}\\s*$`);

function namesAmendment(text: string): boolean {
  const head = text.slice(0, 120);
  return [...head.matchAll(TITLE)].some((m) => !UNCHECKED_BEFORE.test(head.slice(0, m.index)));
}
const AMENDS = /\b(?:date\s+of\s+(?:the\s+)?iep\s+(?:being\s+)?amended|(?:amends?|changes?)\s+the\s+iep\s+(?:dated|of)|iep\s+dated|original\s+iep\s+date)\s*:?\s*/i;

/** The amendment and the date of the IEP it amends, when the title area says this is an amendment. */
export function detectAmendment(doc: Doc): ({ amends?: string } & Cited) | undefined {
  const head = doc.paras.slice(0, 8);
  const title = head.find((p) => namesAmendment(p.text) && !/\bno\s+amendments?\b/i.test(p.text));
  if (!title) return undefined;
  const out: { amends?: string } & Cited = { page: title.page, quote: quoteOf(title, 0, Math.min(title.text.length, 120)) };
  for (const para of doc.paras.slice(0, 15)) {
    const m = AMENDS.exec(para.text);
    if (!m) continue;
    const date = parseDate(para.text.slice(m.index + m[0].length, m.index + m[0].length + 40));
    if (date) out.amends = date;
    break;
  }
  return out;
}

const GOAL_CHANGE =
  /\b(?:goal\s+(?<n>\d{1,2}|[A-Z])\s*(?:\((?<area>[^)]{1,60})\))?\s+(?:is\s+)?(?:revised|changed|amended|replaced|added)(?:\s+to\s+read)?|(?:new|added|revised)\s+goal(?:\s+(?<n2>\d{1,2}))?\s*(?:\((?<area2>[^)]{1,60})\))?)\s*:\s*/gi;
const SERVICE_CHANGE = /\b(?:new\s+service|services?\s+(?:added|changed|revised)|(?:revised|added)\s+service)\s*:\s*/gi;
/** A change written as a sentence: "Occupational Therapy is increased from 30 minutes 1 time weekly to 30 minutes 2 times weekly". */
const SERVICE_DELTA =
  /\b(?<name>[A-Z][A-Za-z/&'-]*(?: [A-Za-z/&'-]+){0,5}?)\s+(?:is|are|was|were|will be)\s+(?:increased|decreased|reduced|changed|raised|lowered|cut|revised|adjusted)\s+from\s+(?<from>[^.;]+?)\s+to\s+(?<to>[^.;]+)/g;
// "Accommodations added:", "SUPPLEMENTARY AIDS AND SERVICES - added:" (ADR 0079), "Accommodation — added
// (classroom):" (ADR 0086).
const ACCOMMODATION_CHANGE =
  /\b(?:(?:accommodations?|modifications?|supplementary\s+aids(?:\s+and\s+services)?)\s*[-–—]?\s*(?:added|changed|revised)|(?:new|added)\s+(?:accommodations?|modifications?))(?:\s*\([^)]{1,30}\))?\s*:\s*/gi;

// A change that names only its service on the label's line, its fields on the lines below: "Added related
// service: School counseling" / "Amount: …" / "Begins: …" / "Provider: …", or "1. Related service — Speech-
// Language Therapy" / "Was: …" / "Now: …" (ADR 0086). "Was:" is the amount replaced; "Now:" is the amount.
// The service may also come first and be called new after it: "2. School Counseling — new related service.",
// "Physical Therapy (new service)" (ADR 0086, fixes after round B, second pass).
const SERVICE_BLOCK =
  /^(?:(?:\d{1,2}|[A-Za-z])[.)]\s+)?(?:(?:(?:added|new|changed|revised|amended)\s+(?:related\s+)?service\s*:|(?:related\s+)?service\s+[—–-])\s*(?<name>[A-Z][^:\d]{2,60})|(?<first>[A-Z][^:\d—–()]{2,60}?)(?:\s+[—–-]\s+|\s*\(\s*)(?:new|added)\s+(?:related\s+)?service\s*\)?\.?)$/i;
const BLOCK_FIELD = /^(?<label>amount|frequency|duration|location|setting|provider|begins?|starts?|start\s+date|ends?|end\s+date|now|was)\s*:\s*/i;
const FIELD_AS: Record<string, string> = { now: "Amount", begin: "Start", begins: "Start", starts: "Start", ends: "End" };

/** A service block's lines from the paragraph at `index` on, rewritten as a labelled service ("Service: …"). */
function serviceBlock(doc: Doc, index: number): string | undefined {
  const lines = doc.paras.slice(index, index + 8).flatMap((p) => p.lines.map((l) => l.text.trim()));
  const head = SERVICE_BLOCK.exec(lines[0] ?? "")?.groups;
  const name = head?.name ?? head?.first;
  if (!name) return undefined;
  const fields: string[] = [];
  for (const line of lines.slice(1)) {
    const f = BLOCK_FIELD.exec(line);
    if (!f?.groups?.label) {
      // A line under a field ("Tuesdays 10:15–10:40 a.m.") goes on; the next change or heading ends the block.
      if (/^(?:\d{1,2}[.)]\s|[A-Z][A-Z ()/&-]{5,}$)/.test(line) || (fields.length > 0 && /:/.test(line) && !/\d:\d/.test(line))) break;
      continue;
    }
    const label = f.groups.label.toLowerCase().replace(/\s+/g, " ");
    if (label === "was") continue;
    fields.push(`${FIELD_AS[label] ?? f.groups.label}: ${line.slice(f[0].length)}`);
  }
  return fields.length > 0 ? `SERVICES\nService: ${name.trim()}\n${fields.join("\n")}` : undefined;
}

/** From after a change's label to the end of its sentence(s), stopping at the next numbered change. */
function changeText(text: string, from: number): { end: number; value: string } {
  const rest = text.slice(from);
  const stop = rest.search(/\s\d{1,2}[.)]\s+[A-Z]|\s(?:New|Revised|Added)\s+(?:service|goal|accommodation)/);
  const end = from + (stop >= 0 ? stop : rest.length);
  return { end, value: text.slice(from, end).trim() };
}

export interface AmendmentChanges {
  goals: Goal[];
  services: Service[];
  accommodations: Accommodation[];
}

export function extractAmendmentChanges(doc: Doc): AmendmentChanges {
  const goals: Goal[] = [];
  const services: Service[] = [];
  const accommodations: Accommodation[] = [];
  for (const [index, own] of doc.paras.entries()) {
    // A change's label alone on its line ("Related service added:") introduces the next paragraph,
    // often a row of the form's table: the two are read as one change.
    const next = doc.paras[index + 1];
    const labelOnly = next && /:\s*$/.test(own.text) && (GOAL_CHANGE.test(own.text) || SERVICE_CHANGE.test(own.text) || ACCOMMODATION_CHANGE.test(own.text));
    for (const re of [GOAL_CHANGE, SERVICE_CHANGE, ACCOMMODATION_CHANGE]) re.lastIndex = 0;
    const para = labelOnly
      ? { ...own, text: `${own.text} ${next.text}`, lines: [...own.lines, ...next.lines], starts: [...own.starts, ...next.starts.map((x) => x + own.text.length + 1)] }
      : own;
    const text = para.text;
    for (const m of text.matchAll(GOAL_CHANGE)) {
      const { end, value } = changeText(text, m.index + m[0].length);
      const n = m.groups?.n ?? m.groups?.n2;
      const area = m.groups?.area ?? m.groups?.area2;
      // The changed goal is read as a goal of its own, with the analyzer's usual goal reading.
      const [goal] = extractGoals(buildDocument([`Goal${n ? ` ${n}` : ""}${area ? ` (${area})` : ""}: ${value}`]));
      if (goal) goals.push({ ...goal, page: pageAt(para, m.index), quote: quoteOf(para, m.index, end), amended: true, confidence: "high" });
    }
    const block = serviceBlock(doc, index);
    if (block) {
      for (const s of extractServices(buildDocument([block]))) services.push({ ...s, page: pageAt(own, 0), quote: quoteOf(own, 0, own.lines[0]?.text.length), amended: true, confidence: "high" });
    }
    for (const m of block ? [] : text.matchAll(SERVICE_CHANGE)) {
      const { end, value } = changeText(text, m.index + m[0].length);
      // "Speech-Language Therapy, 2 sessions per week, 30 minutes per session": the name, then its amount.
      const comma = value.indexOf(",");
      const line = comma > 0 ? `${value.slice(0, comma)}: ${value.slice(comma + 1).trim()}` : value;
      for (const s of extractServices(buildDocument([`SERVICES\n${line}`]))) {
        services.push({ ...s, page: pageAt(para, m.index), quote: quoteOf(para, m.index, end), amended: true, confidence: "high" });
      }
    }
    for (const m of text.matchAll(SERVICE_DELTA)) {
      const name = m.groups?.name ?? "";
      // The same change may also be given with a label ("New service: Speech-Language Therapy, …"): read once.
      if (services.some((x) => x.name.toLowerCase() === name.trim().toLowerCase())) continue;
      const to = m.groups?.to ?? "";
      for (const found of extractServices(buildDocument([`SERVICES\n${name}: ${to}`]))) {
        services.push({ ...found, page: pageAt(para, m.index), quote: quoteOf(para, m.index, m.index + m[0].length), amended: true, confidence: "high" });
      }
    }
    for (const m of text.matchAll(ACCOMMODATION_CHANGE)) {
      const { end, value } = changeText(text, m.index + m[0].length);
      for (const part of value.split(/;\s*/)) {
        const item = capitalizeFirst(trimPunctuation(part));
        if (item.length < 3) continue;
        accommodations.push({
          text: item,
          kind: /\b(?:tests?|testing|assessments?|exams?)\b/i.test(item) ? "testing" : "classroom",
          page: pageAt(para, m.index),
          quote: quoteOf(para, m.index, end),
          amended: true,
          confidence: "high",
        });
      }
    }
  }
  return { goals, services, accommodations };
}

// IEP amendments change part of an IEP without rewriting it: "Goal 2 is revised to read: …", "New
// service: …", "Accommodation added: …". Their facts are the changes only (everything else stays as
// in the amended IEP), each marked amended, so a parent's record is not filled with a second, partial
// copy of the IEP. docs/decisions/0023.
import { parseDate } from "./dates.ts";
import { buildDocument, pageAt, quoteOf, type Doc } from "./document.ts";
import { extractGoals } from "./goals.ts";
import { extractServices } from "./services.ts";
import { capitalizeFirst, clip, NUMBER_WORD_RE, parseCount, trimPunctuation, UNCHECKED_BOX } from "./text.ts";
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
// An existing service moved to a new schedule: "2. Speech/Language Therapy schedule: the 60 minutes per month will
// be given in two 30-minute sessions on …, beginning Tuesday, December 1, 2026": the service as it now runs, from
// the date the item gives (ADR 0092).
const SERVICE_SCHEDULE = /(?:^|\s)(?:\d{1,2}[.)]\s+)?(?<name>[A-Z][A-Za-z/&'-]*(?: [A-Za-z/&'-]+){0,5}?)\s+(?:schedule|times?|frequency)(?:\s+(?:changed|revised|amended))?\s*:\s*/g;
const SCHEDULE_START =
  /[,;]?\s*\b(?:beginning|starting|effective|as\s+of)\s+(?:(?:on\s+)?(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,?\s+)?(?<date>[A-Z][a-z]{2,8}\.?\s+\d{1,2},?\s+\d{4}|\d{1,2}\/\d{1,2}\/\d{2,4}|\d{4}-\d{2}-\d{2})/;
/**
 * A change written as a sentence: "Occupational Therapy is increased from 30 minutes 1 time weekly to 30 minutes 2
 * times weekly". The verb may stand without "is" in an item ("2. SDI Self-Regulation increased from … to 45 minutes,
 * 3 times per 6-day cycle …, beginning April 20, 2026"; ADR 0092, round B): then the new amount must be minutes or
 * hours, and the start the item gives is the service's.
 */
const SERVICE_DELTA =
  /\b(?<name>[A-Z][A-Za-z/&'-]*(?: [A-Za-z/&'-]+){0,5}?)\s+(?<verb>(?:is|are|was|were|will be|has been|have been)\s+)?(?:increased|decreased|reduced|changed|raised|lowered|cut|revised|adjusted)\s+from\s+(?<from>[^.;]+?)\s+to\s+(?<to>[^.;]+)/g;
const DELTA_AMOUNT = /\b\d+(?:\.\d+)?\s*(?:minutes?|mins?|hours?|hrs?)\b/i;
// "Accommodations added:", "SUPPLEMENTARY AIDS AND SERVICES - added:" (ADR 0079), "Accommodation — added
// (classroom):" (ADR 0086).
const ACCOMMODATION_CHANGE =
  /\b(?:(?:accommodations?|modifications?|supplementary\s+aids(?:\s+and\s+services)?)\s*[-–—]?\s*(?:added|changed|revised)|(?:new|added)\s+(?:accommodations?|modifications?))(?:\s*\([^)]{1,30}\))?\s*:\s*/gi;

// A change that names only its service on the label's line, its fields on the lines below: "Added related
// service: School counseling" / "Amount: …" / "Begins: …" / "Provider: …", or "1. Related service — Speech-
// Language Therapy" / "Was: …" / "Now: …" (ADR 0086). "Was:" is the amount replaced; "Now:" is the amount.
// The service may also come first and be called new after it: "2. School Counseling — new related service.",
// "Physical Therapy (new service)" (ADR 0086, fixes after round B, second pass). The word saying it is added
// may stand after the kind ("Related service ADDED — X", "Services – added: X"), the service may be named
// first and then "will be added" / "is added to the IEP …", or a lead sentence adds a service ("Add the
// following related service.") named on a "Service: X" line below, one block per such line (ADR 0090, an
// amendment's added service, in other wordings).
const ITEM = String.raw`^(?:(?:\d{1,2}|[A-Za-z])[.)]\s+|[-•*·]\s+)?`;
const NAME = String.raw`(?<name>[A-Z][^:\d]{2,60}?)`;
const CHANGE_WORD = String.raw`(?:added|new|changed|revised|amended)`;
const SERVICE_HEAD = new RegExp(
  `${ITEM}(?:` +
    [
      // "Added related service: X", "New related service — X"
      String.raw`${CHANGE_WORD}\s+(?:related\s+)?services?\s*[:—–-]\s*${NAME}`,
      // "Related service — X", "Related service ADDED — X", "Services – added: X", "Service begins: X"
      String.raw`(?:related\s+)?services?\s*(?:[—–-]\s*)?(?:${CHANGE_WORD}|begins?|starts?)\s*[:—–-]\s*${NAME}`,
      // "Related services – X", "1. Special Education and Related Services - X" (the form's section, then the service; ADR 0092)
      String.raw`(?:special\s+education\s+(?:and|&)\s+)?(?:related\s+)?services?\s+[—–-]\s*${NAME}`,
      // "2. School Counseling — new related service.", "Physical Therapy (new service)"
      String.raw`(?<first>[A-Z][^:\d—–()]{2,60}?)(?:\s+[—–-]\s+|\s*\(\s*)(?:new|added)\s+(?:related\s+)?service\s*\)?`,
      // "Orientation and Mobility will be added.", "X is added to the IEP as a related service"
      String.raw`(?<subject>[A-Z][^:\d—–]{2,60}?)\s+(?:will\s+be|is|has\s+been)\s+added\b[^:]*`,
      // "Counseling begins 12/07/2026.", "X will start on March 1, 2027": nothing but the date after the verb, so
      // "Wren will begin counseling on …" names no service "Wren".
      String.raw`(?<starts>[A-Z][^:\d—–]{2,60}?)\s+(?:will\s+(?:begin|start)|begins|starts)(?:\s+(?:on|as\s+of|the\s+week\s+of))?\s+(?<date>[A-Z][a-z]{2,8}\.?\s+\d{1,2},?\s+\d{4}|\d{1,2}\/\d{1,2}\/\d{2,4}|\d{4}-\d{2}-\d{2})`,
    ].join("|") +
    String.raw`)\.?$`,
  "i",
);
// A sentence that adds a service without naming it: "Add the following related service.", "The team agrees to
// add one related service; …", "The following services are added to the IEP:", "A new service begins …".
const ADDS_A_SERVICE =
  /\badd(?:s|ed|ing)?\b[^.;:]{0,40}?\b(?:related\s+)?services?\b|\bservices?\b[^.;:]{0,30}?\b(?:(?:is|are|will\s+be|has\s+been|have\s+been)\s+added|will\s+(?:begin|start)|begins?|starts?)\b|\bservices?\s+added\b|\bnew\s+(?:related\s+)?services?\b/i;
// The line that names the service under such a sentence.
const SERVICE_NAME_LINE = new RegExp(String.raw`^(?:related\s+)?service(?:\s+name)?\s*:\s*${NAME}\.?$`, "i");
// What names no service when it stands first in "… will be added": the sentence's own words, a goal or an aid.
const NO_SERVICE =
  /^(?:the|this|these|that|it|they|he|she|a|an|one|following)\b|^(?:related\s+|all\s+)?services?$|\b(?:goals?|objectives?|accommodations?|modifications?|aids?|supports?)\b/i;
const BLOCK_FIELD =
  /^(?<label>amount(?:\s+of\s+(?:time|service))?|minutes|time|frequency(?:\s+and\s+duration)?|duration|sessions?|location|setting|provider|(?:begin(?:s|ning)?|start(?:s|ing)?|initiation|effective)(?:\s+date)?|(?:ends?|ending)(?:\s+date)?|through|now|was|from|to)\s*:\s*/i;
const AMOUNT_FIELD = /^(?:amount|minutes|time|frequency|duration|sessions?|now|to)\b/i;
// The labels the service reader knows for the few it does not ("Begins:" is its "Start:").
// "From: … / To: … / Effective: …" is a change's old amount, new amount and start (ADR 0092).
const FIELD_AS: [RegExp, string][] = [
  [/^(?:now|to)$/i, "Amount"],
  [/^(?:begins?|beginning|starts?|starting|effective(?: date)?)$/i, "Start"],
  [/^(?:ends?|ending|through)$/i, "End"],
];

interface BlockLine {
  text: string;
  page: number;
}

interface ServiceBlock {
  /** "SERVICES\nService: X\nAmount: …", read by the service reader. */
  text: string;
  page: number;
  /** The lines from the one naming the service to its last field on that page, as a table row is quoted. */
  quote: string;
}

// A change to how or when a service the IEP already gives is delivered, with its amount said in the change
// (ADR 0092): "Speech-Language Therapy — service delivery. The total amount is unchanged at 1.5 hours per week:"
// over bullets of the new delivery, "2. Speech/Language Therapy schedule: the 60 minutes per month will be given
// … beginning Tuesday, December 1, 2026". The service is the amended one from the change's own start, else from
// the amendment's effective date.
const CHANGED_SERVICE = new RegExp(
  String.raw`^(?:\d{1,2}[.)]\s+)?(?<name>[A-Z][^:\d—–]{2,60}?)(?:\s+[—–-]\s+|\s+)(?:service\s+delivery|delivery(?:\s+model)?|schedule|location|setting|frequency)(?:\s+changes?)?(?:\s+only)?\s*[.:]`,
  "i",
);
const SERVICE_WORD = /therap|speech|language|counsel|instruction|reading|writing|math|social\s+work|orientation|psycholog|nursing|consult/i;
const AMOUNT_IN = /\b\d+(?:\.\d+)?\s*(?:minutes?|mins?|hours?|hrs?)\s+(?:per|a|each|every)\s+(?:week|month|day|quarter|grading\s+period|cycle)\b/i;
const SESSIONS_IN = new RegExp(String.raw`\b(\d{1,2}|${NUMBER_WORD_RE})\s+(\d{1,3})[- ]minute\s+sessions?\b`, "i");
const DATE_TEXT = String.raw`[A-Z][a-z]{2,8}\.?\s+\d{1,2},?\s+\d{4}|\d{1,2}\/\d{1,2}\/\d{2,4}|\d{4}-\d{2}-\d{2}`;
const START_IN = new RegExp(String.raw`\b(?:beginning|starting|effective|as\s+of)\s+(?:on\s+)?(?:[A-Z][a-z]+day,?\s+)?(?<date>${DATE_TEXT})`);
const EFFECTIVE_FIELD = new RegExp(String.raw`\beffective(?:\s+date)?\s*:\s*(?<date>${DATE_TEXT})`, "i");

/** The changed delivery of a service the IEP already gives, as a labelled service block. */
function changedService(doc: Doc, index: number): ServiceBlock | undefined {
  const para = doc.paras[index];
  const head = CHANGED_SERVICE.exec(para?.lines[0]?.text.trim() ?? "");
  const name = head?.groups?.name?.trim();
  if (!para || !name || !SERVICE_WORD.test(name)) return undefined;
  const total = AMOUNT_IN.exec(para.text);
  if (!total) return undefined;
  // "the 90 minutes per month will be given in three 30-minute sessions": the sessions, when they make the total.
  const split = SESSIONS_IN.exec(para.text.slice(total.index));
  const count = split ? (parseCount(split[1]!) ?? 0) : 0;
  const period = /\b(?:per|a|each|every)\s+(.+)$/i.exec(total[0])?.[1];
  const amount = split && period && count * Number(split[2]) === Number(/\d+/.exec(total[0])?.[0]) ? `${count} x ${split[2]} minutes per ${period}` : total[0];
  const start = START_IN.exec(para.text)?.groups?.date ?? doc.paras.slice(0, 15).map((p) => EFFECTIVE_FIELD.exec(p.text)?.groups?.date).find(Boolean);
  const page = pageAt(para, 0);
  // The new delivery's bullets and the provider's line below the change belong to it.
  const below: string[] = [];
  for (const next of doc.paras.slice(index + 1, index + 8)) {
    const line = next.lines[0]?.text.trim() ?? "";
    if (pageAt(next, 0) !== page || !/^(?:[-•*·]\s+|provider\s*:)/i.test(line)) break;
    below.push(...next.lines.map((l) => l.text.trim()));
  }
  const provider = below.map((l) => /^provider\s*:\s*(.+)$/i.exec(l)?.[1]).find(Boolean);
  const fields = [`Amount: ${amount}`, ...(start ? [`Start: ${start}`] : []), ...(provider ? [`Provider: ${provider}`] : [])];
  return { text: `SERVICES\nService: ${trimPunctuation(name)}\n${fields.join("\n")}`, page, quote: clip([...para.lines.map((l) => l.text.trim()), ...below].join(" ")) };
}

/**
 * The service blocks starting at the paragraph at `index`, each rewritten as a labelled service ("Service: …").
 * A block whose service is named only by the sentence's own words ("X will be added", "Service: X" under a lead
 * sentence) needs an amount among its fields, so a sentence about something else is no service.
 */
function serviceBlocks(doc: Doc, index: number): ServiceBlock[] {
  const changed = changedService(doc, index);
  if (changed) return [changed];
  const opening = doc.paras[index]?.lines[0]?.text.trim() ?? "";
  if (!/\b(?:services?|add(?:s|ed)?|begins?|starts?|will\s+(?:begin|start))\b/i.test(opening)) return [];
  // Up to 20 lines: a form may set each field apart as a paragraph of its own.
  const lines: BlockLine[] = doc.paras
    .slice(index, index + 20)
    .flatMap((para) => para.lines.map((l) => ({ text: l.text.trim(), page: l.page })))
    .slice(0, 20);
  const first = lines[0];
  if (!first) return [];
  const head = SERVICE_HEAD.exec(first.text)?.groups;
  const subject = head?.subject ?? head?.starts;
  const headName = head?.name ?? head?.first ?? (subject && !NO_SERVICE.test(subject.trim()) ? subject : undefined);
  const lead = !headName && ADDS_A_SERVICE.test(first.text);
  if (!headName && !lead) return [];
  const blocks: { name: string; named: number; last: number; fields: string[]; needsAmount: boolean }[] = headName
    ? [{ name: headName, named: 0, last: 0, fields: [], needsAmount: Boolean(subject) }]
    : [];
  const before: string[] = [];
  for (const [i, line] of lines.entries()) {
    if (i === 0) continue;
    const named = lead ? SERVICE_NAME_LINE.exec(line.text)?.groups?.name : undefined;
    if (named) {
      blocks.push({ name: named, named: i, last: i, fields: blocks.length === 0 ? before : [], needsAmount: true });
      continue;
    }
    const f = BLOCK_FIELD.exec(line.text);
    const block = blocks.at(-1);
    const fields = block?.fields ?? before;
    if (!f?.groups?.label) {
      // A line under a field ("Tuesdays 10:15–10:40 a.m.") goes on; the next change or heading ends the block.
      if (/^(?:(?:\d{1,2}|[A-Z])[.)]\s|[A-Z][A-Z ()/&-]{5,}$)/.test(line.text) || (fields.length > 0 && /:/.test(line.text) && !/\d:\d/.test(line.text))) break;
      continue;
    }
    const label = f.groups.label.replace(/\s+/g, " ");
    if (/^(?:was|from)$/i.test(label)) continue;
    const as = FIELD_AS.find(([re]) => re.test(label))?.[1] ?? label;
    const value = line.text.slice(f[0].length);
    // "Minutes: 45 per week": the label's unit goes with the number.
    fields.push(`${as}: ${/^minutes$/i.test(label) && !/\bmin/i.test(value) ? value.replace(/\b\d{1,4}\b(?!\s*(?:x|×|times|sessions?)\b)/i, "$& minutes") : value}`);
    if (block) block.last = i;
  }
  // The date of "X begins 12/07/2026." is its start unless a field below gives one.
  const headStart = head?.date;
  if (headStart && blocks[0] && !blocks[0].fields.some((x) => /^start/i.test(x))) blocks[0].fields.push(`Start: ${headStart}`);
  return blocks
    .filter((b) => b.fields.length > 0 && (!b.needsAmount || b.fields.some((x) => AMOUNT_FIELD.test(x))))
    .map((b) => {
      const page = lines[b.named]?.page ?? 1;
      const quoted = lines.slice(b.named, b.last + 1).filter((l) => l.page === page);
      return { text: `SERVICES\nService: ${trimPunctuation(b.name.trim())}\n${b.fields.join("\n")}`, page, quote: clip(quoted.map((l) => l.text).join(" ")) };
    });
}

// "2. Testing accommodation CHANGED" / "Was: Extended time (time and one-half)" / "Now: Extended time — double
// time": a changed accommodation named by its kind on the label's line, the one in force after "Now:" (ADR 0090).
const ACCOMMODATION_BLOCK = /^(?:\d{1,2}[.)]\s+)?(?<kind>(?:testing|classroom|assessment|instructional)\s+)?(?:accommodations?|modifications?)\s+(?:changed|revised|amended|replaced)\s*:?$/i;

/** The accommodation a change block puts in force ("Now: …", with the lines its value wraps onto). */
function accommodationBlock(doc: Doc, index: number): Accommodation | undefined {
  const own = doc.paras[index];
  const head = ACCOMMODATION_BLOCK.exec(own?.lines[0]?.text.trim() ?? "");
  if (!own || !head) return undefined;
  const lines = doc.paras.slice(index, index + 6).flatMap((p) => p.lines.map((l) => l.text.trim()));
  const at = lines.findIndex((l, k) => k > 0 && /^now\s*:/i.test(l));
  if (at < 0 || lines.slice(1, at).some((l) => /^\d{1,2}[.)]\s/.test(l))) return undefined;
  const item = capitalizeFirst(trimPunctuation(lines[at]!.replace(/^now\s*:\s*/i, "")));
  if (item.length < 3) return undefined;
  const testing = Boolean(head.groups?.kind && /testing|assessment/i.test(head.groups.kind)) || /\b(?:tests?|testing|assessments?|exams?)\b/i.test(item);
  return { text: item, kind: testing ? "testing" : "classroom", page: pageAt(own, 0), quote: item, amended: true, confidence: "high" };
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
    const blocks = serviceBlocks(doc, index);
    for (const block of blocks) {
      for (const s of extractServices(buildDocument([block.text]))) services.push({ ...s, page: block.page, quote: block.quote, amended: true, confidence: "high" });
    }
    for (const m of blocks.length > 0 ? [] : text.matchAll(SERVICE_CHANGE)) {
      const { end, value } = changeText(text, m.index + m[0].length);
      // "Speech-Language Therapy, 2 sessions per week, 30 minutes per session": the name, then its amount.
      const comma = value.indexOf(",");
      const line = comma > 0 ? `${value.slice(0, comma)}: ${value.slice(comma + 1).trim()}` : value;
      for (const s of extractServices(buildDocument([`SERVICES\n${line}`]))) {
        services.push({ ...s, page: pageAt(para, m.index), quote: quoteOf(para, m.index, end), amended: true, confidence: "high" });
      }
    }
    for (const m of text.matchAll(SERVICE_SCHEDULE)) {
      const name = trimPunctuation(m.groups?.name ?? "");
      if (!name || services.some((x) => x.name.toLowerCase() === name.toLowerCase())) continue;
      const { end, value } = changeText(text, m.index + m[0].length);
      const start = SCHEDULE_START.exec(value);
      const amount = start ? value.slice(0, start.index) : value.split(/[.;]/)[0] ?? value;
      const block = `SERVICES\nService: ${name}\nAmount: ${amount.trim()}${start?.groups?.date ? `\nStart: ${start.groups.date}` : ""}`;
      for (const found of extractServices(buildDocument([block]))) {
        services.push({ ...found, page: pageAt(para, m.index), quote: quoteOf(para, m.index, end), amended: true, confidence: "high" });
      }
    }
    for (const m of text.matchAll(SERVICE_DELTA)) {
      const name = m.groups?.name ?? "";
      // The same change may also be given with a label ("New service: Speech-Language Therapy, …"): read once.
      if (services.some((x) => x.name.toLowerCase() === name.trim().toLowerCase())) continue;
      const to = m.groups?.to ?? "";
      if (!m.groups?.verb && !DELTA_AMOUNT.test(to)) continue;
      const start = m.groups?.verb ? null : SCHEDULE_START.exec(to);
      const line = start?.groups?.date ? `Service: ${name}\nAmount: ${to.slice(0, start.index).trim()}\nStart: ${start.groups.date}` : `${name}: ${to}`;
      for (const found of extractServices(buildDocument([`SERVICES\n${line}`]))) {
        services.push({ ...found, page: pageAt(para, m.index), quote: quoteOf(para, m.index, m.index + m[0].length), amended: true, confidence: "high" });
      }
    }
    const changedAccommodation = accommodationBlock(doc, index);
    if (changedAccommodation) accommodations.push(changedAccommodation);
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

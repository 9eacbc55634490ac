// Document type from the title area (strong evidence) and the body's vocabulary (weak evidence).
// IEPs mention evaluations and progress reports, and evaluations mention IEPs, so the title decides
// whenever it names a type.
import { IDENTITY_CELL, type Doc } from "./document.ts";
import { splitCells } from "./text.ts";
import type { DocumentType } from "./types.ts";

const SIGNALS: Array<{ type: DocumentType; title: RegExp; body: RegExp[] }> = [
  {
    type: "504 Plan",
    title: /\b(?:section\s+)?504\b|accommodation\s+plan/i,
    body: [/\bsection\s+504\b/gi, /\b504\s+(?:plan|team|coordinator|eligibility)\b/gi, /\bmajor\s+life\s+activit/gi],
  },
  {
    type: "Progress Report",
    // "IEP Goal Progress", "Progress on IEP Goals", "Quarterly Progress Update" name a report too (ADR 0080).
    title:
      /\bprogress\s+(?:report|update|summary|monitoring\s+report)|report\s+(?:of|on)\s+progress|progress\s+(?:on|toward|towards)\s+(?:the\s+|her\s+|his\s+)?(?:iep\s+|annual\s+|measurable\s+)*goals?|\bgoals?\s+progress\b/i,
    body: [
      /\breporting\s+(?:period|date)\b/gi,
      /\bprogress\s+codes?\b/gi,
      /\b(?:in)?sufficient\s+progress\b/gi,
      /\b(?:making|made)\s+(?:sufficient|adequate|insufficient|good|expected|limited|some)\s+progress\b/gi,
      /\bnot\s+(?:yet\s+)?introduced\b/gi,
      /\bgoal\s+(?:met|mastered)\b/gi,
    ],
  },
  {
    type: "Evaluation",
    title:
      // Also a Texas FIE, a neuropsychological or a speech and language evaluation, an OT evaluation, an FBA (ADR 0080).
      /\b(?:psycho-?educational|multidisciplinary|comprehensive|initial|triennial|speech(?:[- ]language|\s+and\s+language)?|occupational\s+therapy|OT|(?:neuro-?)?psychological|educational)\s+(?:evaluation|assessment|report)|\b(?:re-?)?evaluation\s+(?:report|summary|team\s+report)|\bevaluation\s+results\b|\bfull\s+(?:and\s+)?individual(?:\s+(?:and\s+)?initial)?\s+evaluation\b|\bfunctional\s+behavio(?:u)?r(?:al)?\s+assessment\b/i,
    body: [
      /\bstandard\s+scores?\b/gi,
      /\bpercentile\b/gi,
      /\breason\s+for\s+referral\b/gi,
      /\btests?\s+administered\b/gi,
      /\b(?:WISC|WIAT|WJ|Woodcock|KTEA|CELF|BASC|Vineland|CTOPP|DAS|KABC)\b/g,
      /\bbehavio(?:u)?r(?:al)?\s+observations?\b/gi,
    ],
  },
  {
    type: "IEP",
    // "… enrolled with an IEP from Louisiana" in an evaluation's opening is a sentence about an IEP, not a
    // title (ADR 0086).
    title: /\bindividual(?:i[sz]ed)?\s+education(?:al)?\s+(?:program|plan)\b|(?<!\b(?:an|the|her|his|their|this|that|a|previous|prior|last|current)\s)\bIEP\b|admission,?\s+review,?\s+and\s+dismissal|\bARD\s+committee/i,
    body: [
      /\bannual\s+goals?\b/gi,
      /\bpresent\s+levels?\b/gi,
      /\brelated\s+services\b/gi,
      /\bleast\s+restrictive\b/gi,
      /\bextended\s+school\s+year\b/gi,
      /\bshort[- ]term\s+objectives?\b/gi,
      /\bIEP\b/g,
    ],
  },
  {
    // Notices are not plans: a Prior Written Notice states what the school proposes or refuses, a meeting
    // notice invites the parent. Filed as "IEP" by a parent, either must never become the current IEP
    // (ADR 0080), so their titles name a type of their own here: "Other".
    type: "Other",
    title:
      /\bprior\s+written\s+notice\b|\bwritten\s+notice\s+of\b|\bnotice\s+of\s+(?:proposed\s+|refused\s+)?(?:action|refusal|proposal)\b|\bnotice\s+of\s+(?:an?\s+|the\s+)?(?:iep\s+|ard\s+|annual\s+|504\s+)?(?:team\s+|committee\s+)?(?:meeting|conference)\b|\b(?:meeting|conference)\s+(?:notice|invitation)\b|\binvitation\s+to\s+(?:an?\s+|the\s+)?(?:iep\s+|ard\s+)?(?:team\s+|committee\s+)?(?:meeting|conference)\b|\bconsent\s+(?:for|to)\s+(?:re-?)?evaluat\w*|\bprocedural\s+safeguards\s+notice\b|\bmeeting\s+(?:notes|minutes)\b/i,
    body: [/\b(?:action|actions)\s+(?:proposed|refused)\b|\bproposed\s+actions?\b/gi, /\boptions?\s+(?:considered|the\s+team\s+considered)\b/gi, /\bif\s+you\s+(?:cannot|can't|are\s+unable\s+to)\s+attend\b/gi],
  },
  {
    type: "Assessment",
    title: /\b(?:score\s+report|assessment\s+(?:results|report)|state\s+assessment|benchmark\s+(?:report|assessment)|screening\s+report)\b/i,
    body: [/\bscale\s+score\b/gi, /\bperformance\s+level\b/gi, /\blexile\b/gi, /\bbenchmark\b/gi],
  },
];

/**
 * A notice's title starts its line, or nearly ("PRIOR WRITTEN NOTICE", "IEP meeting notes") and is no field's
 * label: an IEP's header line "Meeting notice sent: 04/20/2027" names no notice, nor does an evaluation's
 * "Consent for Reevaluation Signed: 2026-08-24" (ADR 0086).
 */
function noticeTitle(head: string, title: RegExp): { index: number } | null {
  for (const m of head.matchAll(new RegExp(title.source, "gi"))) {
    const lineStart = head.lastIndexOf("\n", m.index) + 1;
    // At most a few words before it on its line ("IEP meeting notes", "Annual Notice of IEP Meeting").
    if (!/^\s*(?:[\w.&'’-]+\s+){0,3}$/.test(head.slice(lineStart, m.index))) continue;
    if (/^\s*(?:(?:was\s+)?(?:sent|dated|given|provided|mailed|delivered|signed|received|obtained|returned)(?:\s+(?:on|to|by))?|date)?\s*:/i.test(head.slice(m.index + m[0].length))) continue;
    return { index: m.index };
  }
  return null;
}

/** "Progress Report Schedule: quarterly" or "progress reports will be sent …" in an IEP's header is a field, not a title (ADR 0080). */
function reportTitle(head: string, title: RegExp): { index: number } | null {
  for (const m of head.matchAll(new RegExp(title.source, "gi"))) {
    if (/^s?\s*(?:schedule|dates?|frequency|will\b|are\b|is\b|sent\b|:)/i.test(head.slice(m.index + m[0].length)) || inSentence(head, m.index)) continue;
    return { index: m.index };
  }
  return null;
}

/**
 * A title's words inside a sentence ("… so that a Wyoming IEP could be written from current data.") name no
 * title: prose before them on their line, with no field's colon or column gap (ADR 0086, second pass).
 */
function inSentence(head: string, index: number): boolean {
  const before = head.slice(head.lastIndexOf("\n", index) + 1, index);
  if (/[:|]|\s{2,}/.test(before)) return false;
  const words = before.match(/(?<![\w'’-])[a-z][a-z'’]*/g) ?? [];
  return words.filter((w) => !/^(?:of|the|for|and|to|in|on|a|an|with|by|at|or)$/.test(w)).length >= 2;
}

/** The first match of a title that does not stand inside a sentence. */
function titleIn(head: string, title: RegExp): { index: number } | null {
  for (const m of head.matchAll(new RegExp(title.source, "gi"))) if (!inSentence(head, m.index)) return { index: m.index };
  return null;
}

export function classifyDocument(doc: Doc, title?: string): { value: DocumentType; confidence: number } {
  const firstLines = doc.lines
    .filter((l) => l.text !== "")
    .slice(0, 12)
    .map((l) => l.text)
    .join("\n");
  // A title printed only as a running header is read where it stood, above the first page's lines.
  const head = [title ?? "", ...doc.runningHead, firstLines].join("\n");
  const body = doc.paras.map((p) => p.text).join("\n");
  const scores = new Map<DocumentType, number>();
  // "Notice of IEP Team Meeting" names a notice: the "IEP" inside a notice's title is not an IEP's title.
  const notice = SIGNALS.find((s) => s.type === "Other")!.title;
  const planHead = head.replace(new RegExp(notice.source, "gi"), " ");
  for (const s of SIGNALS) {
    let score = 0;
    const titleHit = s.type === "Other" ? noticeTitle(head, s.title) : s.type === "Progress Report" ? reportTitle(head, s.title) : titleIn(s.type === "IEP" ? planHead : head, s.title);
    // Earlier in the title area is stronger: "IEP Progress Report" is a progress report.
    if (titleHit) score += 10 + Math.max(0, 5 - Math.floor(titleHit.index / 40));
    for (const re of s.body) score += Math.min(3, [...body.matchAll(re)].length);
    scores.set(s.type, score);
  }
  // A progress report names the IEP it reports on; let the more specific type win a title tie.
  const titleTypes = SIGNALS.filter((s) => (s.type === "Other" ? noticeTitle(head, s.title) : s.type === "Progress Report" ? reportTitle(head, s.title) : titleIn(head, s.title)) !== null).map((s) => s.type);
  for (const specific of ["Progress Report", "504 Plan", "Evaluation", "Other"] as const) {
    if (titleTypes.includes(specific)) scores.set(specific, (scores.get(specific) ?? 0) + 6);
  }
  const ranked = [...scores.entries()].sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (!best || best[1] < 3) return { value: "Other", confidence: best && best[1] > 0 ? 0.3 : 0.5 };
  const confidence = Math.min(0.99, 0.5 + (best[1] - (second?.[1] ?? 0)) / 30 + (best[1] >= 10 ? 0.2 : 0));
  return { value: best[0], confidence: Math.round(confidence * 100) / 100 };
}

// PDF text often joins form cells with one space ("Student: Maya Alvarez Date of Birth: …"): a name
// ends where the next field's label begins.
const NEXT_FIELD = /\s+(?:Date|DOB|D\.O\.B\.?|Grade|School|Student|ID|Age|Birth(?:date)?|Sex|Gender|Parents?|Teacher|Case)\b.*$/;

export function extractStudentName(doc: Doc): string | undefined {
  for (const [i, line] of doc.lines.slice(0, 80).entries()) {
    // A bare "Name:" field near the top of a form is the student's.
    const bare = i < 15 ? /^Name\s*:\s*([A-Z][A-Za-z'’-]+(?: [A-Z][A-Za-z'’-]+){1,2})(?:\s{2,}|$)/.exec(line.text) : null;
    if (bare?.[1]) return bare[1].replace(NEXT_FIELD, "");
    const m = /\b(?:[Ss]tudent(?:'s|’s)?\s+[Nn]ame|[Nn]ame\s+of\s+[Ss]tudent|[Ss]tudent|[Cc]hild(?:'s|’s)?\s+[Nn]ame|STUDENT(?:\s+NAME)?)\s*:\s*([A-Z][A-Za-z'’-]+(?: [A-Z]\.?(?![A-Za-z]))?(?: [A-Z][A-Za-z'’-]+){0,2})/.exec(
      line.text,
    );
    if (m?.[1]) return m[1].replace(NEXT_FIELD, "").trim();
    // A running header that names the student by fields without colons ("Oren Thistlewood   Age 9   Grade 4"):
    // the name is the cell before them (ADR 0090).
    const cells = splitCells(line.text.replace(/\s*\|\s*/g, "   "));
    const at = cells.findIndex((c) => IDENTITY_CELL.test(c));
    const name = at > 0 ? cells[at - 1] : undefined;
    if (name && /^[A-Z][a-z'’-]+(?: [A-Z]\.)?(?: [A-Z][A-Za-z'’-]+){1,2}$/.test(name) && cells.slice(at).every((c) => IDENTITY_CELL.test(c) || /^[A-Za-z ]{2,20}:\s*\S/.test(c))) return name;
  }
  return undefined;
}

// Reading a parent's question (ADR 0042): what is asked (an amount, a date, a list, a yes/no, a
// comparison, a name), about what (a service, a goal area, an accommodation, a kind of date), and when
// (now, last year, a named year). Plain patterns over the question's words: parents' wording is
// short and topical, and every pattern here was written against the evaluation's question sets.

export type When = "current" | "previous" | "any";

export interface Question {
  raw: string;
  text: string;
  /** Content words, lower-case, stop words and the child's name removed. */
  terms: string[];
  when: When;
  /** A year the parent names ("the 2025 IEP"). */
  year?: string;
  yesNo: boolean;
  /** "changed", "cut", "compared to last year", "new", "taken away"… */
  change: boolean;
  removed: boolean;
  added: boolean;
  /** Numbers the question states (a premise to check: "cut to 15 minutes"). */
  numbers: number[];
  /** The question presumes something happened ("why was…", "…, right?"). */
  premise: boolean;
  /** A reason is asked: "why…", "how come…", "what is the reason for…", "reason for the counseling?". */
  reason: boolean;
}

/** "How often do we get progress reports / updates", "when will I hear about her progress": the reporting schedule. */
export const PROGRESS_SCHEDULE =
  /\b(?:how often|how many times|how many|when|what (?:months?|schedule))\b.*\b(?:progress (?:reports?|updates?|notes?|reporting)|report cards?|hear (?:about|on|back about) (?:\w+ )?progress|progress (?:is|will be|gets?|are) (?:reported|sent|shared)|(?:report|send|share)s? (?:on )?(?:\w+ )?progress)/;

const STOP = new Set(
  (
    "a an and are as at be been but by can could did do does doing for from had has have he her hers him his how i if in into is it its " +
    "me my not of on or our she should so than that the their them there these they this those to was we were what whats when where " +
    "which who whom why will with would you your about tell please any also get gets getting got does s kid child son daughter " +
    "school right now all currently current new old last year years previous before still much many long often"
  ).split(" "),
);

/** Synonyms a parent and a document use for the same thing, both ways. */
export const SYNONYMS: string[][] = [
  ["speech", "speech-language", "language", "slp", "articulation", "communication"],
  ["test", "tests", "testing", "assessment", "assessments", "exam", "exams", "quiz", "quizzes"],
  ["annual", "yearly", "review"],
  ["reevaluation", "reevaluated", "re-evaluation", "triennial", "evaluation", "eval"],
  ["ot", "occupational"],
  ["pt", "physical"],
  ["counseling", "counselor", "counselling", "social", "emotional"],
  ["math", "mathematics", "calculation", "computation"],
  ["reading", "read", "literacy", "fluency", "decoding"],
  ["writing", "written", "write", "expression"],
  ["behavior", "behaviour", "behavioral", "conduct"],
  ["break", "breaks", "movement"],
  ["time", "extended", "extra", "longer", "double", "half"],
  ["seat", "seating", "preferential"],
  ["place", "location", "room", "setting", "where", "separate"],
  ["teacher", "provider", "manager", "coordinator", "therapist", "pathologist"],
  ["general", "regular", "gen", "mainstream", "classroom"],
  ["computer", "laptop", "chromebook", "keyboard", "keyboarding", "typing", "processor", "word-processor", "speech-to-text", "device"],
  ["calculator", "calculators"],
  ["read", "aloud", "read-aloud", "text-to-speech", "audio"],
];

function stem(w: string): string {
  if (w.length > 5 && w.endsWith("ing")) return w.slice(0, -3);
  if (w.length > 4 && w.endsWith("es") && !w.endsWith("ses")) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss")) return w.slice(0, -1);
  return w;
}

/** A word, its stem and its synonyms: what a sentence may contain for the word to count as matched. */
export function expand(term: string): string[] {
  const out = new Set([term, stem(term)]);
  for (const group of SYNONYMS) if (group.includes(term) || group.includes(stem(term))) for (const g of group) out.add(g);
  return [...out];
}

const NAMED_NUMBER: Record<string, number> = { once: 1, twice: 2, one: 1, two: 2, three: 3, four: 4, five: 5, half: 0.5 };

/** Words parents ask about, for spelling correction: a near miss of one of these is read as it. */
const VOCABULARY = (
  "speech therapy therapist minutes accommodations accommodation reevaluation evaluation evaluated services service counseling " +
  "counselor occupational physical schedule goals progress testing extended review annual reading writing baseline " +
  "eligibility eligible disability placement general education transportation behavior intervention assistive technology " +
  "recommendations recommended percent paraprofessional instruction specialized summer extended triennial deadline " +
  "classroom modifications breaks seating report reports meeting difference different differences amendment amended psychologist " +
  "calculator accommodated comprehension expressive receptive articulation occupational manager coordinator psychologist " +
  "regulation " +
  // Common words near a vocabulary word ("starting" is not "seating"): known, so never "corrected".
  "setting starting started support teacher getting sitting staying stating expression written language pragmatic fluency decoding"
).split(" ");
const SHORTHAND: Record<string, string> = { doin: "doing", goin: "going", hw: "how", mins: "minutes", min: "minutes", wk: "week", yr: "year", ed: "ed", sped: "special ed", iep: "iep", ot: "ot", pt: "pt" };

/** Edit distance where swapping two neighbouring letters is one edit ("minuets" → "minutes"). */
function distance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_row, i) => Array.from({ length: b.length + 1 }, (_col, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

/** Common misspellings and shorthand ("speach", "accomodations", "mins") read as the word meant. */
export function correctSpelling(lower: string): string {
  return lower.replace(/[a-z]+/g, (w) => {
    if (SHORTHAND[w]) return SHORTHAND[w];
    // A known word missing its last letter ("progres", "triennia") is that word.
    const clipped = VOCABULARY.find((v) => v.length > 5 && w === v.slice(0, -1));
    if (clipped) return clipped;
    // A known word inside a longer one ("reevaluated", "therapies") is a form of it, not a typo.
    if (w.length < 5 || VOCABULARY.some((v) => w.includes(v) || (v.length > 5 && w.startsWith(v.slice(0, -1))))) return w;
    const limit = w.length >= 8 ? 2 : 1;
    let best: string | null = null;
    let bestD = limit + 1;
    for (const v of VOCABULARY) {
      const d = distance(w, v);
      // Two edits only for a word that starts like the one meant ("schedual", not "starting" → "seating").
      if (d === 2 && w.slice(0, 2) !== v.slice(0, 2)) continue;
      if (d < bestD) {
        best = v;
        bestD = d;
      }
    }
    return best ?? w;
  });
}

/**
 * Contractions written without their apostrophe ("whats", "hows", "didnt") read as the words they stand for,
 * so every pattern below sees one spelling: "whats different" is "what is different".
 */
const CONTRACTIONS: [RegExp, string][] = [
  [/\b(what|how|where|who|when|why|that|there|he|she)'?s\b/g, "$1 is"],
  [/\b(is|are|was|were|do|does|did|has|have|had|would|could|should|wo|ca)n'?t\b/g, "$1n't"],
  [/\b(they|we|you)'?re\b/g, "$1 are"],
];

function expandContractions(lower: string): string {
  let out = lower;
  for (const [re, to] of CONTRACTIONS) out = out.replace(re, to);
  return out;
}

export function readQuestion(raw: string, childName?: string): Question {
  const text = raw.replace(/\s+/g, " ").trim();
  const name = (childName ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  const lowered = expandContractions(text.toLowerCase().replace(/[’‘]/g, "'"));
  // The child's name is never "corrected" into a word.
  const lower = lowered.replace(/[a-z]+/g, (w) => (name.some((n) => w === n || w === `${n}s`) ? w : correctSpelling(w)));
  const all = lower.match(/[a-z0-9%]+(?:-[a-z0-9]+)*/g) ?? [];
  const terms = [...new Set(all.filter((w) => !STOP.has(w) && !name.includes(w) && !name.some((n) => w === `${n}s`) && w.length > 1))];
  // "The last IEP meeting" is the latest one held, not last year's IEP.
  // "Still 87% like last year?", "still … same as before", "as in the old IEP": the earlier plan is what a
  // "still" claim is checked against; the plan asked about is the current one (ADR 0090).
  const when = lower
    .replace(/\b(?:the |her |his |their |our )?last (?:iep |annual )?(?:meeting|review meeting)\b/g, "the latest meeting")
    .replace(/\bstill\b.*/, (rest) => rest.replace(/\b(?:just )?(?:like|same as|as|as it was|as they were) (?:in |on |at )?(?:the |her |his |their |my )?(?:last year(?:'?s)?|before|(?:last|old|older|previous|prior|earlier) (?:iep|plan|one))\b(?: (?:iep|plan|one)\b)?/g, ""));
  const previous = /\b(?:last|previous|prior|old|older|first|earlier)\s+(?:year|iep|one|plan)\b|\blast year(?:'?s)?\b|\bbefore\b|\bused to\b|\bprevious(?:ly)?\b|\bthe old\b|\boriginally\b|\bback (?:in|at|when)\b/.test(when);
  const year = /\b(20\d\d)\b/.exec(lower)?.[1];
  const change =
    /\bchang\w*|\bunchanged\b|\bdifferen\w*|\bcompar\w*|\bcut\b|\breduc\w*|\bincreas\w*|\bdecreas\w*|\brais(?:e|ed|es|ing)\b|\bhigher\b|\blowered\b|\bdoubl\w*|\btripl\w*|\bhalved\b|\b(?:bump|boost|upp|trimm|scal)(?:s|ed|ing)? ?(?:up|down|back)?\b|\bstepped (?:up|down)\b|\bmore\b|\bless\b|\bfewer\b|\bwent (?:up|down)|\bgo(?:ne)? (?:up|down)|\bsame as\b|\bvs\.?\b|\bversus\b|\bdropp?\w*|\b(?:take|taken|to+k|taking) (?:\w+ ){0,4}away\b|\b(?:get|got|gotten) rid\b|\bremov\w*|\badd(?:s|ed|ing)?\b|\bnew\b|\bstill\b|\bno longer\b|\banymore\b|\blos(?:e|t|ing)\b|\bgone\b|\b(?:take|taken|took|taking) (?:\w+ )?(?:out|off)\b|\beliminat\w*|\bdiscontinu\w*|\bno more\b|\bstop(?:s|ped|ping)?\b|\bcarried|\bsince\b|\bkept\b|\bkeep\b|\bcontinued\b/.test(
      lower,
    );
  const removed =
    /\bdropp?\w*|\b(?:take|taken|took|taking) (?:\w+ ){0,4}away\b|\b(?:get|got|gotten) rid\b|\bremov\w*|\bno longer\b|\banymore\b|\blos(?:e|t|ing)\b|\bgone\b|\b(?:take|taken|took|taking) (?:\w+ )?(?:out|off)\b|\beliminat\w*|\bdiscontinu\w*|\bno more\b|\bstop(?:s|ped|ping)?\b|\bcut\b/.test(
      lower,
    );
  const added = /\badd\w*|\bnew\b(?! iep)|\bextra\b(?! time)|\bmore\b/.test(lower);
  // "12-month services" names the extended school year, not an amount.
  const numbers = [...lower.replace(/\b(?:12|twelve)[- ]month\b/g, "").matchAll(/\b(\d+(?:\.\d+)?)\b|\b(once|twice)\b/g)]
    .map((m) => (m[1] ? Number(m[1]) : NAMED_NUMBER[m[2] ?? ""] ?? NaN))
    .filter((n) => Number.isFinite(n) && !(n >= 1990 && n <= 2100));
  // "His speech went up to 8 times a month?": a statement asked as a question is a yes/no question too.
  const declarative = /\?\s*$/.test(lower) && !/^(?:what|when|where|who|whom|whose|which|why|how|can|could|would|should|may|might|tell|please|list|show|explain|any)\b/.test(lower) && /\b(?:is|are|was|were|went|got|gets|has|had|have|does|did|doesn't|didn't|isn't|wasn't|will|won't)\b/.test(lower);
  const yesNo = declarative || /^(?:is|are|does|do|did|has|have|was|were|will|can|could|should|am|(?:isn|aren|doesn|don|didn|hasn|haven|wasn|weren|won|can)'?t)\b/.test(lower) || /,?\s*(?:right|correct|true|yes)\s*\?*$/.test(lower);
  const reason = /^(?:why|how come)\b|\breasons?\b(?! (?:for (?:referral|the meeting)))|\bwhat (?:is|was) (?:it|that|this) for\b/.test(lower);
  // "…, right? what do I do", "since they doubled it, how much is it now": a claim stated before the question
  // asked is a premise to check as much as one at the end (ADR 0082).
  const premise = /^why\b|,?\s*(?:right|correct|true)\s*(?:\?+|$)|^(?:so|i heard|i was told|since)\b/.test(lower) || (yesNo && numbers.length > 0);
  return {
    raw,
    text: lower,
    terms,
    when: previous && !/\bnew iep\b|\bcurrent\b|\bnow\b/.test(when.replace(/\bused to\b.*$/, "")) ? "previous" : /\bnow\b|\bcurrent\w*|\bnew\b|\bthis year\b|\blatest\b|\bmost recent\b/.test(when) ? "current" : "any",
    year,
    yesNo,
    change,
    removed,
    added,
    numbers,
    premise,
    reason,
  };
}

/** True when the question is plainly not English: few English function words and many non-English ones or scripts. */
export function notEnglish(raw: string): boolean {
  const letters = raw.match(/\p{L}/gu) ?? [];
  if (letters.length === 0) return false;
  const latin = letters.filter((c) => /[a-z]/i.test(c)).length;
  if (latin / letters.length < 0.5) return true;
  const ws = raw.toLowerCase().match(/\p{L}+/gu) ?? [];
  const english = ws.filter((w) => ENGLISH.has(w)).length;
  const foreign = ws.filter((w) => FOREIGN.has(w)).length;
  if (/[¿¡ñ]/i.test(raw) && english === 0) return true;
  return foreign >= 2 && foreign > english;
}

const ENGLISH = new Set(
  "the a an is are does do did what when where who how why which of for in on to my his her she he get gets have has and or iep much many minutes goal goals services".split(
    " ",
  ),
);
const FOREIGN = new Set(
  (
    "el la los las es son que cuando cuándo qué cómo cuantos cuántos cuánto cuanto mi su sus del por para tiene recibe hijo hija de y " +
    "le les est sont quand combien mon fils fille il elle des du pour avec ist sind wann wie viel mein sohn tochter der die das und " +
    "o os é quando quanto meu minha filho filha tem com"
  ).split(" "),
);

/**
 * The words a document may use for what the question asks and the question does not say: its terms'
 * synonyms and the corrected spelling of its words ("speach" → "speech", "computer" → "laptop", "word
 * processor"). Retrieval searches these beside the question itself, so a passage that words the answer
 * differently is still among the candidates (ADR 0076). "" when there is nothing to add.
 */
export function relatedWords(raw: string): string {
  const q = readQuestion(raw);
  const said = new Set((raw.toLowerCase().match(/[a-z0-9]+/g) ?? []));
  const extra = new Set<string>();
  // "Her case manager is still Ms. Lund, right?": the name is a claim to check; the role's own words, without
  // it, find the page that names who holds the role now (ADR 0085).
  const claimed = /\b(?:mr|mrs|ms|miss|dr)\.? ([a-z]+)/.exec(raw.toLowerCase())?.[1];
  if (claimed) for (const t of q.terms) if (t !== claimed && !/^(?:mr|mrs|ms|miss|dr)$/.test(t)) extra.add(t);
  // "No r sound goal anymore": a sound named by its letter is articulation, the word its goal and the
  // document's reason for dropping it use (ADR 0090).
  if (/\b(?:[a-z]|[a-z]h) sounds?\b/.test(q.text) && !said.has("articulation")) extra.add("articulation");
  for (const t of q.terms) {
    if (!said.has(t)) extra.add(t);
    for (const w of expand(t)) if (w.length > 2 && !said.has(w) && !/-/.test(w)) extra.add(w);
  }
  return [...extra].slice(0, 16).join(" ");
}

// Classes of round A of ADR 0090 (chat), each checked on an invented family whose layout and wording are not the
// blind families': a plan that counts a service per month read against one that counts it per week; a plan named
// by the place its letterhead names; ESY asked by the summer it ran; a premise about the current plan ("still");
// a reason whose sentence wraps before a parenthesis; a baseline compared with the old plan's; an amendment that
// changes an accommodation.
import { describe, expect, it } from "vitest";
import { answerFromRecord } from "./answer.ts";
import { relatedWords } from "./question.ts";
import { plainText, prepareFamily } from "./evaluate.ts";
import type { Family } from "./fixtures/index.ts";

const before = `GREEN HOLLOW SUPERVISORY UNION — Montpelier, Vermont
INDIVIDUALIZED EDUCATION PROGRAM
Student: Marisol Quenby     Date of Birth: 03/02/2015     Grade: 4
IEP Meeting Date: 10/06/2025
Annual Review Date: 10/05/2026
Case Manager: Mr. Hollis Greer
Disability Category: Specific Learning Disability

SERVICES
Reading instruction: 40 minutes, 12 sessions per month, resource room
Speech-language therapy: 30 minutes, 4 sessions per month, therapy room
Service providers: Ms. Ada Winslow, CCC-SLP (speech-language therapy)

ACCOMMODATIONS
Testing: Extended time (time and one-half) on tests
Testing: Tests in a small group
Testing: Answers to constructed-response items dictated to a scribe on state and district tests
Testing: Spelling errors not counted against her on classroom tests and quizzes in every subject
Classroom: Seat near the teacher
Classroom: Spelling not graded in science work
Classroom: Printed copies of board notes

PLACEMENT
Time in general education: 88%

EXTENDED SCHOOL YEAR
ESY: Yes
ESY services: Reading, 45 minutes, 3 times per week, June 29, 2026 to July 24, 2026.

GOALS
Goal 1 (Reading Fluency): By 10/05/2026, Marisol will read grade 4 passages at 100 words correct per minute. Baseline: 62 words correct per minute.
Goal 2 (Story Retell): By 10/05/2026, Marisol will retell a story with 5 of 6 story parts. Baseline: 2 of 6 story parts.
Goal 3 (Articulation): By 10/05/2026, Marisol will produce /s/ blends correctly in 90% of words. Baseline: 50% of words.`;

const now = `CASCADE RIDGE SCHOOL DISTRICT — Bend, Oregon
INDIVIDUALIZED EDUCATION PROGRAM
Student: Marisol Quenby     Date of Birth: 03/02/2015     Grade: 5
IEP Meeting Date: 10/01/2026
Annual Review Date: 09/30/2027
Case Manager: Ms. Tova Brandt
Disability Category: Specific Learning Disability

SERVICES
Reading instruction: 200 minutes per week, resource room
Speech-language therapy: 30 minutes per week, therapy room

ACCOMMODATIONS
Classroom: Seat near the teacher
Classroom: Audio recordings of science texts
Testing: Extended time (time and one-half) on tests
Testing: Tests in a small group
Testing: Breaks during tests

PLACEMENT
Time in general education: 76%

EXTENDED SCHOOL YEAR
ESY: No
The team found ESY is not needed for summer 2027: Marisol kept her reading level over the summer break.

GOALS
Goal 1 (Reading Fluency): By 09/30/2027, Marisol will read grade 5 passages at 120 words correct per minute. Baseline: 81 words correct per minute.
Goal 2 (Story Retell): By 09/30/2027, Marisol will retell a story with 5 of 6 story parts. Baseline: 2 of 6 story parts.

Note: the articulation goal of the 2025 IEP was not continued; Marisol mastered /s/ blends (94% of words in June 2026).`;

const evaluation = `CASCADE RIDGE SCHOOL DISTRICT — PSYCHOEDUCATIONAL EVALUATION REPORT
Student: Marisol Quenby     Evaluation date: September 3, 2026
Evaluator: Dr. Imogen Szabo, School Psychologist

RECOMMENDATIONS
1. Specially designed reading instruction in a small group, at least 200 minutes a week, with systematic phonics.
2. Continued speech-language therapy for narrative language and story structure, once a week.
3. Audio recordings of science and social studies texts so that she can follow grade-level content.
4. A structured daily check-in and check-out with a trusted adult to plan the day's assignments.
5. Keyboarding instruction and a laptop for written assignments longer than one paragraph.`;

const family: Family = {
  name: "quenby",
  child: "Marisol Quenby",
  documents: [
    { title: "IEP Montpelier fall 2025", documentType: "IEP", schoolYear: "2025-2026", uploadedAt: "2026-11-02T10:00:00Z", pages: [before] },
    { title: "IEP fall 2026", documentType: "IEP", schoolYear: "2026-2027", uploadedAt: "2026-11-02T10:05:00Z", pages: [now] },
    { title: "Psychoeducational evaluation", documentType: "Evaluation", schoolYear: "2026-2027", uploadedAt: "2026-11-02T10:06:00Z", pages: [evaluation] },
  ],
  questions: [],
};

describe("round A of ADR 0090: amounts per month, places, summers, premises", () => {
  const p = prepareFamily(family, "2026-11-25");
  const ask = (q: string) => plainText(answerFromRecord(p.record, q, p.passages, family.child).text).slice(0, 300);

  it("says a monthly amount in the plan's own period, the weekly figure beside it", () => {
    expect(ask("how much reading did she get last year")).toContain("480 minutes per month (about 120 a week)");
    expect(ask("how did her reading minutes change")).toMatch(/^Reading instruction went up from 480 minutes per month \(about 120 a week\) to 200 minutes per week/);
  });

  it("corrects a claimed cut with both figures, the monthly one in its own words", () => {
    expect(ask("why did they cut her reading time")).toMatch(/^No — .*480 minutes per month.*200 minutes per week/);
    expect(ask("why did they reduce speech")).toMatch(/^No — Speech-language therapy stayed the same at 30 minutes per week.*120 minutes per month/);
  });

  it("takes the plan whose letterhead names the place the question names", () => {
    expect(ask("how much speech did she have in vermont")).toMatch(/^Marisol had 120 minutes per month .*October 6, 2025/);
    expect(ask("what testing accommodations did she have in vermont")).toMatch(/^Marisol had 4 testing accommodations in the IEP of October 6, 2025/);
    expect(ask("what was her reading time at green hollow")).toMatch(/^Marisol had 480 minutes per month/);
  });

  it("checks a \"still … like in <place>\" premise against the current plan", () => {
    expect(ask("she's still in general ed 88% like in vermont?")).toMatch(/^No — Marisol is in general education 76%.*88%/);
    expect(ask("is she still in regular class 88% like at montpelier")).toMatch(/^No — Marisol is in general education 76%.*88%/);
  });

  it("gives the ESY of the summer asked, from the plan that covered it, with its amount and dates", () => {
    expect(ask("how much esy did she get last summer")).toMatch(/^Marisol had extended school year services in summer 2026 under the IEP of October 6, 2025: 45 minutes, 3 times per week, from June 29, 2026 to July 24, 2026/);
    expect(ask("did she have summer school last summer and how many minutes")).toMatch(/^Yes — .*45 minutes/);
  });

  it("gives the reason a goal named by its sound was not carried over", () => {
    expect(ask("why is there no s sound goal anymore")).toMatch(/^The Articulation goal .* was not carried over; .*mastered/);
    // The chat's search looks for the goal's own word too, so the page that gives the reason is a candidate.
    expect(relatedWords("why is there no s sound goal anymore").split(" ")).toContain("articulation");
  });

  it("lists a change compactly, the kind asked for first, one citation per page", () => {
    const lost = ask("did she lose any of her classroom accommodations");
    expect(lost).toMatch(/^Yes — 4 accommodations were taken away .*: Spelling not graded in science work; Printed copies of board notes; Answers/);
    const whole = plainText(answerFromRecord(p.record, "did she lose any of her classroom accommodations", p.passages, family.child).text);
    expect(whole.match(/\(IEP Montpelier fall 2025, p\. 1\)/g)).toHaveLength(1);
  });

  it("answers \"is everything from the eval in her IEP\" with what is not", () => {
    for (const q of ["is everything from the psych eval in her iep", "did her plan cover all of the evaluation"]) {
      expect(ask(q)).toMatch(/^No — .*not in the current IEP.*Keyboarding instruction/);
    }
  });

  it("lists a plan's accommodations compactly, six in the opening", () => {
    const all = ask("what accommodations did she have in vermont");
    expect(all).toMatch(/^Marisol had 7 accommodations in the IEP of October 6, 2025: /);
    expect(all).toContain("Seat near the teacher");
    expect(all).toContain("Seat near the teacher; Spelling not graded");
  });

  it("names every recommendation of the evaluation in the opening", () => {
    const recs = ask("what did the psych evaluation recommend");
    expect(recs).toContain("Keyboarding instruction");
    expect(recs).toContain("check-in");
  });

  it("compares baselines, not criteria, when the baseline is asked", () => {
    expect(ask("is the story retell baseline the same as in the vermont iep")).toMatch(/^Yes — .*baseline is the same.*2 of 6 story parts/);
    expect(ask("is her fluency baseline the same as last year")).toMatch(/^No — .*62 words correct per minute.*81 words correct per minute/);
  });
});

const iep = `LAKESHORE COOPERATIVE — STUDENT SUPPORT PLAN (IEP)
Student: Ravi Oduya     Grade: 3
IEP Meeting Date: 04/14/2026
Annual Review Date: 04/13/2027
Case Manager: Ms. Wren Halloway

SERVICES
Math instruction: 30 minutes, 4 times per week, resource room

ACCOMMODATIONS
Classroom: Math facts chart on the desk
Testing: Extra time (1.5x) on unit tests
Testing: Calculator on multi-step problems
Testing: Separate quiet room for tests

EXTENDED SCHOOL YEAR
ESY services needed: Yes
Service: Math maintenance, 40 minutes, 3 times per week, June 22, 2026 – July 17, 2026, at the summer site.
Rationale: Ravi's math fact accuracy fell from 85% (June 2025) to 52%
(September 2025) and he needed 7 weeks to regain it — a regression larger than his classmates'.`;

const change = `LAKESHORE COOPERATIVE — IEP CHANGE WITHOUT A MEETING
Student: Ravi Oduya
IEP being amended: IEP dated 04/14/2026
Date of amendment: 09/21/2026

SERVICES ADDED
Occupational therapy: 30 minutes per week, in the OT room, from 10/05/2026

CHANGES
A. Testing accommodation revised
   Was: Extra time (1.5x) on unit tests
   Now: Extra time — twice the standard time on unit tests and district tests
   Reason: Ravi finished about half of the items of the fall benchmark with time and a half.

Everything else in the IEP stays in effect.`;

const plan504 = `LAKESHORE COOPERATIVE — SECTION 504 PLAN
Student: Ravi Oduya     Plan date: 01/12/2024
Impairment: Ravi has type 1 diabetes and checks his blood sugar during the school day.

ACCOMMODATIONS
- Snacks and water at his desk
- Breaks to check blood sugar
- Tests paused and resumed later when his blood sugar is low
- A later test date after a low blood sugar episode`;

const oduya: Family = {
  name: "oduya",
  child: "Ravi Oduya",
  documents: [
    { title: "504 plan 2024", documentType: "Other", schoolYear: "2023-2024", uploadedAt: "2026-10-02T09:55:00Z", pages: [plan504] },
    { title: "IEP April 2026", documentType: "IEP", schoolYear: "2025-2026", uploadedAt: "2026-10-02T10:00:00Z", pages: [iep] },
    { title: "IEP change September", documentType: "IEP", schoolYear: "2026-2027", uploadedAt: "2026-10-02T10:05:00Z", pages: [change] },
  ],
  questions: [],
};

describe("round A of ADR 0090: an amendment changes an accommodation; a reason wrapped before a parenthesis", () => {
  const p = prepareFamily(oduya, "2026-11-25");
  const ask = (q: string) => plainText(answerFromRecord(p.record, q, p.passages, oduya.child).text).slice(0, 300);
  it("applies the amendment's change to the accommodation it changes", () => {
    const list = ask("what testing accommodations does ravi have now");
    expect(list).toContain("twice the standard time");
    expect(list).not.toContain("1.5x");
    expect(ask("why did they take away his extra time")).toMatch(/^No — the IEP amendment of September 21, 2026 changed it: Ravi now gets Extra time — twice the standard time/);
  });

  it("gives an old 504 plan's testing accommodations when asked what it gave for tests", () => {
    const a = ask("what did his old 504 plan give him for tests");
    expect(a).toContain("Tests paused and resumed later");
    expect(a).toContain("A later test date");
  });

  it("corrects a claim about what the amendment changed with what it did change, and from when", () => {
    // A question comparing with the month of the amendment claims nothing about it.
    expect(ask("is he getting more math than in september")).not.toMatch(/does not change/);
    expect(ask("so the amendment gave him more math, right? when does it start")).toMatch(/^No — the IEP amendment of September 21, 2026 does not change Math instruction; it adds Occupational therapy, 30 minutes per week, starting October 5, 2026/);
  });

  it("quotes a reason whose sentence wraps before a parenthesis whole", () => {
    expect(ask("why does he get esy")).toContain("a regression larger than his classmates'");
  });

  it("gives this summer's ESY amount and dates", () => {
    expect(ask("esy this summer - how long and how much")).toMatch(/^Ravi had extended school year services in summer 2026 .*40 minutes, 3 times per week, from June 22, 2026 to July 17, 2026/);
  });
});

// Classes of round B of ADR 0092 (chat: goals, progress), each checked on an invented family whose layout and
// wording are not the blind families': a progress report whose key sets several codes on one line and whose rows
// name each goal by its number, area and target before the code; a second report whose codes are words; an
// amendment that changes one goal's criterion in labelled lines; a parent who names the child "my son"; a
// baseline and a target asked together; a dropped goal's reason that wraps onto the next line.
import { describe, expect, it } from "vitest";
import { answerFromRecord } from "./answer.ts";
import { plainText, prepareFamily } from "./evaluate.ts";
import type { Family } from "./fixtures/index.ts";

const iep = `HARROWGATE UNIFIED — INDIVIDUALIZED EDUCATION PROGRAM
Student: Tobias Quennell     Date of Birth: 02/03/2014     Grade: 7
IEP Meeting Date: 08/27/2026
Annual Review Date: 08/26/2027
Disability Category: Specific Learning Disability

SERVICES
Math instruction: 200 minutes per week, resource room

GOALS
Goal 1 (Fractions): By 08/26/2027, Tobias will add and subtract fractions with unlike denominators with 85% accuracy on 3 of 4 probes. Baseline: 35% accuracy.
Goal 2 (Organization): By 08/26/2027, Tobias will record every assignment in his planner on 9 of 10 school days. Baseline: 4 of 10 days.
Goal 3 (Spelling): By 08/26/2027, Tobias will spell 18 of 20 unit words correctly. Baseline: 9 of 20 words.
Goal ended: Handwriting (last year's goal 2) — met; Tobias forms letters legibly in 95% of
written work samples (OT notes, May 2026).`;

const lastYear = `HARROWGATE UNIFIED — INDIVIDUALIZED EDUCATION PROGRAM
Student: Tobias Quennell     Date of Birth: 02/03/2014     Grade: 6
IEP Meeting Date: 08/29/2025
Annual Review Date: 08/28/2026
Disability Category: Specific Learning Disability

SERVICES
Math instruction: 150 minutes per week, resource room
Occupational therapy: 30 minutes per week, therapy room

GOALS
Goal 1 (Fractions): By 08/28/2026, Tobias will add fractions with like denominators with 85% accuracy. Baseline: 50% accuracy.
Goal 2 (Handwriting): By 08/28/2026, Tobias will form letters legibly in 90% of written work samples. Baseline: 60% of samples.`;

const progress = `HARROWGATE UNIFIED — STUDENT GOAL UPDATE, TRIMESTER 1
Student: Tobias Quennell     Period ending: 11/13/2026

CODES
A = Achieved    B = On course (the goal should be met)    C = Behind (the goal may not be met
unless instruction changes)    D = Not begun

Goal\tCode\tNotes
Goal 1 Fractions: unlike denominators with 85% accuracy\tC\tBehind. 48% on the November probe.
Goal 2 Organization: planner on 9 of 10 days\tB\tOn course. 7 of 10 days in October.
Goal 3 Spelling: 18 of 20 unit words\tD\tNot begun; starts in trimester 2.`;

const wordCodes = `HARROWGATE UNIFIED — HOME NOTE ON IEP GOALS
Student: Tobias Quennell     Date: 10/02/2026

RATING KEY
STEADY — growing at the expected rate
SLOW — growing, but below the expected rate

Fractions\tSLOW\tStill confuses numerators and denominators.
Organization\tSTEADY\tUses his planner most days.`;

const amendment = `HARROWGATE UNIFIED — IEP AMENDMENT WITHOUT A MEETING
Student: Tobias Quennell     IEP being amended: IEP dated 08/27/2026
Date of amendment: 11/20/2026

CHANGE TO ANNUAL GOALS
Goal 2 — Organization
   Old criterion: every assignment in his planner on 9 of 10 school days.
   Revised criterion: every assignment in his planner or the class website on 8 of 10
   school days, checked by the teacher at the end of each day.

REASON
The school moved homework to the class website in November.`;

const family: Family = {
  name: "quennell",
  child: "Tobias Quennell",
  documents: [
    { title: "IEP 2025", documentType: "IEP", schoolYear: "2025-2026", uploadedAt: "2026-11-21T09:59:00Z", pages: [lastYear] },
    { title: "IEP 2026", documentType: "IEP", schoolYear: "2026-2027", uploadedAt: "2026-11-21T10:00:00Z", pages: [iep] },
    { title: "Home note October", documentType: "Progress Report", schoolYear: "2026-2027", uploadedAt: "2026-11-21T10:01:00Z", pages: [wordCodes] },
    { title: "Goal update T1", documentType: "Progress Report", schoolYear: "2026-2027", uploadedAt: "2026-11-21T10:02:00Z", pages: [progress] },
    { title: "Amendment November", documentType: "IEP", schoolYear: "2026-2027", uploadedAt: "2026-11-21T10:03:00Z", pages: [amendment] },
  ],
  questions: [],
};

describe("round B of ADR 0092: goals and progress", () => {
  const p = prepareFamily(family, "2026-11-25");
  const ask = (q: string) => plainText(answerFromRecord(p.record, q, p.passages, family.child).text).slice(0, 300);

  it("reads a goal's code from a row that names the goal before it, with a key of several codes on a line", () => {
    const fractions = ask("how is my son doing with fractions on the goal update");
    expect(fractions).toContain("code C");
    expect(fractions).toContain("Behind");
    expect(fractions).toContain("48%");
    expect(ask("spelling goal progress?")).toContain("Not begun");
  });

  it("gives a key's meaning for a code named by its word, in any case", () => {
    expect(ask("what does slow mean on the home note")).toContain("SLOW means “growing, but below the expected rate”");
  });

  it("gives a goal's criterion as the amendment changed it, and corrects a claimed one", () => {
    const now = ask("what does the organization goal require now");
    expect(now).toContain("8 of 10 school days, checked by the teacher");
    expect(now).toContain("9 of 10");
    expect(ask("so they raised his planner goal to 10 out of 10 in the amendment, right?")).toMatch(/^No — .*8 of 10/);
  });

  it("gives a goal's baseline and its target when both are asked", () => {
    const both = ask("whats the spelling goal's starting point and what is the target");
    expect(both).toContain("9 of 20 words");
    expect(both).toContain("18 of 20 unit words");
  });

  it("quotes a dropped goal's reason whole when it wraps onto the next line", () => {
    expect(ask("why was the handwriting goal dropped")).toContain("95% of written work samples");
  });
});

const review = `HARROWGATE UNIFIED — REEVALUATION PLANNING (REVIEW OF EXISTING DATA)
Student: Tobias Quennell     Meeting: 03/04/2026

IS MORE DATA NEEDED?
Domain                 More data needed?   Planned assessment
Cognitive              No                  2023 cognitive testing is current
Reading                Yes                 WIAT-4 reading subtests
Behavior               Yes                 Functional Behavior Assessment by the district BCBA
Adaptive               No                  Teacher report is sufficient`;

const evaluation = `HARROWGATE UNIFIED — PSYCHOEDUCATIONAL EVALUATION REPORT
Student: Tobias Quennell     Date of Report: April 22, 2026

BEHAVIOR (FBA summary)
Targeted behavior: calling out during lessons (about 12 times per lesson).
Likely function of behavior: gaining peer attention. It is strongest during whole-class
instruction.

RECOMMENDATIONS
1. Develop and implement a Behavior Intervention Plan addressing calling out.
2. Provide small-group reading instruction, 30 minutes daily.
3. Consider an assistive technology trial for written work.`;

const reviewed: Family = {
  name: "quennell-review",
  child: "Tobias Quennell",
  documents: [
    { title: "IEP 2026", documentType: "IEP", schoolYear: "2026-2027", uploadedAt: "2026-11-21T10:00:00Z", pages: [iep] },
    { title: "Planning meeting March", documentType: "Other", schoolYear: "2025-2026", uploadedAt: "2026-11-21T10:05:00Z", pages: [review] },
    { title: "Psych report April", documentType: "Evaluation", schoolYear: "2025-2026", uploadedAt: "2026-11-21T10:06:00Z", pages: [evaluation] },
  ],
  questions: [],
};

describe("round B of ADR 0092: a review of existing data, an FBA, recommendations", () => {
  const p = prepareFamily(reviewed, "2026-11-25");
  const ask = (q: string) => plainText(answerFromRecord(p.record, q, p.passages, reviewed.child).text).slice(0, 300);

  it("gives a review's decision on new assessments, area by area", () => {
    const a = ask("when they reviewed his data in march, did they plan more assessments");
    expect(a).toMatch(/^Yes — /);
    expect(a).toContain("WIAT-4 reading subtests");
    expect(a).toContain("Functional Behavior Assessment");
  });

  it("gives the function an FBA found for the behavior", () => {
    expect(ask("what did the fba show about why he calls out")).toContain("gaining peer attention");
  });

  it("names each recommendation by what it gives, so the list keeps every subject in its opening", () => {
    const a = ask("what did the psych report recommend");
    expect(a).toContain("Behavior Intervention Plan");
    expect(a).toContain("Small-group reading instruction");
    expect(a).toContain("Assistive technology trial");
  });
});

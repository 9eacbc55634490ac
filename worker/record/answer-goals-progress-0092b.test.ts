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

// Classes of ADR 0090's "Fixes after round B (chat)", each checked on an invented family whose layout and
// wording are not the blind families': a reason stated in a plan's "options considered and rejected" line or a
// notice's refusal, premises that a date already passed or that a share of the day is "still" last year's,
// and "any … like for tests", which asks for every accommodation taken away, the testing ones first.
import { describe, expect, it } from "vitest";
import { answerFromRecord } from "./answer.ts";
import { plainText, prepareFamily } from "./evaluate.ts";
import type { Family } from "./fixtures/index.ts";

const neuro = `HOLLOWAY PEDIATRIC NEUROPSYCHOLOGY
INDEPENDENT NEUROPSYCHOLOGICAL EVALUATION REPORT
Student: Tamsin Haldane     Date of Birth: 03/09/2014     Date of Report: June 30, 2026

RESULTS
Reading comprehension standard score 84; processing speed standard score 79.

RECOMMENDATIONS
1. Provide specialized reading comprehension instruction at least four times a week.
2. Provide a weekly social-skills group led by the school counselor.
3. Provide audio versions of grade-level novels.`;

const older = `FERNDALE TOWNSHIP SCHOOLS — INDIVIDUALIZED EDUCATION PROGRAM
Student: Tamsin Haldane     Grade: 6
IEP Meeting Date: 10/02/2025     Annual Review Date: 10/01/2026
Reevaluation Due: 02/17/2027

SERVICES
Reading comprehension instruction: 40 minutes, 3 times per week, resource room

LEAST RESTRICTIVE ENVIRONMENT
Percent of the school day in the general education classroom: 91%

ACCOMMODATIONS
  - Preferential seating near the board
  - Printed copy of the teacher's slides

STATEWIDE TESTING
State ELA and Math Tests: takes the tests with accommodations.
  - Questions read aloud on math tests
  - Extended time (time and a half)`;

const newer = `FERNDALE TOWNSHIP SCHOOLS — INDIVIDUALIZED EDUCATION PROGRAM
Student: Tamsin Haldane     Grade: 7
IEP Meeting Date: 10/06/2026     Annual Review Date: 10/05/2027
Reevaluation Due: 02/17/2027

SERVICES
Reading comprehension instruction: 40 minutes, 4 times per week, resource room

LEAST RESTRICTIVE ENVIRONMENT
Percent of the school day in the general education classroom: 83%

ACCOMMODATIONS
  - Preferential seating near the board

STATEWIDE TESTING
State ELA and Math Tests: takes the tests with accommodations.
  - Extended time (time and a half)

EXTENDED SCHOOL YEAR
Summer services are not needed for 2027. Benchmark probes taken after the December recess show Tamsin was back at her
fall reading level within eight school days.

NOTICE OF ACTION
Proposed: more reading comprehension instruction, as the independent evaluation advised.
Alternatives the team discussed and declined: A 25-minute weekly social-skills group, as the independent evaluation
advised, was discussed and left out for the present because the counselor would first like to screen Tamsin with
the grade-wide friendship survey that runs during lunch periods in January and February.`;

const family: Family = {
  name: "haldane",
  child: "Tamsin Haldane",
  documents: [
    { title: "IEP 2025", documentType: "IEP", schoolYear: "2025-2026", uploadedAt: "2026-10-20T10:00:00Z", pages: [older] },
    { title: "Neuropsych June 2026", documentType: "Evaluation", schoolYear: "2025-2026", uploadedAt: "2026-10-20T10:01:00Z", pages: [neuro] },
    { title: "IEP 2026", documentType: "IEP", schoolYear: "2026-2027", uploadedAt: "2026-10-20T10:02:00Z", pages: [newer] },
  ],
  questions: [],
};

describe("reasons, premises and removed accommodations (ADR 0090, after round B)", () => {
  const { record, passages } = prepareFamily(family, "2026-11-25");
  const ask = (q: string) => plainText(answerFromRecord(record, q, passages, family.child).text).slice(0, 300);

  it("quotes the declined option's reason for a recommendation the plan left out, the clause after 'because' in the opening", () => {
    expect(ask("how come they wouldnt put in the social skills group the neuropsych wanted")).toMatch(/friendship survey/);
  });

  it("quotes the reason written after a refusal of summer services", () => {
    expect(ask("how come no summer program for her in 2027")).toMatch(/eight school days/);
  });

  it("corrects a reevaluation said to be past due with the date it is due", () => {
    expect(ask("her three year re-eval was supposed to happen last fall and nobody did it??")).toMatch(/^No — .*February 17, 2027/);
  });

  it.each([
    "she is still in regular class 91% of the time same as before, right?",
    "is she still in general ed 91 percent like in the old iep?",
    "still 91% in the gen ed classroom like last year correct?",
  ])("checks a share of the day claimed to be unchanged against the current plan: %j", (q) => {
    expect(ask(q)).toMatch(/^No — .*83%.*91%/);
  });

  it("lists every accommodation taken away, testing first, when 'any' gives tests as an example", () => {
    const a = ask("were any of her supports removed this year, for example on tests?");
    expect(a).toMatch(/read aloud/);
    expect(a).toMatch(/slides/);
  });

  it("still lists only testing accommodations when the kind is the question's own", () => {
    const a = ask("did they remove any testing accommodations");
    expect(a).toMatch(/read aloud/);
    expect(a).not.toMatch(/slides/);
  });
});

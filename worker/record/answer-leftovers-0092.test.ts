// Classes of ADR 0092's "Leftovers of round 0090 (chat)", each checked on an invented family whose layout and
// wording are not the blind families' (the Brackwater family, in no fixture): an amendment that moves a service
// to a new schedule without changing its amount, a progress rating asked by its goal's name on a named report,
// and a report's note that restates the goal before the figure it reports.
import { describe, expect, it } from "vitest";
import { answerFromRecord } from "./answer.ts";
import { plainText, prepareFamily } from "./evaluate.ts";
import type { Family } from "./fixtures/index.ts";

const older = `LAKEMONT AREA SCHOOLS — INDIVIDUALIZED EDUCATION PROGRAM
Student: Tova Brackwater     Grade: 3
IEP Meeting Date: 09/15/2025     Annual Review Date: 09/14/2026

ANNUAL GOALS
Goal 1: Math Problem Solving
  Baseline: Solves 3 of 10 two-step word problems.
  Goal: Tova will solve 8 of 10 two-step word problems in 4 of 5 trials.
Goal 2: Handwriting
  Baseline: Copies a three-sentence passage legibly in 1 of 5 samples.
  Goal: Tova will copy a three-sentence passage legibly with correct spacing in 4 of 5 samples.
Goal 3: Spelling
  Goal: Tova will spell 15 of 20 grade-level words with short vowels in dictated sentences.

SERVICES
Math instruction: 30 minutes, 5 times per week, resource room
Occupational therapy: 90 minutes per month, OT room`;

/** A quarter's progress report of the district's form: the key, then each goal's rating and notes. */
const progressReport = (quarter: string, date: string, entries: string) => `LAKEMONT AREA SCHOOLS
STUDENT PROGRESS ON ANNUAL GOALS — ${quarter} QUARTER
Student: Tova Brackwater        Grade: 3        IEP Date: 09/15/2025
Report Date: ${date}        Special Education Teacher: Mr. Ansel Pruitt

RATING KEY
MA = Mastered        SP = Sufficient Progress (likely to reach the goal by the annual review)
IP = Insufficient Progress (unlikely to reach the goal as written)        NI = Not Introduced

${entries}`;

const report = progressReport(
  "SECOND",
  "February 13, 2026",
  `Annual Goal 1  Math Problem Solving — solve 8 of 10 two-step word problems in 4 of 5 trials
  Rating: IP
  Notes: Solved 4 of 10 on the January probe. She skips the second step without a visual organizer.

Annual Goal 2  Handwriting — copy a three-sentence passage legibly with correct spacing in 4 of 5 samples
  Rating: MA
  Notes: Tova copied the passage legibly with correct letter spacing in 5 of 5 samples during the weeks of January 12 and January 26; Ms. Okonjo suggests ending handwriting practice.

Annual Goal 3  Reading Fluency — read a grade-level passage aloud at seventy-five words correct per minute
  Rating: SP
  Notes: Tova has been reading with a partner three mornings a week and her teachers describe steadier phrasing in class; on the February probe she read 71 words correct per minute.`,
);

const earlier = progressReport(
  "FIRST",
  "November 14, 2025",
  `Annual Goal 1  Math Problem Solving — solve 8 of 10 two-step word problems in 4 of 5 trials
  Rating: SP
  Notes: Solved 5 of 10 on the October probe.`,
);

const newer = `LAKEMONT AREA SCHOOLS — INDIVIDUALIZED EDUCATION PROGRAM
Student: Tova Brackwater     Grade: 4
IEP Meeting Date: 09/14/2026     Annual Review Date: 09/13/2027

ANNUAL GOALS
Goal 1: Math Problem Solving
  Baseline: Solves 4 of 10 two-step word problems.
  Goal: Tova will solve 8 of 10 two-step word problems with a visual organizer in 4 of 5 trials.
Goal 2: Spelling
  Baseline: Spells 9 of 20 grade-level words with short vowels.
  Goal: Tova will spell 16 of 20 grade-level words with short and long vowels in dictated sentences.

SERVICES
Math instruction: 30 minutes, 5 times per week, resource room
Occupational therapy: 60 minutes per month, OT room

PRIOR WRITTEN NOTICE
The team proposes to reduce occupational therapy from 90 to 60 minutes per month because Tova mastered her
handwriting goal and now needs only keyboarding practice.`;

const amendment = `LAKEMONT AREA SCHOOLS
AMENDMENT TO THE IEP (without a meeting)
Student: Tova Brackwater
IEP Being Amended: 09/14/2026
Amendment Date: November 2, 2026

CHANGES
1. Occupational Therapy time changed: the 60 minutes per month will be given as two 30-minute sessions on the
   second and fourth Monday, starting Monday, January 11, 2027, so that Tova keeps her library period.
2. Accommodation added: a word bank for written tests.`;

const family: Family = {
  name: "brackwater",
  child: "Tova Brackwater",
  documents: [
    { title: "IEP 2025", documentType: "IEP", schoolYear: "2025-2026", uploadedAt: "2026-11-20T10:00:00Z", pages: [older] },
    { title: "Progress Nov 2025", documentType: "Progress Report", schoolYear: "2025-2026", uploadedAt: "2026-11-20T10:00:30Z", pages: [earlier] },
    { title: "Progress Feb 2026", documentType: "Progress Report", schoolYear: "2025-2026", uploadedAt: "2026-11-20T10:01:00Z", pages: [report] },
    { title: "IEP 2026", documentType: "IEP", schoolYear: "2026-2027", uploadedAt: "2026-11-20T10:02:00Z", pages: [newer] },
    { title: "Amendment Nov 2026", documentType: "IEP", schoolYear: "2026-2027", uploadedAt: "2026-11-20T10:03:00Z", pages: [amendment] },
  ],
  questions: [],
};

describe("the chat's leftovers of round 0090 (ADR 0092)", () => {
  const { record, passages } = prepareFamily(family, "2026-11-25");
  const ask = (q: string) => plainText(answerFromRecord(record, q, passages, family.child).text).slice(0, 300);

  describe("an amendment that moves a service to a new schedule, its amount unchanged", () => {
    it("answers the new schedule's start from the amendment", () => {
      expect(ask("when do the new OT sessions begin")).toMatch(/January 11, 2027/);
    });

    it("keeps the plan's amount and its reason for the cut", () => {
      expect(ask("why did they cut her OT")).toMatch(/handwriting/);
      expect(ask("how much OT does she get now")).toMatch(/60 minutes per month.*IEP of September 14, 2026/);
      expect(ask("did her occupational therapy go down? from what to what")).toMatch(/90.*60|60.*90/);
    });
  });

  it("says which plan states no baseline when asked whether a goal's baseline stayed the same, never the criteria", () => {
    const a = ask("has her spelling baseline stayed the same since last year's iep");
    expect(a).toMatch(/9 of 20/);
    expect(a).toMatch(/no baseline/);
    expect(a).not.toMatch(/15 of 20/);
  });

  it("answers a rating asked by its goal's name on a named report from that goal's entry", () => {
    expect(ask("which rating did tova get on the february progress report for math problem solving")).toMatch(/Insufficient Progress|\bIP\b/);
    expect(ask("what was her math problem solving code in the february report")).toMatch(/Insufficient Progress|\bIP\b/);
    expect(ask("what rating did she get in math problem solving on the november progress report")).toMatch(/^.{0,120}(?:Sufficient Progress|\bSP\b)/);
  });

  it("quotes the figure a report's note states after restating the goal", () => {
    expect(ask("did she master the handwriting goal")).toMatch(/5 of 5/);
  });

  it("quotes the figure a long report note states after its first words", () => {
    expect(ask("how is her reading fluency coming along")).toMatch(/71 words correct per minute/);
  });
});

// The classes of the blind round of ADR 0082, on an invented family in other words than that round's: a claim
// stated before the question ("so they tripled it, …", "…, correct?", "in 2027, right? what …") is checked, an
// amount in the unit the parent names, a month, a share of the day too; a monthly service is compared in its
// plan's monthly numbers; a placement band beside a stated percentage; last year's meeting; a service's weekday
// and time; a two-part progress question; both years' eligibility; an amendment's reason section; a one-to-one
// aide beside a clock time and a thing no page names; a report's and an amendment's own dates.
import { describe, expect, it } from "vitest";
import { answerFromRecord } from "./answer.ts";
import { plainText, prepareFamily } from "./evaluate.ts";
import type { Family } from "./fixtures/types.ts";

const family: Family = {
  name: "stated-claims",
  child: "Tomas",
  documents: [
    {
      title: "Tomas IEP spring 2025",
      documentType: "IEP",
      schoolYear: "2024-2025",
      uploadedAt: "2026-05-01T10:00:00Z",
      pages: [
        `INDIVIDUALIZED EDUCATION PROGRAM
Student .............. Tomas Reyes-Hale
Date of IEP Meeting .. 2025-03-04
Case Manager ......... Mrs. Odile Brenner, Resource Teacher

DISABILITY
Primary Disability ... Other Health Impairment (OHI)

SERVICES
Service\tLocation\tFrequency\tAmount\tStart\tEnd
Occupational Therapy\tOT room\t6 sessions/month\t30 min (180 min/month)\t2025-03-05\t2026-03-03
Specialized Instruction - Reading\tResource room\t4x/week\t30 min (120 min/week)\t2025-03-05\t2026-03-03

ACCOMMODATIONS
Category	Accommodation	Where
Classroom	Breaks as needed	All classes
Assessment	Extended time (1.5x) on tests	All tests

ANNUAL GOALS
Goal 1    Area: Handwriting
Baseline: Forms 14 of 26 lowercase letters legibly.
Goal: By 2026-03-03, Tomas will form all 26 lowercase letters legibly in 4 of 5 writing samples.

PLACEMENT
Time in general education setting ........ 75%`,
      ],
    },
    {
      title: "Tomas IEP spring 2026",
      documentType: "IEP",
      schoolYear: "2025-2026",
      uploadedAt: "2026-05-01T10:05:00Z",
      pages: [
        `INDIVIDUALIZED EDUCATION PROGRAM (IEP)
Student: Tomas Reyes-Hale          IEP Meeting Date: 03/02/2026
IEP Start Date: 03/03/2026          IEP End Date: 03/01/2027
Reevaluation Due: 02/20/2028
Case Manager: Mr. Felix Amundsen, Special Education Teacher

ELIGIBILITY
Primary Disability: Autism
Secondary Disability: Other Health Impairment

SPECIAL EDUCATION AND RELATED SERVICES
Service                          Location          Amount / Frequency                Begin        End
Occupational Therapy             OT room           30 min 3x/month (90 min/month)    03/03/2026   03/01/2027
Specialized Instruction: Reading Resource room     30 min 4x/week (120 min/week)     03/03/2026   03/01/2027
Occupational therapy is provided by Ms. Rhea Tannery, OTR/L. OT sessions are held on Tuesdays, 1:15–1:45 p.m.

ACCOMMODATIONS
Classroom: Breaks as needed; Word bank for vocabulary work.
Assessment: Extended time (1.5x); Directions read aloud.

PLACEMENT
Placement: Regular class 40-79% of the day.
Percentage of the day in general education: 71%.`,
      ],
    },
    {
      title: "Tomas progress report January 2026",
      documentType: "Progress Report",
      schoolYear: "2025-2026",
      uploadedAt: "2026-05-01T10:10:00Z",
      pages: [
        `PROGRESS REPORT ON IEP GOALS
Student: Tomas Reyes-Hale
Reporting Period: Semester 1 (08/20/2025 – 01/23/2026)          Report Date: 01/30/2026

RATING KEY
M = Mastered
S = Satisfactory progress
I = Insufficient progress

Goal #1 Handwriting — S1 rating: M (Mastered)
Tomas forms all lowercase letters legibly. — R. Tannery, OTR/L

Goal #2 Reading Comprehension — S1 rating: I (Insufficient progress)
Tomas answers 3 of 5 questions about a grade-level passage. — O. Brenner`,
      ],
    },
    {
      title: "Tomas amendment social work",
      documentType: "IEP",
      schoolYear: "2025-2026",
      uploadedAt: "2026-05-01T10:15:00Z",
      pages: [
        `AMENDMENT TO THE IEP (without a meeting)
Student: Tomas Reyes-Hale          IEP amended: IEP dated 03/02/2026
Date of amendment: 2026-04-20

SERVICE ADDED
Service                  Location            Amount / Frequency                    Begin         End
Social Work              Social work office  20 minutes, 2 times per month         05/01/2026    03/01/2027

REASON FOR THE AMENDMENT
His mother and teacher report that Tomas is often alone at recess and cannot join games.
Social work will build his skills for joining peers.

AGREEMENT
Parent signature on file 04/20/2026`,
      ],
    },
  ],
  questions: [],
};

describe("stated claims and the blind round's classes (ADR 0082)", () => {
  const { record, passages } = prepareFamily(family, "2026-05-15");
  const ask = (q: string) => plainText(answerFromRecord(record, q, passages, family.child).text).slice(0, 300);

  it("corrects a claim stated before the question: a tripled service, a named person, a year", () => {
    const tripled = ask("so they tripled his OT this year, how much does he get");
    expect(tripled).toMatch(/^No\b/);
    expect(tripled).toContain("180");
    expect(tripled).toContain("90 minutes per month");
    const person = ask("his case manager is mrs brenner, correct?");
    expect(person).toMatch(/^No\b/);
    expect(person).toContain("Amundsen");
    const year = ask("the reevaluation is in 2027, right? what should i bring");
    expect(year).toMatch(/^No\b/);
    expect(year).toContain("February 20, 2028");
  });

  it("checks a stated amount in the unit the parent names, a stated month and a stated share", () => {
    expect(ask("he gets 30 minutes of OT a session right?")).toMatch(/^Yes\b/);
    expect(ask("OT is 90 minutes a month now right?")).toMatch(/^Yes\b/);
    expect(ask("OT is 30 minutes every week right?")).toMatch(/^No\b/);
    const month = ask("social work starts in june right?");
    expect(month).toMatch(/^No\b/);
    expect(month).toContain("May 1, 2026");
    expect(ask("he is in gen ed 80% of the day, correct?")).toMatch(/^No — .*71%/);
  });

  it("says a monthly service per month in both plans' own numbers", () => {
    expect(ask("did his OT go down from last year")).toContain("from 180 to 90 minutes per month");
  });

  it("answers the share of the day with the stated percentage, not the placement band", () => {
    const share = ask("what share of the day is he in gen ed");
    expect(share).toContain("71%");
    expect(share).not.toContain(" 40%");
    expect(ask("how did his time in gen ed change")).toContain("75%");
  });

  it("answers last year's meeting with the previous IEP's date", () => {
    expect(ask("when was last years iep meeting")).toContain("March 4, 2025");
  });

  it("answers a service's weekday from the line that schedules it", () => {
    expect(ask("what day is his OT")).toContain("Tuesday");
    expect(ask("what time is OT")).toContain("1:15–1:45 p.m.");
  });

  it("answers both parts of a progress question with the report's own words", () => {
    const two = ask("did he master his handwriting goal and how is reading comprehension");
    expect(two).toContain("Mastered");
    expect(two).toContain("Insufficient progress");
    expect(ask("when was the last progress report")).toContain("January 30, 2026");
  });

  it("states both years' eligibility when asked whether it changed", () => {
    const both = ask("did his disability category change from last year");
    expect(both).toMatch(/^Yes\b/);
    expect(both).toContain("Autism");
    expect(both).toContain("Other Health Impairment");
  });

  it("answers why a service was added with the reason section of the amendment that adds it", () => {
    expect(ask("why did they add social work")).toContain("recess");
    expect(ask("when was the amendment made")).toContain("April 20, 2026");
  });

  it("says an aide and a timer are not mentioned, not answered by a clock time or an accommodation of the subject", () => {
    expect(ask("does he have a 1:1 para in class")).toMatch(/don't mention/);
    expect(ask("can he use a timer during reading tests")).toMatch(/^No — the documents don't mention a timer/);
    expect(ask("does he get speech to text")).toMatch(/don't mention assistive technology/);
  });
});

// Services, amendments, ESY, placement and eligibility after round B of ADR 0092, each class checked on an invented
// family whose layout and wording are not the blind families' (the Thistlewood family: an Ohio IEP, an Indiana IEP
// with services per 10-day rotation, an amendment that raises one service in a sentence and grants ESY).
import { describe, expect, it } from "vitest";
import { answerFromRecord } from "./answer.ts";
import { plainText, prepareFamily } from "./evaluate.ts";
import type { Family } from "./fixtures/index.ts";

const ohio = `MAPLE RUN LOCAL SCHOOLS — Ohio
INDIVIDUALIZED EDUCATION PROGRAM
Student: Wren Thistlewood     Grade: 5
IEP Meeting Date: 10/02/2025
Disability Category: Specific Learning Disability

SPECIALLY DESIGNED INSTRUCTION
Reading instruction: 40 minutes, 5 times per week, intervention room
Written expression: 30 minutes, 3 times per week, general education classroom

LEAST RESTRICTIVE ENVIRONMENT
Percent of day with general education peers: 84%    Percent of day outside general education: 16%

EXTENDED SCHOOL YEAR: Not needed.`;

const indiana = `BRAMBLE CREEK COMMUNITY SCHOOLS — Indiana
INDIVIDUALIZED EDUCATION PROGRAM
Student: Wren Thistlewood     Grade: 6
Case conference date: 10/06/2026
Eligibility — Primary: Emotional/Behavioral Disability    Secondary: Specific Learning Disability

SPECIAL EDUCATION SERVICES (the school runs a 10-day rotation)
Reading instruction: 30 minutes, 10 times per 10-day cycle, resource room
Written expression: 20 minutes, 10 times per 10-day cycle, general education classroom
Coping skills instruction: 20 minutes, 5 times per 10-day cycle, resource room

LEAST RESTRICTIVE ENVIRONMENT
Wren is in the general education classroom 70% of the school day.

EXTENDED SCHOOL YEAR
The case conference committee will decide on ESY by 03/31/2027.`;

const change = `BRAMBLE CREEK COMMUNITY SCHOOLS
IEP AMENDMENT WITHOUT A MEETING
IEP being amended: IEP dated 10/06/2026
Date of amendment: February 9, 2027

AGREED CHANGES
A. Coping skills instruction raised from 100 minutes per 10-day rotation to 150 minutes per 10-day rotation, starting March 1, 2027.
B. Extended School Year: the committee found that Wren qualifies for ESY.
   Dates: June 14, 2027 – July 9, 2027
   Reading and coping skills, 3 sessions per week, 40 minutes each (120 minutes weekly)`;

const thistlewood: Family = {
  name: "thistlewood",
  child: "Wren Thistlewood",
  documents: [
    { title: "IEP Ohio 2025", documentType: "IEP", schoolYear: "2025-2026", uploadedAt: "2027-02-20T10:00:00Z", pages: [ohio] },
    { title: "IEP Indiana 2026", documentType: "IEP", schoolYear: "2026-2027", uploadedAt: "2027-02-20T10:05:00Z", pages: [indiana] },
    { title: "Amendment February", documentType: "IEP", schoolYear: "2026-2027", uploadedAt: "2027-02-20T10:06:00Z", pages: [change] },
  ],
  questions: [],
};

describe("services, amendments, ESY, placement and eligibility (ADR 0092, round B)", () => {
  const p = prepareFamily(thistlewood, "2027-02-25");
  const ask = (q: string) => plainText(answerFromRecord(p.record, q, p.passages, thistlewood.child).text).slice(0, 300);

  it("answers one named service asked with its setting, not the total outside general education", () => {
    const a = ask("writing help: how many minutes, and does she get it in her regular class or is she pulled out");
    expect(a).toMatch(/^Wren gets 200 minutes per 10-day/);
    expect(a).toMatch(/General education classroom/i);
  });

  it("gives the amount an amendment's sentence raised, and its start", () => {
    expect(ask("how many minutes of coping skills does she have at this point")).toMatch(/150 minutes per 10-day/);
    const start = ask("when do the added coping skills minutes begin");
    expect(start).toMatch(/March 1, 2027/);
    // The amendment changed the plan's row; it did not add the service.
    expect(start).toMatch(/it changes the IEP of October 6, 2026's 100 minutes per 10-day cycle/);
    expect(start).not.toMatch(/added it/);
  });

  it("gives ESY's dates and its weekly amount when both are asked", () => {
    const a = ask("what are the summer school dates and how many minutes a week");
    expect(a).toMatch(/June 14, 2027/);
    expect(a).toMatch(/120 minutes weekly/);
  });

  it("reads the old plan's time in general education, not its time outside", () => {
    const a = ask("how much of her day is with general ed peers compared to ohio");
    expect(a).toMatch(/70%/);
    expect(a).toMatch(/84%/);
  });

  it("names the current category under the form's own words, the primary first", () => {
    const a = ask("is her eligibility category the same as in ohio");
    expect(a).toMatch(/^Yes|Emotional\/Behavioral Disability/);
    expect(a).toMatch(/Emotional\/Behavioral Disability.*Specific Learning Disability.*Ohio|Emotional\/Behavioral Disability/);
  });
});

// A plan that counts its services per N-day cycle or per grading period (ADR 0090, "Per-cycle amounts in their
// own period"): the answer says the total the parent reads in the plan, in the plan's own period, with the weekly
// figure beside it — in amount, comparison and premise answers. Invented wording (the Tamberlane family), in no
// fixture.
import { describe, expect, it } from "vitest";
import { answerFromRecord } from "./answer.ts";
import { plainText, prepareFamily } from "./evaluate.ts";
import type { Family } from "./fixtures/index.ts";

const before = `OSPREY BAY UNIFIED — INDIVIDUALIZED EDUCATION PROGRAM
Student: Desmond Tamberlane     Date of Birth: 07/19/2014     Grade: 5
IEP Meeting Date: 09/22/2025
Annual Review Date: 09/21/2026
Case Manager: Ms. Petra Olund
Disability Category: Other Health Impairment

SERVICES
Math instruction: 45 minutes, 4 times per 8-day cycle, learning center
Occupational therapy: 30 minutes, 2 times per 8-day cycle, therapy room
Study skills: 40 minutes, 3 times per 9-week grading period, learning center

GOALS
Goal 1 (Math Computation): By 09/21/2026, Desmond will solve two-digit multiplication problems with 85% accuracy. Baseline: 40% accuracy.`;

const now = `OSPREY BAY UNIFIED — INDIVIDUALIZED EDUCATION PROGRAM
Student: Desmond Tamberlane     Date of Birth: 07/19/2014     Grade: 6
IEP Meeting Date: 09/24/2026
Annual Review Date: 09/23/2027
Case Manager: Ms. Petra Olund
Disability Category: Other Health Impairment

SERVICES
Math instruction: 150 minutes per week, learning center
Occupational therapy: 20 minutes per week, therapy room

GOALS
Goal 1 (Math Computation): By 09/23/2027, Desmond will solve multi-digit multiplication problems with 85% accuracy. Baseline: 62% accuracy.`;

const family: Family = {
  name: "tamberlane",
  child: "Desmond Tamberlane",
  documents: [
    { title: "IEP fall 2025", documentType: "IEP", schoolYear: "2025-2026", uploadedAt: "2026-11-03T09:00:00Z", pages: [before] },
    { title: "IEP fall 2026", documentType: "IEP", schoolYear: "2026-2027", uploadedAt: "2026-11-03T09:05:00Z", pages: [now] },
  ],
  questions: [],
};

describe("ADR 0090: an amount counted per cycle or per grading period, said in its own period", () => {
  const p = prepareFamily(family, "2026-11-25");
  const ask = (q: string) => plainText(answerFromRecord(p.record, q, p.passages, family.child).text).slice(0, 300);

  it("says last year's per-cycle total first, the weekly figure beside it", () => {
    expect(ask("how many minutes of math did desmond have last year")).toMatch(/180 minutes per 8-day cycle \(about 113 a week\)/);
  });

  it("compares a per-cycle amount with a weekly one in the plan's own words", () => {
    expect(ask("did his OT go up or down")).toMatch(/Occupational therapy went down from 60 minutes per 8-day cycle \(about 38 a week\) to 20 minutes per week/);
  });

  it("corrects a claimed cut with the old plan's per-cycle total", () => {
    expect(ask("why did they cut his math minutes")).toMatch(/^No — Math instruction went up from 180 minutes per 8-day cycle .* to 150 minutes per week/);
  });

  it("says a grading period's total in its own period", () => {
    expect(ask("how much study skills did he get last year")).toMatch(/120 minutes per 9-week grading period \(about 13 a week\)/);
  });
});

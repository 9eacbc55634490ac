// Layouts read since ADR 0080, each on invented text of its own (in no family): a vendor export's " | " rows,
// a label/value export whose period is its own field, a goals table without "Goal" labels, "Goal area: X.",
// a progress report of checked boxes, scores listed in one line, sentences about a service that are not
// services, and notices whose title says they are not plans.
import { describe, expect, it } from "vitest";
import { analyzeDocument } from "./index.ts";

const type = (text: string) => analyzeDocument([text]).documentType.value;

describe("vendor and state layouts", () => {
  it("reads ' | '-separated service rows, per 6-day cycle and per month, as it reads aligned columns", () => {
    const facts = analyzeDocument([
      `Services
Service | Frequency | Minutes | Location
Speech-Language Therapy | 3 sessions per 6-day cycle | 20 | Therapy room
Counseling | 1 time per month | 40 | Counselor's office
Physical therapy services end on 12/01/2026: the gross motor goal was met.
Speech-Language Therapy is provided by Mr. Idris Kell on Mondays.`,
    ]);
    expect(facts.services.map((s) => [s.name, s.minutesPerWeek])).toEqual([
      ["Speech-Language Therapy", 50],
      ["Counseling", 10],
    ]);
  });

  it("reads a label/value export whose count and period are separate fields", () => {
    const facts = analyzeDocument([
      `Services
Service Name: Occupational Therapy
Minutes: 25
Frequency: 3
Frequency Period: Weekly
Service Name: Social Work
Minutes: 45
Frequency: 1
Frequency Period: Monthly`,
    ]);
    expect(facts.services.map((s) => [s.name, s.minutesPerWeek])).toEqual([
      ["Occupational Therapy", 75],
      ["Social Work", 11],
    ]);
  });

  it("reads goals given as table rows without a 'Goal' label, and goals opened by 'Goal area: X.'", () => {
    const rows = analyzeDocument([
      `Individualized Education Program
Annual Goals
1 | Writing | Noor will write a 5-sentence paragraph in 4 of 5 samples by June 2027 | rubric
2 | Math | Noor will add fractions with 80% accuracy by June 2027 | probes`,
    ]);
    expect(rows.goals.map((g) => [g.number, g.area, g.criterion])).toEqual([
      ["1", "Writing", expect.stringContaining("4 of 5")],
      ["2", "Math", expect.stringContaining("80%")],
    ]);
    const labelled = analyzeDocument([
      `Individualized Education Program
Goals
Goal area: Behavior. Noor will stay in her seat for 20 minutes in 4 of 5 observations by June 2027.
Goal area: Reading. Noor will read 100 words correct per minute by June 2027.`,
    ]);
    expect(labelled.goals.map((g) => g.area)).toEqual(["Behavior", "Reading"]);
  });

  it("reads a progress report of checked boxes, each goal named only by its area", () => {
    const facts = analyzeDocument([
      `Progress Report on IEP Goals
Report date: 02/05/2027
Goal 1: Fractions
[ ] Goal met  [ ] Adequate progress  [X] Limited progress  [ ] No progress
Comment: 55% accuracy.
Goal 2: Paragraph Writing
[X] Goal met  [ ] Adequate progress  [ ] Limited progress  [ ] No progress`,
    ]);
    expect(facts.goals.map((g) => [g.area, g.progress])).toEqual([
      ["Fractions", "Limited progress"],
      ["Paragraph Writing", "Goal met"],
    ]);
  });

  it("reads several scores listed in one line or sentence", () => {
    const facts = analyzeDocument([
      `Psychoeducational Evaluation Report
Tests administered: WISC-V, WJ-IV
Scores: WISC-V Verbal Comprehension Index 102; WJ-IV Passage Comprehension 81; WJ-IV Spelling 77.`,
    ]);
    expect(facts.evaluation?.scores.map((s) => [s.test, s.score])).toEqual([
      ["WISC-V Verbal Comprehension Index", "102"],
      ["WJ-IV Passage Comprehension", "81"],
      ["WJ-IV Spelling", "77"],
    ]);
  });

  it("an IEP whose header names its progress report schedule is an IEP, not a report", () => {
    expect(
      type(`Individualized Education Program
Student: Noor Haddad    IEP Meeting Date: 05/04/2027
Progress Report Schedule: each trimester
Progress reports will be sent with report cards.
Annual Goals
Goal 1 (Math): Noor will add fractions with 80% accuracy by May 2028.
Related Services
Speech-Language Therapy: 30 minutes weekly`),
    ).toBe("IEP");
  });

  it("knows evaluations and IEPs by more of their titles", () => {
    for (const title of ["Full and Individual Evaluation (FIE)", "Neuropsychological Evaluation", "Speech and Language Evaluation Report", "OT Evaluation", "Functional Behavior Assessment"]) {
      expect([title, type(`${title}\nStudent: Noor Haddad\nDate of report: 03/02/2027\nResults and recommendations follow.`)]).toEqual([title, "Evaluation"]);
    }
    expect(type("Individual Education Plan\nStudent: Noor Haddad\nAnnual Goals\nGoal 1 (Math): Noor will add fractions with 80% accuracy by May 2028.")).toBe("IEP");
  });

  it("knows a notice by its title, and an IEP whose header mentions a meeting notice is still an IEP", () => {
    expect(type("Prior Written Notice\nThe district proposes to add counseling. Reason for the action: anxiety.")).toBe("Other");
    expect(type("Invitation to an IEP Team Meeting\nThe IEP team will meet on 05/04/2027 to review the IEP.")).toBe("Other");
    expect(type("Notice of ARD Committee Meeting\nAn annual ARD meeting is scheduled for 05/04/2027.")).toBe("Other");
    expect(
      type(`Individualized Education Program
Student: Noor Haddad    Meeting notice sent: 04/20/2027
IEP Meeting Date: 05/04/2027
Annual Goals
Goal 1 (Math): Noor will add fractions with 80% accuracy by May 2028.
Related Services
Speech-Language Therapy: 30 minutes weekly`),
    ).toBe("IEP");
  });
});

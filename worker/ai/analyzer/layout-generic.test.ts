// Layouts and wordings the analyzer reads since ADR 0076, each on invented text of its own (the Pryce-Odum
// family, in no fixture): a word processor's tab-separated tables, a progress table whose goal cell only
// names the goal, a prose recommendations section, "Full Scale IQ: 94", an amendment that states a change
// as a sentence, "every other week", and the form's dates after an accommodations list.
import { describe, expect, it } from "vitest";
import { analyzeDocument } from "./index.ts";

describe("generic layouts", () => {
  it("reads tab-separated service and accommodation tables with their columns in any order", () => {
    const facts = analyzeDocument([
      `Special Education and Related Services
Service\tFrequency\tLocation\tDuration
Speech-Language Therapy\t6 times per month\tTherapy room\t25 minutes
Specialized Academic Instruction (Math)\tDaily\tResource room\t30 minutes

Accommodations
Accommodation\tSetting\tFrequency
Graph paper for math work\tMath class\tDaily
Extended time, time and one-half\tClassroom tests\tWhen testing`,
    ]);
    expect(facts.services.map((s) => [s.name, s.minutesPerWeek])).toEqual([
      ["Speech-Language Therapy", 38],
      ["Specialized Academic Instruction (Math)", 150],
    ]);
    expect(facts.accommodations.map((a) => a.text)).toEqual(["Graph paper for math work", "Extended time, time and one-half"]);
  });

  it("reads a tab-separated progress table whose goal cell only names the goal", () => {
    const facts = analyzeDocument([
      `Quarterly IEP Progress Report
Student:\tJuno Pryce-Odum\tReport Date:\t01/16/2026
Key: A = Achieved; P = Progressing; N = Not progressing

Goal\tCode\tComments
Goal 1 Number Sense\tA\tJuno compared fractions correctly in 9 of 10 probes.
Goal 2 Self-Advocacy\tN\tJuno asked for help once in four weeks.`,
    ]);
    expect(facts.goals.map((g) => [g.number, g.area, g.progress])).toEqual([
      ["1", "Number Sense", "Achieved (A)"],
      ["2", "Self-Advocacy", "Not progressing (N)"],
    ]);
  });

  it("takes the advising sentences of a recommendations section written as prose, and reads “Full Scale IQ: 94”", () => {
    const facts = analyzeDocument([
      `PSYCHOEDUCATIONAL EVALUATION REPORT
Student: Juno Pryce-Odum     Report Date: October 2, 2025
Test Results
   Full Scale IQ: 101
   Processing Speed Index: 84

Summary and Recommendations
Juno's reasoning is average and her reading is a relative strength. She meets the criteria for a learning
disability in mathematics. It is recommended that Juno receive small-group math instruction daily. She would
also benefit from a multiplication chart on tests.`,
    ]);
    expect(facts.evaluation?.scores.map((s) => [s.test, s.score])).toEqual([
      ["Full Scale IQ", "101"],
      ["Processing Speed Index", "84"],
    ]);
    expect(facts.evaluation?.recommendations.map((r) => r.text)).toEqual([
      "It is recommended that Juno receive small-group math instruction daily",
      "She would also benefit from a multiplication chart on tests",
    ]);
  });

  it("reads an amendment's change written as a sentence, and “every other week”", () => {
    const facts = analyzeDocument([
      `AMENDMENT TO THE IEP
Student: Juno Pryce-Odum     IEP being amended: September 9, 2025
Date of amendment: December 1, 2025
Counseling is changed from 20 minutes weekly to 20 minutes every other week, beginning January 5, 2026.
Reason: Juno has met her coping goal and needs less direct support.`,
    ]);
    expect(facts.services.map((s) => [s.name, s.minutesPerWeek, s.amended])).toEqual([["Counseling", 10, true]]);
  });

  it("does not read the form's dates under an accommodations list as accommodations", () => {
    const facts = analyzeDocument([
      `Accommodations:
• Extra time (50%) on tests
• Use of a calculator

IEP Review Date: June 3, 2027
Triennial Re-evaluation Date: 5/2/2028`,
    ]);
    expect(facts.accommodations.map((a) => a.text)).toEqual(["Extra time (50%) on tests", "Use of a calculator"]);
    expect(facts.dates.map((d) => [d.kind, d.value])).toEqual([
      ["annual-review", "2027-06-03"],
      ["reevaluation", "2028-05-02"],
    ]);
  });
  it("resolves a progress report's number codes and reads “Area ..... CODE” lines through its legend", () => {
    const numbered = analyzeDocument([
      `IEP PROGRESS REPORT
Student: Juno Pryce-Odum   Reporting Period Ending: 01/23/2026
Progress Codes: 1 = No progress; 2 = Some progress; 3 = Adequate progress; 4 = Goal met

Annual Goal #1: Number Sense
Juno will compare fractions with unlike denominators in 8 of 10 probes.
Progress Code: 4
Comments: Juno compared fractions correctly in 9 of 10 probes.`,
    ]);
    expect(numbered.goals.map((g) => [g.area, g.progress])).toEqual([["Number Sense", "Goal met (4)"]]);
    const dotted = analyzeDocument([
      `Progress Report - Semester 1   Date: 12/19/2025
Marking key: E = Emerging, D = Developing, P = Proficient
Math Computation ......... D
Self-Advocacy ............ E`,
    ]);
    expect(dotted.goals.map((g) => [g.area, g.progress])).toEqual([
      ["Math Computation", "Developing (D)"],
      ["Self-Advocacy", "Emerging (E)"],
    ]);
  });

  it("reads a service block whose dates come without colons, and drops a state's service code from its name", () => {
    const facts = analyzeDocument([
      `OFFER OF FAPE - SERVICES
Service: 415 Language and Speech
Start Date 08/20/2026   End Date 05/30/2027
Provider: Speech/Language Pathologist   Location: Regular Classroom
Frequency: Monthly   Duration: 120 min/month   Delivery: Individual`,
    ]);
    expect(facts.services.map((s) => [s.name, s.minutesPerWeek, s.location])).toEqual([["Language and Speech", 30, "Regular Classroom"]]);
  });
  it("reads services and supports written as prose, one per sentence", () => {
    const facts = analyzeDocument([
      `SERVICES TO BE PROVIDED
Juno will receive speech-language therapy twice weekly for 30 minutes in a small group. She will also receive
occupational therapy once a month for 45 minutes as a consult with her teacher. Specialized math instruction
will be provided 5 days a week for 50 minutes in the learning center.

SUPPORTS
Juno will be given 50% extended time on tests and quizzes. She may use a fidget tool.`,
    ]);
    expect(facts.services.map((s) => [s.name, s.minutesPerWeek])).toEqual([
      ["Speech-language therapy", 60],
      ["Occupational therapy", 11],
      ["Specialized math instruction", 250],
    ]);
    expect(facts.accommodations.map((a) => [a.text, a.kind])).toEqual([
      ["Juno will be given 50% extended time on tests and quizzes", "testing"],
      ["She may use a fidget tool", "classroom"],
    ]);
  });
  it("reads what a date is for from Texas labels, a redetermination, and the words after it", () => {
    const facts = analyzeDocument([
      `Date of ARD Meeting: 04/02/2026
FIE/REED Due: 03/15/2028
The committee will reconvene no later than April 1, 2027 for the annual review.`,
    ]);
    expect(facts.dates.map((d) => [d.kind, d.value])).toEqual([
      ["meeting", "2026-04-02"],
      ["reevaluation", "2028-03-15"],
      ["annual-review", "2027-04-01"],
    ]);
    expect(analyzeDocument(["Eligibility Redetermination: Feb 2029"]).dates.map((d) => [d.kind, d.value])).toEqual([["reevaluation", "2029-02"]]);
  });
  it("reads a numbered list of goals in a plan that never labels a goal", () => {
    const facts = analyzeDocument([
      `GOALS
1. Math: Starting from solving 3 of 10 two-digit subtraction problems, Juno will solve 9 of 10 by June 2027.
2. Behavior: Juno will remain on task for 15 minutes in 4 of 5 observations.`,
    ]);
    expect(facts.goals.map((g) => [g.number, g.area])).toEqual([
      ["1", "Math"],
      ["2", "Behavior"],
    ]);
  });
});

// The classes of layout the analyzer reads since ADR 0082 (docs/decisions/0082-fifth-blind-round.md),
// each on invented text of its own (the Okonkwo-Reyes family, in no fixture): period abbreviations, time
// totals that are not services, a checkbox list whose marked option decides, an abbreviated evaluation
// date, baselines under any present-level label, a grid row whose cells wrap, and an objectives block
// whose label wraps.
import { describe, expect, it } from "vitest";
import { analyzeDocument } from "./index.ts";

function servicesOf(text: string) {
  return analyzeDocument([`Special Education and Related Services\n${text}`]).services.map((s) => [s.name, s.minutesPerSession, s.sessions, s.per, s.minutesPerWeek]);
}

/** A row of cells, each starting at its column, as a PDF's text layer lays them out. */
const at = (cells: string[], starts: number[]) => cells.reduce((line, cell, i) => line.padEnd(starts[i] ?? 0) + cell, "").trimEnd();

describe("period abbreviations", () => {
  it.each([
    ["Counseling: 30 min per wk", 30, 1, "week", 30],
    ["Counseling: 2 hrs per mth", 120, 1, "month", 30],
    ["Counseling: 90 min/mon", 90, 1, "month", 23],
    ["Counseling: 20 min 3x/mo", 20, 3, "month", 15],
    ["Counseling: 45 min a qtr", 45, 1, "grading-period", 5],
    ["Counseling: 3 hr per yr", 180, 1, "year", 5],
    ["Counseling: 15 min wkly", 15, 1, "week", 15],
  ] as const)("%s", (line, minutes, sessions, per, weekly) => {
    expect(servicesOf(line)).toEqual([["Counseling", minutes, sessions, per, weekly]]);
  });

  it("keeps the document's words beside the number", () => {
    const [service] = analyzeDocument([`Related Services\nService\tSetting\tAmount\nCounseling\tSchool office\t60 min per mon`]).services;
    expect(service?.amount).toBe("60 min per mon");
    expect(service?.minutesPerWeek).toBe(15);
  });

  it("never reads a total of time, or a setting's share of it, as a service", () => {
    expect(
      servicesOf(
        ["Reading instruction: 3 hrs per wk", "Total service hours each week: 5 hr   Inside the regular classroom: 2 hr", "Outside general education: 3 hr"].join("\n"),
      ),
    ).toEqual([["Reading instruction", 180, 1, "week", 180]]);
  });
});

describe("a checkbox list whose marked option decides", () => {
  it.each([
    ["[ ] The student needs extended school year services.\n[X] The student does not need extended school year services.", "no"],
    ["☐ Extended school year is not needed this year.\n☒ Extended school year is required for math.", "yes"],
    ["(X) ESY services are recommended\n( ) ESY services are not recommended", "yes"],
    ["Does the student need ESY services?  Yes ☐  No ☒", "no"],
    ["Extended school year services   ✔ No   Yes", "no"],
    ["Extended school year services:  Yes [ ]  No [X]", "no"],
    ["ESY:  No ___  Yes _X_", "yes"],
  ])("%s", (text, value) => {
    expect(analyzeDocument([`Extended School Year\n${text}`]).extendedSchoolYear?.value).toBe(value);
  });
});

describe("a frequency cell carrying minutes and count in either order", () => {
  it.each(["2x/wk 30 min", "30 min 2x/wk", "twice weekly, 30 minutes", "30 minutes twice weekly", "30 min x 2/wk"])("%s", (amount) => {
    expect(servicesOf(`Counseling: ${amount}`)).toEqual([["Counseling", 30, 2, "week", 60]]);
  });

  it("never borrows a row's numbers from the row before when its own cell is empty", () => {
    const cols = [0, 26, 44, 62];
    const text = [
      "Related Services",
      at(["Service", "Provider", "Frequency", "Start"], cols),
      at(["Speech Therapy", "SLP", "2x/week 30 min", "09/02/2025"], cols),
      at(["Occupational Therapy", "OTR", "", "09/02/2025"], cols),
      at(["Counseling", "Social Worker", "1x/month 20 min", "09/02/2025"], cols),
    ].join("\n");
    expect(analyzeDocument([text]).services.map((s) => [s.name, s.minutesPerWeek])).toEqual([
      ["Speech Therapy", 60],
      ["Occupational Therapy", undefined],
      ["Counseling", 5],
    ]);
  });
});

describe("an abbreviated evaluation date", () => {
  it("reads 'Last Eval.' and 'Eval Date' as the evaluation, 'Re-eval' as the next one", () => {
    const facts = analyzeDocument([
      "Student: Nia Okonkwo-Reyes   Last Eval.: 02/03/2025   Re-eval Due: 02/2028\nIEP Meeting: 03/01/2025",
    ]);
    const kinds = Object.fromEntries(facts.dates.map((d) => [d.value, d.kind]));
    expect(kinds["2025-02-03"]).toBe("evaluation");
    expect(kinds["2028-02"]).toBe("reevaluation");
  });
});

describe("a baseline under any present-level label", () => {
  it.each(["Present Performance", "Present Level of Academic Performance", "Current Level of Functioning", "Baseline Data"])("%s", (label) => {
    const [goal] = analyzeDocument([
      `Annual Goals
Goal 1 – Area: Spelling
${label}\tNia spells 40% of grade 4 words correctly on weekly lists.
Measurable Annual Goal\tNia will spell grade 4 words correctly with 85% accuracy on 4 of 5 weekly lists.`,
    ]).goals;
    expect(goal?.baseline).toBe("Nia spells 40% of grade 4 words correctly on weekly lists");
  });
});

describe("a grid row whose cells wrap", () => {
  it("keeps a name wrapped over three lines with its own row's figures, not the row before's", () => {
    const cols = [0, 24, 40, 58, 74];
    const rows = [
      ["Service", "Provider", "Location", "Frequency", "Start Date"],
      ["Direct Teaching", "Learning", "Small group", "30 min 5x/week", "09/02/2025"],
      ["Block: Phonics", "Specialist", "room", "", ""],
      ["Direct Teaching", "Learning", "Small group", "20 min 2x/week", "09/02/2025"],
      ["Block: Number", "Specialist", "room", "", ""],
      ["Sense", "", "", "", ""],
      ["Direct Teaching", "Learning", "Small group", "25 min 3x/week", "09/02/2025"],
      ["Block: Writing", "Specialist", "room", "", ""],
    ];
    const text = ["Special Education Services", ...rows.map((r) => at(r, cols))].join("\n");
    expect(analyzeDocument([text]).services.map((s) => [s.name, s.minutesPerWeek])).toEqual([
      ["Direct Teaching Block: Phonics", 150],
      ["Direct Teaching Block: Number Sense", 40],
      ["Direct Teaching Block: Writing", 75],
    ]);
  });
});

describe("a label / value grid whose labels wrap", () => {
  it("reads a label wrapped over lines as one label, whatever its wording, and its objectives block under the goal", () => {
    const cols = [0, 20];
    const page = [
      "Annual Goals",
      "Goal No. 1",
      at(["Skill Area:", "Spelling"], cols),
      at(["Current Level", "Nia spells 40% of grade 4 words correctly on"], cols),
      at(["(Baseline):", "weekly lists."], cols),
      at(["Annual", "Given weekly lists of grade 4 words, Nia will"], cols),
      at(["Measurable", "spell them with 85% accuracy on 4 of 5 weekly"], cols),
      at(["Goal:", "lists."], cols),
      at(["Benchmarks", "1. By March, Nia will spell grade 4 words with"], cols),
      at(["and Short-", "65% accuracy."], cols),
      at(["Term", "2. By May, Nia will spell grade 4 words with 75%"], cols),
      at(["Objectives:", "accuracy."], cols),
      at(["How Measured:", "Weekly spelling lists."], cols),
    ].join("\n");
    const facts = analyzeDocument([page]);
    expect(facts.goals).toHaveLength(1);
    const [goal] = facts.goals;
    expect(goal?.description).toBe("Given weekly lists of grade 4 words, Nia will spell them with 85% accuracy on 4 of 5 weekly lists.");
    expect(goal?.baseline).toBe("Nia spells 40% of grade 4 words correctly on weekly lists");
    expect(goal?.criterion).toBeTruthy();
    expect(goal?.objectives.join(" ")).toContain("By May, Nia will spell grade 4 words with 75% accuracy.");
    // Every quote is on its page as written.
    const flat = page.replace(/\s+/g, " ");
    for (const quote of [goal?.quote, goal?.baselineSource?.quote].filter(Boolean)) expect(flat).toContain(String(quote).replace(/\s+/g, " "));
  });
});

describe("items marked in sequence on one run of text", () => {
  it.each([
    ["a) By March, Nia will spell with 65% accuracy. b) By May, Nia will spell with 75% accuracy."],
    ["(A) By March, Nia will spell with 65% accuracy. (B) By May, Nia will spell with 75% accuracy."],
    ["1. By March, Nia will spell with 65% accuracy. 2. By May, Nia will spell with 75% accuracy."],
  ])("%s", (objectives) => {
    const [goal] = analyzeDocument([
      `Annual Goals
Goal 1
Annual Goal: Nia will spell grade 4 words with 85% accuracy on 4 of 5 weekly lists.
Objectives: ${objectives}`,
    ]).goals;
    expect(goal?.objectives).toEqual(["By March, Nia will spell with 65% accuracy.", "By May, Nia will spell with 75% accuracy."]);
  });
});

describe("a form's numbered section in capitals", () => {
  it("ends the goal above it, so its words are never the goal's objectives", () => {
    const [goal] = analyzeDocument([
      `Annual Goals
Goal 1
Annual Goal: Nia will spell grade 4 words with 85% accuracy on 4 of 5 weekly lists.
Objectives: a) By March, Nia will spell with 65% accuracy. b) By May, Nia will spell with 75% accuracy.

5. HOW THE TEAM WILL TELL THE FAMILY ABOUT PROGRESS
Reports go home with each report card.`,
    ]).goals;
    expect(goal?.objectives).toHaveLength(2);
  });
});

describe("a services grid in parts", () => {
  it("names rows told apart by their setting, and rows of a consultation part, and keeps a wrapped last cell out of the name", () => {
    const facts = analyzeDocument([
      `Special Education and Related Services
Direct Services
Service\tSetting\tStarts\tAmount
Reading Instruction\tInside Regular Education\t09/02/2025\t90 min per wk
Reading Instruction\tOutside Regular Education\t09/02/2025\t2 hr per wk
Consultation Services
Service\tStarts\tAmount\tNotes
Speech-Language Therapy\t09/02/2025\t30 min per mon\tThe therapist meets with the teacher about
vocabulary supports in science.`,
    ]);
    expect(facts.services.map((s) => [s.name, s.minutesPerWeek])).toEqual([
      ["Reading Instruction (Inside Regular Education)", 90],
      ["Reading Instruction (Outside Regular Education)", 120],
      ["Speech-Language Therapy (consultation)", 8],
    ]);
  });
});

describe("lines about an accommodations list that are not items of it", () => {
  it("skips the form's instruction, a ticked option introducing the list and the participation decision", () => {
    const facts = analyzeDocument([
      `Accommodations
Check all that apply.
☒ Word bank for science tests
☐ Calculator

State Assessments
Participation: Nia will participate in the state assessment with accommodations
[X] Regular state assessment with the accommodations listed below:
[X] Answers recorded by a scribe
[ ] Braille`,
    ]);
    expect(facts.accommodations.map((a) => a.text)).toEqual(["Word bank for science tests", "Answers recorded by a scribe"]);
  });
});

// ADR 0085: the student's aids in a table of their own under the federal part's full name.
describe("a supplementary-aids table of its own", () => {
  const AT = [0, 40, 56];
  it("reads each aid under 'Aid / Service / Modification', never the staff row, an empty-name row or a field after it", () => {
    const facts = analyzeDocument([
      [
        "B. Supplementary Aids and Services, Program Modifications and Supports for School Personnel",
        at(["Aid / Service / Modification", "Location", "Extent/Frequency"], AT),
        at(["Graphic organizer for each writing", "Gen ed", "Writing tasks"], AT),
        "assignment",
        at(["Movement break after each lesson and", "Gen ed", "Each lesson"], AT),
        "",
        "before lunch",
        "Copy of the board notes",
        "",
        at(["", "Gen ed/Sp ed", "All lessons"], AT),
        at(["Supports for school personnel: the OT", "Gen ed", "Quarterly"], AT),
        "trains staff on the slant board",
        "C. Transportation: Bus with peers.   Assistive technology: none.",
        "",
        "State Assessments",
        "Grade 6 Statewide Test:  [X] With accommodations   [ ] Without",
        "",
        "Testing accommodations:",
        "  - Breaks between test sections",
      ].join("\n"),
    ]);
    expect(facts.accommodations.map((a) => [a.text, a.kind])).toEqual([
      ["Graphic organizer for each writing assignment", "classroom"],
      ["Movement break after each lesson and before lunch", "classroom"],
      ["Copy of the board notes", "classroom"],
      ["Breaks between test sections", "testing"],
    ]);
  });
});

describe("a Title Case heading with a qualifier in sentence case", () => {
  it("opens its section after a staff part ('Assessment Accommodations (state and district tests)')", () => {
    const facts = analyzeDocument([
      [
        "Classroom Accommodations",
        "• Seat near the teacher",
        "",
        "Supports for School Personnel",
        "None",
        "",
        "Testing Accommodations (state and district tests)",
        "• Answers dictated to a scribe",
      ].join("\n"),
    ]);
    expect(facts.accommodations.map((a) => [a.text, a.kind])).toEqual([
      ["Seat near the teacher", "classroom"],
      ["Answers dictated to a scribe", "testing"],
    ]);
  });
});

describe("a count per a long period or a day cycle in a cell of its own", () => {
  it("is the row's frequency, never a service's name", () => {
    const facts = analyzeDocument([
      [
        "Special Education Services",
        "Service",
        "Provider",
        "Minutes",
        "How often",
        "",
        "Math Strategies",
        "Special Education Teacher",
        "45 minutes",
        "3 sessions per 10-day cycle",
        "",
        "Teacher Consultation",
        "Case Manager",
        "20 minutes",
        "2 times per semester",
      ].join("\n"),
    ]);
    expect(facts.services.map((s) => [s.name, s.minutesPerSession, s.sessions, s.per, s.minutesPerWeek])).toEqual([
      ["Math Strategies", 45, 3, "cycle", 68],
      ["Teacher Consultation", 20, 2, "grading-period", 2],
    ]);
  });
});

describe("a services grid printed one cell per line", () => {
  it("reads rows named like a section as rows, and a note above the grid as no name", () => {
    const facts = analyzeDocument([
      [
        "Related Services",
        "Lakeside Middle School follows an A/B day schedule.",
        "",
        "Service",
        "Provider",
        "Location",
        "Minutes",
        "Frequency",
        "",
        "Social Work (Related Service)",
        "School Social Worker",
        "Resource room",
        "25 minutes",
        "2 times per month",
        "",
        "Transition Service - Mock Interviews",
        "Transition Coordinator",
        "Community setting",
        "60 minutes",
        "1 time per quarter",
      ].join("\n"),
    ]);
    expect(facts.services.map((s) => [s.name, s.provider, s.minutesPerWeek])).toEqual([
      ["Social Work (Related Service)", "School Social Worker", 13],
      ["Transition Service - Mock Interviews", "Transition Coordinator", 7],
    ]);
  });
});

describe("a grid printed one cell per line with Start and End columns", () => {
  it("names each lone date of a row by its column, beside an annual review of the same day", () => {
    const facts = analyzeDocument([
      [
        "Annual Review Date",
        "June 4, 2027",
        "",
        "Special Education Services",
        "Service",
        "Provider",
        "Minutes",
        "Start",
        "End",
        "",
        "Writing Instruction",
        "Special Education Teacher",
        "40 minutes weekly",
        "06/09/2026",
        "06/04/2027",
      ].join("\n"),
    ]);
    const kinds = facts.dates.map((d) => [d.kind, d.value]);
    expect(kinds).toContainEqual(["annual-review", "2027-06-04"]);
    expect(kinds).toContainEqual(["start", "2026-06-09"]);
    expect(kinds).toContainEqual(["end", "2027-06-04"]);
  });
});

describe("a bare answer under the question it answers", () => {
  it("quotes the question with the answer, words that stand together on the page", () => {
    const facts = analyzeDocument([["Extended School Year", "Are these services needed this year?", "No", "", "Placement", "Regular class"].join("\n")]);
    expect(facts.extendedSchoolYear?.value).toBe("no");
    expect(facts.extendedSchoolYear?.quote).toBe("Are these services needed this year? No");
  });
});

describe("a report's goal block whose mark is labelled 'Code'", () => {
  it("reads 'Code: GP (Good Progress)' as the goal's mark and 'Data/Comments:' as its note (ADR 0086)", () => {
    const facts = analyzeDocument([
      `QUARTERLY REPORT ON IEP GOALS
Student: Ada Lenz      Report Date: 11/14/2026
KEY: GP = Good Progress   SP = Some Progress   NP = No Progress

Goal 1  Math Computation
  Goal: add and subtract fractions with unlike denominators with 80% accuracy.
  Code: SP (Some Progress)
  Data/Comments: 62% accuracy on the November probe.`,
    ]);
    const goal = facts.goals.find((g) => /math computation/i.test(g.area ?? ""));
    expect(goal?.progress).toMatch(/^SP\b/);
    expect(goal?.progressNote).toContain("62% accuracy");
  });
});

describe("an evaluation whose opening mentions an IEP", () => {
  it("stays an evaluation: 'with an IEP from another state' is a sentence about an IEP, not a title (ADR 0086)", () => {
    const facts = analyzeDocument([
      `CEDAR FALLS SCHOOLS
PSYCHOEDUCATIONAL EVALUATION REPORT
Student: Nils Varga          Date of Report: 01/09/2026
REASON FOR EVALUATION
Nils enrolled in January with an IEP from Ohio under the category Other Health Impairment; his
three-year reevaluation is due this spring.
ASSESSMENT RESULTS
Measure                     Standard Score   Percentile
WIAT-4 Word Reading               84              14
SUMMARY
Present levels: reading is his weakest area. Present levels in math are near grade level. Present levels of
attention were not measured. Annual goals in reading should continue; annual goals in math may end; annual
goals for attention are for the team. Related services: none recommended; related services for speech were
ruled out; related services may be revisited. The least restrictive environment, the least restrictive
setting and the least restrictive option are the team's. Extended school year, extended school year data
and extended school year need are for the IEP team; the IEP team will meet; the IEP team decides.
RECOMMENDATIONS
1. Small-group reading instruction, 30 minutes daily.`,
    ]);
    expect(facts.documentType.value).toBe("Evaluation");
    expect(facts.evaluation?.recommendations.length).toBeGreaterThan(0);
  });
});

const grid = (row: string) =>
  analyzeDocument([`SPECIAL EDUCATION AND RELATED SERVICES\nService                      Amount / Frequency                  Location          Start        End\n${row}`]).services.map((s) => [s.name, s.minutesPerSession, s.per, s.periodWeeks, s.minutesPerWeek]);

describe("an amount per N-week cycle, its sessions on a wrapped line below", () => {
  it("reads '200 minutes per 4-week cycle' as 50 a week, and '(25-minute sessions, …)' under it as no 2 sessions of 5 minutes (ADR 0086)", () => {
    const row = "Occupational therapy         200 minutes per 4-week cycle        OT room           09/08/2026   06/04/2027";
    expect(grid(row)).toEqual([["Occupational therapy", 200, "grading-period", 4, 50]]);
    expect(grid(`${row}\n                             (25-minute sessions, Mondays and Wednesdays)`)).toEqual([["Occupational therapy", 200, "grading-period", 4, 50]]);
  });
});

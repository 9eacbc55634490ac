// The classes of layout fixed after round A of the eighth blind round (docs/decisions/0090-eighth-blind-round.md,
// "Fixes after round A (layouts)"), each on invented text of its own (the Thistlewood family, in no fixture).
import { describe, expect, it } from "vitest";
import { analyzeDocument } from "./index.ts";

/** The facts of a one-page document of these lines. */
const read = (...lines: string[]) => analyzeDocument([lines.join("\n")]);

/** Cells padded into columns, as the Word extraction prints a table's rows. */
const row = (...cells: string[]) => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(Math.max(c.length + 3, 34)))).join("");

describe("a services grid's part for school personnel, set off by blank lines with its own header", () => {
  const facts = read(
    "INDIVIDUALIZED EDUCATION PROGRAM",
    "Student: Oren Thistlewood",
    "",
    "Services",
    "",
    "Direct Services",
    "",
    row("Service", "Frequency", "Duration", "Location", "Start", "End"),
    row("Resource room reading", "4 times per 6-day cycle", "45 minutes", "Special Education", "09/08/2026", "06/18/2027"),
    "",
    "Supports for School Personnel",
    "",
    row("Support", "Frequency", "Duration", "Location", "Start", "End"),
    row("Reading specialist consults with the science teacher", "2 times per month", "15 minutes", "General Education", "09/08/2026", "06/18/2027"),
    row("Behavior analyst check-in with the team", "Once per quarter", "40 minutes", "General Education", "09/08/2026", "06/18/2027"),
    "",
    "Days rotate on a six-day schedule; each block lasts 45 minutes.",
    "",
    "Accommodations",
    "- Audio version of science readings",
  );

  it("reads its rows as services with their time", () => {
    expect(facts.services.map((s) => [s.name, s.minutesPerSession, s.minutesPerWeek])).toEqual([
      ["Resource room reading", 45, 150],
      ["Reading specialist consults with the science teacher", 15, 8],
      ["Behavior analyst check-in with the team", 40, 4],
    ]);
  });

  it("reads neither its rows nor the note on the school's schedule as accommodations", () => {
    expect(facts.accommodations.map((a) => a.text)).toEqual(["Audio version of science readings"]);
  });
});

describe("a Word table row padded with a long run of spaces after a goal's label", () => {
  it("is read in linear time", () => {
    const page = Array.from({ length: 10 }, (_, k) => [`Goal ${k + 1}${" ".repeat(150)}Area of Need: Spelling`, `Annual Goal${" ".repeat(260)}Oren will spell 18 of 20 words correctly.`, ""].join("\n")).join("\n");
    const started = performance.now();
    analyzeDocument([page]);
    // Four "\s*" in a row around optional parts tried every split of the run: seconds before (ADR 0090).
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe("a date's kind from its own label", () => {
  it.each(["Three Year Evaluation Date", "3-Year Reevaluation Due", "Three-Year Assessment Date"])("%s is the reevaluation", (label) => {
    const { dates } = analyzeDocument([["INDIVIDUALIZED EDUCATION PROGRAM", "Student: Oren Thistlewood", label, "10/05/2028", "", "IEP Meeting Date", "10/06/2025"].join("\n")]);
    expect(dates.find((d) => d.value === "2028-10-05")?.kind).toBe("reevaluation");
  });
});

describe("a testing decision and a lead-in beside a testing list", () => {
  it("are no accommodations", () => {
    const { accommodations } = read(
      "INDIVIDUALIZED EDUCATION PROGRAM",
      "State and District-Wide Assessments",
      "Kindergarten: no state test administration this year. Classroom benchmark checks (letters and numbers) with these supports:",
      "- Directions repeated",
      "- Breaks between sections",
    );
    expect(accommodations.map((a) => [a.text, a.kind])).toEqual([
      ["Directions repeated", "testing"],
      ["Breaks between sections", "testing"],
    ]);
  });
});

/** A running header whose fields end in the page's number. */
const head = (n: number) => `Bramblecote Schools    Student: Thistlewood, Oren    Meeting Date(s): 04/14/2026    IEP Effective From 04/20/2026 to 04/13/2027    page ${n} of 3`;

describe("a running header with fields that ends in the page's number", () => {
  const facts = analyzeDocument([
    [head(1), "INDIVIDUALIZED EDUCATION PROGRAM", "Date of Birth: 05/02/2016"].join("\n"),
    [head(2), "MEASURABLE ANNUAL GOALS", "Goal 1 – Spelling", "By 04/13/2027, Oren will spell 18 of 20 words correctly on weekly lists."].join("\n"),
    [head(3), "ACCOMMODATIONS", "- Word bank for writing"].join("\n"),
  ]);

  it("gives its dates once, where it first appears", () => {
    expect(facts.dates.filter((d) => d.kind === "meeting").map((d) => [d.value, d.page])).toEqual([["2026-04-14", 1]]);
    expect(facts.dates.filter((d) => d.kind === "start").map((d) => d.value)).toEqual(["2026-04-20"]);
  });

  it("is no goal, service or accommodation", () => {
    expect(facts.goals.map((g) => g.description)).toEqual(["By 04/13/2027, Oren will spell 18 of 20 words correctly on weekly lists."]);
    expect(facts.accommodations.map((a) => a.text)).toEqual(["Word bank for writing"]);
    expect(facts.services).toEqual([]);
  });
});

describe("a progress table with the goal's number, its area, a code, this period's data and comments", () => {
  const goals = read(
    "IEP PROGRESS REPORT",
    "Student: Oren Thistlewood",
    "Reporting period ending: 01/30/2027",
    "",
    "Progress Key",
    "SP = Sufficient progress — on track to reach the goal before the next annual review meeting",
    "IP = Insufficient progress",
    "",
    "Goal\tArea\tCode\tData for this quarter\tComments",
    "1\tSpelling\tSP\t15 of 20 words on weekly lists\tUses the word bank.",
    "2\tNumber Sense\tIP\t7 of 12 facts in 1 min\tStill skip-counts on a number line.",
  ).goals;

  it("numbers each goal and notes the measure before the comments", () => {
    expect(goals.map((g) => [g.number, g.area, g.progressNote])).toEqual([
      ["1", "Spelling", "15 of 20 words on weekly lists. Uses the word bank."],
      ["2", "Number Sense", "7 of 12 facts in 1 min. Still skip-counts on a number line."],
    ]);
  });

  it("resolves a code through the whole of its legend's words", () => {
    expect(goals[0]?.progress).toBe("Sufficient progress — on track to reach the goal before the next annual review meeting (SP)");
  });
});

describe("a labelled note under a services grid", () => {
  it.each([
    "Explanation of changes: Reading instruction is raised from 3 x 30 to 4 x 30 minutes weekly because the fluency goal was not met.",
    "Change in services: Counseling is reduced from 60 to 30 minutes per month as Oren met his coping goal.",
    "Rationale: 45 minutes weekly of small-group math keeps him with his class for the rest of the block.",
  ])("%s: no service", (note) => {
    const { services } = read(
      "SPECIAL EDUCATION AND RELATED SERVICES",
      "Service                      Amount                   Location            Start        End",
      "Reading instruction          120 minutes weekly       Resource room       04/20/2026   04/13/2027",
      "Counseling                   30 minutes per month     Counseling office   04/20/2026   04/13/2027",
      note,
    );
    expect(services.map((s) => s.name)).toEqual(["Reading instruction", "Counseling"]);
  });
});

describe("a list label in sentence case with a qualifier in brackets, under a services grid", () => {
  it("opens the accommodations", () => {
    const { accommodations, services } = read(
      "PART 3. SPECIAL EDUCATION AND RELATED SERVICES, SUPPLEMENTARY AIDS",
      "Service                      Amount                   Location            Start        End",
      "Reading instruction          120 minutes weekly       Resource room       04/20/2026   04/13/2027",
      "Supplementary aids, classroom supports and modifications (every class):",
      "  [X] Word bank for writing",
      "  [X] Audio books for science units",
    );
    expect(accommodations.map((a) => [a.text, a.kind])).toEqual([
      ["Word bank for writing", "classroom"],
      ["Audio books for science units", "classroom"],
    ]);
    expect(services.map((s) => s.name)).toEqual(["Reading instruction"]);
  });
});

/** The goals of a plan whose summer part holds the line. */
const goalsWith = (line: string) =>
  read(
    "ANNUAL GOALS",
    "Goal 1   Area: Spelling",
    "Annual Goal: Oren will spell 16 of 20 grade-level words correctly on weekly lists.",
    "",
    "EXTENDED SCHOOL YEAR",
    "Goals to be worked on in the summer",
    line,
  ).goals;

describe("a sentence about the school's work or the reports where a goal or an objective would stand", () => {
  it.each([
    "Goal 1 (spelling). The case manager will describe summer services at the spring meeting.",
    "Goal 1: The speech-language pathologist will send home practice lists before June.",
    "Goal 1 (spelling). Progress on this goal will be reported to parents in the fall.",
  ])("%s: no goal", (line) => {
    expect(goalsWith(line).map((g) => g.description)).toEqual(["Oren will spell 16 of 20 grade-level words correctly on weekly lists."]);
  });

  it("ends a goal table's objectives", () => {
    const goals = read(
      "Measurable Annual Goal 1                     Area of Need: Spelling",
      "Annual Goal                                  Oren will spell 16 of 20 grade-level words correctly on weekly lists.",
      "Short-Term Objectives / Benchmarks           Evaluation Method        Criteria      Schedule",
      "1. Oren will spell 10 of 20 words.           Weekly list              3 of 4 weeks  Weekly",
      "2. Oren will spell 13 of 20 words.           Weekly list              3 of 4 weeks  Weekly",
      "",
      "Progress toward each annual goal will be reported to the family in writing with every report card.",
    ).goals;
    expect(goals.map((g) => g.objectives)).toEqual([["Oren will spell 10 of 20 words.", "Oren will spell 13 of 20 words."]]);
  });
});

describe("a running header that names the student only by fields without colons", () => {
  it("names the student and is still removed from each page as a header", () => {
    const header = "Oren Thistlewood   Age 9   Grade 4   MRN 55102";
    const facts = analyzeDocument([
      [header, "IEP Meeting Date: 03/02/2026"].join("\n"),
      [header, "ANNUAL GOALS", "Goal 1   Area: Spelling", "Annual Goal: Oren will spell 16 of 20 grade-level words correctly on weekly lists."].join("\n"),
    ]);
    expect(facts.student?.name).toBe("Oren Thistlewood");
    expect([facts.goals.length, facts.services.length, facts.accommodations.length, facts.dates.length]).toEqual([1, 0, 0, 1]);
  });
});

describe("an amendment's changed accommodation named by its kind, with what it was and what it is now", () => {
  it("is the accommodation now in force, marked amended", () => {
    const facts = read(
      "NOTICE OF IEP AMENDMENT",
      "Student: Oren Thistlewood",
      "IEP being amended: IEP dated 04/14/2026",
      "",
      "CHANGES TO THE IEP",
      "1. Classroom accommodation REVISED",
      "   Was: Word bank for spelling tests",
      "   Now: Word bank and picture cues for all writing tasks",
      "   Reason: Oren now uses the word bank on his own in class.",
    );
    expect(facts.amendment?.amends).toBe("2026-04-14");
    expect(facts.accommodations.map((a) => [a.text, a.kind, a.amended])).toEqual([["Word bank and picture cues for all writing tasks", "classroom", true]]);
  });
});

describe("the lines after a 504 plan's accommodations table", () => {
  it("are no accommodations: who implements it, what the team decided, the rights under the law", () => {
    const { accommodations } = read(
      "SECTION 504 PLAN",
      "Student: Oren Thistlewood",
      "ACCOMMODATIONS                                   SETTING",
      "Seat away from the hallway door                  All classes",
      "Quiz retakes allowed                             Math",
      "Responsible for implementation: homeroom teacher, Mr. Abernethy; coaches as needed.",
      "The 504 team considered a referral for special education. At this time the team agreed to review these supports in the spring.",
      "PROCEDURAL RIGHTS UNDER SECTION 504",
      "You have the right to examine relevant records; to an impartial hearing; and to a review procedure.",
    );
    expect(accommodations.map((a) => a.text)).toEqual(["Seat away from the hallway door", "Quiz retakes allowed"]);
  });
});

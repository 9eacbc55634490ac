// The classes of layout fixed after round B of the ninth blind round (docs/decisions/0092-ninth-blind-round.md),
// each on invented text of its own (the Lindqvist family, in no fixture): goal blocks that give their area and
// present level before a qualified goal heading ("Long-Range Goal 1:"), a criterion under "Criteria for
// Success", an extended school year the team "requires", a services grid with a kind-of-service column and a
// "Per" column (a school's day cycle, a bare "day"), and a PDF grid row whose dates wrap their year.
import { describe, expect, it } from "vitest";
import { analyzeDocument } from "./index.ts";

const at = (cells: string[], starts: number[]) => cells.reduce((line, cell, i) => line.padEnd(starts[i] ?? 0) + cell, "").trimEnd();

const GOAL_BLOCKS: Array<[string, { area: string; baseline: string; heading: string; criterion: string; procedure: string }]> = [
  ["Long-Range Goal", { area: "Domain", baseline: "Present Level (Baseline)", heading: "LONG-RANGE GOAL", criterion: "Criteria for Success", procedure: "Evaluation Procedure" }],
  ["Long-term goal", { area: "Area of Need", baseline: "Current Level", heading: "Long-term Goal #", criterion: "Success Criteria", procedure: "Method of Measurement" }],
];

describe("goal blocks that give their area and present level before a qualified goal heading", () => {
  it.each(GOAL_BLOCKS)("%s", (_, l) => {
    const goals = analyzeDocument([
      [
        "MEASURABLE ANNUAL GOALS",
        "",
        `${l.area}: Reading Fluency`,
        `${l.baseline}: Reads 62 words per minute on grade 4 passages.`,
        `${l.heading} 1: Tobiah will read grade 4 passages aloud fluently,`,
        "pausing at punctuation.",
        `${l.criterion}: 95 words per minute on 3 of 4 weekly probes`,
        `${l.procedure}: Oral reading fluency probes, weekly`,
        "   a. Tobiah will read grade 3 passages at 80 words per minute.",
        "   b. Tobiah will read grade 4 passages at 85 words per minute.",
        "",
        `${l.area}: Self-Regulation`,
        `${l.baseline}: Uses a calming strategy in 1 of 5 observed conflicts.`,
        `${l.heading} 2: Tobiah will use a calming strategy when upset, without adult prompting.`,
        `${l.criterion}: 4 of 5 observed conflicts over 3 weeks`,
        `${l.procedure}: Behavior log, daily`,
      ].join("\n"),
    ]).goals;
    expect(goals.map((g) => [g.number, g.area, g.description, g.baseline, g.criterion, g.objectives.length])).toEqual([
      [
        "1",
        "Reading Fluency",
        "Tobiah will read grade 4 passages aloud fluently, pausing at punctuation.",
        "Reads 62 words per minute on grade 4 passages",
        "95 words per minute on 3 of 4 weekly probes",
        2,
      ],
      ["2", "Self-Regulation", "Tobiah will use a calming strategy when upset, without adult prompting.", "Uses a calming strategy in 1 of 5 observed conflicts", "4 of 5 observed conflicts over 3 weeks", 0],
    ]);
  });
});

describe("an extended school year the team requires or needs", () => {
  it.each([
    ["The committee determined that Tobiah REQUIRES Extended School Year services.", "yes"],
    ["After reviewing regression data, the team agreed she needs ESY services this summer.", "yes"],
    ["The team will decide by April 30 whether Tobiah needs ESY services.", "undecided"],
    ["The committee determined that Tobiah does not require Extended School Year services.", "no"],
  ])("%s", (sentence, value) => {
    const esy = analyzeDocument([`INDIVIDUALIZED EDUCATION PROGRAM\nEXTENDED SCHOOL YEAR\n${sentence}`]).extendedSchoolYear;
    expect(esy?.value).toBe(value);
  });
});

const GRID = [0, 20, 46, 56, 66, 86];

describe("a services grid with a kind-of-service column and a Per column", () => {
  it.each([
    ["6-day cycle", "Sessions", 150, "6-day cycle"],
    ["cycle", "Sessions", 150, "6-day cycle"],
    ["week", "Times", 180, "week"],
  ])("Per %s", (period, count, weekly, often) => {
    const services = analyzeDocument([
      [
        "SPECIAL EDUCATION SERVICES",
        "Lakeview Intermediate follows a six-day rotating cycle (Days 1-6).",
        at(["Category", "Service", count, "Minutes", "Per", "Location"], GRID),
        at(["Special Education", "Resource Reading", "4", "45", period, "Room 12"], GRID),
        at(["Supplementary Aid", "Aide Support - arrival", "1", "15", "day", "Front office"], GRID),
        at(["Related Service", "Counseling", "1", "30", "every other week", "Office"], GRID),
      ].join("\n"),
    ]).services;
    expect(services.map((s) => [s.name, s.minutesPerWeek])).toEqual([
      ["Resource Reading", weekly],
      ["Aide Support - arrival", 75],
      ["Counseling", 15],
    ]);
    expect(services[0]?.frequency?.replace(/\s+/g, " ")).toBe(`4 times per ${often}`);
    // The row's kind ("Related Service") is no part of its amount.
    expect(services.map((s) => s.amount).filter((a) => /education|aid|related/i.test(a ?? ""))).toEqual([]);
  });
});

const PDF_GRID = [0, 24, 42, 54, 71, 85, 95];

describe("a PDF grid row whose name and dates wrap onto the line below, the dates' years alone", () => {
  it.each([
    ["06 JAN", "2026"],
    ["Jan 6,", "2026"],
  ])("%s / %s", (day, year) => {
    const services = analyzeDocument([
      [
        "SPECIAL EDUCATION AND RELATED SERVICES",
        at(["Service", "Provider", "Min per", "Frequency", "Setting", "Begin", "End"], PDF_GRID),
        at(["", "", "Session"], PDF_GRID),
        at(["Social Skills", "School", "30", "2x weekly", "Counseling", day, day], PDF_GRID),
        at(["Group", "Counselor", "", "", "Office", year, "2027"], PDF_GRID),
        at(["Reading Support", "Reading", "40", "daily", "Resource", day, day], PDF_GRID),
        at(["Services", "Specialist", "", "", "Room", year, "2027"], PDF_GRID),
      ].join("\n"),
    ]).services;
    expect(services.map((s) => [s.name, s.minutesPerWeek, s.provider])).toEqual([
      ["Social Skills Group", 60, "School Counselor"],
      ["Reading Support Services", 200, "Reading Specialist"],
    ]);
  });
});

describe("a PDF grid name cell that ran into the provider's letters beside it", () => {
  it.each([
    ["Physical TherapyPT", "Physical Therapy", "PT"],
    ["Orientation and MobilityTVI", "Orientation and Mobility", "TVI"],
  ])("%s", (cell, name, provider) => {
    const services = analyzeDocument([
      ["RELATED SERVICES", at(["Service", "Provider", "Minutes", "Frequency", "Location"], [0, 26, 36, 46, 60]), at([cell, "", "30", "1x weekly", "Gym"], [0, 26, 36, 46, 60])].join("\n"),
    ]).services;
    expect(services.map((s) => [s.name, s.provider, s.minutesPerWeek])).toEqual([[name, provider, 30]]);
  });
});

// The classes of layout fixed after round B of the seventh blind round (docs/decisions/0086-seventh-blind-round.md,
// "Fixes after round B (layouts)"), each on invented text of its own (the Okonkwo-Reyes family, in no
// fixture): a sentence about the form that follows a goal's name, a deadline named by its meeting, a birth
// date that stands only in a running header, and lines under an accommodations list that are no
// accommodation.
import { describe, expect, it } from "vitest";
import { analyzeDocument } from "./index.ts";

describe("a sentence about the form or its services under a goal's name", () => {
  it.each([
    "Goal 1 (spelling). Summer services will be written up in the summer program section by 04/15/2026.",
    "Goal 1 (spelling). The summer program plan will be reviewed at the spring meeting.",
    "Goal 1: Progress reports will be sent home with each report card.",
  ])("%s: no goal", (line) => {
    const goals = analyzeDocument([
      [
        "ANNUAL GOALS",
        "Goal 1   Area: Spelling",
        "Annual Goal: Ifeoma will spell 16 of 20 grade-level words correctly on weekly lists.",
        "",
        "EXTENDED SCHOOL YEAR",
        "Goals to be worked on in the summer",
        line,
      ].join("\n"),
    ]).goals;
    expect(goals.map((g) => g.description)).toEqual(["Ifeoma will spell 16 of 20 grade-level words correctly on weekly lists."]);
  });

  it("keeps a goal written in the passive about the student's own skill", () => {
    const goals = analyzeDocument([
      ["ANNUAL GOALS", "Goal 1   Area: Reading Fluency", "Annual Goal: Ifeoma's oral reading rate will be raised from 60 to 95 words correct per minute on weekly probes."].join("\n"),
    ]).goals;
    expect(goals).toHaveLength(1);
  });
});

describe("a deadline named by the meeting that keeps it", () => {
  it.each([
    ["Annual Review Conference Due:\t05/04/2027\tDate of Last Evaluation:\t2/1/2025", "2027-05-04"],
    ["Annual Review Meeting:   May 4, 2027        IEP Conference Date:   May 5, 2026", "2027-05-04"],
  ])("%s", (row, value) => {
    const { dates } = analyzeDocument([["INDIVIDUALIZED EDUCATION PROGRAM", "Student: Ifeoma Okonkwo-Reyes", row].join("\n")]);
    expect(dates.find((d) => d.value === value)?.kind).toBe("annual-review");
    expect(dates.filter((d) => d.kind === "annual-review").map((d) => d.value)).toEqual([value]);
  });
});

/** A page of a vendor's print with its running header and footer. */
const page = (n: number, body: string[]) =>
  [
    "Riverbend Unified – Student Services",
    "IEP   |   Ifeoma Okonkwo-Reyes   |   DOB 11/02/2016   |   Student ID 40021   |   Grade 4",
    "",
    ...body,
    "",
    `Page ${n} of 3`,
  ].join("\n");

describe("a running header that names the student without colons", () => {
  const facts = analyzeDocument([
    page(1, ["IEP Meeting Date: 03/02/2026", "Annual Review Date: 03/01/2027"]),
    page(2, ["ANNUAL GOALS", "Goal 1   Area: Spelling", "Annual Goal: Ifeoma will spell 16 of 20 grade-level words correctly on weekly lists."]),
    page(3, ["ACCOMMODATIONS", "- Word bank during writing", "- Extra time on spelling tests"]),
  ]);

  it("keeps its birth date once", () => {
    expect(facts.dates.filter((d) => d.kind === "birth").map((d) => [d.value, d.page])).toEqual([["2016-11-02", 1]]);
  });

  it("is no goal, service or accommodation, and leaves the pages' own facts as they are", () => {
    expect(facts.goals.map((g) => g.description)).toEqual(["Ifeoma will spell 16 of 20 grade-level words correctly on weekly lists."]);
    expect(facts.accommodations.map((a) => a.text)).toEqual(["Word bank during writing", "Extra time on spelling tests"]);
    expect(facts.services).toEqual([]);
    expect(facts.dates.filter((d) => d.kind !== "birth").map((d) => [d.kind, d.value])).toEqual([
      ["meeting", "2026-03-02"],
      ["annual-review", "2027-03-01"],
    ]);
  });
});

/** The accommodations read from a list that starts with one item, then the given lines. */
const read = (lines: string[]) => analyzeDocument([["ACCOMMODATIONS", "- Word bank during writing", ...lines].join("\n")]).accommodations.map((a) => a.text);

describe("lines under an accommodations list that are no accommodation", () => {
  it("leaves out the support for the adults under its label", () => {
    expect(read(["Personnel supports: The reading coach will show Ifeoma's teachers how to use the word bank in the first two weeks."])).toEqual([
      "Word bank during writing",
    ]);
  });

  it("leaves out a test's name with its initials, alone on its line", () => {
    expect(read(["", "STATE AND DISTRICT ASSESSMENTS", "Riverbend Comprehensive Achievement Test (RCAT)", "- Directions repeated"])).toEqual([
      "Word bank during writing",
      "Directions repeated",
    ]);
  });

  it("leaves out the participation decision labelled by the test's name, and reads the ticked list after it", () => {
    const facts = analyzeDocument([
      [
        "STATE AND DISTRICT ASSESSMENTS",
        "RCAT participation:  [X] RCAT with supports/accommodations  [ ] Alternate assessment",
        "Supports for the RCAT and district tests:",
        "[X] Directions repeated",
        "[X] Extra time (1.5x)",
        "[ ] Scribe",
      ].join("\n"),
    ]);
    expect(facts.accommodations.map((a) => [a.text, a.kind])).toEqual([
      ["Directions repeated", "testing"],
      ["Extra time (1.5x)", "testing"],
    ]);
  });
});

describe("a standard's code under its label card", () => {
  it.each(["4.RF.3 – Phonics and word recognition", "4.NBT.5 – Multiply whole numbers"])("%s is no objective", (code) => {
    const [goal] = analyzeDocument([
      [
        "ANNUAL GOALS",
        "Goal #1",
        "Area",
        "Reading",
        "State Standard",
        code,
        "Measurable Annual Goal",
        "Ifeoma will read 45 of 50 grade-level words with vowel teams correctly on 3 consecutive probes.",
        "Objectives",
        "1.1 By the end of the first quarter, Ifeoma will read 30 of 50 of the words correctly.",
      ].join("\n"),
    ]).goals;
    expect(goal?.objectives).toEqual(["By the end of the first quarter, Ifeoma will read 30 of 50 of the words correctly."]);
  });
});

describe("the field card right under a tab-separated grid", () => {
  it("is no wrapped cell of the grid's last row", () => {
    const { services } = analyzeDocument([
      [
        "RELATED SERVICES",
        ["Service", "Amount of Time", "Frequency", "Location"].join("\t"),
        ["Speech-language therapy", "25 minutes", "2 times per week", "Speech room"].join("\t"),
        ["Occupational therapy consultation", "15 minutes", "3 times per month", "Classroom"].join("\t"),
        "Special transportation",
        "Not needed",
      ].join("\n"),
    ]);
    expect(services.map((s) => [s.name, s.minutesPerWeek])).toEqual([
      ["Speech-language therapy", 50],
      ["Occupational therapy consultation", 11],
    ]);
  });
});

// The classes of layout fixed after round B of the eighth blind round (docs/decisions/0090-eighth-blind-round.md,
// "Fixes after round B (layouts)"), each on invented text of its own (the Quillfeather family, in no fixture).
import { describe, expect, it } from "vitest";
import { analyzeDocument } from "./index.ts";

/** The facts of a one-page document of these lines. */
const read = (...lines: string[]) => analyzeDocument([lines.join("\n")]);

describe("a service's provider written in brackets after its name", () => {
  const facts = read(
    "INDIVIDUALIZED EDUCATION PROGRAM",
    "Student: Marisol Quillfeather",
    "",
    "SPECIAL EDUCATION AND RELATED SERVICES",
    "Service (Provider)        Frequency        Duration     Location",
    "Social Work (School Social Worker)        3 x per month        20 min     Office",
    "Writing Support (Resource Teacher)        4 x per week        30 min     Resource Room",
    "Counseling (small group)        1 x per week        25 min     Office",
  );

  it("is the service's provider, not part of its name", () => {
    expect(facts.services.map((s) => [s.name, s.provider, s.minutesPerSession])).toEqual([
      ["Social Work", "School Social Worker", 20],
      ["Writing Support", "Resource Teacher", 30],
      ["Counseling (small group)", undefined, 25],
    ]);
  });
});

describe("a date's label shortened with a period", () => {
  it.each([
    ["Reeval. Due:", "reevaluation"],
    ["Triennial Eval. Due:", "reevaluation"],
  ])("%s keeps its whole label", (label, kind) => {
    const facts = read("STUDENT INFORMATION", `Case Manager:     Ms. Ida Brandt      ${label}     2/9/2027`);
    expect(facts.dates.find((d) => d.value === "2027-02-09")?.kind).toBe(kind);
  });
});

describe("an assessments grid's decisions are no accommodations", () => {
  it("a test taken without accommodations gives none", () => {
    const facts = read(
      "Statewide and District Assessments",
      "Assessment\tParticipation\tAccommodations",
      "Spring Math Benchmark\tWith accommodations\tCalculator; Small group",
      "Fall spelling inventory\tWithout accommodations",
    );
    expect(facts.accommodations.map((a) => a.text)).toEqual(["Calculator", "Small group"]);
  });

  it("a sentence that the student takes tests with accommodations, and an option answered No, are no items", () => {
    const facts = read(
      "PARTICIPATION IN STATE ASSESSMENTS",
      "Marisol will take the state reading and science tests with accommodations.",
      "Alternate assessment (portfolio): No",
      "Accommodations for state assessments:",
      "  - Large print test booklet",
      "  - Extra breaks",
    );
    expect(facts.accommodations.map((a) => a.text)).toEqual(["Large print test booklet", "Extra breaks"]);
  });
});

/** A label and its cells padded into columns, as the Word extraction prints a table's rows. */
const pad = (first: string, ...cells: string[]) => [first.padEnd(84), ...cells.map((c) => c.padEnd(Math.max(c.length + 3, 20)))].join("").trimEnd();

describe("an objectives table whose header names a Target column", () => {
  const facts = read(
    "Goal 1 — Area of Need: Spelling",
    pad("Baseline", "Marisol spells 6 of 20 grade-level words correctly on weekly lists."),
    pad("Measurable Annual Goal", "Marisol will spell 16 of 20 grade-level words correctly on 4 consecutive weekly lists."),
    pad("Short-Term Objective / Benchmark", "Criteria", "Evaluation Procedure", "Target"),
    pad("Marisol will spell words with short vowels correctly.", "9 of 10 words", "Weekly list", "January 2027"),
    pad("Marisol will spell words with vowel teams correctly.", "8 of 10 words", "Weekly list", "April 2027"),
  );

  it("reads its rows as the objectives and the header as none", () => {
    expect(facts.goals.map((g) => g.objectives)).toEqual([
      ["Marisol will spell words with short vowels correctly.", "Marisol will spell words with vowel teams correctly."],
    ]);
  });
});

describe("a services grid counted per cycle, the cycle's length said once above it", () => {
  const facts = read(
    "INDIVIDUALIZED EDUCATION PROGRAM",
    "Student: Marisol Quillfeather",
    "",
    "RELATED SERVICES   (schedule: 6-day rotating cycle, Days A–F)",
    "Service\tFrequency\tDuration\tTotal\tSetting\tProvider\tStart\tEnd",
    "Math Support\t4 x per cycle\t40 min\t160 min/cycle\tResource Room\tSpecial Educator\t2026-09-08\t2027-06-15",
    "Language Therapy\t3 x per cycle\t20 min\t60 min/cycle\tSpeech Room\tSLP\t2026-09-08\t2027-06-15",
  );

  it("reads each row's sessions per that cycle", () => {
    expect(facts.services.map((s) => [s.name, s.minutesPerSession, s.sessions, s.per, s.periodWeeks, s.minutesPerWeek])).toEqual([
      ["Math Support", 40, 4, "cycle", 1.2, 133],
      ["Language Therapy", 20, 3, "cycle", 1.2, 50],
    ]);
  });

  it("reads a cycle's length written in words", () => {
    const words = read("RELATED SERVICES (six-day cycle)", "Service\tFrequency\tDuration", "Math Support\t4 x per cycle\t40 min");
    expect(words.services.map((s) => [s.sessions, s.per, s.periodWeeks])).toEqual([[4, "cycle", 1.2]]);
  });

  it("keeps the amount as the plan writes it", () => {
    expect(facts.services.map((s) => s.amount)).toEqual(["40 min 4 x per cycle", "20 min 3 x per cycle"]);
  });
});

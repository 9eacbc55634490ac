// The last classes of layout fixed in round B of the eighth blind round (docs/decisions/0090-eighth-blind-round.md,
// "Last classes of round B (analyzer)"), each on invented text of its own (the Quillfeather family, in no fixture).
import { describe, expect, it } from "vitest";
import { analyzeDocument } from "./index.ts";

/** The facts of a one-page document of these lines. */
const read = (...lines: string[]) => analyzeDocument([lines.join("\n")]);

describe("a progress report's key listing several codes on one line", () => {
  const facts = read(
    "RIVERBEND SCHOOLS — STUDENT GOAL PROGRESS REPORT",
    "Student: Odile Quillfeather        Reporting Period: Quarter 3",
    "",
    "RATING KEY",
    "SM = Skill Mastered        OT = On Track (likely to reach the goal by the yearly review)",
    "ST = Slow Trend (unlikely to reach the goal as written)        NM = No Movement",
    "",
    "Goal #1  Spelling — 20 of 25 grade-level words in dictated sentences",
    "  Code: ST",
    "  Comments: Spelled 11 of 25 words on the last dictation.",
    "",
    "Goal #2  Fluency — 110 words per minute with 97% accuracy",
    "  Code: SM",
    "  Comments: Odile read 114 words per minute in 4 of 4 probes.",
  );

  it("gives each goal the code in its own entry, explained by the key", () => {
    const byArea = Object.fromEntries(facts.goals.map((g) => [g.area, g.progress]));
    expect(byArea["Spelling"]).toMatch(/^Slow Trend \(unlikely to reach the goal as written\) \(ST\)/);
    expect(byArea["Fluency"]).toMatch(/^Skill Mastered \(SM\)/);
    expect(facts.goals.find((g) => g.area === "Fluency")?.progressNote).toContain("114 words per minute");
  });
});

describe("a sentence that says what cycle the services follow", () => {
  it.each(["Services run on a six day cycle.", "Support runs on an eight day cycle.", "Speech runs on a nine day cycle."])("%s is no service", (sentence) => {
    const facts = read(
      "INDIVIDUALIZED EDUCATION PROGRAM",
      "Student: Odile Quillfeather",
      "",
      "SPECIAL EDUCATION AND RELATED SERVICES",
      sentence,
      "Occupational Therapy: 2 x 30 minutes per week, OT room",
    );
    expect(facts.services.map((s) => s.name)).toEqual(["Occupational Therapy"]);
  });
});

describe("a vendor export's goal title with a bracketed aside", () => {
  const facts = read(
    "ANNUAL GOALS AND BENCHMARKS",
    "",
    "Goal 1 | Math – Computation",
    "Baseline | 4 of 10 two-digit sums correct",
    "Goal | By 2027-03-01, Odile will add two-digit numbers with 90% accuracy",
    "across 3 probes.",
    "Benchmark 1 | 6 of 10 by 2026-05-15",
    "Measured by | Probes | Responsible: Teacher",
    "",
    "Goal 2 | Math – Problem Solving (Word Problems)",
    "Baseline | Solves 1 of 5 word problems",
    "Goal | By 2027-03-01, Odile will solve 4 of 5 one-step word problems in 3 of 4",
    "trials.",
    "Measured by | Probes | Responsible: Teacher",
  );

  it("is the goal's area, and the goal keeps its own text and baseline", () => {
    expect(facts.goals.map((g) => [g.number, g.area, g.description.slice(0, 15), g.baseline])).toEqual([
      ["1", "Math – Computation", "By 2027-03-01, ", "4 of 10 two-digit sums correct"],
      ["2", "Math – Problem Solving (Word Problems)", "By 2027-03-01, ", "Solves 1 of 5 word problems"],
    ]);
  });
});

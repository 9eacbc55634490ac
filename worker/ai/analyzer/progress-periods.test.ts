// A progress report whose goal marks stand in one column per reporting period (ADR 0086, "Per-period progress
// columns"), on invented text of other layouts: quarters with number codes and periods not reported yet, and
// month columns with no legend.
import { describe, expect, it } from "vitest";
import { analyzeDocument } from "./index.ts";

describe("a progress table with a column per reporting period", () => {
  it("takes the latest filled period's code, resolved through the legend, and the note after the periods", () => {
    const goals = analyzeDocument([
      [
        "QUARTERLY PROGRESS REPORT ON ANNUAL GOALS",
        "Student: Tobiah Lindqvist        Date: January 23, 2026",
        "",
        "Progress codes:",
        "4 - Goal met",
        "3 - Adequate progress",
        "2 - Some progress",
        "1 - No progress",
        "",
        "Goal No.  Goal Area            Q1   Q2   Q3   Q4   Comments",
        "1.        Phonics              2    3              Decodes CVCe words at 80%",
        "2.        Self-Regulation      1    1              Uses a calm-down card when prompted",
        "3.        Number Sense         3    4              Counts to 120 by ones and tens",
      ].join("\n"),
    ]).goals;
    expect(goals.map((g) => [g.number, g.area, g.progress, g.progressNote])).toEqual([
      ["1", "Phonics", "Adequate progress (3)", "Decodes CVCe words at 80%"],
      ["2", "Self-Regulation", "No progress (1)", "Uses a calm-down card when prompted"],
      ["3", "Number Sense", "Goal met (4)", "Counts to 120 by ones and tens"],
    ]);
  });

  it("reads month columns from a piped table with no legend, keeping the code as written", () => {
    const goals = analyzeDocument([
      [
        "IEP GOAL PROGRESS REPORT",
        "Student: Odalys Ferreira",
        "",
        "Goal | Nov | Feb | May",
        "Goal 1 Pragmatic Language | IP | IP | M",
        "Goal 2 Fine Motor | IP | IP | ",
      ].join("\n"),
    ]).goals;
    expect(goals.map((g) => [g.area, g.progress])).toEqual([
      ["Pragmatic Language", "M"],
      ["Fine Motor", "IP"],
    ]);
  });
});

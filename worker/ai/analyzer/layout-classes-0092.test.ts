// The classes of layout fixed after round A of the ninth blind round (docs/decisions/0092-ninth-blind-round.md),
// each on invented text of its own (the Okonjo family, in no fixture): a period's total in four digits, a
// date with an aside in brackets under its label, and objectives written one sentence after another in one
// cell.
import { describe, expect, it } from "vitest";
import { analyzeDocument } from "./index.ts";

const at = (cells: string[], starts: number[]) => cells.reduce((line, cell, i) => line.padEnd(starts[i] ?? 0) + cell, "").trimEnd();
const GRID = [0, 30, 44, 62];

describe("a service's total for a period longer than a week, in four digits", () => {
  it.each([
    ["1620 min", "per quarter", 180],
    ["1,620 minutes", "per quarter", 180],
    ["1800 minutes", "per year", 50],
  ])("%s %s", (amount, period, weekly) => {
    const [svc] = analyzeDocument([
      [
        "SPECIAL EDUCATION AND RELATED SERVICES",
        at(["Service", "Amount", "Frequency", "Location"], GRID),
        at(["Resource Mathematics", amount, period, "Learning center"], GRID),
      ].join("\n"),
    ]).services;
    expect(svc?.name).toBe("Resource Mathematics");
    expect(svc?.minutesPerWeek).toBe(weekly);
  });
});

describe("a date under its label with an aside in brackets", () => {
  it("takes the label's kind", () => {
    const dates = analyzeDocument(["Student Profile\nDate of Birth\n03/17/2012 (Age 13)\nMeeting Date\n10/02/2025"]).dates;
    expect(dates.find((d) => d.value === "2012-03-17")?.kind).toBe("birth");
  });

  it("is no date of its own kind when the brackets hold more than an aside", () => {
    const dates = analyzeDocument(["Student Profile\nDate of Birth\n03/17/2012 (the family reported a different date at enrollment)"]).dates;
    expect(dates.find((d) => d.value === "2012-03-17")?.kind).not.toBe("birth");
  });
});

/** The first goal of a Word table whose Benchmarks cell holds the given text. */
const goal = (benchmarks: string) =>
  analyzeDocument([
    [
      "MEASURABLE ANNUAL GOALS",
      "Area of Need\tMathematics",
      "Goal\tBy June 2026, Amara will solve two-step word problems with 80% accuracy on 4 of 5 probes.",
      `Benchmarks\t${benchmarks}`,
    ].join("\n"),
  ]).goals[0];

describe("objectives written one sentence after another in one cell", () => {
  it("reads each measured sentence as an objective", () => {
    expect(goal("By January 2026, Amara will solve one-step word problems with 80% accuracy. By April 2026, Amara will solve two-step problems with 70% accuracy.")?.objectives).toEqual([
      "By January 2026, Amara will solve one-step word problems with 80% accuracy.",
      "By April 2026, Amara will solve two-step problems with 70% accuracy.",
    ]);
  });

  it("keeps a sentence that measures nothing with the objective before it", () => {
    expect(goal("By January 2026, Amara will solve one-step word problems with 80% accuracy. Her teacher will chart the probes.")?.objectives).toHaveLength(1);
  });
});

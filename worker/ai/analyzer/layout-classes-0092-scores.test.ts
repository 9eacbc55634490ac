// Classes of layout fixed after round A of the ninth blind round (docs/decisions/0092-ninth-blind-round.md), each on
// invented text of its own (the Marrowfield family, in no fixture).
import { describe, expect, it } from "vitest";
import { analyzeDocument } from "./index.ts";

/** The facts of a one-page document of these lines. */
const read = (...lines: string[]) => analyzeDocument([lines.join("\n")]);

describe("a score table of one test, named on the line above its header", () => {
  const facts = read(
    "NORTHGATE COOPERATIVE — OCCUPATIONAL THERAPY EVALUATION",
    "Student: Tobiah Marrowfield        Date of Report: 03/11/2026",
    "",
    "VISUAL-MOTOR INTEGRATION",
    "Beery-Buktenica Developmental Test of Visual-Motor Integration, 6th Edition (Beery VMI)",
    "Standard Score    Percentile    Range",
    "78                7             Low",
    "Tobiah copied 14 of 24 forms before his first error.",
    "",
    "FINE MOTOR",
    "Subtest                    Scaled Score   Percentile",
    "Fine Motor Precision       6              9",
    "Manual Dexterity           8              25",
  );

  it("gives the row of numbers the test named above the header", () => {
    const vmi = facts.evaluation?.scores.find((s) => /Beery/.test(s.test));
    expect(vmi?.score).toBe("78, 7, Low");
    expect(vmi?.test).toMatch(/^Beery-Buktenica Developmental Test of Visual-Motor Integration/);
  });

  it("keeps reading a table whose rows name their tests", () => {
    expect((facts.evaluation?.scores ?? []).map((s) => s.test)).toEqual(expect.arrayContaining(["Fine Motor Precision", "Manual Dexterity"]));
    expect((facts.evaluation?.scores ?? []).some((s) => /copied/.test(s.test))).toBe(false);
  });
});

describe("a progress key whose title names its district in brackets", () => {
  const facts = read(
    "NORTHGATE COOPERATIVE — QUARTERLY GOAL PROGRESS",
    "Student: Tobiah Marrowfield        Quarter: 2",
    "",
    "PROGRESS KEY (Northgate Cooperative)",
    "3 = Goal achieved",
    "2 = Steady progress toward the goal",
    "1 = Little progress",
    "",
    "Goal  Area           Target                 Current level          Code",
    "1     Handwriting    3 legible sentences    2 legible sentences    1",
    "2     Keyboarding    20 words per minute    21 words per minute    3",
  );

  it("explains each goal's code by that key", () => {
    expect(facts.goals.find((g) => g.area === "Handwriting")?.progress).toMatch(/^Little progress \(1\)/);
    expect(facts.goals.find((g) => g.area === "Keyboarding")?.progress).toMatch(/^Goal achieved \(3\)/);
  });
});

// Goal layouts of round B of ADR 0092 (chat classes: goals matched across plans), on invented text: a goals
// heading in capitals with a labelled note set to its right, and goals opened by their number and their area in
// capitals ("#2  SPELLING", "3. SOCIAL SKILLS") with "Baseline:" and "Goal:" lines below.
import { describe, expect, it } from "vitest";
import { analyzeDocument } from "./index.ts";

describe("goals opened by a number and an area in capitals, under a heading with a note beside it", () => {
  it.each([
    ["#1  ", "#2  "],
    ["1. ", "2. "],
  ])("%s", (one, two) => {
    const facts = analyzeDocument([
      [
        "PRESENT LEVELS",
        "Spelling: Noor spells 6 of 20 unit words.",
        "",
        "MEASURABLE GOALS                                   Reported: each quarter",
        `${one}SPELLING`,
        "    Baseline: 6 of 20 unit words spelled correctly.",
        "    Goal: By 2027-05-01, Noor will spell 16 of 20 unit words correctly on weekly tests.",
        `${two}SOCIAL SKILLS`,
        "    Baseline: Joins a group game with 3 prompts.",
        "    Goal: By 2027-05-01, Noor will join a group game at recess without a prompt on 4 of 5 days.",
      ].join("\n"),
    ]);
    expect(facts.goals.map((g) => [g.number, g.area, g.baseline])).toEqual([
      ["1", "Spelling", "6 of 20 unit words spelled correctly"],
      ["2", "Social Skills", "Joins a group game with 3 prompts"],
    ]);
    expect(facts.goals[1]?.description).toContain("without a prompt on 4 of 5 days");
  });
});

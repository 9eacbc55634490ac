// The classes of layout fixed after the seventh blind round (docs/decisions/0086-seventh-blind-round.md),
// each on invented text of its own (the Vartanian family, in no fixture): a baseline under whatever
// label a form gives the goal's present level, a goal's field printed as a card (label on one line, value
// on the next), a grid's column named in words the vocabulary does not know, and a lone "X" as a mark.
import { describe, expect, it } from "vitest";
import { analyzeDocument } from "./index.ts";

describe("a baseline under whatever label a form gives the present level", () => {
  it.each(["Present Level / Baseline", "Baseline / Present Performance", "Current Performance / Baseline Data"])("%s: value", (label) => {
    const [goal] = analyzeDocument([
      [
        "Annual Goals",
        "Goal 1   Area: Spelling",
        `${label}: Thaddeus spells 6 of 20 grade-level words correctly on weekly lists.`,
        "Annual Goal: Thaddeus will spell 16 of 20 grade-level words correctly on weekly lists.",
      ].join("\n"),
    ]).goals;
    expect(goal?.baseline).toBe("Thaddeus spells 6 of 20 grade-level words correctly on weekly lists");
    expect(goal?.criterion).toBe("16 of 20 grade-level words correctly on weekly lists");
  });

  it("reads it from a Word table's label cell, whatever the figure (a count per week)", () => {
    const [goal] = analyzeDocument([
      [
        "Annual Goals",
        "Goal 1 - Goal Area: Coping",
        "Present Level / Baseline\tThaddeus tears up his worksheet about 3 times per week when a task looks long.",
        "Measurable Annual Goal\tThaddeus will ask for a break card instead, tearing up a worksheet no more than once in 4 consecutive weeks.",
      ].join("\n"),
    ]).goals;
    expect(goal?.baseline).toBe("Thaddeus tears up his worksheet about 3 times per week when a task looks long");
  });

  it("is not a combination of two different fields", () => {
    const [goal] = analyzeDocument([
      [
        "Annual Goals",
        "Goal 1   Area: Spelling",
        "Annual Goal: Thaddeus will spell 16 of 20 grade-level words correctly on weekly lists.",
        "Schedule / Baseline: weekly spelling probes",
      ].join("\n"),
    ]).goals;
    expect(goal?.baseline).toBeUndefined();
  });

  it("links the present levels' figure about passages and inferences to a reading goal", () => {
    const [goal] = analyzeDocument([
      [
        "PRESENT LEVELS OF ACADEMIC ACHIEVEMENT",
        "Thaddeus likes to talk about the stories he hears. On third grade passages he answers 4 of 10 inference questions. He adds within 20 with 90% accuracy.",
        "",
        "ANNUAL GOALS",
        "Goal 1   Area: Reading Comprehension",
        "Thaddeus will answer inference questions about third grade texts correctly on 8 of 10 questions.",
      ].join("\n"),
    ]).goals;
    expect(goal?.baseline).toBe("On third grade passages he answers 4 of 10 inference questions");
  });
});

const card = (area: string) =>
  [
    "Annual Goal 1 of 1",
    "Goal Area",
    area,
    "Present Level / Baseline",
    "Thaddeus starts a conversation with a classmate in 1 of 6 lunch periods.",
    "Measurable Annual Goal",
    "Thaddeus will start a conversation with a classmate in 5 of 6 lunch periods for 4 consecutive weeks.",
    "Benchmarks / Short-Term Objectives",
    "None - Thaddeus takes the general state test.",
  ].join("\n");

describe("a goal printed as field cards: each label on its line, its value on the next", () => {
  it.each(["Social Skills (Transition)", "Peer Relationships (Related to Behavior)", "Communication"])("keeps the value %s under its label", (area) => {
    const [goal] = analyzeDocument([`Measurable Annual Goals\n${card(area)}`]).goals;
    expect(goal?.area).toBe(area);
    expect(goal?.areaInferred).toBeUndefined();
    expect(goal?.baseline).toBe("Thaddeus starts a conversation with a classmate in 1 of 6 lunch periods");
    expect(goal?.objectives).toEqual([]);
  });

  it("still ends the goal at a title in capitals", () => {
    const facts = analyzeDocument([
      [
        "Measurable Annual Goals",
        "Annual Goal 1 of 1",
        "Goal Area",
        "Spelling",
        "Measurable Annual Goal",
        "Thaddeus will spell 16 of 20 grade-level words correctly on weekly lists.",
        "Evaluation Method",
        "TRANSITION SERVICES",
        "Thaddeus will tour the middle school in May.",
      ].join("\n"),
    ]);
    expect(facts.goals.map((g) => [g.area, g.measurement])).toEqual([["Spelling", undefined]]);
  });
});

// Layout edges found by the second blind family (ADR 0066), each on a document of its own: a field line
// that runs to the margin, progress codes next to each goal's name, a recommendations list with prose
// around it.
import { describe, expect, it } from "vitest";
import { analyzeDocument } from "./index.ts";

describe("layout edges", () => {
  it("keeps a goal statement that follows a one-line baseline running to the margin", () => {
    const facts = analyzeDocument([
      `MEASURABLE ANNUAL GOALS
Goal 1   Area: Written Expression
Baseline: Ana writes three related sentences on a given topic without a graphic organizer in class.
By May 2027, Ana will write a five-sentence paragraph with a topic sentence in 4 of 5 samples.
Goal 2   Area: Self-Regulation
Baseline: During transitions between classes, Ana needs three or more adult prompts to begin a task.
By May 2027, Ana will begin a task within two minutes of a transition with one prompt in 4 of 5 days.`,
    ]);
    expect(facts.goals.map((g) => [g.area, g.description.slice(0, 30)])).toEqual([
      ["Written Expression", "By May 2027, Ana will write a "],
      ["Self-Regulation", "By May 2027, Ana will begin a "],
    ]);
    expect(facts.goals[1]?.baseline).toMatch(/^During transitions between classes/);
  });

  it("reads a progress report's codes next to each goal's name through its legend", () => {
    const facts = analyzeDocument([
      `PROGRESS REPORT ON ANNUAL GOALS
Student: Ana Ruiz-Pell     Reporting Period: September 2, 2026 to December 18, 2026
Key: M = Mastered; S = Sufficient Progress; L = Limited Progress
Goal 1 Written Expression — S (Sufficient Progress). Ana wrote a five-sentence paragraph in 3 of 5 samples and now uses a topic sentence.
Goal 2 Self-Regulation — L (Limited Progress). Ana began tasks after one prompt on 1 of 5 days.`,
    ]);
    expect(facts.documentType.value).toBe("Progress Report");
    expect(facts.goals.map((g) => [g.area, g.progress])).toEqual([
      ["Written Expression", "Sufficient Progress (S)"],
      ["Self-Regulation", "Limited Progress (L)"],
    ]);
  });

  it("takes a recommendations section's numbered items, not the prose that leads into them", () => {
    const facts = analyzeDocument([
      `PSYCHOLOGICAL EVALUATION
Student: Ana Ruiz-Pell     Date of Evaluation: 10/02/2026
SUMMARY AND RECOMMENDATIONS
Ana meets criteria for a specific learning disability in written expression.
The team should consider the following:
1. Provide direct instruction in sentence and paragraph writing.
2. Allow speech-to-text for written assignments longer than a paragraph.`,
    ]);
    expect(facts.evaluation?.recommendations.map((r) => r.text)).toEqual([
      "Provide direct instruction in sentence and paragraph writing",
      "Allow speech-to-text for written assignments longer than a paragraph",
    ]);
  });
});

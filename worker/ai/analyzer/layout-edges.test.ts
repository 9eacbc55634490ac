// Layout edges found by the blind families (ADRs 0066 and 0067), each on a document of its own: a field line
// that runs to the margin, progress codes next to each goal's name, a recommendations list with prose
// around it; dot leaders, bar-separated export rows, row tags, a table's title with no blank line above it.
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

  it("reads a score row whose name and value are joined by a dot leader", () => {
    const facts = analyzeDocument([
      `PSYCHOLOGICAL EVALUATION REPORT
Student: Theo Brandvold     Date of Evaluation: 09/14/2026
RESULTS
Verbal Comprehension Index ........ 95    37th percentile    Average
Visual Spatial Index .............. 71    3rd percentile     Very Low`,
    ]);
    expect(facts.evaluation?.scores.map((s) => [s.test, s.score])).toEqual([
      ["Verbal Comprehension Index", "95, 37th percentile, Average"],
      ["Visual Spatial Index", "71, 3rd percentile, Very Low"],
    ]);
  });

  it("reads an amendment's change whose label stands alone above the form's row", () => {
    const facts = analyzeDocument([
      `IEP AMENDMENT
Student: Theo Brandvold     Date of Amendment: 01/20/2027
Service added:
Physical Therapy     Individual     2 times weekly     20 minutes     Gym
All other parts of the IEP remain the same.`,
    ]);
    expect(facts.services.map((s) => [s.name, s.minutesPerWeek, s.amended])).toEqual([["Physical Therapy", 40, true]]);
  });

  it("reads a section name right above a table's header row as the table's title, not the row above wrapping", () => {
    const facts = analyzeDocument([
      `ACCOMMODATIONS
Accommodation                          Frequency      Location
Graphic organizers for writing         Daily          English and history
Breaks after 20 minutes of work        As needed      All classes
Testing Accommodations
Testing Accommodation                  Conditions     Notes
Questions read aloud                   All tests      Except reading tests
Answers recorded by a scribe           Written tests  State tests too`,
    ]);
    expect(facts.accommodations.map((a) => [a.text, a.kind])).toEqual([
      ["Graphic organizers for writing", "classroom"],
      ["Breaks after 20 minutes of work", "classroom"],
      ["Questions read aloud", "testing"],
      ["Answers recorded by a scribe", "testing"],
    ]);
  });

  it("reads an export's service grid with a row-number column and a 'Freq' column, and a sentence under it as prose", () => {
    const facts = analyzeDocument([
      `SERVICES
No.  Service                   Freq  Per    Min  Location
1    Reading Intervention      4     Week   25   Resource Room
2    Physical Therapy          1     Week   45   Gym
Theo's physical therapy sessions take place on Thursday mornings with Ms. Ada Quist.`,
    ]);
    expect(facts.services.map((s) => [s.name, s.minutesPerWeek])).toEqual([
      ["Reading Intervention", 100],
      ["Physical Therapy", 45],
    ]);
  });

  it("reads '12-month services' as the extended school year decision", () => {
    const no = analyzeDocument([`INDIVIDUALIZED EDUCATION PROGRAM
Student: Theo Brandvold
Theo is not eligible for 12-month special services.`]);
    expect(no.extendedSchoolYear?.value).toBe("no");
  });

  it("reads goals whose rows are tagged '[G1] Domain: …', with the baseline before the goal", () => {
    const facts = analyzeDocument([
      `ANNUAL GOALS
[G1] Domain: Self-Advocacy
     Baseline: Theo asks for help in 1 of 5 observed opportunities.
     Goal: Theo will ask for help when stuck in 4 of 5 observed opportunities.
[G2] Domain: Spelling
     Baseline: Theo spells 6 of 20 grade-level words correctly.
     Goal: Theo will spell 15 of 20 grade-level words correctly.`,
    ]);
    expect(facts.goals.map((g) => [g.area, g.baseline])).toEqual([
      ["Self-Advocacy", "Theo asks for help in 1 of 5 observed opportunities"],
      ["Spelling", "Theo spells 6 of 20 grade-level words correctly"],
    ]);
  });

  it("reads a goal table whose area names stand alone between rows, with a baseline under each row", () => {
    const facts = analyzeDocument([
      `MEASURABLE ANNUAL GOALS
Annual Goal                                        Criteria          Method           Schedule
Self-Advocacy
Theo will ask for help when he is stuck on a task  4 of 5 chances    Observation      Monthly
Baseline: Theo asks for help in 1 of 5 chances.
Spelling
Theo will spell grade-level words correctly        15 of 20 words    Spelling tests   Weekly
Baseline: Theo spells 6 of 20 words correctly.`,
    ]);
    expect(facts.goals.map((g) => [g.area, g.baseline])).toEqual([
      ["Self-Advocacy", "Theo asks for help in 1 of 5 chances"],
      ["Spelling", "Theo spells 6 of 20 words correctly"],
    ]);
  });

  it("reads a progress report that names each goal by its area and code, with no 'Goal' label", () => {
    const facts = analyzeDocument([
      `PROGRESS REPORT ON IEP GOALS
Student: Theo Brandvold     Report date: 02/06/2027
Codes: M = Mastered; E = Emerging; NP = No Progress
Self-Advocacy — E (Emerging). Theo asked for help twice this quarter.
Spelling — M (Mastered). 16 of 20 words on the last test.`,
    ]);
    expect(facts.goals.map((g) => [g.area, g.progress, g.progressNote])).toEqual([
      ["Self-Advocacy", "Emerging (E)", "Theo asked for help twice this quarter"],
      ["Spelling", "Mastered (M)", "16 of 20 words on the last test"],
    ]);
  });

  it("keeps the accommodation of an export's row whose columns are set off by bars", () => {
    const facts = analyzeDocument([
      `ACCOMMODATIONS
- Audio books for novels | Daily | English class
- Use of a word processor | As needed | All classes`,
    ]);
    expect(facts.accommodations.map((a) => a.text)).toEqual(["Audio books for novels", "Use of a word processor"]);
  });
});

// Accommodation grids laid out as the ADR 0085 round found them, on documents of our own: a type column before
// the accommodation, and an accommodations grid printed under a services section.
import { describe, expect, it } from "vitest";
import { analyzeDocument } from "./index.ts";

describe("accommodation grids", () => {
  it("reads the accommodation from the second column when the first is each row's type", () => {
    const facts = analyzeDocument([
      `ACCOMMODATIONS / MODIFICATIONS
Type	Description	Location	Frequency
Instructional	Copy of teacher notes before each lesson	Science, history	Daily
Modification	Shortened homework (odd problems only)	Math	Nightly
Testing	Test read aloud except reading comprehension	All assessments	All tests`,
    ]);
    expect(facts.accommodations.map((a) => [a.kind, a.text])).toEqual([
      ["classroom", "Copy of teacher notes before each lesson"],
      ["classroom", "Shortened homework (odd problems only)"],
      ["testing", "Test read aloud except reading comprehension"],
    ]);
  });

  it("reads an accommodations grid that follows the services table in the same section", () => {
    const facts = analyzeDocument([
      `PART 4 – SERVICES AND SUPPLEMENTARY AIDS
Service	Amount	Location	Begin	End
Physical therapy	30 minutes, 2 times per month	Gym	09/02/2026	06/10/2027

Accommodations and modifications	Where / when
Elevator pass between floors	All day
Extra set of textbooks at home	All classes

PART 5 – TRANSITION`,
    ]);
    expect(facts.accommodations.map((a) => a.text)).toEqual(["Elevator pass between floors", "Extra set of textbooks at home"]);
  });
});

describe("a two-column grid whose first column is the type in brackets (ADR 0086)", () => {
  it("reads the second column as the accommodation and the bracketed type as its kind", () => {
    const facts = analyzeDocument([
      `INDIVIDUALIZED EDUCATION PROGRAM
Student: Pim Aalders     Meeting Date: 2026-01-14

ACCOMMODATIONS
[Instructional]\tChecklist for multi-step tasks
[Assessment]\tRead-aloud of math test items
[Classroom]\tNoise-reducing headphones during independent work

PLACEMENT
Percent of time inside regular class:\t90%`,
    ]);
    expect(facts.accommodations.map((a) => [a.text, a.kind])).toEqual([
      ["Checklist for multi-step tasks", "classroom"],
      ["Read-aloud of math test items", "testing"],
      ["Noise-reducing headphones during independent work", "classroom"],
    ]);
  });
});

// ADR 0086, fixes after round B, second pass: a test's participation choices on one line with the testing
// accommodations listed under it as bullets, and an item written as no longer given.
describe("a participation checklist line with its testing accommodations below it", () => {
  it.each([
    "Statewide Reading Exam (SRE):  [ ] standard   [X] with accommodations   [ ] alternate",
    "District benchmark tests: ☐ without accommodations ☒ with accommodations",
  ])("%s: one accommodation per bullet, the choice none", (line) => {
    const facts = analyzeDocument([
      `ASSESSMENT PARTICIPATION\n${line}\n  • Frequent breaks during testing\n  • Answers dictated to a scribe\n  • Test administered in a small group`,
    ]);
    expect(facts.accommodations.map((a) => [a.kind, a.text])).toEqual([
      ["testing", "Frequent breaks during testing"],
      ["testing", "Answers dictated to a scribe"],
      ["testing", "Test administered in a small group"],
    ]);
  });

  it.each(["Discontinued: answers dictated to a scribe. The team agreed Ivo now writes his own answers.", "No longer provided: answers dictated to a scribe"])(
    "an item written as no longer given, and the sentence after it, are none: %s",
    (line) => {
      const facts = analyzeDocument([`TESTING ACCOMMODATIONS\n- Frequent breaks during testing\n${line}`]);
      expect(facts.accommodations.map((a) => a.text)).toEqual(["Frequent breaks during testing"]);
    },
  );
});

// The classes of layout fixed after round A of the eighth blind round (docs/decisions/0090-eighth-blind-round.md,
// "Fixes after round A (layouts)"), each on invented text of its own (the Thistlewood family, in no fixture).
import { describe, expect, it } from "vitest";
import { analyzeDocument } from "./index.ts";

/** Cells padded into columns, as the Word extraction prints a table's rows. */
const row = (...cells: string[]) => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(Math.max(c.length + 3, 34)))).join("");

describe("a services grid's part for school personnel, set off by blank lines with its own header", () => {
  const facts = analyzeDocument([
    [
      "INDIVIDUALIZED EDUCATION PROGRAM",
      "Student: Oren Thistlewood",
      "",
      "Services",
      "",
      "Direct Services",
      "",
      row("Service", "Frequency", "Duration", "Location", "Start", "End"),
      row("Resource room reading", "4 times per 6-day cycle", "45 minutes", "Special Education", "09/08/2026", "06/18/2027"),
      "",
      "Supports for School Personnel",
      "",
      row("Support", "Frequency", "Duration", "Location", "Start", "End"),
      row("Reading specialist consults with the science teacher", "2 times per month", "15 minutes", "General Education", "09/08/2026", "06/18/2027"),
      row("Behavior analyst check-in with the team", "Once per quarter", "40 minutes", "General Education", "09/08/2026", "06/18/2027"),
      "",
      "Days rotate on a six-day schedule; each block lasts 45 minutes.",
      "",
      "Accommodations",
      "- Audio version of science readings",
    ].join("\n"),
  ]);

  it("reads its rows as services with their time", () => {
    expect(facts.services.map((s) => [s.name, s.minutesPerSession, s.minutesPerWeek])).toEqual([
      ["Resource room reading", 45, 150],
      ["Reading specialist consults with the science teacher", 15, 8],
      ["Behavior analyst check-in with the team", 40, 4],
    ]);
  });

  it("reads neither its rows nor the note on the school's schedule as accommodations", () => {
    expect(facts.accommodations.map((a) => a.text)).toEqual(["Audio version of science readings"]);
  });
});

describe("a Word table row padded with a long run of spaces after a goal's label", () => {
  it("is read in linear time", () => {
    const page = Array.from({ length: 10 }, (_, k) => [`Goal ${k + 1}${" ".repeat(150)}Area of Need: Spelling`, `Annual Goal${" ".repeat(260)}Oren will spell 18 of 20 words correctly.`, ""].join("\n")).join("\n");
    const started = performance.now();
    analyzeDocument([page]);
    // Four "\s*" in a row around optional parts tried every split of the run: seconds before (ADR 0090).
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe("a date's kind from its own label", () => {
  it.each(["Three Year Evaluation Date", "3-Year Reevaluation Due", "Three-Year Assessment Date"])("%s is the reevaluation", (label) => {
    const { dates } = analyzeDocument([["INDIVIDUALIZED EDUCATION PROGRAM", "Student: Oren Thistlewood", label, "10/05/2028", "", "IEP Meeting Date", "10/06/2025"].join("\n")]);
    expect(dates.find((d) => d.value === "2028-10-05")?.kind).toBe("reevaluation");
  });
});

describe("a testing decision and a lead-in beside a testing list", () => {
  it("are no accommodations", () => {
    const { accommodations } = analyzeDocument([
      [
        "INDIVIDUALIZED EDUCATION PROGRAM",
        "State and District-Wide Assessments",
        "Kindergarten: no state test administration this year. Classroom benchmark checks (letters and numbers) with these supports:",
        "- Directions repeated",
        "- Breaks between sections",
      ].join("\n"),
    ]);
    expect(accommodations.map((a) => [a.text, a.kind])).toEqual([
      ["Directions repeated", "testing"],
      ["Breaks between sections", "testing"],
    ]);
  });
});

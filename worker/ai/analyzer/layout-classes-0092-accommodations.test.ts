// Classes of accommodation layout fixed after round A of the ninth blind round (docs/decisions/0092-ninth-blind-round.md,
// "Fixes after round A (chat)"), each on invented text of its own (the Ostrander family, in no fixture).
import { describe, expect, it } from "vitest";
import { analyzeDocument } from "./index.ts";

/** The facts of a one-page document of these lines. */
const read = (...lines: string[]) => analyzeDocument([lines.join("\n")]);

describe("a heading that names the child's supports first and the staff's after a slash", () => {
  it.each([
    "SUPPORTS AND MODIFICATIONS FOR THE CHILD / SUPPORTS FOR STAFF",
    "Accommodations for the Student / Supports for School Personnel",
  ])("%s heads the child's list", (heading) => {
    const facts = read(
      "EARLY CHILDHOOD INDIVIDUALIZED EDUCATION PROGRAM",
      "Child: Wren Ostrander",
      "",
      heading,
      "- Sand timer before each transition",
      "- Textured seat cushion at group time",
      "SUPPORTS FOR STAFF: The OT coaches classroom staff on seating twice a month.",
      "",
      "ASSESSMENTS: Not applicable (pre-kindergarten).",
    );
    expect(facts.accommodations.map((a) => a.text)).toEqual(["Sand timer before each transition", "Textured seat cushion at group time"]);
  });
});

describe("a grid's setting column that says where an accommodation applies", () => {
  const facts = read(
    "INDIVIDUALIZED EDUCATION PROGRAM",
    "Student: Wren Ostrander",
    "",
    "ACCOMMODATIONS",
    "Accommodation\tWhere Used\tHow Often",
    "Graphic organizer for essays\tClassroom\tDaily",
    "Oral reading of questions\tClassroom; Assessment\tAs needed",
    "Answers dictated to an adult\tAssessment\tState tests",
    "Use of a word list\tDistrict and state tests\tAll sessions",
  );
  const kind = (start: string) => facts.accommodations.find((a) => a.text.startsWith(start))?.kind;

  it("is testing when the row names only tests", () => {
    expect(kind("Answers dictated")).toBe("testing");
    expect(kind("Use of a word list")).toBe("testing");
  });

  it("stays the classroom's when the row names the classroom too", () => {
    expect(kind("Graphic organizer")).toBe("classroom");
    expect(kind("Oral reading")).toBe("classroom");
  });
});

describe("a note that an earlier plan's accommodation is not continued", () => {
  it("is no accommodation of this plan, nor is the goal its wrapped tail names", () => {
    const facts = read(
      "INDIVIDUALIZED EDUCATION PROGRAM",
      "Student: Wren Ostrander",
      "",
      "TESTING ACCOMMODATIONS",
      "  - Separate room",
      "  - Breaks every 30 minutes",
      "The calculator allowed in the Idaho plan will not be continued, so Wren practises the facts named in",
      "Goal 3.",
    );
    expect(facts.accommodations.map((a) => a.text)).toEqual(["Separate room", "Breaks every 30 minutes"]);
  });
});

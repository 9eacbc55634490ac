// The classes of the blind round of ADR 0085, on an invented family in other words than that round's: a state
// form's row of meeting kinds with an empty Amendment box (the IEP is the annual one, not an amendment), an
// accommodations grid with a type column and one printed under the services section (so what was added and
// taken away is found), a removal verb split by its object ("take anything away"), ESY dates on a line with
// column gaps and its reason labelled "Rationale" (not an evaluation's reason), a progress code with a slash
// ("N/S") read through the report's key for "have they begun", and a named case manager the parent believes still serves.
import { describe, expect, it } from "vitest";
import { answerFromRecord } from "./answer.ts";
import { plainText, prepareFamily } from "./evaluate.ts";
import { relatedWords } from "./question.ts";
import type { Family } from "./fixtures/types.ts";

const family: Family = {
  name: "form-kinds",
  child: "Ivo",
  documents: [
    {
      title: "Ivo IEP 2025 export",
      documentType: "IEP",
      schoolYear: "2024-2025",
      uploadedAt: "2026-09-01T10:00:00Z",
      pages: [
        `INDIVIDUALIZED EDUCATION PROGRAM
Meeting Date: 2025-09-22          Annual Review Due: 2026-09-21
Case Manager: Ms. Petra Oyelaran, Resource Teacher

SERVICES
Service	Location	Min/Wk	Start	End
Specialized Instruction - Math	Resource Room	100	2025-09-23	2026-09-21

ACCOMMODATIONS / MODIFICATIONS
Type	Description	Location	Frequency
Instructional	Copy of class notes	All classes	Daily
Modification	Fewer problems on each worksheet	Math	Daily
Testing	Separate quiet room for tests	All tests	All tests
Testing	Math test items read aloud	All tests	All tests

EXTENDED SCHOOL YEAR: Not eligible`,
      ],
    },
    {
      title: "Ivo IEP 2026 state form",
      documentType: "IEP",
      schoolYear: "2025-2026",
      uploadedAt: "2026-09-01T10:05:00Z",
      pages: [
        `INDIVIDUALIZED EDUCATION PROGRAM – ANNUAL
[ ] Initial   [X] Annual   [ ] Amendment   [ ] Interim

Meeting Date: 09/14/2026          IEP Begins: 09/15/2026          IEP Ends: 09/13/2027
Case Manager: Mr. Anton Kozak, Special Educator

PART 5 – SERVICES AND SUPPLEMENTARY AIDS
Service	Amount	Location	Provider	Begin	End
Specialized instruction – math	40 minutes, 4 times per week	Resource room	Special educator	09/15/2026	09/13/2027

Supplementary aids and accommodations	Frequency / setting
Copy of class notes	Daily, all classes
Fidget tool at his desk	Daily
Separate quiet room (counselor's office) for tests	All tests

PART 6 – EXTENDED SCHOOL YEAR
ESY needed:    [X] Yes    [ ] No
ESY service: Math instruction, 45 minutes, 2 days per week, 07/06/2027 – 07/30/2027, Cedar Hill School
Rationale: Ivo lost most of his multiplication facts over the long holiday and needed 5 weeks to relearn them.`,
      ],
    },
    {
      title: "Ivo reevaluation report",
      documentType: "Evaluation",
      schoolYear: "2025-2026",
      uploadedAt: "2026-09-01T10:07:00Z",
      pages: [
        `PSYCHOEDUCATIONAL REEVALUATION
Date of Report: 08/20/2026
Reason for evaluation: Scheduled three-year review.
Math calculation standard score: 78.`,
      ],
    },
    {
      title: "Ivo goal report first quarter",
      documentType: "Progress Report",
      schoolYear: "2026-2027",
      uploadedAt: "2026-12-01T10:00:00Z",
      pages: [
        `IEP GOAL PROGRESS REPORT          Date Sent: 11/20/2026
STATUS KEY
3 - Sufficient progress
2 - Some progress
N/S - Not started during this period

Goal	Area	Status	Notes
1	Math Calculation	3	Multiplies two-digit numbers with 80% accuracy.
2	Organization	N/S	Planner routine begins after winter break.`,
      ],
    },
  ],
  questions: [],
};

describe("form kinds, accommodation grids, ESY lines and a still-serving case manager (ADR 0085)", () => {
  const { record, passages } = prepareFamily(family, "2026-10-01");
  const ask = (q: string) => plainText(answerFromRecord(record, q, passages, family.child).text).slice(0, 300);

  it("takes the annual IEP whose kind row has an empty Amendment box as the current IEP", () => {
    expect(ask("how much math help does he get now")).toContain("160");
  });

  it("lists accommodations taken away and added from grids with a type column and under services", () => {
    const gone = ask("did the school take anything away from his accomodations this year");
    expect(gone).toContain("Fewer problems");
    expect(gone).toContain("read aloud");
    // Reworded in the new IEP ("Separate quiet room (counselor's office)"), it is kept, not taken away.
    expect(gone).not.toContain("quiet room");
    expect(ask("what accommodations are new this year")).toContain("Fidget");
  });

  it("gives ESY's dates and its labelled rationale", () => {
    expect(ask("when is his summer program")).toContain("July 6, 2027");
    expect(ask("how come he needs summer school")).toContain("multiplication facts");
  });

  it("says a goal the report marks not started with its legend's words", () => {
    expect(ask("have they begun working on his organization goal")).toContain("Not started");
  });

  it("corrects a former case manager the parent believes still serves", () => {
    const still = ask("his case manager is still ms oyelaran right");
    expect(still).toMatch(/^No\b/);
    expect(still).toContain("Kozak");
    // Retrieval's second search looks for the role without the claimed name, so the page naming who holds it now is found.
    const related = relatedWords("his case manager is still ms oyelaran right").split(" ");
    expect(related).toEqual(expect.arrayContaining(["case", "manager"]));
    expect(related).not.toContain("oyelaran");
  });
});

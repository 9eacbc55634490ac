// 504-plan, state-test and testing-accommodation classes of ADR 0092's "Fixes after round B (chat)", on an invented
// family whose layout and wording are not the blind families': a 504 plan a later IEP says was discontinued, an
// accommodations table whose column says which apply to the statewide test, the test the plan says is taken, and a
// participation decision that is no accommodation taken away; the employment goal under a heading with no colon; the reason a plan's list of changes gives.
import { describe, expect, it } from "vitest";
import { answerFromRecord } from "./answer.ts";
import { plainText, prepareFamily } from "./evaluate.ts";
import type { Family } from "./fixtures/index.ts";

const plan504 = `KETTLE CREEK SCHOOLS — SECTION 504 PLAN
Student: Juniper Aldana     Date of plan: 03/10/2024
Accommodations:
- Copies of class notes
- Extra time on classroom quizzes`;

const older = `KETTLE CREEK SCHOOLS — Oregon
INDIVIDUALIZED EDUCATION PROGRAM
Student: Juniper Aldana     IEP Meeting Date: 02/05/2025     Annual Review Date: 02/04/2026

ACCOMMODATIONS
- Copies of class notes
- Oral administration of test items (math only)
- Extra time on classroom quizzes
Statewide assessment — Participation: General assessment with accommodations`;

const newer = `MESA VERDE UNIFIED — Arizona
INDIVIDUALIZED EDUCATION PROGRAM
Student: Juniper Aldana     IEP Meeting Date: 01/20/2026     Annual Review Date: 01/19/2027

ACCOMMODATIONS AND SUPPORTS
Support\tSetting\tStatewide Assessment (AASA)
Copies of class notes\tAll classes\tNo
Extra time on classroom quizzes (double)\tQuizzes and tests\tYes
Testing in a small room with a proctor\tTests\tYes
Movement breaks\tAll classes\tNo

WHAT CHANGED SINCE THE OREGON IEP
  * Oral administration of test items discontinued because Juniper now scores above grade level in
    reading and asked to work without it.
  * Movement breaks added.

POSTSECONDARY GOALS
    Training goal: Juniper will complete a certified nursing assistant course at the community college.
    Employment goal: Juniper will work part time as a nursing assistant at a care home.
    Independent living goal: Juniper will plan a week of meals.

STATE ASSESSMENT
Juniper will participate in the general assessment with the accommodations marked above.

HISTORY
Juniper had an IEP in Oregon from 02/05/2025. Her Section 504 plan of 03/10/2024 was discontinued on 02/05/2025
because the Oregon IEP provided her supports.`;

const family: Family = {
  name: "aldana",
  child: "Juniper Aldana",
  documents: [
    { title: "504 plan 2024", documentType: "504 Plan", schoolYear: "2023-2024", uploadedAt: "2026-10-20T10:00:00Z", pages: [plan504] },
    { title: "IEP Oregon 2025", documentType: "IEP", schoolYear: "2024-2025", uploadedAt: "2026-10-20T10:01:00Z", pages: [older] },
    { title: "IEP Arizona 2026", documentType: "IEP", schoolYear: "2025-2026", uploadedAt: "2026-10-20T10:02:00Z", pages: [newer] },
  ],
  questions: [],
};

describe("504 plans, state tests and testing accommodations (ADR 0092, round B)", () => {
  const { record, passages } = prepareFamily(family, "2026-11-25");
  const ask = (q: string) => plainText(answerFromRecord(record, q, passages, family.child).text).slice(0, 300);

  it("says when a later document ended the 504 plan", () => {
    expect(ask("does the 504 still apply or was it replaced by her iep?")).toMatch(/February 5, 2025/);
  });

  it("lists the accommodations the table's state-test column marks yes", () => {
    const a = ask("which accommodations will she have for the state assessment");
    expect(a).toMatch(/double/);
    expect(a).toMatch(/small room/);
    expect(a).not.toMatch(/Movement breaks/);
  });

  it("answers what she gets on the state test with its accommodations, not with the test she takes", () => {
    expect(ask("what does she get on the state assessment")).toMatch(/small room/);
  });

  it("corrects a claim about the alternate test with the test the plan says she takes", () => {
    expect(ask("she takes the alternate state test now, correct?")).toMatch(/^No — .*general assessment/);
  });

  it("quotes the employment goal under a postsecondary heading without a colon", () => {
    expect(ask("what career is she hoping for after school")).toMatch(/nursing assistant at a care home/);
  });

  it("quotes the plan's list of changes for why an accommodation was taken off", () => {
    expect(ask("how come they got rid of the oral administration on her tests")).toMatch(/above grade level/);
  });

  it("lists a testing accommodation taken away, not the participation decision", () => {
    const a = ask("were any test accommodations removed this year");
    expect(a).toMatch(/Oral administration/);
    expect(a).not.toMatch(/Participation/);
  });
});

// People classes of ADR 0092's "Fixes after round B (chat)", on an invented family whose layout and wording are not
// the blind families': one role asked of two plans in one question, a field written with a dot leader, a team list
// parted by middle dots, a review of existing data filed under the old plan, and a name asked after the role.
import { describe, expect, it } from "vitest";
import { answerFromRecord } from "./answer.ts";
import { plainText, prepareFamily } from "./evaluate.ts";
import type { Family } from "./fixtures/index.ts";

const older = `GRANITE PEAK SCHOOL DISTRICT — Utah
INDIVIDUALIZED EDUCATION PROGRAM
STUDENT ........................ Tobin Vasko
MEETING DATE ................... 2025-03-04
ANNUAL REVIEW .................. 2026-03-03
ELIGIBILITY .................... Specific Learning Disability
IEP MANAGER .................... Mrs. Halloran Beckett, Resource Teacher

TEAM
Ana Vasko (Parent) · Priscilla Undset, M.S., CCC-SLP (Speech-Language) · Orrin Tate (Principal)

SERVICES
Speech-language therapy: 30 minutes, 2 times per week, speech room`;

const review = `GRANITE PEAK SCHOOL DISTRICT
REVIEW OF EXISTING DATA
Student: Tobin Vasko     Date: 09/15/2025
Progress toward the IEP of 03/04/2025 was reviewed.
- Speech screening (Ms. Dorothea Quill, SLP): most sounds correct in conversation.`;

const newer = `SAGEBRUSH UNIFIED SCHOOLS — Idaho
INDIVIDUALIZED EDUCATION PROGRAM
Student: Tobin Vasko     IEP Meeting Date: 01/12/2026     Annual Review Date: 01/11/2027
Case Manager: Mr. Lucan Pryde, Special Education Teacher

SERVICES
Speech-language therapy: 30 minutes, 1 time per week, speech room (Ms. Dorothea Quill, Speech-Language Pathologist)`;

const family: Family = {
  name: "vasko",
  child: "Tobin Vasko",
  documents: [
    { title: "IEP Utah 2025", documentType: "IEP", schoolYear: "2024-2025", uploadedAt: "2026-10-20T10:00:00Z", pages: [older] },
    { title: "Data review Sept 2025", documentType: "Progress Report", schoolYear: "2025-2026", uploadedAt: "2026-10-20T10:01:00Z", pages: [review] },
    { title: "IEP Idaho 2026", documentType: "IEP", schoolYear: "2025-2026", uploadedAt: "2026-10-20T10:02:00Z", pages: [newer] },
  ],
  questions: [],
};

describe("people asked of two plans (ADR 0092, round B)", () => {
  const { record, passages } = prepareFamily(family, "2026-11-25");
  const ask = (q: string) => plainText(answerFromRecord(record, q, passages, family.child).text).slice(0, 300);

  it("names the current plan's and the earlier plan's case manager in one answer, the earlier one written with a dot leader", () => {
    const a = ask("who's his case manager this year and who was it back in utah?");
    expect(a).toMatch(/Pryde/);
    expect(a).toMatch(/Beckett/);
  });

  it("finds a speech therapist in a team list parted by middle dots, before a review filed under that plan", () => {
    expect(ask("who was his speech therapist in utah")).toMatch(/Undset/);
    const both = ask("who does his speech now, and who did it before");
    expect(both).toMatch(/Quill/);
    expect(both).toMatch(/Undset/);
  });

  it("answers a name asked after the role as a person", () => {
    expect(ask("what's the new slp's name")).toMatch(/^Tobin's speech therapist: Ms\. Dorothea Quill/);
  });
});

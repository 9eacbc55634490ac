// Round B of ADR 0086 (chat): an amendment changes who serves the child and when, and a provider's name comes
// with an initial or degrees ("Ms. H. Oyelaran-Pike, M.S., CCC-SLP"). Checked on an invented family (Odile
// Ferrand) whose layout and wording are not the blind families': the amendment names the old and the new
// person ("from … to …"), and its schedule line sits under the service's numbered heading.
import { describe, expect, it } from "vitest";
import { answerFromRecord } from "./answer.ts";
import { plainText, prepareFamily } from "./evaluate.ts";
import type { Family } from "./fixtures/index.ts";

const iep = `MEADOWGATE UNIFIED — INDIVIDUALIZED EDUCATION PROGRAM
Student Name: Odile Ferrand     Date of Birth: 02/19/2016     Grade: 4
IEP Meeting Date: 03/03/2026
Annual Review Date: 03/02/2027
Case Manager: Ms. Priya Anand
Disability Category: Speech or Language Impairment

SERVICES
Speech-Language Therapy: 30 minutes, 2 times per week, in the therapy room
Service providers: Dr. K. Oduya-Lind, Ph.D., CCC-SLP (speech-language therapy); Mr. Abel Sorensen (resource room)
Speech sessions are on Mondays and Fridays at 10:00 a.m.

GOALS
Goal 1 (Articulation): Odile will produce /r/ in words correctly in 8 of 10 trials. Baseline: 4 of 10 trials.`;

const amendment = `MEADOWGATE UNIFIED — AMENDMENT TO THE IEP (no meeting held)
Student Name: Odile Ferrand     Grade: 4
IEP being amended: IEP dated 03/03/2026
Date of amendment: 10/01/2026

WHAT CHANGES
1. Case manager: changes from Ms. Priya Anand to Mr. Tomas Lindgren, effective 10/05/2026.
2. Speech-Language Therapy (minutes unchanged). From October 6, 2026 the two sessions are held on Tuesdays and Thursdays at 1:30 p.m.

Everything else in the IEP of 03/03/2026 stays in effect.`;

const family: Family = {
  name: "ferrand",
  child: "Odile Ferrand",
  documents: [
    { title: "IEP March 2026", documentType: "IEP", schoolYear: "2025-2026", uploadedAt: "2026-10-02T10:00:00Z", pages: [iep] },
    { title: "IEP amendment October", documentType: "IEP", schoolYear: "2026-2027", uploadedAt: "2026-10-02T10:05:00Z", pages: [amendment] },
  ],
  questions: [],
};

describe("an amendment's people and schedule, and names with initials or degrees (ADR 0086)", () => {
  const { record, passages } = prepareFamily(family, "2026-11-25");
  const ask = (q: string) => plainText(answerFromRecord(record, q, passages, family.child).text).slice(0, 300);

  it("names the person the amendment puts in the role, not the one it replaces", () => {
    expect(ask("who is in charge of her iep these days")).toMatch(/^Odile's case manager: Mr\. Tomas Lindgren\b/);
  });

  it("reads a provider written with an initial and degrees before the role", () => {
    expect(ask("who does her speech therapy")).toContain("Dr. K. Oduya-Lind");
  });

  it("gives the days the amendment sets, from a line under the service's numbered heading", () => {
    const a = ask("which days of the week does odile have speech");
    expect(a).toContain("Tuesdays and Thursdays");
    expect(a).not.toMatch(/^“Speech sessions are on Mondays/);
  });
});

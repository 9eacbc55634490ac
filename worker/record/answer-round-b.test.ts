// Classes of round B of ADR 0086 (chat), each checked on an invented family whose layout and wording are not the
// blind families': an amendment changes who serves the child and when (it names the old and the new person,
// "from … to …", and its schedule line sits under the service's numbered heading); a provider's name comes with
// an initial or degrees; an ESY refusal gives its reason on the line below; an ESY decision is put off to a
// date; a 504 plan's impairment is on the line below its label; the date a reevaluation was originally due; a claimed loss of eligibility; a cut asked with its right count of sessions; a parent's everyday word for a change ("bumped up") with a count ("3 times a week").
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

EXTENDED SCHOOL YEAR
Extended school year services: No
Justification: Odile kept her skills over the winter and spring breaks with no loss that needed more than a week to regain.

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

const iepNext = `HARBORVIEW SCHOOLS — IEP
Student: Tamsin Oyelowo     Meeting date: 2026-05-12     Next annual review: 2027-05-11
Triennial reevaluation due: 2029-04-20
Disability category: Other Health Impairment

Services
Occupational therapy — 30 minutes, 2 times per week
Note on changes: occupational therapy was reduced because Tamsin now forms letters legibly in class work.

Extended School Year
ESY:  [ ] Yes   [ ] No   [X] Postponed: the team will look at the winter data and decide before March 1, 2027.`;

const iepBefore = `HARBORVIEW SCHOOLS — IEP
Student: Tamsin Oyelowo     Meeting date: 2025-05-13     Next annual review: 2026-05-12
Triennial reevaluation due: 2026-10-01

Services
Occupational therapy — 30 minutes, 3 times per week`;

const plan504 = `SECTION 504 ACCOMMODATION PLAN
Student: Tamsin Oyelowo     Plan date: 09/16/2024     School: Harborview Primary

Impairment identified by the team:
Type 1 diabetes; Tamsin checks her blood glucose at school.

Accommodations
- Snacks and water allowed in class
- Rest breaks when she feels unwell`;

const second: Family = {
  name: "oyelowo",
  child: "Tamsin Oyelowo",
  documents: [
    { title: "504 plan 2024", documentType: "Other", schoolYear: "2024-2025", uploadedAt: "2026-06-01T09:55:00Z", pages: [plan504] },
    { title: "IEP 2025", documentType: "IEP", schoolYear: "2024-2025", uploadedAt: "2026-06-01T10:00:00Z", pages: [iepBefore] },
    { title: "IEP 2026", documentType: "IEP", schoolYear: "2025-2026", uploadedAt: "2026-06-01T10:05:00Z", pages: [iepNext] },
  ],
  questions: [],
};

const askOf = (f: Family, p: ReturnType<typeof prepareFamily>, q: string) => plainText(answerFromRecord(p.record, q, p.passages, f.child).text).slice(0, 300);

describe("ESY refused with its reason, ESY put off to a date, a change in a parent's words (ADR 0086)", () => {
  const one = prepareFamily(family, "2026-11-25");
  const two = prepareFamily(second, "2026-11-25");

  it("gives the reason written below an ESY refusal", () => {
    expect(askOf(family, one, "how come odile doesn't get summer services")).toMatch(/no extended school year services.*kept her skills/);
  });

  it("says an ESY decision is put off and by when", () => {
    expect(askOf(second, two, "will tamsin have esy in summer 2027")).toMatch(/^Not decided yet — .*March 1, 2027/);
  });

  it("quotes the line below a 504 plan's impairment label", () => {
    expect(askOf(second, two, "what did tamsin have the 504 for")).toContain("Type 1 diabetes");
  });

  it("gives the date the previous plan set when asked what it was originally", () => {
    expect(askOf(second, two, "what date was her triennial originally set for")).toMatch(/October 1, 2026.*April 20, 2029/);
  });

  it("gives the reason for a cut whose count the question states rightly", () => {
    expect(askOf(second, two, "how come they lowered her ot to 2 times a week")).toContain("forms letters legibly");
  });

  it("corrects a claimed loss of eligibility, however the question is routed", () => {
    expect(askOf(second, two, "why does the triennial say tamsin is no longer eligible")).toMatch(/^No — Tamsin is eligible under Other Health Impairment/);
  });

  it("corrects a claimed increase said in a parent's words, with a count", () => {
    expect(askOf(second, two, "so they upped her ot to 4 times a week?")).toMatch(/^No\b.*60/);
  });
});

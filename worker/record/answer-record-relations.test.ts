// The classes behind the answers ADR 0085 left wrong, fixed in ADR 0086, on an invented family in other words
// and another layout than the family that found them: a note on the services and an aids table under the
// services heading are no services (so a subject's help is its own row, and a total counts no note); a goal
// whose area the new form renames is the same goal; a plan's own "Plan Date:" dates it before a date its
// sentences mention; a support whose name starts "Scheduled …" is no question about a schedule; a contact
// detail the documents never give is "not stated", one they give is quoted from the line that names the role;
// a person is found in a signature row (name, then role), last name first, or by an initial.
import { describe, expect, it } from "vitest";
import { answerFromRecord } from "./answer.ts";
import { plainText, prepareFamily } from "./evaluate.ts";
import type { Family } from "./fixtures/types.ts";

const family: Family = {
  name: "record-relations",
  child: "Ines",
  documents: [
    {
      title: "Ines 504 plan",
      documentType: "Other",
      schoolYear: "2021-2022",
      uploadedAt: "2026-06-01T09:00:00Z",
      pages: [
        `HARROW VALLEY SCHOOLS
Section 504 Plan
Student: Ines Okonkwo-Baird          Grade: 2
Plan Date: February 3, 2022
Impairment: Anxiety disorder, as described in a report from Dr. Mira Feld (psychiatrist) dated January 11, 2022.
Accommodations
Classroom	Quiet corner pass when overwhelmed	Teacher
Testing	Tests in a separate room	Counselor`,
      ],
    },
    {
      title: "Ines IEP 2025",
      documentType: "IEP",
      schoolYear: "2024-2025",
      uploadedAt: "2026-06-01T09:05:00Z",
      pages: [
        `INDIVIDUALIZED EDUCATION PROGRAM
Student: Ines Okonkwo-Baird          Meeting Date: 2025-04-22
Case Manager: Halloran, Petra (Resource Teacher)

GOALS
Goal 1 | Area: Math - Problem Solving/Reasoning | Responsible: Resource Teacher
Baseline: Solves 3 of 10 two-step word problems.
Goal: By 2026-04-21, Ines will solve 8 of 10 two-step word problems on 3 consecutive probes.

SERVICES
Service	Location	Minutes per week	Start	End
Specialized Instruction - Math	Resource room	120	2025-04-23	2026-04-21
Counseling	Counselor's office	30	2025-04-23	2026-04-21

ACCOMMODATIONS
Scheduled sensory break each hour
Calculator for multi-step problems

TEAM
Petra Halloran	Resource Teacher / Case Manager	2025-04-22`,
      ],
    },
    {
      title: "Ines IEP 2026",
      documentType: "IEP",
      schoolYear: "2025-2026",
      uploadedAt: "2026-06-01T09:10:00Z",
      pages: [
        `INDIVIDUALIZED EDUCATION PROGRAM – ANNUAL REVIEW
Student: Ines Okonkwo-Baird          Meeting Date: 04/20/2026
Annual Review Due: 04/19/2027

PART 3 – ANNUAL GOALS
Goal 1     Area: Math Problem Solving                 Implementer: Resource Teacher
Baseline: Solves 6 of 10 two-step word problems.
Annual Goal: By 04/19/2027, given three-step word problems, Ines will solve 8 of 10 on 3 consecutive probes.

PART 4 – SPECIAL EDUCATION, RELATED SERVICES AND SUPPLEMENTARY AIDS
Service	Amount / Frequency	Location	Provider	Begin	End
Specialized instruction – math	30 minutes, 3 times per week	Resource room	Resource teacher	04/21/2026	04/19/2027
Counseling	30 minutes, 1 time per week	Counselor's office	Counselor	04/21/2026	04/19/2027
Service notes: Counseling is held on Mondays after lunch. Math instruction moved from 120 minutes per week to
three 30-minute sessions so that Ines stays in her science class.

Supplementary aids and accommodations	Frequency / setting
Scheduled sensory break each hour	Daily, all classes
Calculator for multi-step problems	Math tasks
Seat near the instruction area for math	Daily

Prepared by: Corwin Adebayo-Lisle, Case Manager          Phone: (555) 010-2233`,
      ],
    },
  ],
  questions: [],
};

describe("record relations and the answers they decide (ADR 0086)", () => {
  const { record, passages } = prepareFamily(family, "2026-11-25");
  const ask = (q: string) => plainText(answerFromRecord(record, q, passages, family.child).text).slice(0, 300);

  it("a services note and an aids table under the services heading are no services", () => {
    expect(record.current?.facts.services.map((s) => s.name)).toEqual(["Specialized instruction – math", "Counseling"]);
    expect(record.totalOutsideGenEd.current?.minutes).toBe(120);
    for (const q of ["did they cut her math help", "is ines getting less math help this year", "did math help go down"]) expect(ask(q)).toMatch(/^Yes/);
    for (const q of ["is math help the same as last year", "did they raise the math help"]) expect(`${q}: ${ask(q)}`).toMatch(/^[^:]*: No/);
  });

  it("a goal whose area the new form renames is the same goal, carried over", () => {
    const link = record.goals.links.find((l) => l.current?.item.area === "Math Problem Solving");
    expect(link?.status).toBe("carried");
    expect(ask("did they drop the math problem solving/reasoning goal")).toMatch(/^No/);
    expect(ask("is the math word problem goal new this year")).not.toMatch(/^Yes/);
  });

  it("a plan is dated by its own date field before a date one of its sentences mentions", () => {
    expect(ask("when was her 504 plan made")).toContain("February 3, 2022");
    expect(ask("when did ines first get a 504")).toContain("February 3, 2022");
  });

  it("a support named 'Scheduled …' is asked about as a support, not as a schedule", () => {
    expect(ask("does she still get the scheduled sensory break")).toMatch(/^Yes/);
    expect(ask("what day is counseling")).toContain("Mondays");
    // "scheduled" names no service: a note on counseling's day is no answer about math.
    expect(ask("when is math help scheduled")).not.toContain("Mondays");
  });

  it("a contact detail: said not stated when no page gives one, quoted from the role's line when one does", () => {
    expect(ask("what is the counselor's email")).toMatch(/don't mention an e-mail address/);
    expect(ask("whats the case managers phone number")).toContain("(555) 010-2233");
  });

  it("a person in a signature row, last name first, and a claimed person corrected", () => {
    expect(ask("who is her case manager")).toContain("Corwin Adebayo-Lisle");
    expect(ask("who was her case manager last year")).toContain("Petra Halloran");
    expect(ask("her case manager is still ms halloran, right?")).toMatch(/^No\b.*Corwin Adebayo-Lisle/);
  });
});

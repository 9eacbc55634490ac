// Services and their changes, round A of ADR 0092, each class checked on an invented family whose layout and
// wording are not the blind families': an amendment that changes a service's amount from a date, one that
// changes only how a service is delivered, the start of a plan's services.
import { describe, expect, it } from "vitest";
import { answerFromRecord } from "./answer.ts";
import { plainText, prepareFamily } from "./evaluate.ts";
import type { Family } from "./fixtures/index.ts";

const lastYear = `PRAIRIE GATE SCHOOLS — Topeka, Kansas
INDIVIDUALIZED EDUCATION PROGRAM
Student: Tobin Lark     Grade: 3
IEP Meeting Date: 09/15/2025
Case Manager: Ms. Ines Varga

SERVICES
Occupational therapy: 30 minutes, 2 times per week, OT room
Counseling: 20 minutes per week, counselor's office
Reading intervention: 30 minutes, 4 times per week, resource room
Collaboration with the classroom teacher (consult): 30 minutes per month

Progress toward the annual goals will be reported to parents twice a year, at the end of each semester.`;

const iep = `CEDAR FORKS DISTRICT — Lincoln, Nebraska
INDIVIDUALIZED EDUCATION PROGRAM
Student: Tobin Lark     Grade: 4
IEP Meeting Date: 09/10/2026
Case Manager: Mr. Arlo Penn

SPECIAL EDUCATION AND RELATED SERVICES
Service                     Amount                  Location            Begins        Ends
Math instruction            150 minutes per week    Resource room       09/14/2026    09/09/2027
Occupational therapy        240 minutes per month   OT room             09/14/2026    09/09/2027
Counseling                  40 minutes per week     Counselor's office  09/14/2026    09/09/2027
Special education (reading and written language)   150 minutes per week   Resource room   09/14/2026   09/09/2027
Teacher consultation        45 minutes per month    General education   09/14/2026    09/09/2027

Progress reports: every nine weeks, with the report card.`;

const change = `CEDAR FORKS DISTRICT
AMENDMENT TO THE IEP
IEP being amended: IEP dated 09/10/2026
Date of amendment: November 2, 2026
Effective Date: November 9, 2026

CHANGES
1. Special Education and Related Services – Occupational Therapy
   From: 240 minutes per month
   To: 120 minutes per month
   Effective: January 4, 2027 (after winter break)
2. Counseling — delivery model. The total stays at 40 minutes per week:
   - 20 minutes per week in the counselor's office
   - 20 minutes per week in the classroom at morning meeting
   Provider: Ms. Hedda Lund, LCSW

Everything else in the IEP stays in effect.`;

const lark: Family = {
  name: "lark",
  child: "Tobin Lark",
  documents: [
    { title: "IEP Kansas 2025", documentType: "IEP", schoolYear: "2025-2026", uploadedAt: "2026-11-10T10:00:00Z", pages: [lastYear] },
    { title: "IEP Nebraska 2026", documentType: "IEP", schoolYear: "2026-2027", uploadedAt: "2026-11-10T10:05:00Z", pages: [iep] },
    { title: "Amendment November", documentType: "IEP", schoolYear: "2026-2027", uploadedAt: "2026-11-10T10:06:00Z", pages: [change] },
  ],
  questions: [],
};

describe("services and their changes (ADR 0092)", () => {
  const p = prepareFamily(lark, "2026-11-25");
  const ask = (q: string) => plainText(answerFromRecord(p.record, q, p.passages, lark.child).text).slice(0, 300);

  it("gives the amended amount as the current one, with the IEP's and last year's after it", () => {
    const now = ask("how much OT is he getting these days");
    expect(now).toMatch(/^Tobin gets 120 minutes per month .*Occupational Therapy/);
    expect(now).toMatch(/before it, the IEP of September 10, 2026 had 240/);
    expect(ask("whats his ot now")).toMatch(/^Tobin gets 120 minutes per month/);
  });

  it("checks a cut against the amended IEP's own row, naming last year's plan after it", () => {
    const cut = ask("was OT reduced?");
    expect(cut).toMatch(/^Yes — Occupational Therapy went down from 240 to 120 minutes per month/);
    expect(cut).toContain("the IEP of September 15, 2025 had 60");
  });

  it("gives the start of an amendment's change, from its own date or the amendment's effective date", () => {
    expect(ask("what date does the OT change take effect")).toMatch(/^Occupational Therapy starts January 4, 2027 in the IEP amendment of November 2, 2026/);
    expect(ask("when does counseling in the classroom begin")).toMatch(/^Counseling started November 9, 2026 in the IEP amendment of November 2, 2026/);
    // Asked without the change's words, the plan's own start comes first and the change after it.
    expect(ask("when did counseling start")).toMatch(/^Counseling started September 14, 2026 in the IEP of September 10, 2026 .*changes it from November 9, 2026/);
    // A change of delivery keeps the plan's amount and the plan's row for comparisons.
    expect(ask("did they change his counseling minutes from last year")).toMatch(/went up from 20 to 40 minutes per week: 40 minutes per week of Counseling in the IEP of September 10, 2026/);
  });

  it("gives when a plan's services started, all of them, and an amendment's change since", () => {
    expect(ask("when did his services in nebraska begin")).toMatch(/^Tobin's services in the IEP of September 10, 2026 started September 14, 2026 .*Math instruction, Occupational therapy, Counseling/);
  });

  it("answers a service named by its model, a consultation, alone", () => {
    const consult = ask("how many consultation minutes a month does his teacher get");
    expect(consult).toMatch(/^Tobin gets 45 minutes per month \(about 11 a week\) of Teacher consultation .*had 30 minutes per month/);
    expect(consult).not.toContain("Math instruction");
  });

  it("gives the progress-report schedule of the plan the question names by its place or as last year's", () => {
    for (const q of ["how often were progress reports sent home in kansas", "how often did progress reports come last year"]) {
      expect(ask(q)).toMatch(/^Under the IEP of September 15, 2025, Tobin's progress reports came twice a year, at the end of each semester/);
    }
    expect(ask("how often do progress reports come")).toMatch(/^Tobin's progress reports come every nine weeks/);
  });

  it("corrects a claimed cut of a subject whose service was renamed and went up", () => {
    expect(ask("how come his reading time was reduced")).toMatch(/^No — Special education \(reading and written language\) went up from 120 to 150 minutes per week/);
    expect(ask("less reading help this year?")).toMatch(/^No — .*went up from 120 to 150/);
  });
});

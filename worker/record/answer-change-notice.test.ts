// The classes of the fourth blind round (ADR 0079), on an invented family in other words than that round's:
// a change notice filed as "IEP" amends the full IEP instead of replacing it; a services table whose part
// titles are in sentence case; a progress report whose legend is listed one code a line and whose goal lines
// end "Rating: 2"; a named reading program.
import { describe, expect, it } from "vitest";
import { answerFromRecord } from "./answer.ts";
import { plainText, prepareFamily } from "./evaluate.ts";
import type { Family } from "./fixtures/types.ts";

const family: Family = {
  name: "change-notice",
  child: "Omar",
  documents: [
    {
      title: "Omar plan 2026",
      documentType: "IEP",
      schoolYear: "2025-2026",
      uploadedAt: "2026-02-01T10:00:00Z",
      pages: [
        `INDIVIDUALIZED EDUCATION PROGRAM
Student: Omar Test          IEP meeting date: 01/20/2026
IEP start date: 02/02/2026          IEP end date: 01/19/2027
Annual review due: 01/19/2027
Case manager: Ruth Okonkwo

PROGRAM SUMMARY
                                 Dates                  Frequency            Amount       Location
Related services
  Occupational therapy           02/02/2026-01/19/2027  2 times per week     25 minutes   OT room
Specially designed instruction
  Reading decoding               02/02/2026-01/19/2027  4 times per week     45 minutes   Resource room
Supplementary aids and services
  Visual schedule                                        daily                all classes

Program modifications or supports for school personnel
  Physical therapy consultation with the teacher
                                 02/02/2026-01/19/2027  1 time per month      20 minutes   classroom

Reading instruction uses the Wilson Reading System.
ESY: The team will decide by 04/15/2026.
- Direct physical therapy (evaluation recommendation 2) was considered and
  rejected: Omar climbs stairs and moves around the school safely.`,
      ],
    },
    {
      title: "Omar evaluation",
      documentType: "Evaluation",
      schoolYear: "2025-2026",
      uploadedAt: "2026-01-10T10:00:00Z",
      pages: [
        `PSYCHOEDUCATIONAL EVALUATION REPORT
Student: Omar Test          Date of report: 01/08/2026

RECOMMENDATIONS
1. Direct physical therapy, 30 minutes per week, for balance and stair climbing.
2. Specially designed instruction in reading decoding.`,
      ],
    },
    {
      title: "Omar IEP",
      documentType: "IEP",
      schoolYear: "2025-2026",
      uploadedAt: "2026-04-20T10:00:00Z",
      pages: [
        `CHANGES TO THE IEP AGREED WITHOUT A MEETING
Student: Omar Test
IEP dated 01/20/2026
Date of agreement: 04/16/2026

1. EXTENDED SCHOOL YEAR: Yes.
   Reading decoding, 3 times per week, 30 minutes, 07/06/2026 - 08/07/2026

2. Accommodations added:
   Wobble cushion during seat work, beginning 04/20/2026.

Reason for the changes
Omar lost decoding skills over the winter break and needed weeks to regain them, so the team decided he needs summer services.`,
      ],
    },
    {
      title: "Omar progress spring",
      documentType: "Progress Report",
      schoolYear: "2025-2026",
      uploadedAt: "2026-05-30T10:00:00Z",
      pages: [
        `PROGRESS REPORT ON IEP GOALS
Student: Omar Test          Report date: 05/29/2026
Rating key:
  2 - Progressing
  1 - Not progressing
Goal 1  Reading Decoding          Rating: 1
  Reads 20 of 40 nonsense words; the team will review his instruction.`,
      ],
    },
  ],
  questions: [],
};

const { record, passages } = prepareFamily(family, "2026-06-01");
const ask = (q: string) => plainText(answerFromRecord(record, q, passages, family.child).text);

describe("a change notice filed as an IEP, and the layouts of the fourth blind round", () => {
  it("reads the notice as an amendment of the full IEP, which stays the current one", () => {
    const notice = record.documents.find((d) => d.title === "Omar IEP");
    expect(notice?.role).toBe("amendment");
    expect(notice?.date).toBe("2026-04-16");
    expect(record.current?.title).toBe("Omar plan 2026");
    expect(notice?.attachesTo).toBe(record.current?.documentId);
  });

  it("reads the services table under its sentence-case part titles, supports for the student apart", () => {
    const services = record.current?.facts.services.map((s) => [s.name, s.minutesPerWeek]);
    expect(services).toEqual([
      ["Occupational therapy", 50],
      ["Reading decoding", 180],
      // A support for school personnel given as time is a service the plan schedules.
      ["Physical therapy consultation with the teacher", 5],
    ]);
    expect(ask("how much reading help does he get")).toMatch(/180 minutes per week/);
  });

  it("applies the notice: its accommodation joins the plan, its ESY decision replaces 'to be decided'", () => {
    expect(record.accommodations.current.map((a) => a.item.text).join(" ")).toMatch(/Wobble cushion/);
    expect(record.esy.current?.item.value).toBe("yes");
    expect(ask("when does his summer ESY start")).toMatch(/July 6, 2026/);
    expect(ask("why does he get ESY")).toMatch(/lost decoding skills/);
  });

  it("reads a legend listed one code a line and a goal line ending with its rating", () => {
    expect(ask("how is he doing on his reading goal")).toMatch(/Not progressing/);
  });

  it("does not count a consultation as the direct therapy an evaluation recommends, and gives the stated reason", () => {
    const pt = record.recommendations.find((r) => /physical therapy/i.test(r.recommendation.item.text));
    expect(pt?.providedBy).toBeUndefined();
    expect(ask("what did the evaluation say about PT")).toMatch(/Direct physical therapy, 30 minutes per week.*does not provide it/);
    // The reason is wrapped onto an indented line, as a bulleted list wraps (passages keep the indentation).
    expect(ask("why didn't they give him the PT the evaluation recommended")).toMatch(/considered and rejected: Omar climbs stairs/);
  });

  it("answers a named program from the documents, and says when none is named", () => {
    expect(ask("what reading curriculum does he use")).toMatch(/Wilson Reading System/);
    const other = prepareFamily({ ...family, documents: family.documents.map((d) => ({ ...d, pages: d.pages.map((p) => p.replace("the Wilson Reading System", "the general education curriculum")) })) }, "2026-06-01");
    expect(plainText(answerFromRecord(other.record, "what reading curriculum does he use", other.passages, "Omar").text)).toMatch(/don't mention a named curriculum/);
  });
});

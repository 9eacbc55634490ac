// Answers found wanting by the third blind family (ADR 0067), each checked on an invented family of its own
// (Ivo Stranski): a reason a document states, a service's start date, a 504 plan's content, "the last
// meeting", the progress-report schedule asked with "goals", a score named by its test, goals met, one
// accommodation's change, plural weekdays, "stop" and negative yes/no openings, and which evaluation
// recommendations the plan provides.
import { describe, expect, it } from "vitest";
import { answerFromRecord } from "./answer.ts";
import { plainText, prepareFamily } from "./evaluate.ts";
import type { Family } from "./fixtures/index.ts";

const iep = (date: string, year: string, speech: string, extra: string, time: string) => `NORTHGATE SCHOOLS - INDIVIDUALIZED EDUCATION PROGRAM
Student Name: Ivo Stranski     Date of Birth: 05/11/2015     Grade: 5
IEP Meeting Date: ${date}
Annual Review Date: 03/02/${year}
Disability Category: Other Health Impairment

SERVICES
Speech-Language Therapy: ${speech}, in the speech room
Specialized Academic Instruction (Resource Room): 45 minutes, 4 times per week, in the resource room
${extra}
Ivo's speech sessions are on Mondays and Thursdays.

ACCOMMODATIONS
- Extended time on tests (${time})
- Preferential seating near the board

GOALS
Goal 1 (Articulation): Ivo will produce /s/ blends correctly in 8 of 10 trials. Baseline: Ivo produces /s/ blends in 3 of 10 trials.
Goal 2 (Math Calculation): Ivo will add fractions with unlike denominators with 80% accuracy. Baseline: 30% accuracy.

Ivo will participate in general education 80% of the school day.
Progress will be reported to parents three times a year, with report cards.`;

const family: Family = {
  name: "stranski",
  child: "Ivo Stranski",
  documents: [
    { title: "IEP 2025", documentType: "IEP", schoolYear: "2024-2025", uploadedAt: "2026-04-01T10:00:00Z", pages: [iep("03/04/2025", "2026", "30 minutes, 1 time per week", "", "time and a half")] },
    {
      title: "IEP 2026",
      documentType: "IEP",
      schoolYear: "2025-2026",
      uploadedAt: "2026-04-01T10:05:00Z",
      pages: [iep("03/03/2026", "2027", "30 minutes, 2 times per week", "Physical Therapy: 30 minutes, 1 time per week, beginning 04/06/2026, in the gym", "double time")],
    },
    {
      title: "Evaluation",
      documentType: "Evaluation",
      schoolYear: "2025-2026",
      uploadedAt: "2026-04-01T10:10:00Z",
      pages: [
        `PSYCHOLOGICAL EVALUATION REPORT
Student: Ivo Stranski     Date of Evaluation: 02/10/2026
RESULTS
Processing Speed Index: standard score 80 (9th percentile), Low Average
Fluid Reasoning Index: standard score 104 (61st percentile), Average
RECOMMENDATIONS
1. Provide instruction in study skills and note-taking.
2. Provide physical therapy to build motor endurance because Ivo tires quickly on stairs.`,
      ],
    },
    {
      title: "Progress report",
      documentType: "Progress Report",
      schoolYear: "2025-2026",
      uploadedAt: "2026-06-10T10:00:00Z",
      pages: [
        `PROGRESS REPORT ON ANNUAL GOALS
Student: Ivo Stranski     Reporting Period: March 3, 2026 to June 5, 2026
Key: M = Mastered; P = Progressing; N = No progress
Goal 1 Articulation — M (Mastered). Ivo produced /s/ blends in 9 of 10 trials.
Goal 2 Math Calculation — P (Progressing). 60% accuracy.`,
      ],
    },
    {
      title: "504 plan",
      documentType: "504 Plan",
      schoolYear: "2022-2023",
      uploadedAt: "2026-04-01T10:15:00Z",
      pages: [
        `SECTION 504 PLAN
Student: Ivo Stranski     Date of 504 Meeting: 10/03/2022     Review Date: 10/02/2023
Physical or mental impairment: Asthma
Accommodations:
1. Access to an inhaler at all times.
2. Rest breaks during physical education.`,
      ],
    },
  ],
  questions: [],
};

const { record, passages } = prepareFamily(family, "2026-11-24");
const ask = (q: string) => {
  const a = answerFromRecord(record, q, passages, family.child);
  return { text: plainText(a.text), citations: a.citations };
};

describe("answers from the record: edges of the third blind round", () => {
  it("gives the reason a document states for a service that was added", () => {
    const a = ask("why did they add physical therapy?");
    expect(a.text).toMatch(/tires quickly on stairs/);
    expect(a.citations.length).toBeGreaterThan(0);
  });

  it("answers when a service starts from the date on its own line", () => {
    expect(ask("when does PT start").text).toMatch(/^Physical Therapy starte?d? April 6, 2026/);
  });

  it("answers a question about the 504 plan's content from the 504 plan", () => {
    expect(ask("what was the 504 for").text).toMatch(/Asthma/);
    expect(ask("didn't he have an inhaler on the 504?").text).toMatch(/^Yes — .*inhaler/);
  });

  it("reads 'the last IEP meeting' as the latest one", () => {
    expect(ask("when was his last IEP meeting?").text).toMatch(/March 3, 2026/);
  });

  it("answers how often progress comes even when the question says 'goals'", () => {
    expect(ask("how often will we get progress reports on his goals").text).toMatch(/three times a year/);
  });

  it("answers a score named by its test without the word 'score'", () => {
    // From the record's scores (the evaluation's reading), not a quoted sentence.
    expect(ask("what's his fluid reasoning").text).toMatch(/^The evaluation of February 10, 2026 reports Ivo's scores: Fluid Reasoning Index: standard score 104/);
  });

  it("says which goals are met when asked about goals in general", () => {
    expect(ask("did he meet any goals?").text).toMatch(/^Yes — .*Articulation: Mastered/);
  });

  it("compares one named accommodation across the two IEPs", () => {
    expect(ask("did his extended time change?").text).toMatch(/time and a half.*double time/);
  });

  it("finds a schedule written with plural weekdays", () => {
    expect(ask("what days is speech").text).toMatch(/Mondays and Thursdays/);
  });

  it("corrects 'why did they stop …' when the plan still has the service", () => {
    expect(ask("why did they stop his speech?").text).toMatch(/^No — /);
  });

  it("does not count instruction in a non-academic skill as provided by academic instruction", () => {
    const studySkills = record.recommendations.find((r) => /study skills/.test(r.recommendation.item.text));
    expect(studySkills?.providedBy).toBeUndefined();
    const pt = record.recommendations.find((r) => /physical therapy/.test(r.recommendation.item.text));
    expect(pt?.providedBy?.kind).toBe("service");
  });
});

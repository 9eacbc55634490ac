// Classes of round A of ADR 0092 (chat: progress, evaluations, reasons), each checked on an invented family whose
// layout and wording are not the blind families': a progress table with a percentage column and a key of letter
// codes; a report that writes "Rating: …" under each goal; a notice that answers each request in a table; an
// amendment whose reason is labelled; an evaluation whose recommendations name speech twice and whose scores
// are achievement tests only.
import { describe, expect, it } from "vitest";
import { answerFromRecord } from "./answer.ts";
import { plainText, prepareFamily } from "./evaluate.ts";
import type { Family } from "./fixtures/index.ts";

const before = `LONE PINE SCHOOL DISTRICT — INDIVIDUALIZED EDUCATION PROGRAM
Student: Wren Penhallow     Date of Birth: 06/14/2016     Grade: 3
IEP Meeting Date: 09/15/2025
Annual Review Date: 09/14/2026
Disability Category: Speech or Language Impairment

SERVICES
Speech-language therapy: 40 minutes per week, therapy room
Reading instruction: 120 minutes per week, resource room

ACCOMMODATIONS
Testing: Extended time (time and one-half) on tests
Classroom: Visual schedule

EXTENDED SCHOOL YEAR
ESY: Yes
ESY services: Speech, 30 minutes, 2 times per week, June 22, 2026 to July 17, 2026.

GOALS
Goal 1 (Spelling): By 09/14/2026, Wren will spell 20 of 25 grade-level words correctly. Baseline: 9 of 25 words.
Goal 2 (Narrative Retell): By 09/14/2026, Wren will retell a story with 5 of 6 story parts. Baseline: 2 of 6 story parts.`;

const now = `LONE PINE SCHOOL DISTRICT — INDIVIDUALIZED EDUCATION PROGRAM
Student: Wren Penhallow     Date of Birth: 06/14/2016     Grade: 4
IEP Meeting Date: 09/10/2026
Annual Review Date: 09/09/2027
Disability Category: Speech or Language Impairment

SERVICES
Speech-language therapy: 20 minutes per week, therapy room
Reading instruction: 150 minutes per week, resource room

ACCOMMODATIONS
Testing: Extended time (time and one-half) on tests
Classroom: Visual schedule

EXTENDED SCHOOL YEAR
ESY: No
Spring break probes (March 2026) show Wren recouped her retell skills within five school days.

GOALS
Goal 1 (Spelling): By 09/09/2027, Wren will spell 22 of 25 grade-level words correctly. Baseline: 14 of 25 words.
Goal 2 (Narrative Retell): By 09/09/2027, Wren will retell a story with 6 of 6 story parts. Baseline: 4 of 6 story parts.
Goal 3 (Sight Words): By 09/09/2027, Wren will read 200 high-frequency words. Baseline: 120 words.`;

const evaluation = `LONE PINE SCHOOL DISTRICT — EDUCATIONAL EVALUATION
Student: Wren Penhallow     Date of Report: August 20, 2026

TEST RESULTS
Test                                   Standard Score   Percentile   Range
KTEA-3 Letter & Word Recognition       81               10           Below Average
KTEA-3 Spelling                        78               7            Below Average

RECOMMENDATIONS
1. Assistive technology: a tablet with speech output for spelling practice.
2. Speech-language therapy, 40 minutes weekly, for narrative language.
3. A nightly home reading log shared with the teacher.`;

const notice = `LONE PINE SCHOOL DISTRICT — PRIOR WRITTEN NOTICE
Date of notice: 09/12/2026          Student: Wren Penhallow

Request from parents                    District response   Explanation
A. Speech therapy kept at 40 min/week   DENIED              Wren retold stories with 4 of 6 parts in 9 of 10
                                                            probes; 20 minutes a week keeps her progress going.
B. Oral testing for spelling tests      DENIED              Wren spelled as well on written tests (72%) as on
                                                            oral ones (70%) in two trials.
C. Audiobooks for science               ACCEPTED            Added as a classroom accommodation.`;

const amendment = `LONE PINE SCHOOL DISTRICT — IEP AMENDMENT
Student: Wren Penhallow     IEP amended: 09/10/2026     Date of amendment: 10/20/2026

1. Change: reading instruction moves from the resource room to the general classroom for 50 of its 150 minutes.
2. Reason for the change: Wren decodes in the resource room but rarely uses the strategies with class texts;
   co-teaching lets her practise them in class.`;

const progress = `LONE PINE SCHOOL DISTRICT — GOAL PROGRESS REPORT
Student: Wren Penhallow     Period ending: 11/06/2026

MARKS
M = Met
P = Progressing as expected
LP = Limited progress
NI = Not introduced yet

Area\tTarget\tNow\t% of target\tMark
Spelling\t22 of 25 words\t16 of 25 words\t73%\tLP
Narrative Retell\t6 of 6 parts\t5 of 6 parts\t83%\tP
Sight Words\t200 words\t—\t—\tNI`;

const family: Family = {
  name: "penhallow",
  child: "Wren Penhallow",
  documents: [
    { title: "IEP 2025", documentType: "IEP", schoolYear: "2025-2026", uploadedAt: "2026-11-10T10:00:00Z", pages: [before] },
    { title: "IEP 2026", documentType: "IEP", schoolYear: "2026-2027", uploadedAt: "2026-11-10T10:01:00Z", pages: [now] },
    { title: "Educational evaluation", documentType: "Evaluation", schoolYear: "2026-2027", uploadedAt: "2026-11-10T10:02:00Z", pages: [evaluation] },
    { title: "Notice on requests", documentType: "Other", schoolYear: "2026-2027", uploadedAt: "2026-11-10T10:03:00Z", pages: [notice] },
    { title: "Amendment October", documentType: "IEP", schoolYear: "2026-2027", uploadedAt: "2026-11-10T10:04:00Z", pages: [amendment] },
    { title: "Progress November", documentType: "Progress Report", schoolYear: "2026-2027", uploadedAt: "2026-11-10T10:05:00Z", pages: [progress] },
  ],
  questions: [],
};

describe("round A of ADR 0092: progress rows, evaluations, reasons in notices", () => {
  const p = prepareFamily(family, "2026-11-25");
  const ask = (q: string) => plainText(answerFromRecord(p.record, q, p.passages, family.child).text).slice(0, 300);

  it("gives a goal's row of the progress table: the mark, the key's meaning and the percentage", () => {
    const spelling = ask("hows wren doing with spelling goal");
    expect(spelling).toContain("LP");
    expect(spelling).toContain("Limited progress");
    expect(spelling).toContain("73%");
    expect(ask("how far along is the retell goal in percent")).toContain("83%");
  });

  it("explains a mark by the report's key", () => {
    expect(ask("what does NI mean for the sight words goal")).toContain("Not introduced yet");
  });

  it("answers the one recommendation asked about, with what the plan gives for it", () => {
    const a = ask("what did the evaluation recommend for speech therapy, does she have it");
    expect(a).toMatch(/recommends “Speech-language therapy, 40 minutes weekly/);
    expect(a).toContain("20 minutes per week");
  });

  it("checks every recommendation when asked whether the plan gives all of them", () => {
    expect(ask("did the new iep give her everything the evaluation recommended for reading")).toMatch(/^No — .*home reading log/);
  });

  it("says an IQ score is not stated when only achievement tests were given", () => {
    expect(ask("whats wren's iq")).toMatch(/^The documents don't state an IQ score/);
  });

  it("gives a notice's explanation of a refused request, and answers a premise on it", () => {
    expect(ask("how come they said no to oral spelling tests")).toContain("72%");
    expect(ask("why did they lower her speech minutes")).toContain("9 of 10");
    expect(ask("she gets oral testing on spelling now right?")).toMatch(/^No — .*refused/);
  });

  it("gives an amendment's labelled reason for its change", () => {
    expect(ask("why is part of her reading in the general classroom now")).toContain("co-teaching");
  });

  it("corrects a claimed cut the amendment's change does not state, instead of quoting its reason", () => {
    expect(ask("why did they cut her reading time")).toMatch(/^No — /);
  });

  it("reads a goal's target, not a code, when the question asks what the goal says", () => {
    expect(ask("what does her spelling goal say she has to reach")).toMatch(/^Wren's Spelling goal/);
  });

  it("answers why ESY stopped from the current plan, not the one that had it", () => {
    expect(ask("how come there's no summer school anymore, she had ESY last year")).toContain("five school days");
  });
});

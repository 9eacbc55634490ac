// Classes of ADR 0086's "Fixes after round B, second pass", each checked on an invented family whose layout and
// wording are not the blind families': a service the documents never name, asked when retrieval found no
// passage (the answer says so and cites what the current plan provides); an amendment that adds a service with
// its start date; testing accommodations listed under a participation checklist line, and one written as
// discontinued; an evaluation whose title is only its running header, naming an IEP in a sentence.
import { describe, expect, it } from "vitest";
import { answerFromRecord } from "./answer.ts";
import { plainText, prepareFamily } from "./evaluate.ts";
import type { Family } from "./fixtures/index.ts";

const iep = `LAKESHORE CONSOLIDATED — INDIVIDUALIZED EDUCATION PROGRAM
Student Name: Rosalind Achterberg     Date of Birth: 07/02/2015     Grade: 5
IEP Meeting Date: 04/14/2026
Annual Review Date: 04/13/2027
Case Manager: Mr. Callum Pryce
Disability Category: Specific Learning Disability

SPECIAL EDUCATION AND RELATED SERVICES
Math instruction (resource room): 45 minutes, 4 times per week
Language therapy: 40 minutes / week (2 x 20 min)

GOALS
Goal 1 (Math Problem Solving): Rosalind will solve two-step word problems correctly in 4 of 5 trials. Baseline: 1 of 5.`;

const family: Family = {
  name: "achterberg",
  child: "Rosalind Achterberg",
  documents: [{ title: "IEP April 2026", documentType: "IEP", schoolYear: "2025-2026", uploadedAt: "2026-04-20T10:00:00Z", pages: [iep] }],
  questions: [],
};

describe("a service the documents never name (ADR 0086, second pass)", () => {
  const { record, passages } = prepareFamily(family, "2026-11-25");
  const answer = (q: string, retrieved = passages) => answerFromRecord(record, q, retrieved, family.child);

  it.each(["is she getting hippotherapy", "does rosalind receive music therapy?", "does she get adapted physical ed"])(
    "says %j is not mentioned, then cites what the current plan provides, even when retrieval found nothing",
    (q) => {
      for (const retrieved of [passages, []]) {
        const a = answer(q, retrieved);
        expect(plainText(a.text).slice(0, 300)).toMatch(/^No — the documents don't mention .+ for Rosalind; the IEP of April 14, 2026 .*Math instruction/);
        expect(a.citations.length).toBeGreaterThan(0);
      }
    },
  );

  it("does not take a word about how a therapy is given for a therapy of its own", () => {
    expect(plainText(answer("does she get group therapy").text)).not.toMatch(/don't mention group therapy/);
  });

  it("cites where the current plan lists what it gives when a yes/no question matches no passage", () => {
    const a = answer("does she get a weighted vest", []);
    expect(plainText(a.text)).toMatch(/^The documents don't mention that\. The IEP of April 14, 2026 lists its services from page 1/);
    expect(a.citations.length).toBeGreaterThan(0);
  });

  it("leaves words that ask nothing uncited", () => {
    expect(answer("Zxqv blorp wibble?", []).citations).toEqual([]);
  });
});

const head = (n: number) => `GRANITE BAY UNIFIED — PUPIL SERVICES\nCOMPREHENSIVE EVALUATION REPORT — DO NOT COPY\nPage ${n} of 3`;
const evaluation = [
  `${head(1)}
Student: Ivo Brandauer     Date of Birth: 2014-01-21     Report Date: August 28, 2026

REASON FOR REFERRAL
Ivo's family moved to Granite Bay in June, and the team evaluated him again so that a new IEP could be based on
current data. His teachers report slow written work.`,
  `${head(2)}
RESULTS
Written expression standard score 81; reading comprehension standard score 90; working memory standard score 84.`,
  `${head(3)}
RECOMMENDATIONS
1. Provide specially designed instruction in written expression four times a week.
2. Provide a graphic organizer for every extended writing task.
3. Provide a daily planner check with the case manager to build organization habits.`,
];

const lastYear = `GRANITE BAY UNIFIED — INDIVIDUALIZED EDUCATION PROGRAM
Student: Ivo Brandauer     Grade: 6
IEP Meeting Date: 09/15/2025     Annual Review Date: 09/14/2026

SERVICES
Written expression instruction: 45 minutes, 3 times per week, resource room

ACCOMMODATIONS
  - Graphic organizer for writing tasks

STATEWIDE TESTING
State Reading and Math Tests:  [ ] standard   [X] with accommodations   [ ] alternate
  - Frequent breaks during testing
  - Answers dictated to a scribe
  - Test administered in a small group`;

const thisYear = `GRANITE BAY UNIFIED — INDIVIDUALIZED EDUCATION PROGRAM
Student: Ivo Brandauer     Grade: 7
IEP Meeting Date: 09/10/2026     Annual Review Date: 09/09/2027

SERVICES
Written expression instruction: 45 minutes, 4 times per week, resource room

ACCOMMODATIONS
  - Graphic organizer for writing tasks

STATEWIDE TESTING
State Reading and Math Tests: takes the tests with accommodations.
  - Frequent breaks during testing
  - Test administered in a small group
  - Word-prediction software for written responses
Discontinued: answers dictated to a scribe. Ivo now types his own answers, and the team agreed.`;

const addition = `GRANITE BAY UNIFIED
AMENDMENT TO THE IEP (no meeting held)
Student: Ivo Brandauer     Grade: 7
IEP being amended: IEP dated 09/10/2026
Date of amendment: 10/19/2026

CHANGES
A) Physical Therapy (new service)
   Amount: 25 minutes, 3 times per month, in the gym.
   Start: 01/11/2027        End: 06/04/2027
   Provider: Mr. Tobias Rhee, PT
   Reason: the parent reports falls on the stairs.`;

const brandauer: Family = {
  name: "brandauer",
  child: "Ivo Brandauer",
  documents: [
    { title: "IEP 2025", documentType: "IEP", schoolYear: "2025-2026", uploadedAt: "2026-10-20T10:00:00Z", pages: [lastYear] },
    { title: "Evaluation August 2026", documentType: "Evaluation", schoolYear: "2026-2027", uploadedAt: "2026-10-20T10:01:00Z", pages: evaluation },
    { title: "IEP 2026", documentType: "IEP", schoolYear: "2026-2027", uploadedAt: "2026-10-20T10:02:00Z", pages: [thisYear] },
    { title: "Amendment October 2026", documentType: "IEP", schoolYear: "2026-2027", uploadedAt: "2026-10-20T10:03:00Z", pages: [addition] },
  ],
  questions: [],
};

describe("an added service, testing accommodations under a checklist line, an evaluation titled in its running head (ADR 0086, second pass)", () => {
  const { record, passages } = prepareFamily(brandauer, "2026-11-25");
  const ask = (q: string) => plainText(answerFromRecord(record, q, passages, brandauer.child).text).slice(0, 300);

  it("gives the start date of a service an amendment adds", () => {
    expect(ask("when does his PT begin")).toContain("January 11, 2027");
  });

  it("lists the testing accommodations of the current plan, one each, without the discontinued one", () => {
    const a = ask("what does he get on state tests this year");
    expect(a).toContain("Word-prediction software");
    expect(a).not.toMatch(/dictated to a scribe|types his own answers/);
  });

  it("says which testing accommodation was taken away since last year", () => {
    expect(ask("did they drop any testing accommodations")).toMatch(/\bone accommodation was taken away\b[^:]*: Answers dictated to a scribe \(testing\)/i);
  });

  it("names the evaluation's recommendation the current plan does not provide", () => {
    expect(ask("what did the evaluation recommend that the new iep doesnt have")).toMatch(/planner check/i);
  });
});

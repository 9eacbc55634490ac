// Classes of ADR 0086's "Fixes after round B, second pass", each checked on an invented family whose layout and
// wording are not the blind families': a service the documents never name, asked when retrieval found no
// passage (the answer says so and cites what the current plan provides).
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

  it("cites where the current plan lists what it gives when a yes/no question matches no passage", () => {
    const a = answer("does she get a weighted vest", []);
    expect(plainText(a.text)).toMatch(/^The documents don't mention that\. The IEP of April 14, 2026 lists its services from page 1/);
    expect(a.citations.length).toBeGreaterThan(0);
  });

  it("leaves words that ask nothing uncited", () => {
    expect(answer("Zxqv blorp wibble?", []).citations).toEqual([]);
  });
});

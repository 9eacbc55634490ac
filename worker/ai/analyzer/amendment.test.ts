// Which document is an amendment (ADR 0023): a form's row of kinds names the document by its ticked box,
// not by every kind it prints (ADR 0085).
import { describe, expect, it } from "vitest";
import { analyzeDocument } from "./index.ts";

const body = `Student: Theo Brandt     Meeting Date: 04/21/2026
SPECIAL EDUCATION SERVICES
Service: Occupational Therapy     Minutes: 60 per week     Location: Special education setting`;

describe("amendment detection", () => {
  it("does not take an annual IEP for an amendment because its kind row prints an empty Amendment box", () => {
    const facts = analyzeDocument([
      `INDIVIDUALIZED EDUCATION PROGRAM
Type of meeting: ☐ Initial  ☒ Annual review  ☐ Amendment  ☐ Transfer
${body}`,
    ]);
    expect(facts.amendment).toBeUndefined();
  });

  it("takes a document whose ticked kind is Amendment for one", () => {
    const facts = analyzeDocument([
      `INDIVIDUALIZED EDUCATION PROGRAM
Type of meeting: [ ] Initial  [ ] Annual review  [X] Amendment  [ ] Transfer
${body}`,
    ]);
    expect(facts.amendment).toBeDefined();
  });

  it("still takes a titled amendment for one", () => {
    const facts = analyzeDocument([`IEP AMENDMENT\nDate of IEP being amended: 01/12/2026\n${body}`]);
    expect(facts.amendment?.amends).toBe("2026-01-12");
  });
});

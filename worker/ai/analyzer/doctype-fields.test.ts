// A header field that names a notice ("Consent for Reevaluation Signed: …") is no notice's title: the document
// is what its own title says (ADR 0086, round B).
import { describe, expect, it } from "vitest";
import { analyzeDocument } from "./index.ts";

describe("a notice named in a header field", () => {
  it("keeps an evaluation report an evaluation", () => {
    const facts = analyzeDocument([
      `Consent for Reevaluation Received: 2026-01-08
EASTBROOK SCHOOLS — PUPIL SERVICES — Student: Jonah Prewitt, Date of Birth: 2014-02-11
Reevaluation Team Report
Date of Report: 2026-02-20

SUMMARY
Jonah continues to read below grade level; the team reviewed his classroom work.`,
    ]);
    expect(facts.documentType.value).toBe("Evaluation");
  });
});

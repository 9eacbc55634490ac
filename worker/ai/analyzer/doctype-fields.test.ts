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

// ADR 0086, fixes after round B, second pass: a title printed only as a running header (removed from every page
// as a repeated edge) still names the document, and an IEP named inside a sentence is no title.
describe("a title that stands only in a running header", () => {
  const head = "CEDAR FORKS JOINT DISTRICT — PUPIL SERVICES\nPSYCHOEDUCATIONAL EVALUATION REPORT";
  const pages = [
    `${head}\nStudent: Ilse Marchbank     Date of Birth: 2013-05-30\nDate of Report: March 3, 2026\n\nREASON FOR REFERRAL\nIlse moved here in January; the team tested her so that a Cedar Forks IEP could be written from\ncurrent data. Her teachers report slow reading.`,
    `${head}\nTESTS ADMINISTERED\nWoodcock-Johnson IV Tests of Achievement: Basic Reading Skills standard score 78.`,
    `${head}\nRECOMMENDATIONS\n1. Specialized reading instruction in a small group.\n2. Extended time for tests.`,
  ];

  it("reads the evaluation's kind from the first page's running head", () => {
    expect(analyzeDocument(pages).documentType.value).toBe("Evaluation");
  });

  it("takes no IEP title from a sentence that names an IEP", () => {
    const body = pages.map((p) => p.replace(`${head}\n`, ""));
    expect(analyzeDocument(body).documentType.value).not.toBe("IEP");
  });
});

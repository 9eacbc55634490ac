// Layouts met in the project's own sample IEP (worker/test/fixtures) once it went through PDF text
// extraction: a labelled service line whose column gaps were lost, the time-outside-general-education
// line (the placement, not a service), a student name followed by the next field on the same line, and
// the summary's accommodation groups.
import { describe, expect, it } from "vitest";
import { SAMPLE_IEP_PAGES } from "../../test/fixtures/sample-documents.ts";
import { analyzeDocument, composeSummary } from "./index.ts";

describe("services: labelled fields on one line", () => {
  it("splits 'Provider: … Frequency: … Duration: …' even when single spaces separate the fields", () => {
    const [svc] = analyzeDocument([
      [
        "SPECIAL EDUCATION AND RELATED SERVICES",
        "Speech and Language Therapy",
        "Provider: Speech-Language Pathologist Frequency: 2 times per week Duration: 25 minutes",
        "Location: Speech room, small group From 10/15/2025 to 10/13/2026",
      ].join("\n"),
    ]).services;
    expect(svc).toMatchObject({
      name: "Speech and Language Therapy",
      provider: "Speech-Language Pathologist",
      minutesPerSession: 25,
      sessions: 2,
      per: "week",
      minutesPerWeek: 50,
      location: "Speech room, small group",
      startDate: "2025-10-15",
      endDate: "2026-10-13",
    });
  });

  it("keeps a lower-case 'setting:' inside prose as part of the value", () => {
    const [svc] = analyzeDocument([
      "Services\nCounseling\n    Provider: School counselor in a small-group setting: lunch bunch    Frequency: 1 time per week    Duration: 30 minutes",
    ]).services;
    expect(svc?.provider).toBe("School counselor in a small-group setting: lunch bunch");
    expect(svc?.minutesPerWeek).toBe(30);
  });
});

describe("services: the placement is not a service", () => {
  it("does not list 'Time outside the general education classroom: 200 minutes per week'", () => {
    const facts = analyzeDocument([
      "Services\nSpecialized Academic Instruction: 30 minutes 5 times per week in the resource room.\n\nTime outside the general education classroom: 200 minutes per week (about 13% of the school week).",
    ]);
    expect(facts.services.map((s) => s.name)).toEqual(["Specialized Academic Instruction"]);
  });
});

describe("student name: the next field's label is not part of it", () => {
  it.each([
    ["Student: Maya Alvarez Date of Birth: 03/14/2016 Grade: 3", "Maya Alvarez"],
    ["Student Name: Ava Brooks          Grade: 2", "Ava Brooks"],
  ])("%s", (line, name) => {
    expect(analyzeDocument([line]).student?.name).toBe(name);
  });
});

describe("summary: accommodation groups", () => {
  it("starts each group on its own, so a label never continues the previous group's last item", () => {
    const facts = {
      ...analyzeDocument(["IEP"]),
      accommodations: [
        { kind: "classroom" as const, text: "Preferential seating", page: 1, quote: "Preferential seating" },
        { kind: "testing" as const, text: "Extended time on tests", page: 2, quote: "Extended time on tests" },
      ],
    };
    const summary = composeSummary(facts, "IEP");
    expect(summary).toContain("**Classroom**\n\n- Preferential seating (p. 1)\n\n**Testing**\n\n- Extended time on tests (p. 2)");
  });
});

describe("summary: the sample IEP", () => {
  const summary = composeSummary(analyzeDocument(SAMPLE_IEP_PAGES.map((lines) => lines.join("\n"))), "Maya's IEP");

  it("lists only dates with a label of their own, not fragments of the sentence around them", () => {
    expect(summary).toContain("- **Annual review:** October 13, 2026 (p. 1)");
    expect(summary).not.toMatch(/\*\*(?:And|Date|With the report card|Minute with[^*]*):\*\*/);
    expect(summary).toContain("- **Parent consent to this IEP: Rosa Alvarez:** October 14, 2025 (p. 5)");
  });

  it("puts the document type and the student on lines of their own", () => {
    expect(summary).toContain("**Document type:** IEP\n\n**Student:** Maya Alvarez");
  });
});

import { describe, expect, it } from "vitest";
import { lineFormIep, plan504, progressReport } from "./fixtures/index.ts";
import { analyzeDocument, composeSummary, suggestQuestions } from "./index.ts";
import { escapeMarkdown } from "./summary.ts";

describe("composeSummary", () => {
  const facts = analyzeDocument(lineFormIep.pages);
  const md = composeSummary(facts, "Samuel's 2025 IEP");

  it("is composed from the facts, with pages", () => {
    expect(md).toContain("## Samuel's 2025 IEP");
    expect(md).toContain("- **Meeting:** September 16, 2025 (p. 1)");
    expect(md).toContain("- **Reevaluation:** March 2027 (p. 1)");
    expect(md).toContain("- **Speech and Language Therapy** — 30 min × 2 per week, ≈ 60 min/week");
    expect(md).toContain("- In general education: 74% of the time (p. 3)");
    expect(md).toContain("- Extended school year: Yes (p. 3)");
    expect(md).toContain("   - Baseline: *not stated*");
  });

  it("ends with what is worth checking", () => {
    const checks = md.slice(md.indexOf("### Worth checking"));
    expect(checks).toContain("Goal 3 (Social Communication) does not state a measurable criterion");
    expect(checks).toContain("Occupational Therapy Consultation: the number of minutes is not stated.");
  });

  it("escapes document text so it cannot add links or HTML", () => {
    expect(escapeMarkdown("[click](http://x) <img src=x> *bold*")).toBe("\\[click\\](http://x) \\<img src=x\\> \\*bold\\*");
  });

  it("says so when nothing was found", () => {
    expect(composeSummary(analyzeDocument([""]), "Scan")).toContain("No dates, goals, services or accommodations were found");
  });
});

describe("suggestQuestions", () => {
  it("asks about what the facts lack", () => {
    const questions = suggestQuestions(analyzeDocument(lineFormIep.pages));
    expect(questions.length).toBeGreaterThanOrEqual(5);
    expect(questions.length).toBeLessThanOrEqual(8);
    expect(questions).toContain(
      "What is the baseline for the social communication goal: where is Samuel starting from, and how was it measured?",
    );
    expect(questions).toContain("How many minutes of occupational therapy consultation will Samuel receive, and how often?");
  });

  it("asks for a progress schedule when an IEP has none", () => {
    const facts = analyzeDocument(["Individualized Education Program\nAnnual Goals\nGoal 1: By May 2026, Ana will read 80 words per minute with 95% accuracy."]);
    expect(facts.flags.map((f) => f.kind)).toContain("no-progress-schedule");
    expect(suggestQuestions(facts)).toContain("How and how often will I receive progress reports on each goal?");
  });

  it("asks what will change when a progress report shows insufficient progress", () => {
    expect(suggestQuestions(analyzeDocument(progressReport.pages))).toContain(
      'Progress on the reading comprehension goal is "Insufficient progress to meet the goal (IP)". What will change in instruction or services?',
    );
  });

  it("always offers five to eight questions", () => {
    for (const pages of [[], ["Hello."], plan504.pages, lineFormIep.pages]) {
      const n = suggestQuestions(analyzeDocument(pages)).length;
      expect(n).toBeGreaterThanOrEqual(5);
      expect(n).toBeLessThanOrEqual(8);
    }
  });
});

import { describe, expect, it } from "vitest";
import { FIXTURES, emptyPages, oneLiner } from "./fixtures/index.ts";
import { analyzeDocument, type DocumentFacts } from "./index.ts";

function cited(f: DocumentFacts): Array<{ page: number; quote: string }> {
  return [
    ...f.dates,
    ...f.eligibility,
    ...f.goals,
    ...f.goals.flatMap((g) => (g.baselineSource ? [g.baselineSource] : [])),
    ...f.services,
    ...f.accommodations,
    ...(f.lrePercent ? [f.lrePercent] : []),
    ...(f.extendedSchoolYear ? [f.extendedSchoolYear] : []),
    ...(f.evaluation ? [...f.evaluation.scores, ...f.evaluation.recommendations] : []),
  ];
}

const flat = (s: string) => s.replace(/\s+/g, " ").trim();

describe("documents with nothing to extract", () => {
  it.each(emptyPages.map((p) => [JSON.stringify(p), p]))("%s gives empty lists", (_, pages) => {
    const facts = analyzeDocument(pages as string[]);
    expect(facts).toMatchObject({ goals: [], services: [], accommodations: [], dates: [], eligibility: [], flags: [] });
    expect(facts.documentType.value).toBe("Other");
  });

  it("a one-line document invents nothing", () => {
    const facts = analyzeDocument(oneLiner);
    expect(facts).toMatchObject({ goals: [], services: [], accommodations: [], dates: [], eligibility: [] });
    expect(facts.lrePercent).toBeUndefined();
    expect(facts.extendedSchoolYear).toBeUndefined();
  });

  it("tolerates input that is not a list of strings", () => {
    expect(analyzeDocument(undefined as unknown as string[]).goals).toEqual([]);
    expect(analyzeDocument([null, 42] as unknown as string[]).goals).toEqual([]);
  });
});

describe.each(FIXTURES.map((f) => [f.name, f] as const))("%s", (_, fixture) => {
  const facts = analyzeDocument(fixture.pages);

  it("cites quotes that appear on the cited page (or run onto the next)", () => {
    for (const item of cited(facts)) {
      const here = flat(`${fixture.pages[item.page - 1] ?? ""} ${fixture.pages[item.page] ?? ""}`);
      expect(here, `page ${item.page}`).toContain(flat(item.quote));
    }
  });

  it("is deterministic and JSON-serialisable", () => {
    expect(JSON.parse(JSON.stringify(facts))).toEqual(analyzeDocument(fixture.pages));
  });
});

describe("hostile input", () => {
  // No timing assertions (benchmarks live in scripts/eval-analyzer.ts); a catastrophic regex would
  // hang these past the test timeout.
  it.each([
    ["long run of words", "a ".repeat(200_000)],
    ["long run of digits", "1".repeat(300_000)],
    ["many goal headers", `Goal 1: ${"x".repeat(5000)}\n`.repeat(50)],
    ["whitespace lines", `${" ".repeat(4000)}\n`.repeat(100)],
    ["parentheses", "(".repeat(200_000)],
    ["underscores then X", `${"_".repeat(100_000)}X`],
    ["slashes", "1/1/1/1/1/".repeat(30_000)],
    ["checkboxes", "Extended school year: Yes__ No__ ".repeat(30_000)],
    ["date-like", "May 2026, ".repeat(30_000)],
  ])("%s", (_, text) => {
    const facts = analyzeDocument([text]);
    expect(facts.goals.length).toBeLessThan(100);
  });
});

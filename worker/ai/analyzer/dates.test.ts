import { describe, expect, it } from "vitest";
import { findDates, parseDate } from "./dates.ts";
import { analyzeDocument } from "./index.ts";

describe("findDates", () => {
  it("normalises the formats forms use to ISO", () => {
    expect(findDates("October 3, 2007 · 11/5/93 · 2026-04-15 · 5/2008 · June 2008 · Sept. 8, 2025 · 3 March 2024 · 12-01-2014").map((d) => d.value)).toEqual([
      "2007-10-03",
      "1993-11-05",
      "2026-04-15",
      "2008-05",
      "2008-06",
      "2025-09-08",
      "2024-03-03",
      "2014-12-01",
    ]);
  });

  it("reads year-first dates with slashes and day-month-year dates with dashes", () => {
    expect(findDates("2025/10/09 · 09-Oct-2025 · 9 October 2025").map((d) => d.value)).toEqual(["2025-10-09", "2025-10-09", "2025-10-09"]);
  });

  it("never invents a day for a month-only date", () => {
    expect(parseDate("Reevaluation due: May 2027")).toBe("2027-05");
  });

  it("ignores numbers that are not dates", () => {
    expect(findDates("a score of 3/4, 10-15 minutes, phone 675-8976, grade 4, 1.5x time, 31/12/2020, 2/30/2024, may 2026")).toEqual([]);
  });
});

describe("key dates", () => {
  it("classifies by the nearest label when several fields share a line", () => {
    const facts = analyzeDocument([
      "Services Begin: 9/2/2025   Next Review Date: 6/2026\nEligible Since: 4/2022    Triennial Reevaluation: 4/2028",
    ]);
    expect(facts.dates.map((d) => [d.kind, d.value, d.label])).toEqual([
      ["start", "2025-09-02", "Services Begin"],
      ["annual-review", "2026-06", "Next Review Date"],
      ["eligibility", "2022-04", "Eligible Since"],
      ["reevaluation", "2028-04", "Triennial Reevaluation"],
    ]);
  });

  it("reads 'Next IEP Due' as the annual review and 'Date IEP Developed' as the meeting", () => {
    const facts = analyzeDocument(["Date IEP Developed: 10/9/2025\nNext IEP Due: 10/8/2026"]);
    expect(facts.dates.map((d) => [d.kind, d.value])).toEqual([
      ["meeting", "2025-10-09"],
      ["annual-review", "2026-10-08"],
    ]);
  });

  it("gives a bare 'Date:' the meaning of the sentence before it", () => {
    const facts = analyzeDocument(["I agree with this plan. Guardian signature: Dana Cole. Date: 4/2/2026."]);
    expect(facts.dates).toEqual([
      { kind: "signature", label: "Guardian signature date", value: "2026-04-02", page: 1, quote: "Date: 4/2/2026" },
    ]);
  });

  it("reports the progress-report schedule but not a measurement schedule", () => {
    const facts = analyzeDocument([
      "Goal 1: Sam will read 90 words per minute.\nProgress Monitoring: probes every 2 weeks.\nReports to Families\nFamilies get a written progress report every 6 weeks, along with report cards.",
    ]);
    expect(facts.dates.filter((d) => d.kind === "progress-reports").map((d) => d.value)).toEqual([
      "every 6 weeks, along with report cards",
    ]);
  });
});

const kinds = (page: string) => analyzeDocument([page]).dates.map((d) => [d.kind, d.value]);

describe("when services begin and end (docs/decisions/0078)", () => {
  it("reads the wordings forms give the services' span", () => {
    expect(kinds("Services begin: 09/08/2025     Projected ending date: 06/12/2026")).toEqual([
      ["start", "2025-09-08"],
      ["end", "2026-06-12"],
    ]);
    expect(kinds("Duration of services: from 09/08/2025 to 06/12/2026")).toEqual([
      ["start", "2025-09-08"],
      ["end", "2026-06-12"],
    ]);
  });

  it("takes a grid's column names for its dates, even when the header's words are abbreviated or pluralised with (s)", () => {
    const page = [
      "SPECIAL EDUCATION SERVICES",
      "Service            Goal(s)    Freq.     Duration    Start       End         Site*",
      "Reading support    1, 2       3x/wk     30 min      09/08/25    06/12/26    2a",
    ].join("\n");
    expect(kinds(page)).toEqual([
      ["start", "2025-09-08"],
      ["end", "2026-06-12"],
    ]);
  });

  it("takes the first line of a header row that wrapped onto a second line", () => {
    const page = [
      "SPECIAL EDUCATION SERVICES",
      "Special Education    Goal   Freq.    Duration   Responsible    Start        End          Site",
      "Service              #                          Staff",
      "Reading support      1      3x/wk    30 min     Special Ed     09/08/2025   06/12/2026   2a",
      "instruction                                     Teacher",
    ].join("\n");
    expect(kinds(page)).toEqual([
      ["start", "2025-09-08"],
      ["end", "2026-06-12"],
    ]);
  });
});

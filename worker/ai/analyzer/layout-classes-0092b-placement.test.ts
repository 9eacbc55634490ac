// Placement and eligibility as read after round B of the ninth blind round (docs/decisions/0092-ninth-blind-round.md),
// on invented text of its own (the Quillfeather family, in no fixture): a placement line that states the time in
// and the time outside the regular class side by side, and a state's own name for a category (Kentucky's
// "Emotional-Behavioral Disability", "emotional/behavioral disability") with the primary one stated first.
import { describe, expect, it } from "vitest";
import { analyzeDocument } from "./index.ts";

const iep = (lines: string[]) => analyzeDocument([["INDIVIDUALIZED EDUCATION PROGRAM", "Student: Rowan Quillfeather   Grade: 6", "", ...lines].join("\n")]);

describe("a placement line with the time in and the time outside the regular class", () => {
  it.each([
    ["Time in regular class: 72%      Time outside regular class: 28%      Setting code: Regular class 40-79%", 72],
    ["Time outside the general education setting: 35%    Time in the general education setting: 65%", 65],
    ["Percent of day in regular class 90%  |  Percent of day outside regular class 10%", 90],
  ])("%s", (line, value) => {
    expect(iep(["LEAST RESTRICTIVE ENVIRONMENT", line]).lrePercent?.value).toBe(value);
  });

  it("a sentence that states only the time outside keeps its complement", () => {
    expect(iep(["LEAST RESTRICTIVE ENVIRONMENT", "Rowan will spend 25% of the school day outside the general education classroom."]).lrePercent?.value).toBe(75);
  });
});

describe("a state's own name for the emotional-behavioral category", () => {
  it.each([
    ["Disability Category — Primary: Emotional-Behavioral Disability      Secondary: Other Health Impairment", "Emotional-Behavioral Disability"],
    ["Eligibility: Primary — emotional/behavioral disability; Secondary — Specific Learning Disability", "emotional/behavioral disability"],
  ])("%s", (line, stated) => {
    const found = iep([line]).eligibility;
    // The primary category, the one stated first, comes first; the form's own words are kept beside the IDEA name.
    expect(found[0]?.category).toBe("Emotional Disturbance");
    expect(found[0]?.stated).toBe(stated);
    expect(found).toHaveLength(2);
  });

  it("a name that only spells the IDEA category differently keeps none", () => {
    const [found] = iep(["Primary Disability: Specific Learning Disabilities (reading)"]).eligibility;
    expect(found?.category).toBe("Specific Learning Disability");
    expect(found?.stated).toBeUndefined();
  });
});

describe("an amendment's item that raises a service in a sentence without 'is'", () => {
  it("is the service's new amount from the item's start", () => {
    const facts = analyzeDocument([
      [
        "NOTICE OF AMENDMENT TO THE IEP",
        "Student: Rowan Quillfeather",
        "IEP being amended: IEP dated 10/06/2026",
        "",
        "CHANGES",
        "A. Social Skills Instruction raised from 20 minutes, 2 times per week (40 minutes per week) to 30 minutes, 2 times per week (60 minutes per week), starting February 2, 2027.",
        "B. The team reduced from three to two the number of check-ins a day.",
      ].join("\n"),
    ]);
    const [service, ...others] = facts.services;
    expect(service).toMatchObject({ name: "Social Skills Instruction", minutesPerWeek: 60, startDate: "2027-02-02", amended: true });
    expect(others).toHaveLength(0);
  });
});

import { describe, expect, it } from "vitest";
import {
  ardIep,
  columnTableIep,
  evaluationReport,
  labelledServicesIep,
  lineFormIep,
  plan504,
  progressReport,
  promptFormIep,
  tableFlattenedIep,
} from "./fixtures/index.ts";
import { analyzeDocument } from "./index.ts";

describe("line-based form IEP", () => {
  const facts = analyzeDocument(lineFormIep.pages);

  it("recognises the document and the student", () => {
    expect(facts.engine).toBe("builtin");
    expect(facts.documentType.value).toBe("IEP");
    expect(facts.student?.name).toBe("Samuel Ortiz");
  });

  it("reads labelled dates, classified by their labels", () => {
    const byKind = Object.fromEntries(facts.dates.map((d) => [d.kind, d.value]));
    expect(byKind).toMatchObject({
      meeting: "2025-09-16",
      birth: "2017-04-22",
      "annual-review": "2026-09-15",
      reevaluation: "2027-03",
      start: "2025-09-17",
      end: "2026-09-15",
      "progress-reports": "each trimester, with report cards",
    });
    const meeting = facts.dates.find((d) => d.kind === "meeting");
    expect(meeting).toMatchObject({ page: 1, label: "IEP Meeting Date", quote: "IEP Meeting Date: 09/16/2025" });
  });

  it("finds eligibility categories under their canonical names", () => {
    expect(facts.eligibility.map((e) => e.category)).toEqual(["Autism", "Speech or Language Impairment"]);
  });

  it("extracts goals with baseline, criterion, measurement and objectives", () => {
    expect(facts.goals).toHaveLength(3);
    const [reading, math, social] = facts.goals;
    expect(reading).toMatchObject({
      number: "1",
      area: "Oral Reading",
      page: 2,
      baseline: "48 words correct per minute with 90% accuracy on second-grade passages",
      criterion: "85 words correct per minute with 95% accuracy on 3 of 4 consecutive biweekly probes",
      measurement: "Curriculum-based measurement probes",
      targetDate: "2026-09",
    });
    expect(reading?.description).toBe(
      "By September 2026, Samuel will read third-grade passages aloud at 85 words correct per minute with 95% accuracy on 3 of 4 consecutive biweekly probes.",
    );
    expect(reading?.objectives).toEqual([
      "By December 2025, Samuel will read 60 words correct per minute with 92% accuracy.",
      "By March 2026, Samuel will read 72 words correct per minute with 94% accuracy.",
    ]);
    expect(math).toMatchObject({ area: "Math Computation", criterion: "90% accuracy on 4 of 5 weekly probes" });
    // The third goal states neither: nothing is invented, and both gaps are flagged.
    expect(social?.criterion).toBeUndefined();
    expect(social?.baseline).toBeUndefined();
    expect(facts.flags.filter((f) => f.message.startsWith("Goal 3")).map((f) => f.kind).sort()).toEqual([
      "goal-no-baseline",
      "goal-no-criterion",
    ]);
  });

  it("assembles services from a name line and its field lines", () => {
    expect(facts.services.map((s) => [s.name, s.minutesPerSession, s.sessions, s.per, s.minutesPerWeek])).toEqual([
      ["Specialized Academic Instruction", 45, 5, "week", 225],
      ["Speech and Language Therapy", 30, 2, "week", 60],
      ["Occupational Therapy Consultation", undefined, 1, "month", undefined],
    ]);
    expect(facts.services[0]).toMatchObject({
      provider: "Special Education Teacher",
      location: "Resource Room",
      startDate: "2025-09-17",
      endDate: "2026-09-15",
    });
    expect(facts.flags).toContainEqual(expect.objectContaining({ kind: "service-no-minutes", page: 3 }));
  });

  it("separates classroom and testing accommodations", () => {
    expect(facts.accommodations.filter((a) => a.kind === "classroom").map((a) => a.text)).toEqual([
      "Visual schedule posted at his desk",
      "Noise-reducing headphones during independent work",
      "Directions given in short steps with a visual model",
    ]);
    expect(facts.accommodations.filter((a) => a.kind === "testing").map((a) => a.text)).toEqual([
      "Extended time (1.5x) on classroom and district tests",
      "Tests given in a separate, quiet room",
    ]);
  });

  it("reads the LRE percentage and a checked ESY box", () => {
    expect(facts.lrePercent).toMatchObject({ value: 74, page: 3 });
    expect(facts.extendedSchoolYear).toMatchObject({ value: "yes", page: 3 });
  });

  it("drops the running header and page footer", () => {
    const all = JSON.stringify(facts);
    expect(all).not.toContain("Page 1 of 3");
    expect(all).not.toContain("Maplewood Unified School District");
  });
});

describe("table flattened to one cell per line", () => {
  const facts = analyzeDocument(tableFlattenedIep.pages);

  it("takes each date's label from the cell above it", () => {
    expect(facts.dates.filter((d) => d.kind !== "progress-reports").map((d) => [d.kind, d.value])).toEqual([
      ["birth", "2013-11-03"],
      ["meeting", "2025-10-02"],
      ["annual-review", "2026-10-01"],
      ["reevaluation", "2027-05"],
      ["goal-target", "2026-10"],
    ]);
  });

  it("re-joins wrapped cells into goal fields", () => {
    expect(facts.goals).toHaveLength(2);
    expect(facts.goals[0]).toMatchObject({
      number: "1",
      area: "Written Expression",
      baseline: "Writes three-sentence responses with a topic sentence in 2 of 5 samples",
      criterion: "scoring 3 of 4 on the district writing rubric in 4 of 5 samples",
      measurement: "Rubric-scored writing samples, monthly",
    });
    expect(facts.goals[1]?.description).toBe(
      "By October 2026, given two-step word problems, Lena will choose an operation and solve them with 80% accuracy on 3 consecutive probes.",
    );
  });

  it("rebuilds service rows from wrapped name, provider and location cells", () => {
    expect(facts.services.map((s) => [s.name, s.minutesPerSession, s.sessions, s.per, s.minutesPerWeek, s.provider, s.location])).toEqual([
      ["Specialized Academic Instruction - Writing", 40, 4, "week", 160, "Special Education Teacher", "Resource Room"],
      ["Speech-Language Therapy", 30, 1, "week", 30, "Speech-Language Pathologist", "General Education Classroom"],
      // 25 minutes twice a month: 50 ÷ 4 weeks = 12.5, rounded.
      ["Counseling", 25, 2, "month", 13, "School Counselor", "Counseling Office"],
    ]);
  });

  it("reads a bare percentage and a bare answer under their headings", () => {
    expect(facts.lrePercent?.value).toBe(82);
    expect(facts.extendedSchoolYear?.value).toBe("no");
    expect(facts.eligibility.map((e) => e.category)).toEqual(["Specific Learning Disability"]);
  });
});

describe("tables that keep their column positions", () => {
  const facts = analyzeDocument(columnTableIep.pages);

  it("splits goal rows into goal, criterion, method and schedule", () => {
    expect(facts.goals.map((g) => [g.description, g.criterion, g.measurement, g.schedule])).toEqual([
      [
        "Kai will write a five-paragraph essay with a thesis and supporting evidence.",
        "4 of 5 essays scoring 3 or higher",
        "Writing rubric",
        "every 10 weeks",
      ],
      ["Kai will solve multi-step linear equations with one variable.", "80% accuracy over 3 consecutive tests", "Teacher-made tests", "every 10 weeks"],
    ]);
  });

  it("maps service cells to their columns", () => {
    expect(facts.services.map((s) => [s.name, s.minutesPerWeek, s.setting, s.location, s.startDate])).toEqual([
      ["Consultant Teacher Services", 200, "Direct", "General education classroom", "2025-09-04"],
      ["Resource Room Program", 126, "Group of 5", "Resource room", "2025-09-04"],
      ["Counseling Services", 30, "Individual", "Counseling office", "2025-09-04"],
    ]);
    expect(facts.dates).toContainEqual(
      expect.objectContaining({ kind: "start", value: "2025-09-04", label: "Consultant Teacher Services: Initiation Date" }),
    );
  });

  it("reads an inline ESY answer and the LRE share", () => {
    expect(facts.extendedSchoolYear?.value).toBe("no");
    expect(facts.lrePercent?.value).toBe(88);
    expect(facts.accommodations.every((a) => a.kind === "testing")).toBe(true);
  });
});

describe("forms that ask questions", () => {
  it("takes 'Describe HOW … measured:' answers as the measurement and links baselines from present levels", () => {
    const facts = analyzeDocument(promptFormIep.pages);
    expect(facts.goals).toHaveLength(2);
    expect(facts.goals.map((g) => g.measurement)).toEqual([
      "Weekly curriculum-based measurement probes",
      "Momentary time sampling by the learning support teacher",
    ]);
    expect(facts.goals[1]?.baseline).toBe("During independent work, Ethan is on task for an average of 45% of 10-second intervals");
    expect(facts.goals[1]?.baselineSource?.page).toBe(1);
    expect(facts.dates.find((d) => d.kind === "progress-reports")?.value).toBe("Quarterly with report cards");
    // "Counselor's office" is where counseling happens, not who provides it.
    expect(facts.services[0]).toMatchObject({ name: "Counseling", location: "Counselor's office", minutesPerWeek: 30 });
    expect(facts.services[0]?.provider).toBeUndefined();
  });

  it("reads 'Goal #1   Area of Need:' headers and 'Service:' lines", () => {
    const facts = analyzeDocument(labelledServicesIep.pages);
    expect(facts.student?.name).toBe("Rosa Delgado");
    expect(facts.goals.map((g) => [g.number, g.area, g.targetDate])).toEqual([
      ["1", "Articulation", "2027-03-04"],
      ["2", "Reading Comprehension", "2027-03-04"],
    ]);
    expect(facts.services.map((s) => [s.name, s.minutesPerSession, s.sessions, s.minutesPerWeek, s.provider])).toEqual([
      ["Language and Speech (415)", 30, 2, 60, "SLP"],
      ["Specialized Academic Instruction (330)", 45, 4, 180, "Education Specialist"],
    ]);
    expect(facts.extendedSchoolYear?.value).toBe("no");
  });

  it("handles ARD-style dates, benchmarks and dash-separated service lines", () => {
    const facts = analyzeDocument(ardIep.pages);
    expect(facts.dates.filter((d) => ["meeting", "start", "end"].includes(d.kind)).map((d) => d.value)).toEqual([
      "2025-09-08",
      "2025-09-09",
      "2026-09-07",
    ]);
    expect(facts.goals[0]?.objectives).toHaveLength(2);
    expect(facts.goals[0]?.criterion).toBe("80% on 4 of 5 probes");
    expect(facts.services.map((s) => [s.name, s.minutesPerWeek])).toEqual([
      ["Inclusion support in math", 225],
      ["Counseling", 15],
    ]);
    expect(facts.accommodations.map((a) => a.text)).not.toContain("ESY: Marisol does not qualify for ESY services");
    expect(facts.accommodations.find((a) => a.text.startsWith("STAAR"))?.kind).toBe("testing");
  });
});

describe("progress report", () => {
  const facts = analyzeDocument(progressReport.pages);

  it("is recognised as a progress report", () => {
    expect(facts.documentType.value).toBe("Progress Report");
  });

  it("records each goal's status, resolving progress codes through the legend", () => {
    expect(facts.goals.map((g) => [g.area, g.progress])).toEqual([
      ["Math Calculation", "Sufficient progress to meet the goal (SP)"],
      ["Reading Comprehension", "Insufficient progress to meet the goal (IP)"],
      ["Organization", "Sufficient progress"],
    ]);
    expect(facts.goals[1]?.progressNote).toBe("Tomas answered 2 of 5 inferential questions on the last two trials.");
    expect(facts.goals[2]?.page).toBe(2);
  });

  it("does not judge restated goals as if they were a plan", () => {
    expect(facts.flags.filter((f) => f.kind.startsWith("goal-"))).toEqual([]);
    expect(facts.flags.some((f) => f.kind === "no-progress-schedule")).toBe(false);
  });
});

describe("evaluation report", () => {
  const facts = analyzeDocument(evaluationReport.pages);

  it("extracts scores from the table and from inline statements", () => {
    expect(facts.documentType.value).toBe("Evaluation");
    const scores = Object.fromEntries((facts.evaluation?.scores ?? []).map((s) => [s.test, s.score]));
    expect(scores).toMatchObject({
      "Verbal Comprehension": "104, 61, Average",
      "Full Scale IQ": "94, 34, Average",
      "Letter-Word Identification": "standard score 78 (7th percentile), Low",
    });
    expect(facts.evaluation?.scores.find((s) => s.test === "Applied Problems")?.page).toBe(2);
  });

  it("lists the recommendations and the eligibility finding", () => {
    expect(facts.evaluation?.recommendations.map((r) => r.text)).toEqual([
      "Provide explicit, systematic phonics instruction in a small group at least four days a week",
      "Allow extended time and read-aloud of directions on classroom tests",
      "Monitor oral reading fluency every two weeks and share the data with Maya's parents",
    ]);
    expect(facts.eligibility.map((e) => e.category)).toEqual(["Specific Learning Disability"]);
    expect(facts.dates.map((d) => [d.kind, d.value])).toEqual([
      ["birth", "2015-06-14"],
      ["evaluation", "2025-03-03"],
      ["evaluation", "2025-03-20"],
    ]);
  });

  it("invents no goals, services or accommodations from recommendations", () => {
    expect(facts.goals).toEqual([]);
    expect(facts.services).toEqual([]);
    expect(facts.accommodations).toEqual([]);
  });
});

describe("Section 504 plan", () => {
  const facts = analyzeDocument(plan504.pages);

  it("reads the impairment in its own words and the plan dates", () => {
    expect(facts.documentType.value).toBe("504 Plan");
    expect(facts.eligibility).toEqual([{ category: "Type 1 diabetes", page: 1, quote: "Identified Impairment: Type 1 diabetes" }]);
    expect(facts.dates.map((d) => [d.kind, d.value])).toEqual([
      ["meeting", "2026-01-12"],
      ["annual-review", "2027-01-11"],
    ]);
  });

  it("groups accommodations by their sub-labels and ignores the header fields", () => {
    expect(facts.accommodations.map((a) => [a.kind, a.text])).toEqual([
      ["classroom", "Permission to carry water, snacks and glucose tablets at all times"],
      ["classroom", "Unrestricted access to the restroom and the nurse's office"],
      ["classroom", "Extra time to make up work missed because of diabetes-related absences"],
      ["testing", "Blood glucose check before state and classroom tests"],
      ["testing", "Breaks during tests to check blood glucose or eat a snack, with the clock stopped"],
      ["other", "The school nurse will check blood glucose before lunch each day"],
    ]);
    expect(facts.goals).toEqual([]);
    expect(facts.flags).toEqual([]);
  });
});

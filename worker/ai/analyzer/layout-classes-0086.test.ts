// The classes of layout fixed after the seventh blind round (docs/decisions/0086-seventh-blind-round.md),
// each on invented text of its own (the Vartanian family, in no fixture): a baseline under whatever
// label a form gives the goal's present level, a goal's field printed as a card (label on one line, value
// on the next), a grid's column named in words the vocabulary does not know, and a lone "X" as a mark.
import { describe, expect, it } from "vitest";
import { analyzeDocument } from "./index.ts";

describe("a baseline under whatever label a form gives the present level", () => {
  it.each(["Present Level / Baseline", "Baseline / Present Performance", "Current Performance / Baseline Data"])("%s: value", (label) => {
    const [goal] = analyzeDocument([
      [
        "Annual Goals",
        "Goal 1   Area: Spelling",
        `${label}: Thaddeus spells 6 of 20 grade-level words correctly on weekly lists.`,
        "Annual Goal: Thaddeus will spell 16 of 20 grade-level words correctly on weekly lists.",
      ].join("\n"),
    ]).goals;
    expect(goal?.baseline).toBe("Thaddeus spells 6 of 20 grade-level words correctly on weekly lists");
    expect(goal?.criterion).toBe("16 of 20 grade-level words correctly on weekly lists");
  });

  it("reads it from a Word table's label cell, whatever the figure (a count per week)", () => {
    const [goal] = analyzeDocument([
      [
        "Annual Goals",
        "Goal 1 - Goal Area: Coping",
        "Present Level / Baseline\tThaddeus tears up his worksheet about 3 times per week when a task looks long.",
        "Measurable Annual Goal\tThaddeus will ask for a break card instead, tearing up a worksheet no more than once in 4 consecutive weeks.",
      ].join("\n"),
    ]).goals;
    expect(goal?.baseline).toBe("Thaddeus tears up his worksheet about 3 times per week when a task looks long");
  });

  it("is not a combination of two different fields", () => {
    const [goal] = analyzeDocument([
      [
        "Annual Goals",
        "Goal 1   Area: Spelling",
        "Annual Goal: Thaddeus will spell 16 of 20 grade-level words correctly on weekly lists.",
        "Schedule / Baseline: weekly spelling probes",
      ].join("\n"),
    ]).goals;
    expect(goal?.baseline).toBeUndefined();
  });

  it("links the present levels' figure about passages and inferences to a reading goal", () => {
    const [goal] = analyzeDocument([
      [
        "PRESENT LEVELS OF ACADEMIC ACHIEVEMENT",
        "Thaddeus likes to talk about the stories he hears. On third grade passages he answers 4 of 10 inference questions. He adds within 20 with 90% accuracy.",
        "",
        "ANNUAL GOALS",
        "Goal 1   Area: Reading Comprehension",
        "Thaddeus will answer inference questions about third grade texts correctly on 8 of 10 questions.",
      ].join("\n"),
    ]).goals;
    expect(goal?.baseline).toBe("On third grade passages he answers 4 of 10 inference questions");
  });
});

const card = (area: string) =>
  [
    "Annual Goal 1 of 1",
    "Goal Area",
    area,
    "Present Level / Baseline",
    "Thaddeus starts a conversation with a classmate in 1 of 6 lunch periods.",
    "Measurable Annual Goal",
    "Thaddeus will start a conversation with a classmate in 5 of 6 lunch periods for 4 consecutive weeks.",
    "Benchmarks / Short-Term Objectives",
    "None - Thaddeus takes the general state test.",
  ].join("\n");

describe("a goal printed as field cards: each label on its line, its value on the next", () => {
  it.each(["Social Skills (Transition)", "Peer Relationships (Related to Behavior)", "Communication"])("keeps the value %s under its label", (area) => {
    const [goal] = analyzeDocument([`Measurable Annual Goals\n${card(area)}`]).goals;
    expect(goal?.area).toBe(area);
    expect(goal?.areaInferred).toBeUndefined();
    expect(goal?.baseline).toBe("Thaddeus starts a conversation with a classmate in 1 of 6 lunch periods");
    expect(goal?.objectives).toEqual([]);
  });

  it("still ends the goal at a title in capitals", () => {
    const facts = analyzeDocument([
      [
        "Measurable Annual Goals",
        "Annual Goal 1 of 1",
        "Goal Area",
        "Spelling",
        "Measurable Annual Goal",
        "Thaddeus will spell 16 of 20 grade-level words correctly on weekly lists.",
        "Evaluation Method",
        "TRANSITION SERVICES",
        "Thaddeus will tour the middle school in May.",
      ].join("\n"),
    ]);
    expect(facts.goals.map((g) => [g.area, g.measurement])).toEqual([["Spelling", undefined]]);
  });
});

/** A row of cells, each starting at its column, as a PDF's text layer lays them out. */
const at = (cells: string[], starts: number[]) => cells.reduce((line, cell, i) => line.padEnd(starts[i] ?? 0) + cell, "").trimEnd();
const GRID = [0, 36, 48, 76, 88];

function servicesOf(lines: string[]) {
  return analyzeDocument([["Special Education and Related Services", ...lines].join("\n")]).services.map((s) => [s.name, s.minutesPerWeek]);
}

describe("a grid whose column names the vocabulary does not wholly know", () => {
  it.each(["Amount/Extent", "Anticipated Intensity", "Extent/Frequency"])("reads a wrapped name cell under a header with %s", (column) => {
    expect(
      servicesOf([
        at(["Service", "Location", column, "Begin", "End"], GRID),
        at(["Specially Designed Instruction -", "Room 12", "40 minutes per week", "09/08/2026", "06/04/2027"], GRID),
        "Written Expression",
        at(["Reading tutoring", "Library", "20 minutes daily", "09/08/2026", "06/04/2027"], GRID),
      ]),
    ).toEqual([
      ["Specially Designed Instruction - Written Expression", 40],
      ["Reading tutoring", 100],
    ]);
  });

  it("reads a header only half of whose names it knows over a row with figures, and a note that wraps under the row", () => {
    expect(
      servicesOf([
        "Service\tBegins\tAmount\tRemarks",
        "Music therapy\t09/08/2026\t45 min per wk\tThe therapist plans the songs with the choir teacher each",
        "month before the concert.",
      ]),
    ).toEqual([["Music therapy", 45]]);
  });

  it("does not take a row of services without figures for column names", () => {
    expect(
      servicesOf([
        at(["Service", "Location", "Frequency", "Begin", "End"], GRID),
        at(["Music therapy", "Band room", "40 minutes per week", "09/08/2026", "06/04/2027"], GRID),
        at(["Consultation", "Classroom", "As needed", "Ongoing", "Ongoing"], GRID),
      ]).map(([name]) => name),
    ).toEqual(["Music therapy", "Consultation"]);
  });
});

describe("a grid row's name cell that stops on a joiner goes on below it", () => {
  it.each([
    ["Adapted Physical Education -", "Gross Motor"],
    ["Orientation and", "Mobility Training"],
    ["Behavior Support /", "Check-In Check-Out"],
  ])("%s / %s, with the PDF's blank line between", (first, second) => {
    expect(
      servicesOf([
        at(["Service", "Location", "Frequency", "Begin", "End"], GRID),
        at(["Music therapy", "Band room", "40 minutes per week", "09/08/2026", "06/04/2027"], GRID),
        at([first, "Gym", "30 minutes per week", "09/08/2026", "06/04/2027"], GRID),
        "",
        second,
        at(["Reading tutoring", "Library", "20 minutes daily", "09/08/2026", "06/04/2027"], GRID),
      ]),
    ).toEqual([
      ["Music therapy", 40],
      [`${first} ${second}`, 30],
      ["Reading tutoring", 100],
    ]);
  });

  it("leaves a finished name alone: the lone line below is something else", () => {
    const names = servicesOf([
      at(["Service", "Location", "Frequency", "Begin", "End"], GRID),
      at(["Music therapy", "Band room", "40 minutes per week", "09/08/2026", "06/04/2027"], GRID),
      "",
      "Transportation",
    ]).map(([name]) => name);
    expect(names).toEqual(["Music therapy"]);
  });
});

function accommodationsOf(lines: string[]) {
  return analyzeDocument([["Classroom Accommodations", ...lines, "", "SPECIAL EDUCATION SERVICES"].join("\n")]).accommodations.map((a) => a.text);
}

describe("a lone X typed as the mark in a checkbox column", () => {
  it.each([
    ["at the start of each option", ["X   Graph paper for computation", "    Dictation of long answers to a scribe", "X   Movement break every 30 minutes"]],
    ["one space before the option", ["X Graph paper for computation", "  Dictation of long answers to a scribe", "X Movement break every 30 minutes"]],
    [
      "under Yes and No columns",
      [
        "Accommodation                          Yes   No",
        "Graph paper for computation            X",
        "Dictation of long answers to a scribe        X",
        "Movement break every 30 minutes        X",
      ],
    ],
    ["under one column of its own", ["Accommodation                          Needed", "Graph paper for computation            X", "Dictation of long answers to a scribe", "Movement break every 30 minutes        X"]],
    ["at the end of each marked row, with no header", ["Graph paper for computation            X", "Dictation of long answers to a scribe", "Movement break every 30 minutes        X"]],
  ])("reads the marked accommodations %s", (_how, lines) => {
    expect(accommodationsOf(lines)).toEqual(["Graph paper for computation", "Movement break every 30 minutes"]);
  });

  it.each([
    ["Summer services (ESY):   X Yes    No", "yes"],
    ["Summer services (ESY):   Yes    X No", "no"],
    ["Does Thaddeus need Extended School Year services?   No   X Yes", "yes"],
    ["Extended School Year Services      Yes    No\nThaddeus requires ESY services      X", "yes"],
    ["Extended School Year Services      Yes    No\nThaddeus requires ESY services             X", "no"],
    ["X  Thaddeus will attend ESY in July.\n   Thaddeus will not attend ESY.", "yes"],
    ["   Thaddeus will attend ESY in July.\nX  Thaddeus will not attend ESY.", "no"],
  ])("answers the ESY decision by its mark: %s", (text, value) => {
    expect(analyzeDocument([`Extended School Year\n${text}`]).extendedSchoolYear?.value).toBe(value);
  });

  it("reads a count written with an x as no mark", () => {
    expect(servicesOf(["Counseling: 2 x 30 minutes per week", "Speech therapy  X  20 minutes weekly"])).toEqual([
      ["Counseling", 60],
      ["Speech therapy", 20],
    ]);
  });
});

// Round A of ADR 0086, classes found on the blind layouts and tested here on wording of their own.
describe("an assessment accommodations grid whose column names wrap, under the participation heading", () => {
  const COLS = [0, 44, 60];
  const facts = analyzeDocument([
    [
      "TESTING PARTICIPATION",
      "[ ] Alternate assessment   [X] Statewide test with accommodations",
      at(["Testing Accommodation", "Spring", "Unit"], COLS),
      at(["", "Statewide", "Tests"], COLS),
      at(["Answers dictated to a scribe", "Yes", "No"], COLS),
      at(["Separate quiet room", "Yes", "Yes"], COLS),
      "",
      "LEAST RESTRICTIVE ENVIRONMENT",
    ].join("\n"),
  ]);

  it("reads each row's accommodation as a testing one", () => {
    expect(facts.accommodations.map((a) => [a.kind, a.text])).toEqual([
      ["testing", "Answers dictated to a scribe"],
      ["testing", "Separate quiet room"],
    ]);
  });
});

describe("a services grid part whose rows still give time", () => {
  it("reads the rows under a supplementary-aids part as services when they carry minutes", () => {
    const COLS = [0, 40, 62, 70, 90];
    const facts = analyzeDocument([
      [
        "SPECIAL EDUCATION AND RELATED SERVICES",
        at(["Service", "Location", "Minutes", "Frequency", "Start"], COLS),
        at(["Reading instruction", "Resource room", "45", "4 days/week", "09/08/2026"], COLS),
        "Supplementary Aids and Services / Program Modifications",
        at(["Aide support in art and music", "Art room", "30", "2 times/week", "09/08/2026"], COLS),
        "",
        "ACCOMMODATIONS",
        "- Seat near the door",
      ].join("\n"),
    ]);
    expect(facts.services.map((s) => [s.name, s.minutesPerWeek])).toEqual([
      ["Reading instruction", 180],
      ["Aide support in art and music", 60],
    ]);
    expect(facts.accommodations.map((a) => a.text)).toEqual(["Seat near the door"]);
  });
});

describe("a services grid whose first column is each row's kind", () => {
  it("names each service from its Service column, not its Service Type", () => {
    const facts = analyzeDocument([
      [
        "Special Education and Related Services",
        "Service Category\tService\tAmount / Frequency\tLocation",
        "Related Service\tSpeech-Language Therapy\t30 minutes, 2x per week\tSpeech room",
        "Special Education\tWriting Lab (small group)\tdaily, 40 minutes\tResource room",
      ].join("\n"),
    ]);
    expect(facts.services.map((s) => [s.name, s.minutesPerWeek])).toEqual([
      ["Speech-Language Therapy", 60],
      ["Writing Lab (small group)", 200],
    ]);
  });

  it("still names it from a lone Type of Service column", () => {
    const facts = analyzeDocument([
      ["Special Education and Related Services", "Goal\tType of Service\tProvider\tAmount", "1\tSpeech therapy\tSLP\t30 minutes weekly"].join("\n"),
    ]);
    expect(facts.services.map((s) => s.name)).toEqual(["Speech therapy"]);
  });
});

describe("state-test accommodations labelled by the test's name", () => {
  const facts = analyzeDocument([
    [
      "Accommodations",
      "- Fidget tool during lessons",
      "",
      "Testing",
      "Statewide Assessment:\tMCAP Mathematics and ELA with accommodations",
      "MCAP Accommodations:\tCalculator on non-calculator items; Answers recorded by a scribe",
      "Unit Tests:\tSame accommodations as MCAP",
    ].join("\n"),
  ]);

  it("lists each accommodation of the value, of the testing kind, and not the decision or the reference", () => {
    expect(facts.accommodations.map((a) => [a.kind, a.text])).toEqual([
      ["classroom", "Fidget tool during lessons"],
      ["testing", "Calculator on non-calculator items"],
      ["testing", "Answers recorded by a scribe"],
    ]);
  });
});

describe("the ESY decision under the program's initials", () => {
  it.each([
    ["Extended School Year Program (ESYP)\nESYP Eligible:\tNo", "no"],
    ["Summer Program\nESYS recommended:\tYes", "yes"],
  ])("%s", (text, value) => {
    expect(analyzeDocument([text]).extendedSchoolYear?.value).toBe(value);
  });
});

describe("a goal's form fields that are not its statement, baseline or objectives", () => {
  const facts = analyzeDocument([
    [
      "ANNUAL GOALS",
      "",
      "Content Area: Written Expression          Goal Type: [X] Academic [ ] Functional",
      "State Standard: W.4.2 Write informative texts",
      "Measurable Annual Goal: Given a topic, Thaddeus will write an informative paragraph with 4 of 5 rubric",
      "elements on three consecutive samples.",
      "Baseline Data: Thaddeus includes 2 of 5 rubric elements in his paragraphs.",
      "Benchmarks/Objectives:",
      "  a. Thaddeus will write a topic sentence and two facts on 3 of 4 samples.",
      "  b. Thaddeus will add a concluding sentence on 3 of 4 samples.",
      "When will progress be reported? [X] Each trimester with the report card [ ] Other",
      "How will progress be measured? [ ] Observation [X] Writing rubric [X] Work samples",
    ].join("\n"),
  ]);

  it("keeps the standard out of the baseline and reads the questions the form asks as their fields", () => {
    expect(facts.goals.map((g) => [g.area, g.baseline, g.objectives.length, g.measurement, g.schedule, g.progress])).toEqual([
      ["Written Expression", "Thaddeus includes 2 of 5 rubric elements in his paragraphs", 2, "Writing rubric, Work samples", "each trimester with the report card", undefined],
    ]);
  });
});

describe("a goal grid with the area on a merged row above each goal's row", () => {
  it("gives each goal its own area and each numbered objective in one cell its own item", () => {
    const facts = analyzeDocument([
      [
        "MEASURABLE ANNUAL GOALS",
        "Baseline\tMeasurable Annual Goal\tShort-Term Objectives",
        "Area of Need: Spelling",
        "Thaddeus spells 6 of 20 words.\tThaddeus will spell 16 of 20 grade-level words on weekly lists.\t1. Thaddeus will spell 10 of 20 words by March. 2. Thaddeus will spell 13 of 20 words by May.",
        "Area of Need: Self-Advocacy",
        "Thaddeus asks for help in 1 of 5 chances.\tThaddeus will ask for help in 4 of 5 observed chances.\tN/A",
      ].join("\n"),
    ]);
    expect(facts.goals.map((g) => [g.area, g.objectives])).toEqual([
      ["Spelling", ["Thaddeus will spell 10 of 20 words by March.", "Thaddeus will spell 13 of 20 words by May."]],
      ["Self-Advocacy", []],
    ]);
  });

  it("numbers objectives 1.1 in a cell of their own, and a page's link row is none", () => {
    const [goal] = analyzeDocument([
      [
        "Goals",
        "Goal 1",
        "Annual Goal:\tThaddeus will spell 16 of 20 grade-level words on weekly lists.",
        "Objectives/Benchmarks:",
        "1.1\tThaddeus will spell 10 of 20 words by March.",
        "Print   Export   Close",
      ].join("\n"),
    ]).goals;
    expect(goal?.objectives).toEqual(["Thaddeus will spell 10 of 20 words by March."]);
  });
});

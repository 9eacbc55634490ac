// Classes of ADR 0092's "Fixes after round A (chat)" (people, accommodations, goal lists, placement, ESY, transition
// and meeting notes), each checked on an invented family whose layout and wording are not the blind families': a
// case manager under another title, a named person claimed to give a service, a long list of added accommodations,
// dropped goals asked for, a share of the day claimed in special education, ESY "like in <the old state>", a
// transition plan's postsecondary goals and course of study, the parents' concerns in meeting notes.
import { describe, expect, it } from "vitest";
import { answerFromRecord } from "./answer.ts";
import { plainText, prepareFamily } from "./evaluate.ts";
import type { Family } from "./fixtures/index.ts";

const older = `IDAHO FALLS RIVER SCHOOL DISTRICT 94 — Idaho
INDIVIDUALIZED EDUCATION PROGRAM
Student: Wren Ostrander     Grade: 8
IEP Meeting Date: 02/03/2025     Annual Review Date: 02/02/2026
Case Manager: Mr. Tobias Flint, Resource Teacher

SERVICES
Speech-language therapy: 30 minutes, 2 times per week, speech room

ANNUAL GOALS
Goal 1 – Reading Comprehension
Baseline: answers 4 of 10 inferential questions.
Annual Goal: Wren will answer 8 of 10 inferential questions on grade-level passages.
Goal 2 – Keyboarding
Baseline: types 12 words per minute.
Annual Goal: Wren will type 25 words per minute with 90% accuracy.
Goal 3 – Organization
Baseline: turns in 50% of homework.
Annual Goal: Wren will turn in 90% of homework assignments using a planner.

ACCOMMODATIONS
  - Printed copy of class notes
  - Extended time (time and a half) on tests

LEAST RESTRICTIVE ENVIRONMENT
Percent of the school day in the general education classroom: 93%

EXTENDED SCHOOL YEAR
ESY: Yes — reading comprehension, 60 minutes, 2 times per week, June 16, 2025 – July 25, 2025.`;

const newer = `CARSON VALLEY SCHOOLS — Nevada
INDIVIDUALIZED EDUCATION PROGRAM
Student: Wren Ostrander     Grade: 9
IEP Meeting Date: 01/27/2026     Annual Review Date: 01/26/2027
IEP Manager: Ms. Odile Brandvold, Resource Specialist

TEAM
Ms. Odile Brandvold, Resource Specialist
Mr. Kofi Asante, Speech-Language Pathologist
Wren Ostrander, Student

SERVICES
Speech-language therapy: 30 minutes, 2 times per week, speech room (Mr. Kofi Asante)

ANNUAL GOALS
Goal 1 – Reading Comprehension
Baseline: answers 6 of 10 inferential questions.
Annual Goal: Wren will answer 9 of 10 inferential questions on grade-level passages.
Goal 2 – Self-Advocacy
Baseline: asks for an accommodation in 1 of 5 opportunities.
Annual Goal: Wren will ask for her accommodations in 4 of 5 opportunities.
Goal 3 – Written Expression (Multi-Paragraph Essays)
Baseline: writes one paragraph with a topic sentence.
Annual Goal: Wren will write a five-paragraph essay scoring 3 of 4 on the district rubric.
Goal 4 – Mathematics Problem Solving (Multi-Step Word Problems)
Baseline: solves 3 of 10 two-step word problems.
Annual Goal: Wren will solve 8 of 10 two-step word problems.

ACCOMMODATIONS
  - Printed copy of class notes
  - Extended time (time and a half) on tests
  - Checklist of the steps for long-term projects taped inside the planner
  - Noise-reducing headphones during independent reading and writing work
  - Reminder from the teacher before each change of class period
  - Seat away from the hallway door and the pencil sharpener
  - Separate room for unit tests and the state science test

TRANSITION SERVICES
Postsecondary Goals:
  Training: After high school, Wren will complete a welding certificate program at a technical college.
  Employment: After the certificate, Wren will work as an apprentice welder.
Course of Study: Career and technical education pathway in manufacturing, standard diploma.

LEAST RESTRICTIVE ENVIRONMENT
Percent of the school day in the general education classroom: 91%

EXTENDED SCHOOL YEAR
ESY: Decision deferred. The team will reconvene by 02/20/2027 after reviewing data from winter break.

MEETING NOTES (01/27/2026)
Concerns raised by the family:
- Wren's grades dropped when she changed classes without a reminder.
- They asked whether the welding program counts toward a diploma.
Team response: the transition plan names the welding pathway.`;

const family: Family = {
  name: "ostrander",
  child: "Wren Ostrander",
  documents: [
    { title: "IEP 2025", documentType: "IEP", schoolYear: "2024-2025", uploadedAt: "2026-10-20T10:00:00Z", pages: [older] },
    { title: "IEP 2026", documentType: "IEP", schoolYear: "2025-2026", uploadedAt: "2026-10-20T10:02:00Z", pages: [newer] },
  ],
  questions: [],
};

describe("people, lists, placement, ESY, transition and meeting notes (ADR 0092, after round A)", () => {
  const { record, passages } = prepareFamily(family, "2026-11-25");
  const ask = (q: string) => plainText(answerFromRecord(record, q, passages, family.child).text).slice(0, 300);

  it("finds the case manager under another title in the current plan", () => {
    expect(ask("who manages wren's iep this year, her case manager")).toMatch(/Brandvold/);
  });

  it("corrects a person claimed to give a service with its provider", () => {
    expect(ask("mr flint gives her speech, right?")).toMatch(/^No — .*Asante/);
  });

  it("keeps a long list's later items in the opening", () => {
    expect(ask("what new accommodations did she get this year")).toMatch(/Separate room/);
  });

  it("names the dropped goals first when asked for them", () => {
    expect(ask("what goals were removed")).toMatch(/^.{0,120}Keyboarding/);
  });

  it("corrects a share of the day claimed in special education with the plan's share in general education", () => {
    expect(ask("now that she's in the resource room most of the day, can we change it")).toMatch(/^No — .*91%/);
  });

  it("answers ESY from the current plan when the old state is named only as a comparison", () => {
    expect(ask("will she get summer school next year like she had in idaho")).toMatch(/February 20, 2027/);
  });

  it("quotes the transition plan's postsecondary goals and course of study", () => {
    const a = ask("what's the plan for after high school and which diploma");
    expect(a).toMatch(/welding/);
    expect(a).toMatch(/standard diploma|career and technical/i);
  });

  it("quotes the family's concerns from the meeting notes", () => {
    expect(ask("what concerns did we bring up at the meeting")).toMatch(/without a reminder/);
  });
});

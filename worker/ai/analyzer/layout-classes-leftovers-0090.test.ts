// Classes of layout fixed after the eighth blind round's chat leftovers (docs/decisions/0092-ninth-blind-round.md,
// "Leftovers of round 0090 (chat)"), each on invented text of its own (the Brackwater family, in no fixture).
import { describe, expect, it } from "vitest";
import { analyzeDocument } from "./index.ts";

/** The facts of a one-page document of these lines. */
const read = (...lines: string[]) => analyzeDocument([lines.join("\n")]);

describe("a vendor export's numbered goal header right under the previous goal's last row", () => {
  // No blank line between the goals, as when a passage's cut falls there: the row "Measured by | …" ends in
  // a preposition, which is a label's, not a cell wrapped mid-phrase.
  const facts = read(
    "ANNUAL GOALS",
    "",
    "Goal 1 | Math – Computation",
    "Baseline | Adds two-digit numbers with 40% accuracy",
    "Goal | By 2027-03-01, Tova will add two-digit numbers with 85% accuracy on 4 of 5 probes.",
    "Measured by | Curriculum probes | Responsible: Special Education Teacher",
    "Goal 2 | Social Skills (Peer Play)",
    "Baseline | Joins a peer game in 1 of 5 recess observations",
    "Goal | By 2027-03-01, Tova will join a peer game in 4 of 5 recess observations.",
    "Measured by | Observation | Responsible: School Counselor",
  );

  it("opens the next goal with its own area and baseline", () => {
    expect(facts.goals.map((g) => [g.number, g.area, g.baseline])).toEqual([
      ["1", "Math – Computation", "Adds two-digit numbers with 40% accuracy"],
      ["2", "Social Skills (Peer Play)", "Joins a peer game in 1 of 5 recess observations"],
    ]);
  });
});

// Its text is the Quillfeather family's (in no fixture), as first written on fix-13m (ADR 0090 says why it waited).
describe("an amendment that moves an existing service to a new schedule", () => {
  const facts = read(
    "NOTICE OF IEP AMENDMENT",
    "Student: Odile Quillfeather",
    "IEP Being Amended: 09/02/2026",
    "",
    "CHANGES",
    "1. Occupational Therapy schedule: the 90 minutes per month will be given in three 30-minute sessions on",
    "   the second and fourth Wednesday of each month, starting Wednesday, January 13, 2027, so that Odile",
    "   keeps her art class. Provider: Ms. L. Vantongeren, OTR/L.",
    "2. Accommodation added: a copy of class notes.",
  );

  it("gives the service's new schedule and its start as the amendment's change", () => {
    const ot = facts.services.find((s) => /occupational/i.test(s.name));
    expect([ot?.sessions, ot?.minutesPerSession, ot?.per]).toEqual([3, 30, "month"]);
    expect(ot?.amended).toBe(true);
    expect(ot?.startDate).toBe("2027-01-13");
    expect(ot?.quote).toContain("second and fourth Wednesday");
  });
});

// An amendment that changes an existing service's schedule (ADR 0092; ADR 0090 says why it waited), on
// invented text of its own (the Quillfeather family, in no fixture).
import { describe, expect, it } from "vitest";
import { analyzeDocument } from "./index.ts";

/** The facts of a one-page document of these lines. */
const read = (...lines: string[]) => analyzeDocument([lines.join("\n")]);

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

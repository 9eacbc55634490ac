// Which document is an amendment (ADR 0023): a form's row of kinds names the document by its ticked box,
// not by every kind it prints (ADR 0085).
import { describe, expect, it } from "vitest";
import { analyzeDocument } from "./index.ts";

const body = `Student: Theo Brandt     Meeting Date: 04/21/2026
SPECIAL EDUCATION SERVICES
Service: Occupational Therapy     Minutes: 60 per week     Location: Special education setting`;

describe("amendment detection", () => {
  it("does not take an annual IEP for an amendment because its kind row prints an empty Amendment box", () => {
    const facts = analyzeDocument([
      `INDIVIDUALIZED EDUCATION PROGRAM
Type of meeting: ☐ Initial  ☒ Annual review  ☐ Amendment  ☐ Transfer
${body}`,
    ]);
    expect(facts.amendment).toBeUndefined();
  });

  it("takes a document whose ticked kind is Amendment for one", () => {
    const facts = analyzeDocument([
      `INDIVIDUALIZED EDUCATION PROGRAM
Type of meeting: [ ] Initial  [ ] Annual review  [X] Amendment  [ ] Transfer
${body}`,
    ]);
    expect(facts.amendment).toBeDefined();
  });

  it("still takes a titled amendment for one", () => {
    const facts = analyzeDocument([`IEP AMENDMENT\nDate of IEP being amended: 01/12/2026\n${body}`]);
    expect(facts.amendment?.amends).toBe("2026-01-12");
  });
});

// A change that names its service on one line and gives its fields on the lines below (ADR 0086).
const amendment = (head: string, changes: string) =>
  analyzeDocument([`${head}\nIEP being amended: IEP dated 01/12/2026\nDate of amendment: 2026-10-02\n\nCHANGES MADE\n${changes}\n\nAll other parts of the IEP remain in effect.`]);

describe("a service named by an amendment's change, its fields below", () => {

  it.each(["NOTICE OF IEP AMENDMENT", "AMENDMENT TO THE IEP"])("%s: 'Added related service: X' with its Amount / Begins / Provider lines", (head) => {
    const facts = amendment(head, "Added related service: Physical therapy\n  Amount: 90 minutes per month (three 30-minute sessions)\n  Begins: October 12, 2026     Ends: January 11, 2027\n  Provider: Mr. Tobias Rhee, PT");
    expect(facts.services).toHaveLength(1);
    expect(facts.services[0]).toMatchObject({ name: "Physical therapy", minutesPerSession: 30, sessions: 3, per: "month", startDate: "2026-10-12", amended: true });
    expect(facts.services[0]?.provider).toContain("Tobias Rhee");
  });

  // The service named first and called new after it (ADR 0086, fixes after round B, second pass).
  it.each([
    "3. Physical Therapy — new related service.",
    "B) Physical Therapy - added service",
    "Physical Therapy (new service)",
  ])("%s, its fields below and two on one line", (line) => {
    const facts = amendment(
      "NOTICE OF IEP AMENDMENT",
      `${line}\n   Amount: 25 minutes, 3 times per month, in the gym.\n   Start: 01/11/2027        End: 06/04/2027\n   Provider: Mr. Tobias Rhee, PT\n   Reason: the parent reports falls on the stairs.`,
    );
    expect(facts.services).toHaveLength(1);
    expect(facts.services[0]).toMatchObject({ name: "Physical Therapy", minutesPerSession: 25, sessions: 3, per: "month", startDate: "2027-01-11", endDate: "2027-06-04", amended: true });
  });

  it("a numbered 'Related service — X' with Was / Now lines: the Now amount, a weekday line under it skipped; an accommodation added with its kind in brackets", () => {
    const facts = amendment(
      "NOTICE OF IEP AMENDMENT",
      "1. Related service — Occupational Therapy\n   Was: 2 times weekly, 30 minutes, OT room\n   Now: 1 session x 40 minutes weekly, starting November 2, 2026:\n        Mondays 9:00–9:40 a.m. in the OT room\n   Provider: Ms. Ada Ferro, OTR/L\n2. Accommodation — added (classroom):\n   Slant board for writing.",
    );
    expect(facts.services).toHaveLength(1);
    expect(facts.services[0]).toMatchObject({ name: "Occupational Therapy", minutesPerWeek: 40, startDate: "2026-11-02", provider: "Ms. Ada Ferro, OTR/L" });
    expect(facts.accommodations.map((a) => a.text)).toEqual(["Slant board for writing"]);
  });
});

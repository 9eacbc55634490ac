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

// A change item that adds a service in other words: the word "added" after the service's kind, a lead sentence
// that adds a service named on a "Service:" line below, the service named first and "will be added", "New
// related service — X" (ADR 0090, an amendment's added service, in other wordings).
describe("an amendment's added service, in other wordings", () => {
  it("'2) Related services – added: X' with Minutes / Setting / Begin date / End date / Provider lines", () => {
    const facts = amendment(
      "AMENDMENT TO THE IEP",
      "1) Case manager: Ms. Orla Beck replaces Mr. Tam Huynh.\n2) Related services – added: Speech-Language Therapy\n   Minutes: 2 x 20 minutes weekly\n   Setting: Speech room (small group)\n   Begin date: 11/09/2026     End date: 06/11/2027\n   Provider: Mr. Casimir Odell, CCC-SLP\n   Reason: intelligibility in class discussions.",
    );
    expect(facts.services).toHaveLength(1);
    expect(facts.services[0]).toMatchObject({ name: "Speech-Language Therapy", minutesPerWeek: 40, startDate: "2026-11-09", endDate: "2027-06-11", amended: true });
    expect(facts.services[0]?.provider).toContain("Casimir Odell");
  });

  it("a lead sentence that adds a service, the service named on a 'Related service:' line below", () => {
    const facts = amendment(
      "NOTICE OF IEP AMENDMENT",
      "The team agrees to add one related service; nothing else in the IEP changes.\n  Related service: Physical Therapy\n  Location: School gym\n  Frequency: 2 sessions per month, 30 minutes each\n  Beginning: January 11, 2027\n  Provider: Dana Whitcombe, DPT",
    );
    expect(facts.services).toHaveLength(1);
    expect(facts.services[0]).toMatchObject({ name: "Physical Therapy", minutesPerSession: 30, sessions: 2, per: "month", startDate: "2027-01-11", amended: true });
    expect(facts.services[0]?.provider).toContain("Dana Whitcombe");
  });

  it("a lead sentence that adds two services, each on its own 'Service:' line with its fields", () => {
    const facts = amendment(
      "IEP AMENDMENT",
      "The following services are added to the IEP:\n\nService: Orientation and Mobility\nAmount: 45 minutes per week\nStarts: 02/01/2027\nProvider: Ines Falk, COMS\nService: Assistive Technology Consultation\nAmount: 60 minutes per month\nStarts: 02/15/2027\nProvider: Rafe Moreno, ATP",
    );
    expect(facts.services.map((s) => [s.name, s.minutesPerWeek, s.startDate])).toEqual([
      ["Orientation and Mobility", 45, "2027-02-01"],
      ["Assistive Technology Consultation", 15, "2027-02-15"],
    ]);
    expect(facts.services[1]?.provider).toContain("Rafe Moreno");
  });

  it.each(["Orientation and Mobility will be added.", "C. New related service — Orientation and Mobility", "Orientation and Mobility is added to the IEP as a related service"])(
    "%s, with its fields below",
    (line) => {
      const facts = amendment("NOTICE OF IEP AMENDMENT", `${line}\n   Minutes: 45 per week\n   Begins: 02/01/2027\n   Provider: Ines Falk, COMS`);
      expect(facts.services).toHaveLength(1);
      expect(facts.services[0]).toMatchObject({ name: "Orientation and Mobility", minutesPerWeek: 45, startDate: "2027-02-01", amended: true });
    },
  );

  it("'X begins <date>.' takes the date as the start; a child who begins something is no service", () => {
    const facts = amendment("IEP AMENDMENT", "School Social Work begins 12/07/2026.\n  Minutes: 3 x 20 weekly\n  Provider: Mr. Lio Sand, LCSW");
    expect(facts.services).toHaveLength(1);
    expect(facts.services[0]).toMatchObject({ name: "School Social Work", minutesPerWeek: 60, startDate: "2026-12-07" });
    // The source quoted is the service's lines, from its name to its last field, as a table row is quoted.
    expect(facts.services[0]?.quote).toBe("School Social Work begins 12/07/2026. Minutes: 3 x 20 weekly Provider: Mr. Lio Sand, LCSW");
    const child = amendment("IEP AMENDMENT", "Theo will begin counseling on 12/07/2026.\n  Minutes: 20 per week");
    expect(child.services.map((s) => s.name)).not.toContain("Theo");
  });

  it("neither a Reason / Location line nor a changed accommodation is read as a service", () => {
    const facts = amendment(
      "AMENDMENT TO THE IEP",
      "1. Service ADDED — Counseling\n   Amount: 20 minutes per week\n   Location: Counselor's office\n   Start: 12/01/2026\n   Reason: worries before tests.\n2. Classroom accommodation CHANGED — Preferential seating\n   Was: near the door\n   Now: near the teacher, away from the window\n   Start: 12/01/2026",
    );
    expect(facts.services.map((s) => s.name)).toEqual(["Counseling"]);
    expect(facts.services[0]).toMatchObject({ minutesPerWeek: 20, startDate: "2026-12-01" });
  });
});

// A change to a service the IEP already gives (ADR 0092): its old and new amounts as "From: / To:" under the
// form's section and the service, or how it is delivered with its amount said in the change, from the change's
// own start or the amendment's effective date.
describe("an amendment's change to an existing service", () => {
  it("'Special Education and Related Services – X' with From / To / Effective lines: the To amount from the Effective date", () => {
    const facts = amendment(
      "IEP AMENDMENT",
      "2. Special Education and Related Services – Occupational Therapy\n   From: 120 minutes per month\n   To: 60 minutes per month\n   Effective: 02/02/2027 (start of the second semester)\n3. Goal 2 (Handwriting): discontinued.",
    );
    expect(facts.services).toHaveLength(1);
    expect(facts.services[0]).toMatchObject({ name: "Occupational Therapy", minutesPerSession: 60, per: "month", startDate: "2027-02-02", amended: true });
  });

  it("'X — delivery model.' with the unchanged total and the new delivery in bullets: from the amendment's effective date", () => {
    const facts = amendment(
      "NOTICE OF IEP AMENDMENT\nEffective Date: January 11, 2027",
      "Counseling — delivery model. The total stays at 60 minutes per week:\n  - 40 minutes per week in the counselor's office\n  - 20 minutes per week in the classroom at morning meeting\nProvider: Ms. Hedda Lund, LCSW\nREASON FOR CHANGE\nPractice in the classroom.",
    );
    expect(facts.services).toHaveLength(1);
    expect(facts.services[0]).toMatchObject({ name: "Counseling", minutesPerWeek: 60, startDate: "2027-01-11", amended: true });
    expect(facts.services[0]?.quote).toContain("in the classroom at morning meeting");
    expect(facts.services[0]?.provider).toContain("Hedda Lund");
  });

  it("'X schedule: the N minutes … beginning <date>' in one paragraph; a case manager's change is no service", () => {
    const facts = amendment(
      "IEP AMENDMENT",
      "1. Case Manager: Ms. Orla Beck replaces Mr. Tam Huynh, effective March 1, 2027.\n2. Reading instruction schedule: the 150 minutes per week move to the afternoon block,\n   beginning Monday, March 8, 2027, so that Nell keeps her morning music class.",
    );
    expect(facts.services.map((s) => [s.name, s.minutesPerWeek, s.startDate])).toEqual([["Reading instruction", 150, "2027-03-08"]]);
  });
});

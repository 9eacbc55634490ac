// Which document is what, and which IEP is current (ADR 0080): one wrong "current IEP" turns every answer
// about "now" wrong, so each class of document-kind and date evidence has its own case here, on invented
// text in other words than the families'. Documents are analyzed as the chat reads them (prepareFamily).
import { describe, expect, it } from "vitest";
import { analyzeDocument } from "../ai/analyzer/index.ts";
import { prepareFamily } from "./evaluate.ts";
import type { Family, FamilyDocument } from "./fixtures/types.ts";

const TODAY = "2026-11-25";

/** A full IEP: goals, services and accommodations, with the header lines given. */
function iep(header: string, minutes = 30): string[] {
  return [
    `Maple Hollow School District
Individualized Education Program
Student: Sam Rivera    Grade: 4
${header}
Annual Goals
Goal 1 (Reading): Sam will read 90 words correct per minute on grade 4 passages by May 2027.
Special Education Services
Speech-Language Therapy: ${minutes} minutes, 2 times per week, speech room
Accommodations
- Extended time on tests
- Preferential seating`,
  ];
}

const doc = (title: string, documentType: FamilyDocument["documentType"], pages: string[], uploadedAt = "2026-11-01T10:00:00Z"): FamilyDocument => ({
  title,
  documentType,
  schoolYear: null,
  uploadedAt,
  pages,
});

function recordOf(documents: FamilyDocument[]) {
  const family: Family = { name: "structure", child: "Sam", documents, questions: [] };
  return prepareFamily(family, TODAY).record;
}

const roles = (documents: FamilyDocument[]) => Object.fromEntries(recordOf(documents).documents.map((d) => [d.title, d.role]));

describe("document kinds by content, whatever they were filed as", () => {
  it("a Prior Written Notice filed as an IEP, dated the day of the IEP meeting, is not a plan", () => {
    const notice = doc("notice", "IEP", [
      `Maple Hollow School District
PRIOR WRITTEN NOTICE
Student: Sam Rivera    Date: 10/06/2026    IEP meeting: 10/06/2026
Action proposed: reduce speech-language therapy to 20 minutes twice a week.
Reason for the action: Sam met his articulation objectives.
Options considered: keeping 30 minutes; rejected because his accuracy is 85%.`,
    ]);
    const record = recordOf([doc("IEP fall", "IEP", iep("IEP Meeting Date: 10/06/2026")), notice, doc("IEP last year", "IEP", iep("IEP Meeting Date: 10/07/2025", 45))]);
    expect(record.documents.find((d) => d.title === "notice")?.role).toBe("other");
    expect(record.current?.title).toBe("IEP fall");
    expect(record.previous?.title).toBe("IEP last year");
  });

  it("a meeting notice or an invitation to an IEP or ARD meeting is not a plan", () => {
    const notice = doc("letter", "IEP", [
      `Notice of IEP Team Meeting
Date: 09/15/2026
An IEP meeting for Sam Rivera is scheduled for October 6, 2026 at 3:00 p.m. Purpose: annual review of the IEP.
If you cannot attend, please call the school.`,
    ]);
    const invitation = doc("ard", "IEP", [
      `Invitation to an ARD Committee Meeting
Sam Rivera will have an annual ARD meeting on 10/06/2026. The committee will review the IEP, goals and services.`,
    ]);
    expect(roles([doc("IEP", "IEP", iep("IEP Meeting Date: 10/06/2026")), notice, invitation])).toMatchObject({ letter: "other", ard: "other", IEP: "iep" });
  });

  it("a goal progress report is a progress report whatever its title says or it was filed as", () => {
    for (const title of ["IEP Goal Progress - Quarter 1", "Progress on IEP Goals", "Quarterly Progress Update"]) {
      const facts = analyzeDocument([
        `${title}
Student: Sam Rivera    Reporting date: 11/13/2026
Codes: S = Sufficient progress; I = Insufficient progress
Goal 1 Reading: S - 84 words correct per minute.`,
      ]);
      expect([title, facts.documentType.value]).toEqual([title, "Progress Report"]);
    }
  });

  it("an IEP whose header names its progress report schedule is still the IEP", () => {
    const record = recordOf([
      doc("IEP", "IEP", iep("IEP Meeting Date: 10/06/2026\nProgress Report Schedule: quarterly, with report cards\nProgress codes: SP = sufficient progress; IP = insufficient progress")),
      doc("old", "IEP", iep("IEP Meeting Date: 10/07/2025", 45)),
    ]);
    expect(record.current?.title).toBe("IEP");
  });

  it("a 504 plan filed as Other or as an IEP is the 504 plan, and an IEP filed as Other is an IEP", () => {
    const plan = [
      `Section 504 Plan
Student: Sam Rivera    Date: 09/10/2024
Disability: ADHD. Major life activity: concentrating.
Accommodations: 1. Breaks between tasks 2. Preferential seating`,
    ];
    expect(roles([doc("plan a", "Other", plan), doc("plan b", "IEP", plan), doc("the iep", "Other", iep("IEP Meeting Date: 10/06/2026"))])).toMatchObject({
      "plan a": "504",
      "plan b": "504",
      "the iep": "iep",
    });
  });

  it("a letter read as an IEP with less than a plan's content never becomes the current IEP", () => {
    const letter = doc("IEP letter", "IEP", [
      `IEP update
Date: 11/20/2026
Dear Mr. and Mrs. Rivera, Sam's IEP team will meet soon. Accommodations: extended time on tests continues.`,
    ]);
    const record = recordOf([doc("IEP", "IEP", iep("IEP Meeting Date: 10/06/2026")), letter]);
    expect(record.current?.title).toBe("IEP");
    expect(record.documents.find((d) => d.title === "IEP letter")?.role).not.toBe("iep");
  });

  it("a notice of changes to the IEP is still an amendment, attached to the IEP it changes", () => {
    const change = doc("change", "IEP", [
      `Notice of Changes to the IEP Without a Meeting
Student: Sam Rivera    Date of change: 11/02/2026
IEP dated 10/06/2026
Speech-Language Therapy is increased from 30 minutes 2 times per week to 30 minutes 3 times per week.`,
    ]);
    const record = recordOf([doc("IEP", "IEP", iep("IEP Meeting Date: 10/06/2026")), change]);
    expect(record.documents.find((d) => d.title === "change")).toMatchObject({ role: "amendment", attachesTo: record.current?.documentId });
    expect(record.current?.title).toBe("IEP");
  });
});

describe("which IEP is current, by the dates each states", () => {
  it("dates written in any format order the IEPs, not the upload order or the filed school year", () => {
    for (const [newer, older] of [
      ["IEP Meeting Date: October 6, 2026", "IEP Meeting Date: 10/7/25"],
      ["Date of IEP: 2026-10-06", "Date of IEP: 7 October 2025"],
      ["Meeting date: Oct. 6, 2026", "Meeting date: 10-07-2025"],
    ] as const) {
      const record = recordOf([doc("older", "IEP", iep(older, 45), "2026-11-20T10:00:00Z"), doc("newer", "IEP", iep(newer), "2026-11-01T10:00:00Z")]);
      expect([newer, record.current?.title, record.previous?.title]).toEqual([newer, "newer", "older"]);
    }
  });

  it("an IEP dated only by its effective date range is dated by where the range starts", () => {
    const record = recordOf([doc("range", "IEP", iep("IEP Effective Dates: 04/22/2025 - 04/21/2026", 45)), doc("meeting", "IEP", iep("IEP Meeting Date: 04/14/2026"))]);
    expect(record.documents.find((d) => d.title === "range")?.date).toBe("2025-04-22");
    expect(record.current?.title).toBe("meeting");
  });

  it("a new IEP's mention of the previous IEP's date does not date it", () => {
    const record = recordOf([
      doc("new", "IEP", iep("Previous IEP Date: 10/07/2025\nIEP Meeting Date: 10/06/2026")),
      doc("old", "IEP", iep("IEP Meeting Date: 10/07/2025", 45)),
    ]);
    expect(record.documents.find((d) => d.title === "new")?.date).toBe("2026-10-06");
    expect(record.current?.title).toBe("new");
  });

  it("two IEPs in one school year: the later meeting is current, the earlier one previous", () => {
    const record = recordOf([doc("fall", "IEP", iep("IEP Meeting Date: 09/08/2026", 45)), doc("spring", "IEP", iep("IEP Meeting Date: 03/02/2027"))]);
    expect([record.current?.title, record.previous?.title]).toEqual(["spring", "fall"]);
    expect(record.services.find((l) => l.key === "speech")?.change).toBe(-30);
  });
});

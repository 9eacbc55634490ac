// What the chat's engine is given (grounding.ts): besides the child's top passages for the question, the best
// passages of the documents attached to the current plan, so an amendment's change is read even when the plan's
// own passages on the same topic fill the top of the retrieval (ADR 0086, fixes after round B, second pass).
import { describe, expect, it } from "vitest";
import { insertDocument } from "../test/ai.ts";
import { chatFamily, readEvents, send } from "../test/conversations.ts";

// Every page of the plan speaks of speech therapy, several times, so the plan fills the top passages for "speech".
const speechPage = (n: number) =>
  `Present levels, part ${n}: speech. Petra's speech-language therapist reports on speech sound work, speech intelligibility ` +
  `and speech in class. Speech goals are practised in speech therapy and in the classroom; speech homework goes home weekly.`;

const iep = [
  `RIVERBEND ACADEMY DISTRICT — INDIVIDUALIZED EDUCATION PROGRAM
Student: Petra Lindahl     Date of Birth: 05/11/2016     Grade: 4
IEP Meeting Date: 03/03/2026     Annual Review Date: 03/02/2027

SPECIAL EDUCATION AND RELATED SERVICES
Speech therapy: 30 minutes, 1 time per week, speech room
Speech therapy sessions are on Mondays at 9:00 a.m.`,
  ...Array.from({ length: 12 }, (_, i) => speechPage(i + 1)),
];

const amendment = [
  `RIVERBEND ACADEMY DISTRICT
AMENDMENT TO THE IEP (without a meeting)
Student: Petra Lindahl     Grade: 4
IEP being amended: IEP dated 03/03/2026
Date of amendment: 10/20/2026

The parent asked by e-mail whether the sessions could avoid the class's library visit, which the school moved
this fall; the team looked at the timetable of the grade 4 classes, the therapist's caseload at both campuses
and the bus times, and agreed on the following change, which takes effect after the parent signs this form.
1. Schedule: from November 2, 2026 the weekly session with the speech-language pathologist is held on
   Thursdays at 1:15 p.m. in the speech room. Minutes are unchanged.
All other parts of the IEP of 03/03/2026 remain in effect.`,
];

describe("grounding a question on the current plan's attached documents", () => {
  it("reads an amendment's schedule that the plan's own passages push out of the top passages", async () => {
    const f = await chatFamily("Petra", iep);
    const amendmentId = await insertDocument({ familyId: f.familyId, childId: f.childId }, { title: "Amendment October", pages: amendment });
    const complete = (await readEvents(await send(f, "which day does she have speech these days"))).at(-1);
    if (complete?.type !== "complete") throw new Error("no complete event");
    expect(complete.message.content).toContain("Thursdays");
    expect(complete.message.citations.map((c) => c.documentId)).toContain(amendmentId);
  });
});

// What the chat's engine is given for a person asked by role (grounding.ts, ADR 0092 round B): the plans' own
// passages on that role, so the line that names the case manager is read even when other passages (of this child
// and, through the index's word weights, of other families) outrank it for the question's words.
import { describe, expect, it } from "vitest";
import { chatFamily, readEvents, send } from "../test/conversations.ts";

// Pages that use the question's words ("now", "case") over and over, so they fill the top passages for it.
const busyPage = (n: number) =>
  `Safety notes, part ${n}: now and then, in case of a fire drill, in case of a lockdown and in case of a late bus, ` +
  `Nell now follows the case card on her desk; now the office manager reviews each case, and now her case card is laminated.`;

const iep = [
  `MARSH HOLLOW SCHOOLS — INDIVIDUALIZED EDUCATION PROGRAM
Student: Nell Iverson     Date of Birth: 02/14/2015     Grade: 5
IEP Meeting Date: 09/08/2026     Annual Review Date: 09/07/2027
Eligibility: Specific Learning Disability

PLAN CONTACTS
Case manager and IEP coordinator: Mrs. Oksana Drummond-Hale, Learning Support Teacher

SPECIAL EDUCATION SERVICES
Specialized reading instruction: 45 minutes, 4 times per week, learning support room`,
  ...Array.from({ length: 12 }, (_, i) => busyPage(i + 1)),
];

describe("grounding a question that asks a person by role", () => {
  it("reads the plan's line on that role when the question's words fill the top passages elsewhere", async () => {
    // Another family's documents in the same index, full of the role's words.
    await chatFamily("Otto", Array.from({ length: 6 }, (_, i) => `Page ${i + 1}: the case manager, Mr. Abel Quint, case manager of record, meets the case manager team now.`));
    const f = await chatFamily("Nell", iep);
    const complete = (await readEvents(await send(f, "who is her case manager now"))).at(-1);
    if (complete?.type !== "complete") throw new Error("no complete event");
    expect(complete.message.content).toContain("Drummond-Hale");
    expect(complete.message.content).not.toContain("Quint");
  });
});

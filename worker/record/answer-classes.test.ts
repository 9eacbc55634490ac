// Question classes checked on every family at once (ADR 0080): for each service that both IEPs give, "did it go
// up", "did they cut it", "is it the same as last year" and "is she getting less now" must start with the
// answer the record gives (Yes or No); each accommodation the new IEP dropped is answered "Yes" to "did they
// take away …", and each one it kept "Yes" to "does she still get …". Wordings are built from the record, so a
// new family is checked without writing its questions.
import { describe, expect, it } from "vitest";
import { answerFromRecord } from "./answer.ts";
import { plainText, prepareFamily } from "./evaluate.ts";
import { FAMILIES } from "./fixtures/index.ts";
import { jaccard } from "./record.ts";

const TODAY = "2026-11-25";
const SPOKEN: Record<string, string> = { speech: "speech", "occupational therapy": "OT", counseling: "counseling", "physical therapy": "PT", "instruction (reading)": "reading help", "instruction (math)": "math help" };
/** An accommodation as a parent names it: its first four words. */
const opening = (text: string) => text.split(/\s+/).slice(0, 4).join(" ").toLowerCase().replace(/[^a-z ]/g, "").trim();

/** Named by its first words, when those words name no accommodation on the other side. */
const distinct = (text: string, others: { item: { text: string } }[]) =>
  opening(text).split(" ").length === 4 && !/\bwill\b/.test(opening(text)) && others.every((o) => jaccard(opening(text), o.item.text) < 0.3);

describe("answers by class, on every family", () => {
  for (const family of FAMILIES) {
    it(`${family.name}: service changes and accommodations kept or dropped`, () => {
      const { record, passages } = prepareFamily(family, TODAY);
      const ask = (q: string) => plainText(answerFromRecord(record, q, passages, family.child).text);
      const child = family.child.split(" ")[0]!.toLowerCase();
      const wrong: string[] = [];
      for (const line of record.services) {
        const word = SPOKEN[line.key];
        const now = line.current?.item.minutesPerWeek;
        const then = line.previous?.item.minutesPerWeek;
        // A service an amendment changed is compared with the amended IEP's own row, not last year's.
        if (!word || now === undefined || then === undefined || line.current?.doc.role === "amendment") continue;
        for (const [q, lead] of [
          [`did ${word} go up`, now > then ? "Yes" : "No"],
          [`did they cut ${word}`, now < then ? "Yes" : "No"],
          [`is ${word} the same as last year`, now === then ? "Yes" : "No"],
          [`is ${child} getting less ${word} now`, now < then ? "Yes" : "No"],
        ] as const) {
          const a = ask(q);
          if (!a.startsWith(lead)) wrong.push(`${q} (${then} → ${now}): ${a.slice(0, 160)}`);
        }
      }
      const { current, removed } = record.accommodations;
      for (const a of removed.filter((x) => distinct(x.item.text, current)).slice(0, 2)) {
        const q = `did they take away the ${opening(a.item.text)}`;
        const ans = ask(q);
        if (!ans.startsWith("Yes")) wrong.push(`${q}: ${ans.slice(0, 160)}`);
      }
      if (record.previous) {
        for (const a of current.filter((x) => !record.accommodations.added.includes(x) && distinct(x.item.text, removed)).slice(0, 2)) {
          const q = `does ${child} still get ${opening(a.item.text)}`;
          const ans = ask(q);
          if (!ans.startsWith("Yes")) wrong.push(`${q}: ${ans.slice(0, 160)}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }
});

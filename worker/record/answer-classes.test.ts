// Question classes checked on every family at once (ADR 0080): for each service that both IEPs give, "did it go
// up", "did they cut it", "is it the same as last year" and "is she getting less now" must start with the
// answer the record gives (Yes or No); each accommodation the new IEP dropped is answered "Yes" to "did they
// take away …", and each one it kept "Yes" to "does she still get …"; each goal dropped, carried or added is
// answered as such and named when asked for; the review and reevaluation dates, the share of the day in general
// education and the ESY decision come first. Wordings are built from the record, so a new family is checked
// without writing its questions.
import { describe, expect, it } from "vitest";
import { answerFromRecord } from "./answer.ts";
import { plainText, prepareFamily } from "./evaluate.ts";
import { FAMILIES } from "./fixtures/index.ts";
import { jaccard, longDate } from "./record.ts";

const TODAY = "2026-11-25";
const SPOKEN: Record<string, string> = { speech: "speech", "occupational therapy": "OT", counseling: "counseling", "physical therapy": "PT", "instruction (reading)": "reading help", "instruction (math)": "math help" };
/** An accommodation as a parent names it: its first four words. */
const opening = (text: string) => text.split(/\s+/).slice(0, 4).join(" ").toLowerCase().replace(/[^a-z ]/g, "").trim();

/** Named by its first words, when those words name no accommodation on the other side. */
const distinct = (text: string, others: { item: { text: string } }[]) =>
  opening(text).split(" ").length === 4 && !/\bwill\b/.test(opening(text)) && others.every((o) => jaccard(opening(text), o.item.text) < 0.3);

/**
 * Answers a blind round found wrong that are not fixed yet (docs/decisions/0085, 0086): each must still be wrong,
 * so the entry goes the day the engine answers it, and any other wrong answer fails as before.
 */
const KNOWN_WRONG: Record<string, string[]> = {};

const isAnswerTo = (k: string) => (w: string) => w.startsWith(`${k}:`) || w.startsWith(`${k} (`);

/** The wrong answers beyond the family's known ones. */
const unexpected = (family: string, wrong: string[]) => wrong.filter((w) => !(KNOWN_WRONG[family] ?? []).some((k) => isAnswerTo(k)(w)));

/** Every wrong answer the two checks above gave, per family (the tests of a file run in order). */
const wrongSeen = new Map<string, string[]>();

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
      expect(unexpected(family.name, wrong)).toEqual([]);
      wrongSeen.set(family.name, [...(wrongSeen.get(family.name) ?? []), ...wrong]);
    });

    it(`${family.name}: goals, key dates, placement and ESY`, () => {
      const { record, passages } = prepareFamily(family, TODAY);
      const ask = (q: string) => plainText(answerFromRecord(record, q, passages, family.child).text).slice(0, 300);
      const wrong: string[] = [];
      const check = (q: string, ok: (a: string) => boolean) => {
        const a = ask(q);
        if (!ok(a)) wrong.push(`${q}: ${a.slice(0, 160)}`);
      };
      for (const link of record.goals.links) {
        const goal = (link.current ?? link.previous)!.item;
        if (!goal.area || goal.areaInferred) continue;
        const area = goal.area.toLowerCase();
        const first = area.split(" ")[0]!;
        if (link.status === "dropped") check(`did they drop the ${area} goal`, (a) => a.startsWith("Yes"));
        if (link.status === "carried" && record.previous) check(`did they drop the ${area} goal`, (a) => a.startsWith("No"));
        if (link.status === "added") check(`is there a new ${area} goal`, (a) => /^yes|added|new/i.test(a) && a.toLowerCase().includes(first));
        if (link.current) check(`whats the ${area} goal`, (a) => a.toLowerCase().includes(first));
      }
      for (const d of record.deadlines) {
        const q = d.kind === "annual-review" ? "when is the annual review" : d.kind === "reevaluation" ? "when is the reevaluation due" : undefined;
        if (q && /^\d{4}-\d{2}/.test(d.value)) check(q, (a) => a.includes(longDate(d.value)));
      }
      const lre = record.lre.current?.item.value;
      if (lre !== undefined) check("what percent of the day is she in general ed", (a) => a.includes(`${lre}%`));
      const esy = record.esy.current?.item.value;
      if (esy) check("does she get esy", (a) => a.startsWith({ yes: "Yes", no: "No", undecided: "Not" }[esy]));
      expect(unexpected(family.name, wrong)).toEqual([]);
      wrongSeen.set(family.name, [...(wrongSeen.get(family.name) ?? []), ...wrong]);
    });
  }

  it("the known wrong answers are still wrong (remove an entry once it is answered right)", () => {
    const answeredRight = Object.entries(KNOWN_WRONG).flatMap(([family, known]) => known.filter((k) => !(wrongSeen.get(family) ?? []).some(isAnswerTo(k))).map((k) => `${family}: ${k}`));
    expect(answeredRight).toEqual([]);
  });
});

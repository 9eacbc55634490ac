// One question asked several ways gets the same answer (ADR 0076): every wording in paraphrases.ts, asked of
// its family's record (the documents read as the chat reads them, evaluate.ts), must state the same facts in
// its opening. A wording that fails points at a class of question the engine reads too narrowly.
import { describe, expect, it } from "vitest";
import { answerFromRecord } from "./answer.ts";
import { plainText, prepareFamily, scoreAnswer, type FamilyRun } from "./evaluate.ts";
import { FAMILIES } from "./fixtures/index.ts";
import { REWORDINGS } from "./paraphrases.ts";

const TODAY = "2026-11-25";

describe("paraphrases", () => {
  const runs = new Map<string, FamilyRun>();
  const runOf = (name: string): FamilyRun => {
    const family = FAMILIES.find((f) => f.name === name);
    if (!family) throw new Error(`no family ${name}`);
    const run = runs.get(name) ?? prepareFamily(family, TODAY);
    runs.set(name, run);
    return run;
  };

  it("covers every family with several wordings of each question", () => {
    expect(new Set(REWORDINGS.map((r) => r.family))).toEqual(new Set(FAMILIES.map((f) => f.name)));
    expect(REWORDINGS.every((r) => r.wordings.length >= 1)).toBe(true);
    expect(REWORDINGS.reduce((n, r) => n + r.wordings.length, 0)).toBeGreaterThanOrEqual(150);
  });

  for (const group of REWORDINGS) {
    it(`${group.family}: ${group.class} — “${group.wordings[0]}” and ${group.wordings.length - 1} rewording(s)`, () => {
      const run = runOf(group.family);
      const child = FAMILIES.find((f) => f.name === group.family)!.child;
      const wrong = group.wordings
        .map((q) => ({ q, answer: answerFromRecord(run.record, q, run.passages, child).text }))
        .map((x) => ({ ...x, scored: scoreAnswer(x.answer, group.facts, group.kind) }))
        .filter((x) => !x.scored.ok)
        .map((x) => `${x.q} → missing ${x.scored.missing.join(", ")}: ${plainText(x.answer).slice(0, 200)}`);
      expect(wrong).toEqual([]);
    });
  }
});

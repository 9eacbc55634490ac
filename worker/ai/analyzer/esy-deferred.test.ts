// An ESY decision the team put off (ADR 0086, round B): a marked "deferred" option, or a sentence saying
// when the team will decide, is "undecided", not an ESY decision missing from the plan.
import { describe, expect, it } from "vitest";
import { analyzeDocument } from "./index.ts";

describe("a deferred ESY decision", () => {
  it.each([
    ["ESY:  ( ) Yes  ( ) No  (X) Deferred until spring data are reviewed", "undecided"],
    ["[ ] Eligible   [ ] Not eligible   [X] Decision deferred; the team meets again in March", "undecided"],
    ["The team will decide by March 15, 2027, after reviewing data from winter break.", "undecided"],
    ["ESY:  ( ) Yes  (X) No  ( ) Deferred", "no"],
    ["ESY services:  [ ] Yes   [ ] No   [X] Postponed to the spring meeting", "undecided"],
  ])("reads %s", (text, value) => {
    expect(analyzeDocument([`EXTENDED SCHOOL YEAR\n${text}`]).extendedSchoolYear?.value).toBe(value);
  });
});

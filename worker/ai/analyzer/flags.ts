// What parents and advocates check first: goals that cannot be measured, services without an
// amount, and no promise about when progress will be reported.
import type { DocumentFacts, Flag, Goal } from "./types.ts";

export function goalName(goal: Goal, index: number): string {
  const n = goal.number ?? String(index + 1);
  return goal.area && !goal.areaInferred ? `Goal ${n} (${goal.area})` : `Goal ${n}`;
}

export function computeFlags(facts: Omit<DocumentFacts, "flags">): Flag[] {
  const flags: Flag[] = [];
  const isPlan = facts.documentType.value === "IEP";
  // Progress reports and evaluations restate goals without their baselines; only the plan itself is judged.
  (isPlan ? facts.goals : []).forEach((goal, i) => {
    const name = goalName(goal, i);
    if (!goal.criterion) {
      flags.push({
        kind: "goal-no-criterion",
        message: `${name} does not state a measurable criterion (the level or accuracy that shows it is met).`,
        page: goal.page,
      });
    }
    if (!goal.baseline) {
      flags.push({
        kind: "goal-no-baseline",
        message: `${name} has no baseline: the document does not state the starting level it is measured from.`,
        page: goal.page,
      });
    }
  });
  for (const s of facts.services) {
    if (s.minutesPerSession === undefined) {
      flags.push({ kind: "service-no-minutes", message: `${s.name}: the number of minutes is not stated.`, page: s.page });
    }
    if (s.per === undefined) {
      flags.push({ kind: "service-no-frequency", message: `${s.name}: how often it is provided is not stated.`, page: s.page });
    }
  }
  if (isPlan && !facts.dates.some((d) => d.kind === "progress-reports")) {
    flags.push({
      kind: "no-progress-schedule",
      message: "The document does not say how often you will receive reports on progress toward the goals.",
    });
  }
  return flags;
}

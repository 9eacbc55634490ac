// The AI Insights tab's copy (requirements §2): the card titles and the three fallback texts quoted exactly,
// then the wording of what the tab shows beyond the spec (services, accommodations, dates, flags).
import { AI_ERRORS, AI_STATUS } from "@common/messages/ai";

export { aiWarning } from "./site";

export const insightsCopy = {
  summaryTitle: "Document Summary",
  questionsTitle: "Suggested Questions",
  goalsTitle: "IEP Goals Analysis",
  /** Spec §2 fallbacks, exactly. */
  summaryFallback: "Unable to generate summary. Try refreshing the page.",
  questionsFallback: "No suggested questions available.",
  goalsFallback: "No goal analysis available for this document.",
  questionsHint: "Questions you could bring to the next meeting.",
  measurableOutcomes: "Measurable outcomes",
  baseline: "Baseline",
  measuredBy: "Measured by",
  objectives: "Objectives",
  progress: "Progress",
  notStated: "Not stated",
  areaInferred: "area inferred from the goal's words",
  servicesTitle: "Services",
  servicesEmpty: "No services with minutes or frequency were found in this document.",
  minutesPerWeek: (n: number) => `${n} min/week`,
  servicesTotal: (n: number, partial: boolean) => `About ${n} minutes per week in total${partial ? " (some services do not state an amount)" : ""}`,
  amountNotStated: "Amount not stated",
  asWritten: (words: string) => `as written: “${words}”`,
  amended: "changed by this amendment",
  /** An item read from a sentence rather than found under its own label or column. */
  lowerConfidence: "read from the wording; check the page",
  accommodationsTitle: "Accommodations",
  accommodationsEmpty: "No accommodations were found in this document.",
  accommodationKinds: { classroom: "In the classroom", testing: "On tests", other: "Other" },
  datesTitle: "Key Dates",
  datesEmpty: "No key dates were found in this document.",
  flagsTitle: "Worth Checking",
  flagsHint: "What parents and advocates often look for: each point names what the document does not state.",
  flagsEmpty: (isPlan: boolean) =>
    isPlan
      ? "Nothing stood out: every goal states a baseline and a measurable criterion, every service its minutes and frequency, and progress reporting is scheduled."
      : "Nothing stood out in this document.",
  factsSource: "Services, accommodations, key dates and the points worth checking are read from the document by IEP Binder's built-in analyzer.",
  page: (n: number) => `page ${n}`,
  pageLabel: (n: number, what: string) => `Show the source on page ${n} (${what})`,
  quoteLabel: "From the document",
  regenerate: "Regenerate",
  regenerating: "Regenerating…",
  regenerateFailed: { title: "Error generating summary", description: "There was a problem creating the document summary. Please try again." },
  generated: (when: string) => `Generated ${when}`,
  processingTitle: "Still reading this document",
  processing: AI_STATUS.processing,
  checkAgain: "Check again",
  noTextTitle: "No insights for this document",
  errorTitle: "Insights could not be loaded",
  tryAgain: "Try again",
  loading: "Loading insights…",
  partErrors: AI_ERRORS,
} as const;

/** Labels for the analyzer's date kinds, as the Key Dates card shows them. */
export const dateKindLabels: Record<string, string> = {
  meeting: "Meeting",
  "annual-review": "Annual review",
  reevaluation: "Reevaluation",
  "progress-reports": "Progress reports",
  start: "Starts",
  end: "Ends",
  eligibility: "Eligibility",
  evaluation: "Evaluation",
  "goal-target": "Goals to be met by",
};

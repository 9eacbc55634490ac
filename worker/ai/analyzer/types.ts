// Output of the built-in analyzer. Everything is plain JSON so it can be cached in D1 as-is.
// Every extracted item carries the page it came from and a quote: the source text with runs of
// whitespace collapsed to one space (PDF text is full of line wraps and column gaps), so a citation
// can be located in the page text with a whitespace-insensitive search. Nothing here is guessed:
// a value the document does not state is left out.

export const ANALYZER_VERSION = 23;

export type DocumentType = "IEP" | "Evaluation" | "Progress Report" | "504 Plan" | "Assessment" | "Other";

export interface Cited {
  /** 1-based page number. */
  page: number;
  quote: string;
}

export type DateKind =
  | "meeting"
  | "annual-review"
  | "reevaluation"
  | "eligibility"
  | "start"
  | "end"
  | "birth"
  | "evaluation"
  | "signature"
  | "goal-target"
  | "progress-reports"
  | "other";

export interface KeyDate extends Cited {
  kind: DateKind;
  /** The label as written ("Date for Reevaluation"), or a short description for prose dates. */
  label: string;
  /**
   * ISO date: YYYY-MM-DD, or YYYY-MM when the document gives only a month (no day is invented).
   * For kind "progress-reports" this is the schedule as written ("every 9 weeks").
   */
  value: string;
}

export interface EligibilityCategory extends Cited {
  /** Canonical IDEA category name when recognised, otherwise the text as written. */
  category: string;
  /** The document's own name for a recognised category when it uses words the IDEA name lacks ("Emotional-Behavioral Disability"). */
  stated?: string;
}

export interface Goal extends Cited {
  /** The number or letter the document gives the goal ("1", "B"). */
  number?: string;
  area?: string;
  /** True when the document does not label the area and it was classified from the goal's words. */
  areaInferred?: boolean;
  /** The goal as written. */
  description: string;
  baseline?: string;
  /** Where the baseline was found when it is not part of the goal itself (e.g. the present levels). */
  baselineSource?: Cited;
  /** The measurable part: the level, accuracy or number of trials that shows the goal is met. */
  criterion?: string;
  /** How progress is measured (probes, work samples, observation…). */
  measurement?: string;
  /** How often it is measured or evaluated ("quarterly"). */
  schedule?: string;
  /** ISO date (or YYYY-MM) from "By June 2026…". */
  targetDate?: string;
  objectives: string[];
  /** Progress reports: the status recorded for this goal ("Sufficient progress"). */
  progress?: string;
  progressNote?: string;
  /** Progress reports: the date the progress was recorded, ISO. */
  progressDate?: string;
  confidence?: Confidence;
  /** True when the document is an amendment and this goal is one it adds or revises. */
  amended?: boolean;
}

/**
 * "grading-period" is a marking period of `periodWeeks` weeks (9 when the document does not say);
 * "cycle" a school's N-day schedule cycle other than 5 days, `periodWeeks` = N/5.
 */
export type Period = "day" | "week" | "month" | "grading-period" | "year" | "cycle";

/** How sure the analyzer is of an item: "high" when found under its own label or column, "medium" when read from prose, "low" when inferred. */
export type Confidence = "high" | "medium" | "low";

export interface Service extends Cited {
  name: string;
  minutesPerSession?: number;
  /**
   * Sessions per period. A total stated per period ("240 minutes per week") is one 240-minute
   * block per week: sessions 1.
   */
  sessions?: number;
  per?: Period;
  /**
   * minutesPerSession × sessions, normalised to a week: per day ×5 (school days), per month ÷4;
   * rounded to an integer.
   */
  minutesPerWeek?: number;
  /** The frequency as written ("4 sessions/week", "1x a week"). */
  frequency?: string;
  /** Weeks in the period when per is "grading-period" ("per 9-week grading period" → 9) or "cycle". */
  periodWeeks?: number;
  /** The whole amount as written, beside the normalised number ("270 minutes per 9-week grading period"). */
  amount?: string;
  confidence?: Confidence;
  /** True when the document is an amendment and this is one of the changes it makes. */
  amended?: boolean;
  provider?: string;
  location?: string;
  /** Group size / delivery model as written ("small group", "push-in"). */
  setting?: string;
  startDate?: string;
  endDate?: string;
}

export type AccommodationKind = "classroom" | "testing" | "other";

export interface Accommodation extends Cited {
  text: string;
  kind: AccommodationKind;
  confidence?: Confidence;
  amended?: boolean;
}

export interface EvaluationScore extends Cited {
  test: string;
  /** The score(s) as written ("SS 78, 7th percentile, Below Average"). */
  score: string;
}

export interface Recommendation extends Cited {
  text: string;
}

export type FlagKind =
  | "goal-no-criterion"
  | "goal-no-baseline"
  | "service-no-minutes"
  | "service-no-frequency"
  | "no-progress-schedule";

export interface Flag {
  kind: FlagKind;
  message: string;
  page?: number;
}

export interface DocumentFacts {
  engine: "builtin";
  version: number;
  documentType: { value: DocumentType; confidence: number };
  student?: { name?: string };
  dates: KeyDate[];
  eligibility: EligibilityCategory[];
  goals: Goal[];
  services: Service[];
  accommodations: Accommodation[];
  /** Share of the school day/week in general education, as stated (converted when stated as time outside). */
  lrePercent?: Cited & { value: number };
  extendedSchoolYear?: Cited & { value: "yes" | "no" | "undecided" };
  evaluation?: { scores: EvaluationScore[]; recommendations: Recommendation[] };
  flags: Flag[];
  /** Set when the document amends an earlier IEP: its facts are only the changes (ISO date of the IEP it amends, when stated). */
  amendment?: { amends?: string } & Partial<Cited>;
}

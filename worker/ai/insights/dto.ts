// What the AI Insights tab receives (GET /api/ai/insights/:documentId): the insights and the analyzer's
// reading of the document, in one answer. The page imports the type only.
import type { DocumentFacts } from "../analyzer/index.ts";
import type { EngineId } from "../../../common/messages/ai.ts";
import type { GoalInsight } from "../engines/index.ts";
import type { Insights } from "./index.ts";

/** Everything the AI Insights tab shows, in one answer (GET /api/ai/insights/:documentId). */
export type InsightsDto = {
  documentId: string;
  engine: EngineId;
  engineLabel: string;
  model?: string;
  generatedAt: string;
  summary: string | null;
  goals: GoalInsight[] | null;
  questions: string[] | null;
  errors: Insights["errors"];
  /** The analyzer's reading of the document, whatever the engine: each item has its page and quote. */
  documentType: DocumentFacts["documentType"];
  dates: DocumentFacts["dates"];
  services: DocumentFacts["services"];
  accommodations: DocumentFacts["accommodations"];
  eligibility: DocumentFacts["eligibility"];
  flags: DocumentFacts["flags"];
  lrePercent?: DocumentFacts["lrePercent"];
  extendedSchoolYear?: DocumentFacts["extendedSchoolYear"];
};

export function toInsightsDto(insights: Insights): InsightsDto {
  const f = insights.facts;
  const dto: InsightsDto = {
    documentId: insights.documentId,
    engine: insights.engine,
    engineLabel: insights.engineLabel,
    generatedAt: insights.generatedAt,
    summary: insights.summary,
    goals: insights.goals,
    questions: insights.questions,
    errors: insights.errors,
    documentType: f.documentType,
    dates: f.dates,
    services: f.services,
    accommodations: f.accommodations,
    eligibility: f.eligibility,
    flags: f.flags,
  };
  if (insights.model) dto.model = insights.model;
  if (f.lrePercent) dto.lrePercent = f.lrePercent;
  if (f.extendedSchoolYear) dto.extendedSchoolYear = f.extendedSchoolYear;
  return dto;
}

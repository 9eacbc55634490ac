// IEP Goals Analysis (requirements §2): each goal's area, description and optional measurable outcomes, then
// what the document states about its baseline, measurement and objectives, with the page it is on.
import type { GoalInsight } from "@worker/ai/engines/types";
import { insightsCopy as copy } from "~/content/insights";
import { Card, Fallback, PageCite, type ShowPage } from "./parts";

function Detail({ label, value, missing = false }: { label: string; value: string; missing?: boolean }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-2">
      <dt className="shrink-0 font-medium text-slate-700">{label}:</dt>
      <dd className={missing ? "text-amber-800" : "text-slate-700"}>{value}</dd>
    </div>
  );
}

export function GoalsCard({
  goals,
  error,
  documentId,
  onShowPage,
  progressReport = false,
}: {
  goals: GoalInsight[] | null;
  error?: string;
  documentId: string;
  onShowPage?: ShowPage;
  /** A progress report reports on goals: a baseline it does not restate is not missing. */
  progressReport?: boolean;
}) {
  return (
    <Card id="insights-goals" title={copy.goalsTitle}>
      {goals && goals.length > 0 ? (
        <ol className="space-y-4">
          {goals.map((g, i) => (
            <li key={`${g.page ?? 0}-${i}`} className="rounded-lg border border-slate-100 bg-slate-50/60 p-4">
              <div className="flex items-start justify-between gap-3">
                <h3 className="font-semibold text-slate-900">
                  {g.area}
                  {g.areaInferred ? <span className="ml-2 text-xs font-normal text-slate-500">({copy.areaInferred})</span> : null}
                </h3>
                {g.page ? <PageCite page={g.page} what={g.area} quote={g.quote} documentId={documentId} onShowPage={onShowPage} /> : null}
              </div>
              <p className="mt-1 text-slate-800">
                {g.description}
                {g.confidence ? <span className="ml-2 text-xs text-slate-500">({copy.lowerConfidence})</span> : null}
              </p>
              {g.measurableOutcomes ? (
                <p className="mt-2 text-sm">
                  <span className="font-medium text-slate-700">{copy.measurableOutcomes}: </span>
                  <span className="text-slate-700">{g.measurableOutcomes}</span>
                </p>
              ) : null}
              <dl className="mt-2 space-y-1 text-sm">
                {g.baseline || !progressReport ? <Detail label={copy.baseline} value={g.baseline ?? copy.notStated} missing={!g.baseline} /> : null}
                {g.measurement ? <Detail label={copy.measuredBy} value={g.measurement} /> : null}
                {g.progress ? <Detail label={copy.progress} value={g.progress} /> : null}
              </dl>
              {g.objectives.length > 0 ? (
                <div className="mt-2 text-sm">
                  <p className="font-medium text-slate-700">{copy.objectives}:</p>
                  <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-700">
                    {g.objectives.map((o, j) => (
                      <li key={j}>{o}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <>
          <Fallback>{copy.goalsFallback}</Fallback>
          {error ? <p className="mt-2 text-sm text-red-700">{error}</p> : null}
        </>
      )}
    </Card>
  );
}

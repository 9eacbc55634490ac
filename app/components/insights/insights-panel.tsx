// The AI Insights tab of the single-document page (requirements §2). It mounts when the tab is first opened (the
// page's Tabs use lazyMount), and that triggers the fetch: one GET /api/ai/insights/:id brings the
// summary, goals and suggested questions plus the analyzer's services, accommodations, key dates and
// flags. Shown: the warning banner, the Document Summary (markdown), Suggested Questions (a static list),
// IEP Goals Analysis, then the cards beyond the spec, each fact with a "page N" citation, and a line
// saying which engine answered. The spec's fallback texts stand in for anything missing.
import { useCallback, useEffect, useState, type ReactNode } from "react";
import type { InsightsDto } from "@worker/ai/insights/dto";
import type { DocumentStatus } from "@common/schemas/documents";
import { Button } from "~/components/ui/button";
import { Markdown, preloadMarkdown } from "~/components/ui/markdown";
import { notify } from "~/components/ui/toaster";
import { aiWarning, insightsCopy as copy } from "~/content/insights";
import { apiRequest, RequestError } from "~/lib/api";
import { useGetJson } from "~/lib/use-get-json";
import { formatDate } from "@common/format";
import { AccommodationsCard, DatesCard, FlagsCard, ServicesCard } from "./facts-cards";
import { GoalsCard } from "./goals-card";
import { Card, Fallback, SkeletonLines, type ShowPage } from "./parts";

export type InsightsPanelProps = {
  documentId: string;
  /** Kept for the page's existing call; the insights are looked up by document. */
  childId?: string;
  /**
   * The document's processing status as the page knows it. While it is "processing" nothing is
   * fetched; when the page's own poll sees it settle, the panel fetches.
   */
  status?: DocumentStatus;
  /** Shows a fact's source (its page, its words marked). Without it, citations link to the viewer at that page. */
  onShowPage?: ShowPage;
};

type State =
  | { kind: "loading" }
  | { kind: "ready"; data: InsightsDto }
  | { kind: "processing"; message: string }
  | { kind: "no-text"; message: string }
  | { kind: "error"; message: string };

/** What a failed request means for the tab: still processing, no text (with the reason), or an error. */
function stateOf(error: unknown): State {
  if (error instanceof RequestError) {
    const body = error.json();
    if (error.status === 409 && body?.code === "DOCUMENT_PROCESSING") return { kind: "processing", message: body.message ?? copy.processing };
    if (error.status === 422 && body?.message) return { kind: "no-text", message: body.message };
    if (body?.message) return { kind: "error", message: body.message };
  }
  return { kind: "error", message: copy.partErrors.summary };
}

function WarningBanner() {
  return (
    <div role="note" className="flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 size-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M12 9v4M12 17h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
      </svg>
      <p>{aiWarning}</p>
    </div>
  );
}

function Notice({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <output className="block rounded-lg border border-slate-200 bg-slate-50 px-4 py-4">
      <span className="block font-semibold text-slate-900">{title}</span>
      <span className="mt-1 block text-slate-700">{children}</span>
      {action ? <div className="mt-3">{action}</div> : null}
    </output>
  );
}

function SummaryCard({ summary, error, loading }: { summary: string | null; error?: string; loading?: boolean }) {
  return (
    <Card id="insights-summary" title={copy.summaryTitle}>
      {loading ? (
        <SkeletonLines lines={5} />
      ) : summary ? (
        <Markdown>{summary}</Markdown>
      ) : (
        <>
          <Fallback>{copy.summaryFallback}</Fallback>
          {error ? <p className="mt-2 text-sm text-red-700">{error}</p> : null}
        </>
      )}
    </Card>
  );
}

function QuestionsCard({ questions, error, loading }: { questions: string[] | null; error?: string; loading?: boolean }) {
  return (
    <Card id="insights-questions" title={copy.questionsTitle} hint={questions && questions.length > 0 ? copy.questionsHint : undefined}>
      {loading ? (
        <SkeletonLines lines={4} />
      ) : questions && questions.length > 0 ? (
        // Static, not clickable (requirements §2).
        <ul className="list-disc space-y-1.5 pl-5 text-slate-800">
          {questions.map((q, i) => (
            <li key={i}>{q}</li>
          ))}
        </ul>
      ) : (
        <>
          <Fallback>{copy.questionsFallback}</Fallback>
          {error ? <p className="mt-2 text-sm text-red-700">{error}</p> : null}
        </>
      )}
    </Card>
  );
}

/** The three spec cards with their fallback texts (no data, or still loading). */
function SpecCards({ loading = false }: { loading?: boolean }) {
  return (
    <>
      <SummaryCard summary={null} loading={loading} />
      <div className="grid items-start gap-4 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <QuestionsCard questions={null} loading={loading} />
        </div>
        <div className="lg:col-span-3">
          {loading ? (
            <Card id="insights-goals" title={copy.goalsTitle}>
              <SkeletonLines lines={6} />
            </Card>
          ) : (
            <Card id="insights-goals" title={copy.goalsTitle}>
              <Fallback>{copy.goalsFallback}</Fallback>
            </Card>
          )}
        </div>
      </div>
    </>
  );
}

export function InsightsPanel({ documentId, status, onShowPage }: InsightsPanelProps) {
  const [attempt, setAttempt] = useState(0);
  // The answer for one request key; a newer key (another document, a retry) reads as loading until its
  // own answer arrives, so no state is reset inside the effect.
  const key = `${documentId}:${attempt}`;
  const [answer, setAnswer] = useGetJson<InsightsDto>(key, status === "processing" ? null : `/api/ai/insights/${encodeURIComponent(documentId)}`);
  const [regenerating, setRegenerating] = useState(false);

  useEffect(() => {
    preloadMarkdown();
  }, []);

  const state: State =
    status === "processing"
      ? { kind: "processing", message: copy.processing }
      : answer
        ? answer.ok
          ? { kind: "ready", data: answer.data }
          : stateOf(answer.error)
        : { kind: "loading" };

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const regenerate = useCallback(async () => {
    setRegenerating(true);
    try {
      const res = await apiRequest("POST", `/api/ai/insights/${encodeURIComponent(documentId)}`);
      setAnswer({ ok: true, data: (await res.json()) as InsightsDto });
    } catch (error) {
      const next = stateOf(error);
      if (next.kind === "processing" || next.kind === "no-text") setAnswer({ ok: false, error });
      // Over the family's daily regenerations (429): the server's message says when it can be done again.
      else if (next.kind === "error" && error instanceof RequestError && error.status === 429) notify({ title: copy.regenerateFailed.title, description: next.message, variant: "destructive" });
      else notify({ ...copy.regenerateFailed, variant: "destructive" });
    } finally {
      setRegenerating(false);
    }
  }, [documentId, setAnswer]);

  return (
    <div className="space-y-4" aria-busy={state.kind === "loading"}>
      <WarningBanner />
      {state.kind === "loading" ? (
        <>
          <output className="sr-only">{copy.loading}</output>
          <SpecCards loading />
        </>
      ) : null}
      {state.kind === "processing" ? (
        <Notice
          title={copy.processingTitle}
          action={
            // While the page's own status says "processing", its poll brings the change; otherwise ask again.
            status === "processing" ? undefined : (
              <Button variant="secondary" size="sm" onClick={retry}>
                {copy.checkAgain}
              </Button>
            )
          }
        >
          {state.message}
        </Notice>
      ) : null}
      {state.kind === "no-text" || state.kind === "error" ? (
        <>
          <Notice
            title={state.kind === "no-text" ? copy.noTextTitle : copy.errorTitle}
            action={
              state.kind === "error" ? (
                <Button variant="secondary" size="sm" onClick={retry}>
                  {copy.tryAgain}
                </Button>
              ) : undefined
            }
          >
            {state.message}
          </Notice>
          <SpecCards />
        </>
      ) : null}
      {state.kind === "ready" ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="text-sm text-slate-600">
              <p>{state.data.engineLabel}</p>
              <p className="text-slate-500">{copy.generated(formatDate(state.data.generatedAt))}</p>
            </div>
            <Button variant="secondary" size="sm" pending={regenerating} pendingLabel={copy.regenerating} onClick={() => void regenerate()}>
              {copy.regenerate}
            </Button>
          </div>
          <SummaryCard summary={state.data.summary} error={state.data.errors.summary} />
          <div className="grid items-start gap-4 lg:grid-cols-5">
            <div className="lg:col-span-2">
              <QuestionsCard questions={state.data.questions} error={state.data.errors.questions} />
            </div>
            <div className="lg:col-span-3">
              <GoalsCard
                goals={state.data.goals}
                error={state.data.errors.goals}
                documentId={documentId}
                onShowPage={onShowPage}
                progressReport={state.data.documentType.value === "Progress Report"}
              />
            </div>
          </div>
          <div className="grid items-start gap-4 lg:grid-cols-2">
            <ServicesCard data={state.data} documentId={documentId} onShowPage={onShowPage} />
            <DatesCard data={state.data} documentId={documentId} onShowPage={onShowPage} />
            <AccommodationsCard data={state.data} documentId={documentId} onShowPage={onShowPage} />
            <FlagsCard data={state.data} documentId={documentId} onShowPage={onShowPage} />
          </div>
          {state.data.engine !== "builtin" ? <p className="text-sm text-slate-500">{copy.factsSource}</p> : null}
        </>
      ) : null}
    </div>
  );
}

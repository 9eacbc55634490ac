// What the tab shows beyond the spec, read by the built-in analyzer whatever the engine: services with
// minutes per week, accommodations (classroom vs testing), key dates and the points worth checking,
// each with a citation of the page it is on.
import type { InsightsDto } from "@worker/ai/insights/dto";
import { dateKindLabels, insightsCopy as copy } from "~/content/insights";
import { Card, Fallback, formatFactDate, PageCite, type ShowPage } from "./parts";

type Props = { data: InsightsDto; documentId: string; onShowPage?: ShowPage };

/**
 * The document's own label ("Annual Review Due") when it reads like one; otherwise (a fragment of
 * prose, or a goal's "By …") the name of the kind of date.
 */
function dateName(kind: string, label: string): string {
  const own = label.replace(/[\s:]+$/, "");
  const readable = /^[A-Z][A-Za-z0-9'’/() -]*$/.test(own) && own.split(/\s+/).length <= 6;
  if (readable && kind !== "goal-target" && kind !== "progress-reports") return own;
  return dateKindLabels[kind] ?? own;
}

/** Marks an amendment's changes and items read from wording rather than found under their own label. */
function ItemNotes({ amended, confidence }: { amended?: boolean; confidence?: string }) {
  return (
    <>
      {amended ? <span className="ml-2 rounded bg-sky-50 px-1.5 py-0.5 text-xs font-normal text-sky-800">{copy.amended}</span> : null}
      {confidence && confidence !== "high" ? <span className="ml-2 text-xs font-normal text-slate-500">({copy.lowerConfidence})</span> : null}
    </>
  );
}

const DATE_ORDER = ["meeting", "start", "end", "annual-review", "reevaluation", "progress-reports", "goal-target", "eligibility", "evaluation"];

export function ServicesCard({ data, documentId, onShowPage }: Props) {
  const services = data.services;
  const total = services.reduce((n, s) => n + (s.minutesPerWeek ?? 0), 0);
  const partial = services.some((s) => s.minutesPerWeek === undefined);
  return (
    <Card id="insights-services" title={copy.servicesTitle}>
      {services.length === 0 ? (
        <Fallback>{copy.servicesEmpty}</Fallback>
      ) : (
        <>
          <ul className="divide-y divide-slate-100">
            {services.map((s, i) => (
              <li key={`${s.page}-${i}`} className="flex items-start justify-between gap-3 py-2.5 first:pt-0">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {s.name}
                    <ItemNotes amended={s.amended} confidence={s.confidence} />
                  </p>
                  <p className="text-sm text-slate-600">
                    {[
                      s.frequency,
                      s.minutesPerSession !== undefined ? `${s.minutesPerSession} min a session` : undefined,
                      // A normalised amount (per grading period, per year, per cycle) keeps the document's words beside it.
                      s.amount && s.per !== "week" ? copy.asWritten(s.amount) : undefined,
                      s.provider,
                      s.location ?? s.setting,
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <span className={`text-sm font-semibold ${s.minutesPerWeek === undefined ? "text-amber-800" : "text-slate-900"}`}>
                    {s.minutesPerWeek === undefined ? copy.amountNotStated : copy.minutesPerWeek(s.minutesPerWeek)}
                  </span>
                  <PageCite page={s.page} what={s.name} quote={s.quote} documentId={documentId} onShowPage={onShowPage} />
                </div>
              </li>
            ))}
          </ul>
          {services.length > 1 ? <p className="mt-3 border-t border-slate-100 pt-3 text-sm font-medium text-slate-700">{copy.servicesTotal(total, partial)}</p> : null}
        </>
      )}
    </Card>
  );
}

export function AccommodationsCard({ data, documentId, onShowPage }: Props) {
  const kinds = (["classroom", "testing", "other"] as const).map((kind) => ({ kind, items: data.accommodations.filter((a) => a.kind === kind) }));
  return (
    <Card id="insights-accommodations" title={copy.accommodationsTitle}>
      {data.accommodations.length === 0 ? (
        <Fallback>{copy.accommodationsEmpty}</Fallback>
      ) : (
        <div className="space-y-4">
          {kinds
            .filter((k) => k.items.length > 0)
            .map(({ kind, items }) => (
              <div key={kind}>
                <h3 className="text-sm font-semibold text-slate-700">{copy.accommodationKinds[kind]}</h3>
                <ul className="mt-1.5 space-y-1.5">
                  {items.map((a, i) => (
                    <li key={`${a.page}-${i}`} className="flex items-start justify-between gap-3 text-slate-800">
                      <span>
                        {a.text}
                        <ItemNotes amended={a.amended} confidence={a.confidence} />
                      </span>
                      <PageCite page={a.page} what={a.text.slice(0, 60)} quote={a.quote} documentId={documentId} onShowPage={onShowPage} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
        </div>
      )}
    </Card>
  );
}

export function DatesCard({ data, documentId, onShowPage }: Props) {
  // Dates the analyzer could only label from surrounding words ("other"), birth dates and signatures are
  // not key dates for a parent.
  const dates = data.dates
    .filter((d) => DATE_ORDER.includes(d.kind))
    .sort((a, b) => DATE_ORDER.indexOf(a.kind) - DATE_ORDER.indexOf(b.kind));
  return (
    <Card id="insights-dates" title={copy.datesTitle}>
      {dates.length === 0 ? (
        <Fallback>{copy.datesEmpty}</Fallback>
      ) : (
        <ul className="space-y-2">
          {dates.map((d, i) => {
            const name = dateName(d.kind, d.label);
            return (
              <li key={`${d.kind}-${d.page}-${i}`} className="flex items-start justify-between gap-3">
                <span>
                  <span className="font-medium text-slate-700">{name}: </span>
                  <span className="text-slate-900">{d.kind === "progress-reports" ? d.value : formatFactDate(d.value)}</span>
                </span>
                <PageCite page={d.page} what={name} quote={d.quote} documentId={documentId} onShowPage={onShowPage} />
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

export function FlagsCard({ data, documentId, onShowPage }: Props) {
  return (
    <Card id="insights-flags" title={copy.flagsTitle} hint={copy.flagsHint}>
      {data.flags.length === 0 ? (
        <Fallback>{copy.flagsEmpty(data.documentType.value === "IEP")}</Fallback>
      ) : (
        <ul className="space-y-2">
          {data.flags.map((f, i) => (
            <li key={`${f.kind}-${i}`} className="flex items-start justify-between gap-3">
              <span className="flex items-start gap-2 text-slate-800">
                <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-1 size-4 shrink-0 text-amber-600" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="M12 9v4M12 17h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
                </svg>
                {f.message}
              </span>
              {f.page ? <PageCite page={f.page} what={f.message.slice(0, 60)} documentId={documentId} onShowPage={onShowPage} /> : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

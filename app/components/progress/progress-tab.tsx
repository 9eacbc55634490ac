// The Progress tab of /child-profile/:id (requirements §14.5): the child's plan across the years, from the record.
// Every item links to the page it was read from in the document viewer; a flag cites both documents.
import type { Source } from "@worker/record/progress";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { progressCopy as copy } from "~/content/progress";
import { longDay } from "@common/format";
import { MinutesChart } from "./minutes-chart";
import type { ProgressTabView } from "./tab-view";

export function Cite({ source, children }: { source: Source; children?: ReactNode }) {
  return (
    <Link
      to={`/document-viewer/${source.documentId}?page=${source.page}`}
      className="whitespace-nowrap text-brand-700 underline decoration-brand-200 underline-offset-2 hover:decoration-brand-600"
      title={source.quote}
    >
      {children ?? `${source.document}, page ${source.page}`}
    </Link>
  );
}

export function Cites({ sources }: { sources: Source[] }) {
  const unique = [...new Map(sources.map((s) => [`${s.documentId}:${s.page}`, s])).values()];
  return (
    <span className="text-sm text-slate-600">
      {unique.map((s, i) => (
        <span key={`${s.documentId}:${s.page}`}>
          {i > 0 ? "; " : ""}
          <Cite source={s} />
        </span>
      ))}
    </span>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const Muted = ({ children }: { children: ReactNode }) => <p className="mt-2 text-sm text-slate-600">{children}</p>;

export function ProgressTab({ view }: { view: ProgressTabView }) {
  const compared = view.comparison.comparable;
  const flagsOf = new Set(view.flags.map((f) => f.kind));
  return (
    <div className="grid gap-6">
      {!view.hasIep ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-8 text-center text-slate-700">
          <p className="font-semibold">{copy.empty}</p>
          <Link to={`/document-upload/${view.childId}`} className={buttonClass({ size: "sm", className: "mt-3" })}>
            {copy.upload}
          </Link>
        </div>
      ) : null}

      <div className="flex flex-wrap gap-2">
        <a href={`/api/children/${view.childId}/deadlines.ics`} download className={buttonClass({ variant: "secondary", size: "sm" })}>
          {copy.calendar}
        </a>
        <Link to={`/child-profile/${view.childId}/brief`} className={buttonClass({ variant: "secondary", size: "sm" })}>
          {copy.brief}
        </Link>
      </div>

      {view.missing.length > 0 ? (
        <div role="note" aria-label={copy.missingLabel} className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
          <ul className="list-disc space-y-1 pl-5">
            {view.missing.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {view.flags.length > 0 ? (
        <Section id="progress-flags" title={copy.flags}>
          <ul className="mt-3 space-y-3">
            {view.flags.map((f) => (
              <li key={`${f.kind}:${f.subject}`} className="rounded-lg border-l-4 border-amber-600 bg-amber-50 px-3 py-2">
                <p className="font-semibold text-amber-900">{f.message}</p>
                <Cites sources={f.sources} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {view.deadlines.length > 0 ? (
        <Section id="progress-deadlines" title={copy.deadlines}>
          <ul className="mt-3 space-y-2">
            {view.deadlines.map((d) => (
              <li key={d.kind} className={d.pastDue ? "rounded-lg bg-red-50 px-3 py-2 text-red-800" : "px-3 py-1"}>
                <span className="font-semibold">{d.title}: </span>
                {d.date ? longDay(d.date, d.stated) : d.stated}
                {d.pastDue ? <strong className="ml-2">{copy.pastDue}</strong> : null}
                {d.estimated ? <span className="ml-1 text-slate-600">({copy.estimated})</span> : null}
                {d.note ? <span className="block text-sm text-slate-600">{d.note}</span> : null}
                <span className="block">
                  <Cites sources={[d.source]} />
                </span>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {view.ledger.rows.length > 0 ? (
        <Section id="progress-services" title={copy.services}>
          <MinutesChart ledger={view.ledger} titleId="progress-chart-title" />
          <div className="mt-4 overflow-x-auto">
            <table className="w-full min-w-[32rem] text-left text-sm">
              <caption className="sr-only">{copy.servicesCaption}</caption>
              <thead>
                <tr className="border-b border-slate-200">
                  <th scope="col" className="py-2 pr-3">
                    {copy.service}
                  </th>
                  {view.ledger.ieps.map((d) => (
                    <th key={d.documentId} scope="col" className="py-2 pr-3">
                      {d.label.replace(/^the /, "")}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {view.ledger.rows.map((row) => (
                  <tr key={row.key} className="border-b border-slate-100 align-top">
                    <th scope="row" className="py-2 pr-3 font-medium">
                      {row.name}
                    </th>
                    {row.cells.map((cell, i) => {
                      const cut = cell?.change != null && cell.change < 0;
                      return (
                        <td key={view.ledger.ieps[i]?.documentId ?? i} className={`py-2 pr-3 ${cut ? "bg-amber-50 text-amber-900" : ""}`}>
                          {cell ? (
                            <>
                              <span className="font-semibold">{cell.minutesPerWeek === null ? copy.noMinutes : `${cell.minutesPerWeek} min/week`}</span>
                              {cell.change ? <span className="ml-1">({cell.change > 0 ? `+${cell.change}` : `${copy.cut} ${cell.change}`})</span> : null}
                              <span className="block">
                                {cut && cell.before ? <Cites sources={[cell.before, cell.source]} /> : <Cites sources={[cell.source]} />}
                              </span>
                            </>
                          ) : (
                            <span className="text-slate-600">{copy.notListed}</span>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" className="py-2 pr-3">
                    {copy.outsideGenEd}
                  </th>
                  {view.ledger.totals.map((t, i) => (
                    <td key={view.ledger.ieps[i]?.documentId ?? i} className="py-2 pr-3 font-semibold">
                      {t ? `${t.minutes} min/week` : "—"}
                    </td>
                  ))}
                </tr>
              </tfoot>
            </table>
          </div>
          <Muted>{view.ledger.how}</Muted>
        </Section>
      ) : null}

      {view.goals.length > 0 ? (
        <Section id="progress-goals" title={copy.goals}>
          <ul className="mt-3 space-y-4">
            {view.goals.map((g, i) => {
              const goal = g.current ?? g.previous!;
              return (
                <li key={`${goal.source.documentId}:${i}`} className="rounded-lg border border-slate-200 p-3">
                  <div className="flex flex-wrap items-baseline gap-2">
                    <h3 className="font-bold">{goal.area}</h3>
                    {g.status !== "current" ? <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">{copy.goalStatus[g.status]}</span> : null}
                  </div>
                  {g.matchedBy ? <p className="text-sm text-slate-600">{`${copy.matched}: ${g.matchedBy}`}</p> : null}
                  {g.flags.length > 0 ? (
                    <ul className="mt-1 flex flex-wrap gap-2">
                      {g.flags.map((f) => (
                        <li key={f} className="rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                          {copy.flagNames[f]}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  <dl className="mt-2 grid gap-2 text-sm md:grid-cols-2">
                    {g.previous ? (
                      <div>
                        <dt className="font-semibold text-slate-700">{copy.before}</dt>
                        <dd>{g.previous.description}</dd>
                        {g.previous.baseline ? <dd className="text-slate-700">{`${copy.baseline}: ${g.previous.baseline}`}</dd> : null}
                        <dd>
                          <Cites sources={[g.previous.source]} />
                        </dd>
                      </div>
                    ) : null}
                    {g.current ? (
                      <div>
                        <dt className="font-semibold text-slate-700">{g.previous ? copy.now : copy.goal}</dt>
                        <dd>{g.current.description}</dd>
                        {g.current.baseline ? <dd className="text-slate-700">{`${copy.baseline}: ${g.current.baseline}`}</dd> : null}
                        <dd>
                          <Cites sources={[g.current.source]} />
                        </dd>
                      </div>
                    ) : null}
                  </dl>
                  {g.progress.length > 0 ? (
                    <div className="mt-2 text-sm">
                      <p className="font-semibold text-slate-700">{copy.reports}</p>
                      <ul className="mt-1 space-y-1">
                        {g.progress.map((p) => (
                          <li key={`${p.source.documentId}:${p.source.page}:${p.status}`}>
                            {p.date ? `${longDay(p.date, p.date)}: ` : ""}
                            <span className="font-semibold">{p.status}</span> <Cites sources={[p.source]} />
                          </li>
                        ))}
                      </ul>
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
          {view.hasIep && !compared ? <Muted>{copy.noComparison}</Muted> : null}
        </Section>
      ) : null}

      {view.hasIep ? (
        <Section id="progress-accommodations" title={copy.accommodations}>
          {compared ? (
            <div className="mt-3 grid gap-4 md:grid-cols-3">
              {(["added", "removed", "kept"] as const).map((k) => (
                <div key={k}>
                  <h3 className={`font-semibold ${k === "removed" && flagsOf.has("accommodation-removed") ? "text-amber-900" : ""}`}>{`${copy.accommodationGroups[k]} (${view.accommodations[k].length})`}</h3>
                  <ul className="mt-1 space-y-2 text-sm">
                    {(view.accommodations[k] as { text: string; source: Source }[]).map((a) => (
                      <li key={`${a.source.documentId}:${a.text}`} className={k === "removed" ? "rounded bg-amber-50 px-2 py-1" : ""}>
                        {a.text} <Cites sources={[a.source]} />
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          ) : (
            <>
              <ul className="mt-3 space-y-2 text-sm">
                {view.accommodations.kept.map((a) => (
                  <li key={`${a.source.documentId}:${a.text}`}>
                    {a.text} <Cites sources={[a.source]} />
                  </li>
                ))}
              </ul>
              <Muted>{copy.noComparison}</Muted>
            </>
          )}
        </Section>
      ) : null}

      {view.evaluation.document ? (
        <Section id="progress-evaluation" title={copy.evaluation}>
          <p className="mt-1 text-sm text-slate-600">{view.evaluation.document.label}</p>
          {view.evaluation.recommendations.length === 0 ? <Muted>{copy.noRecommendations}</Muted> : null}
          <ul className="mt-3 space-y-3">
            {view.evaluation.recommendations.map((r) => (
              <li key={`${r.source.page}:${r.text}`} className={r.status === "missing" ? "rounded-lg border-l-4 border-amber-600 bg-amber-50 px-3 py-2" : "px-3 py-1"}>
                <p>{r.text}</p>
                <p className="text-sm">
                  <Cites sources={[r.source]} />
                </p>
                <p className={`text-sm font-semibold ${r.status === "missing" ? "text-amber-900" : "text-slate-700"}`}>
                  {r.providedBy ? (
                    <>
                      {`${copy.providedBy[r.providedBy.kind]}: ${r.providedBy.text} `}
                      <Cites sources={[r.providedBy.source]} />
                    </>
                  ) : r.status === "missing" ? (
                    copy.notInIep
                  ) : (
                    copy.noIepToCheck
                  )}
                </p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section id="progress-timeline" title={copy.timeline}>
        {view.timeline.length === 0 ? <Muted>{copy.noDocuments}</Muted> : null}
        <ol className="mt-3 space-y-2">
          {view.timeline.map((d) => (
            <li key={d.documentId} className="flex flex-wrap items-baseline gap-x-3 text-sm">
              <span className="w-32 shrink-0 font-semibold text-slate-700">{d.date ? longDay(d.date, d.date) : copy.noDate}</span>
              <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">{d.kind}</span>
              <Link to={`/document-viewer/${d.documentId}`} className="text-brand-700 underline decoration-brand-200 underline-offset-2 hover:decoration-brand-600">
                {d.title}
              </Link>
              {d.note ? <span className="basis-full text-slate-600">{d.note}</span> : null}
            </li>
          ))}
        </ol>
        {view.pending.length > 0 ? (
          <ul className="mt-3 space-y-1 text-sm text-slate-600">
            {view.pending.map((p) => (
              <li key={p.documentId}>{`${p.title}: ${copy.pendingStatus[p.status]}`}</li>
            ))}
          </ul>
        ) : null}
      </Section>
    </div>
  );
}

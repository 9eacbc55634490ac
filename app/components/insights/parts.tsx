// Small building blocks of the AI Insights tab: a card, a page citation, skeletons, and date wording.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { citationHref } from "~/lib/citation-link";
import { insightsCopy as copy } from "~/content/insights";

/** Shows the source of a fact: its page, with its quoted words marked where the page has them. */
export type ShowPage = (page: number, quote?: string) => void;

export function Card({ id, title, hint, children, className = "" }: { id: string; title: string; hint?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={`rounded-xl border border-slate-200 bg-white p-5 shadow-sm ${className}`}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {hint ? <p className="mt-1 text-sm text-slate-500">{hint}</p> : null}
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function Fallback({ children }: { children: ReactNode }) {
  return <p className="text-slate-600">{children}</p>;
}

/**
 * A "page N" citation: a button when the page can show the source itself, else a link that opens the
 * document viewer at that page with the quoted words marked (docs/decisions/0061).
 */
export function PageCite({ page, what, quote, documentId, onShowPage }: { page: number; what: string; quote?: string; documentId: string; onShowPage?: ShowPage }) {
  const className =
    "inline-flex shrink-0 items-center rounded-full border border-brand-200 bg-brand-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-100";
  const label = copy.pageLabel(page, what);
  if (onShowPage) {
    return (
      <button type="button" className={`cursor-pointer ${className}`} aria-label={label} title={quote} onClick={() => onShowPage(page, quote)}>
        {copy.page(page)}
      </button>
    );
  }
  return (
    <Link className={className} aria-label={label} title={quote} to={citationHref(documentId, page, quote)}>
      {copy.page(page)}
    </Link>
  );
}

export function SkeletonLines({ lines = 3 }: { lines?: number }) {
  const widths = ["w-11/12", "w-full", "w-3/4", "w-5/6", "w-2/3"];
  return (
    <div aria-hidden="true" className="space-y-2">
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className={`h-4 animate-pulse rounded bg-slate-100 motion-reduce:animate-none ${widths[i % widths.length]}`} />
      ))}
    </div>
  );
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Oct 13, 2026" for 2026-10-13, "Oct 2027" for 2027-10 (no day is invented), else the text as is. */
export function formatFactDate(value: string): string {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value);
  if (!m) return value;
  const month = MONTHS[Number(m[2]) - 1] ?? m[2];
  return m[3] ? `${month} ${Number(m[3])}, ${m[1]}` : `${month} ${m[1]}`;
}

// A breadcrumb trail: a labelled nav with an ordered list; the last entry is the current page.
import { Link } from "react-router";

export type Crumb = { label: string; href?: string };

export function Breadcrumb({ items, className = "" }: { items: Crumb[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${i}-${item.label}`} className="flex min-w-0 items-center gap-1">
              {item.href && !last ? (
                <Link to={item.href} className="truncate rounded text-brand-700 underline-offset-2 hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span aria-current={last ? "page" : undefined} className="truncate font-semibold text-slate-800">
                  {item.label}
                </span>
              )}
              {last ? null : (
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 shrink-0 text-slate-400" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="M9 6l6 6-6 6" />
                </svg>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

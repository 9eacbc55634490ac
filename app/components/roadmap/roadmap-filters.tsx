import { categoryLabels, statusLabels } from "~/content/roadmap";
import { ALL, type RoadmapFilters } from "./filters";

const selectClass =
  "mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm hover:border-slate-400 focus-visible:border-brand-500";

/**
 * Native selects inside a GET form: with JavaScript each change updates the URL at once; before
 * hydration (or without JS) the Apply button submits the same ?status=&category= query.
 */
export function RoadmapFilterBar({
  filters,
  onChange,
}: {
  filters: RoadmapFilters;
  /** Raw select values; the page validates them the same way it validates the URL. */
  onChange: (name: keyof RoadmapFilters, value: string) => void;
}) {
  return (
    <search aria-label="Filter roadmap items">
      <form method="get" className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className="sm:w-56">
          <label htmlFor="roadmap-status" className="text-sm font-semibold text-slate-800">
            Status
          </label>
          <select
            id="roadmap-status"
            name="status"
            className={selectClass}
            value={filters.status}
            onChange={(e) => onChange("status", e.currentTarget.value)}
          >
            <option value={ALL}>All</option>
            {Object.entries(statusLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:w-56">
          <label htmlFor="roadmap-category" className="text-sm font-semibold text-slate-800">
            Category
          </label>
          <select
            id="roadmap-category"
            name="category"
            className={selectClass}
            value={filters.category}
            onChange={(e) => onChange("category", e.currentTarget.value)}
          >
            <option value={ALL}>All</option>
            {Object.entries(categoryLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <noscript>
          <button type="submit" className="rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700">
            Apply filters
          </button>
        </noscript>
      </form>
    </search>
  );
}

import { useSearchParams } from "react-router";
import { Icon } from "~/components/icons";
import { ALL, filterItems, filtersToParams, groupByQuarter, parseFilters, type RoadmapFilters } from "~/components/roadmap/filters";
import { RoadmapCard } from "~/components/roadmap/roadmap-card";
import { RoadmapFilterBar } from "~/components/roadmap/roadmap-filters";
import { roadmapCopy, roadmapItems } from "~/content/roadmap";
import type { Route } from "./+types/roadmap";

export const meta: Route.MetaFunction = () => [
  { title: "Product Roadmap · IEP Binder" },
  {
    name: "description",
    content:
      "See what IEP Binder has shipped and what's next: AI document analysis, family collaboration, goal tracking and more, by quarter.",
  },
];

export default function Roadmap() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseFilters(searchParams);
  const visible = filterItems(roadmapItems, filters);
  const groups = groupByQuarter(visible);
  const filtered = filters.status !== ALL || filters.category !== ALL;

  const applyFilters = (next: RoadmapFilters) =>
    setSearchParams(filtersToParams(next), {
      // Replace, not push: a filter tweak is not a page the Back button should step through.
      replace: true,
      preventScrollReset: true,
      // The roadmap is static copy; refetching the root loader on every filter change buys nothing.
      defaultShouldRevalidate: false,
    });

  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{roadmapCopy.title}</h1>
        <p className="mt-4 text-lg text-slate-600">{roadmapCopy.subtitle}</p>
      </header>

      <div className="mt-10 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-5">
        <RoadmapFilterBar
          filters={filters}
          onChange={(name, value) => {
            const next = new URLSearchParams(searchParams);
            next.set(name, value);
            applyFilters(parseFilters(next));
          }}
        />
        <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
          {/* Announced politely so screen-reader users learn what a filter change did. */}
          <output aria-live="polite">
            Showing {visible.length} of {roadmapItems.length} items
          </output>
          {filtered ? (
            <button
              type="button"
              onClick={() => applyFilters({ status: ALL, category: ALL })}
              className="rounded-md px-2 py-1 font-semibold text-brand-700 underline underline-offset-2 hover:bg-white"
            >
              Clear filters
            </button>
          ) : null}
        </div>
      </div>

      {groups.length === 0 ? (
        <div className="mt-10 rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center">
          <Icon name="search" className="mx-auto size-10 text-slate-400" />
          <h2 className="mt-4 text-xl font-bold">{roadmapCopy.emptyTitle}</h2>
          <p className="mt-2 text-slate-600">{roadmapCopy.emptyBody}</p>
        </div>
      ) : (
        <div className="mt-10 space-y-12">
          {groups.map((group) => {
            const headingId = `quarter-${group.quarter.replace(/\s+/g, "-").toLowerCase()}`;
            return (
              <section key={group.quarter} aria-labelledby={headingId} data-testid="roadmap-quarter">
                <h2 id={headingId} className="flex items-center gap-3 text-2xl font-bold">
                  <span className="size-3 rounded-full bg-brand-600" aria-hidden="true" />
                  {group.quarter}
                </h2>
                <ul className="mt-5 grid gap-4 md:grid-cols-2">
                  {group.items.map((item) => (
                    <li key={item.id}>
                      <RoadmapCard item={item} />
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}

      <p className="mt-14 flex gap-3 rounded-xl bg-brand-50 p-4 text-sm text-slate-700">
        <Icon name="map" className="size-5 shrink-0 text-brand-700" />
        {roadmapCopy.footerNote}
      </p>
    </div>
  );
}

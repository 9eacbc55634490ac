// Pure roadmap logic (filter parsing, filtering, quarter grouping), kept apart from the markup so
// it can be unit-tested and reused by the page's SSR and client renders alike.
import {
  categoryLabels,
  statusLabels,
  type RoadmapCategory,
  type RoadmapItem,
  type RoadmapStatus,
} from "~/content/roadmap";

export const ALL = "all";
export type StatusFilter = RoadmapStatus | typeof ALL;
export type CategoryFilter = RoadmapCategory | typeof ALL;
export type RoadmapFilters = { status: StatusFilter; category: CategoryFilter };

function isKeyOf<T extends object>(labels: T, value: string | null): value is Extract<keyof T, string> {
  return value !== null && Object.hasOwn(labels, value);
}

/** Reads ?status=&category=; anything unknown (a stale or hand-edited link) falls back to All. */
export function parseFilters(params: URLSearchParams): RoadmapFilters {
  const status = params.get("status");
  const category = params.get("category");
  return {
    status: isKeyOf(statusLabels, status) ? status : ALL,
    category: isKeyOf(categoryLabels, category) ? category : ALL,
  };
}

/** The query for a filter state; All is left out so the plain /roadmap URL stays canonical. */
export function filtersToParams(filters: RoadmapFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== ALL) params.set("status", filters.status);
  if (filters.category !== ALL) params.set("category", filters.category);
  return params;
}

export function filterItems(items: readonly RoadmapItem[], { status, category }: RoadmapFilters): RoadmapItem[] {
  return items.filter((i) => (status === ALL || i.status === status) && (category === ALL || i.category === category));
}

export type QuarterGroup = { quarter: string; items: RoadmapItem[] };

const QUARTER_RE = /^Q([1-4])\s+(\d{4})$/;

/** Sort key for a 'Qn YYYY' label; malformed labels sort last rather than breaking the page. */
export function quarterKey(label: string): number {
  const m = QUARTER_RE.exec(label.trim());
  if (!m) return Number.MAX_SAFE_INTEGER;
  return Number(m[2]) * 10 + Number(m[1]);
}

/** Groups items by quarter label, groups ordered by year then quarter; items keep their source order. */
export function groupByQuarter(items: readonly RoadmapItem[]): QuarterGroup[] {
  const groups = new Map<string, RoadmapItem[]>();
  for (const item of items) {
    const list = groups.get(item.quarter);
    if (list) list.push(item);
    else groups.set(item.quarter, [item]);
  }
  return [...groups]
    .map(([quarter, list]) => ({ quarter, items: list }))
    .sort((a, b) => quarterKey(a.quarter) - quarterKey(b.quarter) || a.quarter.localeCompare(b.quarter));
}

import { Icon } from "~/components/icons";
import {
  categoryLabels,
  priorityLabels,
  statusLabels,
  type RoadmapCategory,
  type RoadmapItem,
  type RoadmapPriority,
  type RoadmapStatus,
} from "~/content/roadmap";

// Every pairing is -100 background with -800/-900 text, which clears WCAG AA (≥ 4.5:1) for small text.
const statusStyles: Record<RoadmapStatus, string> = {
  completed: "bg-emerald-100 text-emerald-900",
  "in-progress": "bg-brand-100 text-brand-900",
  planned: "bg-amber-100 text-amber-900",
  future: "bg-slate-100 text-slate-800",
};
const priorityStyles: Record<RoadmapPriority, string> = {
  high: "bg-rose-100 text-rose-900",
  medium: "bg-orange-100 text-orange-900",
  low: "bg-slate-100 text-slate-800",
};
const categoryStyle: Record<RoadmapCategory, string> = {
  core: "bg-white text-slate-800 ring-1 ring-slate-300",
  ai: "bg-white text-violet-800 ring-1 ring-violet-300",
  collaboration: "bg-white text-teal-800 ring-1 ring-teal-300",
  analytics: "bg-white text-sky-800 ring-1 ring-sky-300",
};
const iconTile: Record<RoadmapStatus, string> = {
  completed: "bg-emerald-50 text-emerald-700",
  "in-progress": "bg-brand-50 text-brand-700",
  planned: "bg-amber-50 text-amber-800",
  future: "bg-slate-100 text-slate-700",
};

const badge = "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold";

const priorityLevel: Record<RoadmapPriority, number> = { low: 1, medium: 2, high: 3 };

/** Signal bars, so sighted users can tell the priority badge apart without reading a label. */
function PriorityBars({ priority }: { priority: RoadmapPriority }) {
  const level = priorityLevel[priority];
  return (
    <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3" fill="currentColor">
      {[0, 1, 2].map((i) => (
        <rect key={i} x={1 + i * 4} y={8 - i * 3} width="2.5" height={3 + i * 3} rx="0.5" opacity={i < level ? 1 : 0.3} />
      ))}
    </svg>
  );
}

/**
 * Badges are a <dl> so a screen reader hears "Priority: High" while the eye sees just "High",
 * matching the spec's labels exactly.
 */
export function RoadmapCard({ item }: { item: RoadmapItem }) {
  const titleId = `roadmap-${item.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:gap-4 sm:p-5"
      data-testid="roadmap-item"
    >
      <span className={`flex size-10 shrink-0 items-center justify-center rounded-xl sm:size-11 ${iconTile[item.status]}`}>
        <Icon name={item.icon} className="size-5 sm:size-6" />
      </span>
      <div className="min-w-0">
        <h3 id={titleId} className="text-lg font-bold">
          {item.title}
        </h3>
        <p className="mt-1.5 text-slate-600">{item.description}</p>
        <dl className="mt-4 flex flex-wrap gap-2">
          <div>
            <dt className="sr-only">Status</dt>
            <dd className={`${badge} ${statusStyles[item.status]}`}>{statusLabels[item.status]}</dd>
          </div>
          <div>
            <dt className="sr-only">Priority</dt>
            <dd className={`${badge} ${priorityStyles[item.priority]}`}>
              <PriorityBars priority={item.priority} />
              {priorityLabels[item.priority]}
            </dd>
          </div>
          <div>
            <dt className="sr-only">Category</dt>
            <dd className={`${badge} ${categoryStyle[item.category]}`}>{categoryLabels[item.category]}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}

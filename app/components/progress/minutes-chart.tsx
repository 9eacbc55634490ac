// Minutes per week per service, one bar per IEP (oldest → newest), drawn as plain SVG: no chart library
// (its bytes would outweigh this whole tab). The SVG is one labelled image; the table beside it is the
// full data for screen readers and for anyone who prefers numbers. A cut bar is amber.
import type { ProgressTabView } from "./tab-view";

const BAR = 14;
const GAP = 4;
const GROUP_GAP = 18;
const LABEL = 170;
const WIDTH = 640;

export function MinutesChart({ ledger, titleId }: { ledger: ProgressTabView["ledger"]; titleId: string }) {
  const rows = ledger.rows.filter((r) => r.cells.some((c) => c?.minutesPerWeek != null));
  if (rows.length === 0) return null;
  const max = Math.max(...rows.flatMap((r) => r.cells.map((c) => c?.minutesPerWeek ?? 0)), 1);
  const n = ledger.ieps.length;
  const groupHeight = n * BAR + (n - 1) * GAP;
  const height = rows.length * (groupHeight + GROUP_GAP);
  const scale = (WIDTH - LABEL - 70) / max;
  const shade = (col: number) => (col === n - 1 ? "#1f58b8" : col === n - 2 ? "#7ea6e0" : "#b8c2cf");
  const summary = rows
    .map((r) => `${r.name}: ${r.cells.map((c, i) => `${ledger.ieps[i]?.label ?? ""} ${c?.minutesPerWeek ?? "none"}`).join(", ")}`)
    .join("; ");
  return (
    <figure className="mt-4">
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={titleId} className="h-auto w-full max-w-2xl">
        <title id={titleId}>{`Minutes per week by service and IEP. ${summary}`}</title>
        {rows.map((row, i) => {
          const top = i * (groupHeight + GROUP_GAP);
          return (
            <g key={row.key}>
              <text x={0} y={top + groupHeight / 2 + 4} fontSize="12" fill="#334155">
                {row.name.length > 26 ? `${row.name.slice(0, 25)}…` : row.name}
              </text>
              {row.cells.map((cell, col) => {
                const y = top + col * (BAR + GAP);
                const value = cell?.minutesPerWeek ?? null;
                const cut = cell?.change != null && cell.change < 0;
                return (
                  <g key={ledger.ieps[col]?.documentId ?? col}>
                    <rect x={LABEL} y={y} width={Math.max(value ? value * scale : 0, value === null ? 0 : 1)} height={BAR} rx={2} fill={cut ? "#b45309" : shade(col)} />
                    <text x={LABEL + (value ?? 0) * scale + 6} y={y + BAR - 3} fontSize="11" fill={cut ? "#92400e" : "#334155"}>
                      {value === null ? (cell ? "minutes not stated" : "—") : `${value}${cut ? ` (${cell?.change})` : ""}`}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        {ledger.ieps.map((d, col) => (
          <span key={d.documentId} className="inline-flex items-center gap-1">
            <span aria-hidden="true" className="inline-block size-3 rounded-sm" style={{ background: shade(col) }} />
            {d.label}
          </span>
        ))}
        <span className="inline-flex items-center gap-1">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-amber-700" />
          Cut from the IEP before
        </span>
      </figcaption>
    </figure>
  );
}

// Ark UI Progress (linear), styled once: role=progressbar with aria-valuenow/min/max and a label.
// The bar is named by the label (Ark would name it by its value); the value text sits in a polite live
// region, so screen readers hear the upload advance.
import { Progress as ArkProgress } from "@ark-ui/react/progress";

export type ProgressBarProps = {
  /** 0–100; null shows an indeterminate bar. */
  value: number | null;
  label: string;
  className?: string;
};

export function ProgressBar({ value, label, className = "" }: ProgressBarProps) {
  return (
    <ArkProgress.Root value={value} min={0} max={100} className={`w-full ${className}`}>
      <div className="mb-1 flex items-center justify-between text-sm">
        <ArkProgress.Label className="font-semibold text-slate-800">{label}</ArkProgress.Label>
        <ArkProgress.ValueText aria-live="polite" className="text-slate-600 tabular-nums" />
      </div>
      <ArkProgress.Track aria-label={label} className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200">
        <ArkProgress.Range className="h-full rounded-full bg-brand-600 transition-[width] duration-200 data-[state=indeterminate]:w-1/3 data-[state=indeterminate]:animate-pulse motion-reduce:transition-none" />
      </ArkProgress.Track>
    </ArkProgress.Root>
  );
}

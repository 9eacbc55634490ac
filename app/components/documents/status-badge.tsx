// A document's processing status (processing → ready / failed / needs_ocr). The reason, when there is
// one, is shown as text next to the badge rather than hidden in a tooltip.
import type { DocumentStatus } from "@common/schemas/documents";
import { statusCopy } from "~/content/children";

const tones: Record<DocumentStatus, string> = {
  processing: "bg-amber-50 text-amber-800 ring-amber-200",
  ready: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  failed: "bg-red-50 text-red-800 ring-red-200",
  needs_ocr: "bg-orange-50 text-orange-800 ring-orange-200",
};

export function StatusBadge({ status, reason, showReason = true }: { status: DocumentStatus; reason?: string | null; showReason?: boolean }) {
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <span className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tones[status]}`}>
        {status === "processing" ? (
          <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-current motion-reduce:animate-none" />
        ) : null}
        {statusCopy[status]}
      </span>
      {showReason && reason && status !== "ready" ? <span className="max-w-xs text-xs text-slate-600">{reason}</span> : null}
    </span>
  );
}

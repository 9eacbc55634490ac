// Inline status messages for forms. The live region is always in the page, so a message that appears
// later is announced (a region inserted together with its text is often missed by screen readers).
import type { ReactNode, Ref } from "react";

export type AlertTone = "error" | "success" | "info";

const tones: Record<AlertTone, string> = {
  error: "border-red-200 bg-red-50 text-red-800",
  success: "border-emerald-200 bg-emerald-50 text-emerald-800",
  info: "border-brand-200 bg-brand-50 text-brand-900",
};

export function Alert({
  tone = "error",
  children,
  className = "",
  ref,
  id,
}: {
  tone?: AlertTone;
  children?: ReactNode;
  className?: string;
  ref?: Ref<HTMLDivElement>;
  id?: string;
}) {
  // Errors interrupt (role=alert); success and info wait their turn (role=status).
  return (
    <div ref={ref} id={id} role={tone === "error" ? "alert" : "status"} tabIndex={-1} className="outline-none">
      {children ? <div className={`rounded-md border px-4 py-3 text-sm ${tones[tone]} ${className}`}>{children}</div> : null}
    </div>
  );
}

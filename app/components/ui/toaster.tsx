// The app's one toaster (requirements §9). `notify()` is callable from anywhere; the Ark UI view (and the zag
// runtime it needs) loads only when the first toast is shown, so pages that never toast — the landing
// page among them — don't pay for it (client JS budget, requirements §16).
import { lazy, Suspense, useEffect, useState } from "react";

export const TOAST_DURATION_MS = 5000;

export type ToastInput = { title: string; description?: string; variant?: "default" | "destructive" | "success" };

const ToasterView = lazy(() => import("./toaster-view"));

let sink: ((toast: ToastInput) => void) | null = null;
/** Only the newest waits: at most one toast is ever on screen. */
let pending: ToastInput | null = null;
let requestView: (() => void) | null = null;

/** Called by the view once mounted: delivers the toast that arrived while it was loading. */
export function registerToastSink(show: (toast: ToastInput) => void): () => void {
  sink = show;
  const waiting = pending;
  pending = null;
  // Ark's toast group subscribes to its store in its own effects; deliver after they have run, or the
  // first toast would be created before anyone listens.
  if (waiting) setTimeout(() => show(waiting), 0);
  return () => {
    if (sink === show) sink = null;
  };
}

/** Shows a toast, replacing the one on screen (one at a time, newest wins). */
export function notify(toast: ToastInput): void {
  if (sink) return sink(toast);
  pending = toast;
  requestView?.();
}

export function Toaster() {
  // A toast requested before hydration (rare) loads the view at once.
  const [wanted, setWanted] = useState(() => pending !== null);
  useEffect(() => {
    requestView = () => setWanted(true);
    // A page's mount effect runs before this one and may already have asked for a toast.
    if (pending) requestView();
    return () => {
      requestView = null;
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}

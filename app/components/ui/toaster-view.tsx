// The toaster's view, loaded on the first toast (see toaster.tsx): at most one toast, 5000 ms by
// default, F8 focuses the region, and a swipe to the right past 50 px dismisses it.
import { createToaster, Toast, Toaster as ArkToaster } from "@ark-ui/react/toast";
import { useEffect, useRef, type PointerEvent } from "react";
import { registerToastSink, TOAST_DURATION_MS, type ToastInput } from "./toaster";

const SWIPE_THRESHOLD_PX = 50;

const toaster = createToaster({
  placement: "bottom-end",
  max: 1,
  duration: TOAST_DURATION_MS,
  hotkey: ["F8"],
  overlap: false,
});

/** Shows a toast, replacing the one on screen (one at a time, newest wins). */
function show({ title, description, variant = "default" }: ToastInput): void {
  toaster.dismiss();
  toaster.create({ title, description, type: variant === "destructive" ? "error" : variant === "success" ? "success" : "info" });
}

function SwipeableToast({ toast }: { toast: Parameters<Parameters<typeof ArkToaster>[0]["children"]>[0] }) {
  const start = useRef<number | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const setOffset = (dx: number) => {
    if (rootRef.current) rootRef.current.style.translate = dx > 0 ? `${dx}px 0` : "";
  };
  const onPointerDown = (e: PointerEvent) => {
    if ((e.target as HTMLElement).closest("button")) return;
    start.current = e.clientX;
  };
  const onPointerMove = (e: PointerEvent) => {
    if (start.current !== null) setOffset(e.clientX - start.current);
  };
  const onPointerUp = (e: PointerEvent) => {
    if (start.current === null) return;
    const dx = e.clientX - start.current;
    start.current = null;
    if (dx > SWIPE_THRESHOLD_PX) toaster.dismiss(toast.id);
    else setOffset(0);
  };
  const destructive = toast.type === "error";
  return (
    <Toast.Root
      ref={rootRef}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => { start.current = null; setOffset(0); }}
      style={{ touchAction: "pan-y" }}
      className={`relative w-[min(92vw,380px)] rounded-lg border p-4 pr-10 shadow-lg ${
        destructive ? "border-red-700 bg-red-600 text-white" : "border-slate-200 bg-white text-slate-900"
      }`}
    >
      <Toast.Title className="text-sm font-semibold">{toast.title}</Toast.Title>
      {toast.description ? (
        <Toast.Description className={`mt-1 text-sm ${destructive ? "text-red-50" : "text-slate-600"}`}>
          {toast.description}
        </Toast.Description>
      ) : null}
      <Toast.CloseTrigger
        aria-label="Dismiss notification"
        className={`absolute top-2 right-2 rounded p-1 ${destructive ? "text-white hover:bg-red-700" : "text-slate-500 hover:bg-slate-100"}`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </Toast.CloseTrigger>
    </Toast.Root>
  );
}

export default function ToasterView() {
  useEffect(() => registerToastSink(show), []);
  return <ArkToaster toaster={toaster}>{(toast) => <SwipeableToast toast={toast} />}</ArkToaster>;
}

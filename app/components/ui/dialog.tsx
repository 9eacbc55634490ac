// Ark UI Dialog, styled once: modal, focus trapped and restored, Escape and outside click close it,
// the title and description label the dialog. Content mounts only while open (nothing in the SSR HTML).
import { Dialog as ArkDialog } from "@ark-ui/react/dialog";
import { Portal } from "@ark-ui/react/portal";
import type { ReactNode } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { Button } from "./button";

export type DialogProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** An element (usually a Button) that opens the dialog; omit it for a dialog opened from code. */
  trigger?: ReactNode;
  children?: ReactNode;
  /** Max width of the panel. */
  size?: "sm" | "md" | "lg";
  role?: "dialog" | "alertdialog";
  initialFocusEl?: () => HTMLElement | null;
};

const widths = { sm: "max-w-sm", md: "max-w-md", lg: "max-w-2xl" } as const;

export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  trigger,
  children,
  size = "md",
  role = "dialog",
  initialFocusEl,
}: DialogProps) {
  // A closed dialog opened from code (the dashboard's Feature in Development) cannot open before the page
  // has hydrated and renders nothing until it does: the server does not run Ark's machine for it, as for
  // the menus (ADRs 0084, 0091). After hydration it mounts closed, in the same commit as the root's mark.
  const hydrated = useHydrated();
  if (!hydrated && !open && !defaultOpen && !trigger) return null;
  return (
    <ArkDialog.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={(d) => onOpenChange?.(d.open)}
      role={role}
      initialFocusEl={initialFocusEl}
      lazyMount
      unmountOnExit
    >
      {trigger ? <ArkDialog.Trigger asChild>{trigger}</ArkDialog.Trigger> : null}
      <Portal>
        <ArkDialog.Backdrop className="fixed inset-0 z-50 bg-slate-900/50 transition-opacity duration-150 starting:opacity-0 motion-reduce:transition-none" />
        <ArkDialog.Positioner className="fixed inset-0 z-50 flex items-end justify-center overflow-y-auto p-4 sm:items-center">
          <ArkDialog.Content
            className={`relative w-full ${widths[size]} rounded-xl bg-white p-6 shadow-xl outline-none transition-[opacity,translate] duration-150 starting:translate-y-2 starting:opacity-0 motion-reduce:transition-none`}
          >
            <ArkDialog.Title className="pr-8 font-heading text-xl font-bold text-slate-900">{title}</ArkDialog.Title>
            {description ? <ArkDialog.Description className="mt-2 text-slate-600">{description}</ArkDialog.Description> : null}
            {children ? <div className="mt-4">{children}</div> : null}
            <ArkDialog.CloseTrigger
              aria-label="Close dialog"
              className="absolute top-4 right-4 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </ArkDialog.CloseTrigger>
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}

/** Wraps a button inside the dialog so that pressing it closes the dialog. */
export function DialogClose({ children }: { children: ReactNode }) {
  return <ArkDialog.CloseTrigger asChild>{children}</ArkDialog.CloseTrigger>;
}

/** A form dialog's buttons: Cancel (closes the dialog; disabled while the form is sent), then the form's own. */
export function DialogFormActions({ cancel, pending, children }: { cancel: ReactNode; pending: boolean; children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      <DialogClose>
        <Button variant="secondary" disabled={pending}>
          {cancel}
        </Button>
      </DialogClose>
      {children}
    </div>
  );
}

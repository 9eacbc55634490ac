// Ark UI Menu, styled once: a "more actions" button that opens a menu of links and commands. Ark
// supplies role=menu/menuitem, arrow keys, typeahead, Escape, and focus return to the trigger. Link
// items are real anchors (React Router <Link>), so Enter, middle-click and "open in new tab" work.
import { Menu as ArkMenu } from "@ark-ui/react/menu";
import { Portal } from "@ark-ui/react/portal";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";

export type MenuAction = {
  value: string;
  label: ReactNode;
  /** A link item: an in-app path, or (with `newTab`) any URL opened in a new tab. */
  href?: string;
  newTab?: boolean;
  onSelect?: () => void;
  tone?: "default" | "danger";
  disabled?: boolean;
};

export type ActionMenuProps = {
  /** The trigger's accessible name, e.g. "Actions for Maya". */
  label: string;
  items: MenuAction[];
  /** Render the menu in place (inside a dialog, so the dialog's focus trap keeps it reachable). */
  inline?: boolean;
  disabled?: boolean;
  triggerClassName?: string;
};

const itemClass =
  "flex w-full cursor-pointer items-center gap-2 rounded px-3 py-2 text-left text-sm text-slate-800 outline-none " +
  "data-highlighted:bg-brand-50 data-highlighted:text-brand-900 data-disabled:cursor-not-allowed data-disabled:opacity-50";

const triggerClass =
  "inline-flex size-9 cursor-pointer items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-50";

const dots = (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
    <circle cx="5" cy="12" r="1.8" />
    <circle cx="12" cy="12" r="1.8" />
    <circle cx="19" cy="12" r="1.8" />
  </svg>
);

export function ActionMenu({ label, items, inline = false, disabled = false, triggerClassName = "" }: ActionMenuProps) {
  // A menu cannot open before hydration, so the server renders its trigger only: Ark's menu machine on
  // the server cost each menu a noticeable part of a page's render (one per child card; ADR 0084).
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <button type="button" aria-label={label} aria-haspopup="menu" aria-expanded={false} disabled={disabled} className={`${triggerClass} ${triggerClassName}`}>
        {dots}
      </button>
    );
  }
  const content = (
    <ArkMenu.Positioner>
      <ArkMenu.Content className="z-50 min-w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg outline-none">
        {items.map((item) => {
          const className = `${itemClass} ${item.tone === "danger" ? "text-red-700 data-highlighted:bg-red-50 data-highlighted:text-red-800" : ""}`;
          if (item.href) {
            return (
              <ArkMenu.Item key={item.value} value={item.value} disabled={item.disabled} asChild>
                {item.newTab ? (
                  <a href={item.href} target="_blank" rel="noopener" className={className}>
                    {item.label}
                  </a>
                ) : (
                  <Link to={item.href} className={className}>
                    {item.label}
                  </Link>
                )}
              </ArkMenu.Item>
            );
          }
          return (
            <ArkMenu.Item key={item.value} value={item.value} disabled={item.disabled} onSelect={item.onSelect} className={className}>
              {item.label}
            </ArkMenu.Item>
          );
        })}
      </ArkMenu.Content>
    </ArkMenu.Positioner>
  );
  return (
    <ArkMenu.Root positioning={{ placement: "bottom-end", strategy: inline ? "fixed" : "absolute" }} lazyMount unmountOnExit>
      <ArkMenu.Trigger aria-label={label} disabled={disabled} className={`${triggerClass} ${triggerClassName}`}>
        {dots}
      </ArkMenu.Trigger>
      {inline ? content : <Portal>{content}</Portal>}
    </ArkMenu.Root>
  );
}

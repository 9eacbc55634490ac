// Ark UI Tabs, styled once. Manual activation: arrow keys move focus, Enter/Space selects, so a tab
// whose choice does something (like opening a dialog) never fires while a keyboard user browses.
// Pass `value` + `onValueChange` to control it (a change that is not applied leaves the tab as is).
import { Tabs as ArkTabs } from "@ark-ui/react/tabs";
import type { ReactNode } from "react";

export type TabItem = { value: string; label: ReactNode; content: ReactNode; disabled?: boolean };

export type TabsProps = {
  items: TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Names the tab list for screen readers. */
  label: string;
  className?: string;
  /** Mount a panel only when first shown (its data is not needed before). */
  lazyMount?: boolean;
};

export function Tabs({ items, value, defaultValue, onValueChange, label, className = "", lazyMount = false }: TabsProps) {
  return (
    <ArkTabs.Root
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={(d) => onValueChange?.(d.value)}
      activationMode="manual"
      lazyMount={lazyMount}
      className={className}
    >
      <ArkTabs.List aria-label={label} className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {items.map((item) => (
          <ArkTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className="-mb-px shrink-0 cursor-pointer border-b-2 border-transparent px-4 py-2.5 text-sm font-semibold whitespace-nowrap text-slate-600 hover:text-slate-900 data-selected:border-brand-600 data-selected:text-brand-700 focus-visible:-outline-offset-2 disabled:cursor-not-allowed disabled:opacity-50"
          >
            {item.label}
          </ArkTabs.Trigger>
        ))}
      </ArkTabs.List>
      {items.map((item) => (
        <ArkTabs.Content key={item.value} value={item.value} className="pt-6 focus-visible:outline-offset-4">
          {item.content}
        </ArkTabs.Content>
      ))}
    </ArkTabs.Root>
  );
}

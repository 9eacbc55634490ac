// Tooltips open after 700 ms; within 300 ms of one closing, the next opens at once (requirements §9 skip delay).
import { Portal } from "@ark-ui/react/portal";
import { Tooltip as ArkTooltip } from "@ark-ui/react/tooltip";
import { useState, type ReactNode } from "react";

export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
let lastClosedAt = 0;

export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  const [openDelay, setOpenDelay] = useState(TOOLTIP_OPEN_DELAY_MS);
  return (
    <ArkTooltip.Root
      openDelay={openDelay}
      closeDelay={0}
      onOpenChange={({ open }) => {
        if (!open) lastClosedAt = Date.now();
      }}
    >
      <ArkTooltip.Trigger
        asChild
        onPointerEnter={() => setOpenDelay(Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_OPEN_DELAY_MS)}
      >
        {children}
      </ArkTooltip.Trigger>
      <Portal>
        <ArkTooltip.Positioner>
          <ArkTooltip.Content className="rounded bg-slate-900 px-2 py-1 text-xs text-white shadow">{content}</ArkTooltip.Content>
        </ArkTooltip.Positioner>
      </Portal>
    </ArkTooltip.Root>
  );
}

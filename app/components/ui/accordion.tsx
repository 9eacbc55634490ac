// Disclosure accordion, styled once. Hand-written rather than Ark's Accordion because it sits on the
// landing page, whose whole client JS budget is 130 KB gzip: Ark's version brings the zag runtime
// (~11 KB) for what is a button with aria-expanded and a region. Each item opens and closes on its own;
// answers are server-rendered with `hidden`, so they are in the HTML before hydration.
import { useId, useState, type ReactNode } from "react";
import { Icon } from "~/components/icons";

export type AccordionEntry = { value: string; title: ReactNode; content: ReactNode };

type AccordionProps = {
  items: AccordionEntry[];
  defaultValue?: string[];
  /** The heading level the triggers sit in, to keep the page outline in order. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

export function Accordion({ items, defaultValue = [], headingLevel = 3, className = "" }: AccordionProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultValue));
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;
  const toggle = (value: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(value)) next.delete(value);
      else next.add(value);
      return next;
    });
  return (
    <div className={`divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white ${className}`}>
      {items.map((item, i) => {
        const isOpen = open.has(item.value);
        const triggerId = `${baseId}-trigger-${i}`;
        const panelId = `${baseId}-panel-${i}`;
        return (
          <div key={item.value} className="group" data-state={isOpen ? "open" : "closed"}>
            <Heading className="font-sans text-base">
              <button
                type="button"
                id={triggerId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(item.value)}
                className="flex w-full cursor-pointer items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50 focus-visible:-outline-offset-2 group-first:rounded-t-xl group-last:group-data-[state=closed]:rounded-b-xl"
              >
                <span>{item.title}</span>
                <span
                  aria-hidden="true"
                  className={`shrink-0 text-brand-600 transition-transform duration-200 motion-reduce:transition-none ${isOpen ? "rotate-180" : ""}`}
                >
                  <Icon name="chevron-down" className="size-5" />
                </span>
              </button>
            </Heading>
            {/* @starting-style fade: no JS-measured height animation, so nothing below shifts mid-frame. */}
            <section
              id={panelId}
              aria-labelledby={triggerId}
              hidden={!isOpen}
              className="px-5 pb-5 text-slate-700 transition-[opacity,translate] duration-200 starting:-translate-y-1 starting:opacity-0 motion-reduce:transition-none"
            >
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}

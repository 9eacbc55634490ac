import { Accordion } from "~/components/ui/accordion";
import { faq, landingSections, sectionIds } from "~/content/landing";
import { SectionHeader } from "./section-header";

const items = faq.map((f) => ({ value: f.id, title: f.question, content: <p>{f.answer}</p> }));

export function Faq() {
  return (
    <section id={sectionIds.faq} aria-labelledby="faq-heading" className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-3xl px-4">
        <SectionHeader id="faq-heading" copy={landingSections.faq} />
        {/* Spec: each question opens and closes on its own. */}
        <Accordion items={items} className="mt-10" />
      </div>
    </section>
  );
}

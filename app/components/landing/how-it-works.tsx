import { howItWorks, landingSections, sectionIds } from "~/content/landing";
import { SectionHeader } from "./section-header";
import { sectionContainer } from "./styles";

export function HowItWorks() {
  return (
    <section id={sectionIds.howItWorks} aria-labelledby="how-it-works-heading" className="bg-slate-50 py-16 sm:py-24">
      <div className={sectionContainer}>
        <SectionHeader id="how-it-works-heading" copy={landingSections.howItWorks} />
        {/* The <ol> already announces the step numbers, so the drawn numerals are decorative. */}
        <ol className="mt-12 grid gap-8 md:grid-cols-3">
          {howItWorks.steps.map((s) => (
            <li key={s.step} className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span
                aria-hidden="true"
                className="flex size-12 items-center justify-center rounded-full bg-brand-600 font-heading text-xl font-bold text-white"
              >
                {s.step}
              </span>
              <h3 className="mt-5 text-lg font-bold">{s.title}</h3>
              <p className="mt-2 text-slate-600">{s.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

import { Icon } from "~/components/icons";
import { benefits, landingSections, sectionIds } from "~/content/landing";
import { SectionHeader } from "./section-header";
import { sectionContainer } from "./styles";

export function Benefits() {
  return (
    <section id={sectionIds.benefits} aria-labelledby="benefits-heading" className="py-16 sm:py-24">
      <div className={sectionContainer}>
        <SectionHeader id="benefits-heading" copy={landingSections.benefits} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map((b) => (
            <li key={b.id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                <Icon name={b.icon} />
              </span>
              <h3 className="mt-5 text-lg font-bold">{b.title}</h3>
              <p className="mt-2 text-slate-600">{b.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import { landingSections, stats } from "~/content/landing";
import { SectionHeader } from "./section-header";
import { sectionContainer } from "./styles";

export function Stats() {
  return (
    <section aria-labelledby="stats-heading" className="bg-brand-900 py-16 sm:py-20">
      <div className={sectionContainer}>
        <SectionHeader id="stats-heading" copy={landingSections.stats} tone="dark" />
        <ul className="mt-12 grid gap-6 sm:grid-cols-3">
          {stats.map((s) => (
            <li key={s.value} className="rounded-2xl bg-white/5 p-6 text-center ring-1 ring-white/15">
              <p className="font-heading text-5xl font-bold text-white">{s.value}</p>
              <p className="mt-3 text-brand-100">{s.label}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import { Icon } from "~/components/icons";
import { landingSections, sectionIds, testimonials } from "~/content/landing";
import { SectionHeader } from "./section-header";
import { sectionContainer } from "./styles";

export function Testimonials() {
  return (
    <section id={sectionIds.testimonials} aria-labelledby="testimonials-heading" className="py-16 sm:py-24">
      <div className={sectionContainer}>
        <SectionHeader id="testimonials-heading" copy={landingSections.testimonials} />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {testimonials.map((t) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
                <Icon name="quote" className="size-8 text-brand-500" />
                <blockquote className="mt-4 flex-1 text-slate-800">
                  <p>{t.quote}</p>
                </blockquote>
                <figcaption className="mt-6">
                  <span className="block font-semibold text-slate-900">{t.name}</span>
                  <span className="block text-sm text-slate-600">{t.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

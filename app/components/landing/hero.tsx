import { Icon } from "~/components/icons";
import { hero, heroPreview, signupNote } from "~/content/landing";
import { onAnchorClick } from "~/lib/scroll";
import { primaryButton, secondaryButton, sectionContainer } from "./styles";

export function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="overflow-hidden bg-linear-to-b from-brand-50 to-white">
      <div className={`${sectionContainer} grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:py-24`}>
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-700 ring-1 ring-brand-200">
            <Icon name="check" className="size-4" />
            {signupNote}
          </p>
          <h1 id="hero-heading" className="mt-5 text-4xl leading-tight font-bold tracking-tight text-balance sm:text-5xl">
            {hero.headline}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-slate-700">{hero.subheadline}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {/* A full page load, as the spec asks, so the auth pages always start fresh. */}
            <a href={hero.primaryCta.href} className={primaryButton}>
              {hero.primaryCta.label}
              <Icon name="arrow-right" className="size-5" />
            </a>
            <a href={hero.secondaryCta.href} onClick={onAnchorClick} className={secondaryButton}>
              {hero.secondaryCta.label}
            </a>
          </div>
        </div>
        <HeroPreviewCard />
      </div>
    </section>
  );
}

/** A product glimpse drawn in HTML/CSS instead of a screenshot: no image bytes, no layout shift. */
function HeroPreviewCard() {
  return (
    <figure className="relative mx-auto w-full max-w-md">
      <div aria-hidden="true" className="absolute -inset-3 rotate-2 rounded-2xl bg-brand-100" />
      <div className="relative rounded-2xl border border-slate-200 bg-white p-5 shadow-xl sm:p-6">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white">
            <Icon name="file" className="size-5" />
          </span>
          <div>
            <p className="font-heading font-bold text-slate-900">{heroPreview.documentTitle}</p>
            <p className="text-sm text-slate-600">{heroPreview.meta}</p>
          </div>
        </div>
        <div className="mt-5 rounded-lg bg-slate-50 p-4">
          <p className="flex items-center gap-2 text-sm font-semibold text-brand-700">
            <Icon name="sparkles" className="size-4" />
            {heroPreview.summaryHeading}
          </p>
          <p className="mt-2 text-sm text-slate-700">{heroPreview.summary}</p>
        </div>
        <div className="mt-4">
          <p className="text-sm font-semibold text-slate-900">{heroPreview.goalsHeading}</p>
          <ul className="mt-2 space-y-2">
            {heroPreview.goals.map((goal) => (
              <li key={goal} className="flex items-start gap-2 text-sm text-slate-700">
                <Icon name="target" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                {goal}
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-3">
          <p className="text-xs font-semibold tracking-wide text-amber-900 uppercase">{heroPreview.questionHeading}</p>
          <p className="mt-1 text-sm text-slate-800">{heroPreview.question}</p>
        </div>
      </div>
      <figcaption className="sr-only">{heroPreview.label}</figcaption>
    </figure>
  );
}

import { finalCta, signupNote } from "~/content/landing";
import { invertedButton } from "./styles";

export function FinalCta() {
  return (
    <section aria-labelledby="final-cta-heading" className="px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-4xl rounded-3xl bg-brand-900 px-6 py-12 text-center shadow-xl sm:px-12 sm:py-16">
        <h2 id="final-cta-heading" className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
          {finalCta.heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{finalCta.body}</p>
        <a href={finalCta.cta.href} className={`${invertedButton} mt-8`}>
          {finalCta.cta.label}
        </a>
        <p className="mt-4 text-sm text-brand-100">{signupNote}</p>
      </div>
    </section>
  );
}

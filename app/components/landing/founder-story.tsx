import { founderStory } from "~/content/landing";
import { sectionContainer } from "./styles";

const ADVOCATE_RATE = "$200 per hour";

/** Sets the advocate rate in bold, since it is the number the story turns on. */
function emphasizeRate(text: string) {
  const at = text.indexOf(ADVOCATE_RATE);
  if (at === -1) return text;
  return (
    <>
      {text.slice(0, at)}
      <strong className="font-semibold text-slate-900">{ADVOCATE_RATE}</strong>
      {text.slice(at + ADVOCATE_RATE.length)}
    </>
  );
}

export function FounderStory() {
  return (
    <section aria-labelledby="founder-heading" className="py-16 sm:py-24">
      <div className={`${sectionContainer} grid gap-10 lg:grid-cols-[1fr_2fr]`}>
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Our story</p>
          <h2 id="founder-heading" className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
            {founderStory.heading}
          </h2>
        </div>
        <div className="space-y-5 border-l-4 border-brand-200 pl-5 text-slate-700 sm:pl-6 sm:text-lg">
          {founderStory.paragraphs.map((p) => (
            <p key={p}>{emphasizeRate(p)}</p>
          ))}
        </div>
      </div>
    </section>
  );
}

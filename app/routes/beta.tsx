import { Link } from "react-router";
import { Icon } from "~/components/icons";
import { primaryButton, secondaryButton } from "~/components/landing/styles";
import { betaCopy, type BetaButton, type BetaItem } from "~/content/beta";
import type { Route } from "./+types/beta";

export const meta: Route.MetaFunction = () => [
  { title: "Beta · IEP Binder" },
  {
    name: "description",
    content:
      "IEP Binder is in beta: free to use, in active development, and shaped by parent feedback. See what works today and what to expect.",
  },
];

function ItemGrid({ items, columns }: { items: BetaItem[]; columns: string }) {
  return (
    <ul className={`mt-6 grid gap-5 ${columns}`}>
      {items.map((item) => (
        <li key={item.title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
            <Icon name={item.icon ?? "check"} />
          </span>
          <div>
            <h3 className="text-lg font-bold">{item.title}</h3>
            <p className="mt-1 text-slate-600">{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

function ButtonLink({ button, primary }: { button: BetaButton; primary: boolean }) {
  const className = `${primary ? primaryButton : secondaryButton} w-full sm:w-auto`;
  // Sign-up is a full page load (as everywhere in the app); the other two stay in-app navigations.
  if (button.href === "/signup") {
    return (
      <a href={button.href} className={className}>
        {button.label}
      </a>
    );
  }
  return (
    <Link to={button.href} className={className}>
      {button.label}
    </Link>
  );
}

export default function Beta() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
      <header className="max-w-3xl">
        <p className="inline-flex rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700 ring-1 ring-brand-200">
          Beta
        </p>
        <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">{betaCopy.title}</h1>
        <div className="mt-6 space-y-4 text-lg text-slate-700">
          {betaCopy.intro.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </header>

      <section aria-labelledby="beta-features" className="mt-14">
        <h2 id="beta-features" className="text-2xl font-bold sm:text-3xl">
          {betaCopy.currentFeaturesHeading}
        </h2>
        <ItemGrid items={betaCopy.currentFeatures} columns="md:grid-cols-2" />
      </section>

      <section aria-labelledby="beta-expectations" className="mt-14">
        <h2 id="beta-expectations" className="text-2xl font-bold sm:text-3xl">
          {betaCopy.expectationsHeading}
        </h2>
        <ItemGrid items={betaCopy.expectations} columns="md:grid-cols-2 lg:grid-cols-3" />
      </section>

      <section aria-labelledby="beta-next" className="mt-14 rounded-3xl bg-slate-50 p-6 text-center ring-1 ring-slate-200 sm:p-10">
        <h2 id="beta-next" className="text-2xl font-bold sm:text-3xl">
          {betaCopy.closingHeading}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-slate-600">{betaCopy.closingBody}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {betaCopy.buttons.map((b) => (
            <ButtonLink key={b.href} button={b} primary={b.href === "/signup"} />
          ))}
        </div>
      </section>
    </div>
  );
}

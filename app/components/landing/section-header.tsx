import type { SectionIntro } from "~/content/landing";

export function SectionHeader({ id, copy, tone = "light" }: { id: string; copy: SectionIntro; tone?: "light" | "dark" }) {
  const dark = tone === "dark";
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className={`text-3xl font-bold tracking-tight sm:text-4xl ${dark ? "text-white" : ""}`}>
        {copy.heading}
      </h2>
      {copy.intro ? <p className={`mt-4 text-lg ${dark ? "text-brand-100" : "text-slate-600"}`}>{copy.intro}</p> : null}
    </div>
  );
}

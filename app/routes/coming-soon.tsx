import { Link } from "react-router";
import { comingSoon } from "~/content/site";

export const meta = () => [{ title: "Coming Soon · IEP Binder" }];

export default function ComingSoon() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{comingSoon.title}</h1>
      <p className="mt-4 text-slate-600">{comingSoon.body}</p>
      <Link to={comingSoon.href} className="mt-8 inline-block font-semibold text-brand-700 underline underline-offset-2">
        {comingSoon.linkLabel}
      </Link>
    </section>
  );
}

import { data } from "react-router";
import { notFound } from "~/content/site";

export function loader() {
  // A real 404 status, so crawlers and monitors see the truth.
  return data(null, { status: 404 });
}

export const meta = () => [{ title: `${notFound.title} · IEP Binder` }];

export default function NotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="font-heading text-6xl font-bold text-brand-600">404</p>
      <h1 className="mt-4 text-3xl font-bold">{notFound.title}</h1>
      <p className="mt-4 text-slate-600">{notFound.body}</p>
      <a href="/" className="mt-8 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
        Go to Home
      </a>
    </section>
  );
}

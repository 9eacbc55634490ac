// The in-page "not found" state for a child or document that does not exist or is another family's
// (the loader answers 404; the page says so instead of the generic error page).
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { viewerCopy } from "~/content/children";

export function NotFoundState({ title, body }: { title: string; body: string }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-slate-600">{body}</p>
      <Link to="/dashboard" className={buttonClass({ className: "mt-8" })}>
        {viewerCopy.backToDashboard}
      </Link>
    </section>
  );
}

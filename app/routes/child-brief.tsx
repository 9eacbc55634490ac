// /child-profile/:id/brief (requirements §14.5): the one-page meeting brief — changes since last year, flags, open
// evaluation recommendations, deadlines and questions to ask, each with its citation. It prints on its
// own (print stylesheet in app.css) and links the same brief as a PDF made in the Worker.
import { appContext } from "@worker/context";
import { getDb } from "@worker/db/client";
import { buildBrief } from "@worker/record/brief";
import { loadProgress } from "@worker/record/progress";
import { data, Link } from "react-router";
import { Cites } from "~/components/progress/progress-tab";
import { NotFoundState } from "~/components/documents/not-found-state";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button, buttonClass } from "~/components/ui/button";
import { profileCopy } from "~/content/children";
import { progressCopy as copy } from "~/content/progress";
import { requireUser } from "~/lib/session.server";
import type { Route } from "./+types/child-brief";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { auth } = requireUser(context);
  const { env } = context.get(appContext);
  const view = await loadProgress(getDb(env), env, auth.familyId, params.id);
  if (!view) return data({ brief: null, childName: null }, { status: 404 });
  return { brief: buildBrief(view), childName: view.childName };
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: loaderData?.brief ? `${loaderData.brief.title} · IEP Binder` : `${profileCopy.notFound} · IEP Binder` },
];

export default function ChildBrief({ loaderData }: Route.ComponentProps) {
  const { brief, childName } = loaderData;
  if (!brief || !childName) return <NotFoundState title={profileCopy.notFound} body={profileCopy.notFoundBody} />;
  return (
    <div data-brief className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <div data-print-hidden>
        <Breadcrumb
          items={[
            { label: profileCopy.dashboard, href: "/dashboard" },
            { label: profileCopy.breadcrumb(childName), href: `/child-profile/${brief.childId}?tab=progress` },
            { label: copy.brief },
          ]}
        />
        <div className="mt-4 flex flex-wrap gap-2">
          <Button size="sm" onClick={() => window.print()}>
            {copy.print}
          </Button>
          <a href={`/api/children/${brief.childId}/brief.pdf`} download className={buttonClass({ variant: "secondary", size: "sm" })}>
            {copy.downloadPdf}
          </a>
          <Link to={`/child-profile/${brief.childId}?tab=progress`} className={buttonClass({ variant: "secondary", size: "sm" })}>
            {copy.backToProgress}
          </Link>
        </div>
      </div>
      <h1 className="mt-6 text-2xl font-bold print:mt-0 print:text-xl">{brief.title}</h1>
      <p className="text-sm text-slate-600">{brief.subtitle}</p>
      {brief.missing.length > 0 ? (
        <ul className="mt-3 list-disc pl-5 text-sm text-slate-700">
          {brief.missing.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
      {brief.sections.map((section, i) => (
        <section key={section.heading} aria-labelledby={`brief-${i}`} className="mt-6 break-inside-avoid print:mt-3">
          <h2 id={`brief-${i}`} className="border-b border-slate-200 pb-1 text-lg font-bold print:text-base">
            {section.heading}
          </h2>
          {section.items.length === 0 ? <p className="mt-2 text-sm text-slate-600">{section.empty}</p> : null}
          <ul className="mt-2 space-y-2 print:space-y-1">
            {section.items.map((item) => (
              <li key={item.text}>
                <span>{item.text}</span> <Cites sources={item.sources} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

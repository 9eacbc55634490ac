import { LegalDocument } from "~/components/legal/legal-document";
import { privacyPage, privacySections } from "~/content/legal";
import type { Route } from "./+types/privacy-policy";

// The spec shows the current date. Computing it here, once per request, means the server HTML and
// the hydrated page agree (a client-side `new Date()` could disagree and trigger a hydration error).
// UTC keeps it deterministic; the worker has no reliable visitor time zone in local runs.
export function loader() {
  const longDate = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
  return { lastUpdated: longDate.format(new Date()) };
}

export const meta: Route.MetaFunction = () => [
  { title: `${privacyPage.title} · IEP Binder` },
  { name: "description", content: privacyPage.description },
];

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return (
    <LegalDocument
      title={privacyPage.title}
      sections={privacySections}
      lead={
        <>
          <p className="text-sm font-semibold text-slate-700" data-testid="last-updated">
            {privacyPage.lastUpdatedLabel}: {loaderData.lastUpdated}
          </p>
          <p className="mt-3 text-lg">{privacyPage.intro}</p>
        </>
      }
    />
  );
}

import { LegalDocument } from "~/components/legal/legal-document";
import { termsPage, termsSections } from "~/content/legal";
import type { Route } from "./+types/terms-of-use";

export const meta: Route.MetaFunction = () => [
  { title: `${termsPage.title} · IEP Binder` },
  { name: "description", content: termsPage.description },
];

export default function TermsOfUse() {
  return <LegalDocument title={termsPage.title} sections={termsSections} lead={<p className="text-lg">{termsPage.intro}</p>} />;
}

import { Benefits } from "~/components/landing/benefits";
import { Faq } from "~/components/landing/faq";
import { FinalCta } from "~/components/landing/final-cta";
import { FounderStory } from "~/components/landing/founder-story";
import { Hero } from "~/components/landing/hero";
import { HowItWorks } from "~/components/landing/how-it-works";
import { Stats } from "~/components/landing/stats";
import { Testimonials } from "~/components/landing/testimonials";
import { redirect } from "react-router";
import { currentUser } from "~/lib/session.server";
import type { Route } from "./+types/home";

/** A signed-in visitor goes straight to the Family Workspace (requirements §2 Access). */
export async function loader({ context }: Route.LoaderArgs) {
  if (currentUser(context)) throw redirect("/dashboard");
  return null;
}

export const meta: Route.MetaFunction = () => [
  { title: "IEP Binder — Organize and Understand Your Child's IEP" },
  {
    name: "description",
    content:
      "Keep your child's IEPs, 504 plans, evaluations and progress reports in one place. Get plain-language summaries, goal breakdowns and questions to ask at your next meeting. Free during beta.",
  },
  { property: "og:title", content: "IEP Binder — Organize and Understand Your Child's IEP" },
  {
    property: "og:description",
    content: "One organized binder for every IEP document, with an AI assistant that explains them in plain language.",
  },
  { property: "og:type", content: "website" },
];

export default function Home() {
  return (
    <>
      <Hero />
      <FounderStory />
      <Stats />
      <Benefits />
      <HowItWorks />
      <Testimonials />
      <Faq />
      <FinalCta />
    </>
  );
}

// The Worker behind scripts/bench/insights.mjs: it runs the built-in analyzer (and the built-in engine's
// summary, goals and questions) on the pages posted to it, inside workerd, `repeat` times, so the CPU time
// measured from outside covers enough work to be read with 10 ms ticks. Not part of the app bundle.
import { analyzeDocument } from "../../worker/ai/analyzer/index.ts";
import { composeSummary, suggestQuestions } from "../../worker/ai/analyzer/index.ts";
import { goalInsightsFromFacts } from "../../worker/ai/engines/builtin.ts";

export default {
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const pages = (await request.json()) as string[];
    const repeat = Math.max(1, Number(url.searchParams.get("repeat") ?? "1"));
    if (url.pathname === "/noop") return Response.json({ pages: pages.length });
    let goals = 0;
    let services = 0;
    for (let i = 0; i < repeat; i++) {
      const facts = analyzeDocument(pages, { title: "Benchmark IEP" });
      if (url.pathname === "/insights") {
        composeSummary(facts, "Benchmark IEP");
        goalInsightsFromFacts(facts);
        suggestQuestions(facts);
      }
      goals = facts.goals.length;
      services = facts.services.length;
    }
    return Response.json({ pages: pages.length, goals, services });
  },
};

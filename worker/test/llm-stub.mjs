// A stub LLM server for the tests: a separate Worker (vitest.config.ts `miniflare.workers`, bound to the
// test Worker as the LLM_STUB service) speaking OpenAI's chat-completions protocol, JSON and SSE
// streaming. The model name picks the behaviour, so a test chooses a scenario with LLM_MODEL:
//   stub-ok           answers each task (summary / goals / questions / child summary / answer) sensibly,
//                     citing the first passage it was sent and one id it was not (P999); with a child's
//                     record in the prompt, also its first fact id and one it was not given (F999)
//   stub-500          HTTP 500 with an OpenAI-style error body
//   stub-slow         answers after 5 s (for timeouts)
//   stub-malformed    HTTP 200 whose body is not JSON
//   stub-not-json     a valid completion whose content is prose, not the JSON asked for
//   stub-wrong-shape  a valid completion whose JSON has the wrong shape
//   stub-empty        a valid completion with empty content
//   stub-stream-error streams a little, then an error event
// GET /__last answers the last chat request (body and Authorization header) so tests can read the prompt.
// Plain JavaScript module: Miniflare runs it as is, without the test bundler.

let last = null;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function completion(model, content) {
  return Response.json({
    id: "chatcmpl-stub",
    object: "chat.completion",
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  });
}

function chunk(model, delta, finish = null) {
  return `data: ${JSON.stringify({
    id: "chatcmpl-stub",
    object: "chat.completion.chunk",
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;
}

function sse(pieces) {
  const encoder = new TextEncoder();
  const stream = new ReadableStream({
    async start(controller) {
      for (const piece of pieces) {
        controller.enqueue(encoder.encode(piece));
        await sleep(1);
      }
      controller.close();
    },
  });
  return new Response(stream, { headers: { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" } });
}

function textOf(content) {
  if (typeof content === "string") return content;
  if (Array.isArray(content)) return content.map((p) => (typeof p?.text === "string" ? p.text : "")).join("");
  return "";
}

/** What a cooperative model would answer for the task named in the instructions. */
function answerFor(system, user) {
  const first = /<passage id="(P\d+)"[^>]*>\n([^\n]*)/.exec(user);
  const id = first?.[1] ?? "P1";
  const quote = (first?.[2] ?? "").split(/(?<=\.)\s/)[0].slice(0, 80);
  if (system.includes("TASK: goals.")) {
    return [
      "Here is the JSON:",
      "```json",
      JSON.stringify({
        goals: [
          {
            area: "Reading",
            description: "Read 90 words correct per minute.",
            measurableOutcomes: "90 wcpm on 3 probes",
            baseline: null,
            criterion: "90 wcpm",
            measurement: "biweekly probes",
            objectives: [],
            passage: id,
            quote,
          },
          { area: "Invented", description: "A goal citing a passage that was never sent.", passage: "P999" },
          { area: "Uncited", description: "A goal without a source." },
        ],
      }),
      "```",
    ].join("\n");
  }
  if (system.includes("TASK: questions.")) {
    return JSON.stringify({ questions: ["What is the baseline for the reading goal?", `How often will progress be reported? [${id}]`] });
  }
  if (system.includes("TASK: child summary.")) return "## Summary across documents\n\nThe documents describe reading goals.";
  if (system.includes("TASK: summary.")) return `## Overview\n\nThis IEP sets reading goals [${id}] and mentions nothing else [P999].`;
  // With the child's record in the prompt: cite its first fact id, and one it was not given (F999).
  const fact = /"(?:current)?[iI]d":"(F\d+)"/.exec(user)?.[1];
  if (fact) return `The plan sets a reading goal [${fact}][F999][${id}].`;
  return `The plan sets a reading goal [${id}][P999].`;
}

async function chat(request) {
  const body = await request.json();
  last = { body, authorization: request.headers.get("authorization") };
  const model = String(body.model ?? "");
  const messages = Array.isArray(body.messages) ? body.messages : [];
  const system = messages.filter((m) => m.role === "system").map((m) => textOf(m.content)).join("\n");
  const user = messages.filter((m) => m.role === "user").map((m) => textOf(m.content)).join("\n");

  if (model === "stub-500") {
    return Response.json({ error: { message: "The server had an error", type: "server_error", code: null } }, { status: 500 });
  }
  if (model === "stub-slow") await sleep(5_000);
  if (model === "stub-malformed") return new Response("{not json", { headers: { "Content-Type": "application/json" } });

  let content = answerFor(system, user);
  if (model === "stub-not-json") content = "I found two goals: reading and writing. {goals: [oops";
  if (model === "stub-wrong-shape") content = JSON.stringify({ goals: [{ area: 42 }], questions: "none" });
  if (model === "stub-empty") content = "";

  if (body.stream === true) {
    if (model === "stub-stream-error") {
      return sse([
        chunk(model, { role: "assistant", content: "The plan " }),
        `data: ${JSON.stringify({ error: { message: "upstream model crashed", type: "server_error", code: null } })}\n\n`,
      ]);
    }
    // Cut the answer so a citation marker straddles two chunks ("[P" | "1]").
    const pieces = [];
    for (let i = 0; i < content.length; i += 5) pieces.push(chunk(model, { content: content.slice(i, i + 5) }));
    return sse([chunk(model, { role: "assistant", content: "" }), ...pieces, chunk(model, {}, "stop"), "data: [DONE]\n\n"]);
  }
  return completion(model, content);
}

export default {
  async fetch(request) {
    const url = new URL(request.url);
    if (request.method === "GET" && url.pathname === "/__last") return Response.json(last);
    if (request.method === "POST" && url.pathname.endsWith("/chat/completions")) return chat(request);
    return Response.json({ error: { message: `No route ${request.method} ${url.pathname}` } }, { status: 404 });
  },
};

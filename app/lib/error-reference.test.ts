// requirements §18: a page (SSR) 500 carries a correlation id — the same id in the one log line (redacted like
// /api's) and on the error page.
import { createExecutionContext, env } from "cloudflare:test";
import { createElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { appContext } from "@worker/context";
import { handleError } from "../entry.server";
import { ErrorReference, ErrorReferenceContext } from "./error-reference";

const SECRET = "private.parent@example.com";
const ID = "0b7c2a52-6f0e-4b7e-9a51-3c1d2e4f5a6b";

describe("page errors", () => {
  it("are logged once under the request's id, without the query string or a failed query's values", () => {
    const context = new RouterContextProvider();
    context.set(appContext, { env, ctx: createExecutionContext(), nonce: "n", requestId: ID });
    const logged: string[] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" ")));
    const request = new Request(`http://localhost/child-profile/abc?email=${encodeURIComponent(SECRET)}`);
    const error = new Error(`Failed query: select * from children where id = ?\nparams: ${SECRET}`);
    handleError(error, { request, context, params: {} } as unknown as Parameters<typeof handleError>[1]);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain(`Unhandled page error [${ID}] GET /child-profile/abc:`);
    expect(logged[0]).toContain("params: [redacted]");
    expect(logged[0]).not.toContain(SECRET);
    vi.restoreAllMocks();
  });

  it("show the same id on the error page the server renders", async () => {
    const page = createElement(ErrorReferenceContext, { value: ID }, createElement(ErrorReference, { label: "Reference:" }));
    const html = await new Response(await renderToReadableStream(page)).text();
    expect(html).toContain(`<code data-error-reference="${ID}">${ID}</code>`);
    const none = await new Response(await renderToReadableStream(createElement(ErrorReference, { label: "Reference:" }))).text();
    expect(none).toBe("");
  });
});

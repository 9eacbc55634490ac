import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { appContext } from "@worker/context";
import { pageErrorLine } from "@worker/http/errors";
import { ErrorReferenceContext } from "~/lib/error-reference";

export const streamTimeout = 5_000;

/**
 * Every unexpected loader, action or render error, logged once under the request's correlation id (the
 * id the error page shows) and without the query string or the bound values of a failed query.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  console.error(pageErrorLine(context.get(appContext).requestId, request, error));
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce, requestId } = loadContext.get(appContext);
  let shellRendered = false;

  const body = await renderToReadableStream(
    <ErrorReferenceContext value={requestId}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </ErrorReferenceContext>,
    {
      nonce,
      // A finished boundary goes in its place: by default React moves any that starts after the first 12.8 KB
      // of the page to the end, hidden, for JavaScript to swap in (see below).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors during the shell render are reported by the rejected promise; log only later ones.
        if (shellRendered) console.error(pageErrorLine(requestId, request, error));
      },
      signal: AbortSignal.timeout(streamTimeout + 1000),
    },
  );
  shellRendered = true;

  // Every visitor gets the complete document, each part in its place. No loader defers data, so the only
  // parts that suspend are lazy components the page renders open (the Add Child dialog of
  // /dashboard?add=child, the avatar menu): streamed, they would reach the page as hidden markup that only
  // JavaScript swaps in, and a visitor without it would see the fallback (ADR 0083).
  await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

import { isbot } from "isbot";
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
  const userAgent = request.headers.get("user-agent");

  const body = await renderToReadableStream(
    <ErrorReferenceContext value={requestId}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </ErrorReferenceContext>,
    {
      nonce,
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors during the shell render are reported by the rejected promise; log only later ones.
        if (shellRendered) console.error(pageErrorLine(requestId, request, error));
      },
      signal: AbortSignal.timeout(streamTimeout + 1000),
    },
  );
  shellRendered = true;

  // Bots and crawlers get the complete document; browsers get it streamed.
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

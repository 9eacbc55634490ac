// When a form's answer never arrives (ADR 0071): the route's clientAction turns a dead network or an answer
// the router cannot read into the form's message, and no route reloads its data afterwards (that request
// would fail the same way and replace the page, and what was typed, with the error page). Apart from the
// form hook (form.ts) because the root route needs shouldRevalidate too.
import type { ShouldRevalidateFunctionArgs } from "react-router";

export const NETWORK_FAILURE = "NETWORK_ERROR";
export const UNREADABLE_ANSWER = "UNREADABLE_ANSWER";

/** The route's clientAction for a form: the server's action; redirects go on as usual. */
export async function keepFormOnFailure({ serverAction }: { serverAction: () => Promise<unknown> }): Promise<unknown> {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    return { code: error instanceof TypeError ? NETWORK_FAILURE : UNREADABLE_ANSWER };
  }
}

/** shouldRevalidate for the root and every form route: not after a form's answer failed to arrive. */
export function revalidateUnlessFormFailed({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  const code = (actionResult as { code?: unknown } | undefined)?.code;
  return code === NETWORK_FAILURE || code === UNREADABLE_ANSWER ? false : defaultShouldRevalidate;
}

// The action side of the one form approach (ADR 0071): read the posted form, validate it with the form's
// spec (the same rules the browser checked), call the domain, and turn a refusal (ApiError, the /api error
// shape) into the reply the form shows: field messages, a message, the typed values again.
import { data, type RouterContextProvider } from "react-router";
import type * as v from "valibot";
import { appContext, type AppContext } from "@worker/context";
import { clientOfRequest } from "@worker/http/client";
import { ApiError } from "@worker/http/errors";
import { formValues, validateForm, type FormReply, type FormSpec, type FormValues } from "./form";

type AnySchema = v.GenericSchema<unknown, unknown>;

/** Values never sent back to the page. */
const NOT_ECHOED = /password|recaptchaToken|^token$/i;

function reply(body: FormReply, values: FormValues, init: { status: number; headers?: Record<string, string> }) {
  const kept = Object.fromEntries(Object.entries(values).filter(([key]) => !NOT_ECHOED.test(key)));
  return data({ ...body, status: init.status, values: kept } satisfies FormReply, init);
}

/** What the domain functions need to know about the request. */
export type FormRequest = AppContext & {
  request: Request;
  context: Readonly<RouterContextProvider>;
  values: FormValues;
  client: ReturnType<typeof clientOfRequest>;
  hostname: string;
  waitUntil: (promise: Promise<unknown>) => void;
};

type ActionArgs = { request: Request; context: Readonly<RouterContextProvider> };

/** A form's action, marked with the form's intent so `intentAction` can pick it. */
export type FormRouteAction = ((args: ActionArgs) => Promise<unknown>) & { intent?: string };

/**
 * A route action for one form: invalid input answers 400 with the field messages (as /api does for a JSON
 * body); valid input goes to `handle`, whose ApiError refusals answer with their status, code, message,
 * fields and list. Redirects and unexpected errors go on as usual. A form with an intent gets it back in
 * every answer, so a page of several forms knows whose answer it is.
 */
export function formAction<S extends AnySchema, F extends string, R>(
  spec: FormSpec<S, F>,
  handle: (input: v.InferOutput<S>, req: FormRequest) => Promise<R>,
) {
  const action = async ({ request, context }: ActionArgs) => {
    const values = formValues(await request.formData());
    const checked = validateForm(spec, values);
    if (!checked.ok) {
      return reply({ code: "VALIDATION_FAILED", message: checked.message, fields: checked.fields as Record<string, string> }, values, { status: 400 });
    }
    const app = context.get(appContext);
    try {
      const result = await handle(checked.output, {
        ...app,
        request,
        context,
        values,
        client: clientOfRequest(request),
        hostname: new URL(request.url).hostname,
        waitUntil: (promise) => app.ctx.waitUntil(promise),
      });
      // A plain answer (not a redirect, not `data()` with headers) is the page's to show: say whose it is.
      if (spec.intent && result && Object.getPrototypeOf(result) === Object.prototype) {
        return { ...result, values: { ...(result as FormReply).values, intent: spec.intent } };
      }
      return result;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return reply({ code: error.code, message: error.message, fields: error.extra.fields, list: error.extra.errors }, values, {
        status: error.status,
        headers: error.headers,
      });
    }
  };
  return Object.assign(action, { intent: spec.intent });
}

/**
 * The action of a page with several forms (ADR 0071): each form posts its hidden `intent` field, which
 * picks that form's action; a post with no known intent is refused as invalid input.
 */
export function intentAction(...actions: FormRouteAction[]) {
  const byIntent = new Map<string, FormRouteAction>();
  for (const action of actions) {
    if (!action.intent || byIntent.has(action.intent)) throw new Error(`Each form of the page needs its own intent (${action.intent})`);
    byIntent.set(action.intent, action);
  }
  return async (args: ActionArgs) => {
    const intent = (await args.request.clone().formData()).get("intent");
    const action = typeof intent === "string" ? byIntent.get(intent) : undefined;
    if (!action) return data({ status: 400, code: "VALIDATION_FAILED", message: "This form is not known here." } satisfies FormReply, { status: 400 });
    return action(args);
  };
}

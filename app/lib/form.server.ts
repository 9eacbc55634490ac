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

/**
 * A route action for one form: invalid input answers 400 with the field messages (as /api does for a JSON
 * body); valid input goes to `handle`, whose ApiError refusals answer with their status, code, message,
 * fields and list. Redirects and unexpected errors go on as usual.
 */
export function formAction<S extends AnySchema, F extends string, R>(
  spec: FormSpec<S, F>,
  handle: (input: v.InferOutput<S>, req: FormRequest) => Promise<R>,
) {
  return async ({ request, context }: ActionArgs) => {
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
      // A success names its form too, so the page tells its forms' answers apart (FormSpec.intent).
      const plain = typeof result === "object" && result !== null && Object.getPrototypeOf(result) === Object.prototype;
      return spec.intent && plain ? { ...result, values: { intent: spec.intent } } : result;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return reply({ code: error.code, message: error.message, fields: error.extra.fields, list: error.extra.errors }, values, {
        status: error.status,
        headers: error.headers,
      });
    }
  };
}

/**
 * The action of a page with several forms (ADR 0071): each form's hidden `intent` picks its action from the
 * table, read from a copy of the body so the chosen action reads it whole. A post naming no form of the
 * page is refused.
 */
export function actionByIntent(table: Record<string, (args: ActionArgs) => Promise<unknown>>) {
  return async (args: ActionArgs) => {
    const intent = (await args.request.clone().formData()).get("intent");
    const act = typeof intent === "string" && Object.hasOwn(table, intent) ? table[intent] : undefined;
    if (!act) throw data("Unknown form", { status: 400 });
    return act(args);
  };
}

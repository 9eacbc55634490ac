// The action side of the one form approach (ADR 0071): read the posted form, validate it with the form's
// spec (the same rules the browser checked), call the domain, and turn a refusal (ApiError, the /api error
// shape) into the reply the form shows: field messages, a message, the typed values again.
import { data, type Params, type RouterContextProvider } from "react-router";
import type * as v from "valibot";
import { appContext, type AppContext } from "@worker/context";
import { clientOfRequest } from "@worker/http/client";
import { boundaryOf, MultipartError, MultipartReader } from "@worker/documents/multipart";
import { ApiError } from "@worker/http/errors";
import { formFiles, formValues, validateForm, type FormFiles, type FormReply, type FormSpec, type FormValues } from "./form";

type AnySchema = v.GenericSchema<unknown, unknown>;
type ActionArgs = { request: Request; context: Readonly<RouterContextProvider>; params: Params };

/** Values never sent back to the page. */
const NOT_ECHOED = /password|recaptchaToken|^token$/i;

function reply(body: FormReply, values: FormValues, init: { status: number; headers?: Record<string, string> }) {
  const kept = Object.fromEntries(Object.entries(values).filter(([key]) => !NOT_ECHOED.test(key)));
  return data({ ...body, status: init.status, values: kept } satisfies FormReply, init);
}

/** What the domain functions need to know about the request. */
export type FormRequest = AppContext & {
  request: Request;
  /** The page's URL parameters (the child's id on /child-profile/:id). */
  params: Params;
  context: Readonly<RouterContextProvider>;
  values: FormValues;
  /** The chosen files (a form with a `limit`): checked by the domain function, as /api checks them. */
  files: FormFiles;
  client: ReturnType<typeof clientOfRequest>;
  hostname: string;
  waitUntil: (promise: Promise<unknown>) => void;
};

/**
 * A route action for one form: invalid input answers 400 with the field messages (as /api does for a JSON
 * body); valid input goes to `handle`, whose ApiError refusals answer with their status, code, message,
 * fields and list. Redirects and unexpected errors go on as usual.
 */
export function formAction<S extends AnySchema, F extends string, R>(
  spec: FormSpec<S, F>,
  handle: (input: v.InferOutput<S>, req: FormRequest) => Promise<R>,
) {
  return async ({ request, context, params }: ActionArgs) => {
    const length = request.headers.get("content-length");
    if (spec.limit && (length === null || !(Number(length) <= spec.limit.bytes))) {
      // Refused before reading: formData() would hold a body of any size.
      const { field, message } = spec.limit;
      return reply({ code: "FILE_TOO_LARGE", message, fields: { [field]: message } }, spec.intent ? { intent: spec.intent } : {}, { status: 413 });
    }
    const posted = await request.formData();
    const values = formValues(posted);
    const checked = validateForm(spec, values);
    if (!checked.ok) {
      return reply({ code: "VALIDATION_FAILED", message: checked.message, fields: checked.fields as Record<string, string> }, values, { status: 400 });
    }
    const result = await answer({ request, context, params }, values, formFiles(posted), (req) => handle(checked.output, req));
    // A success names its form too, so the page tells its forms' answers apart (FormSpec.intent).
    const plain = typeof result === "object" && result !== null && Object.getPrototypeOf(result) === Object.prototype;
    return spec.intent && plain ? { ...result, values: { intent: spec.intent } } : result;
  };
}

/**
 * A route action for a form whose body must not be buffered (a document of up to 50 MB, ADR 0010): `handle`
 * reads the request itself through the same domain function as /api, which checks the fields with the same
 * schema while the body streams; its refusals answer as formAction's do. What was typed is not echoed: the
 * body is read once, as it arrives.
 */
export function streamedFormAction<S extends AnySchema, F extends string, R>(spec: FormSpec<S, F>, handle: (req: FormRequest) => Promise<R>) {
  return (args: ActionArgs) => answer(args, spec.intent ? { intent: spec.intent } : {}, {}, handle);
}

/**
 * The action of a page with several forms: each form's hidden `intent` picks its action from the table.
 * A post naming no form of the page is refused.
 */
export function actionByIntent(table: Record<string, (args: ActionArgs) => Promise<unknown>>) {
  return async (args: ActionArgs) => {
    const intent = await formIntent(args.request);
    // Own keys only: `intent=constructor` must not reach Object's own properties.
    const act = intent && Object.hasOwn(table, intent) ? table[intent] : undefined;
    if (!act) throw data("Unknown form", { status: 400 });
    return act(args);
  };
}

/** Runs the domain call with what it needs to know about the request; an ApiError becomes the form's reply. */
async function answer<R>(
  { request, context, params }: ActionArgs,
  values: FormValues,
  files: FormFiles,
  handle: (req: FormRequest) => Promise<R>,
) {
  const app = context.get(appContext);
  try {
    return await handle({
      ...app,
      request,
      params,
      context,
      values,
      files,
      client: clientOfRequest(request),
      hostname: new URL(request.url).hostname,
      waitUntil: (promise) => app.ctx.waitUntil(promise),
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return reply({ code: error.code, message: error.message, fields: error.extra.fields, list: error.extra.errors }, values, {
      status: error.status,
      headers: error.headers,
    });
  }
}

/**
 * The hidden `intent` of a page with several forms, read from a copy of the body so the chosen form's
 * action reads it whole. A multipart body (a form with files) is not buffered for this: only its first
 * part is read, so such a form puts its `intent` field first.
 */
async function formIntent(request: Request): Promise<string | null> {
  const copy = request.clone();
  const boundary = boundaryOf(copy.headers.get("content-type"));
  if (!boundary || !copy.body) return String((await copy.formData()).get("intent") ?? "") || null;
  const reader = new MultipartReader(copy.body, boundary);
  try {
    const part = await reader.nextPart();
    return part && part.name === "intent" && part.filename === null ? await part.text(INTENT_MAX_BYTES) : null;
  } catch (error) {
    if (error instanceof MultipartError) return null;
    throw error;
  } finally {
    await reader.cancel();
  }
}

const INTENT_MAX_BYTES = 256;

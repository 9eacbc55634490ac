// The one way a form is built (ADR 0071): a real <Form method="post"> with uncontrolled fields, posted to its
// route's action, which validates with the same valibot schema (common/schemas) and calls the same domain
// module as /api. Without JavaScript the browser posts it and the page comes back with the server's
// messages under the fields and the typed values kept; with JavaScript this hook checks the same rules
// first (no round trip for an empty field), adds what only the browser can (a bot-check token) and
// submits through the router. Fields are uncontrolled, so nothing typed before hydration is lost.
import { useEffect, useEffectEvent, useRef, useState, type FormEvent, type RefObject } from "react";
import { useActionData, useFetcher, useNavigation, useSubmit, type FormEncType } from "react-router";
import * as v from "valibot";
import { issuesByField, knownFields } from "./form-fields";
import { NETWORK_FAILURE, UNREADABLE_ANSWER } from "./form-failure";

/** A form's string values as posted (a ticked checkbox reads "on"; files are left out: see `formFiles`). */
export type FormValues = Record<string, string>;
/** A form's chosen files by field name (a file input left empty posts no file here). */
export type FormFiles = Record<string, File>;

/** What a form's action answers: field messages, a form-level message, or its own success data. */
export type FormReply = {
  /** The HTTP status the action answered with, when it refused. */
  status?: number;
  code?: string;
  message?: string;
  /** A list under the message (the password rules the server refused). */
  list?: string[];
  fields?: Record<string, string>;
  /** A success the page shows in place of the form (a confirmation). */
  done?: string;
  /** What was typed, so a page rendered without JavaScript shows it again (never a password). */
  values?: FormValues;
};

type AnySchema = v.GenericSchema<unknown, unknown>;

/** One form's rules, used by the hook in the browser and by the action on the server. */
export type FormSpec<S extends AnySchema, F extends string> = {
  schema: S;
  /** The fields the form shows, in the order focus visits them. */
  fields: readonly F[];
  /** Posted strings → the schema's input (a checkbox → a boolean); the values as they are by default. */
  input?: (values: FormValues) => unknown;
  /** Rules the schema cannot hold (a box that must be ticked, a live password checklist). */
  check?: (values: FormValues) => Partial<Record<F, string>>;
  /** With two forms on one page: the value of the form's hidden `intent` field; replies to the other are ignored. */
  intent?: string;
  /**
   * A form that carries files: the largest body its action reads (a declared Content-Length above it, or
   * none, is refused before reading) and the field the refusal is shown under.
   */
  limit?: { bytes: number; field: F; message: string };
};

export function defineForm<S extends AnySchema, F extends string>(spec: FormSpec<S, F>): FormSpec<S, F> {
  return spec;
}

export type Validated<S extends AnySchema, F extends string> =
  | { ok: true; output: v.InferOutput<S> }
  /** `message`: the first problem, also when it is about no field the form shows (a tampered hidden field). */
  | { ok: false; fields: Partial<Record<F, string>>; message: string };

/** The schema and the form's own checks over the posted values: the same answer in the browser and the action. */
export function validateForm<S extends AnySchema, F extends string>(spec: FormSpec<S, F>, values: FormValues): Validated<S, F> {
  const parsed = v.safeParse(spec.schema, spec.input ? spec.input(values) : values);
  const fields: Partial<Record<F, string>> = parsed.success ? {} : issuesByField(parsed.issues, spec.fields);
  for (const [key, message] of Object.entries(spec.check?.(values) ?? {}) as [F, string | undefined][]) {
    if (message) fields[key] ??= message;
  }
  if (parsed.success && !Object.keys(fields).length) return { ok: true, output: parsed.output };
  const first = spec.fields.find((f) => fields[f]);
  return { ok: false, fields, message: (first && fields[first]) || (parsed.success ? "" : parsed.issues[0].message) };
}

export function formValues(data: FormData): FormValues {
  const out: FormValues = {};
  for (const [key, value] of data) if (typeof value === "string") out[key] ??= value;
  return out;
}

/** The files chosen in a posted form (an empty file input posts a nameless, empty file: left out). */
export function formFiles(data: FormData): FormFiles {
  const out: FormFiles = {};
  for (const [key, value] of data) if (typeof value !== "string" && (value.name || value.size)) out[key] ??= value;
  return out;
}

export type FormError = { message: string; list?: string[]; code?: string };

type State<F extends string> = {
  reply: FormReply | undefined;
  errors: Partial<Record<F, string>>;
  formError: FormError | null;
  /** A new object whenever an answer arrives: focus moves to the first field with a message, or the form empties. */
  focus: { field: F | undefined; reset?: boolean; answer?: FormReply };
};

export type UseForm<F extends string> = {
  errors: Partial<Record<F, string>>;
  formError: FormError | null;
  /** The last answer of this route's action (undefined before one, and after `dismiss`). */
  reply: FormReply | undefined;
  /** The answer came with the page (posted without JavaScript, or before hydration): no `onReply` ran for it. */
  served: boolean;
  pending: boolean;
  /** Spread on the <Form>. */
  props: {
    ref: RefObject<HTMLFormElement | null>;
    method: "post";
    noValidate: true;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    onInput: (event: FormEvent<HTMLFormElement>) => void;
  };
  /** The value to show again after a round trip without JavaScript. */
  value: (name: string, fallback?: string) => string;
  /**
   * What a field of this form takes from it: its name, the value to show (`value`) and its message. Spread on
   * a `TextField`, `PasswordField` or `SelectField`, which wire the label, hint and message to the control.
   */
  field: (name: F, fallback?: string) => { name: F; defaultValue: string; error: string | undefined };
  /** Forgets the last answer (a "send another" button). */
  dismiss: () => void;
};

export type UseFormOptions = {
  /** Form-level messages: `failed` when the answer has none of its own, `network` when none came. */
  messages: { failed: string; network: string };
  /** The page's own wording for some answers, by code (the password rules' heading). */
  codes?: Record<string, string>;
  /** Values only the browser can add before sending (a bot-check token); throw an Error to stop with its message. */
  prepare?: () => Promise<FormValues>;
  /** Shows the answer's message even when it named fields (the fields show theirs anyway). */
  messageWithFields?: boolean;
  /** Empties the form after a successful answer (one that carries no error code). */
  resetOnSuccess?: boolean;
  /**
   * Called once for each answer a send gets while the form is on the page: the browser's own check that
   * stopped it (code VALIDATION_FAILED, with the values) or the action's reply. For what only JavaScript
   * can show (a toast); an answer that came with the page is `served` instead.
   */
  onReply?: (reply: FormReply) => void;
  /** The page the form lands on replaces the current one in the history (a child deleted from its profile). */
  replace?: boolean;
  /**
   * The form posts to another page's action (its `action` attribute) and stays where it is: with JavaScript
   * it is sent through a fetcher and the answer comes back to this form (the dashboard's upload dialog posts
   * to the upload page's action, ADR 0083). Without JavaScript the browser posts it there.
   */
  stay?: boolean;
};

const firstOf = <F extends string>(fields: readonly F[], errors: Partial<Record<F, string>>) => ({ field: fields.find((f) => errors[f]) });

function fromReply<F extends string>(reply: FormReply | undefined, fields: readonly F[], options: UseFormOptions, focus: boolean): State<F> {
  const errors = knownFields(reply?.fields, fields);
  let formError: FormError | null = null;
  if (reply?.code === NETWORK_FAILURE) formError = { message: options.messages.network };
  else if (reply?.code === UNREADABLE_ANSWER) formError = { message: options.messages.failed };
  else if (reply?.code && (options.messageWithFields || !Object.keys(errors).length || reply.list)) {
    formError = { message: options.codes?.[reply.code] ?? (reply.message || options.messages.failed), list: reply.list, code: reply.code };
  }
  const reset = Boolean(options.resetOnSuccess && reply && !reply.code);
  return { reply, errors, formError, focus: focus ? { ...firstOf(fields, errors), reset, answer: reply } : { field: undefined } };
}

export function useForm<S extends AnySchema, F extends string>(spec: FormSpec<S, F>, options: UseFormOptions): UseForm<F> {
  // A form that stays sends through its own fetcher; the others through the page's navigation.
  const fetcher = useFetcher();
  const pageReply = useActionData();
  const pageNavigation = useNavigation();
  const pageSubmit = useSubmit();
  const reply = (options.stay ? fetcher.data : pageReply) as FormReply | undefined;
  const navigation = options.stay ? fetcher : pageNavigation;
  const ref = useRef<HTMLFormElement>(null);
  const [dismissed, setDismissed] = useState<FormReply | undefined>(undefined);
  // Several forms on one page tell theirs apart by intent: the one the router is posting is sending, and
  // an answer carries its intent — or, when none came back (keepFormOnFailure), belongs to the last sender.
  const sending = navigation.formData ? navigation.formData.get("intent") : undefined;
  const [lastSent, setLastSent] = useState<unknown>(undefined);
  if (sending !== undefined && sending !== lastSent) setLastSent(sending);
  const mine = !spec.intent || (reply?.values ? reply.values.intent === spec.intent : lastSent === spec.intent);
  const current = reply === dismissed || !mine ? undefined : reply;
  const [state, setState] = useState<State<F>>(() => fromReply(current, spec.fields, options, false));
  const [replyAtMount] = useState(current);
  const [preparing, setPreparing] = useState(false);
  /** The answer on the page when the last send began: a different one during "loading" is that send's. */
  const [replyWhenSent, setReplyWhenSent] = useState<FormReply | undefined>(undefined);
  // A new answer replaces the messages (React's "adjust state while rendering" pattern).
  if (state.reply !== current) setState(fromReply(current, spec.fields, options, true));

  const announce = useEffectEvent((answer: FormReply) => options.onReply?.(answer));
  // Only when an answer or new messages arrive, never while typing.
  useEffect(() => {
    if (state.focus.reset) ref.current?.reset();
    const field = state.focus.field ? ref.current?.elements.namedItem(state.focus.field) : null;
    if (field instanceof HTMLElement) field.focus();
    if (state.focus.answer) announce(state.focus.answer);
  }, [state.focus]);

  // Sending lasts while the action runs, and while a redirect it answered with loads. Once the action has
  // answered with data, the page's data reloads ("loading") with that new answer already shown: the form is
  // usable again then, or a quick "Send Another Message" would meet disabled fields (ADR 0071).
  const posting = navigation.formMethod?.toUpperCase() === "POST" && (!spec.intent || sending === spec.intent);
  const answered = reply !== replyWhenSent;
  const pending = preparing || (posting && (navigation.state === "submitting" || (navigation.state === "loading" && !answered)));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    // The button that sent it counts, as without JavaScript (a list's row buttons each post their own value).
    const data = new FormData(form, (event.nativeEvent as SubmitEvent).submitter);
    const values = formValues(data);
    const checked = validateForm(spec, values);
    if (!checked.ok) {
      const formError = Object.keys(checked.fields).length ? null : { message: checked.message };
      setState((s) => ({ ...s, errors: checked.fields, formError, focus: firstOf(spec.fields, checked.fields) }));
      options.onReply?.({ code: "VALIDATION_FAILED", message: checked.message, fields: checked.fields as Record<string, string>, values });
      return;
    }
    setState((s) => ({ ...s, errors: {}, formError: null }));
    const send = async () => {
      if (options.prepare) {
        setPreparing(true);
        try {
          for (const [key, value] of Object.entries(await options.prepare())) data.set(key, value);
        } catch (error) {
          setState((s) => ({ ...s, formError: { message: error instanceof Error ? error.message : options.messages.failed } }));
          return;
        } finally {
          setPreparing(false);
        }
      }
      setReplyWhenSent(reply);
      // The form's own target and encoding: a form may post to another page's action, and files need multipart.
      const target = { method: "post", action: form.getAttribute("action") ?? undefined, encType: form.enctype as FormEncType } as const;
      await (options.stay ? fetcher.submit(data, target) : pageSubmit(data, { ...target, replace: options.replace }));
    };
    void send();
  };

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name as F;
    if (state.errors[name]) setState((s) => ({ ...s, errors: { ...s.errors, [name]: undefined } }));
  };

  const value = (name: string, fallback = "") => current?.values?.[name] ?? fallback;
  return {
    errors: state.errors,
    formError: state.formError,
    reply: current,
    served: current !== undefined && current === replyAtMount,
    pending,
    props: { ref, method: "post", noValidate: true, onSubmit, onInput },
    value,
    field: (name, fallback) => ({ name, defaultValue: value(name, fallback), error: state.errors[name] }),
    dismiss: () => setDismissed(reply),
  };
}

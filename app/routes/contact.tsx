// /contact (requirements §2, §4, §8): the contact form with the bot check. States: idle → sending → success
// (thank-you panel) or error (message shown, form kept). The form validates with the same schema as
// POST /api/contact, so the browser and the server give the same per-field messages.
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import * as v from "valibot";
import { supportEmail } from "~/content/legal";
import { contactCopy } from "~/content/site";
import { apiRequest, RequestError } from "~/lib/api";
import { BotCheckError, botCheckMessages, useBotCheck } from "~/lib/recaptcha";
import { CONTACT_LABELS, CONTACT_LIMITS, contactSchema, type ContactField } from "@common/schemas/contact";

export const meta = () => [
  { title: "Contact · IEP Binder" },
  { name: "description", content: "Questions, feedback or trouble with IEP Binder? Send us a message." },
];

/** Inline messages for a failed send (requirements §8). */
const contactErrors = {
  recaptcha: "Security verification failed",
  failed: "Failed to send message",
  network: "Network error. Please try again.",
} as const;

const RECAPTCHA_FAILED = "RECAPTCHA_VERIFICATION_FAILED";

type Values = Record<ContactField, string>;
type FieldErrors = Partial<Record<ContactField, string>>;
type Status = { kind: "idle" } | { kind: "sending" } | { kind: "success" } | { kind: "error"; message: string };

const EMPTY: Values = { name: "", email: "", subject: "", message: "" };
const FIELD_ORDER: ContactField[] = ["name", "email", "subject", "message"];
const isField = (key: string): key is ContactField => key in CONTACT_LABELS;

function toFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue);
    if (key && isField(key)) errors[key] ??= issue.message;
  }
  return errors;
}

/** What to tell the user when a send fails. */
function sendErrorMessage(error: unknown): string {
  if (error instanceof BotCheckError) return error.message;
  if (error instanceof RequestError) {
    const body = error.json();
    if (body?.code === RECAPTCHA_FAILED) return body.message || contactErrors.recaptcha;
    return body?.message || contactErrors.failed;
  }
  // fetch() rejects with a TypeError when the network is down or the request is blocked.
  if (error instanceof TypeError) return contactErrors.network;
  return contactErrors.failed;
}

export default function Contact() {
  const botCheck = useBotCheck("contact");
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const fieldRefs = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const focusAfterReset = useRef(false);

  const sending = status.kind === "sending";

  // Move focus with the state so keyboard and screen-reader users land where the change happened.
  useEffect(() => {
    if (status.kind === "success") thanksRef.current?.focus();
    if (status.kind === "idle" && focusAfterReset.current) {
      focusAfterReset.current = false;
      fieldRefs.current.name?.focus();
    }
  }, [status.kind]);

  const update = (field: ContactField, value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || botCheck.status !== "ready") return;
    const parsed = v.safeParse(contactSchema, values);
    if (!parsed.success) {
      const found = toFieldErrors(parsed.issues);
      setErrors(found);
      setStatus({ kind: "idle" });
      const first = FIELD_ORDER.find((f) => found[f]);
      if (first) fieldRefs.current[first]?.focus();
      return;
    }
    setErrors({});
    setStatus({ kind: "sending" });
    try {
      const recaptchaToken = await botCheck.getToken();
      const { name, email, subject, message } = parsed.output;
      await apiRequest("POST", "/api/contact", { name, email, subject, message, recaptchaToken });
      setStatus({ kind: "success" });
    } catch (error) {
      if (error instanceof RequestError) {
        const fields = error.json()?.fields ?? {};
        const known: FieldErrors = {};
        for (const [key, msg] of Object.entries(fields)) if (isField(key)) known[key] = msg;
        setErrors(known);
      }
      setStatus({ kind: "error", message: sendErrorMessage(error) });
    }
  };

  const sendAnother = () => {
    setValues(EMPTY);
    setErrors({});
    focusAfterReset.current = true;
    setStatus({ kind: "idle" });
  };

  return (
    <section className="mx-auto max-w-5xl px-4 py-12 md:py-16">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-bold md:text-4xl">{contactCopy.heading}</h1>
        <p className="mt-3 text-lg text-slate-600">{contactCopy.tagline}</p>
      </header>

      <div className="mt-8 grid gap-6 md:mt-10 md:grid-cols-[minmax(0,1fr)_18rem] md:gap-8">
        <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          {status.kind === "success" ? (
            <div className="py-6 text-center">
              <div aria-hidden="true" className="mx-auto flex size-12 items-center justify-center rounded-full bg-emerald-100 text-2xl text-emerald-700">
                ✓
              </div>
              <h2 ref={thanksRef} tabIndex={-1} className="mt-4 text-xl font-semibold outline-none">
                {contactCopy.success}
              </h2>
              <button
                type="button"
                onClick={sendAnother}
                className="mt-6 rounded-md border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
              >
                {contactCopy.sendAnother}
              </button>
            </div>
          ) : (
            <form noValidate onSubmit={(e) => void onSubmit(e)} aria-describedby="contact-required-note">
              <p id="contact-required-note" className="mb-5 text-sm text-slate-600">
                All fields are required.
              </p>
              <fieldset disabled={sending} className="space-y-5">
                <legend className="sr-only">Your message</legend>
                <Field
                  field="name"
                  type="text"
                  autoComplete="name"
                  value={values.name}
                  error={errors.name}
                  onChange={update}
                  inputRef={(el) => {
                    fieldRefs.current.name = el;
                  }}
                />
                <Field
                  field="email"
                  type="email"
                  autoComplete="email"
                  value={values.email}
                  error={errors.email}
                  onChange={update}
                  inputRef={(el) => {
                    fieldRefs.current.email = el;
                  }}
                />
                <Field
                  field="subject"
                  type="text"
                  value={values.subject}
                  error={errors.subject}
                  onChange={update}
                  inputRef={(el) => {
                    fieldRefs.current.subject = el;
                  }}
                />
                <Field
                  field="message"
                  multiline
                  value={values.message}
                  error={errors.message}
                  onChange={update}
                  inputRef={(el) => {
                    fieldRefs.current.message = el;
                  }}
                />
              </fieldset>

              <output aria-live="polite" className="block">
                {status.kind === "error" ? (
                  <span className="mt-5 block rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
                    {status.message}
                  </span>
                ) : null}
                {sending ? <span className="sr-only">{contactCopy.sending}</span> : null}
              </output>

              <button
                type="submit"
                disabled={sending || botCheck.status !== "ready"}
                className="mt-5 w-full rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
              >
                {sending ? contactCopy.sending : contactCopy.submit}
              </button>

              <div className="mt-4 space-y-1 text-sm">
                <output aria-live="polite" className={`block ${botCheck.status === "error" ? "text-red-700" : "text-slate-600"}`}>
                  {botCheck.status === "ready"
                    ? contactCopy.ready
                    : botCheck.status === "error"
                      ? botCheckMessages.loadFailed
                      : contactCopy.loading}
                </output>
                <p className="text-slate-500">{contactCopy.recaptchaNote}</p>
              </div>
            </form>
          )}
        </div>

        <aside className="h-fit rounded-xl bg-brand-50 p-5 sm:p-6">
          <h2 className="text-lg font-semibold">Prefer e-mail?</h2>
          <p className="mt-2 text-sm text-slate-700">
            Write to our support team any time. We answer every message, usually within 24 hours.
          </p>
          <a
            href={`mailto:${supportEmail}`}
            className="mt-3 inline-block font-semibold break-all text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {supportEmail}
          </a>
        </aside>
      </div>
    </section>
  );
}

type FieldProps = {
  field: ContactField;
  value: string;
  error: string | undefined;
  onChange: (field: ContactField, value: string) => void;
  inputRef: (el: HTMLInputElement | HTMLTextAreaElement | null) => void;
  type?: "text" | "email";
  autoComplete?: string;
  multiline?: boolean;
};

function Field({ field, value, error, onChange, inputRef, type = "text", autoComplete, multiline }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const limit = field === "email" ? undefined : CONTACT_LIMITS[field];
  const describedBy = [error ? errorId : null, multiline ? hintId : null].filter(Boolean).join(" ") || undefined;
  const control =
    "block w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 " +
    "focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:bg-slate-100 disabled:text-slate-500 " +
    (error ? "border-red-500" : "border-slate-300");
  const shared = {
    id,
    name: field,
    value,
    required: true,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className: control,
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
        {CONTACT_LABELS[field]}
      </label>
      {multiline ? (
        <textarea {...shared} ref={inputRef} rows={7} onChange={(e) => onChange(field, e.target.value)} />
      ) : (
        <input {...shared} ref={inputRef} type={type} autoComplete={autoComplete} onChange={(e) => onChange(field, e.target.value)} />
      )}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {multiline && limit ? (
        <p id={hintId} className={`mt-1 text-right text-xs ${value.length > limit ? "text-red-700" : "text-slate-500"}`}>
          {value.length.toLocaleString("en-US")} / {limit.toLocaleString("en-US")} characters
        </p>
      ) : null}
    </div>
  );
}

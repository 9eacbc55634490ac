// /contact (requirements §2, §4, §8): the contact form with the bot check. States: idle → sending → success
// (thank-you panel) or error (message shown, form kept). The form posts to this route's action (ADR 0071),
// which validates with the same schema and sends through the same module as POST /api/contact (its
// per-address quota and bot check included).
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Form } from "react-router";
import { getDb } from "@worker/db/client";
import { sendContactMessage } from "@worker/contact/contact";
import { supportEmail } from "~/content/legal";
import { controlClass, FieldGroup, useFieldControl } from "~/components/ui/field";
import { contactCopy } from "~/content/site";
import { defineForm, useForm } from "~/lib/form";
import { keepFormOnFailure, revalidateUnlessFormFailed } from "~/lib/form-failure";
import { formAction } from "~/lib/form.server";
import { botCheckMessages, useBotCheck } from "~/lib/recaptcha";
import { CONTACT_SENT } from "@common/messages/contact";
import { CONTACT_LABELS, CONTACT_LIMITS, contactSchema, type ContactField } from "@common/schemas/contact";

export const meta = () => [
  { title: "Contact · IEP Binder" },
  { name: "description", content: "Questions, feedback or trouble with IEP Binder? Send us a message." },
];

/** Inline messages for a failed send (requirements §8). */
const contactErrors = {
  failed: "Failed to send message",
  network: "Network error. Please try again.",
} as const;

const contactForm = defineForm({ schema: contactSchema, fields: ["name", "email", "subject", "message"] });

export const action = formAction(contactForm, async (input, { env, client, hostname }) => {
  await sendContactMessage(env, getDb(env), input, { ip: client.ip, hostname });
  return { done: CONTACT_SENT };
});

export const clientAction = keepFormOnFailure;
export const shouldRevalidate = revalidateUnlessFormFailed;

export default function Contact() {
  const botCheck = useBotCheck("contact");
  const form = useForm(contactForm, {
    messages: contactErrors,
    prepare: async () => ({ recaptchaToken: (await botCheck.getToken()) ?? "" }),
    messageWithFields: true,
  });
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const [another, setAnother] = useState(false);
  const sent = Boolean(form.reply?.done);

  // Move focus with the state so keyboard and screen-reader users land where the change happened.
  useEffect(() => {
    if (sent) thanksRef.current?.focus();
  }, [sent]);

  return (
    <section className="mx-auto max-w-5xl px-4 py-12 md:py-16">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-bold md:text-4xl">{contactCopy.heading}</h1>
        <p className="mt-3 text-lg text-slate-600">{contactCopy.tagline}</p>
      </header>

      <div className="mt-8 grid gap-6 md:mt-10 md:grid-cols-[minmax(0,1fr)_18rem] md:gap-8">
        <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          {sent ? (
            <div className="py-6 text-center">
              <div aria-hidden="true" className="mx-auto flex size-12 items-center justify-center rounded-full bg-emerald-100 text-2xl text-emerald-700">
                ✓
              </div>
              <h2 ref={thanksRef} tabIndex={-1} className="mt-4 text-xl font-semibold outline-none">
                {contactCopy.success}
              </h2>
              {/* A plain GET of the page without JavaScript; with it, the same empty form at once. */}
              <form
                method="get"
                onSubmit={(e) => {
                  e.preventDefault();
                  setAnother(true);
                  form.dismiss();
                }}
              >
                <button
                  type="submit"
                  className="mt-6 rounded-md border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
                >
                  {contactCopy.sendAnother}
                </button>
              </form>
            </div>
          ) : (
            <Form {...form.props} aria-describedby="contact-required-note">
              <p id="contact-required-note" className="mb-5 text-sm text-slate-600">
                All fields are required.
              </p>
              <fieldset disabled={form.pending} className="space-y-5">
                <legend className="sr-only">Your message</legend>
                {/* After "Send Another Message", the empty form starts at its first field. */}
                <Field field="name" type="text" autoComplete="name" defaultValue={form.value("name")} error={form.errors.name} focusOnMount={another} />
                <Field field="email" type="email" autoComplete="email" defaultValue={form.value("email")} error={form.errors.email} />
                <Field field="subject" type="text" defaultValue={form.value("subject")} error={form.errors.subject} />
                <Field field="message" multiline defaultValue={form.value("message")} error={form.errors.message} />
              </fieldset>

              <output aria-live="polite" className="block">
                {form.formError ? (
                  <span className="mt-5 block rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
                    {form.formError.message}
                  </span>
                ) : null}
                {form.pending ? <span className="sr-only">{contactCopy.sending}</span> : null}
              </output>

              {/* Not disabled while the bot check loads: before hydration (or without JavaScript) the browser
                  posts the form itself; with JavaScript a click before the check is ready says so. */}
              <button
                type="submit"
                disabled={form.pending || botCheck.status === "error"}
                className="mt-5 w-full rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
              >
                {form.pending ? contactCopy.sending : contactCopy.submit}
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
            </Form>
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
  defaultValue: string;
  error: string | undefined;
  type?: "text" | "email";
  autoComplete?: string;
  multiline?: boolean;
  focusOnMount?: boolean;
};

/** One of the form's fields; the message's character count follows its error and describes it too. */
function Field({ field, defaultValue, error, type = "text", autoComplete, multiline, focusOnMount }: FieldProps) {
  const id = useId();
  const countId = `${id}-count`;
  const limit = field === "email" ? undefined : CONTACT_LIMITS[field];
  const counted = Boolean(multiline && limit);
  const { group, control } = useFieldControl({ id, error, describedBy: counted ? countId : undefined });
  // Only the character count follows the typing; the value itself stays the browser's.
  const [length, setLength] = useState(defaultValue.length);
  const focusRef = useCallback(
    (el: HTMLInputElement | null) => {
      if (el && focusOnMount) el.focus();
    },
    [focusOnMount],
  );
  const shared = { ...control, name: field, defaultValue, required: true, className: `${controlClass} ${error ? "border-red-500" : "border-slate-300"}` };
  return (
    <div>
      <FieldGroup {...group} label={CONTACT_LABELS[field]}>
        {multiline ? (
          <textarea {...shared} rows={7} onChange={(e) => setLength(e.target.value.length)} />
        ) : (
          <input {...shared} ref={focusRef} type={type} autoComplete={autoComplete} />
        )}
      </FieldGroup>
      {counted && limit ? (
        <p id={countId} className={`mt-1 text-right text-xs ${length > limit ? "text-red-700" : "text-slate-500"}`}>
          {length.toLocaleString("en-US")} / {limit.toLocaleString("en-US")} characters
        </p>
      ) : null}
    </div>
  );
}

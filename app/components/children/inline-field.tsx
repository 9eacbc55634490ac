// One inline-editable profile field (requirements §2, §4): the value (or 'Not set') with Edit; while editing,
// a text box or a list with Cancel and Save. A form of its own posted to the profile's action (ADR 0071),
// sending only this field, and only if it changed. Without JavaScript, Edit is a GET of ?edit={field}, which
// the server renders open, and Cancel a GET of the page.
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Form, useLocation, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { controlClass } from "~/components/ui/field";
import { notify } from "~/components/ui/toaster";
import { profileCopy as copy, toasts } from "~/content/children";
import { useForm } from "~/lib/form";
import { CHILD_MESSAGES, CHILD_NAME_MAX } from "@common/schemas/children";
import { profileFieldForms, type ProfileField } from "./child-forms";

export type { ProfileField };

export type InlineFieldProps = {
  field: ProfileField;
  label: string;
  value: string | null;
  /** A list of choices (month, year); a text box when absent. */
  options?: readonly string[];
};

export function InlineField({ field, label, value, options }: InlineFieldProps) {
  const spec = profileFieldForms[field];
  const form = useForm(spec, { messages: { failed: toasts.updateFailed.description, network: toasts.updateFailed.description } });
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const saved = Boolean(form.reply?.done);
  // "back": showing the value again, with focus back on its Edit button.
  const [mode, setMode] = useState<"view" | "edit" | "back">(() => (searchParams.get("edit") === field && !saved ? "edit" : "view"));
  const editing = mode === "edit";
  const controlRef = useRef<HTMLInputElement & HTMLSelectElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const controlId = useId();

  // Saved: back to the value (adjusting state while rendering when the answer arrives).
  const [seenReply, setSeenReply] = useState(form.reply);
  if (seenReply !== form.reply) {
    setSeenReply(form.reply);
    if (saved) setMode("back");
  }

  useEffect(() => {
    if (form.errors[field] === CHILD_MESSAGES.nameRequired) notify({ ...toasts.missingName, variant: "destructive" });
  }, [form.errors, field]);
  useEffect(() => {
    if (form.formError) notify({ ...toasts.updateFailed, variant: "destructive" });
  }, [form.formError]);
  useEffect(() => {
    if (form.reply?.done) notify({ ...toasts.profileUpdated, variant: "success" });
  }, [form.reply]);

  useEffect(() => {
    if (mode === "edit") controlRef.current?.focus();
    else if (mode === "back") editRef.current?.focus();
  }, [mode]);

  const stop = () => setMode("back");

  const save = (event: FormEvent<HTMLFormElement>) => {
    const raw = String(new FormData(event.currentTarget).get(field) ?? "");
    const next = field === "name" ? raw.trim() : raw;
    // Unchanged: nothing to send (requirements §4). A blank name goes on to the rules, which refuse it.
    if ((field !== "name" || next) && next === (value ?? "")) {
      event.preventDefault();
      stop();
      return;
    }
    form.props.onSubmit(event);
  };

  const current = form.value(field, value ?? "");

  return (
    <div className="py-3">
      <dt className="text-sm font-semibold text-slate-600">
        {editing ? <label htmlFor={controlId}>{label}</label> : label}
      </dt>
      <dd className="mt-1">
        {editing ? (
          <Form {...form.props} onSubmit={save} className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <input type="hidden" name="intent" value={spec.intent} />
            {options ? (
              <select
                ref={controlRef}
                id={controlId}
                name={field}
                defaultValue={current}
                disabled={form.pending}
                aria-invalid={form.errors[field] ? true : undefined}
                className={`${controlClass} border-slate-300 sm:max-w-xs`}
              >
                <option value="">{copy.notSet}</option>
                {options.map((o) => (
                  <option key={o} value={o}>
                    {o}
                  </option>
                ))}
              </select>
            ) : (
              <input
                ref={controlRef}
                id={controlId}
                name={field}
                defaultValue={current}
                onKeyDown={(e) => {
                  if (e.key === "Escape") stop();
                }}
                maxLength={CHILD_NAME_MAX}
                autoComplete="off"
                readOnly={form.pending}
                aria-invalid={form.errors[field] ? true : undefined}
                className={`${controlClass} border-slate-300 sm:max-w-xs`}
              />
            )}
            <div className="flex gap-2">
              {/* Without JavaScript a GET of the page (no longer editing). */}
              <Button
                type="submit"
                formMethod="get"
                formAction={pathname}
                formNoValidate
                variant="secondary"
                size="sm"
                onClick={(e) => {
                  e.preventDefault();
                  stop();
                }}
                disabled={form.pending}
              >
                {copy.cancel}
              </Button>
              <Button type="submit" size="sm" pending={form.pending} pendingLabel={copy.saving}>
                {copy.save}
              </Button>
            </div>
          </Form>
        ) : (
          <div className="flex items-center justify-between gap-3">
            <span className={value ? "text-base text-slate-900" : "text-base text-slate-500 italic"}>{value || copy.notSet}</span>
            <form
              method="get"
              onSubmit={(e) => {
                e.preventDefault();
                setMode("edit");
              }}
            >
              <input type="hidden" name="edit" value={field} />
              <Button ref={editRef} type="submit" variant="ghost" size="sm" aria-label={copy.editField(label)}>
                {copy.edit}
              </Button>
            </form>
          </div>
        )}
      </dd>
    </div>
  );
}

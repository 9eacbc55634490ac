// The Add Child dialog (requirements §2, §4, §5): name, birth month, birth year and an optional picture with a
// preview. A form posted to /dashboard's action (ADR 0071, ADR 0074) with uncontrolled fields: without
// JavaScript the page renders it open from ?add=child and the browser posts it, picture included. Once the
// page is interactive, submit stays disabled until name, month and year are all set, and a name of only
// spaces gets the 'Missing information' toast. The Children tab shows the card while the form is sent
// (optimistic) and closes the dialog when the action answers that the child was saved.
import { useEffect, useState, type ChangeEvent, type FormEvent } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogFormActions } from "~/components/ui/dialog";
import { FieldError, fileInputClass, TextField, useFieldControl } from "~/components/ui/field";
import { SelectField } from "~/components/ui/select";
import { notify } from "~/components/ui/toaster";
import { addChildCopy as copy, toasts } from "~/content/children";
import { useForm } from "~/lib/form";
import { useFilePreview } from "~/lib/use-file-preview";
import { useHydrated } from "~/lib/use-hydrated";
import { AVATAR_ACCEPT, birthYears, CHILD_MESSAGES, CHILD_NAME_MAX, MONTHS } from "@common/schemas/children";
import { ChildAvatar } from "./child-avatar";
import { addChildForm } from "./child-forms";

/** Name, month and year all chosen (a name of spaces counts: the server's rule then answers it). */
const isComplete = (form: HTMLFormElement) => ["name", "birthMonth", "birthYear"].every((field) => new FormData(form).get(field));

export default function AddChildDialog({ onClose }: { onClose: () => void }) {
  const form = useForm(addChildForm, {
    messages: { failed: toasts.addChildFallback, network: toasts.addChildFallback },
    messageWithFields: true,
  });
  const hydrated = useHydrated();
  const [name, setName] = useState(form.value("name"));
  const [complete, setComplete] = useState(Boolean(form.value("name") && form.value("birthMonth") && form.value("birthYear")));
  const [avatarPreview, setAvatar] = useFilePreview();
  const [years] = useState(() => birthYears());
  const avatar = useFieldControl({ hint: copy.avatarHint, error: form.errors.avatar });
  const { errors, formError } = form;

  // Requirements §5's wording for a missing name, as a toast; the field shows the rule's message too.
  useEffect(() => {
    if (errors.name === CHILD_MESSAGES.nameRequired) notify({ ...toasts.missingName, variant: "destructive" });
  }, [errors]);
  useEffect(() => {
    if (formError) notify({ title: toasts.addChildFailed, description: formError.message, variant: "destructive" });
  }, [formError]);

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    form.props.onInput(event);
    setName(new FormData(event.currentTarget).get("name") as string);
    setComplete(isComplete(event.currentTarget));
  };

  const onAvatar = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0] ?? null;
    if (file && !file.type.startsWith("image/")) {
      notify({ ...toasts.imageOnly, variant: "destructive" });
      event.currentTarget.value = "";
      setAvatar(null);
      return;
    }
    setAvatar(file);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !form.pending && onClose()} title={copy.title} description={copy.description}>
      <Form {...form.props} onInput={onInput} encType="multipart/form-data" className="space-y-4">
        {/* First: the page's action reads it without reading the picture (ADR 0074). */}
        <input type="hidden" name="intent" value={addChildForm.intent} />
        <fieldset disabled={form.pending} className="space-y-4">
        <TextField
          label={copy.name}
          {...form.field("name")}
          placeholder={copy.namePlaceholder}
          maxLength={CHILD_NAME_MAX}
          autoComplete="off"
          required
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <SelectField label={copy.birthMonth} {...form.field("birthMonth")} options={MONTHS} placeholder={copy.selectMonth} required />
          <SelectField label={copy.birthYear} {...form.field("birthYear")} options={years} placeholder={copy.selectYear} required />
        </div>
        <div>
          <label htmlFor={avatar.control.id} className="mb-1 block text-sm font-semibold text-slate-800">
            {copy.avatar}
          </label>
          <div className="flex items-center gap-4">
            {avatarPreview ? (
              <img src={avatarPreview.url} alt={copy.avatarPreviewAlt} className="size-16 shrink-0 rounded-full object-cover" />
            ) : (
              <ChildAvatar name={name} src={null} />
            )}
            {/* The hint and the message beside the preview; the wiring is the shared fields' (FieldGroup). */}
            <div className="min-w-0 flex-1">
              <input {...avatar.control} type="file" name="avatar" accept={`image/*,${AVATAR_ACCEPT}`} onChange={onAvatar} className={fileInputClass} />
              <p id={avatar.group.hintId} className="mt-1 text-sm text-slate-600">
                {copy.avatarHint}
              </p>
              <FieldError id={avatar.group.errorId} error={errors.avatar} />
            </div>
          </div>
        </div>
        </fieldset>
        <DialogFormActions cancel={copy.cancel} pending={form.pending}>
          {/* Never disabled before hydration: without JavaScript the server's rules answer. */}
          <Button type="submit" disabled={hydrated && !complete} pending={form.pending} pendingLabel={copy.submitting}>
            {copy.submit}
          </Button>
        </DialogFormActions>
      </Form>
    </Dialog>
  );
}

// The profile picture on the child's profile (requirements §2): choosing a file shows a preview first; the
// 'Upload Avatar' button then sends it. A form posted to the profile's action (ADR 0071), which checks and
// stores the image as POST /api/children/:id/avatar does; without JavaScript there is no preview and the
// button is always there. The page says when it was saved (this editor starts afresh with the new picture).
import { useEffect, type ChangeEvent } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldError, useFieldControl } from "~/components/ui/field";
import { notify } from "~/components/ui/toaster";
import { childrenCopy, profileCopy as copy, toasts } from "~/content/children";
import { useForm } from "~/lib/form";
import { useFilePreview } from "~/lib/use-file-preview";
import { useHydrated } from "~/lib/use-hydrated";
import { AVATAR_ACCEPT, AVATAR_MAX_BYTES, AVATAR_TYPES, CHILD_MESSAGES } from "@common/schemas/children";
import { ChildAvatar } from "./child-avatar";
import { avatarForm } from "./child-forms";

export function AvatarEditor({ name, avatarUrl }: { name: string; avatarUrl: string | null }) {
  const form = useForm(avatarForm, {
    messages: { failed: toasts.avatarFailed.description, network: toasts.avatarFailed.description },
    messageWithFields: true,
  });
  const hydrated = useHydrated();
  const [chosen, setFile] = useFilePreview();
  const file = chosen?.file ?? null;
  const preview = chosen?.url ?? null;
  const { group, control } = useFieldControl({ error: form.errors.avatar });

  useEffect(() => {
    if (form.formError) notify({ title: toasts.avatarFailed.title, description: form.formError.message, variant: "destructive" });
  }, [form.formError]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.currentTarget.files?.[0] ?? null;
    if (!next) return setFile(null);
    const refuse = !(AVATAR_TYPES as readonly string[]).includes(next.type)
      ? CHILD_MESSAGES.avatarType
      : next.size > AVATAR_MAX_BYTES
        ? CHILD_MESSAGES.avatarTooLarge
        : null;
    if (refuse) {
      event.currentTarget.value = "";
      setFile(null);
      notify({ title: toasts.avatarFailed.title, description: refuse, variant: "destructive" });
      return;
    }
    setFile(next);
  };

  return (
    <Form {...form.props} encType="multipart/form-data" className="mt-4 flex flex-col items-center gap-4 text-center">
      <input type="hidden" name="intent" value={avatarForm.intent} />
      {preview ? (
        <img src={preview} alt={`Preview of ${childrenCopy.avatarAlt(name)}`} className="size-24 rounded-full object-cover ring-2 ring-brand-200" />
      ) : (
        <ChildAvatar name={name} src={avatarUrl} size="lg" alt={avatarUrl ? childrenCopy.avatarAlt(name) : ""} />
      )}
      <div className="flex flex-wrap justify-center gap-2">
        {/* The chosen file stays in this input: it is what the form posts. */}
        <input
          {...control}
          type="file"
          name="avatar"
          accept={AVATAR_ACCEPT}
          onChange={choose}
          disabled={form.pending}
          className="peer sr-only"
        />
        <label
          htmlFor={control.id}
          className="inline-flex cursor-pointer items-center justify-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
        >
          {avatarUrl || file ? copy.changeAvatar : copy.chooseAvatar}
        </label>
        {file || !hydrated ? (
          <Button type="submit" size="sm" pending={form.pending} pendingLabel={copy.uploadingAvatar}>
            {copy.uploadAvatar}
          </Button>
        ) : null}
        {file ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={(e) => {
              const input = e.currentTarget.form?.elements.namedItem("avatar");
              if (input instanceof HTMLInputElement) input.value = "";
              setFile(null);
            }}
            disabled={form.pending}
          >
            {copy.cancelAvatar}
          </Button>
        ) : null}
      </div>
      <FieldError id={group.errorId} error={form.errors.avatar} />
    </Form>
  );
}

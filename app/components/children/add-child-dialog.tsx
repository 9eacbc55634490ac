// The Add Child dialog (requirements §2, §4, §5): name, birth month, birth year and an optional picture with a
// preview. Submit stays disabled until name, month and year are all set; a name of only spaces gets the
// 'Missing information' toast. The parent adds the card optimistically and answers whether it saved;
// on success the dialog closes (and, being unmounted, starts empty next time).
import { useId, useState, type ChangeEvent, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose } from "~/components/ui/dialog";
import { TextField } from "~/components/ui/field";
import { SelectField } from "~/components/ui/select";
import { notify } from "~/components/ui/toaster";
import { addChildCopy as copy, toasts } from "~/content/children";
import { useFilePreview } from "~/lib/use-file-preview";
import { AVATAR_ACCEPT, birthYears, CHILD_NAME_MAX, MONTHS } from "@common/schemas/children";
import { ChildAvatar } from "./child-avatar";

export type AddChildValues = { name: string; birthMonth: string; birthYear: string; avatar: File | null };

export type AddChildDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: AddChildValues) => Promise<boolean>;
};

export default function AddChildDialog({ open, onOpenChange, onSubmit }: AddChildDialogProps) {
  const [name, setName] = useState("");
  const [birthMonth, setBirthMonth] = useState("");
  const [birthYear, setBirthYear] = useState("");
  const [avatarPreview, setAvatar] = useFilePreview();
  const avatar = avatarPreview?.file ?? null;
  const preview = avatarPreview?.url ?? null;
  const [saving, setSaving] = useState(false);
  const [years] = useState(() => birthYears());
  const avatarId = useId();

  const ready = name.length > 0 && birthMonth !== "" && birthYear !== "";

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

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready || saving) return;
    if (!name.trim()) {
      notify({ ...toasts.missingName, variant: "destructive" });
      return;
    }
    setSaving(true);
    const saved = await onSubmit({ name, birthMonth, birthYear, avatar });
    setSaving(false);
    if (saved) onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !saving && onOpenChange(next)} title={copy.title} description={copy.description}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label={copy.name}
          name="name"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          placeholder={copy.namePlaceholder}
          maxLength={CHILD_NAME_MAX}
          autoComplete="off"
          required
          disabled={saving}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <SelectField
            label={copy.birthMonth}
            name="birthMonth"
            options={MONTHS}
            placeholder={copy.selectMonth}
            value={birthMonth}
            onChange={(e) => setBirthMonth(e.currentTarget.value)}
            required
            disabled={saving}
          />
          <SelectField
            label={copy.birthYear}
            name="birthYear"
            options={years}
            placeholder={copy.selectYear}
            value={birthYear}
            onChange={(e) => setBirthYear(e.currentTarget.value)}
            required
            disabled={saving}
          />
        </div>
        <div>
          <label htmlFor={avatarId} className="mb-1 block text-sm font-semibold text-slate-800">
            {copy.avatar}
          </label>
          <div className="flex items-center gap-4">
            {preview ? <img src={preview} alt={copy.avatarPreviewAlt} className="size-16 shrink-0 rounded-full object-cover" /> : <ChildAvatar name={name} src={null} />}
            <div className="min-w-0 flex-1">
              <input
                id={avatarId}
                type="file"
                name="avatar"
                accept={`image/*,${AVATAR_ACCEPT}`}
                onChange={onAvatar}
                disabled={saving}
                aria-describedby={`${avatarId}-hint`}
                className="block w-full text-sm text-slate-700 file:mr-3 file:cursor-pointer file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-50"
              />
              <p id={`${avatarId}-hint`} className="mt-1 text-sm text-slate-600">
                {copy.avatarHint}
              </p>
            </div>
          </div>
        </div>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <DialogClose>
            <Button variant="secondary" disabled={saving}>
              {copy.cancel}
            </Button>
          </DialogClose>
          <Button type="submit" disabled={!ready} pending={saving} pendingLabel={copy.submitting}>
            {copy.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

// The profile picture on the child's profile (requirements §2): choosing a file shows a preview first; the
// 'Upload Avatar' button then sends it (multipart `avatar`).
import { useId, useState, type ChangeEvent } from "react";
import { useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { notify } from "~/components/ui/toaster";
import { childrenCopy, profileCopy as copy, toasts } from "~/content/children";
import { apiRequest } from "~/lib/api";
import { useFilePreview } from "~/lib/use-file-preview";
import { AVATAR_ACCEPT, AVATAR_MAX_BYTES, AVATAR_TYPES, CHILD_MESSAGES } from "@common/schemas/children";
import { ChildAvatar } from "./child-avatar";

export function AvatarEditor({ childId, name, avatarUrl }: { childId: string; name: string; avatarUrl: string | null }) {
  const { revalidate } = useRevalidator();
  const [chosen, setFile] = useFilePreview();
  const file = chosen?.file ?? null;
  const preview = chosen?.url ?? null;
  const [uploading, setUploading] = useState(false);
  const inputId = useId();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.currentTarget.files?.[0] ?? null;
    event.currentTarget.value = "";
    if (!next) return;
    if (!(AVATAR_TYPES as readonly string[]).includes(next.type)) {
      notify({ title: toasts.avatarFailed.title, description: CHILD_MESSAGES.avatarType, variant: "destructive" });
      return;
    }
    if (next.size > AVATAR_MAX_BYTES) {
      notify({ title: toasts.avatarFailed.title, description: CHILD_MESSAGES.avatarTooLarge, variant: "destructive" });
      return;
    }
    setFile(next);
  };

  const upload = async () => {
    if (!file || uploading) return;
    setUploading(true);
    const form = new FormData();
    form.set("avatar", file, file.name);
    try {
      await apiRequest("POST", `/api/children/${childId}/avatar`, form, { raw: true });
      notify({ ...toasts.avatarUpdated, variant: "success" });
      await revalidate();
      setFile(null);
    } catch {
      notify({ ...toasts.avatarFailed, variant: "destructive" });
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="mt-4 flex flex-col items-center gap-4 text-center">
      {preview ? (
        <img src={preview} alt={`Preview of ${childrenCopy.avatarAlt(name)}`} className="size-24 rounded-full object-cover ring-2 ring-brand-200" />
      ) : (
        <ChildAvatar name={name} src={avatarUrl} size="lg" alt={avatarUrl ? childrenCopy.avatarAlt(name) : ""} />
      )}
      <div className="flex flex-wrap justify-center gap-2">
        <input
          id={inputId}
          type="file"
          accept={AVATAR_ACCEPT}
          onChange={choose}
          disabled={uploading}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className="inline-flex cursor-pointer items-center justify-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
        >
          {avatarUrl || file ? copy.changeAvatar : copy.chooseAvatar}
        </label>
        {file ? (
          <>
            <Button size="sm" onClick={upload} pending={uploading} pendingLabel={copy.uploadingAvatar}>
              {copy.uploadAvatar}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setFile(null)} disabled={uploading}>
              {copy.cancelAvatar}
            </Button>
          </>
        ) : null}
      </div>
    </div>
  );
}

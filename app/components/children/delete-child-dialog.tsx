// Deleting a child (requirements §5): the parent must type the child's exact name before 'Delete Profile'
// enables. The server removes the child's documents (files too), conversations and messages with it.
import type { ChildDto } from "@worker/children/children";
import { useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose } from "~/components/ui/dialog";
import { TextField } from "~/components/ui/field";
import { notify } from "~/components/ui/toaster";
import { deleteChildCopy as copy, toasts } from "~/content/children";
import { apiRequest } from "~/lib/api";

export type DeleteChildDialogProps = {
  child: Pick<ChildDto, "id" | "name">;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
};

export default function DeleteChildDialog({ child, onOpenChange, onDeleted }: DeleteChildDialogProps) {
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  const matches = typed === child.name;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!matches || busy) return;
    setBusy(true);
    try {
      await apiRequest("DELETE", `/api/children/${child.id}`);
      notify({ ...toasts.childRemoved, variant: "success" });
      onDeleted();
    } catch {
      notify({ ...toasts.deleteChildFailed, variant: "destructive" });
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      role="alertdialog"
      size="md"
      onOpenChange={(open) => !busy && onOpenChange(open)}
      title={copy.title}
      description={copy.body(child.name)}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label={copy.confirmLabel(child.name)}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          autoComplete="off"
          spellCheck={false}
          disabled={busy}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose>
            <Button variant="secondary" disabled={busy}>
              {copy.cancel}
            </Button>
          </DialogClose>
          <Button type="submit" variant="danger" disabled={!matches} pending={busy} pendingLabel={copy.submitting}>
            {copy.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

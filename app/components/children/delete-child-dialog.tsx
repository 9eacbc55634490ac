// Deleting a child (requirements §5): the parent must type the child's exact name before 'Delete Profile'
// enables. A form posted to /dashboard's action (ADR 0071) — from the child's profile too, which then lands
// on the dashboard — where the server removes the child's documents (files too), conversations and
// messages with it. The Children tab says how it went with a toast (this dialog is gone by then when it was
// opened on the profile).
import type { ChildDto } from "@worker/children/children";
import { useState } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogFormActions } from "~/components/ui/dialog";
import { TextField } from "~/components/ui/field";
import { deleteChildCopy as copy, toasts } from "~/content/children";
import { useForm } from "~/lib/form";
import { useHydrated } from "~/lib/use-hydrated";
import { deleteChildForm } from "./child-forms";

export type DeleteChildDialogProps = {
  child: Pick<ChildDto, "id" | "name">;
  onClose: () => void;
};

export default function DeleteChildDialog({ child, onClose }: DeleteChildDialogProps) {
  // Replace: from the profile, Back must not lead to the deleted child's page.
  const form = useForm(deleteChildForm, {
    messages: { failed: toasts.deleteChildFailed.description, network: toasts.deleteChildFailed.description },
    replace: true,
  });
  const hydrated = useHydrated();
  const [typed, setTyped] = useState(form.value("confirmName"));
  const matches = typed === child.name;

  return (
    <Dialog
      open
      role="alertdialog"
      size="md"
      onOpenChange={(open) => !open && !form.pending && onClose()}
      title={copy.title}
      description={copy.body(child.name)}
    >
      <Form {...form.props} action="/dashboard" className="space-y-4">
        <input type="hidden" name="intent" value={deleteChildForm.intent} />
        <input type="hidden" name="childId" value={child.id} />
        <input type="hidden" name="childName" value={child.name} />
        <TextField
          label={copy.confirmLabel(child.name)}
          {...form.field("confirmName")}
          onChange={(e) => setTyped(e.currentTarget.value)}
          autoComplete="off"
          spellCheck={false}
          readOnly={form.pending}
        />
        <DialogFormActions cancel={copy.cancel} pending={form.pending}>
          <Button type="submit" variant="danger" disabled={hydrated && !matches} pending={form.pending} pendingLabel={copy.submitting}>
            {copy.submit}
          </Button>
        </DialogFormActions>
      </Form>
    </Dialog>
  );
}

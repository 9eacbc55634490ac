// 'Edit Document Details' (requirements §2, §5): Document Title and Document Type required (any of the six
// types), School Year optional. A form posted to its page's action (ADR 0071), which saves through the same
// domain function as PUT /api/documents/:id; the page closes the dialog when the action answers.
import type { DocumentDto } from "@worker/documents/documents";
import { useEffect } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogFormActions } from "~/components/ui/dialog";
import { TextField } from "~/components/ui/field";
import { SelectField } from "~/components/ui/select";
import { notify } from "~/components/ui/toaster";
import { editDocumentCopy as copy, toasts } from "~/content/children";
import { useForm } from "~/lib/form";
import { DOCUMENT_TITLE_MAX, DOCUMENT_TYPES } from "@common/schemas/documents";
import { editDocumentForm } from "./document-forms";

export type EditDocumentDialogProps = {
  document: Pick<DocumentDto, "id" | "title" | "documentType" | "schoolYear">;
  onClose: () => void;
};

export default function EditDocumentDialog({ document, onClose }: EditDocumentDialogProps) {
  const form = useForm(editDocumentForm, {
    messages: { failed: toasts.updateDocumentFailed.description, network: toasts.updateDocumentFailed.description },
  });
  // What was typed comes back with a refusal (without JavaScript): only for this document.
  const value = (name: string, fallback: string) => (form.reply?.values?.documentId === document.id ? form.value(name, fallback) : fallback);
  // A type outside today's list (older data) stays selectable rather than silently changing.
  const types: readonly string[] = (DOCUMENT_TYPES as readonly string[]).includes(document.documentType)
    ? DOCUMENT_TYPES
    : [...DOCUMENT_TYPES, document.documentType];

  useEffect(() => {
    if (form.formError) notify({ ...toasts.updateDocumentFailed, variant: "destructive" });
  }, [form.formError]);

  return (
    <Dialog open onOpenChange={(open) => !open && !form.pending && onClose()} title={copy.title} description={copy.description}>
      <Form {...form.props} className="space-y-4">
        <input type="hidden" name="documentId" value={document.id} />
        <fieldset disabled={form.pending} className="space-y-4">
          <TextField
            label={copy.docTitle}
            name="title"
            defaultValue={value("title", document.title)}
            maxLength={DOCUMENT_TITLE_MAX}
            required
            error={form.errors.title}
          />
          <SelectField
            label={copy.type}
            name="documentType"
            options={types}
            defaultValue={value("documentType", document.documentType)}
            required
            error={form.errors.documentType}
          />
          <TextField
            label={copy.schoolYear}
            name="schoolYear"
            defaultValue={value("schoolYear", document.schoolYear ?? "")}
            placeholder="e.g. 2026-2027"
            inputMode="numeric"
            autoComplete="off"
            error={form.errors.schoolYear}
          />
        </fieldset>
        <DialogFormActions cancel={copy.cancel} pending={form.pending}>
          <Button type="submit" pending={form.pending} pendingLabel={copy.saving}>
            {copy.save}
          </Button>
        </DialogFormActions>
      </Form>
    </Dialog>
  );
}

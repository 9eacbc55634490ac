// 'Edit Document Details' (requirements §2, §5): Document Title and Document Type required (any of the six
// types), School Year optional. PUT /api/documents/:id.
import type { DocumentDto } from "@worker/documents/documents";
import { useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose } from "~/components/ui/dialog";
import { TextField } from "~/components/ui/field";
import { SelectField } from "~/components/ui/select";
import { notify } from "~/components/ui/toaster";
import { editDocumentCopy as copy, toasts } from "~/content/children";
import { apiRequest } from "~/lib/api";
import { DOCUMENT_TITLE_MAX, DOCUMENT_TYPES, normalizeSchoolYear, UPLOAD_MESSAGES } from "@common/schemas/documents";

export type EditDocumentDialogProps = {
  document: Pick<DocumentDto, "id" | "title" | "documentType" | "schoolYear">;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
};

type Errors = { title?: string; documentType?: string; schoolYear?: string };

export default function EditDocumentDialog({ document, onOpenChange, onSaved }: EditDocumentDialogProps) {
  const [title, setTitle] = useState(document.title);
  const [documentType, setDocumentType] = useState(document.documentType);
  const [schoolYear, setSchoolYear] = useState(document.schoolYear ?? "");
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const titleRef = useRef<HTMLInputElement>(null);
  const yearRef = useRef<HTMLInputElement>(null);
  // A type outside today's list (older data) stays selectable rather than silently changing.
  const types: readonly string[] = (DOCUMENT_TYPES as readonly string[]).includes(document.documentType)
    ? DOCUMENT_TYPES
    : [...DOCUMENT_TYPES, document.documentType];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const found: Errors = {};
    if (!title.trim()) found.title = UPLOAD_MESSAGES.titleRequired;
    if (!documentType) found.documentType = UPLOAD_MESSAGES.typeRequired;
    const year = schoolYear.trim();
    if (year && normalizeSchoolYear(year) === null) found.schoolYear = UPLOAD_MESSAGES.schoolYear;
    setErrors(found);
    if (found.title) return titleRef.current?.focus();
    if (found.schoolYear) return yearRef.current?.focus();
    if (found.documentType) return;

    setSaving(true);
    try {
      await apiRequest("PUT", `/api/documents/${document.id}`, {
        title: title.trim(),
        documentType,
        schoolYear: year ? normalizeSchoolYear(year) : null,
      });
      notify({ ...toasts.documentUpdated, variant: "success" });
      onSaved();
    } catch {
      notify({ ...toasts.updateDocumentFailed, variant: "destructive" });
      setSaving(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !saving && onOpenChange(open)} title={copy.title} description={copy.description}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          ref={titleRef}
          label={copy.docTitle}
          name="title"
          value={title}
          onChange={(e) => {
            setTitle(e.currentTarget.value);
            if (errors.title) setErrors((x) => ({ ...x, title: undefined }));
          }}
          maxLength={DOCUMENT_TITLE_MAX}
          required
          error={errors.title}
          disabled={saving}
        />
        <SelectField
          label={copy.type}
          name="documentType"
          options={types}
          value={documentType}
          onChange={(e) => setDocumentType(e.currentTarget.value)}
          required
          error={errors.documentType}
          disabled={saving}
        />
        <TextField
          ref={yearRef}
          label={copy.schoolYear}
          name="schoolYear"
          value={schoolYear}
          onChange={(e) => {
            setSchoolYear(e.currentTarget.value);
            if (errors.schoolYear) setErrors((x) => ({ ...x, schoolYear: undefined }));
          }}
          placeholder="e.g. 2026-2027"
          inputMode="numeric"
          autoComplete="off"
          error={errors.schoolYear}
          disabled={saving}
        />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <DialogClose>
            <Button variant="secondary" disabled={saving}>
              {copy.cancel}
            </Button>
          </DialogClose>
          <Button type="submit" pending={saving} pendingLabel={copy.saving}>
            {copy.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

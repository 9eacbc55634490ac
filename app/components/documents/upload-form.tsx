// The document upload form shared by /document-upload/:childId and the dashboard's 'Upload IEP
// Document' dialog (requirements §2, §4, §5): file, title (prefilled from the file name without extension),
// type (IEP by default; IEP, Evaluation, Progress Report, Other) and an optional school year. It posts to
// the upload page's action, /document-upload/:childId (ADR 0071), from the dialog too, which stays open while
// it is sent (ADR 0083); with JavaScript that page's clientAction sends it by XMLHttpRequest so the progress
// bar shows real upload progress (ADR 0074). Before hydration (and without JavaScript) the file is a plain
// file input; once the page is interactive it becomes the drop area, keeping a file already chosen.
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type Ref } from "react";
import { Form, Link } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { DialogClose } from "~/components/ui/dialog";
import { FieldGroup, fileInputClass, TextField, useFieldControl } from "~/components/ui/field";
import { FileDropzone } from "~/components/ui/file-upload";
import { ProgressBar } from "~/components/ui/progress";
import { SelectField } from "~/components/ui/select";
import { notify, type ToastInput } from "~/components/ui/toaster";
import { toasts, uploadCopy as copy } from "~/content/children";
import { useForm } from "~/lib/form";
import { useHydrated } from "~/lib/use-hydrated";
import { formatBytes } from "@common/format";
import {
  DEFAULT_DOCUMENT_TYPE,
  DOCUMENT_TITLE_MAX,
  MAX_UPLOAD_BYTES,
  titleFromFileName,
  UPLOAD_ACCEPT,
  UPLOAD_DOCUMENT_TYPES,
  UPLOAD_MESSAGES,
} from "@common/schemas/documents";
import { uploadForm } from "./document-forms";
import { useUploadProgress } from "./upload-client";

export type UploadFormProps = {
  childId: string | null;
  /** The toast when there is no child to upload for (the page and the dialog word it differently). */
  missingChildToast: ToastInput;
  /** The dialog falls back to the file name for a blank title and then opens the new document; the page asks for a title and returns to /dashboard. */
  inDialog?: boolean;
  /** Cancel is a link on the page and closes the dialog in the dialog. */
  cancel: { href: string } | "close-dialog";
  /** Reports whether an upload is under way (the dialog refuses to close meanwhile). */
  onBusyChange?: (busy: boolean) => void;
};

export function UploadForm({ childId, missingChildToast, inDialog = false, cancel, onBusyChange }: UploadFormProps) {
  const form = useForm(uploadForm, {
    messages: { failed: toasts.uploadFallback, network: toasts.uploadFallback },
    messageWithFields: true,
    stay: inDialog,
  });
  const [file, setFile] = useState<File | null>(null);
  const hydrated = useHydrated();
  const titleRef = useRef<HTMLInputElement>(null);
  const progress = useUploadProgress();
  const progressId = useId();
  const sending = form.pending;

  useEffect(() => onBusyChange?.(sending), [sending, onBusyChange]);
  useEffect(() => {
    if (form.formError) notify({ title: toasts.uploadFailed, description: form.formError.message, variant: "destructive" });
  }, [form.formError]);
  const chooseFile = (next: File | null) => {
    setFile(next);
    // Prefill the title from the file name unless the parent already typed one of their own.
    const title = titleRef.current;
    if (next && title && (!title.value || (file && title.value === titleFromFileName(file.name)))) title.value = titleFromFileName(next.name);
  };
  // Once interactive, the drop area takes over from the plain input, with any file chosen before.
  const keepEarlyFile = useCallback((input: HTMLInputElement | null) => {
    if (!input) return;
    return () => {
      const early = input.files?.[0];
      if (!early) return;
      setFile(early);
      if (titleRef.current && !titleRef.current.value) titleRef.current.value = titleFromFileName(early.name);
    };
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!file) {
      event.preventDefault();
      notify({ ...toasts.missingDocument, variant: "destructive" });
      return;
    }
    if (!childId) {
      event.preventDefault();
      notify({ ...missingChildToast, variant: "destructive" });
      return;
    }
    // The drop area's own input carries the file in the posted form; make sure it holds this one.
    const input = event.currentTarget.elements.namedItem("document");
    if (input instanceof HTMLInputElement && input.files?.[0] !== file) {
      const chosen = new DataTransfer();
      chosen.items.add(file);
      input.files = chosen.files;
    }
    form.props.onSubmit(event);
  };

  const showProgress = sending && progress !== null;

  return (
    <Form
      {...form.props}
      onSubmit={onSubmit}
      action={childId ? `/document-upload/${encodeURIComponent(childId)}` : undefined}
      encType="multipart/form-data"
      className="space-y-5"
      aria-describedby={showProgress ? progressId : undefined}
    >
      {inDialog ? (
        <>
          <input type="hidden" name="after" value="document" />
          <input type="hidden" name="fallbackTitle" value={file ? titleFromFileName(file.name) || file.name : ""} />
        </>
      ) : null}
      {hydrated ? (
        <FileDropzone
          label={copy.file}
          accept={UPLOAD_ACCEPT}
          maxFileSize={MAX_UPLOAD_BYTES}
          name="document"
          file={file}
          onFileChange={chooseFile}
          onReject={(reason) => {
            if (reason === "too-large") notify({ ...toasts.fileTooLarge, variant: "destructive" });
            else notify({ title: toasts.uploadFailed, description: UPLOAD_MESSAGES.unsupportedType, variant: "destructive" });
          }}
          dropzoneLabel={`${copy.chooseFile} ${copy.orDrop}. ${copy.accepted}`}
          chosenLabel={(f) => `${f.name} ${formatBytes(f.size)}. ${copy.chooseAnother}`}
          idleText={
            <>
              {/* The spaces keep the visible text one phrase (the area's name, label-content-name-mismatch). */}
              <span className="font-semibold text-brand-700">{copy.chooseFile}</span>{" "}
              <span className="text-sm">{copy.orDrop}</span>{" "}
              <span className="text-xs text-slate-500">{copy.accepted}</span>
            </>
          }
          removeLabel={copy.removeFile}
          disabled={sending}
        />
      ) : (
        <NativeFileField ref={keepEarlyFile} />
      )}
      <fieldset disabled={sending} className="space-y-5">
        <TextField
          {...form.field("title")}
          ref={titleRef}
          label={copy.title}
          placeholder={copy.titlePlaceholder}
          maxLength={DOCUMENT_TITLE_MAX}
          required={!inDialog}
        />
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <SelectField label={copy.type} {...form.field("documentType", DEFAULT_DOCUMENT_TYPE)} options={UPLOAD_DOCUMENT_TYPES} />
          <TextField
            label={copy.schoolYear}
            {...form.field("schoolYear")}
            placeholder={copy.schoolYearPlaceholder}
            hint={copy.schoolYearHint}
            inputMode="numeric"
            autoComplete="off"
          />
        </div>
      </fieldset>
      {showProgress ? (
        <div id={progressId}>
          <ProgressBar value={progress} label={copy.progressLabel} />
        </div>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {cancel === "close-dialog" ? (
          <DialogClose>
            <Button variant="secondary" disabled={sending}>
              {copy.cancel}
            </Button>
          </DialogClose>
        ) : sending ? (
          <button type="button" disabled className={buttonClass({ variant: "secondary" })}>
            {copy.cancel}
          </button>
        ) : (
          <Link to={cancel.href} className={buttonClass({ variant: "secondary" })}>
            {copy.cancel}
          </Link>
        )}
        <Button type="submit" pending={sending} pendingLabel={copy.submitting}>
          {copy.submit}
        </Button>
      </div>
    </Form>
  );
}

/** The file field before the page is interactive: the browser's own, posted with the form. */
function NativeFileField({ ref }: { ref: Ref<HTMLInputElement> }) {
  const { group, control } = useFieldControl({ hint: copy.accepted });
  return (
    <FieldGroup {...group} label={copy.file}>
      <input {...control} ref={ref} type="file" name="document" accept={UPLOAD_ACCEPT} className={fileInputClass} />
    </FieldGroup>
  );
}

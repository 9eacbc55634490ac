// The document upload form shared by /document-upload/:childId and the dashboard's 'Upload IEP
// Document' dialog (requirements §2, §4, §5): file, title (prefilled from the file name without extension),
// type (IEP by default; IEP, Evaluation, Progress Report, Other) and an optional school year. The file
// goes up with XMLHttpRequest so the progress bar shows real upload progress.
import type { DocumentDto } from "@worker/documents/documents";
import { useId, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { DialogClose } from "~/components/ui/dialog";
import { TextField } from "~/components/ui/field";
import { FileDropzone } from "~/components/ui/file-upload";
import { ProgressBar } from "~/components/ui/progress";
import { SelectField } from "~/components/ui/select";
import { notify, type ToastInput } from "~/components/ui/toaster";
import { toasts, uploadCopy as copy } from "~/content/children";
import { errorMessage } from "~/lib/api";
import { formatBytes } from "@common/format";
import { uploadWithProgress } from "~/lib/upload";
import {
  DEFAULT_DOCUMENT_TYPE,
  DOCUMENT_TITLE_MAX,
  MAX_UPLOAD_BYTES,
  normalizeSchoolYear,
  titleFromFileName,
  UPLOAD_ACCEPT,
  UPLOAD_DOCUMENT_TYPES,
  UPLOAD_MESSAGES,
} from "@common/schemas/documents";

export type UploadFormProps = {
  childId: string | null;
  /** The toast when there is no child to upload for (the page and the dialog word it differently). */
  missingChildToast: ToastInput;
  /** The dialog falls back to the file name for a blank title; the page asks for one. */
  titleFallbackToFileName?: boolean;
  onUploaded: (doc: DocumentDto) => void;
  /** Cancel is a link on the page and closes the dialog in the dialog. */
  cancel: { href: string } | "close-dialog";
  /** Reports whether an upload is under way (the dialog refuses to close meanwhile). */
  onBusyChange?: (busy: boolean) => void;
};

type Errors = { title?: string; schoolYear?: string };

export function UploadForm({ childId, missingChildToast, titleFallbackToFileName = false, onUploaded, cancel, onBusyChange }: UploadFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState("");
  const [documentType, setDocumentType] = useState<string>(DEFAULT_DOCUMENT_TYPE);
  const [schoolYear, setSchoolYear] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const titleRef = useRef<HTMLInputElement>(null);
  const yearRef = useRef<HTMLInputElement>(null);
  const progressId = useId();

  const setBusy = (busy: boolean) => {
    setUploading(busy);
    onBusyChange?.(busy);
  };

  const chooseFile = (next: File | null) => {
    setFile(next);
    // Prefill the title from the file name unless the parent already typed one of their own.
    if (next && (!title || (file && title === titleFromFileName(file.name)))) setTitle(titleFromFileName(next.name));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (uploading) return;
    if (!file) {
      notify({ ...toasts.missingDocument, variant: "destructive" });
      return;
    }
    if (!childId) {
      notify({ ...missingChildToast, variant: "destructive" });
      return;
    }
    const finalTitle = title.trim() || (titleFallbackToFileName ? titleFromFileName(file.name) || file.name : "");
    const found: Errors = {};
    if (!finalTitle) found.title = UPLOAD_MESSAGES.titleRequired;
    const year = schoolYear.trim();
    if (year && normalizeSchoolYear(year) === null) found.schoolYear = UPLOAD_MESSAGES.schoolYear;
    setErrors(found);
    if (found.title) return titleRef.current?.focus();
    if (found.schoolYear) return yearRef.current?.focus();

    const form = new FormData();
    form.set("title", finalTitle);
    form.set("documentType", documentType);
    form.set("schoolYear", year ? (normalizeSchoolYear(year) ?? year) : "");
    // The file goes last, so the server has the small fields before it starts streaming the bytes.
    form.set("document", file, file.name);

    setBusy(true);
    setProgress(0);
    notify(toasts.uploading);
    try {
      const doc = await uploadWithProgress<DocumentDto>(`/api/children/${childId}/documents/upload`, form, {
        onProgress: (p) => setProgress(p.percent),
      });
      onUploaded(doc);
    } catch (error) {
      notify({ title: toasts.uploadFailed, description: errorMessage(error, toasts.uploadFallback), variant: "destructive" });
      setProgress(null);
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-describedby={progress !== null ? progressId : undefined}>
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
        disabled={uploading}
      />
      <TextField
        ref={titleRef}
        label={copy.title}
        name="title"
        value={title}
        onChange={(e) => {
          setTitle(e.currentTarget.value);
          if (errors.title) setErrors((x) => ({ ...x, title: undefined }));
        }}
        placeholder={copy.titlePlaceholder}
        maxLength={DOCUMENT_TITLE_MAX}
        error={errors.title}
        disabled={uploading}
        required={!titleFallbackToFileName}
      />
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <SelectField
          label={copy.type}
          name="documentType"
          options={UPLOAD_DOCUMENT_TYPES}
          value={documentType}
          onChange={(e) => setDocumentType(e.currentTarget.value)}
          disabled={uploading}
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
          placeholder={copy.schoolYearPlaceholder}
          hint={copy.schoolYearHint}
          error={errors.schoolYear}
          inputMode="numeric"
          autoComplete="off"
          disabled={uploading}
        />
      </div>
      {progress !== null ? (
        <div id={progressId}>
          <ProgressBar value={progress} label={copy.progressLabel} />
        </div>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {cancel === "close-dialog" ? (
          <DialogClose>
            <Button variant="secondary" disabled={uploading}>
              {copy.cancel}
            </Button>
          </DialogClose>
        ) : uploading ? (
          <button type="button" disabled className={buttonClass({ variant: "secondary" })}>
            {copy.cancel}
          </button>
        ) : (
          <Link to={cancel.href} className={buttonClass({ variant: "secondary" })}>
            {copy.cancel}
          </Link>
        )}
        <Button type="submit" pending={uploading} pendingLabel={copy.submitting}>
          {copy.submit}
        </Button>
      </div>
    </form>
  );
}

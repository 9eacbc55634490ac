// Ark UI FileUpload, styled once, for a single file: a click-to-choose area (role=button, Enter/Space
// open the picker) that also takes a dropped file. The chosen file is controlled by the parent; a
// rejected file (wrong type, too large) is reported through `onReject` and the selection is cleared.
import { FileUpload as ArkFileUpload, useFileUpload, type FileUploadFileRejectDetails } from "@ark-ui/react/file-upload";
import { useRef, type ReactNode } from "react";
import { formatBytes } from "@common/format";

export type FileRejectReason = "too-large" | "invalid-type" | "other";

export type FileDropzoneProps = {
  label: string;
  /** The accept attribute, e.g. ".pdf,.doc,.docx,.txt" or "image/*". */
  accept: string;
  maxFileSize?: number;
  file: File | null;
  onFileChange: (file: File | null) => void;
  onReject?: (reason: FileRejectReason, file: File) => void;
  /** The dropzone's accessible name (what a screen reader announces for the button). */
  dropzoneLabel: string;
  /** Its name once a file is chosen, e.g. "Selected file: IEP.pdf. Click to choose another file". */
  chosenLabel?: (file: File) => string;
  /** What the empty area shows. */
  idleText: ReactNode;
  hint?: ReactNode;
  removeLabel: string;
  disabled?: boolean;
  name?: string;
  className?: string;
};

export function FileDropzone({
  label,
  accept,
  maxFileSize,
  file,
  onFileChange,
  onReject,
  dropzoneLabel,
  chosenLabel,
  idleText,
  hint,
  removeLabel,
  disabled = false,
  name,
  className = "",
}: FileDropzoneProps) {
  const dropzoneRef = useRef<HTMLDivElement>(null);
  const upload = useFileUpload({
    accept,
    maxFiles: 1,
    maxFileSize,
    disabled,
    name,
    acceptedFiles: file ? [file] : [],
    translations: { dropzone: file && chosenLabel ? chosenLabel(file) : dropzoneLabel },
    onFileAccept: ({ files }) => {
      const next = files[0] ?? null;
      if (next !== file) onFileChange(next);
    },
    onFileReject: ({ files }: FileUploadFileRejectDetails) => {
      const rejection = files[0];
      if (!rejection) return;
      // Picking the same file again is not an error.
      if (rejection.errors.every((e) => e === "FILE_EXISTS")) {
        upload.clearRejectedFiles();
        return;
      }
      const reason: FileRejectReason = rejection.errors.includes("FILE_TOO_LARGE")
        ? "too-large"
        : rejection.errors.includes("FILE_INVALID_TYPE")
          ? "invalid-type"
          : "other";
      // Forget the rejection so the same file chosen again is reported again, and clear the selection.
      upload.clearRejectedFiles();
      onFileChange(null);
      onReject?.(reason, rejection.file);
    },
  });

  return (
    <ArkFileUpload.RootProvider value={upload} className={className}>
      <ArkFileUpload.Label className="mb-1 block text-sm font-semibold text-slate-800">{label}</ArkFileUpload.Label>
      {/* The dropzone stays mounted when a file is chosen (it then shows the file), so keyboard focus is
          never dropped on the floor; choosing again replaces the file. */}
      <ArkFileUpload.Dropzone
        ref={dropzoneRef}
        className={`flex cursor-pointer rounded-lg border-2 border-dashed transition-colors hover:border-brand-500 focus-visible:border-brand-500 data-dragging:border-brand-600 data-dragging:bg-brand-50 data-disabled:cursor-not-allowed data-disabled:opacity-60 ${
          file ? "items-center gap-3 border-slate-300 bg-slate-50 px-4 py-3" : "min-h-36 flex-col items-center justify-center gap-2 border-slate-300 bg-white px-4 py-6 text-center text-slate-600 hover:bg-brand-50"
        }`}
      >
        {file ? (
          <>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-8 shrink-0 text-brand-600" fill="none" stroke="currentColor" strokeWidth="1.8">
              <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8Z" />
              <path d="M14 3v5h5" />
            </svg>
            <div className="min-w-0 flex-1 text-left">
              <p className="truncate font-semibold text-slate-900" data-testid="chosen-file">
                {file.name}
              </p>{" "}
              <p className="text-sm text-slate-600">{formatBytes(file.size)}</p>
            </div>
          </>
        ) : (
          <>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-8 text-brand-600" fill="none" stroke="currentColor" strokeWidth="1.8">
              <path d="M12 16V4M7 9l5-5 5 5" />
              <path d="M4 16v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />
            </svg>
            {idleText}
          </>
        )}
      </ArkFileUpload.Dropzone>
      {file ? (
        <button
          type="button"
          onClick={() => {
            onFileChange(null);
            // This button goes away with the file; keep keyboard focus on the area that chooses one.
            dropzoneRef.current?.focus();
          }}
          disabled={disabled}
          aria-label={`${removeLabel}: ${file.name}`}
          className="mt-1 cursor-pointer rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {removeLabel}
        </button>
      ) : null}
      {hint ? <div className="mt-1 text-sm text-slate-600">{hint}</div> : null}
      <ArkFileUpload.HiddenInput />
    </ArkFileUpload.RootProvider>
  );
}

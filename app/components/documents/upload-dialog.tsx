// The dashboard's 'Upload IEP Document' dialog (requirements §2, §5), opened by /dashboard?child={id}&upload=true.
// After a successful upload it goes to the new document's page after 300 ms (requirements §9), in one flow.
import { useRef } from "react";
import { useNavigate } from "react-router";
import { Dialog } from "~/components/ui/dialog";
import { notify } from "~/components/ui/toaster";
import { toasts, uploadCopy as copy } from "~/content/children";
import { UploadForm } from "./upload-form";

export const POST_UPLOAD_REDIRECT_MS = 300;

export type UploadDocumentDialogProps = {
  childId: string | null;
  childName: string;
  onOpenChange: (open: boolean) => void;
};

export default function UploadDocumentDialog({ childId, childName, onOpenChange }: UploadDocumentDialogProps) {
  const navigate = useNavigate();
  const busyRef = useRef(false);

  return (
    <Dialog
      open
      size="lg"
      onOpenChange={(open) => !busyRef.current && onOpenChange(open)}
      title={copy.dialogTitle}
      description={childName ? copy.dialogDescription(childName) : undefined}
    >
      <UploadForm
        childId={childId}
        missingChildToast={toasts.noChildSelected}
        titleFallbackToFileName
        onBusyChange={(b) => {
          busyRef.current = b;
        }}
        onUploaded={(doc) => {
          notify({ ...toasts.uploaded, variant: "success" });
          setTimeout(() => navigate(`/document-viewer/${doc.id}`), POST_UPLOAD_REDIRECT_MS);
        }}
        cancel="close-dialog"
      />
    </Dialog>
  );
}

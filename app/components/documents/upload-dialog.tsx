// The dashboard's 'Upload IEP Document' dialog (requirements §2, §5), opened by /dashboard?child={id}&upload=true.
// Its form posts to the upload page's action and stays open while it is sent (ADR 0083): after a successful
// upload it goes to the new document's page after 300 ms (requirements §9), in one flow (that page's
// clientAction, upload-client.ts); a refusal shows here.
import { useRef } from "react";
import { Dialog } from "~/components/ui/dialog";
import { toasts, uploadCopy as copy } from "~/content/children";
import { UploadForm } from "./upload-form";

export type UploadDocumentDialogProps = {
  childId: string | null;
  childName: string;
  onOpenChange: (open: boolean) => void;
};

export default function UploadDocumentDialog({ childId, childName, onOpenChange }: UploadDocumentDialogProps) {
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
        inDialog
        onBusyChange={(b) => {
          busyRef.current = b;
        }}
        cancel="close-dialog"
      />
    </Dialog>
  );
}

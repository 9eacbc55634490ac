// The upload page's clientAction (ADR 0074): with JavaScript, the form's data goes by XMLHttpRequest to the
// upload's /api route — the same domain function as the page's action — because only XMLHttpRequest reports
// upload progress; the router's own request (fetch) cannot. The answer becomes the form's reply (the /api
// error shape is the form's), or a redirect after the 'Document uploaded' toast. Without JavaScript the
// browser posts the same form to the page's action.
import type { DocumentDto } from "@worker/documents/documents";
import { useSyncExternalStore } from "react";
import { redirect } from "react-router";
import { notify } from "~/components/ui/toaster";
import { toasts } from "~/content/children";
import { RequestError } from "~/lib/api";
import { formValues, type FormReply } from "~/lib/form";
import { NETWORK_FAILURE, UNREADABLE_ANSWER } from "~/lib/form-failure";
import { uploadWithProgress } from "~/lib/upload";
import { uploadForm } from "./document-forms";

/** The dialog goes on to the new document this long after the toast (requirements §9). */
export const POST_UPLOAD_REDIRECT_MS = 300;

// The progress of the one upload under way (0–100), or null: the form shows it while it is sending.
let progress: number | null = null;
const listeners = new Set<() => void>();
function setProgress(value: number | null) {
  progress = value;
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useUploadProgress(): number | null {
  return useSyncExternalStore(subscribe, () => progress, () => null);
}

export async function uploadClientAction({ request, params }: { request: Request; params: { childId?: string } }): Promise<unknown> {
  const data = await request.formData();
  const values = formValues(data);
  const input = uploadForm.input!(values) as { title: string };
  const body = new FormData();
  body.set("title", input.title);
  body.set("documentType", values.documentType ?? "");
  body.set("schoolYear", values.schoolYear ?? "");
  // The file goes last, so the server has the small fields before it starts streaming the bytes.
  const file = data.get("document");
  if (file instanceof File && file.size) body.set("document", file, file.name);

  setProgress(0);
  notify(toasts.uploading);
  try {
    const doc = await uploadWithProgress<DocumentDto>(`/api/children/${encodeURIComponent(params.childId ?? "")}/documents/upload`, body, {
      onProgress: (p) => setProgress(p.percent),
    });
    notify({ ...toasts.uploaded, variant: "success" });
    if (values.after !== "document") return redirect("/dashboard");
    await new Promise((resolve) => setTimeout(resolve, POST_UPLOAD_REDIRECT_MS));
    return redirect(`/document-viewer/${doc.id}`);
  } catch (error) {
    setProgress(null);
    if (!(error instanceof RequestError)) return { code: NETWORK_FAILURE, values } satisfies FormReply;
    const answer = error.json();
    return {
      status: error.status,
      code: answer?.code ?? UNREADABLE_ANSWER,
      message: answer?.message,
      fields: answer?.fields,
      list: answer?.errors,
      values,
    } satisfies FormReply;
  }
}

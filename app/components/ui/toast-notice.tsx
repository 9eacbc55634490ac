// Forms whose answers are toasts (requirements §8) on the one form approach (ADR 0071): one function says
// what toast an answer gets; with JavaScript it is shown as a toast, and an answer that came with the page
// (posted without JavaScript, where no toast can show) is shown in the form with the same words.
import type { FormReply, UseForm } from "~/lib/form";
import { Alert } from "./alert";
import { notify, type ToastInput } from "./toaster";

export type ReplyToast = (reply: FormReply) => ToastInput | null;

/** The form's `onReply`: each answer's toast, if it has one. */
export const notifyReply = (toastFor: ReplyToast) => (reply: FormReply) => {
  const toast = toastFor(reply);
  if (toast) notify(toast);
};

/** The toast of the answer that came with the page, in the page. */
export function ToastNotice({ form, toastFor }: { form: Pick<UseForm<string>, "reply" | "served">; toastFor: ReplyToast }) {
  const toast = form.served && form.reply ? toastFor(form.reply) : null;
  if (!toast) return null;
  return (
    <Alert tone={toast.variant === "destructive" ? "error" : "success"}>
      <p className="font-semibold">{toast.title}</p>
      {toast.description ? <p className="mt-1">{toast.description}</p> : null}
    </Alert>
  );
}

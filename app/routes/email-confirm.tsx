// /account/confirm-email?token= : the link e-mailed to a new address (docs/decisions/0016). A button, not
// the page load, makes the change, so mail scanners that open links cannot use it up. The link itself is
// the proof, so it works signed out and on another device. The button posts this page's form to its action
// (ADR 0071), which uses the link as POST /api/account/email/confirm does.
import { Form, useSearchParams } from "react-router";
import { applyEmailChangeLink } from "@worker/auth/email-change";
import { getDb } from "@worker/db/client";
import { AuthCard, ErrorDetails, textLinkClass } from "~/components/auth/auth-card";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { authMessages, emailConfirmCopy as copy } from "~/content/accounts";
import { defineForm, useForm } from "~/lib/form";
import { keepFormOnFailure, revalidateUnlessFormFailed } from "~/lib/form-failure";
import { formAction } from "~/lib/form.server";
import { confirmEmailChangeSchema } from "@common/schemas/auth";

export const meta = () => [
  { title: "Confirm your new email · IEP Binder" },
  // The link carries a secret; keep the page out of search results.
  { name: "robots", content: "noindex" },
];

const confirmForm = defineForm({ schema: confirmEmailChangeSchema, fields: ["token"] });

export const action = formAction(confirmForm, async ({ token }, { env }) => ({ done: (await applyEmailChangeLink(getDb(env), token)).message }));

export const clientAction = keepFormOnFailure;
export const shouldRevalidate = revalidateUnlessFormFailed;

export default function EmailConfirm() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const form = useForm(confirmForm, { messages: { failed: copy.failed, network: authMessages.network }, messageWithFields: true });
  const formError = form.formError ?? (token ? null : { message: copy.missing });
  const done = form.reply?.done;

  if (done) {
    return (
      <AuthCard title={copy.done} subtitle={done}>
        <a href="/dashboard" className={textLinkClass}>
          {copy.continue}
        </a>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={copy.title} subtitle={copy.intro}>
      <Form {...form.props} className="space-y-4">
        <input type="hidden" name="token" value={token} />
        <Alert>{formError ? <ErrorDetails {...formError} /> : null}</Alert>
        <Button type="submit" block size="lg" disabled={!token} pending={form.pending} pendingLabel={copy.submitting}>
          {copy.submit}
        </Button>
      </Form>
    </AuthCard>
  );
}

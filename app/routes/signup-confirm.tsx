// /signup/confirm?token= : the e-mailed sign-up link (docs/decisions/0009). A button, not the page load,
// creates the account, so mail scanners that open links cannot use it up. The button posts this page's
// form to its action (ADR 0071), which finishes the sign-up as POST /api/auth/confirm-signup does and signs
// the new account in with a full reload of /dashboard.
import { Form, redirectDocument, useSearchParams } from "react-router";
import { sessionCookie } from "@worker/auth/cookie";
import { finishSignUp } from "@worker/auth/signup";
import { getDb } from "@worker/db/client";
import { AuthCard, ErrorDetails, textLinkClass } from "~/components/auth/auth-card";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { authMessages, signupConfirmCopy } from "~/content/accounts";
import { defineForm, useForm } from "~/lib/form";
import { keepFormOnFailure, revalidateUnlessFormFailed } from "~/lib/form-failure";
import { formAction } from "~/lib/form.server";
import { confirmSignupSchema } from "@common/schemas/auth";

export const meta = () => [
  { title: "Finish sign-up · IEP Binder" },
  // The link carries a secret; keep the page out of search results.
  { name: "robots", content: "noindex" },
];

const confirmForm = defineForm({ schema: confirmSignupSchema, fields: ["token"] });

export const action = formAction(confirmForm, async ({ token }, { env, client, request }) => {
  const { session } = await finishSignUp(getDb(env), env.KV, token, client);
  return redirectDocument("/dashboard", { headers: { "Set-Cookie": sessionCookie(new URL(request.url), session, false) } });
});

export const clientAction = keepFormOnFailure;
export const shouldRevalidate = revalidateUnlessFormFailed;

export default function SignupConfirm() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const form = useForm(confirmForm, { messages: { failed: signupConfirmCopy.failed, network: authMessages.network }, messageWithFields: true });
  const formError = form.formError ?? (token ? null : { message: signupConfirmCopy.missing });

  return (
    <AuthCard title={signupConfirmCopy.title} subtitle={signupConfirmCopy.intro}>
      <Form {...form.props} className="space-y-4">
        <input type="hidden" name="token" value={token} />
        <Alert>
          {formError ? (
            <>
              <ErrorDetails {...formError} />
              <a href="/signup" className={`mt-2 inline-block ${textLinkClass}`}>
                {signupConfirmCopy.signUpAgain}
              </a>
            </>
          ) : null}
        </Alert>
        <Button type="submit" block size="lg" disabled={!token} pending={form.pending} pendingLabel={signupConfirmCopy.submitting}>
          {signupConfirmCopy.submit}
        </Button>
      </Form>
    </AuthCard>
  );
}

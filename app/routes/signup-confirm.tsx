// /signup/confirm?token= : the e-mailed sign-up link (docs/decisions/0009). A button, not the page load,
// creates the account, so mail scanners that open links cannot use it up.
import { useState } from "react";
import { useSearchParams } from "react-router";
import { AuthCard, ErrorDetails, textLinkClass } from "~/components/auth/auth-card";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { signupConfirmCopy } from "~/content/accounts";
import { apiRequest } from "~/lib/api";
import { toFormError, type FormError } from "~/lib/auth-errors";
import { useHydrated } from "~/lib/use-hydrated";

export const meta = () => [
  { title: "Finish sign-up · IEP Binder" },
  // The link carries a secret; keep the page out of search results.
  { name: "robots", content: "noindex" },
];

export default function SignupConfirm() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [formError, setFormError] = useState<FormError | null>(token ? null : { message: signupConfirmCopy.missing });
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();

  const onConfirm = async () => {
    if (pending || !token) return;
    setPending(true);
    try {
      await apiRequest("POST", "/api/auth/confirm-signup", { token });
      window.location.assign("/dashboard");
    } catch (error) {
      setFormError(toFormError(error, signupConfirmCopy.failed));
      setPending(false);
    }
  };

  return (
    <AuthCard title={signupConfirmCopy.title} subtitle={signupConfirmCopy.intro}>
      <div className="space-y-4">
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
        <Button type="button" block size="lg" disabled={!token || !hydrated} pending={pending} pendingLabel={signupConfirmCopy.submitting} onClick={() => void onConfirm()}>
          {signupConfirmCopy.submit}
        </Button>
      </div>
    </AuthCard>
  );
}

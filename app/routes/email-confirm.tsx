// /account/confirm-email?token= : the link e-mailed to a new address (docs/decisions/0016). A button, not
// the page load, makes the change, so mail scanners that open links cannot use it up. The link itself is
// the proof, so it works signed out and on another device.
import { useState } from "react";
import { useSearchParams } from "react-router";
import { AuthCard, ErrorDetails, textLinkClass } from "~/components/auth/auth-card";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { emailConfirmCopy as copy } from "~/content/accounts";
import { apiRequest } from "~/lib/api";
import { toFormError, type FormError } from "~/lib/auth-errors";
import { useHydrated } from "~/lib/use-hydrated";

export const meta = () => [
  { title: "Confirm your new email · IEP Binder" },
  // The link carries a secret; keep the page out of search results.
  { name: "robots", content: "noindex" },
];

export default function EmailConfirm() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [formError, setFormError] = useState<FormError | null>(token ? null : { message: copy.missing });
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();

  const onConfirm = async () => {
    if (pending || !token) return;
    setPending(true);
    setFormError(null);
    try {
      const res = await apiRequest("POST", "/api/account/email/confirm", { token });
      setDone(((await res.json()) as { message: string }).message);
    } catch (error) {
      setFormError(toFormError(error, copy.failed));
    } finally {
      setPending(false);
    }
  };

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
      <div className="space-y-4">
        <Alert>{formError ? <ErrorDetails {...formError} /> : null}</Alert>
        <Button type="button" block size="lg" disabled={!token || !hydrated} pending={pending} pendingLabel={copy.submitting} onClick={() => void onConfirm()}>
          {copy.submit}
        </Button>
      </div>
    </AuthCard>
  );
}

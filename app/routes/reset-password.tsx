// /reset-password?token= (requirements §2, §4, §5, §8, §9): a new password twice. Public: the token in the
// link is the credential. On success the message shows and the page goes to / after 3 seconds.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import * as v from "valibot";
import { AuthCard, ErrorDetails, textLinkClass } from "~/components/auth/auth-card";
import { clientPasswordProblems, PasswordChecklist } from "~/components/auth/password-checklist";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { PasswordField } from "~/components/ui/field";
import { authMessages, RESET_REDIRECT_DELAY_MS, resetCopy } from "~/content/accounts";
import { apiRequest } from "~/lib/api";
import { toFormError, type FormError } from "~/lib/auth-errors";
import { useHydrated } from "~/lib/use-hydrated";
import { resetPasswordSchema } from "@common/schemas/auth";

export const meta = () => [
  { title: "Reset password · IEP Binder" },
  // The link carries a secret; keep the page out of search results.
  { name: "robots", content: "noindex" },
];

export default function ResetPassword() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [formError, setFormError] = useState<FormError | null>(token ? null : { message: authMessages.missingResetToken });
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!done) return;
    doneRef.current?.focus();
    const timer = window.setTimeout(() => void navigate("/"), RESET_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || done) return;
    if (!token) {
      setFormError({ message: authMessages.missingResetToken });
      return;
    }
    const found: { password?: string; confirm?: string } = {};
    const parsed = v.safeParse(resetPasswordSchema, { token, newPassword: password });
    if (!parsed.success) found.password = parsed.issues[0].message;
    else if (clientPasswordProblems(password).length) found.password = authMessages.passwordRequirements.replace(/:$/, "");
    if (password !== confirm) found.confirm = authMessages.passwordsDoNotMatch;
    if (found.password || found.confirm || !parsed.success) {
      setErrors(found);
      setFormError(null);
      (found.password ? passwordRef : confirmRef).current?.focus();
      return;
    }
    setErrors({});
    setFormError(null);
    setPending(true);
    try {
      const res = await apiRequest("POST", "/api/auth/reset-password", parsed.output);
      const body = (await res.json().catch(() => null)) as { message?: string } | null;
      setDone(body?.message ? `${body.message} ${resetCopy.redirecting}` : authMessages.resetSuccess);
    } catch (error) {
      const problem = toFormError(error, authMessages.resetFailed);
      setFormError(problem);
      if (problem.code === "WEAK_PASSWORD") passwordRef.current?.focus();
    } finally {
      setPending(false);
    }
  };

  const tokenProblem = !token || formError?.code === "INVALID_RESET_TOKEN";

  return (
    <AuthCard title={resetCopy.title}>
      {done ? (
        <Alert tone="success" ref={doneRef}>
          {done}
        </Alert>
      ) : (
        <form method="post" noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
          <Alert>
            {formError ? (
              <>
                <ErrorDetails {...formError} />
                {tokenProblem ? (
                  <a href="/login?view=forgot" className={`mt-2 inline-block ${textLinkClass}`}>
                    {resetCopy.requestNew}
                  </a>
                ) : null}
              </>
            ) : null}
          </Alert>
          <PasswordField
            ref={passwordRef}
            label={resetCopy.newPassword}
            name="newPassword"
            autoComplete="new-password"
            required
            disabled={!token}
            value={password}
            error={errors.password}
            hint={<PasswordChecklist password={password} />}
            onChange={(e) => {
              setPassword(e.target.value);
              if (errors.password) setErrors((p) => ({ ...p, password: undefined }));
            }}
          />
          <PasswordField
            ref={confirmRef}
            label={resetCopy.confirmPassword}
            name="confirmPassword"
            autoComplete="new-password"
            required
            disabled={!token}
            value={confirm}
            error={errors.confirm}
            onChange={(e) => {
              setConfirm(e.target.value);
              if (errors.confirm) setErrors((p) => ({ ...p, confirm: undefined }));
            }}
          />
          <Button type="submit" block size="lg" disabled={!token || !hydrated} pending={pending} pendingLabel={resetCopy.submitting}>
            {resetCopy.submit}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}

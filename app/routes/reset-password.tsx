// /reset-password?token= (requirements §2, §4, §5, §8, §9): a new password twice. Public: the token in the
// link is the credential. The form posts to this route's action (ADR 0071), which resets through the same
// module as POST /api/auth/reset-password. On success the message shows and, with JavaScript, the page
// goes to / after 3 seconds.
import { useEffect, useRef, useState } from "react";
import { Form, useNavigate, useSearchParams } from "react-router";
import { getDb } from "@worker/db/client";
import { resetPasswordOrRefuse } from "@worker/auth/password-reset";
import { AuthCard, ErrorDetails, textLinkClass } from "~/components/auth/auth-card";
import { clientPasswordProblems, PasswordChecklist } from "~/components/auth/password-checklist";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { PasswordField } from "~/components/ui/field";
import { authMessages, RESET_REDIRECT_DELAY_MS, resetCopy } from "~/content/accounts";
import { defineForm, useForm } from "~/lib/form";
import { keepFormOnFailure, revalidateUnlessFormFailed } from "~/lib/form-failure";
import { formAction } from "~/lib/form.server";
import { resetPasswordSchema } from "@common/schemas/auth";

export const meta = () => [
  { title: "Reset password · IEP Binder" },
  // The link carries a secret; keep the page out of search results.
  { name: "robots", content: "noindex" },
];

const resetForm = defineForm({
  schema: resetPasswordSchema,
  fields: ["newPassword", "confirmPassword"],
  check: (values) => ({
    newPassword: values.newPassword && clientPasswordProblems(values.newPassword).length ? authMessages.passwordRequirements.replace(/:$/, "") : undefined,
    confirmPassword: values.newPassword !== values.confirmPassword ? authMessages.passwordsDoNotMatch : undefined,
  }),
});

export const action = formAction(resetForm, async (input, { env }) => ({
  done: `${await resetPasswordOrRefuse(getDb(env), env.KV, input.token, input.newPassword)} ${resetCopy.redirecting}`,
}));

export const clientAction = keepFormOnFailure;
export const shouldRevalidate = revalidateUnlessFormFailed;

export default function ResetPassword() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const form = useForm(resetForm, {
    messages: { failed: authMessages.resetFailed, network: authMessages.network },
    codes: { WEAK_PASSWORD: authMessages.passwordRequirements },
  });
  const [password, setPassword] = useState("");
  const done = form.reply?.done;
  const doneRef = useRef<HTMLDivElement>(null);
  const formError = form.formError ?? (token ? null : { message: authMessages.missingResetToken });

  useEffect(() => {
    if (!done) return;
    doneRef.current?.focus();
    const timer = window.setTimeout(() => void navigate("/"), RESET_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const tokenProblem = !token || formError?.code === "INVALID_RESET_TOKEN";

  return (
    <AuthCard title={resetCopy.title}>
      {done ? (
        <Alert tone="success" ref={doneRef}>
          {done}
        </Alert>
      ) : (
        <Form {...form.props} className="space-y-4">
          <input type="hidden" name="token" value={token} />
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
            label={resetCopy.newPassword}
            {...form.field("newPassword")}
            autoComplete="new-password"
            required
            disabled={!token}
            hint={<PasswordChecklist password={password} />}
            onChange={(e) => setPassword(e.target.value)}
          />
          <PasswordField label={resetCopy.confirmPassword} {...form.field("confirmPassword")} autoComplete="new-password" required disabled={!token} />
          <Button type="submit" block size="lg" disabled={!token} pending={form.pending} pendingLabel={resetCopy.submitting}>
            {resetCopy.submit}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}

// /signup (requirements §2, §4, §5, §8): email, password (hint + live checklist), first and last name, the
// Terms/Privacy agreement and the invisible bot check (action 'signup'; submit stays disabled until it
// has loaded). The form validates with the API's own schema; the server's password list shows under
// 'Password requirements not met:'. With ?invite=<token> the invited address is filled in and the new
// account joins that family.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { redirect } from "react-router";
import * as v from "valibot";
import { getInvitation } from "@worker/family/invitations";
import { getDb } from "@worker/db/client";
import { appContext } from "@worker/context";
import { AuthCard, ErrorDetails, textLinkClass } from "~/components/auth/auth-card";
import { clientPasswordProblems, PasswordChecklist } from "~/components/auth/password-checklist";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { PasswordField, TextField } from "~/components/ui/field";
import { authMessages, signupCopy } from "~/content/accounts";
import { apiRequest } from "~/lib/api";
import { toFormError, type FormError } from "~/lib/auth-errors";
import { issuesByField, knownFields } from "~/lib/form";
import { botCheckMessages, useBotCheck } from "~/lib/recaptcha";
import { currentUser } from "~/lib/session.server";
import { registerSchema } from "@common/schemas/auth";
import type { Route } from "./+types/signup";

export const meta = () => [
  { title: "Sign up · IEP Binder" },
  { name: "description", content: "Create your free IEP Binder account. Free during beta, no credit card required." },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("invite");
  if (currentUser(context)) {
    // Signed in already: an invitation is accepted from its own page, anything else goes home.
    throw redirect(token ? `/invite/${encodeURIComponent(token)}` : "/dashboard");
  }
  if (!token) return { invite: null };
  const { env } = context.get(appContext);
  const invitation = await getInvitation(getDb(env), token);
  return {
    invite: invitation
      ? {
          token,
          email: invitation.email,
          firstName: invitation.firstName,
          lastName: invitation.lastName,
          familyName: invitation.familyName,
          inviterFirstName: invitation.inviterFirstName,
        }
      : null,
  };
}

const FIELDS = ["email", "password", "firstName", "lastName"] as const;
type SignupField = (typeof FIELDS)[number] | "agree";

export default function Signup({ loaderData }: Route.ComponentProps) {
  const invite = loaderData.invite;
  const botCheck = useBotCheck("signup");
  const [values, setValues] = useState({
    email: invite?.email ?? "",
    password: "",
    firstName: invite?.firstName ?? "",
    lastName: invite?.lastName ?? "",
  });
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<SignupField, string>>>({});
  const [formError, setFormError] = useState<FormError | null>(null);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);
  const refs = useRef<Partial<Record<SignupField, HTMLInputElement | null>>>({});
  const ref = (field: SignupField) => (el: HTMLInputElement | null) => {
    refs.current[field] = el;
  };

  const update = (field: (typeof FIELDS)[number], value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: undefined }));
  };

  const focusFirst = (found: Partial<Record<SignupField, string>>) => {
    const first = ([...FIELDS, "agree"] as const).find((f) => found[f]);
    if (first) refs.current[first]?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || botCheck.status !== "ready") return;
    const parsed = v.safeParse(registerSchema, values);
    const found: Partial<Record<SignupField, string>> = parsed.success ? {} : issuesByField(parsed.issues, FIELDS);
    const problems = clientPasswordProblems(values.password);
    if (!found.password && problems.length) found.password = authMessages.passwordRequirements.replace(/:$/, "");
    if (!agree) found.agree = authMessages.agreementRequired;
    if (!parsed.success || Object.keys(found).length) {
      setErrors(found);
      setFormError(null);
      focusFirst(found);
      return;
    }
    setErrors({});
    setFormError(null);
    setPending(true);
    try {
      const recaptchaToken = await botCheck.getToken();
      const res = await apiRequest("POST", "/api/auth/register", {
        ...parsed.output,
        recaptchaToken,
        ...(invite ? { inviteToken: invite.token } : {}),
      });
      // 202: the next step is the e-mailed link (docs/decisions/0009); the answer is the same whether or
      // not the address has an account, so the page can only say where to look.
      if (res.status === 202) {
        const body = (await res.json().catch(() => null)) as { message?: string } | null;
        setSent(body?.message ?? signupCopy.checkEmail);
        setPending(false);
        return;
      }
      // A full navigation: the new session cookie is in place and every part of the page starts fresh.
      window.location.assign("/dashboard");
    } catch (error) {
      const problem = toFormError(error, authMessages.registrationFailed);
      const fields = knownFields(problem.fields, FIELDS);
      setErrors(fields);
      setFormError(problem);
      setPending(false);
      if (problem.code === "WEAK_PASSWORD") refs.current.password?.focus();
    }
  };

  const ready = botCheck.status === "ready";

  return (
    <AuthCard
      title={signupCopy.title}
      subtitle={invite ? signupCopy.invitedTo(invite.inviterFirstName || "Someone", invite.familyName) : signupCopy.subtitle}
      footer={
        <>
          {signupCopy.haveAccount}{" "}
          <a href={invite ? `/login?next=${encodeURIComponent(`/invite/${invite.token}`)}` : "/login"} className={textLinkClass}>
            {signupCopy.logIn}
          </a>
        </>
      }
    >
      {sent ? (
        <Alert tone="success" ref={sentRef}>
          <strong className="block">{signupCopy.checkEmailTitle}</strong>
          {sent}
        </Alert>
      ) : (
      <form method="post" noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
        <Alert>{formError ? <ErrorDetails {...formError} /> : null}</Alert>
        <TextField
          ref={ref("email")}
          label={signupCopy.email}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          readOnly={Boolean(invite)}
          value={values.email}
          error={errors.email}
          onChange={(e) => update("email", e.target.value)}
        />
        <PasswordField
          ref={ref("password")}
          label={signupCopy.password}
          name="password"
          autoComplete="new-password"
          required
          value={values.password}
          error={errors.password}
          hint={<PasswordChecklist password={values.password} />}
          onChange={(e) => update("password", e.target.value)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            ref={ref("firstName")}
            label={signupCopy.firstName}
            name="firstName"
            autoComplete="given-name"
            required
            value={values.firstName}
            error={errors.firstName}
            onChange={(e) => update("firstName", e.target.value)}
          />
          <TextField
            ref={ref("lastName")}
            label={signupCopy.lastName}
            name="lastName"
            autoComplete="family-name"
            required
            value={values.lastName}
            error={errors.lastName}
            onChange={(e) => update("lastName", e.target.value)}
          />
        </div>
        <Checkbox
          ref={ref("agree")}
          name="agree"
          checked={agree}
          error={errors.agree}
          onChange={(e) => {
            setAgree(e.target.checked);
            if (errors.agree) setErrors((prev) => ({ ...prev, agree: undefined }));
          }}
          label={
            <>
              {signupCopy.agreeBefore}{" "}
              <a href="/terms-of-use" target="_blank" rel="noopener" className={textLinkClass}>
                {signupCopy.terms}
              </a>{" "}
              {signupCopy.agreeAnd}{" "}
              <a href="/privacy-policy" target="_blank" rel="noopener" className={textLinkClass}>
                {signupCopy.privacy}
              </a>
            </>
          }
        />
        <Button type="submit" block size="lg" disabled={!ready} pending={pending} pendingLabel={signupCopy.submitting}>
          {signupCopy.submit}
        </Button>
        <div className="text-center text-xs text-slate-500">
          <output aria-live="polite" className={`block ${botCheck.status === "error" ? "text-sm text-red-700" : ""}`}>
            {botCheck.status === "error" ? botCheckMessages.loadFailed : botCheck.status === "loading" ? signupCopy.botCheckLoading : null}
          </output>
          <p>{signupCopy.recaptchaNote}</p>
        </div>
      </form>
      )}
    </AuthCard>
  );
}

// /signup (requirements §2, §4, §5, §8): email, password (hint + live checklist), first and last name, the
// Terms/Privacy agreement and the invisible bot check (action 'signup'). The form posts to this route's
// action (ADR 0071), which signs up through the same module as POST /api/auth/register (password rules, bot
// check, invitation); the server's password list shows under 'Password requirements not met:'. With
// ?invite=<token> the invited address is filled in and the new account joins that family.
import { useEffect, useRef, useState } from "react";
import { Form, redirect, redirectDocument } from "react-router";
import { sessionCookie } from "@worker/auth/cookie";
import { register } from "@worker/auth/register";
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
import { defineForm, useForm } from "~/lib/form";
import { keepFormOnFailure, revalidateUnlessFormFailed } from "~/lib/form-failure";
import { formAction } from "~/lib/form.server";
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

const signupForm = defineForm({
  schema: registerSchema,
  fields: ["email", "password", "firstName", "lastName", "agree"],
  check: (values) => ({
    // The composition rules the checklist shows; the server's deny list answers with its own list.
    password: values.password && clientPasswordProblems(values.password).length ? authMessages.passwordRequirements.replace(/:$/, "") : undefined,
    agree: values.agree === "on" ? undefined : authMessages.agreementRequired,
  }),
});

export const action = formAction(signupForm, async (input, { env, request, client, hostname, waitUntil }) => {
  const result = await register(env, getDb(env), input, { client, hostname, waitUntil });
  // 202 in /api: the next step is the e-mailed link (docs/decisions/0009); the answer is the same whether or
  // not the address has an account, so the page can only say where to look.
  if (result.kind === "check-email") return { done: result.message };
  // A full navigation: the new session cookie is in place and every part of the page starts fresh.
  return redirectDocument("/dashboard", { headers: { "Set-Cookie": sessionCookie(new URL(request.url), result.token, false) } });
});

export const clientAction = keepFormOnFailure;
export const shouldRevalidate = revalidateUnlessFormFailed;

export default function Signup({ loaderData }: Route.ComponentProps) {
  const invite = loaderData.invite;
  const botCheck = useBotCheck("signup");
  const form = useForm(signupForm, {
    messages: { failed: authMessages.registrationFailed, network: authMessages.network },
    codes: { WEAK_PASSWORD: authMessages.passwordRequirements },
    prepare: async () => ({ recaptchaToken: (await botCheck.getToken()) ?? "" }),
  });
  const [password, setPassword] = useState("");
  const sent = form.reply?.done;
  const sentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

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
      <Form {...form.props} className="space-y-4">
        <Alert>{form.formError ? <ErrorDetails {...form.formError} /> : null}</Alert>
        {invite ? <input type="hidden" name="inviteToken" value={invite.token} /> : null}
        <TextField
          label={signupCopy.email}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          readOnly={Boolean(invite)}
          defaultValue={invite?.email ?? form.value("email")}
          error={form.errors.email}
        />
        <PasswordField
          label={signupCopy.password}
          {...form.field("password")}
          autoComplete="new-password"
          required
          hint={<PasswordChecklist password={password} />}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={signupCopy.firstName} {...form.field("firstName", invite?.firstName ?? "")} autoComplete="given-name" required />
          <TextField label={signupCopy.lastName} {...form.field("lastName", invite?.lastName ?? "")} autoComplete="family-name" required />
        </div>
        <Checkbox
          name="agree"
          defaultChecked={form.value("agree") === "on"}
          error={form.errors.agree}
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
        {/* Not disabled while the bot check loads: before hydration (or without JavaScript) the browser posts
            the form itself; with JavaScript a click before the check is ready says so (requirements §8). */}
        <Button type="submit" block size="lg" disabled={botCheck.status === "error"} pending={form.pending} pendingLabel={signupCopy.submitting}>
          {signupCopy.submit}
        </Button>
        <div className="text-center text-xs text-slate-500">
          <output aria-live="polite" className={`block ${botCheck.status === "error" ? "text-sm text-red-700" : ""}`}>
            {botCheck.status === "error" ? botCheckMessages.loadFailed : botCheck.status === "loading" ? signupCopy.botCheckLoading : null}
          </output>
          <p>{signupCopy.recaptchaNote}</p>
        </div>
      </Form>
      )}
    </AuthCard>
  );
}

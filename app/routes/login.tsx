// /login (requirements §2, §4, §8): email + password + Remember me, Google sign-in, and a forgot-password view.
// Success reloads into /dashboard (or a safe same-origin ?next=). A signed-in visitor never sees it. The
// login and forgot-password forms post to this route's action (ADR 0071), which calls the same modules as
// POST /api/auth/login (its throttle and audit included) and POST /api/auth/forgot-password.
import { useCallback, useRef, useState } from "react";
import { Form, redirect, redirectDocument, useActionData } from "react-router";
import { sessionCookie } from "@worker/auth/cookie";
import { logIn } from "@worker/auth/login";
import { requestPasswordReset } from "@worker/auth/password-reset";
import { getDb } from "@worker/db/client";
import { AuthCard, ErrorDetails, textLinkClass } from "~/components/auth/auth-card";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClass } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { PasswordField, TextField, type TextFieldProps } from "~/components/ui/field";
import { authMessages, GOOGLE_ERROR_FALLBACK, googleErrors, loginCopy } from "~/content/accounts";
import { defineForm, useForm, type FormReply } from "~/lib/form";
import { keepFormOnFailure, revalidateUnlessFormFailed } from "~/lib/form-failure";
import { actionByIntent, formAction } from "~/lib/form.server";
import { safeNext } from "~/lib/redirect";
import { currentUser } from "~/lib/session.server";
import { forgotPasswordSchema, loginSchema } from "@common/schemas/auth";
import type { Route } from "./+types/login";

export const meta = () => [
  { title: "Log in · IEP Binder" },
  { name: "description", content: "Log in to your IEP Binder family workspace." },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = safeNext(url.searchParams.get("next"));
  if (currentUser(context)) throw redirect(next ?? "/dashboard");
  const code = url.searchParams.get("error");
  return {
    next,
    // Own keys only: ?error=constructor must not reach into the object's prototype.
    googleError: code ? (Object.hasOwn(googleErrors, code) ? googleErrors[code]! : GOOGLE_ERROR_FALLBACK) : null,
    forgot: url.searchParams.get("view") === "forgot",
  };
}

const LOGIN_INTENT = "login";
const FORGOT_INTENT = "forgot";

const loginForm = defineForm({
  schema: loginSchema,
  fields: ["email", "password"],
  intent: LOGIN_INTENT,
  input: (values) => ({ email: values.email, password: values.password, rememberMe: values.rememberMe === "on" }),
});

const forgotForm = defineForm({ schema: forgotPasswordSchema, fields: ["email"], intent: FORGOT_INTENT });

const logInAction = formAction(loginForm, async (input, { env, client, waitUntil, values, request }) => {
  const { token } = await logIn(getDb(env), env.KV, input, client, waitUntil);
  // A full reload, as requirements §4 asks: every part of the page starts from the new session.
  return redirectDocument(safeNext(values.next ?? null) ?? "/dashboard", {
    headers: { "Set-Cookie": sessionCookie(new URL(request.url), token, input.rememberMe) },
  });
});

const forgotAction = formAction(forgotForm, async (input, { env, client, waitUntil }) => ({
  done: await requestPasswordReset(env, getDb(env), input.email, { ip: client.ip, waitUntil }),
}));

/** Two forms on one page: the forgot-password view sends intent=forgot. */
export const action = actionByIntent({ [LOGIN_INTENT]: logInAction, [FORGOT_INTENT]: forgotAction });

export const clientAction = keepFormOnFailure;
export const shouldRevalidate = revalidateUnlessFormFailed;

export default function Login({ loaderData }: Route.ComponentProps) {
  // Without JavaScript the forgot view comes back from its own post too.
  const reply = useActionData() as FormReply | undefined;
  const [view, setView] = useState<"login" | "forgot">(loaderData.forgot || reply?.values?.intent === forgotForm.intent ? "forgot" : "login");
  const [email, setEmail] = useState("");
  const flipped = useRef(false);
  // After flipping views, focus the new heading so keyboard and screen-reader users follow along.
  // Each view's card has its own key, so this runs once per flip (never while typing).
  const titleRef = useCallback((el: HTMLHeadingElement | null) => {
    if (el && flipped.current) el.focus();
  }, []);

  const flip = (next: "login" | "forgot") => {
    flipped.current = true;
    setView(next);
  };

  return view === "login" ? (
    <AuthCard
      key="login"
      title={loginCopy.title}
      subtitle={loginCopy.subtitle}
      titleRef={titleRef}
      footer={
        <>
          {loginCopy.noAccount}{" "}
          <a href="/signup" className={textLinkClass}>
            {loginCopy.signUp}
          </a>
        </>
      }
    >
      <LoginForm
        email={email}
        onEmailChange={setEmail}
        next={loaderData.next}
        googleError={loaderData.googleError}
        onForgot={() => flip("forgot")}
      />
    </AuthCard>
  ) : (
    <AuthCard key="forgot" title={loginCopy.forgotTitle} subtitle={loginCopy.forgotSubtitle} titleRef={titleRef}>
      <ForgotForm email={email} onEmailChange={setEmail} onBack={() => flip("login")} />
    </AuthCard>
  );
}

function LoginForm({
  email,
  onEmailChange,
  next,
  googleError,
  onForgot,
}: {
  email: string;
  onEmailChange: (value: string) => void;
  next: string | null;
  googleError: string | null;
  onForgot: () => void;
}) {
  const form = useForm(loginForm, { messages: { failed: authMessages.loginFailed, network: authMessages.network } });
  const formError = form.formError ?? (googleError && !form.reply ? { message: googleError } : null);

  return (
    <>
      <Form {...form.props} className="space-y-4">
        <Alert>{formError ? <ErrorDetails {...formError} /> : null}</Alert>
        <input type="hidden" name="intent" value={loginForm.intent} />
        {next ? <input type="hidden" name="next" value={next} /> : null}
        <EmailField {...form.field("email", email)} autoComplete="username" onChange={(e) => onEmailChange(e.target.value)} />
        <div>
          <PasswordField label={loginCopy.password} {...form.field("password")} autoComplete="current-password" required />
        </div>
        <div className="flex items-center justify-between gap-4">
          <Checkbox label={loginCopy.rememberMe} name="rememberMe" defaultChecked={form.value("rememberMe") === "on"} />
          <button type="button" onClick={onForgot} className={`text-sm ${textLinkClass}`}>
            {loginCopy.forgotLink}
          </button>
        </div>
        <Button type="submit" block size="lg" pending={form.pending} pendingLabel={loginCopy.submitting}>
          {loginCopy.submit}
        </Button>
      </Form>
      <div className="my-5 flex items-center gap-3 text-xs text-slate-500 uppercase" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        {loginCopy.or}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      {/* A full navigation: the Worker redirects to Google (or back here with ?error=). */}
      <a href="/api/auth/google" className={buttonClass({ variant: "secondary", size: "lg", block: true })}>
        <GoogleMark />
        {loginCopy.google}
      </a>
    </>
  );
}

/** The address field of both forms; what is typed in one is in the other when the parent switches. */
function EmailField(props: Omit<TextFieldProps, "label">) {
  return <TextField label={loginCopy.email} type="email" inputMode="email" required {...props} />;
}

function ForgotForm({ email, onEmailChange, onBack }: { email: string; onEmailChange: (value: string) => void; onBack: () => void }) {
  const form = useForm(forgotForm, { messages: { failed: authMessages.resetEmailFailed, network: authMessages.network } });

  return (
    <Form {...form.props} className="space-y-4">
      <input type="hidden" name="intent" value={forgotForm.intent} />
      <Alert>{form.formError?.message}</Alert>
      <Alert tone="success">{form.reply?.done}</Alert>
      <EmailField {...form.field("email", email)} autoComplete="email" onChange={(e) => onEmailChange(e.target.value)} />
      <Button type="submit" block size="lg" pending={form.pending} pendingLabel={loginCopy.forgotSubmitting}>
        {loginCopy.forgotSubmit}
      </Button>
      <button type="button" onClick={onBack} className={`block w-full text-center text-sm ${textLinkClass}`}>
        {loginCopy.backToLogin}
      </button>
    </Form>
  );
}

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <path fill="#4285F4" d="M22.5 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h5.9a5 5 0 0 1-2.2 3.3v2.7h3.5c2.1-1.9 3.3-4.7 3.3-8Z" />
      <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.5-2.7c-1 .7-2.3 1.1-3.8 1.1-2.9 0-5.4-2-6.3-4.6H2.1v2.8A11 11 0 0 0 12 23Z" />
      <path fill="#FBBC05" d="M5.7 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8l3.6-2.8Z" />
      <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7.1l3.6 2.8c.9-2.6 3.4-4.5 6.3-4.5Z" />
    </svg>
  );
}

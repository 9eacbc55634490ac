// /login (requirements §2, §4, §8): email + password + Remember me, Google sign-in, and a forgot-password view.
// Success reloads into /dashboard (or a safe same-origin ?next=). A signed-in visitor never sees it.
import { useCallback, useRef, useState, type FormEvent } from "react";
import { redirect } from "react-router";
import * as v from "valibot";
import { AuthCard, ErrorDetails, textLinkClass } from "~/components/auth/auth-card";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClass } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { PasswordField, TextField } from "~/components/ui/field";
import { authMessages, GOOGLE_ERROR_FALLBACK, googleErrors, loginCopy } from "~/content/accounts";
import { apiRequest } from "~/lib/api";
import { toFormError, type FormError } from "~/lib/auth-errors";
import { issuesByField } from "~/lib/form";
import { safeNext } from "~/lib/redirect";
import { useHydrated } from "~/lib/use-hydrated";
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

type LoginField = "email" | "password";

export default function Login({ loaderData }: Route.ComponentProps) {
  const [view, setView] = useState<"login" | "forgot">(loaderData.forgot ? "forgot" : "login");
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
  const [password, setPassword] = useState("");
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<LoginField, string>>>({});
  const [formError, setFormError] = useState<FormError | null>(googleError ? { message: googleError } : null);
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const parsed = v.safeParse(loginSchema, { email, password, rememberMe });
    if (!parsed.success) {
      const found = issuesByField(parsed.issues, ["email", "password"] as const);
      setErrors(found);
      setFormError(null);
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setErrors({});
    setFormError(null);
    setPending(true);
    try {
      await apiRequest("POST", "/api/auth/login", parsed.output);
      // A full reload, as the spec asks: every part of the page starts from the new session.
      window.location.assign(next ?? "/dashboard");
    } catch (error) {
      setFormError(toFormError(error, authMessages.loginFailed));
      setPending(false);
    }
  };

  return (
    <>
      <form method="post" noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
        <Alert>{formError ? <ErrorDetails {...formError} /> : null}</Alert>
        <TextField
          ref={emailRef}
          label={loginCopy.email}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          value={email}
          error={errors.email}
          onChange={(e) => {
            onEmailChange(e.target.value);
            if (errors.email) setErrors((p) => ({ ...p, email: undefined }));
          }}
        />
        <div>
          <PasswordField
            ref={passwordRef}
            label={loginCopy.password}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            error={errors.password}
            onChange={(e) => {
              setPassword(e.target.value);
              if (errors.password) setErrors((p) => ({ ...p, password: undefined }));
            }}
          />
        </div>
        <div className="flex items-center justify-between gap-4">
          <Checkbox label={loginCopy.rememberMe} name="rememberMe" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />
          <button type="button" onClick={onForgot} className={`text-sm ${textLinkClass}`}>
            {loginCopy.forgotLink}
          </button>
        </div>
        <Button type="submit" block size="lg" disabled={!hydrated} pending={pending} pendingLabel={loginCopy.submitting}>
          {loginCopy.submit}
        </Button>
      </form>
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

function ForgotForm({ email, onEmailChange, onBack }: { email: string; onEmailChange: (value: string) => void; onBack: () => void }) {
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();
  const emailRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const parsed = v.safeParse(forgotPasswordSchema, { email });
    if (!parsed.success) {
      setError(parsed.issues[0].message);
      setFormError(null);
      emailRef.current?.focus();
      return;
    }
    setError(undefined);
    setFormError(null);
    setSent(null);
    setPending(true);
    try {
      const res = await apiRequest("POST", "/api/auth/forgot-password", parsed.output);
      const body = (await res.json().catch(() => null)) as { message?: string } | null;
      setSent(body?.message || loginCopy.forgotSent);
    } catch (err) {
      setFormError(toFormError(err, authMessages.resetEmailFailed).message);
    } finally {
      setPending(false);
    }
  };

  return (
    <form method="post" noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <Alert>{formError}</Alert>
      <Alert tone="success">{sent}</Alert>
      <TextField
        ref={emailRef}
        label={loginCopy.email}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        error={error}
        onChange={(e) => {
          onEmailChange(e.target.value);
          if (error) setError(undefined);
        }}
      />
      <Button type="submit" block size="lg" disabled={!hydrated} pending={pending} pendingLabel={loginCopy.forgotSubmitting}>
        {loginCopy.forgotSubmit}
      </Button>
      <button type="button" onClick={onBack} className={`block w-full text-center text-sm ${textLinkClass}`}>
        {loginCopy.backToLogin}
      </button>
    </form>
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

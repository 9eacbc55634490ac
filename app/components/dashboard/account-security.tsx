// The account's own controls (requirements §18.6): change password, change e-mail, the sessions list
// with "sign out" per device and "log out everywhere", recent sign-in activity, and deleting the account.
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { PasswordField, TextField } from "~/components/ui/field";
import { notify } from "~/components/ui/toaster";
import { securityCopy as copy } from "~/content/accounts";
import { apiRequest, getJson } from "~/lib/api";
import { toFormError, type FormError } from "~/lib/auth-errors";
import { useHydrated } from "~/lib/use-hydrated";

type SessionRow = { id: string; current: boolean; userAgent: string | null; ip: string | null; lastSeenAt: string };
type SignIn = { at: string; outcome: string; method: string; ip: string | null; userAgent: string | null };

const card = "max-w-xl rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6";
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/** A short, readable name for a browser from its user-agent string. */
function device(ua: string | null): string {
  if (!ua) return copy.unknownDevice;
  const browser = /Edg\//.test(ua) ? "Edge" : /Firefox\//.test(ua) ? "Firefox" : /Chrome\//.test(ua) ? "Chrome" : /Safari\//.test(ua) ? "Safari" : "Browser";
  const os = /iPhone|iPad/.test(ua) ? "iOS" : /Android/.test(ua) ? "Android" : /Mac OS X/.test(ua) ? "macOS" : /Windows/.test(ua) ? "Windows" : /Linux/.test(ua) ? "Linux" : "";
  return os ? `${browser} on ${os}` : browser;
}

async function logOutEverywhere() {
  await apiRequest("POST", "/api/account/sessions/revoke-all");
  window.location.assign("/");
}

export function AccountSecurity({ email }: { email: string }) {
  const hydrated = useHydrated();
  const [sessions, setSessions] = useState<SessionRow[] | null>(null);
  const [activity, setActivity] = useState<SignIn[] | null>(null);

  const load = useCallback(async () => {
    const [s, a] = await Promise.all([getJson<SessionRow[]>("/api/account/sessions"), getJson<SignIn[]>("/api/account/sign-ins")]);
    setSessions(s);
    setActivity(a);
  }, []);
  useEffect(() => {
    let live = true;
    Promise.all([getJson<SessionRow[]>("/api/account/sessions"), getJson<SignIn[]>("/api/account/sign-ins")])
      .then(([s, a]) => {
        if (!live) return;
        setSessions(s);
        setActivity(a);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  // Change password
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [pwError, setPwError] = useState<FormError | null>(null);
  const [pwPending, setPwPending] = useState(false);
  const onChangePassword = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pwPending) return;
    setPwPending(true);
    setPwError(null);
    try {
      await apiRequest("POST", "/api/account/password", { currentPassword: current, newPassword: next });
      setCurrent("");
      setNext("");
      notify({ ...copy.passwordChanged, variant: "success" });
      await load();
    } catch (error) {
      setPwError(toFormError(error, copy.passwordFailed));
    } finally {
      setPwPending(false);
    }
  };

  // Change e-mail: the answer is the same whether or not the new address has an account (ADR 0016).
  const [newEmail, setNewEmail] = useState("");
  const [emailPassword, setEmailPassword] = useState("");
  const [emailError, setEmailError] = useState<FormError | null>(null);
  const [emailSent, setEmailSent] = useState<string | null>(null);
  const [emailPending, setEmailPending] = useState(false);
  const onChangeEmail = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (emailPending) return;
    setEmailPending(true);
    setEmailError(null);
    setEmailSent(null);
    try {
      const res = await apiRequest("POST", "/api/account/email", { currentPassword: emailPassword, newEmail });
      setEmailSent(((await res.json()) as { message: string }).message);
      setEmailPassword("");
    } catch (error) {
      setEmailError(toFormError(error, copy.emailFailed));
    } finally {
      setEmailPending(false);
    }
  };

  const signOut = async (id: string) => {
    await apiRequest("POST", "/api/account/sessions/revoke", { id });
    await load();
  };

  // Delete account
  const [confirm, setConfirm] = useState("");
  const [delError, setDelError] = useState<FormError | null>(null);
  const [deleting, setDeleting] = useState(false);
  const onDelete = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (deleting) return;
    setDeleting(true);
    setDelError(null);
    try {
      await apiRequest("POST", "/api/account/delete", { confirmEmail: confirm });
      window.location.assign("/");
    } catch (error) {
      setDelError(toFormError(error, copy.deleteFailed));
      setDeleting(false);
    }
  };

  return (
    <div className="mt-6 space-y-6">
      <section aria-labelledby="change-password-title" className={card}>
        <h2 id="change-password-title" className="text-xl font-bold">
          {copy.passwordTitle}
        </h2>
        <form method="post" noValidate onSubmit={(e) => void onChangePassword(e)} className="mt-4 space-y-4">
          <Alert>{pwError ? pwError.message : null}</Alert>
          <PasswordField label={copy.currentPassword} name="currentPassword" autoComplete="current-password" required value={current} onChange={(e) => setCurrent(e.target.value)} />
          <PasswordField label={copy.newPassword} name="newPassword" autoComplete="new-password" required value={next} onChange={(e) => setNext(e.target.value)} />
          <Button type="submit" disabled={!hydrated} pending={pwPending} pendingLabel={copy.changingPassword}>
            {copy.changePassword}
          </Button>
        </form>
      </section>

      <section aria-labelledby="change-email-title" className={card}>
        <h2 id="change-email-title" className="text-xl font-bold">
          {copy.emailTitle}
        </h2>
        <p className="mt-2 text-sm text-slate-700">{copy.emailIntro}</p>
        <form method="post" noValidate onSubmit={(e) => void onChangeEmail(e)} className="mt-4 space-y-4">
          <Alert>{emailError ? emailError.message : null}</Alert>
          {emailSent ? (
            <output className="block rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900">{emailSent}</output>
          ) : null}
          <TextField label={copy.newEmail} name="newEmail" type="email" autoComplete="email" required value={newEmail} onChange={(e) => setNewEmail(e.target.value)} />
          <PasswordField label={copy.emailPassword} name="emailCurrentPassword" autoComplete="current-password" required value={emailPassword} onChange={(e) => setEmailPassword(e.target.value)} />
          <Button type="submit" disabled={!hydrated} pending={emailPending} pendingLabel={copy.changingEmail}>
            {copy.changeEmail}
          </Button>
        </form>
      </section>

      <section aria-labelledby="sessions-title" className={card}>
        <h2 id="sessions-title" className="text-xl font-bold">
          {copy.sessionsTitle}
        </h2>
        <ul className="mt-4 divide-y divide-slate-100" aria-label={copy.sessionsTitle}>
          {(sessions ?? []).map((s) => (
            <li key={s.id} className="flex items-center justify-between gap-3 py-3">
              <div>
                <p className="font-semibold">
                  {device(s.userAgent)}
                  {s.current ? <span className="ml-2 text-sm font-normal text-brand-700">({copy.thisDevice})</span> : null}
                </p>
                <p className="text-sm text-slate-600">
                  {[s.ip, `${copy.lastSeen} ${when(s.lastSeenAt)}`].filter(Boolean).join(" · ")}
                </p>
              </div>
              {s.current ? null : (
                <Button variant="secondary" size="sm" onClick={() => void signOut(s.id)}>
                  {copy.signOutSession}
                </Button>
              )}
            </li>
          ))}
        </ul>
        <Button variant="secondary" className="mt-4" disabled={!hydrated} onClick={() => void logOutEverywhere()}>
          {copy.logOutEverywhere}
        </Button>
      </section>

      <section aria-labelledby="activity-title" className={card}>
        <h2 id="activity-title" className="text-xl font-bold">
          {copy.activityTitle}
        </h2>
        {activity && activity.length === 0 ? <p className="mt-4 text-sm text-slate-600">{copy.noActivity}</p> : null}
        <ul className="mt-4 space-y-2 text-sm" aria-label={copy.activityTitle}>
          {(activity ?? []).map((e, i) => (
            <li key={`${e.at}-${i}`}>
              <span className={e.outcome === "success" ? "font-semibold" : "font-semibold text-red-700"}>{copy.outcomes[e.outcome] ?? e.outcome}</span>{" "}
              · {when(e.at)} · {[device(e.userAgent), e.ip].filter(Boolean).join(" · ")}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="delete-account-title" className={`${card} border-red-200`}>
        <h2 id="delete-account-title" className="text-xl font-bold text-red-800">
          {copy.deleteTitle}
        </h2>
        <p className="mt-2 text-sm text-slate-700">{copy.deleteWarning}</p>
        <form method="post" noValidate onSubmit={(e) => void onDelete(e)} className="mt-4 space-y-4">
          <Alert>{delError ? delError.message : null}</Alert>
          <TextField label={copy.deleteConfirmLabel} name="confirmEmail" type="email" autoComplete="off" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
          <Button type="submit" variant="danger" disabled={!hydrated || confirm.trim().toLowerCase() !== email.toLowerCase()} pending={deleting} pendingLabel={copy.deleting}>
            {copy.deleteButton}
          </Button>
        </form>
      </section>
    </div>
  );
}

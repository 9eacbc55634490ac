// The account's own controls (requirements §18.6): change password, change e-mail, the sessions list with
// "sign out" per device and "log out everywhere", recent sign-in activity, and deleting the account. Every
// form posts to /dashboard's action (ADR 0071), which calls the same modules as /api/account; the sessions and
// sign-ins come with the page (the loader reads them for the Settings tab) and reload after each answer.
import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import type { listSessions } from "@worker/auth/account";
import type { listSignIns } from "@worker/auth/audit";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { PasswordField, TextField } from "~/components/ui/field";
import { notify } from "~/components/ui/toaster";
import { ToastNotice } from "~/components/ui/toast-notice";
import { authMessages, securityCopy as copy } from "~/content/accounts";
import { defineForm, useForm } from "~/lib/form";
import { useHydrated } from "~/lib/use-hydrated";
import { changeEmailSchema, changePasswordSchema, deleteAccountSchema, logOutEverywhereSchema, revokeSessionSchema } from "@common/schemas/auth";

/** What the Settings tab lists: the live sessions and the recent sign-ins (null until the loader read them). */
export type AccountActivity = {
  sessions: Awaited<ReturnType<typeof listSessions>>;
  activity: Awaited<ReturnType<typeof listSignIns>>;
} | null;

export const PASSWORD_INTENT = "password";
export const EMAIL_INTENT = "email";
export const DELETE_ACCOUNT_INTENT = "delete-account";
export const SIGN_OUT_SESSION_INTENT = "sign-out-session";
export const LOG_OUT_EVERYWHERE_INTENT = "log-out-everywhere";
export const passwordForm = defineForm({ schema: changePasswordSchema, fields: ["currentPassword", "newPassword"], intent: PASSWORD_INTENT });
export const emailForm = defineForm({ schema: changeEmailSchema, fields: ["newEmail", "currentPassword"], intent: EMAIL_INTENT });
export const deleteAccountForm = defineForm({ schema: deleteAccountSchema, fields: ["confirmEmail"], intent: DELETE_ACCOUNT_INTENT });
/** One form for the list: each row's "Sign out" button posts its session's id (the button's own value). */
export const signOutSessionForm = defineForm({ schema: revokeSessionSchema, fields: ["id"], intent: SIGN_OUT_SESSION_INTENT });
export const logOutEverywhereForm = defineForm({ schema: logOutEverywhereSchema, fields: [], intent: LOG_OUT_EVERYWHERE_INTENT });

const card = "max-w-xl rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6";

/**
 * The server has neither the visitor's time zone nor their locale: it writes UTC, and the page rewrites it
 * in the browser's own once hydrated (the same text on both sides while hydrating).
 */
function useWhen() {
  const hydrated = useHydrated();
  return (at: Date | string) => {
    const date = new Date(at);
    if (hydrated) return date.toLocaleString(undefined, WHEN);
    return `${date.toLocaleString("en-US", { ...WHEN, timeZone: "UTC" })} UTC`;
  };
}
const WHEN = { dateStyle: "medium", timeStyle: "short" } as const;

/** A short, readable name for a browser from its user-agent string. */
function device(ua: string | null): string {
  if (!ua) return copy.unknownDevice;
  const browser = /Edg\//.test(ua) ? "Edge" : /Firefox\//.test(ua) ? "Firefox" : /Chrome\//.test(ua) ? "Chrome" : /Safari\//.test(ua) ? "Safari" : "Browser";
  const os = /iPhone|iPad/.test(ua) ? "iOS" : /Android/.test(ua) ? "Android" : /Mac OS X/.test(ua) ? "macOS" : /Windows/.test(ua) ? "Windows" : /Linux/.test(ua) ? "Linux" : "";
  return os ? `${browser} on ${os}` : browser;
}

export function AccountSecurity({ email, account }: { email: string; account: AccountActivity }) {
  const when = useWhen();
  const activity = account?.activity;
  return (
    <div className="mt-6 space-y-6">
      {/* A changed password ends every other session: the list, reloaded after the answer, shows it. */}
      <PasswordForm />
      <EmailForm />
      <SessionsList sessions={account?.sessions ?? []} when={when} />

      <section aria-labelledby="activity-title" className={card}>
        <h2 id="activity-title" className="text-xl font-bold">
          {copy.activityTitle}
        </h2>
        {activity && activity.length === 0 ? <p className="mt-4 text-sm text-slate-600">{copy.noActivity}</p> : null}
        <ul className="mt-4 space-y-2 text-sm" aria-label={copy.activityTitle}>
          {(activity ?? []).map((e, i) => (
            <li key={`${String(e.at)}-${i}`}>
              <span className={e.outcome === "success" ? "font-semibold" : "font-semibold text-red-700"}>{copy.outcomes[e.outcome] ?? e.outcome}</span>{" "}
              · {when(e.at)} · {[device(e.userAgent), e.ip].filter(Boolean).join(" · ")}
            </li>
          ))}
        </ul>
      </section>

      <DeleteAccountForm email={email} />
    </div>
  );
}

/**
 * The sessions, each with "Sign out" (a submit button carrying the session's id), and "Log out everywhere":
 * two forms on the page's action, so they work without JavaScript. Ending this browser's own session, or
 * every session, signs this browser out as logging out does and lands on /.
 */
function SessionsList({ sessions, when }: { sessions: NonNullable<AccountActivity>["sessions"]; when: (at: Date | string) => string }) {
  const signOut = useForm(signOutSessionForm, { messages: { failed: copy.signOutFailed, network: authMessages.network }, messageWithFields: true });
  const everywhere = useForm(logOutEverywhereForm, { messages: { failed: copy.signOutFailed, network: authMessages.network } });
  return (
    <section aria-labelledby="sessions-title" className={card}>
      <h2 id="sessions-title" className="text-xl font-bold">
        {copy.sessionsTitle}
      </h2>
      <Form {...signOut.props}>
        <input type="hidden" name="intent" value={signOutSessionForm.intent} />
        <Alert>{signOut.formError?.message}</Alert>
        <ul className="mt-4 divide-y divide-slate-100" aria-label={copy.sessionsTitle}>
          {sessions.map((s) => (
            <li key={s.id} className="flex items-center justify-between gap-3 py-3">
              <div>
                <p className="font-semibold">
                  {device(s.userAgent)}
                  {s.current ? <span className="ml-2 text-sm font-normal text-brand-700">({copy.thisDevice})</span> : null}
                </p>
                <p className="text-sm text-slate-600">{[s.ip, `${copy.lastSeen} ${when(s.lastSeenAt)}`].filter(Boolean).join(" · ")}</p>
              </div>
              {s.current ? null : (
                <Button type="submit" name="id" value={s.id} variant="secondary" size="sm" disabled={signOut.pending}>
                  {copy.signOutSession}
                </Button>
              )}
            </li>
          ))}
        </ul>
      </Form>
      <Form {...everywhere.props} className="mt-4">
        <input type="hidden" name="intent" value={logOutEverywhereForm.intent} />
        <Alert>{everywhere.formError?.message}</Alert>
        <Button type="submit" variant="secondary" pending={everywhere.pending} pendingLabel={copy.loggingOutEverywhere}>
          {copy.logOutEverywhere}
        </Button>
      </Form>
    </section>
  );
}

const passwordChanged = { ...copy.passwordChanged, variant: "success" } as const;

function PasswordForm() {
  const form = useForm(passwordForm, {
    messages: { failed: copy.passwordFailed, network: authMessages.network },
    codes: { WEAK_PASSWORD: authMessages.passwordRequirements },
    resetOnSuccess: true,
    onReply: (reply) => {
      if (!reply.code) notify(passwordChanged);
    },
  });
  return (
    <section aria-labelledby="change-password-title" className={card}>
      <h2 id="change-password-title" className="text-xl font-bold">
        {copy.passwordTitle}
      </h2>
      <Form {...form.props} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value={passwordForm.intent} />
        <Alert>{form.formError?.message}</Alert>
        <ToastNotice form={form} toastFor={(reply) => (reply.code ? null : passwordChanged)} />
        <PasswordField label={copy.currentPassword} {...form.field("currentPassword")} autoComplete="current-password" required />
        <PasswordField label={copy.newPassword} {...form.field("newPassword")} autoComplete="new-password" required />
        <Button type="submit" pending={form.pending} pendingLabel={copy.changingPassword}>
          {copy.changePassword}
        </Button>
      </Form>
    </section>
  );
}

/** The answer is the same whether or not the new address has an account (ADR 0016). */
function EmailForm() {
  const form = useForm(emailForm, { messages: { failed: copy.emailFailed, network: authMessages.network }, resetOnSuccess: true });
  return (
    <section aria-labelledby="change-email-title" className={card}>
      <h2 id="change-email-title" className="text-xl font-bold">
        {copy.emailTitle}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{copy.emailIntro}</p>
      <Form {...form.props} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value={emailForm.intent} />
        <Alert>{form.formError?.message}</Alert>
        {form.reply?.done ? (
          <output className="block rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900">{form.reply.done}</output>
        ) : null}
        <TextField label={copy.newEmail} {...form.field("newEmail")} type="email" autoComplete="email" required />
        <PasswordField label={copy.emailPassword} {...form.field("currentPassword")} autoComplete="current-password" required />
        <Button type="submit" pending={form.pending} pendingLabel={copy.changingEmail}>
          {copy.changeEmail}
        </Button>
      </Form>
    </section>
  );
}

/**
 * Enabled once the typed address is the account's. Before hydration (and without JavaScript) it cannot
 * know, so it stays enabled and the action checks the address (its message shows under the field).
 */
function DeleteAccountForm({ email }: { email: string }) {
  const hydrated = useHydrated();
  const form = useForm(deleteAccountForm, { messages: { failed: copy.deleteFailed, network: authMessages.network } });
  const field = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState("");
  // What was typed before hydration counts too.
  useEffect(() => setTyped(field.current?.value ?? ""), []);
  const matches = typed.trim().toLowerCase() === email.toLowerCase();
  return (
    <section aria-labelledby="delete-account-title" className={`${card} border-red-200`}>
      <h2 id="delete-account-title" className="text-xl font-bold text-red-800">
        {copy.deleteTitle}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{copy.deleteWarning}</p>
      <Form {...form.props} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value={deleteAccountForm.intent} />
        <Alert>{form.formError?.message}</Alert>
        <TextField
          {...form.field("confirmEmail")}
          ref={field}
          label={copy.deleteConfirmLabel}
          type="email"
          autoComplete="off"
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button type="submit" variant="danger" disabled={hydrated && !matches} pending={form.pending} pendingLabel={copy.deleting}>
          {copy.deleteButton}
        </Button>
      </Form>
    </section>
  );
}

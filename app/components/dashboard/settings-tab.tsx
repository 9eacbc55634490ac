// Settings tab (requirements §2, §5, §8): 'Account Settings' with first and last name (both required) and the
// e-mail read-only. The form posts to /dashboard's action (ADR 0071), which saves through the same module as
// PATCH /api/user/profile; the page's data reloads after it, so the nav shows the new name.
import { Form } from "react-router";
import { AccountSecurity, type AccountActivity } from "~/components/dashboard/account-security";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { notifyReply, ToastNotice, type ReplyToast } from "~/components/ui/toast-notice";
import { settingsCopy } from "~/content/accounts";
import { defineForm, useForm } from "~/lib/form";
import { profileSchema } from "@common/schemas/auth";

type ProfileUser = { firstName: string; lastName: string; email: string };

export const PROFILE_INTENT = "profile";
export const profileForm = defineForm({ schema: profileSchema, fields: ["firstName", "lastName"], intent: PROFILE_INTENT });

/** Saved; a name left empty (requirements §5); a failure the fields do not show. Too long a name: the field says so. */
const profileToast: ReplyToast = (reply) => {
  if (!reply.code) return { ...settingsCopy.toasts.saved, variant: "success" };
  const { firstName = "", lastName = "" } = reply.values ?? {};
  if (reply.code === "VALIDATION_FAILED" && (!firstName.trim() || !lastName.trim())) return { ...settingsCopy.toasts.missing, variant: "destructive" };
  if (Object.keys(reply.fields ?? {}).length) return null;
  return { ...settingsCopy.toasts.failed, variant: "destructive" };
};

export function SettingsTab({ user, account }: { user: ProfileUser; account: AccountActivity }) {
  const form = useForm(profileForm, {
    messages: { failed: settingsCopy.toasts.failed.description, network: settingsCopy.toasts.failed.description },
    onReply: notifyReply(profileToast),
  });

  return (
    <>
      <section aria-labelledby="account-settings-title" className="max-w-xl rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="account-settings-title" className="text-xl font-bold">
          {settingsCopy.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{settingsCopy.description}</p>
        <Form {...form.props} className="mt-5 space-y-4">
          <input type="hidden" name="intent" value={profileForm.intent} />
          <ToastNotice form={form} toastFor={profileToast} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={settingsCopy.firstName} {...form.field("firstName", user.firstName)} autoComplete="given-name" required />
            <TextField label={settingsCopy.lastName} {...form.field("lastName", user.lastName)} autoComplete="family-name" required />
          </div>
          <TextField label={settingsCopy.email} name="email" type="email" readOnly value={user.email} hint={settingsCopy.emailHint} />
          <Button type="submit" pending={form.pending} pendingLabel={settingsCopy.submitting}>
            {settingsCopy.submit}
          </Button>
        </Form>
      </section>
      <AccountSecurity email={user.email} account={account} />
    </>
  );
}

// Settings tab (requirements §2, §5, §8): 'Account Settings' with first and last name (both required) and the
// e-mail read-only. Saving PATCHes /api/user/profile, then revalidates so the nav shows the new name.
import { useRef, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import * as v from "valibot";
import { AccountSecurity } from "~/components/dashboard/account-security";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { notify } from "~/components/ui/toaster";
import { settingsCopy } from "~/content/accounts";
import { apiRequest } from "~/lib/api";
import { issuesByField } from "~/lib/form-fields";
import { useHydrated } from "~/lib/use-hydrated";
import { profileSchema } from "@common/schemas/auth";

type ProfileUser = { firstName: string; lastName: string; email: string };
const FIELDS = ["firstName", "lastName"] as const;

export function SettingsTab({ user }: { user: ProfileUser }) {
  const [values, setValues] = useState({ firstName: user.firstName, lastName: user.lastName });
  const [errors, setErrors] = useState<Partial<Record<(typeof FIELDS)[number], string>>>({});
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const firstRef = useRef<HTMLInputElement>(null);
  const lastRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (!values.firstName.trim() || !values.lastName.trim()) {
      notify({ ...settingsCopy.toasts.missing, variant: "destructive" });
      (values.firstName.trim() ? lastRef : firstRef).current?.focus();
      return;
    }
    const parsed = v.safeParse(profileSchema, values);
    if (!parsed.success) {
      const found = issuesByField(parsed.issues, FIELDS);
      setErrors(found);
      (found.firstName ? firstRef : lastRef).current?.focus();
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await apiRequest("PATCH", "/api/user/profile", parsed.output);
      setValues(parsed.output);
      notify({ ...settingsCopy.toasts.saved, variant: "success" });
      await revalidator.revalidate();
    } catch {
      notify({ ...settingsCopy.toasts.failed, variant: "destructive" });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
    <section aria-labelledby="account-settings-title" className="max-w-xl rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="account-settings-title" className="text-xl font-bold">
        {settingsCopy.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{settingsCopy.description}</p>
      <form method="post" noValidate onSubmit={(e) => void onSubmit(e)} className="mt-5 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            ref={firstRef}
            label={settingsCopy.firstName}
            name="firstName"
            autoComplete="given-name"
            required
            value={values.firstName}
            error={errors.firstName}
            onChange={(e) => setValues((p) => ({ ...p, firstName: e.target.value }))}
          />
          <TextField
            ref={lastRef}
            label={settingsCopy.lastName}
            name="lastName"
            autoComplete="family-name"
            required
            value={values.lastName}
            error={errors.lastName}
            onChange={(e) => setValues((p) => ({ ...p, lastName: e.target.value }))}
          />
        </div>
        <TextField label={settingsCopy.email} name="email" type="email" readOnly value={user.email} hint={settingsCopy.emailHint} />
        <Button type="submit" disabled={!hydrated} pending={pending} pendingLabel={settingsCopy.submitting}>
          {settingsCopy.submit}
        </Button>
      </form>
    </section>
    <AccountSecurity email={user.email} />
    </>
  );
}

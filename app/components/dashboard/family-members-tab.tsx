// Family Members tab (requirements §2, §5, §8), shown when the invitation flag is on: everyone in the family
// (the Owner and Members), the empty state while the owner is alone, and the invite form (first name
// required, last name optional, e-mail required).
import { useRef, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import * as v from "valibot";
import { Avatar } from "~/components/chrome/avatar";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { notify } from "~/components/ui/toaster";
import { familyCopy } from "~/content/accounts";
import { apiRequest, errorMessage } from "~/lib/api";
import { issuesByField } from "~/lib/form-fields";
import { useHydrated } from "~/lib/use-hydrated";
import { inviteSchema } from "@common/schemas/family";

export type FamilyMemberView = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  profileImageUrl: string | null;
  role: "owner" | "member";
};

const FIELDS = ["firstName", "lastName", "email"] as const;
type InviteField = (typeof FIELDS)[number];

export function FamilyMembersTab({
  members,
  currentUserId,
  canInvite,
}: {
  members: FamilyMemberView[];
  currentUserId: string;
  /** Only the Owner invites (the API answers 403 to anyone else). */
  canInvite: boolean;
}) {
  const others = members.filter((m) => m.id !== currentUserId);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
      <section aria-labelledby="family-members-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="family-members-title" className="text-xl font-bold">
          {familyCopy.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{familyCopy.description}</p>
        <ul className="mt-4 divide-y divide-slate-100" aria-label={familyCopy.title}>
          {members.map((m) => (
            <MemberRow key={m.id} member={m} isYou={m.id === currentUserId} />
          ))}
        </ul>
        {others.length === 0 ? (
          <div className="mt-4 rounded-lg border border-dashed border-slate-300 p-6 text-center">
            <h3 className="font-semibold">{familyCopy.emptyTitle}</h3>
            <p className="mt-1 text-sm text-slate-600">{familyCopy.emptyBody}</p>
          </div>
        ) : null}
      </section>
      {canInvite ? (
        <InviteForm />
      ) : (
        <p className="h-fit rounded-xl bg-brand-50 p-5 text-sm text-slate-700">{familyCopy.ownerInvites}</p>
      )}
    </div>
  );
}

function MemberRow({ member, isYou }: { member: FamilyMemberView; isYou: boolean }) {
  const name = `${member.firstName} ${member.lastName}`.trim() || member.email;
  const owner = member.role === "owner";
  return (
    <li className="flex items-center gap-3 py-3">
      <Avatar user={member} className="size-10 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-slate-900">
          {name} {isYou ? <span className="font-normal text-slate-500">{familyCopy.you}</span> : null}
        </p>
        <p className="truncate text-sm text-slate-600">{member.email}</p>
      </div>
      <span
        className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
          owner ? "bg-brand-100 text-brand-900" : "bg-slate-100 text-slate-700"
        }`}
      >
        {owner ? familyCopy.owner : familyCopy.member}
      </span>
    </li>
  );
}

function InviteForm() {
  const empty = { firstName: "", lastName: "", email: "" };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<InviteField, string>>>({});
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const refs = useRef<Partial<Record<InviteField, HTMLInputElement | null>>>({});

  const update = (field: InviteField, value: string) => {
    setValues((p) => ({ ...p, [field]: value }));
    if (errors[field]) setErrors((p) => ({ ...p, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (!values.email.trim()) {
      notify({ ...familyCopy.toasts.missingEmail, variant: "destructive" });
      refs.current.email?.focus();
      return;
    }
    const parsed = v.safeParse(inviteSchema, values);
    if (!parsed.success) {
      const found = issuesByField(parsed.issues, FIELDS);
      setErrors(found);
      const first = FIELDS.find((f) => found[f]);
      if (first) refs.current[first]?.focus();
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const res = await apiRequest("POST", "/api/family-members/invite", parsed.output);
      const body = (await res.json().catch(() => null)) as { message?: string } | null;
      notify({ title: familyCopy.toasts.sent.title, description: body?.message, variant: "success" });
      setValues(empty);
      void revalidator.revalidate();
    } catch (error) {
      notify({
        title: familyCopy.toasts.failed.title,
        description: errorMessage(error, familyCopy.toasts.failed.fallback),
        variant: "destructive",
      });
    } finally {
      setPending(false);
    }
  };

  const ref = (field: InviteField) => (el: HTMLInputElement | null) => {
    refs.current[field] = el;
  };

  return (
    <section aria-labelledby="invite-title" className="h-fit rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="invite-title" className="text-xl font-bold">
        {familyCopy.inviteTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{familyCopy.inviteBody}</p>
      <form method="post" noValidate onSubmit={(e) => void onSubmit(e)} className="mt-5 space-y-4">
        <TextField
          ref={ref("firstName")}
          label={familyCopy.firstName}
          name="firstName"
          autoComplete="off"
          required
          value={values.firstName}
          error={errors.firstName}
          onChange={(e) => update("firstName", e.target.value)}
        />
        <TextField
          ref={ref("lastName")}
          label={familyCopy.lastName}
          name="lastName"
          autoComplete="off"
          value={values.lastName}
          error={errors.lastName}
          onChange={(e) => update("lastName", e.target.value)}
        />
        <TextField
          ref={ref("email")}
          label={familyCopy.email}
          name="email"
          type="email"
          autoComplete="off"
          inputMode="email"
          required
          value={values.email}
          error={errors.email}
          onChange={(e) => update("email", e.target.value)}
        />
        <Button type="submit" block disabled={!hydrated} pending={pending} pendingLabel={familyCopy.submitting}>
          {familyCopy.submit}
        </Button>
      </form>
    </section>
  );
}

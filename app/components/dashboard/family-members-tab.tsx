// Family Members tab (requirements §2, §5, §8), shown when the invitation flag is on: everyone in the family
// (the Owner and Members), the empty state while the owner is alone, and the invite form (first name
// required, last name optional, e-mail required), which posts to /dashboard's action (ADR 0071) and sends
// through the same module as POST /api/family-members/invite.
import { Form } from "react-router";
import { Avatar } from "~/components/chrome/avatar";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { notifyReply, ToastNotice, type ReplyToast } from "~/components/ui/toast-notice";
import { familyCopy } from "~/content/accounts";
import { defineForm, useForm } from "~/lib/form";
import { inviteSchema } from "@common/schemas/family";

export type FamilyMemberView = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  profileImageUrl: string | null;
  role: "owner" | "member";
};

export const INVITE_INTENT = "invite";
export const inviteForm = defineForm({ schema: inviteSchema, fields: ["firstName", "lastName", "email"], intent: INVITE_INTENT });

/** Sent; no e-mail address (requirements §5); a refusal the fields do not show, in the server's words (requirements §8). */
const inviteToast: ReplyToast = (reply) => {
  if (!reply.code) return { ...familyCopy.toasts.sent, description: reply.done, variant: "success" };
  if (reply.code === "VALIDATION_FAILED" && !reply.values?.email?.trim()) return { ...familyCopy.toasts.missingEmail, variant: "destructive" };
  if (Object.keys(reply.fields ?? {}).length) return null;
  return { title: familyCopy.toasts.failed.title, description: reply.message || familyCopy.toasts.failed.fallback, variant: "destructive" };
};

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
  const form = useForm(inviteForm, {
    messages: { failed: familyCopy.toasts.failed.fallback, network: familyCopy.toasts.failed.fallback },
    resetOnSuccess: true,
    onReply: notifyReply(inviteToast),
  });

  return (
    <section aria-labelledby="invite-title" className="h-fit rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="invite-title" className="text-xl font-bold">
        {familyCopy.inviteTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{familyCopy.inviteBody}</p>
      <Form {...form.props} className="mt-5 space-y-4">
        <input type="hidden" name="intent" value={inviteForm.intent} />
        <ToastNotice form={form} toastFor={inviteToast} />
        <TextField label={familyCopy.firstName} {...form.field("firstName")} autoComplete="off" required />
        <TextField label={familyCopy.lastName} {...form.field("lastName")} autoComplete="off" />
        <TextField label={familyCopy.email} {...form.field("email")} type="email" autoComplete="off" inputMode="email" required />
        <Button type="submit" block pending={form.pending} pendingLabel={familyCopy.submitting}>
          {familyCopy.submit}
        </Button>
      </Form>
    </section>
  );
}

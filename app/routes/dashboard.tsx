// /dashboard, the Family Workspace (requirements §2): heading, subtitle and three tabs. Children is the children
// area's own component; Family Members opens the "Feature in Development" dialog (and does not switch)
// unless the invitation flag is on; Settings edits the account name. The chosen tab lives in ?tab=. The
// page's forms post to its action, each under its hidden `intent` (ADR 0071).
import { useState } from "react";
import { useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { listSessions } from "@worker/auth/account";
import { listSignIns } from "@worker/auth/audit";
import { appContext } from "@worker/context";
import { listChildren } from "@worker/children/children";
import { getDb } from "@worker/db/client";
import { familyInvitesEnabled } from "@worker/family/invitations";
import { listFamilyMembers } from "@worker/family/members";
import { nextDeadlines } from "@worker/record/progress";
import { ChildrenTab } from "~/components/children/children-tab";
import { FamilyMembersTab } from "~/components/dashboard/family-members-tab";
import { FeatureInDevelopmentDialog } from "~/components/dashboard/feature-dialog";
import { SettingsTab } from "~/components/dashboard/settings-tab";
import { Tabs } from "~/components/ui/tabs";
import { dashboardCopy, featureDialogCopy } from "~/content/accounts";
import { dashboardActions } from "~/lib/dashboard-actions.server";
import { keepFormOnFailure, revalidateUnlessFormFailed } from "~/lib/form-failure";
import { actionByIntent } from "~/lib/form.server";
import { requireUser } from "~/lib/session.server";
import type { Route } from "./+types/dashboard";

export const meta = () => [{ title: "Family Workspace · IEP Binder" }];

export async function loader({ context, url }: Route.LoaderArgs) {
  const { user, auth } = requireUser(context);
  const { env } = context.get(appContext);
  const familyInvites = familyInvitesEnabled(env);
  const db = getDb(env);
  // The sessions and sign-ins are read only for the Settings tab, which lists them (requirements §18.6).
  const settings = url.searchParams.get("tab") === "settings";
  const [children, members, security] = await Promise.all([
    listChildren(db, auth.familyId),
    familyInvites ? listFamilyMembers(db, auth.familyId) : Promise.resolve([]),
    settings ? Promise.all([listSessions(db, auth.userId, auth.sessionId), listSignIns(db, auth.userId)]) : Promise.resolve(null),
  ]);
  // Each card's next deadline comes from the child's record (the same module as the Progress tab).
  const deadlines = await nextDeadlines(db, env, auth.familyId, children);
  const account = security && { sessions: security[0], activity: security[1] };
  return { user, role: auth.role, familyInvites, members, children, deadlines, account };
}

const actions = actionByIntent(dashboardActions);

/** Signed-in only, before any of the body is read (requirements §17). */
export async function action(args: Route.ActionArgs) {
  requireUser(args.context);
  return actions(args);
}

export const clientAction = keepFormOnFailure;

/** Query parameters that only say what is open on the page (a tab, the Add Child dialog); Settings reads more. */
function searchForData(url: URL): string {
  const params = new URLSearchParams(url.search);
  if (params.get("tab") !== "settings") params.delete("tab");
  params.delete("add");
  params.sort();
  return params.toString();
}

/**
 * Switching tabs only rewrites ?tab= (opening Add Child, ?add=); that alone needs no fresh data, except to and
 * from Settings, whose sessions list the loader reads. Everything else (an explicit revalidate() — same URL —,
 * other query changes, actions) reloads as usual.
 */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  const { currentUrl, nextUrl, formMethod, defaultShouldRevalidate } = args;
  if (formMethod) return revalidateUnlessFormFailed(args);
  if (currentUrl.pathname !== nextUrl.pathname || currentUrl.search === nextUrl.search) return defaultShouldRevalidate;
  return searchForData(currentUrl) === searchForData(nextUrl) ? false : defaultShouldRevalidate;
}

type TabValue = "children" | "family" | "settings";

function tabFromUrl(value: string | null, familyInvites: boolean): TabValue {
  if (value === "settings") return "settings";
  if (value === "family" && familyInvites) return "family";
  return "children";
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { user, role, familyInvites, members, children, deadlines, account } = loaderData;
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<TabValue>(() => tabFromUrl(params.get("tab"), familyInvites));
  const [featureOpen, setFeatureOpen] = useState(false);

  const choose = (value: string) => {
    const next = tabFromUrl(value, true);
    if (next === "family" && !familyInvites) {
      // The spec's behaviour while invitations are off: explain, and stay on the current tab.
      setFeatureOpen(true);
      return;
    }
    setTab(next);
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (next === "children") p.delete("tab");
        else p.set("tab", next);
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <header>
        <h1 className="text-3xl font-bold sm:text-4xl">{dashboardCopy.title}</h1>
        <p className="mt-2 text-slate-600">{dashboardCopy.subtitle}</p>
      </header>
      <Tabs
        className="mt-6 sm:mt-8"
        label={dashboardCopy.title}
        value={tab}
        onValueChange={choose}
        lazyMount
        items={[
          { value: "children", label: dashboardCopy.tabs.children, content: <ChildrenTab items={children} deadlines={deadlines} /> },
          {
            value: "family",
            label: dashboardCopy.tabs.family,
            content: familyInvites ? <FamilyMembersTab members={members} currentUserId={user.id} canInvite={role === "owner"} /> : null,
          },
          { value: "settings", label: dashboardCopy.tabs.settings, content: <SettingsTab key={user.id} user={user} account={account} /> },
        ]}
      />
      <FeatureInDevelopmentDialog open={featureOpen} onOpenChange={setFeatureOpen} feature={featureDialogCopy.familyFeature} />
    </div>
  );
}

// One child on the Children tab (requirements §2): picture, name, birth month/year, document count, last
// update, the card menu and the four buttons. A card that is still being saved (optimistic, with a
// temporary id) shows the same content with its actions held back until the server answers.
import type { ChildDto } from "@worker/children/children";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { ActionMenu } from "~/components/ui/menu";
import { notify } from "~/components/ui/toaster";
import { childrenCopy as copy, toasts } from "~/content/children";
import { formatDate } from "@common/format";
import { ChildAvatar } from "./child-avatar";

export type ChildCardProps = {
  child: ChildDto;
  /** True while the child exists only on this page (optimistic add). */
  pending?: boolean;
  onDelete: (child: ChildDto) => void;
  onManageDocuments: (child: ChildDto) => void;
  /** The next deadline from the child's documents ("Annual review due in 23 days"). */
  deadline?: { text: string; pastDue: boolean } | null;
};

const actionClass = buttonClass({ variant: "secondary", size: "sm", className: "w-full" });

export function ChildCard({ child, pending = false, onDelete, onManageDocuments, deadline = null }: ChildCardProps) {
  const hasDocuments = child.documentCount > 0;
  const headingId = `child-${child.id}-name`;
  const born = child.birthMonth || child.birthYear ? copy.born(child.birthMonth, child.birthYear) : null;

  return (
    <article
      aria-labelledby={headingId}
      aria-busy={pending || undefined}
      data-testid="child-card"
      className={`flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-opacity ${pending ? "opacity-70" : ""}`}
    >
      <div className="flex items-center gap-4">
        <ChildAvatar name={child.name} src={child.avatarUrl} />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="truncate text-lg font-bold">
            {child.name}
          </h3>
          {born ? <p className="text-sm text-slate-600">{born}</p> : null}
          {pending ? (
            <output className="block mt-1 text-xs font-semibold text-brand-700">
              {copy.saving}
            </output>
          ) : null}
        </div>
        <ActionMenu
          label={copy.menuLabel(child.name)}
          disabled={pending}
          items={[
            { value: "edit", label: copy.editProfile, href: `/child-profile/${child.id}` },
            { value: "documents", label: copy.manageDocuments, href: `/document-viewer?childId=${child.id}` },
            { value: "delete", label: copy.delete, tone: "danger", onSelect: () => onDelete(child) },
          ]}
        />
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-3 rounded-lg bg-slate-50 p-3 text-sm">
        <div>
          <dt className="text-slate-600">{copy.documents}</dt>
          <dd className="font-semibold text-slate-900">
            {/* The count opens the Manage Documents dialog (a quick look without leaving the workspace). */}
            <button
              type="button"
              disabled={pending}
              onClick={() => onManageDocuments(child)}
              aria-label={`${child.documentCount} ${copy.documents}. ${copy.manageDocumentsFor(child.name)}`}
              className="cursor-pointer rounded text-brand-700 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-600 disabled:cursor-default disabled:no-underline"
            >
              {child.documentCount}
            </button>
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{copy.lastUpdated}</dt>
          <dd className="font-semibold text-slate-900">{formatDate(child.lastUpdated, copy.never)}</dd>
        </div>
      </dl>

      {deadline ? (
        <p data-testid="next-deadline" className={`mt-3 rounded-lg px-3 py-2 text-sm font-semibold ${deadline.pastDue ? "bg-red-50 text-red-800" : "bg-brand-50 text-brand-900"}`}>
          <Link to={`/child-profile/${child.id}?tab=progress`} className="underline decoration-transparent underline-offset-2 hover:decoration-current">
            {deadline.text}
          </Link>
        </p>
      ) : null}

      <div className="mt-4 grid grid-cols-2 gap-2">
        {pending ? (
          <>
            <button type="button" disabled className={actionClass}>{copy.uploadIep}</button>
            <button type="button" disabled className={actionClass}>{copy.profile}</button>
            <button type="button" disabled className={actionClass}>{copy.documents}</button>
            <button type="button" disabled className={actionClass}>{copy.converse}</button>
          </>
        ) : (
          <>
            <Link to={`/document-upload/${child.id}`} className={buttonClass({ size: "sm", className: "w-full" })}>
              {copy.uploadIep}
            </Link>
            <Link to={`/child-profile/${child.id}`} className={actionClass}>
              {copy.profile}
            </Link>
            {hasDocuments ? (
              <Link to={`/document-viewer?childId=${child.id}`} className={actionClass}>
                {copy.documents}
              </Link>
            ) : (
              <button type="button" disabled className={actionClass}>
                {copy.documents}
              </button>
            )}
            {hasDocuments ? (
              <Link to={`/conversation/${child.id}`} className={actionClass}>
                {copy.converse}
              </Link>
            ) : (
              // Looks disabled, but stays focusable and clickable so it can say why (requirements §2).
              <button type="button" aria-disabled="true" onClick={() => notify(toasts.noDocuments)} className={actionClass}>
                {copy.converse}
              </button>
            )}
          </>
        )}
      </div>
    </article>
  );
}

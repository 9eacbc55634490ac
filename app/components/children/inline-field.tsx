// One inline-editable profile field (requirements §2, §4): the value (or 'Not set') with Edit; while editing,
// a text box or a list with Cancel and Save. Only this field is sent (PATCH), and only if it changed.
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { controlClass } from "~/components/ui/field";
import { notify } from "~/components/ui/toaster";
import { profileCopy as copy, toasts } from "~/content/children";
import { apiRequest } from "~/lib/api";
import { CHILD_NAME_MAX } from "@common/schemas/children";

export type ProfileField = "name" | "birthMonth" | "birthYear";

export type InlineFieldProps = {
  childId: string;
  field: ProfileField;
  label: string;
  value: string | null;
  /** A list of choices (month, year); a text box when absent. */
  options?: readonly string[];
};

export function InlineField({ childId, field, label, value, options }: InlineFieldProps) {
  const { revalidate } = useRevalidator();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value ?? "");
  const [saving, setSaving] = useState(false);
  const controlRef = useRef<HTMLInputElement & HTMLSelectElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const controlId = useId();

  useEffect(() => {
    if (editing) controlRef.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      editRef.current?.focus();
    }
  }, [editing]);

  const start = () => {
    setDraft(value ?? "");
    setEditing(true);
  };
  const stop = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const next = field === "name" ? draft.trim() : draft;
    if (field === "name" && !next) {
      notify({ ...toasts.missingName, variant: "destructive" });
      return;
    }
    if (next === (value ?? "")) return stop();
    setSaving(true);
    try {
      await apiRequest("PATCH", `/api/children/${childId}`, { [field]: next === "" ? null : next });
      notify({ ...toasts.profileUpdated, variant: "success" });
      await revalidate();
      stop();
    } catch {
      notify({ ...toasts.updateFailed, variant: "destructive" });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="py-3">
      <dt className="text-sm font-semibold text-slate-600">
        {editing ? <label htmlFor={controlId}>{label}</label> : label}
      </dt>
      <dd className="mt-1">
        {editing ? (
          <form onSubmit={save} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-center">
            {options ? (
              <select
                ref={controlRef}
                id={controlId}
                value={draft}
                onChange={(e) => setDraft(e.currentTarget.value)}
                disabled={saving}
                className={`${controlClass} border-slate-300 sm:max-w-xs`}
              >
                <option value="">{copy.notSet}</option>
                {options.map((o) => (
                  <option key={o} value={o}>
                    {o}
                  </option>
                ))}
              </select>
            ) : (
              <input
                ref={controlRef}
                id={controlId}
                value={draft}
                onChange={(e) => setDraft(e.currentTarget.value)}
                onKeyDown={(e) => {
                  if (e.key === "Escape") stop();
                }}
                maxLength={CHILD_NAME_MAX}
                autoComplete="off"
                disabled={saving}
                className={`${controlClass} border-slate-300 sm:max-w-xs`}
              />
            )}
            <div className="flex gap-2">
              <Button variant="secondary" size="sm" onClick={stop} disabled={saving}>
                {copy.cancel}
              </Button>
              <Button type="submit" size="sm" pending={saving} pendingLabel={copy.saving}>
                {copy.save}
              </Button>
            </div>
          </form>
        ) : (
          <div className="flex items-center justify-between gap-3">
            <span className={value ? "text-base text-slate-900" : "text-base text-slate-500 italic"}>{value || copy.notSet}</span>
            <Button ref={editRef} variant="ghost" size="sm" onClick={start} aria-label={copy.editField(label)}>
              {copy.edit}
            </Button>
          </div>
        )}
      </dd>
    </div>
  );
}

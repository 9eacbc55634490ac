// Labelled form fields, styled once. Native inputs (no extra JS), with the accessibility wiring every
// form needs: <label for>, aria-invalid, and aria-describedby pointing at the hint and the error.
// Forms set `noValidate` and show these messages instead of the browser's bubbles, so the wording
// matches the spec and the server.
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from "react";

export const controlClass =
  "block w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 " +
  "focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none " +
  "disabled:bg-slate-100 disabled:text-slate-500 read-only:bg-slate-50 read-only:text-slate-600";

/** A native file input's look (the browser's button styled as ours). */
export const fileInputClass =
  "block w-full text-sm text-slate-700 file:mr-3 file:cursor-pointer file:rounded-md file:border file:border-slate-300 file:bg-white " +
  "file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-50";

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "className" | "children"> & {
  label: ReactNode;
  /** Shown under the control; the control is described by it. */
  hint?: ReactNode;
  error?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * The wiring of one field's control: its id (the caller's or a generated one), and `aria-invalid` and
 * `aria-describedby` pointing at the field's hint and error (and any description of the caller's own).
 */
export function useFieldControl({ id, hint, error, describedBy }: { id?: string; hint?: ReactNode; error?: string; describedBy?: string }) {
  const auto = useId();
  const inputId = id ?? auto;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const described = [hint ? hintId : null, error ? errorId : null, describedBy].filter(Boolean).join(" ") || undefined;
  return {
    group: { inputId, hint, hintId, error, errorId },
    control: { id: inputId, "aria-invalid": error ? (true as const) : undefined, "aria-describedby": described },
  };
}

/** A field's message under its control; the control's `aria-describedby` names it. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

export type FieldGroupProps = ReturnType<typeof useFieldControl>["group"] & {
  label: ReactNode;
  /** Hide the visible label (it still names the control). */
  hideLabel?: boolean;
  className?: string;
  children: ReactNode;
};

/** One field: its label, the control (children), its hint and its error. Every labelled field is drawn by it. */
export function FieldGroup({ inputId, label, hideLabel = false, hint, hintId, error, errorId, className = "", children }: FieldGroupProps) {
  return (
    <div className={className}>
      <label htmlFor={inputId} className={hideLabel ? "sr-only" : "mb-1 block text-sm font-semibold text-slate-800"}>
        {label}
      </label>
      {children}
      {hint ? (
        <div id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </div>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export function TextField({ label, hint, error, className, id, ref, "aria-describedby": describedBy, ...input }: TextFieldProps) {
  const { group, control } = useFieldControl({ id, hint, error, describedBy });
  return (
    <FieldGroup {...group} label={label} className={className}>
      <input {...input} {...control} ref={ref} className={`${controlClass} ${error ? "border-red-500" : "border-slate-300"}`} />
    </FieldGroup>
  );
}

/** A password input with a show/hide toggle (helps on phones; the value never leaves the field). */
export function PasswordField({ label, hint, error, className, id, ref, "aria-describedby": describedBy, ...input }: Omit<TextFieldProps, "type">) {
  const { group, control } = useFieldControl({ id, hint, error, describedBy });
  const [visible, setVisible] = useState(false);
  return (
    <FieldGroup {...group} label={label} className={className}>
      <div className="relative">
        <input
          {...input}
          {...control}
          ref={ref}
          type={visible ? "text" : "password"}
          className={`${controlClass} pr-16 ${error ? "border-red-500" : "border-slate-300"}`}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-controls={control.id}
          disabled={input.disabled}
          className="absolute inset-y-1 right-1 rounded px-2 text-xs font-semibold text-brand-700 hover:bg-brand-50"
        >
          {visible ? "Hide" : "Show"}
          <span className="sr-only"> password</span>
        </button>
      </div>
    </FieldGroup>
  );
}

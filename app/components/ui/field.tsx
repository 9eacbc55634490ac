// Labelled form fields, styled once. Native inputs (no extra JS), with the accessibility wiring every
// form needs: <label for>, aria-invalid, and aria-describedby pointing at the hint and the error.
// Forms set `noValidate` and show these messages instead of the browser's bubbles, so the wording
// matches the spec and the server.
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from "react";

export const controlClass =
  "block w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 " +
  "focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none " +
  "disabled:bg-slate-100 disabled:text-slate-500 read-only:bg-slate-50 read-only:text-slate-600";

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "className" | "children"> & {
  label: ReactNode;
  /** Shown under the control; the control is described by it. */
  hint?: ReactNode;
  error?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

function useFieldIds(id: string | undefined) {
  const auto = useId();
  const inputId = id ?? auto;
  return { inputId, hintId: `${inputId}-hint`, errorId: `${inputId}-error` };
}

function describedBy(...ids: (string | false | undefined | null)[]): string | undefined {
  return ids.filter(Boolean).join(" ") || undefined;
}

function FieldShell({
  inputId,
  label,
  hint,
  hintId,
  error,
  errorId,
  className = "",
  children,
}: {
  inputId: string;
  label: ReactNode;
  hint?: ReactNode;
  hintId: string;
  error?: string;
  errorId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children}
      {hint ? (
        <div id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({ label, hint, error, className, id, ref, "aria-describedby": extra, ...input }: TextFieldProps) {
  const { inputId, hintId, errorId } = useFieldIds(id);
  return (
    <FieldShell {...{ inputId, label, hint, hintId, error, errorId, className }}>
      <input
        {...input}
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? hintId : null, error ? errorId : null, extra)}
        className={`${controlClass} ${error ? "border-red-500" : "border-slate-300"}`}
      />
    </FieldShell>
  );
}

/** A password input with a show/hide toggle (helps on phones; the value never leaves the field). */
export function PasswordField({ label, hint, error, className, id, ref, "aria-describedby": extra, ...input }: Omit<TextFieldProps, "type">) {
  const { inputId, hintId, errorId } = useFieldIds(id);
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell {...{ inputId, label, hint, hintId, error, errorId, className }}>
      <div className="relative">
        <input
          {...input}
          ref={ref}
          id={inputId}
          type={visible ? "text" : "password"}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint ? hintId : null, error ? errorId : null, extra)}
          className={`${controlClass} pr-16 ${error ? "border-red-500" : "border-slate-300"}`}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-controls={inputId}
          disabled={input.disabled}
          className="absolute inset-y-1 right-1 rounded px-2 text-xs font-semibold text-brand-700 hover:bg-brand-50"
        >
          {visible ? "Hide" : "Show"}
          <span className="sr-only"> password</span>
        </button>
      </div>
    </FieldShell>
  );
}

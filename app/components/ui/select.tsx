// A labelled native <select>, styled like the text fields. Native on purpose: it is the most usable
// picker on phones (the OS wheel/list), fully accessible, and costs no JavaScript.
import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from "react";
import { controlClass } from "./field";

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "className" | "children"> & {
  label: ReactNode;
  options: readonly SelectOption[] | readonly string[];
  /** An empty first choice, e.g. "Select month". */
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  /** Hide the visible label (it still names the control). */
  hideLabel?: boolean;
  ref?: Ref<HTMLSelectElement>;
};

export function SelectField({ label, options, placeholder, hint, error, className = "", hideLabel = false, id, ref, ...select }: SelectFieldProps) {
  const auto = useId();
  const selectId = id ?? auto;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  const described = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={selectId} className={hideLabel ? "sr-only" : "mb-1 block text-sm font-semibold text-slate-800"}>
        {label}
      </label>
      <select
        {...select}
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={`${controlClass} ${error ? "border-red-500" : "border-slate-300"} pr-8`}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => {
          const { value, label: text } = typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
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

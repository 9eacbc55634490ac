// A labelled checkbox, styled once. A native input (keyboard, forms and screen readers for free) with
// the brand accent; the label may hold links.
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from "react";

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "className" | "children"> & {
  label: ReactNode;
  error?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

export function Checkbox({ label, error, className = "", id, ref, ...input }: CheckboxProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <div className="flex items-start gap-2">
        <input
          {...input}
          ref={ref}
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-brand-600"
        />
        <label htmlFor={inputId} className="text-sm text-slate-700">
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

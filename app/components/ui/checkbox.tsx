// A labelled checkbox, styled once. A native input (keyboard, forms and screen readers for free) with
// the brand accent; the label may hold links.
import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { FieldError, useFieldControl } from "./field";

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "className" | "children"> & {
  label: ReactNode;
  error?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

export function Checkbox({ label, error, className = "", id, ref, ...input }: CheckboxProps) {
  const { group, control } = useFieldControl({ id, error });
  // The label follows the box, so this one lays its field out itself; the wiring and the message are shared.
  return (
    <div className={className}>
      <div className="flex items-start gap-2">
        <input
          {...input}
          {...control}
          ref={ref}
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-brand-600"
        />
        <label htmlFor={control.id} className="text-sm text-slate-700">
          {label}
        </label>
      </div>
      <FieldError id={group.errorId} error={error} />
    </div>
  );
}

// A labelled native <select>, styled like the text fields. Native on purpose: it is the most usable
// picker on phones (the OS wheel/list), fully accessible, and costs no JavaScript.
import type { ReactNode, Ref, SelectHTMLAttributes } from "react";
import { controlClass, FieldGroup, useFieldControl } from "./field";

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

export function SelectField({ label, options, placeholder, hint, error, className, hideLabel, id, ref, ...select }: SelectFieldProps) {
  const { group, control } = useFieldControl({ id, hint, error });
  return (
    <FieldGroup {...group} label={label} hideLabel={hideLabel} className={className}>
      <select {...select} {...control} ref={ref} className={`${controlClass} ${error ? "border-red-500" : "border-slate-300"} pr-8`}>
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
    </FieldGroup>
  );
}

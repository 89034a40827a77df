import type { FocusEventHandler } from 'react';

import { CheckboxField } from './checkbox-field';
import { Field, controlClass } from './field';

/** A choice of a select: the value sent and the words shown. */
export interface FieldOption {
  value: string;
  label: string;
}

/** How a field is filled in. */
export type FieldControlSpec =
  | {
      kind: 'input';
      type: 'text' | 'email' | 'tel' | 'number' | 'date';
      autoComplete?: string;
      maxLength?: number;
      inputMode?: 'text' | 'email' | 'numeric' | 'decimal';
      min?: string | number;
      max?: string | number;
      step?: string | number;
      /** The id of a datalist of suggestions. */
      list?: string;
    }
  | { kind: 'select'; options: readonly FieldOption[]; placeholder?: string }
  | { kind: 'textarea'; rows: number; maxLength?: number }
  | { kind: 'checkbox' };

/**
 * One field of a form kept as data (the enquiry and request forms, the vehicle record): its
 * name, label, hint, whether it is required, how wide it is and how it is filled in. The form
 * keeps a list of these and draws each with SpecField, so nothing about a field is written twice.
 */
export interface FieldSpec<Name extends string = string> {
  name: Name;
  label: string;
  hint?: string;
  required?: boolean;
  /** Takes the whole row of the form's grid (the form says how wide that is). */
  wide?: boolean;
  control: FieldControlSpec;
}

/** A box a form's data ticks with "yes" (a CSV's "true", "on" or "1" too). */
const ticked = (value: string) => ['yes', 'on', 'true', '1'].includes(value.toLowerCase());

/**
 * A field drawn from its spec through Field (label, hint, error and their aria wiring), its
 * control starting from `value`. `wideClassName` is how the form's grid spans a wide field;
 * `controlProps` are what the form adds to every control (the enquiry form checks a field when
 * it is left, and marks the required ones for the browser).
 */
export function SpecField({
  spec,
  id,
  value,
  error,
  errorResolved,
  wideClassName,
  controlProps,
}: {
  spec: FieldSpec;
  id: string;
  value: string;
  error?: string;
  /** The error was corrected since the last submit (see Field). */
  errorResolved?: boolean;
  wideClassName: string;
  controlProps?: {
    onBlur?: FocusEventHandler<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;
    onFocus?: () => void;
    required?: boolean;
  };
}) {
  const control = spec.control;
  // A box to tick and every other control are labelled, described and refused alike.
  const labelled = { id, name: spec.name, label: spec.label, hint: spec.hint, error };
  if (control.kind === 'checkbox')
    return (
      <CheckboxField
        {...labelled}
        defaultChecked={ticked(value)}
        className="self-end pb-2.5"
        labelClassName="text-sm font-semibold text-ink"
      />
    );
  return (
    <Field
      {...labelled}
      errorResolved={errorResolved}
      required={spec.required}
      className={spec.wide ? wideClassName : undefined}
    >
      {(props) => {
        const common = { ...props, defaultValue: value, ...controlProps };
        switch (control.kind) {
          case 'select':
            return (
              <select {...common} className={controlClass}>
                {control.placeholder !== undefined && <option value="">{control.placeholder}</option>}
                {control.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            );
          case 'textarea':
            return (
              <textarea
                {...common}
                rows={control.rows}
                maxLength={control.maxLength}
                className={`${controlClass} resize-y`}
              />
            );
          case 'input':
            return (
              <input
                {...common}
                type={control.type}
                inputMode={control.inputMode}
                autoComplete={control.autoComplete}
                maxLength={control.maxLength}
                min={control.min}
                max={control.max}
                step={control.step}
                list={control.list}
                className={controlClass}
              />
            );
        }
      }}
    </Field>
  );
}

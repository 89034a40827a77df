import { Fragment, type ComponentProps, type ReactNode } from 'react';

import type { FormState } from '@/lib/posted-form';

import { CheckboxField } from './checkbox-field';
import { Field, controlClass, type ControlProps } from './field';

/** The props a kept field's control is given: labelled, described, styled, starting from its value. */
export type KeptControlProps = ControlProps & { defaultValue: string; className: string };

/**
 * A Field of a form the server may refuse: the error shown is the answer's first message for
 * `name`, and the control is made afresh with each answer, showing what was sent (a select's
 * choice as much as typed text), else `initial`.
 */
export function KeptField({
  answer,
  name,
  initial = '',
  children,
  ...field
}: Omit<ComponentProps<typeof Field>, 'error' | 'children'> & {
  answer: FormState;
  initial?: string;
  children: (control: KeptControlProps) => ReactNode;
}) {
  return (
    <Field {...field} name={name} error={answer.errors?.[name]?.[0]}>
      {(control) => (
        <Fragment key={answer.attempt}>
          {children({ ...control, defaultValue: answer.values?.[name] ?? initial, className: controlClass })}
        </Fragment>
      )}
    </Field>
  );
}

/**
 * A KeptField kept as data: all it is given but the server's answer (which the form adds when it
 * draws its list) and its control. A form of many like fields (a renter, a driver's licence, a job
 * type's settings) then says each field once, in order.
 */
export type KeptFieldSpec = Omit<ComponentProps<typeof KeptField>, 'answer' | 'children'> & {
  control: (control: KeptControlProps) => ReactNode;
};

/** A form's fields from their specs, in order, each kept by KeptField with the server's answer. */
export function KeptFields({ answer, fields }: { answer: FormState; fields: readonly KeptFieldSpec[] }) {
  return fields.map(({ control, ...field }) => (
    <KeptField key={field.id} answer={answer} {...field}>
      {control}
    </KeptField>
  ));
}

/**
 * A box to tick that keeps what was sent, as KeptField does for text: made afresh with each
 * answer, ticked as it was sent (its `value`, "on" when not given), else as `initial`; the
 * answer's message for it shown under it.
 */
export function KeptCheckbox({
  answer,
  initial = false,
  ...box
}: Omit<ComponentProps<typeof CheckboxField>, 'defaultChecked' | 'error'> & {
  answer: FormState;
  initial?: boolean;
}) {
  return (
    <CheckboxField
      key={answer.attempt ?? 0}
      {...box}
      defaultChecked={answer.values ? answer.values[box.name] === String(box.value ?? 'on') : initial}
      error={answer.errors?.[box.name]?.[0]}
    />
  );
}

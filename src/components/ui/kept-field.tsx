import { Fragment, type ComponentProps, type ReactNode } from 'react';

import type { FormState } from '@/lib/posted-form';

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

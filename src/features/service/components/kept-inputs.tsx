import type { ComponentProps, InputHTMLAttributes } from 'react';

import { CheckboxField } from '@/components/ui/checkbox-field';
import { KeptField } from '@/components/ui/kept-field';
import type { FormState } from '@/lib/posted-form';

/**
 * A field of a service form typed into an input, kept as data: what varies from one field to the
 * next (the caller's details, the cart, a job type's or a window's settings), so a run of them is
 * one list drawn by KeptInputs rather than the same KeptField written out again and again.
 */
export interface KeptInputSpec {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  /** What the input shows before anything is sent. */
  initial?: string;
  className?: string;
  /** What the browser is told about the input: its type, keyboard, autofill, lowest value. */
  input?: Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'min'>;
}

/** A run of a form's inputs, in the order given, each keeping what the refused answer sent back. */
export function KeptInputs({
  answer,
  fields,
  idOf,
}: {
  answer: FormState;
  fields: readonly KeptInputSpec[];
  /** The id of a field's input, from its name (refusals link to it). */
  idOf: (name: string) => string;
}) {
  return fields.map(({ name, input, ...field }) => (
    <KeptField key={name} answer={answer} id={idOf(name)} name={name} {...field}>
      {(control) => <input {...control} {...input} />}
    </KeptField>
  ));
}

/**
 * A box to tick that keeps what was sent, as KeptField does for text: made afresh with each
 * answer, ticked as it was sent, else as `initial`.
 */
export function KeptCheckbox({
  answer,
  initial = false,
  ...box
}: Omit<ComponentProps<typeof CheckboxField>, 'defaultChecked'> & { answer: FormState; initial?: boolean }) {
  return (
    <CheckboxField
      key={answer.attempt ?? 0}
      {...box}
      defaultChecked={answer.values ? answer.values[box.name] === 'on' : initial}
    />
  );
}

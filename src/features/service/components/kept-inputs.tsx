import type { InputHTMLAttributes } from 'react';

import { KeptFields } from '@/components/ui/kept-field';
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
  input?: Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'min' | 'max'>;
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
  return (
    <KeptFields
      answer={answer}
      fields={fields.map(({ name, input, ...field }) => ({
        ...field,
        id: idOf(name),
        name,
        control: (control) => <input {...control} {...input} />,
      }))}
    />
  );
}

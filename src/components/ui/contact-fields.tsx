import type { FormState } from '@/lib/posted-form';

import { KeptFields, type KeptFieldSpec } from './kept-field';

/**
 * The customer's first and last name, e-mail and mobile phone, each required and filled in by the
 * browser where it can: every booking and hold asks the same four, so a customer meets the same
 * fields everywhere. `idPrefix` leads each id ("booking-email"), where a refusal's links point.
 */
export function ContactFields({ answer, idPrefix }: { answer: FormState; idPrefix: string }) {
  const field = (name: string, label: string, control: KeptFieldSpec['control']): KeptFieldSpec => ({
    id: `${idPrefix}-${name}`,
    name,
    label,
    required: true,
    control,
  });
  return (
    <KeptFields
      answer={answer}
      fields={[
        field('firstName', 'First name', (control) => <input {...control} autoComplete="given-name" />),
        field('lastName', 'Last name', (control) => <input {...control} autoComplete="family-name" />),
        field('email', 'E-mail', (control) => <input {...control} type="email" autoComplete="email" />),
        field('phone', 'Mobile phone', (control) => <input {...control} type="tel" autoComplete="tel" />),
      ]}
    />
  );
}

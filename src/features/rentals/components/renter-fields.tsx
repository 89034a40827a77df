import { KeptField } from '@/components/ui/kept-field';
import type { FormState } from '@/lib/posted-form';

/**
 * The renter's name, e-mail and mobile, all required, filled in by the browser where it can: the
 * public booking and the waitlist ask the same, so a renter meets the same fields in both. The
 * form's name leads each id.
 */
export function RenterFields({ answer, form }: { answer: FormState; form: 'booking' | 'waitlist' }) {
  return (
    <>
      <KeptField answer={answer} id={`${form}-firstName`} name="firstName" label="First name" required>
        {(control) => <input {...control} autoComplete="given-name" />}
      </KeptField>
      <KeptField answer={answer} id={`${form}-lastName`} name="lastName" label="Last name" required>
        {(control) => <input {...control} autoComplete="family-name" />}
      </KeptField>
      <KeptField answer={answer} id={`${form}-email`} name="email" label="E-mail" required>
        {(control) => <input {...control} type="email" autoComplete="email" />}
      </KeptField>
      <KeptField answer={answer} id={`${form}-phone`} name="phone" label="Mobile phone" required>
        {(control) => <input {...control} type="tel" autoComplete="tel" />}
      </KeptField>
    </>
  );
}

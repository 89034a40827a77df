'use client';

import { Button } from '@/components/ui/button';
import { KeptField } from '@/components/ui/kept-field';
import { RefusalMessages } from '@/components/ui/refusal-alert';
import { useRefusableForm } from '@/components/ui/use-refusable-form';
import type { FormState } from '@/lib/posted-form';

import { holdCartAction } from '../actions';

/** Who is holding the cart: every one required, filled in as the browser knows them. */
const buyerFields: { name: string; label: string; type?: 'email' | 'tel'; autoComplete: string }[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Mobile phone', type: 'tel', autoComplete: 'tel' },
];

/** The buyer's details for a hold; the deposit is paid next, on Stripe's page. */
export function HoldCartForm({ vehicleId, deposit }: { vehicleId: string; deposit: string }) {
  const { state, formAction, pending, onSubmit } = useRefusableForm<FormState>(holdCartAction, {});
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="vehicleId" value={vehicleId} />
      {buyerFields.map(({ name, label, type, autoComplete }) => (
        <KeptField key={name} answer={state} id={`hold-${name}`} name={name} label={label} required>
          {(control) => <input {...control} type={type} autoComplete={autoComplete} />}
        </KeptField>
      ))}
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? 'Holding...' : `Pay the ${deposit} deposit and hold it`}
        </Button>
        <RefusalMessages answer={state} messages={state.errors?.form ?? []} />
      </div>
    </form>
  );
}
